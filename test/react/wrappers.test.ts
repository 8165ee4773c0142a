// holdem-elements/react in React 19 (react-dom/client): every wrapper renders its element,
// properties arrive as properties, and the typed `on…` props hear the element's events.
// React is CommonJS; the runner serves it as ES modules (scripts/react-modules.mjs).
import { expect } from '@open-wc/testing';
import { createElement as h, createRef, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  EquityCalculator,
  HandRanker,
  PokerCard,
  PokerCardPicker,
  PokerCashTable,
  PokerTable,
  PotCalculator,
  eventProp,
  wrappedElements,
} from '../../src/react/index.js';
import { PokerTable as PokerTableElement } from '../../src/elements/poker-table/poker-table.js';
import { HandRanker as HandRankerElement } from '../../src/elements/hand-ranker/hand-ranker.js';
import type {
  EquityCalculatorChangeDetail,
  HandRankerChangeDetail,
  HoldemErrorDetail,
  PokerActionDetail,
  PokerTableChangeDetail,
  PotCalculatorChangeDetail,
} from '../../src/events.js';

let container: HTMLElement;
let root: Root;

function render(element: ReactElement): void {
  flushSync(() => root.render(element));
}

/**
 * Waits until `check` holds (events and Lit updates arrive in microtasks and timers). No time
 * limit (the kit's tests have none): a wrapper that never hears its event hangs until the
 * runner stops it, and `what` names what was awaited.
 */
async function until(check: () => boolean, what: string): Promise<void> {
  while (!check()) {
    await new Promise((resolve) => setTimeout(resolve, 10, what));
  }
}

