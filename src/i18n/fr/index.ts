/**
 * Français (`fr`), as the kit ships it: the name, the direction, the script verbs, and each group
 * of words fetched when an element first shows it in Français. Registered by the kit's registry
 * the first time an element resolves to `fr`.
 */
import type { Language } from '../registry.js';
import { scriptVerbsFr } from './script.js';

export const language: Language = {
  code: 'fr',
  name: 'Français',
  dir: 'ltr',
  words: {
    script: { scriptVerbs: scriptVerbsFr },
    cards: () => import('./cards.js').then(({ cardsFr }) => ({ terms: cardsFr })),
    hand: () => import('./hand.js').then(({ handTermsFr }) => ({ terms: handTermsFr })),
    picker: () => import('./picker.js').then(({ pickerFr }) => ({ terms: pickerFr })),
    pots: () => import('./pots.js').then(({ potsFr }) => ({ terms: potsFr })),
    potWords: () => import('./pot-words.js').then(({ potWordsFr }) => ({ terms: potWordsFr })),
    table: () =>
      import('./table.js').then(({ tableFr, bettingRefusalsFr, handRefusalsFr, unknownRefusalFr }) => ({
        terms: tableFr,
        refusals: { ...bettingRefusalsFr, ...handRefusalsFr },
        unknownRefusal: unknownRefusalFr,
      })),
    cash: () =>
      import('./cash.js').then(({ cashFr, tableRefusalsFr, unknownRefusalFr }) => ({
        terms: cashFr,
        refusals: tableRefusalsFr,
        unknownRefusal: unknownRefusalFr,
      })),
    replay: () => import('./replay.js').then(({ replayFr }) => ({ terms: replayFr })),
    equity: () => import('./equity.js').then(({ equityFr }) => ({ terms: equityFr })),
    quiz: () => import('./quiz.js').then(({ quizFr }) => ({ terms: quizFr })),
    value: () => import('./value-words.js').then(({ valueWordsFr }) => ({ terms: valueWordsFr })),
    potsdam: () =>
      import('./potsdam.js').then(({ potsdamFr, potsdamRefusalsFr, unknownRefusalFr }) => ({
        potsdam: potsdamFr,
        refusals: potsdamRefusalsFr,
        unknownRefusal: unknownRefusalFr,
      })),
  },
};
