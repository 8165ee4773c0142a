/**
 * The words of a property set to a value it cannot use (`valueProblem`), English: fetched
 * with the first such value (`HoldemElement`), so a page that sets only good values never
 * loads them. German in `value-words-de.ts`, fetched when a German element needs them.
 */
import type { Translation } from '@shoelace-style/localize';
import { termsRegistration } from './registry.js';
import type { ValueGot, ValueKind, ValueTerms } from './translation.js';

const EXPECTED: Record<ValueKind, string> = {
  text: 'text',
  cards: 'cards as text or a list of texts (As Kd)',
  amount: 'a whole number',
  seed: 'text or a number',
  observer: 'a function or an observer with next()',
  clock: 'a clock with setTimeout and clearTimeout',
  data: 'plain data',
  list: 'a list',
  entry: 'an object',
  theme: '“light”, “dark” or nothing',
  order: 'names as text or a list',
};
const GOT: Record<ValueGot, string> = {
  nothing: 'nothing',
  text: 'text',
  number: 'a number',
  bigint: 'a BigInt',
  symbol: 'a symbol',
  boolean: 'true or false',
  function: 'a function',
  object: 'an object',
  list: 'a list',
  node: 'a DOM node',
  cycle: 'an object that contains itself',
  'too-many': 'too many',
};

export const valueWordsEn: Translation & ValueTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  valueProblem: ({ field, expected, got, count, max }) =>
    got === 'too-many'
      ? `${field}: at most ${max ?? 0} values, got ${count ?? 'more'}.`
      : `${field}: expected ${EXPECTED[expected]}, got ${GOT[got]}.`,
};

/** Registers the words once: English now, German on use. */
export const registerValueWords: () => void = termsRegistration('value', { terms: valueWordsEn });
