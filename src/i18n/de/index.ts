/**
 * German (`de`), as the kit ships it: the name, the direction, the script verbs, and each group
 * of words fetched when an element first shows it in German. Registered by the kit's registry
 * the first time an element resolves to `de`.
 */
import type { Language } from '../registry.js';
import { scriptVerbsDe } from './script.js';

export const language: Language = {
  code: 'de',
  name: 'Deutsch',
  dir: 'ltr',
  words: {
    script: { scriptVerbs: scriptVerbsDe },
    cards: () => import('./cards.js').then(({ cardsDe }) => ({ terms: cardsDe })),
    hand: () => import('./hand.js').then(({ handTermsDe }) => ({ terms: handTermsDe })),
    picker: () => import('./picker.js').then(({ pickerDe }) => ({ terms: pickerDe })),
    pots: () => import('./pots.js').then(({ potsDe }) => ({ terms: potsDe })),
    potWords: () => import('./pot-words.js').then(({ potWordsDe }) => ({ terms: potWordsDe })),
    table: () =>
      import('./table.js').then(({ tableDe, bettingRefusalsDe, handRefusalsDe, unknownRefusalDe }) => ({
        terms: tableDe,
        refusals: { ...bettingRefusalsDe, ...handRefusalsDe },
        unknownRefusal: unknownRefusalDe,
      })),
    cash: () =>
      import('./cash.js').then(({ cashDe, tableRefusalsDe, unknownRefusalDe }) => ({
        terms: cashDe,
        refusals: tableRefusalsDe,
        unknownRefusal: unknownRefusalDe,
      })),
    replay: () => import('./replay.js').then(({ replayDe }) => ({ terms: replayDe })),
    equity: () => import('./equity.js').then(({ equityDe }) => ({ terms: equityDe })),
    quiz: () => import('./quiz.js').then(({ quizDe }) => ({ terms: quizDe })),
    value: () => import('./value-words.js').then(({ valueWordsDe }) => ({ terms: valueWordsDe })),
    potsdam: () =>
      import('./potsdam.js').then(({ potsdamDe, potsdamRefusalsDe, unknownRefusalDe }) => ({
        potsdam: potsdamDe,
        refusals: potsdamRefusalsDe,
        unknownRefusal: unknownRefusalDe,
      })),
  },
};
