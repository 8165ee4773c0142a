import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-cash-table.js';
import '../../src/define/poker-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import { runHand } from '../../src/core/hand/index.js';
import { readHandHistory } from '../../src/core/history/index.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerHandExportDetail, PokerTableErrorDetail } from '../../src/events.js';

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];
const stackOf = (el: PokerTable, seat: string): string => text(root(el).querySelector(`[data-seat="${seat}"] [part~="stack"]`));
const boardCards = (el: PokerTable): string[] => all(el, '[part~="board"] poker-card').map((card) => card.getAttribute('card') ?? '');
const notes = (el: PokerTable): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');
const faceUp = (el: PokerTable, seat: string): boolean[] =>
  [...root(el).querySelectorAll(`[data-seat="${seat}"] poker-card`)].map((card) => !card.hasAttribute('face-down'));
const button = (el: PokerTable, label: string): HTMLButtonElement => {
  const found = (all(el, 'button') as HTMLButtonElement[]).find((b) => text(b).startsWith(label));
  if (!found)
    throw new Error(`no button "${label}" (buttons: ${(all(el, 'button') as HTMLButtonElement[]).map((b) => text(b)).join(', ')})`);
  return found;
};
async function click(el: PokerTable, label: string): Promise<void> {
  button(el, label).click();
  await el.updateComplete;
}

let phh = '';
let pokerstars = '';
before(async () => {
  phh = await (await fetch('/demo/hands/side-pot.phh')).text();
  pokerstars = await (await fetch('/demo/hands/six-all-in.txt')).text();
});

/** A replaying table, with its history read. */
async function replay(template: ReturnType<typeof html>): Promise<PokerTable> {
  const el = await fixture<PokerTable>(template);
  // No wall-clock limit worth the name (a busy machine is slow, not broken): the history is read from a module fetched on use.
  await until(() => el.stepCount > 0 || root(el).querySelector('[part~="error"]') !== null, 'the history was read');
  await el.updateComplete;
  return el;
}

