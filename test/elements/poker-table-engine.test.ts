/**
 * `<poker-table>` runs the hand on core's engine; the statechart (XState, `handMachine`) is
 * fetched when a page asks for it (`loadActor()`, `show-state`, `inspect`) and then runs the
 * hand from where it stands. The page hears the same events either way.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
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

describe('<poker-table> on core’s engine', () => {
  it('T12 (TDA 47), T6, T16, T17: the scripted hand plays without the statechart and fires the same events, with the same details, as on the actor', async () => {
    const engine = await fixture<PokerTable>(T12_TABLE);
    const heard = listen(engine);
    let before = { chips: 0, log: [] as string[], stacks: [] as number[] };
    await playT12(engine, (step) => {
      // T8: no chip appears or goes: 5,000 + 800 + 5,000 at every step.
      expect(chipsOnTable(engine), `chips after step ${step}`).to.equal(10_800);
      const stacks = SEATS.map((seat) => stackOf(engine, seat));
      // Step 7, Anna raises to 1,500: refused (T12), and nothing changed but the refusal's line.
      if (step === 7) {
        expect(stacks).to.deep.equal(before.stacks);
        expect(logLines(engine)).to.deep.equal([...before.log, 'Not allowed: Anna may not raise to 1,500']);
        expect(stepCount(engine)).to.equal('Step 7 of 8');
      }
      before = { chips: 10_800, log: logLines(engine), stacks };
    });
    expect(engine.actor).to.equal(undefined);
    // T17: Anna's pair of kings takes the main pot of 2,400 (3 × 100 preflop, 3 × 700 on the flop).
    expect(SEATS.map((seat) => stackOf(engine, seat))).to.deep.equal([6600, 0, 4200]);
    expect(chipsOnTable(engine)).to.equal(10_800);

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

    // The same hand on the statechart's actor: the same events in the same order, with the same details.
    const charted = await fixture<PokerTable>(T12_TABLE);
    await charted.loadActor();
    const heardOnActor = listen(charted);
    await playT12(charted, () => undefined);
    expect(heardOnActor).to.deep.equal(heard);
  });

  it('bad input from the engine: a card that is none is shown inline and fired as error, and no hand is dealt', async () => {
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

describe('<poker-table>: the statechart on use', () => {
  const HEADS_UP = html`<poker-table
    blinds="50/100"
    seats="Anna 2000; Ben 2000"
    button="Ben"
    hole-cards="Anna: As Kd; Ben: Qh Qc"
    board="Ks 7h 2c 4d Jc"
    seed="7"
  ></poker-table>`;

  it('T3, T6, T5: loadActor() on the flop gives an actor in hand.flop with the table’s hand; what a page sends it shows on the table', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 50'); // Ben, the button, calls the small blind up to 100 (T3)
    await click(el, 'Check'); // Anna's option (T4): the flop
    expect(el.actor).to.equal(undefined);
    const actor = (await el.loadActor())!;
    expect(el.actor).to.equal(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).to.equal('flop');
    expect(snapshot.status).to.equal('active');
    // The hand as it stands: a pot of 200, the flop dealt, Anna first after the flop (T6).
    expect(snapshot.context.pots.map((pot) => pot.amount)).to.deep.equal([200]);
    expect(snapshot.context.board).to.deep.equal(['Ks', '7h', '2c']);
    expect(snapshot.context.toAct).to.equal('Anna');
    expect(snapshot.context.stacks).to.deep.equal({ Anna: 1900, Ben: 1900 });

    // The same clicks on a table that loaded its actor first (the same seed, so the same deck): an equal context.
    const played = await fixture<PokerTable>(HEADS_UP);
    const first = (await played.loadActor())!;
    expect(first.getSnapshot().value).to.equal('preflop');
    await click(played, 'Call 50');
    await click(played, 'Check');
    expect(played.actor!.getSnapshot().context).to.deep.equal(snapshot.context);

    // A page sends the actor an event: the table shows it, and it is a step.
    const actions: PokerActionDetail[] = [];
    el.addEventListener('poker-action', (event) => actions.push(event.detail));
    actor.send({ type: 'ACT', seat: 'Anna', action: 'bet', to: 100 });
    await el.updateComplete;
    expect(actions.map((action) => action.text)).to.deep.equal(['Anna bets 100']);
    expect(betOf(el, 'Anna')).to.equal(100);
    expect(stepCount(el)).to.equal('Step 3 of 3');
    expect(el.step).to.equal(3);

    // Back: a new actor, from the hand before the bet.
    await click(el, 'Back');
    expect(el.actor).not.to.equal(actor);
    expect(actor.getSnapshot().status).to.equal('stopped');
    expect(el.actor!.getSnapshot().value).to.equal('flop');
    expect(el.actor!.getSnapshot().context.bets.Anna).to.equal(0);
    expect(stepCount(el)).to.equal('Step 2 of 3');
    // Forward sends the bet again, to the new actor.
    await click(el, 'Forward');
    expect(el.actor!.getSnapshot().context.bets.Anna).to.equal(100);
    expect(actions).to.have.length(2);
  });

  it('show-state loads the statechart: the panel shows where the hand is, and the actor runs it from there', async () => {
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
    expect(el.actor!.getSnapshot().status).to.equal('done');
    expect(stackOf(el, 'Anna')).to.equal(2100);
  });

  it('inspect set mid-hand loads the statechart; the observer hears the actor the hand resumed in, then each step', async () => {
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
