import type { Translation } from '@shoelace-style/localize';
import type { PickerTerms } from '../translation.js';

/** French terms of editable elements: card slots, the card picker, adding and removing players. */
export const pickerFr: Translation & PickerTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  boardSlot: (position) => `Carte du tableau ${position}`,
  holeSlot: (name, position) => `${name}, carte ${position}`,
  changeCard: (slot, card) => `${slot}\u00a0: ${card}. Changer`,
  pickCard: 'Choisir une carte',
  editHint: 'Choisissez une carte pour la changer.',
  pickerTitle: (slot) => `Choisir une carte\u00a0: ${slot}`,
  close: 'Fermer',
  removeCard: 'Retirer la carte',
  cardInUse: 'déjà en jeu',
  pickerHint: 'Les flèches déplacent, Entrée choisit, Échap ferme. Tapez une valeur (A, K, 7) ou une couleur (s, h, d, c) pour y sauter.',
  deck: 'Jeu de cartes',
  addPlayer: 'Ajouter un joueur',
  removePlayer: (name) => `Retirer ${name}`,
};