describe('<poker-table> as a replayer', () => {
  afterEach(() => {
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('replays a PHH hand from the history property: names, stacks, every step, every card the file knows', async () => {
    const el = await replay(html`<poker-table .history=${phh}></poker-table>`);
    const hand = readHandHistory(phh);
    expect(el.stepCount).to.equal(hand.events.length);
    expect(el.step).to.equal(0);
    expect(text(root(el).querySelector('[data-seat="p1"] [part~="seat-name"]'))).to.equal('Anna');
    expect(stackOf(el, 'p2')).to.equal('311'); // 313 less the big blind of 2 (T3)
    expect(faceUp(el, 'p2')).to.deep.equal([true, true]);
    el.playAll();
    await el.updateComplete;
    // finishing_stacks = [0, 215, 625, 492]
    expect([stackOf(el, 'p1'), stackOf(el, 'p2'), stackOf(el, 'p3'), stackOf(el, 'p4')]).to.deep.equal(['0', '215', '625', '492']);
    expect(boardCards(el)).to.deep.equal(['Jc', '6h', '5h', '3s', '3h']);
    await expect(el).to.be.accessible();
  });

  it('replays PokerStars text from a <script type="text/plain"> child (told by its content)', async () => {
    const el = await replay(html`<poker-table><script type="text/plain">${pokerstars}</script></poker-table>`);
    expect(text(root(el).querySelector('[part~="replay"]'))).to.contain('Play');
    expect(root(el).querySelector('[part~="replay"]')?.getAttribute('aria-label')).to.equal('Replay from PokerStars text');
    el.playAll();
    await el.updateComplete;
    // nl-000008: finishing_stacks = [0, 0, 0, 0, 28, 176]
    const seats = readHandHistory(pokerstars).input.seats.map((seat) => seat.id);
    expect(seats.map((seat) => stackOf(el, seat))).to.deep.equal(['0', '0', '0', '0', '28', '176']);
  });

  it('reads a history from src, and says inline when it cannot be fetched', async () => {
    const el = await replay(html`<poker-table src="/demo/hands/side-pot.phh"></poker-table>`);
    expect(el.stepCount).to.be.above(10);
    const errors: PokerTableErrorDetail[] = [];
    const missing = await fixture<PokerTable>(
      html`<poker-table src="/demo/hands/nothing-here.phh" @error=${(e: CustomEvent<PokerTableErrorDetail>) => errors.push(e.detail)}></poker-table>`,
    );
    await until(() => errors.length > 0, 'an error event');
    await missing.updateComplete;
    expect(errors[0]).to.include({ code: 'history-fetch', field: 'src' });
    expect(text(root(missing).querySelector('[role="alert"]'))).to.contain('HTTP 404');
  });

  it('a malformed history: the line and what is wrong inline, an error event, no throw', async () => {
    const broken = phh.replace("'p4 f'", "'p4 xyz'");
    const el = await fixture<PokerTable>(html`<poker-table lang="en"></poker-table>`);
    setTimeout(() => (el.history = broken));
    const error = (await oneEvent(el, 'error')) as CustomEvent<PokerTableErrorDetail>;
    await el.updateComplete;
    expect(error.detail.code).to.equal('history-action');
    expect(error.detail.field).to.equal('history');
    expect(error.detail.step).to.equal(7);
    const alert = text(root(el).querySelector('[role="alert"]'));
    expect(alert).to.contain('line 7').and.contain('an action that cannot be read');
    await expect(el).to.be.accessible();
  });

  it('T7, T18: each step explains what happened with its rule IDs, as in scripted hands', async () => {
    const el = await replay(html`<poker-table .history=${phh}></poker-table>`);
    el.forward(); // Carla raises to 10
    await el.updateComplete;
    expect(notes(el))
      .to.match(/Dev may fold, call 10, or raise to 18/)
      .and.match(/T7 T11/);
    el.playAll();
    await el.updateComplete;
    expect(notes(el)).to.match(/T1[678]/); // the showdown and the pot
  });

  it('jumps to a street, steps back and forward, plays and pauses (buttons and keys)', async () => {
    const el = await replay(html`<poker-table .history=${phh}></poker-table>`);
    await click(el, 'Turn');
    expect(boardCards(el)).to.have.length(4);
    expect(all(el, '.jump[aria-current="step"]').map((b) => text(b))).to.deep.equal(['Turn']);
    await click(el, 'Flop');
    expect(boardCards(el)).to.have.length(3);
    const atFlop = el.step;
    button(el, 'Play').focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.step).to.equal(atFlop + 1);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.step).to.equal(atFlop);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.step).to.equal(el.stepCount);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.step).to.equal(0);
    // Play at 4×: steps go by on their own until Pause.
    const speed = root(el).querySelector('[part~="replay-speed"]') as HTMLSelectElement;
    speed.value = '4';
    speed.dispatchEvent(new Event('change'));
    await click(el, 'Play');
    expect(button(el, 'Pause').getAttribute('aria-pressed')).to.equal('true');
    await until(() => el.step >= 2, 'it plays');
    await click(el, 'Pause');
    const paused = el.step;
    await aTimeout(600);
    expect(el.step).to.equal(paused);
    await expect(el).to.be.accessible();
  });

  it('a hand from a file keeps cards nobody saw face down', async () => {
    const unseen = phh.replace("'d dh p2 KhTc'", "'d dh p2 ????'").replace("'p2 sm KhTc'", "'p2 sm ????'");
    const el = await replay(html`<poker-table .history=${unseen}></poker-table>`);
    expect(faceUp(el, 'p2')).to.deep.equal([false, false]);
    expect(faceUp(el, 'p1')).to.deep.equal([true, true]);
  });

  it('speaks German: the bar, the streets and the errors', async () => {
    const el = await replay(html`<poker-table lang="de" .history=${phh}></poker-table>`);
    await el.updateComplete;
    expect(text(root(el).querySelector('[part~="replay-play"]'))).to.equal('Abspielen');
    expect(root(el).querySelector('[part~="replay-streets"]')?.getAttribute('aria-label')).to.equal('Zu einer Setzrunde springen');
    const broken = await fixture<PokerTable>(html`<poker-table lang="de"></poker-table>`);
    setTimeout(() => (broken.history = 'variant = "NT"\nantes = ['));
    const error = (await oneEvent(broken, 'error')) as CustomEvent<PokerTableErrorDetail>;
    expect(error.detail.message).to.match(/^Hand-History, Zeile/);
  });
});

