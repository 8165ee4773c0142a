/** French words of a property set to a value it cannot use (`../value-words-en.ts`). */
import type { Translation } from '@shoelace-style/localize';
import type { ValueGot, ValueKind, ValueTerms } from '../translation.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const nFr = (amount: number): string => numbersFr.format(amount);

const EXPECTED: Record<ValueKind, string> = {
  text: 'un texte',
  cards: 'des cartes, en texte ou en liste de textes (As Kd)',
  amount: 'un nombre entier',
  seed: 'un texte ou un nombre',
  observer: 'une fonction ou un observateur avec next()',
  clock: 'une horloge avec setTimeout et clearTimeout',
  data: 'des données simples',
  list: 'une liste',
  entry: 'un objet',
  theme: '«\u00a0light\u00a0», «\u00a0dark\u00a0» ou rien',
  order: 'des noms, en texte ou en liste',
};
const GOT: Record<ValueGot, string> = {
  nothing: 'rien',
  text: 'un texte',
  number: 'un nombre',
  bigint: 'un BigInt',
  symbol: 'un symbole',
  boolean: 'true ou false',
  function: 'une fonction',
  object: 'un objet',
  list: 'une liste',
  node: 'un nœud DOM',
  cycle: 'un objet qui se contient lui-même',
  'too-many': 'trop de valeurs',
};

export const valueWordsFr: Translation & ValueTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  valueProblem: ({ field, expected, got, count, max }) =>
    got === 'too-many'
      ? `${field}\u00a0: ${nFr(max ?? 0)} valeurs au plus, ${count === undefined ? 'davantage' : nFr(count)} reçues.`
      : `${field}\u00a0: attendu ${EXPECTED[expected]}, reçu ${GOT[got]}.`,
};
