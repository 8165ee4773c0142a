/**
 * `<poker-table variant="potsdam">` on its `potsdamMachine` actor: a page's own actor drives
 * the table, the table's own actor is the same object across Back, Restart and a new deal, a
 * page's subscription sees every snapshot, and the game is told in Potsdam's own events.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createActor, type InspectionEvent } from 'xstate';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PotsdamActor } from '../../src/elements/poker-table/potsdam/variant.js';
import type { PotsdamActionDetail, PotsdamRoundDetail } from '../../src/events.js';
import { potsdamMachine } from '../../src/machines/index.js';
import { potsdamInput } from '../support/potsdam.js';

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | ShadowRoot | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];
const logLines = (el: PokerTable): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const seatsShown = (el: PokerTable): string[] => all(el, '[data-seat]').map((seat) => seat.getAttribute('data-seat') ?? '');

async function click(el: PokerTable, label: string): Promise<void> {
  const button = (all(el, 'button') as HTMLButtonElement[]).find((b) => text(b).startsWith(label) && !b.disabled);
  if (!button)
    throw new Error(`no button "${label}" (buttons: ${(all(el, 'button') as HTMLButtonElement[]).map((b) => text(b)).join(', ')})`);
  button.click();
  await el.updateComplete;
}

/** Waits until the Potsdam part has arrived and the table has dealt (its actor is there). */
async function dealt(el: PokerTable): Promise<PotsdamActor> {
  for (let i = 0; i < 50 && !el.actor; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  await el.updateComplete;
  return el.actor as PotsdamActor;
}

const HEADS_UP = html`<poker-table
  variant="potsdam"
  blinds="5/10"
  seats="Anna 500; Ben 500"
  button="Ben"
  hole-cards="Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d"
  board="Kd 3s 5h Tc Qc"
  show-state
></poker-table>`;

describe('<poker-table variant="potsdam"> and its actor', () => {
  before(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('P2, P3: a page-made potsdamMachine actor drives the table: its game is shown, the page’s events and the reader’s both move it, and the table never stops it', async () => {
    const events: string[] = [];
    const actor: PotsdamActor = createActor(potsdamMachine, {
      input: potsdamInput(),
      inspect: (inspection: InspectionEvent) => {
        if (inspection.type === '@xstate.event' && inspection.actorRef === actor) events.push(inspection.event.type);
      },
    });
    actor.start();
    const el = document.createElement('poker-table') as PokerTable;
    el.setAttribute('variant', 'potsdam');
    el.setAttribute('show-state', '');
    // The element's own attributes name other seats: the page's game is what is shown.
    el.setAttribute('seats', 'Xena 100; Yuri 100');
    el.actor = actor;
    document.body.append(el);
    await dealt(el);
    expect(el.actor).to.equal(actor);
    expect(seatsShown(el)).to.deep.equal(['Anna', 'Ben', 'Carla']);
    // P1, T3: Anna posts 5, Ben 10; Carla, on the button, acts first in the entry round (P2).
    expect(logLines(el).slice(0, 2)).to.deep.equal(['Anna posts the small blind of 5.', 'Ben posts the big blind of 10.']);
    expect(text(root(el))).to.contain('potsdam.entry');
    // The page sends Carla's call; the reader clicks Anna's, which closes the entry round (P2: no raise, Ben's 10 is matched).
    actor.send({ type: 'ACT', seat: 'Carla', action: 'call' });
    await el.updateComplete;
    expect(el.step).to.equal(1);
    await click(el, 'Call 5');
    expect(actor.getSnapshot().value).to.equal('exchangeRound');
    expect(text(root(el))).to.contain('potsdam.exchangeRound');
    expect(el.step).to.equal(2);
    // Back: RESTORE on the page's actor, which stays the table's.
    el.back();
    await el.updateComplete;
    expect(actor.getSnapshot().value).to.equal('entry');
    expect(actor.getSnapshot().context.toAct).to.equal('Anna');
    expect(el.actor).to.equal(actor);
    expect(events.filter((type) => !type.startsWith('xstate.'))).to.deep.equal(['ACT', 'ACT', 'RESTORE']);
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).to.equal('active');
    actor.stop();
  });

  it('Back, Forward and Restart are events on the table’s own actor, the same object, and a page’s subscription sees every snapshot', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    const actor = await dealt(el);
    const seen: string[] = [];
    const subscription = actor.subscribe((snapshot) => seen.push(`${JSON.stringify(snapshot.value)}:${snapshot.context.log.length}`));
    await click(el, 'Call 5'); // Ben (the button, small blind heads-up) calls: the exchange round.
    await click(el, 'Pass'); // Anna passes
    el.back();
    await el.updateComplete;
    el.forward();
    await el.updateComplete;
    el.restart();
    await el.updateComplete;
    el.forward();
    await el.updateComplete;
    expect(el.actor).to.equal(actor);
    // Six events, six snapshots: call, pass, RESTORE, pass again, RESTORE to the deal, the call again.
    expect(seen).to.have.length(6);
    expect(seen.map((s) => s.split(':')[0])).to.deep.equal([
      '"exchangeRound"',
      '"exchangeRound"',
      '"exchangeRound"',
      '"exchangeRound"',
      '"entry"',
      '"exchangeRound"',
    ]);
    expect(actor.getSnapshot().context).to.equal(el.actor?.getSnapshot().context);
    expect([el.step, el.stepCount]).to.deep.equal([1, 2]);
    subscription.unsubscribe();
  });

  it('a new input deals on the same actor (DEAL), and bad input in between is reported while the actor stays', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    const actor = await dealt(el);
    const errors: string[] = [];
    el.addEventListener('error', (event) => errors.push((event as unknown as CustomEvent<{ code: string }>).detail.code));
    el.setAttribute('seats', 'Anna 500');
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('The game cannot be dealt');
    expect(errors).to.have.length(1);
    el.setAttribute('seats', 'Anna 300; Ben 700');
    el.removeAttribute('hole-cards');
    await el.updateComplete;
    expect(el.actor).to.equal(actor);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    // T3: heads-up Ben on the button posts the small blind, Anna the big.
    expect(actor.getSnapshot().context.stacks).to.deep.equal({ Anna: 290, Ben: 695 });
  });

  it('P2–P6: the game is told in Potsdam’s own events: each move as potsdam-action, each round as potsdam-round', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await dealt(el);
    const told: (PotsdamActionDetail | PotsdamRoundDetail)[] = [];
    el.addEventListener('potsdam-action', (event) => told.push(event.detail));
    el.addEventListener('potsdam-round', (event) => told.push(event.detail));
    await click(el, 'Call 5');
    // P2: the entry round closes; P3: exchange round 1 begins, left of the button.
    expect(told.map((detail) => detail.kind)).to.deep.equal(['action', 'exchange-round']);
    const [call, round] = told;
    expect(call).to.deep.include({ kind: 'action', seat: 'Ben', action: 'call', phase: 'entry', bettingRound: 0, amount: 5, to: 10 });
    expect(call!.text).to.equal('Ben calls 5.');
    expect(round).to.deep.include({ kind: 'exchange-round', exchangeRound: 1, order: ['Anna', 'Ben'], last: false });
    told.length = 0;
    await click(el, 'Pass');
    await click(el, 'Pass');
    // P6 (3): nobody exchanged: the game is ending, a final betting round.
    expect(told.map((detail) => detail.kind)).to.deep.equal(['pass', 'pass', 'ending', 'betting-round']);
    expect(told[2]).to.deep.include({ kind: 'ending', ending: { kind: 'no-exchange', clause: 3, exchangeRound: 1 }, ruleIds: ['P6'] });
    expect(told[0]).to.deep.include({ kind: 'pass', seat: 'Anna', passesInARow: 1 });
  });

  it('computer players move through the actor: a page’s inspection sees their events', async () => {
    const sent: string[] = [];
    const actor: PotsdamActor = createActor(potsdamMachine, {
      input: potsdamInput(),
      inspect: (inspection: InspectionEvent) => {
        if (inspection.type === '@xstate.event' && inspection.actorRef === actor && !inspection.event.type.startsWith('xstate.'))
          sent.push(`${inspection.event.type} ${(inspection.event as { seat?: string }).seat}`);
      },
    });
    actor.start();
    const el = document.createElement('poker-table') as PokerTable;
    el.setAttribute('variant', 'potsdam');
    el.setAttribute('hero', 'Ben');
    el.setAttribute('bot-delay', '0');
    el.actor = actor;
    document.body.append(el);
    await dealt(el);
    // Carla (a computer player) acts first in the entry round (P2), then Anna (small blind); then it is Ben's turn.
    expect(sent.slice(0, 2).map((line) => line.split(' ')[1])).to.deep.equal(['Carla', 'Anna']);
    expect(actor.getSnapshot().context.toAct).to.equal('Ben');
    expect(el.step).to.equal(sent.length);
    el.remove();
    actor.stop();
  });
});
