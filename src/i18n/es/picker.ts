import type { Translation } from '@shoelace-style/localize';
import type { PickerTerms } from '../translation.js';

/** Spanish terms of editable elements: card slots, the card picker, adding and removing players. */
export const pickerEs: Translation & PickerTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  boardSlot: (position) => `Carta comunitaria ${position}`,
  holeSlot: (name, position) => `${name}, carta ${position}`,
  changeCard: (slot, card) => `${slot}: ${card}. Cambiar`,
  pickCard: 'Elegir carta',
  editHint: 'Elige una carta para cambiarla.',
  pickerTitle: (slot) => `Elegir carta: ${slot}`,
  close: 'Cerrar',
  removeCard: 'Quitar carta',
  cardInUse: 'ya en juego',
  pickerHint: 'Las flechas mueven, Intro elige, Esc cierra. Escribe un valor (A, K, 7) o un palo (s, h, d, c) para saltar a él.',
  deck: 'Baraja',
  addPlayer: 'Añadir jugador',
  removePlayer: (name) => `Quitar a ${name}`,
};
