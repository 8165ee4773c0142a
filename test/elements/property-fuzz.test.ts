/**
 * A seeded fuzz of every element as careless pages and hostile input use them: properties
 * and attributes set to valid, near-valid and wrong values of every kind, clicks and keys,
 * moves to an iframe's document and back. After each step: no unhandled error or rejection,
 * the update settles, the element still renders, a table's chips add up (T8), and an action
 * the table refused changed nothing.
 *
 * `npm test` runs it with one fixed seed, a few runs per element; `HOLDEM_FUZZ_RUNS=200
 * HOLDEM_FUZZ_SEEDS=1,2,3 npm test -- --files test/elements/property-fuzz.test.ts` runs it
 * longer, with other seeds (see DEVELOPERS.md; web-test-runner.config.mjs passes them on).
 */
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import type { LitElement } from 'lit';
import '../../src/define/poker-card.js';
import '../../src/define/hand-ranker.js';
import '../../src/define/pot-calculator.js';
import '../../src/define/poker-table.js';
import '../../src/define/poker-cash-table.js';
import '../../src/define/equity-calculator.js';
import { PokerCardPicker } from '../../src/elements/card-picker/card-picker.js';
import { defineElement } from '../../src/elements/shared/define.js';
import type { HandState } from '../../src/core/hand/types.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';

defineElement('poker-card-picker', PokerCardPicker);

/** What the runner's page was given from the environment (web-test-runner.config.mjs). */
const given = (globalThis as { holdemFuzz?: { runs?: string; seeds?: string } }).holdemFuzz ?? {};
const RUNS = Number(given.runs) > 0 ? Number(given.runs) : 6;
const SEEDS = (given.seeds || '31').split(',').map(Number).filter(Number.isSafeInteger);
const STEPS = 6;

/** Each element with markup that shows something, and the properties the fuzz leaves alone. */
const ELEMENTS: { tag: string; markup: string; skip?: string[] }[] = [
  { tag: 'poker-card', markup: '<poker-card card="As"></poker-card>' },
  { tag: 'poker-card-picker', markup: '<poker-card-picker label="Board card 1" value="As"></poker-card-picker>' },
  { tag: 'hand-ranker', markup: '<hand-ranker editable board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>' },
  {
    tag: 'pot-calculator',
    markup:
      '<pot-calculator editable players="Anna 20 all-in Ks Kd; Ben 50 Qs Qd; Carla 50 folded" board="Kh 9d 7c 4s 2h"></pot-calculator>',
  },
  // The count's size is the page's choice (a million samples take their time, off the page's thread).
  {
    tag: 'equity-calculator',
    markup: '<equity-calculator hands="Anna: As Kd; Ben: QQ" board="Kh 9d 7c" samples="300" seed="1"></equity-calculator>',
    skip: ['samples'],
  },
  {
    tag: 'poker-table',
    markup: '<poker-table seats="Anna 5000; Ben 800; Carla 5000" blinds="50/100" seed="t1"></poker-table>',
    skip: ['src'],
  },
  {
    tag: 'poker-cash-table',
    markup:
      '<poker-cash-table blinds="5/10" players="Ben reasonable 1000; Carla passive 800" bot-delay="0" clock="0" seed="c1"></poker-cash-table>',
  },
];

const cyclic = (): object => {
  const value: Record<string, unknown> = { name: 'Anna', stack: 100, cards: 'As Kd' };
  value.self = [value];
  return value;
};

/** Values of every kind: valid, near-valid and wrong. */
const anyValue: fc.Arbitrary<() => unknown> = fc
  .oneof(
    fc.constantFrom<unknown>(null, undefined, true, false, 0, -1, 2.5, NaN, Infinity, '', 'x', 'dark', 'light', 'potsdam', 'all', 'hero'),
    fc.integer({ min: -5, max: 20_000 }),
    fc.bigInt({ min: -5n, max: 5n }),
    fc.string({ maxLength: 24 }),
    fc.constantFrom(
      'As',
      'Kd Qh',
      '10c',
      'zz',
      'As As',
      'Kh 9d 7c 4s 2h',
      'As Ks Qs Js Ts 9s',
      'Anna 100; Ben 200',
      'Anna: As Kd; Ben: QQ+',
      'Ben calls; Anna checks',
      '50/100',
      '400-1000',
      '10+5',
    ),
    fc.array(fc.constantFrom('As', 'Kd', 'zz', '', 'Qh'), { maxLength: 7 }),
    fc.array(
      fc.record(
        {
          name: fc.oneof(fc.constantFrom('Anna', 'Ben', 'Carla', ''), fc.integer({ min: 0, max: 9 })),
          cards: fc.constantFrom<unknown>('As Kd', ['Qh', 'Qd'], 5, null),
          hand: fc.constantFrom<unknown>('As Kd', 'QQ+', 7),
          stack: fc.constantFrom<unknown>(100, '1,000', -5, 2.5, {}),
          contributed: fc.constantFrom<unknown>(20, '50', -1, null),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 5 },
    ),
  )
  .map((value) => () => value);
const strangeValue: fc.Arbitrary<() => unknown> = fc.constantFrom<() => unknown>(
  () => Symbol('x'),
  () => Object.create(null),
  () => ({ toString: () => 'As' }),
  () => ({ next: 5 }),
  () => () => 'As',
  cyclic,
  () => [cyclic()],
  () => document.createElement('b'),
  () => Array<string>(3000).fill('As'),
  () => Array.from({ length: 300 }, (_, index) => ({ name: `P${index}`, stack: 100, contributed: 10 })),
  () => 'As '.repeat(500),
);

type Step =
  | { kind: 'property'; index: number; value: () => unknown }
  | { kind: 'attribute'; index: number; value: string | null }
  | { kind: 'click'; index: number }
  | { kind: 'key'; index: number; key: string }
  | { kind: 'move' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('property' as const), index: fc.nat(), value: fc.oneof(anyValue, strangeValue) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('attribute' as const),
      index: fc.nat(),
      value: fc.oneof(fc.constant(null), fc.string({ maxLength: 24 }), fc.constantFrom('As Kd', 'Anna 100; Ben 100', 'dark', '50/100')),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('click' as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('key' as const),
      index: fc.nat(),
      key: fc.constantFrom('Enter', ' ', 'ArrowRight', 'Escape', 'a', 'Tab'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'move' as const }) },
);

