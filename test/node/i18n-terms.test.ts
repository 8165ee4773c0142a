/**
 * Every term of every element in every language the kit ships: none missing, none left in
 * English where the reader would see English, every refusal code and every Potsdam word
 * worded. The languages are read as the kit finds them (`shipped.ts`, each group fetched by
 * its loader), the English as the elements register it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { languages } from '../../src/i18n/shipped.js';
import type { Words } from '../../src/i18n/registry.js';
import { cardsEn } from '../../src/i18n/cards-en.js';
import { handTermsEn } from '../../src/i18n/en.js';
import { pickerEn } from '../../src/i18n/picker-en.js';
import { potsEn } from '../../src/i18n/pots-en.js';
import { tableEn } from '../../src/i18n/table.js';
import { cashEn } from '../../src/i18n/cash.js';
import { replayEn } from '../../src/i18n/replay-en.js';
import { equityEn } from '../../src/i18n/equity-en.js';
import { potsdamEn } from '../../src/i18n/potsdam-en.js';
import { quizEn } from '../../src/i18n/quiz-en.js';
import { valueWordsEn } from '../../src/i18n/value-words-en.js';
import { bettingRefusalsEn } from '../../src/i18n/refusals-betting.js';
import { handRefusalsEn } from '../../src/i18n/refusals-hand.js';
import { tableRefusalsEn } from '../../src/i18n/refusals-table.js';
import { potsdamRefusalsEn } from '../../src/i18n/refusals-potsdam.js';
import type { HoldemTranslation } from '../../src/i18n/translation.js';

const englishTerms: Record<string, unknown> = {
  ...cardsEn,
  ...handTermsEn,
  ...pickerEn,
  ...potsEn,
  ...tableEn,
  ...cashEn,
  ...replayEn,
  ...equityEn,
  ...quizEn,
  ...valueWordsEn,
};
const englishRefusals: Record<string, unknown> = { ...bettingRefusalsEn, ...handRefusalsEn, ...tableRefusalsEn, ...potsdamRefusalsEn };
/** Kept out of the comparison: the language's own code and name, the registry's `refusal` term, and rule IDs (`ruleRef`: T11, TDA 47), which every language cites alike. */
const NOT_TERMS = new Set(['$code', '$name', '$dir', 'refusal', 'ruleRef']);

