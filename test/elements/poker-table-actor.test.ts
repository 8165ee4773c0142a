/**
 * `<poker-table>` runs every hand on one actor of the hand statechart (`handMachine`) for its
 * whole life: Back, Restart and new hands are events on it (RESTORE, DEAL), a page may give it
 * its own actor, and a page's subscription sees every snapshot.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createActor, type SnapshotFrom } from 'xstate';
import '../../src/define/poker-table.js';
import { handMachine, type HandMachine } from '../../src/machines/hand.machine.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerActionDetail, PokerTableErrorDetail } from '../../src/events.js';
import { all, clickButton as click, shadow as root, text } from '../support/dom.js';

const chips = (shown: string): number => Number(shown.replace(/\D/g, '') || 0);
const stackOf = (el: PokerTable, seat: string): number => chips(text(root(el).querySelector(`[data-seat="${seat}"] [part~="stack"]`)));
const betOf = (el: PokerTable, seat: string): number => chips(text(root(el).querySelector(`[data-seat="${seat}"] .bet-spot .bet-amount`)));
const potsOf = (el: PokerTable): number[] => all(el, '[part~="pot"] .pot-amount').map((amount) => chips(text(amount)));
const logLines = (el: PokerTable): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const stepCount = (el: PokerTable): string => text(root(el).querySelector('.step-count'));
/** The events the statechart panel says the hand takes now (its last row). */
function acceptsOf(el: PokerTable): string[] {
  const rows = all(el, '[part~="state"] dd');
  return [...rows[rows.length - 1].querySelectorAll('code')].map((code) => text(code));
}

const SEATS = ['Anna', 'Ben', 'Carla'];
/** Every chip on the table: stacks, bets, pots (a pot awarded is in a stack already, T8). */
function chipsOnTable(el: PokerTable): number {
  const over = text(root(el).querySelector('.street')) === 'The hand is over';
  const held = SEATS.reduce((sum, seat) => sum + stackOf(el, seat) + betOf(el, seat), 0);
  return over ? held : held + potsOf(el).reduce((sum, pot) => sum + pot, 0);
}

const T12_SCRIPT = 'Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500; Anna calls';
const T12_TABLE = html`<poker-table
  blinds="50/100"
  seats="Anna 5000; Ben 800; Carla 5000"
  button="Carla"
  hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
  board="Ks 7h 2c 4d Jc"
  script=${T12_SCRIPT}
></poker-table>`;

type Heard = [type: string, detail: unknown, bubbles: boolean, composed: boolean];
const EVENTS = ['poker-action', 'poker-street', 'poker-violation', 'poker-hand-complete', 'error'];
function listen(el: PokerTable): Heard[] {
  const heard: Heard[] = [];
  for (const type of EVENTS)
    el.addEventListener(type, (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      heard.push([type, JSON.parse(JSON.stringify(detail)) as unknown, bubbles, composed]);
    });
  return heard;
}

/** The T12 demo by its script (Next), then the reader checks the turn and the river: the auto showdown. */
async function playT12(el: PokerTable, check: (step: number) => void): Promise<void> {
  for (let step = 1; step <= 8; step++) {
    await click(el, 'Next');
    check(step);
  }
  for (let i = 0; i < 4; i++) await click(el, 'Check');
}