const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('holdem-elements/react', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
  });

  it('has one wrapper per element, each event an on… prop', () => {
    expect([...wrappedElements.keys()].sort()).to.deep.equal(
      ['equity-calculator', 'hand-ranker', 'poker-card', 'poker-card-picker', 'poker-cash-table', 'poker-table', 'pot-calculator'].sort(),
    );
    expect(eventProp('poker-action')).to.equal('onPokerAction');
    expect(eventProp('poker-card-picker-select')).to.equal('onPokerCardPickerSelect');
    expect(eventProp('error')).to.equal('onError');
  });

  it('T17: <HandRanker> takes hands as a property and tells the winner through onHandRankerChange', async () => {
    const changes: HandRankerChangeDetail[] = [];
    const ref = createRef<HandRankerElement>();
    const ranker = (ben: string) =>
      h(HandRanker, {
        ref,
        board: ['Kh', '9d', '7c', '4s', '2h'],
        hands: [
          { name: 'Anna', cards: ['Ks', 'Qd'] },
          { name: 'Ben', cards: ben },
        ],
        onHandRankerChange: (event) => changes.push(event.detail),
      });
    render(ranker('Kc Jd'));
    expect(ref.current).to.be.instanceOf(HandRankerElement);
    expect(ref.current!.localName).to.equal('hand-ranker');
    // A property, not an attribute: the array arrives as it is.
    expect(ref.current!.hasAttribute('hands')).to.be.false;
    await until(() => changes.length === 1, 'hand-ranker-change');
    expect(changes[0].winners).to.deep.equal(['Anna']);
    expect(changes[0].hands.map((hand) => hand.category)).to.deep.equal(['one-pair', 'one-pair']);

    // New props from React: the element ranks again, and the same prop hears it.
    render(ranker('Ac Ad'));
    await until(() => changes.length === 2, 'second hand-ranker-change');
    expect(changes[1].winners).to.deep.equal(['Ben']);
  });

  it('T3, T6: a parent that re-renders <PokerTable> with inline props mid-hand does not deal it again', async () => {
    const ref = createRef<PokerTableElement>();
    // As the README's example writes it: new arrays and objects on every render of the parent.
    const table = (note: string) =>
      h('div', { 'data-note': note }, [
        h(PokerTable, {
          key: 'table',
          ref,
          blinds: { small: 50, big: 100 },
          seats: [
            { name: 'Anna', stack: 2000 },
            { name: 'Ben', stack: 2000 },
          ],
          button: 'Ben',
          holeCards: { Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'] },
          houseRules: { underRaise: 'refuse' },
        }),
      ]);
    render(table('first'));
    const el = ref.current!;
    await el.updateComplete;
    const actor = el.actor!;
    actor.send({ type: 'ACT', seat: 'Ben', action: 'call' });
    await el.updateComplete;
    expect(el.step).to.equal(1);
    render(table('second'));
    await el.updateComplete;
    expect(el.step, 'the hand goes on').to.equal(1);
    expect(el.actor === actor).to.equal(true);
    expect(actor.getSnapshot().context.stacks).to.deep.equal({ Anna: 1900, Ben: 1900 });
    // A real change is one: new stacks deal a new hand (on the same actor).
    render(
      h(PokerTable, {
        ref,
        seats: [
          { name: 'Anna', stack: 500 },
          { name: 'Ben', stack: 500 },
        ],
        button: 'Ben',
      }),
    );
    await ref.current!.updateComplete;
    expect(ref.current!.step).to.equal(0);
  });

  it('T3, T6: <PokerTable> plays the next scripted step; onPokerAction hears the button call first heads-up', async () => {
    const actions: PokerActionDetail[] = [];
    const ref = createRef<PokerTableElement>();
    render(
      h(PokerTable, {
        ref,
        structure: 'no-limit',
        blinds: { small: 50, big: 100 },
        seats: [
          { name: 'Anna', stack: 2000 },
          { name: 'Ben', stack: 2000 },
        ],
        button: 'Ben',
        holeCards: { Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'] },
        board: ['Ks', '7h', '2c', '4d', 'Jc'],
        script: 'Ben calls; Anna checks',
        onPokerAction: (event) => actions.push(event.detail),
      }),
    );
    const table = ref.current!;
    expect(table).to.be.instanceOf(PokerTableElement);
    await table.updateComplete;
    const next = [...table.shadowRoot!.querySelectorAll('button')].find((button) => text(button).startsWith('Next'));
    expect(next, 'a Next button').to.exist;
    next!.click();
    await until(() => actions.length === 1, 'poker-action');
    expect(actions[0]).to.include({ seat: 'Ben', action: 'call', street: 'preflop', amount: 50, to: 100 });
  });

  it('T1: <PokerCard> reports a card that does not exist through onError', async () => {
    const errors: HoldemErrorDetail[] = [];
    render(h(PokerCard, { card: 'Zz', onError: (event) => errors.push(event.detail) }));
    await until(() => errors.length > 0, 'error');
    expect(errors[0].code).to.equal('unknown-card');
    expect((container.querySelector('poker-card') as HTMLElement & { card: string }).card).to.equal('Zz');
  });

  it('T18: <PotCalculator> takes players as a property; onPotCalculatorChange has the main and the side pot', async () => {
    const changes: PotCalculatorChangeDetail[] = [];
    render(
      h(PotCalculator, {
        players: [
          { name: 'Anna', contributed: 20, allIn: true, cards: '9s 9c' },
          { name: 'Ben', contributed: 50, cards: 'Qs Qd' },
          { name: 'Carla', contributed: 50, cards: 'Js Jd' },
        ],
        board: ['Kh', '9d', '7c', '4s', '2h'],
        button: 'Carla',
        onPotCalculatorChange: (event) => changes.push(event.detail),
      }),
    );
    await until(() => changes.length > 0, 'pot-calculator-change');
    const last = changes.at(-1)!;
    expect(last.pots.map((pot) => pot.amount)).to.deep.equal([60, 60]);
    expect(last.totals).to.deep.equal({ Anna: 60, Ben: 60 });
  });

  it('C1: <PokerCashTable> seats the reader; onPokerTableChange hears them sit down', async () => {
    const lines: PokerTableChangeDetail[] = [];
    const ref = createRef<HTMLElementTagNameMap['poker-cash-table']>();
    render(
      h(PokerCashTable, {
        ref,
        blinds: { small: 5, big: 10 },
        players: [{ name: 'Ben', bot: 'reasonable', stack: 1000 }],
        seed: 'react',
        onPokerTableChange: (event) => lines.push(event.detail),
      }),
    );
    const table = ref.current!;
    await table.updateComplete;
    const button = (label: string) =>
      [...table.shadowRoot!.querySelectorAll('button')].find((b) => text(b).startsWith(label) && !b.disabled);
    button('Seat')!.click();
    await table.updateComplete;
    const buyIn = table.shadowRoot!.querySelector<HTMLInputElement>('#cash-buy-in')!;
    buyIn.value = '500';
    buyIn.dispatchEvent(new Event('input'));
    await table.updateComplete;
    button('Take seat')!.click();
    await until(() => lines.some((line) => line.kind === 'join'), 'a join line');
    expect(lines.find((line) => line.kind === 'join')).to.deep.include({ kind: 'join', player: 'you', amount: 500, ruleIds: ['C1'] });
  });

  it('T17: <EquityCalculator> counts the river exactly; onEquityCalculatorChange has the flush draw at 12 of 44', async () => {
    const changes: EquityCalculatorChangeDetail[] = [];
    render(
      h(EquityCalculator, {
        hands: [
          { name: 'Anna', hand: 'As Ks' },
          { name: 'Ben', hand: 'Qh Th' },
        ],
        board: ['Kh', '9h', '2c', '4d'],
        onEquityCalculatorChange: (event) => changes.push(event.detail),
      }),
    );
    await until(() => changes.length > 0, 'equity-calculator-change');
    expect(changes[0].exact).to.be.true;
    expect(changes[0].players[1].win).to.equal(12 / 44);
  });

  it('T1: <PokerCardPicker> tells the picked card through onPokerCardPickerSelect', async () => {
    const picked: string[] = [];
    render(h(PokerCardPicker, { onPokerCardPickerSelect: (event) => picked.push(event.detail.card) }));
    const picker = container.querySelector('poker-card-picker')!;
    await picker.show();
    const ace = [...picker.shadowRoot!.querySelectorAll('button[data-index]')].find((cell) => text(cell).startsWith('Ace of spades'));
    expect(ace, 'the ace of spades in the picker').to.exist;
    (ace as HTMLButtonElement).click();
    await until(() => picked.length === 1, 'poker-card-picker-select');
    expect(picked).to.deep.equal(['As']);
  });

  it('replaces a listener when the prop changes, and removes it when the prop goes', async () => {
    const heard: string[] = [];
    const ref = createRef<HandRankerElement>();
    const ranker = (listener?: (event: CustomEvent<HandRankerChangeDetail>) => void) =>
      h(HandRanker, {
        ref,
        board: ['Kh', '9d', '7c', '4s', '2h'],
        hands: [
          { name: 'Anna', cards: 'Ks Qd' },
          { name: 'Ben', cards: 'Kc Jd' },
        ],
        onHandRankerChange: listener,
      });
    render(ranker(() => heard.push('first')));
    await until(() => heard.length === 1, 'first listener');
    render(ranker(() => heard.push('second')));
    ref.current!.hands = [{ name: 'Anna', cards: 'Ac Ad' }];
    await until(() => heard.length === 2, 'second listener');
    render(ranker(undefined));
    ref.current!.hands = [{ name: 'Anna', cards: 'Qc Qd' }];
    await ref.current!.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.deep.equal(['first', 'second']);
  });
});
