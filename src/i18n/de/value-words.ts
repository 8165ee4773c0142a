/** German words of a property set to a value it cannot use (`value-words-en.ts`). */
import type { Translation } from '@shoelace-style/localize';
import type { ValueGot, ValueKind, ValueTerms } from '../translation.js';

const EXPECTED: Record<ValueKind, string> = {
  text: 'Text',
  cards: 'Karten als Text oder als Liste von Texten (As Kd)',
  amount: 'eine ganze Zahl',
  seed: 'Text oder eine Zahl',
  observer: 'eine Funktion oder einen Beobachter mit next()',
  clock: 'eine Uhr mit setTimeout und clearTimeout',
  data: 'einfache Daten',
  list: 'eine Liste',
  entry: 'ein Objekt',
  theme: '„light“, „dark“ oder nichts',
  order: 'Namen als Text oder als Liste',
};
const GOT: Record<ValueGot, string> = {
  nothing: 'nichts',
  text: 'Text',
  number: 'eine Zahl',
  bigint: 'ein BigInt',
  symbol: 'ein Symbol',
  boolean: 'true oder false',
  function: 'eine Funktion',
  object: 'ein Objekt',
  list: 'eine Liste',
  node: 'ein DOM-Knoten',
  cycle: 'ein Objekt, das sich selbst enthält',
  'too-many': 'zu viele',
};

export const valueWordsDe: Translation & ValueTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  valueProblem: ({ field, expected, got, count, max }) =>
    got === 'too-many'
      ? `${field}: höchstens ${max ?? 0} Werte, bekommen: ${count ?? 'mehr'}.`
      : `${field}: erwartet ${EXPECTED[expected]}, bekommen: ${GOT[got]}.`,
};
