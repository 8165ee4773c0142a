import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerTableErrorDetail, PokerViolationDetail, PotsdamCompleteDetail } from '../../src/events.js';
import { potsdamEn, registerPotsdamWords } from '../../src/i18n/index.js';

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];
const cardsIn = (el: PokerTable, selector: string): string[] =>
  all(el, `${selector} poker-card`).map((card) => card.getAttribute('card') ?? '');
const community = (el: PokerTable): string[] => cardsIn(el, '.pd-community');
const holeOf = (el: PokerTable, seat: string): string[] => cardsIn(el, `[data-seat="${seat}"] .pd-hole`);
const logLines = (el: PokerTable): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const notes = (el: PokerTable): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');
const barButtons = (el: PokerTable): string[] => all(el, '[part~="action-bar"] button[part~="action"]').map((b) => text(b));
const stackOf = (el: PokerTable, seat: string): number =>
  Number(text(root(el).querySelector(`[data-seat="${seat}"] [part~="stack"]`)).replace(/\D/g, ''));

/** Clicks the button whose label starts with `label`. */
async function click(el: PokerTable, label: string): Promise<void> {
  const button = (all(el, 'button') as HTMLButtonElement[]).find((b) => text(b).startsWith(label) && !b.disabled);
  if (!button)
    throw new Error(`no button "${label}" (buttons: ${(all(el, 'button') as HTMLButtonElement[]).map((b) => text(b)).join(', ')})`);
  button.click();
  await el.updateComplete;
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Tabs until the focused element matches. */
async function tabUntil(found: (active: Element | null) => boolean): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await sendKeys({ press: 'Tab' });
    if (found(deepActive())) return;
  }
  throw new Error('never reached by Tab');
}

/** Heads-up, the cards fixed: Ben has the button and posts the small blind (T3), Anna the big blind. */
const HEADS_UP = html`<poker-table
  variant="potsdam"
  blinds="5/10"
  seats="Anna 500; Ben 500"
  button="Ben"
  hole-cards="Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d"
  board="Kd 3s 5h Tc Qc"
  seed="4"
></poker-table>`;

/** P6 (3): nobody exchanges in exchange round 1; a final betting round (Anna bets 30, Ben calls). */
const NOBODY_EXCHANGES = html`<poker-table
  variant="potsdam"
  blinds="5/10"
  seats="Anna 500; Ben 500"
  button="Ben"
  hole-cards="Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d"
  board="Kd 3s 5h Tc Qc"
  script="Ben calls; Anna passes; Ben passes; Anna bets 30; Ben calls"
></poker-table>`;

