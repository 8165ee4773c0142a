/** Spanish words of a property set to a value it cannot use (`../value-words-en.ts`). */
import type { Translation } from '@shoelace-style/localize';
import type { ValueGot, ValueKind, ValueTerms } from '../translation.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const nEs = (amount: number): string => numbersEs.format(amount);

const EXPECTED: Record<ValueKind, string> = {
  text: 'un texto',
  cards: 'cartas, como texto o como lista de textos (As Kd)',
  amount: 'un número entero',
  seed: 'un texto o un número',
  observer: 'una función o un observador con next()',
  clock: 'un reloj con setTimeout y clearTimeout',
  data: 'datos simples',
  list: 'una lista',
  entry: 'un objeto',
  theme: '«light», «dark» o nada',
  order: 'nombres, como texto o como lista',
};
const GOT: Record<ValueGot, string> = {
  nothing: 'nada',
  text: 'un texto',
  number: 'un número',
  bigint: 'un BigInt',
  symbol: 'un símbolo',
  boolean: 'true o false',
  function: 'una función',
  object: 'un objeto',
  list: 'una lista',
  node: 'un nodo del DOM',
  cycle: 'un objeto que se contiene a sí mismo',
  'too-many': 'demasiados valores',
};

export const valueWordsEs: Translation & ValueTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  valueProblem: ({ field, expected, got, count, max }) =>
    got === 'too-many'
      ? `${field}: como mucho ${nEs(max ?? 0)} valores; se recibieron ${count === undefined ? 'más' : nEs(count)}.`
      : `${field}: se esperaba ${EXPECTED[expected]}; se recibió ${GOT[got]}.`,
};
