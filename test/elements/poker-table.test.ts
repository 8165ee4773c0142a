import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type {
  PokerActionDetail,
  PokerHandCompleteDetail,
  PokerStreetDetail,
  PokerTableErrorDetail,
  PokerViolationDetail,
} from '../../src/events.js';

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];

/** What a reader sees. */
const stackOf = (el: PokerTable, seat: string): string => text(root(el).querySelector(`[data-seat="${seat}"] [part~="stack"]`));
const seatOf = (el: PokerTable, seat: string): Element => root(el).querySelector(`[data-seat="${seat}"]`)!;
const betOf = (el: PokerTable, seat: string): string => text(root(el).querySelector(`[data-seat="${seat}"] .bet-spot .bet-amount`));
const potsShown = (el: PokerTable): string[] => all(el, '[part~="pot"]').map((pot) => text(pot));
const logLines = (el: PokerTable): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const notes = (el: PokerTable): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');
const barTitle = (el: PokerTable): string => text(root(el).querySelector('[part~="action-bar"] .bar-title'));
const buttons = (el: PokerTable): HTMLButtonElement[] => all(el, '[part~="action-bar"] button[part~="action"]') as HTMLButtonElement[];
const buttonLabels = (el: PokerTable): string[] => buttons(el).map((button) => text(button));
const faceUp = (el: PokerTable, seat: string): boolean[] =>
  [...root(el).querySelectorAll(`[data-seat="${seat}"] poker-card`)].map((card) => !card.hasAttribute('face-down'));

/** Clicks the action-bar, step or preset button whose label starts with `label`. */
async function click(el: PokerTable, label: string): Promise<void> {
  const button = (all(el, 'button') as HTMLButtonElement[]).find((b) => text(b).startsWith(label) && !b.disabled);
  if (!button)
    throw new Error(`no button "${label}" (buttons: ${(all(el, 'button') as HTMLButtonElement[]).map((b) => text(b)).join(', ')})`);
  button.click();
  await el.updateComplete;
}

async function typeAmount(el: PokerTable, value: string): Promise<void> {
  const field = root(el).querySelector<HTMLInputElement>('[part~="amount"]')!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Tabs until the focused element's text starts with `label`. */
async function tabTo(label: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await sendKeys({ press: 'Tab' });
    if (text(deepActive()).startsWith(label)) return;
  }
  throw new Error(`could not tab to "${label}"`);
}

const HEADS_UP = html`<poker-table
  blinds="50/100"
  seats="Anna 2000; Ben 2000"
  button="Ben"
  hole-cards="Anna: As Kd; Ben: Qh Qc"
  board="Ks 7h 2c 4d Jc"
></poker-table>`;

const T12_SCRIPT = 'Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500; Anna calls';