describe('<poker-table> replaying a room’s hand with rake', () => {
  const raked = [
    "variant = 'NT'",
    'antes = [0, 0]',
    'blinds_or_straddles = [0.50, 1]',
    'min_bet = 1',
    'starting_stacks = [50, 50]',
    'winnings = [0, 5.70]',
    "currency = 'USD'",
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 3', 'p1 cc', 'd db 9s7h2c', 'p1 cc', 'p2 cc', 'd db Kd', 'p1 cc', 'p2 cc', 'd db 3c', 'p1 cc', 'p2 cc', 'p1 sm ????', 'p2 sm AhAs']",
  ].join('\n');

  it('T18: says what the house took, in the file’s money: $0.30 of a $6 pot (a file in cents), en and de', async () => {
    const el = await replay(html`<poker-table .history=${raked}></poker-table>`);
    expect(text(root(el).querySelector('[part~="replay-rake"]'))).to.equal(
      'The house took $0.30 in rake: the winnings in the file are the pots less the rake.',
    );
    el.lang = 'de';
    await until(() => text(root(el).querySelector('[part~="replay-rake"]')).startsWith('Das Haus'), 'German words');
    expect(text(root(el).querySelector('[part~="replay-rake"]'))).to.equal(
      'Das Haus nahm 0,30 $ Rake: Die Gewinne in der Datei sind die Pots abzüglich Rake.',
    );
  });
});

