/**
 * Español (`es`), as the kit ships it: the name, the direction, the script verbs, and each group
 * of words fetched when an element first shows it in Español. Registered by the kit's registry
 * the first time an element resolves to `es`.
 */
import type { Language } from '../registry.js';
import { scriptVerbsEs } from './script.js';

export const language: Language = {
  code: 'es',
  name: 'Español',
  dir: 'ltr',
  words: {
    script: { scriptVerbs: scriptVerbsEs },
    cards: () => import('./cards.js').then(({ cardsEs }) => ({ terms: cardsEs })),
    hand: () => import('./hand.js').then(({ handTermsEs }) => ({ terms: handTermsEs })),
    picker: () => import('./picker.js').then(({ pickerEs }) => ({ terms: pickerEs })),
    pots: () => import('./pots.js').then(({ potsEs }) => ({ terms: potsEs })),
    potWords: () => import('./pot-words.js').then(({ potWordsEs }) => ({ terms: potWordsEs })),
    table: () =>
      import('./table.js').then(({ tableEs, bettingRefusalsEs, handRefusalsEs, unknownRefusalEs }) => ({
        terms: tableEs,
        refusals: { ...bettingRefusalsEs, ...handRefusalsEs },
        unknownRefusal: unknownRefusalEs,
      })),
    cash: () =>
      import('./cash.js').then(({ cashEs, tableRefusalsEs, unknownRefusalEs }) => ({
        terms: cashEs,
        refusals: tableRefusalsEs,
        unknownRefusal: unknownRefusalEs,
      })),
    replay: () => import('./replay.js').then(({ replayEs }) => ({ terms: replayEs })),
    equity: () => import('./equity.js').then(({ equityEs }) => ({ terms: equityEs })),
    quiz: () => import('./quiz.js').then(({ quizEs }) => ({ terms: quizEs })),
    value: () => import('./value-words.js').then(({ valueWordsEs }) => ({ terms: valueWordsEs })),
    potsdam: () =>
      import('./potsdam.js').then(({ potsdamEs, potsdamRefusalsEs, unknownRefusalEs }) => ({
        potsdam: potsdamEs,
        refusals: potsdamRefusalsEs,
        unknownRefusal: unknownRefusalEs,
      })),
  },
};
