import type { Translation } from '@shoelace-style/localize';
import { termsRegistration } from './registry.js';
import type { PickerTerms } from './translation.js';

/** Terms of editable elements: card slots, the card picker, adding and removing players. */
export const pickerEn: Translation & PickerTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  boardSlot: (position) => `Board card ${position}`,
  holeSlot: (name, position) => `${name}, card ${position}`,
  changeCard: (slot, card) => `${slot}: ${card}. Change`,
  pickCard: 'Pick a card',
  editHint: 'Select any card to change it.',
  pickerTitle: (slot) => `Choose a card: ${slot}`,
  close: 'Close',
  removeCard: 'Remove card',
  cardInUse: 'already in play',
  pickerHint: 'Arrow keys move, Enter picks, Escape closes. Type a rank (A, K, 7) or a suit (s, h, d, c) to jump.',
  deck: 'Deck',
  addPlayer: 'Add player',
  removePlayer: (name) => `Remove ${name}`,
};

/** Registers the editors' terms once: English now, German on use. Called by the card picker and the elements' editors. */
export const registerPickerTranslations: () => void = termsRegistration('picker', { terms: pickerEn });