describe('<poker-table> replaying a hand in dollars and cents', () => {
  // Heads-up, blinds $0.50/$1 (T3: the button, Ben, posts the small blind and acts first before the flop; Anna posts the big blind).
  const dollars = [
    "variant = 'NT'",
    'antes = [0, 0]',
    'blinds_or_straddles = [0.50, 1]',
    'min_bet = 1',
    'starting_stacks = [247.15, 237.05]',
    "currency = 'USD'",
    "players = ['Anna', 'Ben']",
    "actions = ['d dh p1 AsKd', 'd dh p2 QhQc', 'p2 cbr 3', 'p1 cbr 9.50', 'p2 cc', 'd db Ks7h2c', 'p1 cbr 12.25', 'p2 f']",
  ].join('\n');
  const log = (el: PokerTable): string => text(root(el).querySelector('[part~="log"]'));

  it('T3, T8, T10: stacks, bets, pots, the log and the explanations are in dollars, not in cents as chips', async () => {
    const el = await replay(html`<poker-table .history=${dollars}></poker-table>`);
    // T3: 247.15 less the big blind of 1, 237.05 less the small blind of 0.50.
    expect(stackOf(el, 'p1')).to.equal('$246.15');
    expect(stackOf(el, 'p2')).to.equal('$236.55');
    expect(text(root(el).querySelector('[part~="header"]'))).to.contain('Blinds $0.50/$1.00');
    expect(all(el, '[data-seat="p1"] .sr-only').map((label) => text(label))).to.include.members(['Anna: $246.15, $1.00 bet, big blind']);
    el.forward(); // Ben raises to 3
    el.forward(); // Anna raises to 9.50
    await el.updateComplete;
    expect(log(el)).to.contain('Ben raises to $3.00').and.contain('Anna raises to $9.50');
    expect(notes(el)).to.contain('call $6.50').and.contain('raise to $16.00');
    expect(text(root(el).querySelector('[data-seat="p1"] .bet-amount'))).to.equal('$9.50');
    el.playAll();
    await el.updateComplete;
    // T10: Anna's 12.25 on the flop is not called and goes back; she wins the pot of 19.
    expect(log(el)).to.contain('$12.25 uncalled goes back to Anna').and.contain('Main pot ($19.00)');
    expect(notes(el)).to.contain('Nobody matched the last $12.25 of Anna’s bet');
    expect([stackOf(el, 'p1'), stackOf(el, 'p2')]).to.deep.equal(['$256.65', '$227.55']);
    expect(log(el)).to.not.match(/\b(24,715|1,225|950)\b/);
    await expect(el).to.be.accessible();
  });

  it('T11: a raise the rules refuse is explained in dollars too', async () => {
    const short = dollars.replace("'p1 cbr 9.50'", "'p1 cbr 4'");
    const el = await replay(html`<poker-table .history=${short}></poker-table>`);
    el.forward(); // Ben raises to 3
    el.forward(); // Anna raises to 4: refused, the minimum is 5
    await el.updateComplete;
    expect(notes(el)).to.contain('A raise must go to at least $5.00: up by at least $2.00');
  });

  it('German: 246,15 $ (Intl’s currency format), the log and the explanations too', async () => {
    const el = await replay(html`<poker-table lang="de" .history=${dollars}></poker-table>`);
    await until(() => stackOf(el, 'p1') !== '$246.15', 'German words');
    expect(stackOf(el, 'p1')).to.equal('246,15 $');
    expect(text(root(el).querySelector('[part~="header"]'))).to.contain('0,50 $/1,00 $');
    el.playAll();
    await el.updateComplete;
    expect(stackOf(el, 'p2')).to.equal('227,55 $');
    expect(log(el)).to.contain('12,25 $');
  });

  it('poker-action texts speak dollars too; a plain hand after it is in chips again', async () => {
    const el = await replay(html`<poker-table .history=${dollars}></poker-table>`);
    const texts: string[] = [];
    el.addEventListener('poker-action', (e) => texts.push((e as CustomEvent<{ text: string }>).detail.text));
    el.forward();
    await el.updateComplete;
    expect(texts).to.deep.equal(['Ben raises to $3.00']);
    el.history = '';
    el.seats = [
      { name: 'Anna', stack: 24715 },
      { name: 'Ben', stack: 23705 },
    ];
    await el.updateComplete;
    await el.updateComplete;
    expect(stackOf(el, 'Anna')).to.match(/^24,[0-9]{3}$/);
  });

  it('T8: a share link of a hand in dollars reopens in dollars (version 3 carries the unit)', async () => {
    const el = await replay(html`<poker-table share .history=${dollars}></poker-table>`);
    el.forward();
    await el.updateComplete;
    const link = (await el.shareLink()) ?? '';
    expect(link).to.match(/^h3\./);
    history.replaceState(null, '', `#hand=${link}`);
    try {
      const opened = await replay(html`<poker-table share></poker-table>`);
      expect(opened.step).to.equal(1);
      expect(stackOf(opened, 'p1')).to.equal('$246.15');
      expect(log(opened)).to.contain('Ben raises to $3.00');
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });
});

describe('<poker-table> replaying a file of several hands', () => {
  const handOf = (stacks: string, actions: string): string =>
    [
      "variant = 'NT'",
      'antes = [0, 0]',
      'blinds_or_straddles = [1, 2]',
      'min_bet = 2',
      `starting_stacks = ${stacks}`,
      "players = ['Anna', 'Ben']",
      `actions = ${actions}`,
    ].join('\n');
  const phhs = [
    '[1]',
    handOf('[100, 100]', "['d dh p1 AsKd', 'd dh p2 QhQc', 'p2 f']"),
    '[2]',
    handOf('[99, 101]', "['d dh p1 7s2d', 'd dh p2 AhAc', 'p2 cbr 6', 'p1 cc', 'd db Ks7h2c', 'p1 cc', 'p2 cbr 10', 'p1 f']"),
    '[3]',
    handOf(
      '[93, 107]',
      "['d dh p1 JsJd', 'd dh p2 9h9c', 'p2 cc', 'p1 cc', 'd db 2s3h4c', 'p1 cc', 'p2 cc', 'd db 5d', 'p1 cc', 'p2 cc', 'd db Kd', 'p1 cc', 'p2 cc', 'p1 sm JsJd', 'p2 sm 9h9c']",
    ),
  ].join('\n');
  const chooser = (el: PokerTable) => root(el).querySelector<HTMLSelectElement>('[part~="replay-hand"]');

  it('shows hand 1 of 3 with a chooser; Next, the select and Page Up/Down show the others', async () => {
    const el = await replay(html`<poker-table .history=${phhs}></poker-table>`);
    expect(el.stepCount).to.equal(1);
    expect(root(el).querySelector('[part~="replay-hands"]')?.getAttribute('aria-label')).to.equal('Hands in this file');
    expect(chooser(el)?.getAttribute('aria-label')).to.equal('Hand to replay');
    expect([...(chooser(el)?.options ?? [])].map((option) => text(option))).to.deep.equal(['Hand 1 of 3', 'Hand 2 of 3', 'Hand 3 of 3']);
    expect(button(el, 'Previous hand').disabled).to.equal(true);
    await click(el, 'Next hand');
    await el.updateComplete;
    expect(el.historyHand).to.equal(2);
    expect(el.stepCount).to.equal(5);
    expect(stackOf(el, 'p1')).to.equal('97'); // 99 less the big blind (T3)
    expect(chooser(el)?.value).to.equal('1');
    const select = chooser(el) as HTMLSelectElement;
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await el.updateComplete;
    expect(el.historyHand).to.equal(3);
    el.playAll();
    await el.updateComplete;
    // Hand 3: Anna's jacks beat Ben's nines in a pot of 4.
    expect([stackOf(el, 'p1'), stackOf(el, 'p2')]).to.deep.equal(['95', '105']);
    expect(button(el, 'Next hand').disabled).to.equal(true);
    button(el, 'Play').focus();
    await sendKeys({ press: 'PageUp' });
    await el.updateComplete;
    await el.updateComplete;
    expect(el.historyHand).to.equal(2);
    expect(el.step).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('the hand attribute picks a hand; one the file does not hold is said inline and as error, and hand 1 is shown', async () => {
    const el = await replay(html`<poker-table hand="3" .history=${phhs}></poker-table>`);
    expect(el.stepCount).to.equal(10);
    const failing = oneEvent(el, 'error');
    el.setAttribute('hand', '7');
    const error = ((await failing) as CustomEvent<PokerTableErrorDetail>).detail;
    await el.updateComplete;
    expect(error).to.include({ code: 'history-no-such-hand', field: 'hand', text: '7' });
    expect(error.message).to.equal('There is no hand “7” in this file: it holds 3 hands, 1 to 3. Hand 1 is shown.');
    expect(text(root(el).querySelector('[role="alert"]'))).to.equal(error.message);
    expect(el.stepCount).to.equal(1);
    el.setAttribute('hand', '2');
    await el.updateComplete;
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.stepCount).to.equal(5);
  });

  it('German words for the chooser', async () => {
    const el = await replay(html`<poker-table lang="de" .history=${phhs}></poker-table>`);
    await until(() => text(root(el).querySelector('[part~="replay-play"]')) === 'Abspielen', 'German words');
    expect([...(chooser(el)?.options ?? [])].map((option) => text(option))[1]).to.equal('Hand 2 von 3');
    expect(text(button(el, 'Nächste Hand'))).to.equal('Nächste Hand');
  });

  it('a PokerStars text of two hands offers both', async () => {
    const second = pokerstars.replace('PokerStars Hand #', 'PokerStars Hand #9');
    const el = await replay(html`<poker-table .history=${`${pokerstars}\n\n\n${second}`}></poker-table>`);
    expect(chooser(el)?.options.length).to.equal(2);
    expect(text(chooser(el)?.options[1])).to.match(/^Hand 2 of 2/);
  });

  it('a PokerStars cash game in dollars: both hands in $, the second as the table left it', async () => {
    const el = await replay(html`<poker-table src="/demo/hands/two-hands-usd.txt"></poker-table>`);
    expect([...(chooser(el)?.options ?? [])].map((option) => text(option))).to.deep.equal(['Hand 1 of 2 (2001)', 'Hand 2 of 2 (2002)']);
    expect([stackOf(el, 'Anna'), stackOf(el, 'Ben')]).to.deep.equal(['$246.15', '$236.55']);
    await click(el, 'Next hand');
    await el.updateComplete;
    // T3: Anna has the button now and posts the small blind.
    expect([stackOf(el, 'Anna'), stackOf(el, 'Ben')]).to.deep.equal(['$256.15', '$226.55']);
    el.playAll();
    await el.updateComplete;
    expect(text(root(el).querySelector('[part~="log"]'))).to.contain('$60.00 uncalled goes back to Ben');
    expect([stackOf(el, 'Anna'), stackOf(el, 'Ben')]).to.deep.equal(['$218.40', '$265.80']);
  });

  it('a file of one hand has no chooser', async () => {
    const el = await replay(html`<poker-table .history=${phh}></poker-table>`);
    expect(root(el).querySelector('[part~="replay-hands"]')).to.equal(null);
  });
});

describe('<poker-table export>', () => {
  it('copies and downloads the hand as PHH and PokerStars text, with poker-hand-export', async () => {
    const el = await replay(html`<poker-table export .history=${phh}></poker-table>`);
    await el.updateComplete;
    const copying = oneEvent(el, 'poker-hand-export');
    await click(el, 'Copy PHH');
    const copied = ((await copying) as CustomEvent<PokerHandExportDetail>).detail;
    expect(copied.trigger).to.equal('copy');
    expect(copied.format).to.equal('phh');
    // The export reads back as the same hand.
    for (const text of [copied.phh ?? '', copied.pokerstars ?? '']) {
      const again = readHandHistory(text);
      expect(again.events).to.have.length(readHandHistory(phh).events.length);
      // finishing_stacks = [0, 215, 625, 492]
      expect(Object.values(runHand(again.input, again.events).stacks)).to.deep.equal([0, 215, 625, 492]);
    }
    await el.updateComplete;
    expect(text(root(el).querySelector('.export-status'))).to.match(/copied|Select the text/);
    const downloading = oneEvent(el, 'poker-hand-export');
    await click(el, 'Download PokerStars text');
    expect(((await downloading) as CustomEvent<PokerHandExportDetail>).detail).to.include({ trigger: 'download', format: 'pokerstars' });
    await expect(el).to.be.accessible();
  });

  it('exports a hand the reader played; PokerStars text only once it is finished', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table export seats="Anna 1000; Ben 1000" hole-cards="Anna: As Ad; Ben: Kc Kd"></poker-table>`,
    );
    await until(() => root(el).querySelector('[part~="export"]') !== null, 'the export panel');
    expect(button(el, 'Copy PokerStars text').disabled).to.equal(true);
    expect(await el.handHistory('pokerstars')).to.equal(null);
    (await el.loadActor())!.send({ type: 'ACT', seat: 'Ben', action: 'fold' });
    await el.updateComplete;
    expect(button(el, 'Copy PokerStars text').disabled).to.equal(false);
    const phhText = (await el.handHistory('phh')) ?? '';
    expect(phhText).to.contain("'d dh p2 KcKd'").and.contain("'p2 f'");
  });
});

describe('<poker-table share>', () => {
  afterEach(() => {
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('a link reopens the same hand at the same step', async () => {
    const el = await replay(html`<poker-table share .history=${phh}></poker-table>`);
    el.forward();
    el.forward();
    el.forward();
    await el.updateComplete;
    const link = (await el.shareLink()) ?? '';
    expect(link).to.match(/^h1\./);
    history.replaceState(null, '', `#hand=${link}`);
    const opened = await replay(html`<poker-table share></poker-table>`);
    expect(opened.step).to.equal(3);
    expect(opened.stepCount).to.equal(el.stepCount);
    expect(text(root(opened).querySelector('[data-seat="p1"] [part~="seat-name"]'))).to.equal('Anna');
    expect(button(opened, 'Copy link')).to.exist;
  });

  it('a link cut short: an inline message, an error event, and the table shows its own hand', async () => {
    const el = await replay(html`<poker-table share .history=${phh}></poker-table>`);
    el.forward();
    const link = (await el.shareLink()) ?? '';
    history.replaceState(null, '', `#hand=${link.slice(0, 20)}`);
    const errors: PokerTableErrorDetail[] = [];
    const opened = await fixture<PokerTable>(
      html`<poker-table share seats="Anna 1000; Ben 1000" @error=${(e: CustomEvent<PokerTableErrorDetail>) => errors.push(e.detail)}></poker-table>`,
    );
    await until(() => errors.length > 0, 'an error event');
    await opened.updateComplete;
    expect(errors[0]).to.include({ code: 'share-truncated', field: 'share' });
    expect(text(root(opened).querySelector('[role="alert"]'))).to.contain('cut short');
    expect(stackOf(opened, 'Ben')).to.equal('950'); // its own hand: heads-up the button posts the small blind of 50 (T3)
    await expect(opened).to.be.accessible();
  });

  it('a link typed wrong: share-checksum, inline', async () => {
    history.replaceState(null, '', '#hand=h1.n_1_2_0.A-2s_B-2s.1.ABCD.1r3.0.zzzz');
    const errors: PokerTableErrorDetail[] = [];
    const opened = await fixture<PokerTable>(
      html`<poker-table share seats="Anna 1000; Ben 1000" @error=${(e: CustomEvent<PokerTableErrorDetail>) => errors.push(e.detail)}></poker-table>`,
    );
    await until(() => errors.length > 0, 'an error event');
    expect(errors[0]?.code).to.equal('share-checksum');
    expect(text(root(opened).querySelector('[role="alert"]'))).to.contain('a character of the link is wrong');
  });
});

/** Two computer players without a delay at a cash table with `export`, and what it tells: each hand's export and final stacks. */
async function exportingTable(): Promise<{
  clock: SimulatedClock;
  exports: PokerHandExportDetail[];
  completed: Record<string, number>[];
  el: PokerCashTable;
}> {
  const clock = new SimulatedClock();
  const exports: PokerHandExportDetail[] = [];
  const completed: Record<string, number>[] = [];
  const el = await fixture<PokerCashTable>(
    html`<poker-cash-table
        export
        blinds="5/10"
        players="Ben reasonable 1000; Cara reasonable 1000"
        bot-delay="0"
        between-hands="1000"
        seed="export-1"
        .timerClock=${clock}
        @poker-hand-export=${(e: CustomEvent<PokerHandExportDetail>) => exports.push(e.detail)}
        @poker-hand-complete=${(e: CustomEvent<{ stacks: Record<string, number> }>) => completed.push(e.detail.stacks)}
      ></poker-cash-table>`,
  );
  return { clock, exports, completed, el };
}

describe('<poker-cash-table export>', () => {
  it('T8: fires poker-hand-export with every finished hand, and the text replays to the same stacks', async () => {
    const { clock, exports, completed, el } = await exportingTable();
    for (let guard = 0; guard < 200 && exports.length < 2; guard++) {
      clock.increment(1000);
      el.requestUpdate();
      await el.updateComplete;
      await aTimeout(0);
    }
    expect(exports.length).to.be.at.least(2);
    const first = exports[0] as PokerHandExportDetail;
    expect(first).to.include({ trigger: 'hand-complete', format: null });
    for (const text of [first.phh, first.pokerstars]) {
      const hand = readHandHistory(text ?? '');
      const stacks = runHand(hand.input, hand.events).stacks;
      expect(Object.values(stacks).reduce((a, b) => a + b, 0)).to.equal(2000);
      expect(Object.values(stacks).sort()).to.deep.equal(Object.values(completed[0] ?? {}).sort());
    }
    // The last finished hand is offered under the table, to copy or download.
    await el.updateComplete;
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="export-button"]')].map((b) => b.textContent?.trim());
    expect(buttons).to.deep.equal(['Copy PHH', 'Download PHH', 'Copy PokerStars text', 'Download PokerStars text']);
    const downloading = oneEvent(el, 'poker-hand-export');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="export-button"]')][3].click();
    const downloaded = ((await downloading) as CustomEvent<PokerHandExportDetail>).detail;
    expect(downloaded).to.include({ trigger: 'download', format: 'pokerstars' });
    expect(downloaded.pokerstars).to.equal(exports[exports.length - 1]?.pokerstars);
    await expect(el).to.be.accessible();
  });
});