describe('<poker-table>', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  });

  it('T3, T6: heads-up — the button posts the small blind and acts first preflop, last after the flop', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    expect(stackOf(el, 'Ben')).to.equal('1,950');
    expect(stackOf(el, 'Anna')).to.equal('1,900');
    expect(text(seatOf(el, 'Ben'))).to.contain('SB');
    expect(root(el).querySelector('[data-seat="Ben"] [part~="dealer-button"]')).to.exist;
    expect(notes(el)).to.contain('Heads-up: Ben has the button, posts the small blind and acts first before the flop').and.contain('T3');
    expect(barTitle(el)).to.equal('Ben to act 50 to call');
    expect(buttonLabels(el)).to.deep.equal(['Fold', 'Call 50', 'Raise to 200']);

    await click(el, 'Call 50');
    // T4: the big blind's option.
    expect(barTitle(el)).to.equal('Anna to act');
    expect(notes(el)).to.contain('the blinds are live, so Anna’s big blind already counts as a call').and.contain('T4');
    await click(el, 'Check');
    // T6: after the flop the player left of the button (Anna) acts first; the button last.
    expect(text(root(el).querySelector('.street'))).to.equal('Flop');
    expect(barTitle(el)).to.equal('Anna to act');
    expect(potsShown(el)).to.deep.equal(['Main pot 200']);
    await click(el, 'Bet 100');
    expect(betOf(el, 'Anna')).to.equal('100');
    await click(el, 'Fold');
    // T20: uncontested, the pot goes to Anna at once.
    expect(stackOf(el, 'Anna')).to.equal('2,100');
    expect(notes(el)).to.contain('Everyone else folded: Anna wins the pot at once').and.contain('T20');
    expect(logLines(el)).to.include('Ben folds');
    expect(logLines(el)).to.include('100 uncalled chips go back to Anna');
  });

  it('T7, T16, T17, T18: six-handed no-limit to a showdown, played by clicking the action bar', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        structure="no-limit"
        blinds="50/100"
        seats="Anna 5000; Ben 3200; Carla 4100; Dora 2500; Emil 6000; Fay 4800"
        button="Fay"
        hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d; Dora: 7c 2d; Emil: Jh Th; Fay: 5s 5c"
        board="Ks 7h 2c 4d Jc"
      ></poker-table>`,
    );
    await click(el, 'Call 100'); // Carla
    await click(el, 'Fold'); // Dora
    await typeAmount(el, '300');
    await click(el, 'Raise to 300'); // Emil
    await click(el, 'Fold'); // Fay
    await click(el, 'Call 250'); // Anna
    await click(el, 'Call 200'); // Ben
    await click(el, 'Call 200'); // Carla
    expect(text(root(el).querySelector('.street'))).to.equal('Flop');
    expect(potsShown(el)).to.deep.equal(['Main pot 1,200']);
    // Flop, turn, river: everyone checks.
    for (let i = 0; i < 12; i++) await click(el, 'Check');
    // T16: nobody bet on the river, so the first player left of the button shows first.
    expect(notes(el)).to.contain('Anna shows first').and.contain('T16');
    expect(barTitle(el)).to.equal('Anna: show or muck?');
    // T16: anyone may concede by mucking, the first to show included.
    expect(buttonLabels(el)).to.deep.equal(['Show', 'Muck']);
    await click(el, 'Show'); // Anna: pair of kings
    await click(el, 'Muck'); // Ben
    await click(el, 'Muck'); // Carla
    await click(el, 'Muck'); // Emil
    expect(text(root(el).querySelector('.street'))).to.equal('The hand is over');
    expect(stackOf(el, 'Anna')).to.equal('5,900');
    expect(text(seatOf(el, 'Anna')))
      .to.contain('+1,200')
      .and.contain('Pair of kings');
    expect(potsShown(el)).to.deep.equal(['Main pot 1,200 → Anna']);
    expect(logLines(el)).to.include.members(['Emil raises to 300', 'Anna calls 250', 'Anna shows A♠︎ K♦︎: Pair of kings', 'Ben mucks']);
    expect(logLines(el).at(-1)).to.equal('Main pot (1,200): Anna wins it; Ben, Carla, and Emil muck');
    expect(faceUp(el, 'Anna')).to.deep.equal([true, true]);
  });

  it('T14: pot 200, Anna bets 150, Ben calls → Carla may raise to at most 800 (the Pot preset); 900 is refused with T14', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        structure="pot-limit"
        blinds="25/50"
        seats="Anna 2000; Ben 2000; Carla 2000; Dora 2000"
        button="Dora"
        seed="1"
        script="Carla calls; Dora calls; Anna calls; Ben checks; Anna bets 150; Ben calls"
      ></poker-table>`,
    );
    await click(el, 'Play all');
    expect(barTitle(el)).to.equal('Carla to act 150 to call');
    expect(text(root(el).querySelector('.range'))).to.equal('300 to 800');
    expect(root(el).querySelector<HTMLInputElement>('[part~="slider"]')!.max).to.equal('800');
    expect(notes(el)).to.contain('Carla may fold, call 150, or raise to 300–800').and.contain('T14');
    await click(el, 'Pot');
    expect(buttonLabels(el)).to.include('Raise to 800');
    // The field holds to the legal range: 900 typed offers the pot, 800, and marks the field.
    await typeAmount(el, '900');
    expect(buttonLabels(el)).to.include('Raise to 800').and.not.include('Raise to 900');
    expect(root(el).querySelector('[part~="amount"]')!.getAttribute('aria-invalid')).to.equal('true');
    // A programmatic raise over the pot is refused and explained.
    (await el.loadActor())!.send({ type: 'ACT', seat: 'Carla', action: 'raise', to: 900 });
    await el.updateComplete;
    expect(notes(el))
      .to.contain('Carla may not raise to 900')
      .and.contain('you may raise to at most 800, the pot after your call')
      .and.contain('T14');
    await click(el, 'Pot');
    await click(el, 'Raise to 800');
    expect(betOf(el, 'Carla')).to.equal('800');
    expect(logLines(el)).to.include('Carla raises to 800');
  });

  it('T15: fixed limit bets fixed amounts; a bet and three raises cap the betting', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        structure="fixed-limit"
        blinds="5/10"
        seats="Anna 500; Ben 500; Carla 500; Dora 500"
        button="Dora"
        seed="1"
      ></poker-table>`,
    );
    expect(buttonLabels(el)).to.deep.equal(['Fold', 'Call 10', 'Raise to 20']);
    expect(root(el).querySelector('[part~="slider"]')).to.be.null;
    await click(el, 'Raise to 20'); // Carla
    await click(el, 'Raise to 30'); // Dora
    await click(el, 'Raise to 40'); // Anna: the third raise
    expect(barTitle(el)).to.equal('Ben to act 30 to call');
    expect(buttonLabels(el)).to.deep.equal(['Fold', 'Call 30']);
    expect(notes(el)).to.contain('The betting is capped: a bet and 3 raises have been made').and.contain('T15');
  });

  it('T12 (TDA 47): the scripted 500/700 demo — the refused raise is shown with its explanation, then the hand goes on', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        blinds="50/100"
        seats="Anna 5000; Ben 800; Carla 5000"
        button="Carla"
        hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
        board="Ks 7h 2c 4d Jc"
        script=${T12_SCRIPT}
      ></poker-table>`,
    );
    expect(barTitle(el)).to.equal('Next: Carla calls');
    for (let i = 0; i < 5; i++) await click(el, 'Next');
    expect(logLines(el)).to.include('Ben goes all-in for 700');
    expect(notes(el)).to.contain('Ben’s all-in to 700 is less than a full raise').and.contain('TDA 47 (T12)');
    await click(el, 'Next'); // Carla calls
    expect(notes(el)).to.contain('Ben’s all-in is less than a full raise, so Anna may only call or fold.').and.contain('TDA 47 (T12)');
    await click(el, 'Next'); // Anna raises to 1500: refused
    const refused = root(el).querySelector('[part~="note"].refused');
    expect(text(refused)).to.contain('Ben’s all-in is less than a full raise, so Anna may only call or fold').and.contain('TDA 47 (T12)');
    expect(text(refused)).to.contain('You may only call or fold: since you acted you face 200 more, less than a full raise of 500');
    expect(logLines(el).at(-1)).to.equal('Not allowed: Anna may not raise to 1,500');
    expect(text(root(el).querySelector('.step-count'))).to.equal('Step 7 of 8');
    await click(el, 'Next'); // Anna calls
    expect(betOf(el, 'Anna')).to.equal('');
    expect(text(root(el).querySelector('.street'))).to.equal('Turn');
    expect(potsShown(el)).to.deep.equal(['Main pot 2,400']);
    // The script is over: the reader plays on.
    expect(barTitle(el)).to.equal('Anna to act');
  });

  it('T9, T10, T18: a three-way all-in makes a main pot of 900 and a side pot of 800; 300 uncalled go back to Carla', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        blinds="25/50"
        seats="Anna 300; Ben 700; Carla 1000"
        button="Carla"
        hole-cards="Anna: As Ad; Ben: Ks Kd; Carla: Qs Qd"
        board="2c 7h 9d Jc 3s"
        auto-showdown
      ></poker-table>`,
    );
    expect(buttonLabels(el)).to.deep.equal(['Fold', 'Call 50', 'Raise to 100']);
    await click(el, 'All-in'); // the preset
    await click(el, 'Raise to 1,000'); // Carla
    await click(el, 'Call 275 (all-in)'); // Anna
    await click(el, 'Call 650 (all-in)'); // Ben
    expect(potsShown(el)).to.deep.equal(['Main pot 900 → Anna', 'Side pot 1 800 → Ben']);
    expect(logLines(el)).to.include.members(['Carla raises to 1,000 and is all-in', '300 uncalled chips go back to Carla']);
    expect(notes(el)).to.contain('Side pot 1 forms: only Ben and Carla can win it').and.contain('T18');
    expect(notes(el)).to.contain('Main pot (900): Anna wins with a pair of aces');
    expect([stackOf(el, 'Anna'), stackOf(el, 'Ben'), stackOf(el, 'Carla')]).to.deep.equal(['900', '800', '300']);
  });

  it('T19: a split pot of 125 gives the odd chip to the first winner left of the button', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        blinds="25/50"
        seats="Anna 1000; Ben 1000; Carla 1000"
        button="Carla"
        hole-cards="Anna: Ac Kd; Ben: 2h 2d; Carla: 3s 3h"
        board="5c 6d 7h 8s 9c"
        script="Carla calls; Anna folds; Ben checks; Ben checks; Carla checks; Ben checks; Carla checks; Ben checks; Carla checks"
        controls="none"
      ></poker-table>`,
    );
    await click(el, 'Play all');
    expect(notes(el)).to.contain('Main pot (125): Ben and Carla split it with a nine-high straight, 62 each; the odd chip goes to Ben');
    expect(notes(el)).to.contain('the odd chip goes to Ben, the first of the winners clockwise from the button').and.contain('T19');
    expect([stackOf(el, 'Ben'), stackOf(el, 'Carla')]).to.deep.equal(['1,013', '1,012']);
  });

  it('keyboard only: a whole heads-up hand with Tab, Enter, arrows and typing', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await tabTo('Call 50');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await tabTo('Check');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    // Flop: Anna bets with the slider and the field, all from the keyboard.
    const slider = root(el).querySelector<HTMLInputElement>('[part~="slider"]')!;
    // Presets: Min 100 (½ pot is 100 too, so it is not repeated), Pot 200, All-in 1,900.
    expect(all(el, '[part~="preset"]').map((b) => text(b))).to.deep.equal(['Min', 'Pot', 'All-in']);
    await tabTo('Pot');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(slider.value).to.equal('200');
    await tabTo('All-in');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(slider);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(text(buttons(el).find((b) => b.classList.contains('primary')))).to.equal('Bet 199');
    // Tabbing into the field selects its text: typing replaces it.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '150' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(logLines(el)).to.include('Anna bets 150');
    await tabTo('Call 150');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    for (const street of ['Turn', 'River']) {
      expect(text(root(el).querySelector('.street'))).to.equal(street);
      for (let i = 0; i < 2; i++) {
        await tabTo('Check');
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
      }
    }
    await tabTo('Show');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await tabTo('Muck');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(stackOf(el, 'Anna')).to.equal('2,250');
    expect(logLines(el).at(-1)).to.equal('Main pot (500): Anna wins it; Ben mucks');
  });

  it('steps back and forward through the hand; a new action drops the steps undone', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    const firstActor = await el.loadActor();
    expect(firstActor).to.equal(el.actor);
    await click(el, 'Call 50');
    await click(el, 'Check');
    await click(el, 'Bet 100');
    expect(stackOf(el, 'Anna')).to.equal('1,800');
    expect(el.step).to.equal(3);

    await click(el, 'Back');
    expect(stackOf(el, 'Anna')).to.equal('1,900');
    expect(logLines(el)).not.to.include('Anna bets 100');
    expect(barTitle(el)).to.equal('Anna to act');
    await click(el, 'Back');
    await click(el, 'Back');
    expect(text(root(el).querySelector('.street'))).to.equal('Preflop');
    expect(barTitle(el)).to.equal('Ben to act 50 to call');
    expect(text(root(el).querySelector('.step-count'))).to.equal('Step 0 of 3');
    expect(el.actor === firstActor, "Back and Restart are RESTORE on the same actor").to.equal(true);

    await click(el, 'Forward');
    await click(el, 'Forward');
    await click(el, 'Forward');
    expect(stackOf(el, 'Anna')).to.equal('1,800');
    expect(logLines(el)).to.include('Anna bets 100');

    await click(el, 'Restart');
    expect(el.step).to.equal(0);
    expect(el.stepCount).to.equal(3);
    await click(el, 'Fold'); // Ben folds instead: the steps undone are gone
    expect(el.stepCount).to.equal(1);
    expect(stackOf(el, 'Anna')).to.equal('2,050');
  });

  it('bad input never throws: an unknown seat in the script, a negative stack, an amount over the stack', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        seats="Anna 1000; Ben 1000"
        script="Ben calls; Dora raises to 300"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-table>`,
    );
    expect(text(root(el).querySelector('[role="alert"]'))).to.equal('The script, step 2: “Dora” is not one of the seats.');
    expect(errors.map(({ code, field, step }) => ({ code, field, step }))).to.deep.equal([
      { code: 'unknown-seat', field: 'script', step: 2 },
    ]);
    // The steps before the bad one still play.
    expect(barTitle(el)).to.equal('Next: Ben calls');

    el.setAttribute('seats', 'Anna -20; Ben 1000');
    await el.updateComplete;
    expect(text(root(el).querySelector('[role="alert"]'))).to.equal(
      'Anna’s stack: “-20” is negative. A player sits down with at least 1 chip.',
    );
    expect(errors.at(-1)).to.include({ code: 'negative-amount', field: 'seats', seat: 'Anna' });
    // No hand on show; the table keeps its one actor for the next deal.
    const actor = el.actor;
    expect(actor, 'the table keeps its actor').to.not.equal(undefined);
    expect(root(el).querySelector('[part~="table"]')).to.equal(null);

    el.setAttribute('seats', 'Anna 1000; Ben 1000');
    el.script = '';
    el.setAttribute('hole-cards', 'Anna: Zz Kd');
    await el.updateComplete;
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('“Zz” is not a card');
    expect(errors.at(-1)!.code).to.equal('unknown-card');

    el.removeAttribute('hole-cards');
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')).to.be.null;
    await click(el, 'Call 50'); // Ben
    expect(el.actor === actor, 'every hand on the same actor (DEAL)').to.equal(true);
    expect(el.actor!.getSnapshot().value).to.equal('preflop');
    el.actor!.send({ type: 'ACT', seat: 'Anna', action: 'raise', to: 5000 }); // Anna has 900 behind
    await el.updateComplete;
    expect(notes(el)).to.contain('Anna may not raise to 5,000').and.contain('You have only 900 chips behind').and.contain('T8');
    expect(errors.at(-1)).to.include({ code: 'not-enough-chips', field: 'action', seat: 'Anna', text: 'Anna raise 5000' });
    expect(stackOf(el, 'Anna')).to.equal('900');
    // Text that is not a number of chips never reaches the machine.
    const count = errors.length;
    await typeAmount(el, 'lots');
    await click(el, 'Raise to 200');
    expect(text(root(el).querySelector('.amount-error[role="alert"]'))).to.equal('Raise to: “lots” is not a whole number of chips.');
    expect(errors.slice(count).map((e) => e.code)).to.deep.equal(['invalid-amount']);
    expect(el.step).to.equal(2);
  });

  it('German: the table, the explanations and the hand history in the page’s language', async () => {
    document.documentElement.lang = 'de';
    const el = await fixture<PokerTable>(
      html`<poker-table
        blinds="50/100"
        seats="Anna 5000; Ben 800; Carla 5000"
        button="Carla"
        hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
        board="Ks 7h 2c 4d Jc"
        script=${T12_SCRIPT}
      ></poker-table>`,
    );
    for (let i = 0; i < 7; i++) await click(el, 'Weiter');
    expect(text(root(el).querySelector('[part~="note"].refused'))).to.contain(
      'Bens All-in ist weniger als eine volle Erhöhung, also darf Anna nur mitgehen oder aussteigen.',
    );
    expect(text(root(el).querySelector('[part~="note"].refused'))).to.contain('Du darfst nur mitgehen oder aussteigen');
    expect(logLines(el)).to.include.members([
      'Anna setzt 500',
      'Ben geht all-in mit 700',
      'Carla geht mit, 700',
      'Nicht erlaubt: Anna darf nicht auf 1.500 erhöhen',
    ]);
    expect(text(root(el).querySelector('.header')))
      .to.contain('No-Limit')
      .and.contain('Blinds 50/100')
      .and.contain('Pot 2.200');
    expect(text(root(el).querySelector('[part~="log"] h3'))).to.equal('Handverlauf');
  });

  it('fires poker-action, poker-street, poker-violation and poker-hand-complete; el.actor is the hand machine', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    const actor = (await el.loadActor())!;
    expect(actor.getSnapshot().context.toAct).to.equal('Ben');
    expect(el.actor).to.equal(actor);
    setTimeout(() => void click(el, 'Call 50'));
    const action = (await oneEvent(el, 'poker-action')) as CustomEvent<PokerActionDetail>;
    expect(action.detail).to.deep.include({
      seat: 'Ben',
      action: 'call',
      street: 'preflop',
      amount: 50,
      to: 100,
      allIn: false,
      text: 'Ben calls 50',
    });
    expect(action.bubbles && action.composed).to.be.true;

    setTimeout(() => void click(el, 'Check'));
    const street = (await oneEvent(el, 'poker-street')) as CustomEvent<PokerStreetDetail>;
    expect(street.detail).to.deep.equal({ street: 'flop', cards: ['Ks', '7h', '2c'], board: ['Ks', '7h', '2c'] });

    // A page drives the machine directly: the table records and explains it like a reader's action.
    setTimeout(() => el.actor!.send({ type: 'ACT', seat: 'Ben', action: 'check' }));
    const violation = (await oneEvent(el, 'poker-violation')) as CustomEvent<PokerViolationDetail>;
    expect(violation.detail).to.include({ code: 'not-your-turn', ruleId: 'T6', message: "It is Anna's turn, not Ben's." });
    await el.updateComplete;
    expect(notes(el)).to.contain('Ben may not check').and.contain('T6');

    setTimeout(() => el.actor!.send({ type: 'ACT', seat: 'Anna', action: 'all-in' }));
    await oneEvent(el, 'poker-action');
    setTimeout(() => el.actor!.send({ type: 'ACT', seat: 'Ben', action: 'fold' }));
    const complete = (await oneEvent(el, 'poker-hand-complete')) as CustomEvent<PokerHandCompleteDetail>;
    expect(complete.detail).to.deep.include({ kind: 'uncontested', winnings: { Anna: 200 }, stacks: { Anna: 2100, Ben: 1900 } });
    expect(complete.detail.awards[0]!.text).to.equal('Main pot (200): Anna takes it: nobody else is in it');
    await el.updateComplete;
    expect(el.step).to.equal(5);
  });

  it('keeps its actor when moved in the DOM; hero mode shows only the hero’s cards and waits for the others', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        blinds="50/100"
        seats="Anna 2000; Ben 2000; Carla 2000"
        hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
        hero="Ben"
        show-state
      ></poker-table>`,
    );
    const actor = el.actor;
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el);
    await el.updateComplete;
    await Promise.resolve();
    expect(el.actor).to.equal(actor);
    expect(actor!.getSnapshot().status).to.equal('active');
    expect(faceUp(el, 'Ben')).to.deep.equal([true, true]);
    expect(faceUp(el, 'Anna')).to.deep.equal([false, false]);
    // Carla (the button, first left of the big blind three-handed) is to act: the reader plays Ben only.
    expect(barTitle(el)).to.equal('Waiting for Carla');
    expect(text(root(el).querySelector('[part~="state"]')))
      .to.contain('hand.preflop')
      .and.contain('running');
    el.actor!.send({ type: 'ACT', seat: 'Carla', action: 'call' });
    el.actor!.send({ type: 'ACT', seat: 'Anna', action: 'call' });
    await el.updateComplete;
    expect(barTitle(el)).to.equal('Ben to act');
    // Taken out of the page and put back, the table keeps the same actor, where the hand was.
    el.remove();
    await Promise.resolve();
    await Promise.resolve();
    expect(actor!.getSnapshot().status).to.equal('active');
    other.append(el);
    await el.updateComplete;
    expect(el.actor === actor, 'the same actor').to.equal(true);
    expect(el.actor!.getSnapshot().context.toAct).to.equal('Ben');
    expect(barTitle(el)).to.equal('Ben to act');
    other.remove();
  });

  it('is accessible (axe), light and dark, wide and narrow', async () => {
    const el = await fixture<PokerTable>(
      html`<div style="width: 900px">
        <poker-table
          blinds="50/100"
          seats="Anna 5000; Ben 800; Carla 5000"
          button="Carla"
          hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
          board="Ks 7h 2c 4d Jc"
          script=${T12_SCRIPT}
          show-state
        ></poker-table>
      </div>`,
    );
    const table = el.querySelector('poker-table') as PokerTable;
    for (let i = 0; i < 7; i++) await click(table, 'Next');
    await expect(table).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    await table.updateComplete;
    await expect(table).to.be.accessible();
    (el as HTMLElement).style.width = '360px';
    await click(table, 'Next');
    await expect(table).to.be.accessible();
  });
});

