import { expect, fixture, html } from '@open-wc/testing';
import { createActor, SimulatedClock, type InspectionEvent, type Snapshot } from 'xstate';
import '../../src/define/poker-cash-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type { PokerActionDetail, PokerHandCompleteDetail, PokerTableChangeDetail } from '../../src/events.js';
import { tableMachine, type TableContext } from '../../src/machines/table.machine.js';

/**
 * `<poker-cash-table>` runs on one `tableMachine` actor: a page may give it its own, and the
 * element's own stays the same object while hands follow one another, the table is set up
 * anew and the element leaves the DOM and comes back; a page's subscription sees every
 * snapshot the actor makes.
 */

const shadow = (el: PokerCashTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const context = (el: PokerCashTable): TableContext => el.actor!.getSnapshot().context;

async function click(el: PokerCashTable, label: string): Promise<void> {
  const buttons = [...shadow(el).querySelectorAll('button')];
  const button = buttons.find((b) => (text(b).startsWith(label) || b.getAttribute('aria-label')?.startsWith(label)) && !b.disabled);
  if (!button) throw new Error(`no button "${label}"`);
  button.click();
  await el.updateComplete;
}

async function tick(el: PokerCashTable, clock: SimulatedClock, ms: number): Promise<void> {
  clock.increment(ms);
  await el.updateComplete;
}

describe('<poker-cash-table> and its actor', () => {
  it('C2, C5, C6, T8: a page-made actor drives the table: its timers play the hands, the reader sits down on it, and the element never stops it', async () => {
    const clock = new SimulatedClock();
    // The page's own actor, not started: the element starts it when it follows it.
    const actor = createActor(tableMachine, {
      clock,
      input: {
        blinds: { small: 5, big: 10 },
        buyIn: { min: 400, max: 1000 },
        seed: 'page-actor',
        now: () => clock.now(),
        botDelayMs: 500,
        betweenHandsMs: 1000,
        clock: { decisionMs: 30_000, timeBankMs: 0 },
        players: [
          { id: 'Ben', name: 'Ben', stack: 1000, bot: 'passive' },
          { id: 'Carla', name: 'Carla', stack: 1000, bot: 'passive' },
        ],
      },
    });
    const actions: PokerActionDetail[] = [];
    const completed: PokerHandCompleteDetail[] = [];
    const changes: PokerTableChangeDetail[] = [];
    // Attributes for a different table: the page's actor is the table, they no longer set it up.
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="50/100"
        players="Zed reasonable 5000"
        .actor=${actor}
        @poker-action=${(e: CustomEvent<PokerActionDetail>) => actions.push(e.detail)}
        @poker-hand-complete=${(e: CustomEvent<PokerHandCompleteDetail>) => completed.push(e.detail)}
        @poker-table-change=${(e: CustomEvent<PokerTableChangeDetail>) => changes.push(e.detail)}
      ></poker-cash-table>`,
    );
    expect(el.actor).to.equal(actor);
    expect(actor.getSnapshot().status).to.equal('active');
    // C2: two computer players are enough; the page's actor dealt hand 1, and the element shows it.
    expect(el.table).to.equal(actor.getSnapshot().context);
    expect(el.table!.handNumber).to.equal(1);
    expect(text(shadow(el).querySelector('.hand-number'))).to.equal('Cash game · Hand 1');
    expect(el.table!.seats.filter(Boolean).map((s) => s!.player)).to.deep.equal(['Ben', 'Carla']);
    // The chart's timer (bot-delay 500 ms on the page's clock) makes the first decision: the element hears it.
    const toAct = context(el).hand!.toAct;
    await tick(el, clock, 500);
    expect(actions.length).to.be.greaterThan(0);
    expect(actions[0]!.seat).to.equal(toAct);
    // The reader sits down through the element: the JOIN goes to the page's actor (T8: within 400–1000).
    await click(el, 'Seat');
    const field = shadow(el).querySelector<HTMLInputElement>('#cash-buy-in')!;
    field.value = '600';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await click(el, 'Take seat');
    const you = actor.getSnapshot().context.seats.find((s) => s?.player === 'you');
    expect(you?.stack).to.equal(600);
    expect(changes.map((c) => c.kind)).to.include('join');
    // C6: the page voids the hand on its actor: the element tells the hand's end.
    const hand = context(el).handNumber;
    const before = completed.length;
    actor.send({ type: 'VOID' });
    await el.updateComplete;
    expect(completed.length).to.equal(before + 1);
    expect(completed.at(-1)!.kind).to.equal('void');
    expect(context(el).lastResult?.kind).to.equal('void');
    // Out of the DOM, the element lets the page's actor be: it runs on.
    el.remove();
    await Promise.resolve();
    expect(actor.getSnapshot().status).to.equal('active');
    clock.increment(1000);
    expect(actor.getSnapshot().context.handNumber).to.equal(hand + 1);
    actor.stop();
  });

  it("C2, C1: the element's own actor is the same object across hands, a table set up anew (OPEN) and a move out of the DOM; a page's subscription saw every snapshot", async () => {
    const clock = new SimulatedClock();
    const inspected: Snapshot<unknown>[] = [];
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben passive 1000; Carla passive 1000"
        bot-delay="300"
        between-hands="500"
        seed="own-actor"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    const actor = el.actor!;
    expect(actor.getSnapshot().status).to.equal('active');
    // The page subscribes, and inspects the actor's system: every snapshot the actor makes from now on.
    const seen: TableContext[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context));
    actor.system.inspect((event: InspectionEvent) => {
      if (event.type === '@xstate.snapshot' && event.actorRef === actor) inspected.push(event.snapshot);
    });
    // Hands follow one another on the chart's timers.
    for (let i = 0; i < 40 && context(el).handNumber < 4; i++) await tick(el, clock, 300);
    expect(context(el).handNumber).to.be.at.least(4);
    expect(el.actor).to.equal(actor);
    // A new table (other players, other blinds): an OPEN event on the same actor.
    el.players = [
      { name: 'Dora', bot: 'reasonable', stack: 2000 },
      { name: 'Emil', bot: 'passive', stack: 2000 },
    ];
    el.blinds = { small: 10, big: 20 };
    await el.updateComplete;
    expect(el.actor).to.equal(actor);
    expect(context(el).config.blinds).to.deep.equal({ small: 10, big: 20 });
    expect(
      context(el)
        .seats.filter(Boolean)
        .map((s) => s!.name),
    ).to.deep.equal(['Dora', 'Emil']);
    expect(context(el).handNumber).to.equal(1);
    expect(text(shadow(el).querySelector('.hand-number'))).to.equal('Cash game · Hand 1');
    // Out of the DOM and back: the same actor, which went on meanwhile.
    const parent = el.parentElement!;
    el.remove();
    await tick(el, clock, 300);
    parent.append(el);
    await el.updateComplete;
    expect(el.actor).to.equal(actor);
    expect(actor.getSnapshot().status).to.equal('active');
    for (let i = 0; i < 20 && context(el).handNumber < 2; i++) await tick(el, clock, 300);
    expect(context(el).handNumber).to.equal(2);
    // The subscription saw every snapshot the actor made (the inspection's list), the last one the element's.
    expect(seen.length).to.be.greaterThan(20);
    expect(seen).to.deep.equal(inspected.map((snapshot) => (snapshot as unknown as { context: TableContext }).context));
    expect(seen.at(-1)).to.equal(el.table);
    // Hand numbers as the page saw them: 1 up to 4 or more, then the new table's 1 and 2, none skipped.
    const numbers = seen.map((c) => c.handNumber).filter((n, i, list) => i === 0 || n !== list[i - 1]);
    const reset = numbers.lastIndexOf(1);
    expect(numbers.slice(0, reset)).to.deep.equal(Array.from({ length: reset }, (_, i) => numbers[0]! + i));
    expect(numbers.slice(reset)).to.deep.equal([1, 2]);
  });

  it('C1, C2: properties set again with equal contents (a framework re-rendering inline props) change nothing: the hand goes on', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        .players=${[
          { name: 'Ben', bot: 'passive', stack: 1000 },
          { name: 'Carla', bot: 'passive', stack: 1000 },
        ]}
        .buyIn=${{ min: 400, max: 1000 }}
        .clock=${{ decisionMs: 20_000, timeBankMs: 0 }}
        bot-delay="300"
        seed="inline-props"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    for (let i = 0; i < 5; i++) await tick(el, clock, 300);
    const before = el.table!;
    expect(before.hand!.log.length).to.be.greaterThan(3);
    // The parent renders again: new arrays and objects, the same contents.
    el.players = [
      { name: 'Ben', bot: 'passive', stack: 1000 },
      { name: 'Carla', bot: 'passive', stack: 1000 },
    ];
    el.buyIn = { min: 400, max: 1000 };
    el.clock = { decisionMs: 20_000, timeBankMs: 0 };
    el.blinds = { small: 5, big: 10 };
    await el.updateComplete;
    expect(el.table).to.equal(before);
    // Other contents: a new table on the same actor (OPEN).
    const actor = el.actor;
    el.players = [{ name: 'Ben', bot: 'passive', stack: 900 }];
    await el.updateComplete;
    expect(el.actor).to.equal(actor);
    expect(el.table!.seats.filter(Boolean).map((s) => s!.stack)).to.deep.equal([900]);
  });

  it('C1: el.actor set to undefined gives the element its own actor again, from its attributes', async () => {
    const clock = new SimulatedClock();
    const page = createActor(tableMachine, {
      clock,
      input: { blinds: { small: 5, big: 10 }, now: () => clock.now(), players: [{ id: 'Ann', stack: 500 }] },
    }).start();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table blinds="5/10" players="Ben passive 1000; Carla passive 1000" .timerClock=${clock}></poker-cash-table>`,
    );
    const own = el.actor!;
    el.actor = page;
    await el.updateComplete;
    expect(el.actor).to.equal(page);
    // The element's own actor was stopped; the page's runs and is the table.
    expect(own.getSnapshot().status).to.equal('stopped');
    expect(el.table!.seats.filter(Boolean).map((s) => s!.player)).to.deep.equal(['Ann']);
    // Attributes that set a table up are not read while the page's actor is the table: a bad one hides nothing.
    el.setAttribute('players', 'Ben clever 1000');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(el.table).to.equal(page.getSnapshot().context);
    el.setAttribute('players', 'Ben passive 1000; Carla passive 1000');
    el.actor = undefined;
    await el.updateComplete;
    expect(el.actor).to.not.equal(page);
    expect(page.getSnapshot().status).to.equal('active');
    expect(el.table!.seats.filter(Boolean).map((s) => s!.name)).to.deep.equal(['Ben', 'Carla']);
    page.stop();
  });
});