describe('<poker-table> on its one actor', () => {
  it('T12 (TDA 47), T6, T16, T17: the scripted hand plays on one actor; Restart and the replay keep it, and a subscription saw every snapshot', async () => {
    const table = await fixture<PokerTable>(T12_TABLE);
    const actor = table.actor!;
    expect(actor.getSnapshot().value).to.equal('preflop');
    const seen: SnapshotFrom<HandMachine>[] = [];
    actor.subscribe((snapshot) => void seen.push(snapshot));
    const heard = listen(table);
    let before = { chips: 0, log: [] as string[], stacks: [] as number[] };
    await playT12(table, (step) => {
      // T8: no chip appears or goes: 5,000 + 800 + 5,000 at every step.
      expect(chipsOnTable(table), `chips after step ${step}`).to.equal(10_800);
      const stacks = SEATS.map((seat) => stackOf(table, seat));
      // Step 7, Anna raises to 1,500: refused (T12), and nothing changed but the refusal's line.
      if (step === 7) {
        expect(stacks).to.deep.equal(before.stacks);
        expect(logLines(table)).to.deep.equal([...before.log, 'Not allowed: Anna may not raise to 1,500']);
        expect(stepCount(table)).to.equal('Step 7 of 8');
      }
      before = { chips: 10_800, log: logLines(table), stacks };
    });
    expect(table.actor === actor, 'the same actor').to.equal(true);
    // T17: Anna's pair of kings takes the main pot of 2,400 (3 × 100 preflop, 3 × 700 on the flop).
    expect(SEATS.map((seat) => stackOf(table, seat))).to.deep.equal([6600, 0, 4200]);
    expect(actor.getSnapshot().hasTag('over')).to.equal(true);
    expect(actor.getSnapshot().status, 'the actor goes on after the hand').to.equal('active');
    // Every event the hand took or refused was a snapshot the page saw (8 script steps, 4 checks).
    expect(seen.length).to.equal(12);
    expect(seen.at(-1)!.context.result).to.deep.include({ kind: 'showdown' });

    const types = heard.map(([type]) => type);
    expect(types.filter((type) => type === 'poker-action')).to.have.length(11);
    expect(types.filter((type) => type === 'poker-street')).to.have.length(3);
    expect(types.filter((type) => type === 'error')).to.deep.equal([]);
    const violation = heard.find(([type]) => type === 'poker-violation')![1] as { ruleId: string; event: unknown };
    expect(violation.ruleId).to.equal('T12');
    expect(violation.event).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'raise', to: 1500 });
    const allIn = heard.find(([type, detail]) => type === 'poker-action' && (detail as PokerActionDetail).allIn)![1];
    expect(allIn).to.deep.include({ seat: 'Ben', action: 'all-in', street: 'flop', amount: 700, to: 700, allIn: true });
    const complete = heard.at(-1)!;
    expect(complete[0]).to.equal('poker-hand-complete');
    expect(complete[1]).to.deep.include({ kind: 'showdown', winnings: { Anna: 2400 }, stacks: { Anna: 6600, Ben: 0, Carla: 4200 } });
    expect(heard.every(([, , bubbles, composed]) => bubbles && composed)).to.equal(true);

    // Restart: a RESTORE on the same actor, which the subscription sees; the replay fires the same events again.
    const count = heard.length;
    await click(table, 'Restart');
    expect(table.actor === actor, 'Restart keeps the actor').to.equal(true);
    expect(seen.at(-1)!.value).to.equal('preflop');
    expect(seen.at(-1)!.context.stacks).to.deep.equal({ Anna: 4950, Ben: 700, Carla: 5000 });
    await click(table, 'Play all'); // the twelve steps taken are ahead again
    expect(heard.slice(count)).to.deep.equal(heard.slice(0, count));
    // A new hand (an input attribute changed) is a DEAL on the same actor.
    table.setAttribute('seats', 'Anna 3000; Ben 3000; Carla 3000');
    await table.updateComplete;
    expect(table.actor === actor, 'a new hand keeps the actor').to.equal(true);
    expect(seen.at(-1)!.context.stacks).to.deep.equal({ Anna: 2950, Ben: 2900, Carla: 3000 });
  });

  it('T7, T12: snapshot.can() is the engine’s answer, and the table offers only what it allows', async () => {
    const el = await fixture<PokerTable>(T12_TABLE);
    const snapshot = () => el.actor!.getSnapshot();
    // Carla (the button, three-handed) acts first preflop (T6): Anna may not act yet, Carla may call, not check.
    expect(snapshot().can({ type: 'ACT', seat: 'Anna', action: 'call' })).to.equal(false);
    expect(snapshot().can({ type: 'ACT', seat: 'Carla', action: 'call' })).to.equal(true);
    expect(snapshot().can({ type: 'ACT', seat: 'Carla', action: 'check' })).to.equal(false);
    expect(snapshot().can({ type: 'SHOW', seat: 'Carla' })).to.equal(false);
    expect(snapshot().can(null as never)).to.equal(false);
    for (let step = 1; step <= 6; step++) await click(el, 'Next');
    // T12: Ben's all-in for 200 more is less than a full raise: Anna, who acted, may call but not raise.
    expect(snapshot().can({ type: 'ACT', seat: 'Anna', action: 'raise', to: 1500 })).to.equal(false);
    expect(snapshot().can({ type: 'ACT', seat: 'Anna', action: 'call' })).to.equal(true);
  });

  it('a page-made actor drives the table: the table shows its hand, follows what the page sends, and steps back on it', async () => {
    const actor = createActor(handMachine, {
      input: {
        structure: 'no-limit',
        blinds: { small: 50, big: 100 },
        ante: 0,
        seats: [
          { id: 'Dora', stack: 3000 },
          { id: 'Emil', stack: 3000 },
        ],
        button: 'Emil',
        holeCards: { Dora: ['Ah', 'Ad'], Emil: ['7c', '2d'] },
        seed: 3,
      },
    });
    const seen: string[] = [];
    actor.subscribe((snapshot) => void seen.push(JSON.stringify(snapshot.value)));
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 1000; Ben 1000"></poker-table>`);
    el.actor = actor;
    await el.updateComplete;
    expect(el.actor === actor, 'the page’s actor').to.equal(true);
    expect(actor.getSnapshot().status, 'the table started it').to.equal('active');
    // T3: heads-up the button (Emil) posts the small blind and acts first.
    expect(stackOf(el, 'Emil')).to.equal(2950);
    expect(stackOf(el, 'Dora')).to.equal(2900);
    actor.send({ type: 'ACT', seat: 'Emil', action: 'call' });
    await el.updateComplete;
    expect(stackOf(el, 'Emil')).to.equal(2900);
    await click(el, 'Check'); // Dora's option: the flop
    expect(actor.getSnapshot().value).to.equal('flop');
    await click(el, 'Back');
    expect(el.actor === actor).to.equal(true);
    expect(actor.getSnapshot().value).to.equal('preflop');
    expect(seen).to.deep.equal(['"preflop"', '"preflop"', '"flop"', '"preflop"']);
  });

  it('bad input: a card that is none is shown inline and fired as error, and no hand is dealt', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        seats="Anna 1000; Ben 1000"
        hole-cards="Anna: Zz Kd"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-table>`,
    );
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('“Zz” is not a card');
    expect(errors.map((error) => [error.code, error.field])).to.deep.equal([['unknown-card', 'hole-cards']]);
    expect(root(el).querySelector('[part~="table"]')).to.equal(null);
    el.removeAttribute('hole-cards');
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(stackOf(el, 'Ben')).to.equal(950);
  });
});

describe('<poker-table>: the statechart panel and the inspector', () => {
  const HEADS_UP = html`<poker-table
    blinds="50/100"
    seats="Anna 2000; Ben 2000"
    button="Ben"
    hole-cards="Anna: As Kd; Ben: Qh Qc"
    board="Ks 7h 2c 4d Jc"
    seed="7"
  ></poker-table>`;

  it('show-state: the panel shows where the hand is and what snapshot.can() allows there', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 50');
    await click(el, 'Check');
    expect(root(el).querySelector('[part~="state"]')).to.equal(null);
    el.showState = true;
    await el.updateComplete;
    expect(text(root(el).querySelector('[part~="state"]')))
      .to.contain('hand.flop')
      .and.contain('running');
    // T6, C6: on a street the chart takes ACT (and VOID at any time), not SHOW or MUCK.
    expect(acceptsOf(el)).to.deep.equal(['ACT', 'VOID']);
    expect(el.actor!.getSnapshot().value).to.equal('flop');
    await click(el, 'Bet 100');
    await click(el, 'Fold');
    // T20: Ben folds, the pot of 200 goes to Anna (the 100 uncalled back to her).
    expect(text(root(el).querySelector('[part~="state"]'))).to.contain('hand.uncontested');
    expect(acceptsOf(el)).to.deep.equal([]);
    expect(el.actor!.getSnapshot().hasTag('over')).to.equal(true);
    expect(stackOf(el, 'Anna')).to.equal(2100);
  });

  it('inspect set mid-hand: the observer hears the table’s actor, then each step', async () => {
    type InspectionEvent = import('xstate').InspectionEvent;
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 50');
    const seen: InspectionEvent[] = [];
    el.inspect = (inspection: InspectionEvent) => void seen.push(inspection);
    await el.updateComplete;
    expect(seen[0]?.type).to.equal('@xstate.actor');
    expect(seen[0]?.actorRef).to.equal(el.actor);
    expect(el.actor!.getSnapshot().context.toAct).to.equal('Anna');
    await click(el, 'Check');
    expect(seen.some((inspection) => inspection.type === '@xstate.event' && inspection.event.type === 'ACT')).to.equal(true);
    expect(el.actor!.getSnapshot().value).to.equal('flop');
  });
});