describe('<poker-table variant="potsdam">', () => {
  before(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('P1: five hole cards each and five community cards, the blinds posted (5 and 10)', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    expect(holeOf(el, 'Anna')).to.have.length(5);
    expect(holeOf(el, 'Ben')).to.have.length(5);
    expect(community(el)).to.deep.equal(['Kd', '3s', '5h', 'Tc', 'Qc']);
    expect(logLines(el).slice(0, 2)).to.deep.equal(['Ben posts the small blind of 5.', 'Anna posts the big blind of 10.']);
    expect(text(root(el).querySelector('.pot-total'))).to.equal('Pot 15');
  });

  it('P2: in the entry round Ben calls the big blind or folds: no raise is offered', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    expect(barButtons(el)).to.deep.equal(['Fold', 'Call 5']);
    expect(notes(el)).to.contain('no raise in the entry round');
    expect(notes(el)).to.contain('P2');
  });

  it('P3: an exchange from the keyboard: Tab to a hole card, Space, Tab to a community card, Space, Enter on Exchange', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 5');
    expect(text(root(el).querySelector('[part~="action-bar"] .bar-title'))).to.equal('Anna: exchange');
    await tabUntil((active) => active instanceof HTMLElement && active.dataset.card === 'Js');
    // Arrow keys move along the row: from J♠ to 2♣.
    await sendKeys({ press: 'ArrowRight' });
    expect((deepActive() as HTMLElement).dataset.card).to.equal('2c');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(deepActive()?.getAttribute('aria-pressed')).to.equal('true');
    await tabUntil((active) => active instanceof HTMLElement && active.dataset.card === 'Kd');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    await tabUntil((active) => text(active).startsWith('Exchange 2♣\uFE0E for K♦\uFE0E'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    // The two of clubs takes the king's place among the community cards (P3).
    expect(community(el)).to.deep.equal(['2c', '3s', '5h', 'Tc', 'Qc']);
    expect(logLines(el)).to.include('Anna lays down 2♣\uFE0E and takes K♦\uFE0E.');
    expect(notes(el)).to.contain('P3');
  });

  it('P4: Ben buys a fresh card for 5 against Anna’s two; the two sets side by side; the fresh card joins, the two lies out of play', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 5');
    (root(el).querySelector('[data-card="2c"]') as HTMLButtonElement).click();
    (all(el, '.pd-picks')[1]!.querySelector('[data-card="Kd"]') as HTMLButtonElement).click();
    await el.updateComplete;
    await click(el, 'Exchange 2♣\uFE0E for K♦\uFE0E');
    expect(barButtons(el)).to.include('Buy 1 fresh card for 5 (against Anna’s)');
    await click(el, 'Buy 1 fresh card');
    const sets = all(el, '.pd-sets .pd-set');
    expect(sets.map((set) => text(set.querySelector('.pd-caption')))).to.deep.equal(['Laid down by Anna', 'Fresh from the deck']);
    expect(cardsIn(el, '.pd-set:first-child')).to.deep.equal(['2c']);
    const fresh = cardsIn(el, '.pd-set.fresh');
    expect(fresh).to.have.length(1);
    // 20 in the pot after the entry round, and the price of the fresh card.
    expect(text(root(el).querySelector('.pot-total'))).to.equal('Pot 25');
    await click(el, 'Put the fresh cards in');
    expect(community(el)[0]).to.equal(fresh[0]);
    expect(text(root(el).querySelector('.pd-aside'))).to.contain('Cards laid down, replaced by Ben’s fresh ones');
    expect(cardsIn(el, '.pd-aside')).to.deep.equal(['2c']);
    expect(notes(el)).to.contain('P4');
  });

  it('steps back and forward through the game', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 5');
    await click(el, 'Exchange all five');
    expect(community(el)).to.deep.equal(['Kc', '7d', '9h', 'Js', '2c']);
    await click(el, 'Back');
    expect(community(el)).to.deep.equal(['Kd', '3s', '5h', 'Tc', 'Qc']);
    expect(text(root(el).querySelector('.step-count'))).to.equal('Step 1 of 2');
    await click(el, 'Forward');
    expect(community(el)).to.deep.equal(['Kc', '7d', '9h', 'Js', '2c']);
    await click(el, 'Restart');
    expect(barButtons(el)).to.deep.equal(['Fold', 'Call 5']);
  });

  it('P6 (3): el.forward(), back(), restart() and playAll() step a Potsdam game as they step a hand', async () => {
    const el = await fixture<PokerTable>(NOBODY_EXCHANGES);
    expect([el.step, el.stepCount]).to.deep.equal([0, 5]);
    el.forward();
    await el.updateComplete;
    // Ben calls the big blind: 10 in, from the small blind of 5 (P2).
    expect(el.step).to.equal(1);
    expect(stackOf(el, 'Ben')).to.equal(490);
    el.back();
    await el.updateComplete;
    expect([el.step, el.stepCount]).to.deep.equal([0, 5]);
    expect(stackOf(el, 'Ben')).to.equal(495);
    el.playAll();
    await el.updateComplete;
    expect(el.step).to.equal(5);
    expect(notes(el)).to.contain('nobody exchanged in exchange round 1 (P6 (3))');
    expect(stackOf(el, 'Ben')).to.equal(540);
    el.restart();
    await el.updateComplete;
    expect([el.step, el.stepCount]).to.deep.equal([0, 5]);
    expect(stackOf(el, 'Ben')).to.equal(495);
  });

  it('P6 (3): the game’s end is told as potsdam-complete, with the result as a Hold’em hand’s and how it ended; no poker-hand-complete', async () => {
    const el = await fixture<PokerTable>(NOBODY_EXCHANGES);
    const complete: PotsdamCompleteDetail[] = [];
    let holdem = 0;
    el.addEventListener('potsdam-complete', (event) => complete.push(event.detail));
    el.addEventListener('poker-hand-complete', () => holdem++);
    el.playAll();
    await el.updateComplete;
    expect(complete).to.have.length(1);
    const [detail] = complete;
    expect(detail!.ending).to.deep.equal({ kind: 'no-exchange', clause: 3, exchangeRound: 1 });
    // 10 each before the exchange, 30 each after it: Ben's pair of aces takes the 80.
    expect(detail!.kind).to.equal('complete');
    expect(holdem).to.equal(0);
    expect(detail!.awards).to.deep.equal([
      { potIndex: 0, amount: 80, shares: [{ seat: 'Ben', amount: 80 }], ruleIds: ['T18'], text: 'Ben wins 80 (pot 1).' },
    ]);
    expect(detail!.winnings).to.deep.equal({ Ben: 80 });
    expect(detail!.stacks).to.deep.equal({ Anna: 460, Ben: 540 });
    expect(detail!.shown.Ben).to.deep.equal({ cards: ['Ah', 'As', '4c', '6s', '8d'], category: 'one-pair' });
    // Back and forward again: the last step is taken again, and its event with it.
    el.back();
    el.forward();
    await el.updateComplete;
    expect(complete).to.have.length(2);
  });

  it('P5: a bet is capped at three big blinds (30); the reader types more and the bar holds it at 30', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 5');
    await click(el, 'Pass');
    await click(el, 'Exchange all five');
    // Anna passed and Ben exchanged: betting round 1, Anna first (left of the button).
    expect(text(root(el).querySelector('.street'))).to.equal('Betting round 1');
    expect(text(root(el).querySelector('.range'))).to.equal('10 to 30');
    const field = root(el).querySelector<HTMLInputElement>('[part~="amount"]')!;
    field.value = '90';
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await click(el, 'Bet 30');
    expect(logLines(el)).to.include('Anna bets 30.');
  });

  it('P6 (1): Ben folds in the entry round; Anna wins 15 unseen', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Fold');
    expect(notes(el)).to.contain('The game ends because only Anna is left (P6 (1))');
    expect(stackOf(el, 'Anna')).to.equal(505);
    expect(stackOf(el, 'Ben')).to.equal(495);
  });

  it('P6 (2): a script: Ben did not exchange, pays 30 to end; Anna exchanges once more; the showdown', async () => {
    const el = await fixture<PokerTable>(html`<poker-table
      variant="potsdam"
      blinds="5/10"
      seats="Anna 500; Ben 500"
      button="Ben"
      hole-cards="Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d"
      board="Kd 3s 5h Tc Qc"
      seed="4"
      script="Ben calls; Anna exchanges 2c for Kd; Ben passes; Anna checks; Ben checks; Ben ends; Anna passes"
    ></poker-table>`);
    await click(el, 'Play all');
    expect(notes(el)).to.contain('Ben paid 30 to end the game (P6 (2))');
    // The pot: 20 from the entry round and Ben's 30 (P6 (2)); Ben's pair of aces beats Anna's pair of kings (P7).
    expect(stackOf(el, 'Ben')).to.equal(510);
    expect(stackOf(el, 'Anna')).to.equal(490);
  });

  it('P6 (3): nobody exchanges in a whole round: a final betting round, then the showdown', async () => {
    const el = await fixture<PokerTable>(NOBODY_EXCHANGES);
    await click(el, 'Play all');
    expect(notes(el)).to.contain('nobody exchanged in exchange round 1 (P6 (3))');
    expect(stackOf(el, 'Ben')).to.equal(540);
  });

  it('P6 (4): Ben does not exchange three times in a row: a final betting round, then a last exchange round', async () => {
    const round = 'Anna exchanges all; Ben passes; Anna checks; Ben checks';
    const el = await fixture<PokerTable>(html`<poker-table
      variant="potsdam"
      blinds="5/10"
      seats="Anna 500; Ben 500"
      button="Ben"
      seed="2"
      script=${`Ben calls; ${round}; Ben passes; ${round}; Ben passes; ${round}; Anna passes; Ben passes`}
    ></poker-table>`);
    await click(el, 'Play all');
    expect(logLines(el)).to.include('The game is ending: Ben did not exchange three times in a row (P6 (4)).');
    const headings = all(el, '.log-street').map((heading) => text(heading));
    expect(headings.slice(-3)).to.deep.equal(['Final betting round', 'Last exchange round', 'Showdown']);
    expect(logLines(el)).to.include('Ben does not exchange (4 in a row).');
    expect(stackOf(el, 'Anna') + stackOf(el, 'Ben')).to.equal(1000);
  });

  it('plays against computer players (hero): they answer at once with bot-delay 0, and the game ends with every chip kept', async () => {
    const el = await fixture<PokerTable>(html`<poker-table
      variant="potsdam"
      blinds="5/10"
      seats="Anna 300; Ben 300; Carla 300"
      hero="Anna"
      seed="11"
      bot-delay="0"
    ></poker-table>`);
    for (let guard = 0; guard < 200 && !root(el).querySelector('.street.done'); guard++) {
      const labels = barButtons(el);
      const choice = ['Check', 'Call', 'Pass', 'Go on', 'Show', 'Keep'].find((label) => labels.some((l) => l.startsWith(label)));
      if (!choice) throw new Error(`nothing to press: ${labels.join(', ')}`);
      await click(el, choice);
    }
    expect(text(root(el).querySelector('.street'))).to.equal('The game is over');
    expect(stackOf(el, 'Anna') + stackOf(el, 'Ben') + stackOf(el, 'Carla')).to.equal(900);
    // Only the hero's cards are face up before the showdown.
    expect(all(el, '[data-seat="Anna"] poker-card[face-down]')).to.have.length(0);
  });

  it('German: the phase, the controls and the rules', async () => {
    const el = await fixture<PokerTable>(html`<div lang="de">
      <poker-table variant="potsdam" blinds="5/10" seats="Anna 500; Ben 500" button="Ben" seed="4"></poker-table>
    </div>`).then((div) => div.querySelector('poker-table') as PokerTable);
    await el.updateComplete;
    expect(text(root(el).querySelector('.street'))).to.equal('Einstiegsrunde');
    expect(notes(el)).to.contain('In der Einstiegsrunde wird nicht erhöht');
    await click(el, 'Mitgehen');
    expect(text(root(el).querySelector('[part~="action-bar"] .bar-title'))).to.equal('Anna: tauschen');
    expect(barButtons(el)).to.include.members(['Alle fünf tauschen', 'Nicht tauschen']);
  });

  it('a third language a page registers: its Potsdam words, English where it has none', async () => {
    registerPotsdamWords({ ...potsdamEn, lang: 'wa', gameName: 'Potsdam Hold’em (fr)', phaseName: () => 'Tour d’entrée' });
    const el = await fixture<PokerTable>(html`<div lang="wa-BE">${HEADS_UP}</div>`).then(
      (div) => div.querySelector('poker-table') as PokerTable,
    );
    await el.updateComplete;
    expect(text(root(el).querySelector('.structure'))).to.equal('Potsdam Hold’em (fr)');
    expect(text(root(el).querySelector('.street'))).to.equal('Tour d’entrée');
    expect(text(root(el).querySelector('[part~="action-bar"] .bar-title'))).to.contain('Ben');
  });

  it('refusals: a bad exchange is refused by the machine with P3 and told as poker-violation', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 5');
    // Pick only a hole card: the one-for-one button stays disabled; the engine refuses what a page could send.
    (root(el).querySelector('[data-card="2c"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const exchange = (all(el, 'button') as HTMLButtonElement[]).find((b) => text(b).startsWith('Exchange 2♣\uFE0E for'))!;
    expect(exchange.disabled).to.equal(true);
    const heard = oneEvent(el, 'poker-violation');
    // A script step that names a card Anna does not hold.
    el.script = 'Ben calls; Anna exchanges Ah for Kd';
    await el.updateComplete;
    await click(el, 'Play all');
    const detail = ((await heard) as CustomEvent<PokerViolationDetail>).detail;
    expect(detail.code).to.equal('cards-not-held');
    expect(detail.ruleId).to.equal('P3');
    await el.updateComplete;
    expect(notes(el)).to.contain('P3');
  });

  it('bad input: one seat is reported inline and as error', async () => {
    const el = document.createElement('poker-table') as PokerTable;
    el.setAttribute('variant', 'potsdam');
    el.setAttribute('seats', 'Anna 500');
    const heard = oneEvent(el, 'error');
    document.body.append(el);
    const detail = ((await heard) as CustomEvent<PokerTableErrorDetail>).detail;
    expect(detail.field).to.equal('seats');
    expect(detail.message).to.contain('2 to 9 seats');
    await el.updateComplete;
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('The game cannot be dealt');
    el.remove();
  });

  it('a Hold’em table does not load the Potsdam part', async () => {
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 500; Ben 500"></poker-table>`);
    expect(root(el).querySelector('.pd-seats')).to.equal(null);
    expect(root(el).querySelector('.board')).to.not.equal(null);
  });

  it('is accessible (axe), light and dark, wide and narrow, while exchanging and while buying', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme });
      for (const width of ['1100px', '360px']) {
        const el = await fixture<PokerTable>(html`<div style="width:${width}">${HEADS_UP}</div>`).then(
          (div) => div.querySelector('poker-table') as PokerTable,
        );
        await el.updateComplete;
        await expect(el).to.be.accessible();
        await click(el, 'Call 5');
        await expect(el).to.be.accessible();
        await click(el, 'Exchange all five');
        await click(el, 'Buy');
        await expect(el).to.be.accessible();
      }
    }
  });
});