const unhandled: string[] = [];
const onRejection = (event: PromiseRejectionEvent): void => void unhandled.push(`rejection: ${String(event.reason)}`);
const onError = (event: ErrorEvent): void => void unhandled.push(`error: ${String(event.error ?? event.message)}`);

/** The hand's chips (T8): behind, bet and in the pots; equal to the chips at the table while it is played. */
function handChips(el: Element): [number, number] | undefined {
  const hand = (el as unknown as { hand?: HandState }).hand;
  if (!hand || hand.result) return undefined;
  const sum = (values: Record<string, number>): number => Object.values(values).reduce((total, chips) => total + chips, 0);
  return [sum(hand.stacks) + sum(hand.bets) + hand.pots.reduce((total, pot) => total + pot.amount, 0), hand.config.totalChips];
}

/** The cash table's chips (T8): every buy-in is at the table, waiting, or was cashed out. */
function cashChips(el: Element): [number, number] | undefined {
  const table = (el as PokerCashTable).table;
  if (!table) return undefined;
  const seated = table.seats.reduce((sum, seat) => sum + (seat?.stack ?? 0), 0) + table.queue.reduce((sum, q) => sum + q.buyIn, 0);
  return [table.boughtIn, seated + table.cashedOut];
}

/** Whatever state a refusal must leave alone. */
const stateOf = (el: Element): string => {
  const hand = (el as unknown as { hand?: HandState }).hand;
  const table = (el as PokerCashTable).table;
  return JSON.stringify(hand ? [hand.stacks, hand.bets, hand.toAct, hand.street] : table ? [table.seats, table.handNumber] : null);
};

describe(`property fuzz (${RUNS} runs of up to ${STEPS} steps per element; seeds ${SEEDS.join(', ')})`, () => {
  let frame: HTMLIFrameElement;
  before(async () => {
    frame = document.createElement('iframe');
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve));
    frame.contentWindow!.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
  });
  after(() => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    frame.remove();
  });

  for (const { tag, markup, skip = [] } of ELEMENTS)
    for (const seed of SEEDS)
      it(`<${tag}>, seed ${seed}: no value, click, key or move breaks it; chips add up (T8); a refusal changes nothing`, async () => {
        const properties = [...(customElements.get(tag) as unknown as typeof LitElement).elementProperties]
          .filter(([name, options]) => !options.state && typeof name === 'string' && !skip.includes(name))
          .map(([name, options]) => ({
            name: name as string,
            attribute: typeof options.attribute === 'string' ? options.attribute : (name as string).toLowerCase(),
          }));
        await fc.assert(
          fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: STEPS }), async (steps) => {
            unhandled.length = 0;
            const host = await fixture<HTMLDivElement>(html`<div></div>`);
            host.innerHTML = markup;
            const el = host.firstElementChild as HTMLElement & Record<string, unknown> & LitElement;
            await el.updateComplete;
            let refusedChanged = '';
            el.addEventListener('poker-violation', () => {
              const now = stateOf(el);
              if (now !== before) refusedChanged = `${before} → ${now}`;
            });
            let before = '';
            try {
              for (const action of steps) {
                before = stateOf(el);
                const { name, attribute } = properties[('index' in action ? action.index : 0) % properties.length]!;
                if (action.kind === 'property') el[name] = action.value();
                else if (action.kind === 'attribute') {
                  if (action.value === null) el.removeAttribute(attribute);
                  else el.setAttribute(attribute, action.value);
                } else if (action.kind === 'click' || action.kind === 'key') {
                  const targets = [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, [role="button"], input, select, [tabindex]')];
                  const target = targets[action.index % Math.max(1, targets.length)];
                  if (action.kind === 'click') target?.click();
                  else target?.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, bubbles: true, composed: true }));
                } else {
                  const other = frame.contentDocument!;
                  other.body.append(other.adoptNode(el));
                  await el.updateComplete;
                  host.append(document.adoptNode(el));
                }
                await el.updateComplete;
                await new Promise((resolve) => setTimeout(resolve));
                expect(unhandled, JSON.stringify(action)).to.deep.equal([]);
                expect(el.shadowRoot!.childNodes.length, 'renders').to.be.greaterThan(0);
                expect(el.shadowRoot!.adoptedStyleSheets.length, 'keeps its styles').to.be.greaterThan(0);
                const chips = tag === 'poker-table' ? handChips(el) : tag === 'poker-cash-table' ? cashChips(el) : undefined;
                if (chips) expect(chips[0], 'T8: chips add up').to.equal(chips[1]);
                expect(refusedChanged, 'a refused action changed nothing').to.equal('');
              }
            } catch (error) {
              console.log(
                'FUZZFAIL',
                String(error),
                JSON.stringify(steps.map((taken) => ('value' in taken && typeof taken.value === 'function' ? String(taken.value) : taken))),
              );
              throw error;
            } finally {
              host.remove();
            }
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
      });
});
