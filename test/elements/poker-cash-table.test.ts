import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-cash-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type {
  PokerActionDetail,
  PokerHandCompleteDetail,
  PokerTableChangeDetail,
  PokerTableErrorDetail,
  PokerViolationDetail,
} from '../../src/events.js';
import { registerTranslation } from '../../src/i18n/index.js';
import type { TableLogEntry } from '../../src/machines/table.machine.js';

const root = (el: PokerCashTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerCashTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];
const table = (el: PokerCashTable) => el.table!;
const notes = (el: PokerCashTable): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');

/** Clicks the button whose label starts with `label`. */
async function click(el: PokerCashTable, label: string): Promise<void> {
  const buttons = all(el, 'button') as HTMLButtonElement[];
  const button = buttons.find((b) => (text(b).startsWith(label) || b.getAttribute('aria-label')?.startsWith(label)) && !b.disabled);
  if (!button) throw new Error(`no button "${label}" (buttons: ${buttons.map((b) => text(b) || b.getAttribute('aria-label')).join(', ')})`);
  button.click();
  await el.updateComplete;
}

async function type(el: PokerCashTable, selector: string, value: string): Promise<void> {
  const field = root(el).querySelector<HTMLInputElement>(selector)!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function tick(el: PokerCashTable, clock: SimulatedClock, ms: number): Promise<void> {
  clock.increment(ms);
  // The ring's seconds are drawn once a (real) second; a simulated second redraws at once.
  el.requestUpdate();
  await el.updateComplete;
}

/** Chips are conserved (T8): every buy-in is on the table or was taken away. */
function chipsConserved(el: PokerCashTable): void {
  const context = table(el);
  const stacks = context.seats.reduce((sum, seat) => sum + (seat?.stack ?? 0), 0) + context.queue.reduce((sum, q) => sum + q.buyIn, 0);
  expect(context.boughtIn).to.equal(stacks + context.cashedOut);
}

/** The reader sits down through the seat panel: an empty seat, a buy-in, Take seat. */
async function sitDown(el: PokerCashTable, buyIn = '500', seatLabel = 'Seat'): Promise<void> {
  await click(el, seatLabel);
  await type(el, '#cash-buy-in', buyIn);
  await click(el, 'Take seat');
}

/** The reader checks or calls whenever it is their turn; between hands the clock moves on. */
async function playHands(el: PokerCashTable, clock: SimulatedClock, hands: number, between = 1000): Promise<void> {
  const target = table(el).handNumber + hands;
  for (let guard = 0; guard < 400; guard++) {
    const context = table(el);
    if (context.handNumber >= target && context.hand?.result) return;
    if (context.hand && !context.hand.result && context.hand.toAct === 'you') {
      const labels = (all(el, '[part~="action-bar"] button') as HTMLButtonElement[]).map((b) => text(b));
      await click(el, labels.find((l) => l.startsWith('Check')) ? 'Check' : 'Call');
    } else await tick(el, clock, between);
  }
  throw new Error(`did not reach hand ${target} (at ${table(el).handNumber})`);
}

function heads(clock: SimulatedClock, extra = '') {
  return fixture<PokerCashTable>(
    html`<poker-cash-table
      blinds="5/10"
      buy-in="400-1000"
      players="Ben reasonable 1000"
      bot-delay="0"
      between-hands="1000"
      seed="cash-1"
      .timerClock=${clock}
      persist=${extra || ''}
    ></poker-cash-table>`,
  );
}

describe('<poker-cash-table>', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    for (const key of ['cash-test-reload', 'cash-test-bad']) localStorage.removeItem(key);
  });

  it('C1, C2, T3, T8: the reader sits down against a computer player and plays several hands; every hand fires its events; chips are conserved', async () => {
    const clock = new SimulatedClock();
    const el = await heads(clock);
    expect(text(root(el).querySelector('[part~="header"]'))).to.contain('Waiting for players');
    expect(all(el, '[part~="sit-button"]')).to.have.length(5);
    const actions: PokerActionDetail[] = [];
    const complete: PokerHandCompleteDetail[] = [];
    const changes: PokerTableChangeDetail[] = [];
    const errors: unknown[] = [];
    el.addEventListener('poker-action', (e) => actions.push(e.detail));
    el.addEventListener('poker-hand-complete', (e) => complete.push(e.detail));
    el.addEventListener('poker-table-change', (e) => changes.push(e.detail));
    el.addEventListener('error', (e) => errors.push(e));
    await sitDown(el);
    expect(table(el).handNumber).to.equal(1);
    expect(changes.map((c) => c.kind)).to.include.members(['join', 'draw', 'hand-start']);
    expect(changes.find((c) => c.kind === 'join')).to.deep.include({
      kind: 'join',
      hand: 0,
      player: 'you',
      amount: 500,
      ruleIds: ['C1'],
      text: 'Hero sits down in seat 2 with 500',
    });
    // T3 heads-up: the button posts the small blind.
    expect(notes(el)).to.contain('Heads-up');
    await playHands(el, clock, 4);
    expect(table(el).handNumber).to.be.greaterThanOrEqual(5);
    expect(complete.length).to.be.greaterThanOrEqual(4);
    expect(actions.some((a) => a.seat === 'you') && actions.some((a) => a.seat === 'Ben')).to.equal(true);
    expect(errors).to.have.length(0);
    chipsConserved(el);
    // The hand history and the table history are both shown, with rule IDs.
    expect(text(root(el).querySelector('[part~="table-log"]'))).to.contain('Hand 5');
    expect(text(root(el).querySelector('[part~="table-log"]'))).to.contain('T2');
    expect(table(el).hand?.config.seatIds).to.include('you');
  });

  it('C1: the players a table opens with are no news: poker-table-change tells only what happens after', async () => {
    const el = document.createElement('poker-cash-table');
    const changes: PokerTableChangeDetail[] = [];
    el.addEventListener('poker-table-change', (e) => changes.push(e.detail));
    el.timerClock = new SimulatedClock();
    for (const [name, value] of Object.entries({ blinds: '5/10', 'buy-in': '400-1000', players: 'Ben reasonable 1000', seed: 'news' }))
      el.setAttribute(name, value);
    document.body.append(el);
    await el.updateComplete;
    expect(table(el).log.map((line) => line.kind)).to.deep.equal(['join']);
    expect(changes).to.deep.equal([]);
    el.send({ type: 'JOIN', player: 'Zoe', buyIn: 500, bot: 'passive' });
    expect(changes.map((c) => [c.kind, c.player])).to.deep.include.members([['join', 'Zoe']]);
    el.remove();
  });

  it('C4: the reader sits out (dealt no cards) and sits back in', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben reasonable 1000; Carla passive 1000"
        bot-delay="0"
        between-hands="1000"
        seed="cash-2"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    // The computer players play among themselves until the reader sits down.
    expect(table(el).handNumber).to.be.greaterThan(0);
    await sitDown(el);
    await click(el, 'Sit out');
    expect(notes(el)).not.to.contain('Not allowed');
    await playHands(el, clock, 2);
    const context = table(el);
    const me = context.seats.find((s) => s?.player === 'you')!;
    expect(me.status).to.equal('sitting-out');
    expect(context.hand?.config.seatIds).not.to.include('you');
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('sitting out');
    await expect(el).to.be.accessible();
    await click(el, 'Sit in');
    expect(table(el).seats.find((s) => s?.player === 'you')!.status).not.to.equal('sitting-out');
    chipsConserved(el);
  });

  it('C5: when the clock runs out the table checks or folds for the reader, who sits out after the hand', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben reasonable 1000"
        clock="10"
        bot-delay="0"
        between-hands="1000"
        seed="cash-3"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    const timeouts: PokerTableChangeDetail[] = [];
    el.addEventListener('poker-table-change', (e) => e.detail.kind === 'timeout' && timeouts.push(e.detail));
    await sitDown(el);
    for (let i = 0; i < 20 && table(el).hand?.toAct !== 'you'; i++) await tick(el, clock, 1000);
    expect(table(el).hand?.toAct).to.equal('you');
    const ring = root(el).querySelector('[data-seat="you"] [part~="clock"]');
    expect(ring?.getAttribute('role')).to.equal('timer');
    expect(ring?.querySelector('circle.clock-arc')).to.exist;
    await tick(el, clock, 4000);
    expect(root(el).querySelector('[data-seat="you"] .clock-seconds')?.textContent).to.equal('6');
    await tick(el, clock, 6000);
    expect(timeouts).to.have.length(1);
    expect(timeouts[0]?.ruleIds).to.deep.equal(['C5']);
    expect(notes(el)).to.contain('Your time ran out');
    // Through to the hand's end: the reader sits out.
    for (let i = 0; i < 40 && !table(el).hand?.result; i++) await tick(el, clock, 10_000);
    await el.updateComplete;
    expect(table(el).seats.find((s) => s?.player === 'you')!.status).to.equal('sitting-out');
    chipsConserved(el);
  });

  it('C5: a disconnected player gets the time bank, drawn in another colour, before the clock acts', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben reasonable 1000"
        clock="10+5"
        bot-delay="0"
        between-hands="1000"
        seed="cash-3"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    await sitDown(el);
    for (let i = 0; i < 20 && table(el).hand?.toAct !== 'you'; i++) await tick(el, clock, 1000);
    el.send({ type: 'DISCONNECT', player: 'you' });
    await tick(el, clock, 10_000);
    expect(table(el).turn?.phase).to.equal('time-bank');
    const ring = root(el).querySelector('[data-seat="you"] [part~="clock"]')!;
    expect(ring.getAttribute('part')).to.contain('clock-time-bank');
    expect(text(root(el).querySelector('.clock-text'))).to.equal('Time bank: 5 s');
    expect(text(root(el).querySelector('[data-seat="you"] .sr-only'))).to.contain('Disconnected');
    await tick(el, clock, 5000);
    expect(notes(el)).to.contain('Your time ran out');
  });

  it('T8: a rebuy mid-hand is refused and shown inline (poker-violation, no error); between hands it is accepted', async () => {
    const clock = new SimulatedClock();
    const el = await heads(clock);
    await sitDown(el, '400');
    const violations: PokerViolationDetail[] = [];
    const errors: unknown[] = [];
    el.addEventListener('poker-violation', (e) => violations.push(e.detail));
    el.addEventListener('error', (e) => errors.push(e));
    expect(table(el).hand?.result).to.equal(null);
    await type(el, '#cash-add', '100');
    await click(el, 'Top up');
    expect(violations).to.have.length(1);
    expect(violations[0]).to.include({ code: 'mid-hand', ruleId: 'T8' });
    expect(violations[0]?.event).to.deep.equal({ type: 'REBUY', player: 'you', amount: 100 });
    expect(errors).to.have.length(0);
    expect(notes(el)).to.contain('Chips can be added only between hands');
    expect(notes(el), 'the refused note is labelled once, for screen readers').to.not.contain('Not allowed: Not allowed');
    expect(notes(el)).to.contain('T8');
    // Fold the hand; between hands the top-up is fine.
    for (let i = 0; i < 20 && !table(el).hand?.result; i++) {
      if (table(el).hand?.toAct === 'you') await click(el, 'Fold');
      else await tick(el, clock, 0);
    }
    const before = table(el).seats.find((s) => s?.player === 'you')!.stack;
    await type(el, '#cash-add', '100');
    await click(el, 'Top up');
    expect(table(el).seats.find((s) => s?.player === 'you')!.stack).to.equal(before + 100);
    expect(notes(el)).not.to.contain('Not allowed');
    chipsConserved(el);
  });

  it('T3, T8: a reader out of chips rebuys between hands and plays on', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben passive 5000"
        bot-delay="0"
        between-hands="1000"
        seed="bust-2"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    await sitDown(el, '400');
    const me = () => table(el).seats.find((s) => s?.player === 'you')!;
    for (let i = 0; i < 300 && me().status !== 'busted'; i++) {
      const hand = table(el).hand;
      if (hand && !hand.result && hand.toAct === 'you') {
        // Fold every hand: the blinds wear the stack down to nothing (T3: a short blind is all-in).
        await click(el, 'Fold');
      } else await tick(el, clock, 1000);
    }
    expect(me().status).to.equal('busted');
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('out of chips');
    await click(el, 'Rebuy');
    expect(me().stack).to.equal(1000);
    expect(me().status).not.to.equal('busted');
    chipsConserved(el);
  });

  it('persist: a new element with the same key continues the same hand (hand number, stacks, cards)', async () => {
    const clock = new SimulatedClock();
    const el = await heads(clock, 'cash-test-reload');
    await sitDown(el);
    await playHands(el, clock, 2);
    await tick(el, clock, 1000);
    const before = table(el);
    expect(before.hand?.result).to.equal(null);
    const cards = before.hand!.holeCards;
    const stacks = before.seats.map((s) => s?.stack ?? null);
    el.remove();
    await new Promise((r) => setTimeout(r, 0));
    const again = await heads(new SimulatedClock(), 'cash-test-reload');
    const after = table(again);
    expect(after.handNumber).to.equal(before.handNumber);
    expect(after.seats.map((s) => s?.stack ?? null)).to.deep.equal(stacks);
    expect(after.hand?.holeCards).to.deep.equal(cards);
    expect(all(again, '[data-seat="you"] poker-card:not([face-down])')).to.have.length(2);
    expect(root(again).querySelector('[part~="error"]')).to.equal(null);
    chipsConserved(again);
  });

  it('persist: a damaged saved table is reported inline with an error event, and a fresh table starts', async () => {
    localStorage.setItem('cash-test-bad', '{"version":1,"signature":"x","snapshot":{');
    const errors: PokerTableErrorDetail[] = [];
    const el = document.createElement('poker-cash-table') as PokerCashTable;
    el.addEventListener('error', (e) => errors.push((e as unknown as CustomEvent<PokerTableErrorDetail>).detail));
    el.setAttribute('players', 'Ben 1000');
    el.setAttribute('persist', 'cash-test-bad');
    el.timerClock = new SimulatedClock();
    const holder = await fixture(html`<div></div>`);
    holder.append(el);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['restore-failed']);
    expect(text(root(el).querySelector('[part~="error"]'))).to.contain('could not be restored');
    expect(table(el).seats.filter(Boolean)).to.have.length(1);
  });

  it('persist: a table saved with other attributes is not restored: inline message, error, a fresh table', async () => {
    const first = await heads(new SimulatedClock(), 'cash-test-reload');
    await sitDown(first);
    first.remove();
    await new Promise((r) => setTimeout(r, 0));
    const errors: PokerTableErrorDetail[] = [];
    const el = document.createElement('poker-cash-table') as PokerCashTable;
    el.addEventListener('error', (e) => errors.push((e as unknown as CustomEvent<PokerTableErrorDetail>).detail));
    for (const [name, value] of Object.entries({ blinds: '10/20', players: 'Ben reasonable 1000', persist: 'cash-test-reload' }))
      el.setAttribute(name, value);
    el.timerClock = new SimulatedClock();
    const holder = await fixture(html`<div></div>`);
    holder.append(el);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['restore-failed']);
    expect(table(el).seats.some((s) => s?.player === 'you')).to.equal(false);
    expect(table(el).config.blinds).to.deep.equal({ small: 10, big: 20 });
  });

  it('C3: a newcomer posts a big blind out of position and is dealt in at once', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben reasonable 1000; Carla passive 1000; Dan passive 1000"
        bot-delay="0"
        between-hands="1000"
        seed="cash-4"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    await click(el, 'Seat');
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('Wait for the big blind');
    const post = all(el, 'input[name="entry"]')[1] as HTMLInputElement;
    post.click();
    await el.updateComplete;
    await click(el, 'Take seat');
    expect(table(el).seats.find((s) => s?.player === 'you')?.status).to.equal('posting');
    for (let i = 0; i < 10 && !table(el).hand?.config.seatIds.includes('you'); i++) await tick(el, clock, 1000);
    const hand = table(el).hand!;
    expect(hand.log.some((e) => e.kind === 'blind' && e.blind === 'newcomer-big' && e.seat === 'you')).to.equal(true);
    expect(notes(el)).to.contain('posts a big blind to be dealt in at once');
  });

  it('T8: a buy-in above the table maximum is refused by the table and explained at the field (no error)', async () => {
    const el = await heads(new SimulatedClock());
    const errors: unknown[] = [];
    el.addEventListener('error', (e) => errors.push(e));
    await sitDown(el, '1500');
    expect(table(el).seats.some((s) => s?.player === 'you')).to.equal(false);
    // The table's refusal as data (T8, above-max-buy-in), worded in the element's language, next to the field.
    expect(text(root(el).querySelector('#cash-buy-in-error'))).to.equal(
      'The stack may not go above the maximum buy-in of 1,000; at most 1,000 more.',
    );
    expect(notes(el)).not.to.contain('Not allowed');
    expect(errors).to.have.length(0);
    await type(el, '#cash-buy-in', '1000');
    await click(el, 'Take seat');
    expect(table(el).seats.some((s) => s?.player === 'you')).to.equal(true);
    expect(root(el).querySelector('#cash-buy-in-error')).to.equal(null);
  });

  it('inspect: the table and its hands are inspected, also when set after the table started', async () => {
    const el = await heads(new SimulatedClock());
    const seen: { type: string; event?: { type: string } }[] = [];
    el.inspect = (inspection) => seen.push(inspection as never);
    await el.updateComplete;
    expect(seen[0]?.type).to.equal('@xstate.actor');
    await sitDown(el);
    expect(seen.some((i) => i.type === '@xstate.event' && i.event?.type === 'JOIN')).to.equal(true);
    expect(seen.some((i) => i.type === '@xstate.actor' && (i as unknown as { actorRef: unknown }).actorRef === el.actor)).to.equal(true);
  });

  it('C7: a full table offers the waiting list', async () => {
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        table-size="2"
        blinds="5/10"
        players="Ben 1000; Carla passive 1000"
        bot-delay="0"
        between-hands="1000"
        .timerClock=${new SimulatedClock()}
      ></poker-cash-table>`,
    );
    expect(all(el, '[part~="sit-button"]')).to.have.length(0);
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('Every seat is taken (C7)');
    await click(el, 'Join the waiting list');
    expect(table(el).queue.map((q) => q.player)).to.deep.equal(['you']);
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('number 1 on the waiting list');
    await expect(el).to.be.accessible();
    await click(el, 'Leave the waiting list');
    expect(table(el).queue).to.have.length(0);
    chipsConserved(el);
  });

  it('C6: a void hand gives every chip back', async () => {
    const clock = new SimulatedClock();
    const el = await heads(clock);
    await sitDown(el);
    const stacks = table(el).seats.map((s) => s?.stack ?? null);
    el.send({ type: 'VOID' });
    await el.updateComplete;
    expect(table(el).hand?.result?.kind).to.equal('void');
    expect(table(el).seats.map((s) => s?.stack ?? null)).to.deep.equal(stacks);
    expect(notes(el)).to.contain('C6');
  });

  it('C1, T8: bad attributes (an unknown computer player, a negative stack, a buy-in range upside down, …) → inline message and error, never a throw', async () => {
    for (const [attrs, code] of [
      [{ players: 'Ben clever 1000' }, 'unknown-bot'],
      [{ players: 'Ben -5' }, 'negative-amount'],
      [{ players: 'Ben 1000', 'buy-in': '1000-400' }, 'invalid-buy-in'],
      [{ players: 'Ben 1000', clock: 'soon' }, 'invalid-clock'],
      [{ players: 'Ben 1000', 'table-size': '11' }, 'table-size'],
      [{ players: 'Ben 1000', 'bot-delay': 'fast' }, 'invalid-ms'],
      [{ players: 'Ben 1000; Carla 1000; Dan 1000', 'table-size': '2' }, 'player-count'],
    ] as const) {
      const el = document.createElement('poker-cash-table') as PokerCashTable;
      const errors: PokerTableErrorDetail[] = [];
      el.addEventListener('error', (e) => errors.push((e as unknown as CustomEvent<PokerTableErrorDetail>).detail));
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      const holder = await fixture(html`<div></div>`);
      holder.append(el);
      await el.updateComplete;
      expect(
        errors.map((e) => e.code),
        JSON.stringify(attrs),
      ).to.deep.equal([code]);
      expect(root(el).querySelector('[role="alert"]'), code).to.exist;
      expect(el.tableActor).to.equal(undefined);
    }
  });

  it('German: seats, panel, clock and table history in German', async () => {
    document.documentElement.lang = 'de';
    const clock = new SimulatedClock();
    const el = await heads(clock);
    await click(el, 'Platz 2');
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.contain('Buy-in (400 bis 1.000)');
    await type(el, '#cash-buy-in', '500');
    await click(el, 'Platz 2 nehmen');
    // Heads-up the first hand starts at once (C2), with the reader in it.
    expect(text(root(el).querySelector('[part~="seat-panel"]'))).to.match(/Platz 2, 49\d Chips: du spielst\./);
    expect(text(root(el).querySelector('[data-empty-seat="3"]'))).to.match(/^Platz 3\s*frei$/);
    expect(text(root(el).querySelector('[part~="action-bar"]'))).to.contain('ist am Zug');
    expect(text(root(el).querySelector('[part~="table-log"]'))).to.contain('setzt sich auf Platz');
    expect(text(root(el).querySelector('[part~="table-log"] .caption'))).to.equal('Tischverlauf');
  });

  it('C1, C3: a third language words the table history (tableLogLine) and the table refusals (refusal); terms it lacks fall back to English', async () => {
    registerTranslation({
      $code: 'wa',
      $name: 'Walon',
      $dir: 'ltr',
      tableLogLine: (entry: TableLogEntry) =>
        entry.kind === 'join' ? `${entry.name} s’assoit à la place ${entry.seat + 1} avec ${entry.buyIn}` : `(${entry.kind})`,
    } as never);
    document.documentElement.lang = 'wa';
    const el = await heads(new SimulatedClock());
    const changes: PokerTableChangeDetail[] = [];
    el.addEventListener('poker-table-change', (e) => changes.push(e.detail));
    expect(text(root(el).querySelector('[part~="table-log"]'))).to.contain('Ben s’assoit à la place 1 avec 1000');
    await sitDown(el, '1500');
    // The refusal term is not in this French: English, never a blank.
    expect(text(root(el).querySelector('#cash-buy-in-error'))).to.contain('The stack may not go above the maximum buy-in of 1,000');
    await sitDown(el, '500');
    expect(changes.find((c) => c.kind === 'join')?.text).to.equal('Hero s’assoit à la place 2 avec 500');
    expect(text(root(el).querySelector('[part~="table-log"] .caption'))).to.equal('Table history');
  });

  it('C1: the keyboard reaches a free seat; Enter opens the buy-in, Enter again sits down', async () => {
    const el = await heads(new SimulatedClock());
    const deepActive = (): Element | null => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active;
    };
    for (let i = 0; i < 30 && !text(deepActive()).startsWith('Seat'); i++) await sendKeys({ press: 'Tab' });
    expect(text(deepActive())).to.match(/^Seat \d/);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expect(deepActive()?.id).to.equal('cash-buy-in');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(table(el).seats.find((s) => s?.player === 'you')?.stack).to.equal(1000);
  });

  it('is accessible (axe), before and after sitting down', async () => {
    const clock = new SimulatedClock();
    const el = await heads(clock);
    await expect(el).to.be.accessible();
    await sitDown(el);
    for (let i = 0; i < 10 && table(el).hand?.toAct !== 'you'; i++) await tick(el, clock, 1000);
    await expect(el).to.be.accessible();
  });
});