describe('<poker-cash-table> with computer players only and no delay', () => {
  it('C2: hand 1 fires poker-hand-complete and poker-hand-export like every later hand (it is played while the table starts)', async () => {
    const { clock, exports, completed, el } = await exportingTable();
    const context = () => el.table!;
    // Hand 1 was dealt and played to its end while the table started.
    expect(context().handNumber).to.equal(1);
    expect(context().hand?.result).to.not.equal(null);
    await until(() => exports.length === 1, 'the first hand exported');
    expect(completed).to.have.length(1);
    // T8: the export of hand 1 replays to the stacks it ended with.
    const hand = readHandHistory(exports[0]?.phh ?? '');
    const stacks = runHand(hand.input, hand.events).stacks;
    expect(Object.fromEntries(hand.input.seats.map((seat) => [seat.name ?? seat.id, stacks[seat.id]]))).to.deep.equal(completed[0]);
    expect(completed[0]).to.deep.equal(context().hand?.result?.finalStacks);
    // Every later hand: one of each per hand.
    for (let guard = 0; guard < 50 && context().handNumber < 3; guard++) {
      clock.increment(1000);
      el.requestUpdate();
      await el.updateComplete;
      await aTimeout(0);
    }
    await until(() => exports.length === context().handNumber, 'one export per hand');
    expect(completed).to.have.length(context().handNumber);
  });
});