/**
 * Words a language writes as English does, because its poker players do (checked against the
 * glossary, docs/i18n-glossary.md): the streets, the pot, `All-in` in Spanish, the statechart's name.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set([
    'classColumn',
    'board',
    'pots',
    'potInPlay',
    'presetPot',
    'presetAllIn',
    'stackLabel',
    'smallBlindShort',
    'bigBlindShort',
    'smallBlind',
    'bigBlind',
    'stateTitle',
    'heroName',
    'button',
    'statusAllIn',
    'boardHint',
    'pause',
    'equity',
    'cashGame',
    'statusFolded',
    'presetMin',
    'playerNameLabel',
    'statusLabel',
  ]),
  fr: new Set(['pots', 'potInPlay', 'presetPot', 'presetHalfPot', 'pause']),
  es: new Set(['statusAllIn', 'presetAllIn']),
};

async function wordsOf(
  code: string,
): Promise<{ terms: Record<string, unknown>; refusals: Record<string, unknown>; potsdam: Record<string, unknown> }> {
  const language = languages[code]!;
  const groups: Words[] = [];
  for (const source of Object.values(language.words ?? {})) groups.push(typeof source === 'function' ? await source() : source!);
  return {
    terms: Object.assign({}, ...groups.map((words) => words.terms)),
    refusals: Object.assign({}, ...groups.map((words) => words.refusals)),
    potsdam: Object.assign({}, ...groups.map((words) => words.potsdam)),
  };
}

test('the kit ships German, French and Spanish, each found by its code', () => {
  assert.deepEqual(Object.keys(languages).sort(), ['de', 'es', 'fr']);
  for (const [code, language] of Object.entries(languages)) assert.equal(language.code, code);
});

for (const code of Object.keys(languages)) {
  test(`${code}: every term of every element, none missing, none English where a reader would see it`, async () => {
    const { terms } = await wordsOf(code);
    const missing = Object.keys(englishTerms).filter((key) => !NOT_TERMS.has(key) && terms[key] === undefined);
    assert.deepEqual(missing, [], `${code} lacks these terms`);
    const english = Object.entries(englishTerms).filter(
      ([key, value]) =>
        !NOT_TERMS.has(key) &&
        !SAME_AS_ENGLISH[code]!.has(key) &&
        (terms[key] === value || (typeof value === 'string' && terms[key] === value)),
    );
    assert.deepEqual(
      english.map(([key]) => key),
      [],
      `${code} shows these terms in English`,
    );
    for (const [key, value] of Object.entries(englishTerms))
      assert.equal(typeof terms[key], NOT_TERMS.has(key) ? typeof terms[key] : typeof value, `${code}.${key} is a ${typeof value}`);
  });

  test(`${code}: the words of the main terms a reader sees, worded from data, differ from English`, async () => {
    const t = (await wordsOf(code)).terms as unknown as HoldemTranslation;
    const en = englishTerms as unknown as HoldemTranslation;
    const samples: [string, (words: HoldemTranslation) => string][] = [
      ['cardName', (w) => w.cardName('Kh')],
      ['categoryName', (w) => w.categoryName('full-house')],
      ['handTitle', (w) => w.handTitle({ category: 'one-pair', ranks: ['K', 'Q', '9', '7'] })],
      [
        'verdict',
        (w) =>
          w.verdict({
            kind: 'win',
            name: 'Anna',
            hand: { category: 'one-pair', ranks: ['K', 'Q', '9', '7'] },
            loser: { category: 'one-pair', ranks: ['K', 'J', '9', '7'] },
            reason: { kind: 'rank', role: 'kicker', winner: 'Q', loser: 'J' },
            position: 0,
          } as never),
      ],
      ['potName(0)', (w) => w.potName(0)],
      ['potName(1)', (w) => w.potName(1)],
      ['toCall', (w) => w.toCall(200)],
      ['call', (w) => w.call(200, false)],
      ['raise', (w) => w.raise(400)],
      ['stakes', (w) => w.stakes(50, 100, 10)],
      ['logLine', (w) => w.logLine({ kind: 'action', name: 'Ben', action: 'fold', amount: 0, to: 0, allIn: false })],
      ['note', (w) => w.note({ kind: 'bb-option', name: 'Anna' })],
      ['heroStatus', (w) => w.heroStatus(2, 950, 'active')],
      ['handOf', (w) => w.handOf(1, 2, '')],
      ['exactNote', (w) => w.exactNote(990)],
    ];
    for (const [name, say] of samples) assert.notEqual(say(t), say(en), `${code}: ${name} is English: ${say(t)}`);
  });

  test(`${code}: every refusal code of the engine and every Potsdam word`, async () => {
    const { refusals, potsdam } = await wordsOf(code);
    assert.deepEqual(
      Object.keys(englishRefusals).filter((key) => typeof refusals[key] !== 'function'),
      [],
      `${code} lacks refusal words`,
    );
    assert.deepEqual(
      Object.keys(potsdamEn).filter((key) => potsdam[key] === undefined),
      [],
      `${code} lacks Potsdam words`,
    );
    // The game's name is its name everywhere; German and Spanish players say showdown.
    const sameAsEnglish = Object.entries(potsdamEn).filter(
      ([key, value]) =>
        key !== 'gameName' && !(key === 'logShowdown' && code !== 'fr') && typeof value === 'string' && potsdam[key] === value,
    );
    assert.deepEqual(
      sameAsEnglish.map(([key]) => key),
      [],
      `${code} shows these Potsdam words in English`,
    );
    const ruleTitles = potsdam.ruleTitle as Record<string, string>;
    assert.deepEqual(Object.keys(ruleTitles).sort(), Object.keys(potsdamEn.ruleTitle).sort());
  });
}

test('numbers and money as each language writes them: 1 000 $ in French, 1.000 € in Spanish (Intl)', async () => {
  const { wordedIn } = await import('../../src/i18n/amount-context.js');
  const fr = (await wordsOf('fr')).terms as unknown as HoldemTranslation;
  const es = (await wordsOf('es')).terms as unknown as HoldemTranslation;
  assert.equal(fr.chipAmount(1000), '1\u202f000');
  assert.equal(es.chipAmount(1000), '1.000');
  assert.equal(
    wordedIn({ decimals: 0, currency: 'USD' }, () => fr.chipAmount(1000)),
    '1\u202f000\u00a0$',
  );
  assert.equal(
    wordedIn({ decimals: 0, currency: 'EUR' }, () => es.chipAmount(1000)),
    '1.000\u00a0€',
  );
  assert.equal(
    wordedIn({ decimals: 2, symbol: '$' }, () => es.chipAmount(24715)),
    '247,15\u00a0$',
  );
});
