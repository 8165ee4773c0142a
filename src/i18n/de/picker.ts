import type { Translation } from '@shoelace-style/localize';
import type { PickerTerms } from '../translation.js';

/** German terms of editable elements: card slots, the card picker, adding and removing players. */
export const pickerDe: Translation & PickerTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  boardSlot: (position) => `Boardkarte ${position}`,
  holeSlot: (name, position) => `${name}, Karte ${position}`,
  changeCard: (slot, card) => `${slot}: ${card}. Ändern`,
  pickCard: 'Karte wählen',
  editHint: 'Wähle eine Karte, um sie zu ändern.',
  pickerTitle: (slot) => `Karte wählen: ${slot}`,
  close: 'Schließen',
  removeCard: 'Karte entfernen',
  cardInUse: 'schon im Spiel',
  pickerHint: 'Pfeiltasten bewegen, Enter wählt, Escape schließt. Rang (A, K, 7) oder Farbe (s, h, d, c) tippen, um zu springen.',
  deck: 'Kartendeck',
  addPlayer: 'Spieler hinzufügen',
  removePlayer: (name) => `${name} entfernen`,
};