describe('<poker-table> inspect', () => {
  type InspectionEvent = import('xstate').InspectionEvent;
  /** The ACT events the observer saw go to an actor, with the actor they went to. */
  const actsSeen = (seen: InspectionEvent[]) =>
    seen.flatMap((inspection) =>
      inspection.type === '@xstate.event' && inspection.event.type === 'ACT'
        ? [{ actor: inspection.actorRef, event: inspection.event }]
        : [],
    );

  it('a plain function set as `inspect` gets an @xstate.event for each action a reader clicks', async () => {
    const seen: InspectionEvent[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        .inspect=${(inspection: InspectionEvent) => void seen.push(inspection)}
        blinds="50/100"
        seats="Anna 2000; Ben 2000"
        button="Ben"
        hole-cards="Anna: As Kd; Ben: Qh Qc"
        board="Ks 7h 2c 4d Jc"
      ></poker-table>`,
    );
    // The actor registers first, as with createActor(handMachine, { inspect }).
    expect(seen[0]?.type).to.equal('@xstate.actor');
    expect(seen[0]?.actorRef).to.equal(el.actor);
    expect(seen.some((inspection) => inspection.type === '@xstate.snapshot' && inspection.actorRef === el.actor)).to.equal(true);

    await click(el, 'Call 50');
    await click(el, 'Check');
    await click(el, 'Bet 100');
    const acts = actsSeen(seen);
    expect(acts.map(({ event }) => [event.seat, event.action])).to.deep.equal([
      ['Ben', 'call'],
      ['Anna', 'check'],
      ['Anna', 'bet'],
    ]);
    expect(acts.every(({ actor }) => actor === el.actor)).to.equal(true);
  });

  it('set later it observes the running actor, then each new one (Back); unset it hears nothing more', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 50');
    const seen: InspectionEvent[] = [];
    const observer = { next: (inspection: InspectionEvent) => void seen.push(inspection) };
    el.inspect = observer;
    await el.updateComplete;
    expect(seen[0]?.type).to.equal('@xstate.actor');
    expect(seen[0]?.actorRef).to.equal(el.actor);

    await click(el, 'Check');
    await click(el, 'Back');
    const afterBack = el.actor;
    await click(el, 'Check');
    const acts = actsSeen(seen);
    expect(acts.map(({ event }) => [event.seat, event.action])).to.deep.equal([
      ['Anna', 'check'],
      ['Anna', 'check'],
    ]);
    expect(acts[1]?.actor).to.equal(afterBack);
    expect(seen.filter((inspection) => inspection.type === '@xstate.actor' && inspection.actorRef === afterBack)).to.have.length(1);

    el.inspect = undefined;
    await el.updateComplete;
    const count = seen.length;
    await click(el, 'Bet 100');
    expect(seen.length).to.equal(count);
  });
});

describe('<poker-table> is the hand only', () => {
  it('an unknown mode is reported inline and as error; the hand is dealt as ever', async () => {
    const el = document.createElement('poker-table');
    const errors: PokerTableErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push((e as unknown as CustomEvent<PokerTableErrorDetail>).detail));
    el.setAttribute('mode', 'tournament');
    el.setAttribute('seats', 'Anna 1000; Ben 1000');
    const holder = await fixture(html`<div></div>`);
    holder.append(el);
    await el.updateComplete;
    expect(errors.map((e) => [e.code, e.field])).to.deep.equal([['invalid-mode', 'mode']]);
    expect(text(root(el).querySelector('[role="alert"]')))
      .to.contain('“tournament” is not a mode')
      .and.contain('<poker-cash-table>');
    expect((await el.loadActor())?.getSnapshot().context.toAct).to.be.a('string');
  });

  it('an old page’s mode="cash" is told to use <poker-cash-table>, inline and as error; no hand is dealt', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        mode="cash"
        blinds="5/10"
        players="Ben reasonable 1000"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-table>`,
    );
    expect(errors.map((e) => [e.code, e.field, e.text])).to.deep.equal([['invalid-mode', 'mode', 'cash']]);
    expect(text(root(el).querySelector('[role="alert"]'))).to.equal(
      'The cash game has an element of its own: write <poker-cash-table> instead of <poker-table mode="cash">.',
    );
    expect(el.actor).to.equal(undefined);
    await expect(el).to.be.accessible();
    // The attribute gone, the hand is dealt.
    el.removeAttribute('mode');
    el.setAttribute('seats', 'Anna 1000; Ben 1000');
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect((await el.loadActor())?.getSnapshot().context.toAct).to.be.a('string');
  });

  // Runs after every other test of this file: a page with <poker-table> only fetched none of the cash table's modules.
  it('fetched no module of <poker-cash-table> (table machine, computer players, table rules, cash words)', async () => {
    const el = await fixture<PokerTable>(HEADS_UP);
    await click(el, 'Call 50');
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(fetched.some((name) => name.includes('/poker-table/poker-table.'))).to.equal(true);
    const cash = fetched.filter((name) =>
      /\/(poker-cash-table\/|table\.machine|bots|table-rules|core\/table\/|cash-en|cash-de|refusals-table)/.test(name),
    );
    expect(cash).to.deep.equal([]);
  });
});
