/**
 * The English labels of `<pot-calculator>`'s editor (`editable`): the form's captions, the
 * fields' accessible names, the player limit, the order's hint. The editor registers them when
 * it is first fetched, so a calculator that is not editable never loads them; German has them
 * with the other German pot terms (`pots-de.ts`). `potsEn` holds them too.
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import type { PotTerms } from './translation.js';

/** The pot terms only the editor shows. */
export type PotEditorTerm =
  | 'statusIn'
  | 'playerLimit'
  | 'players'
  | 'playerNameLabel'
  | 'chipsLabel'
  | 'statusLabel'
  | 'cardsLabel'
  | 'nameOf'
  | 'chipsOf'
  | 'statusOf'
  | 'buttonOf'
  | 'orderLabel'
  | 'orderHint'
  | 'boardHint';

export const potEditorEn: Translation & Pick<PotTerms, PotEditorTerm> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  statusIn: 'Still in',
  playerLimit: (max) => `${max} players at most.`,
  players: 'Players',
  playerNameLabel: 'Name',
  chipsLabel: 'Put in',
  statusLabel: 'Status',
  cardsLabel: 'Cards',
  nameOf: (name) => `Name of ${name}`,
  chipsOf: (name) => `Chips ${name} put in`,
  statusOf: (name) => `Status of ${name}`,
  buttonOf: (name) => `${name} has the button`,
  orderLabel: 'Finishing order',
  orderHint: 'Best first, = for a tie: Ben > Carla = Anna. Decides over the cards.',
  boardHint: 'Board',
};

/** Registers the editor's English labels (again: harmless). */
export function registerPotEditorWords(): void {
  addWords('en', { terms: potEditorEn });
}
