import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-cash-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type { PokerTableErrorDetail, PokerViolationDetail } from '../../src/events.js';

/** The cash table's forms as a reader meets them: the buy-in at its field, leaving mid-hand, where focus goes. */

const root = (el: PokerCashTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const table = (el: PokerCashTable) => el.table!;
const notes = (el: PokerCashTable): string => text(root(el).querySelector('[part~="explanation"]'));
const panel = (el: PokerCashTable): string => text(root(el).querySelector('[part~="seat-panel"]'));
const seated = (el: PokerCashTable): boolean => table(el).seats.some((s) => s?.player === 'you');

async function click(el: PokerCashTable, label: string): Promise<void> {
  const buttons = [...root(el).querySelectorAll('button')];
  const button = buttons.find((b) => text(b).startsWith(label) && !b.disabled);
  if (!button) throw new Error(`no button "${label}" (buttons: ${buttons.map((b) => text(b)).join(', ')})`);
  button.focus();
  button.click();
  await el.updateComplete;
  await el.updateComplete;
}

async function typeBuyIn(el: PokerCashTable, value: string): Promise<void> {
  const field = root(el).querySelector<HTMLInputElement>('[part~="buy-in"]')!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

function heads(clock: SimulatedClock, botDelay = 0) {
  return fixture<PokerCashTable>(
    html`<poker-cash-table
      blinds="5/10"
      buy-in="400-1000"
      players="Ben reasonable 1000"
      bot-delay=${botDelay}
      between-hands="1000"
      seed="cash-1"
      .timerClock=${clock}
    ></poker-cash-table>`,
  );
}

/** The field's message: next to it, named by aria-describedby, the field marked invalid. */
function fieldMessage(el: PokerCashTable): string {
  const field = root(el).querySelector<HTMLInputElement>('[part~="buy-in"]')!;
  expect(field.getAttribute('aria-invalid')).to.equal('true');
  const id = field.getAttribute('aria-describedby');
  expect(id).to.be.a('string');
  const message = root(el).getElementById(id!);
  expect(message?.closest('.cash-field')).to.equal(field.closest('.cash-field'));
  return text(message);
}

describe('<poker-cash-table> forms', () => {
  for (const [typed, message] of [
    ['-5', '“-5” is not a buy-in: enter a whole number from 400 to 1,000.'],
    ['', 'Enter a buy-in: a whole number from 400 to 1,000.'],
    ['lots', '“lots” is not a buy-in: enter a whole number from 400 to 1,000.'],
    ['0', '“0” is not a buy-in: enter a whole number from 400 to 1,000.'],
  ]) {
    it(`T8: a buy-in of “${typed}” is reported at the field (error event) and seats nobody`, async () => {
      const el = await heads(new SimulatedClock());
      const errors: PokerTableErrorDetail[] = [];
      el.addEventListener('error', (e) => errors.push((e as unknown as CustomEvent<PokerTableErrorDetail>).detail));
      await click(el, 'Seat');
      await typeBuyIn(el, typed);
      await click(el, 'Take seat');
      expect(seated(el)).to.equal(false);
      expect(fieldMessage(el)).to.equal(message);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ field: 'buy-in', message, text: typed });
      expect(notes(el)).not.to.contain('buy-in');
      await expect(el).to.be.accessible();
    });
  }

  it('T8: a buy-in below the minimum or above the maximum is the table’s refusal, said at the field, not in “Why”', async () => {
    const el = await heads(new SimulatedClock());
    const violations: PokerViolationDetail[] = [];
    el.addEventListener('poker-violation', (e) => violations.push(e.detail));
    await click(el, 'Seat');
    await typeBuyIn(el, '300');
    await click(el, 'Take seat');
    expect(seated(el)).to.equal(false);
    expect(fieldMessage(el)).to.equal('A buy-in is at least 400.');
    expect(notes(el)).not.to.contain('at least 400');
    expect(violations.map((v) => v.code)).to.deep.equal(['below-min-buy-in']);
    await typeBuyIn(el, '1500');
    expect(root(el).querySelector('[part~="buy-in"]')!.getAttribute('aria-invalid')).to.equal('false');
    await click(el, 'Take seat');
    expect(fieldMessage(el)).to.equal('The stack may not go above the maximum buy-in of 1,000; at most 1,000 more.');
    await typeBuyIn(el, '1,000');
    await click(el, 'Take seat');
    expect(table(el).seats.find((s) => s?.player === 'you')?.stack).to.equal(1000);
  });

  it('C1: after taking a seat the focus goes on to the reader’s next control, not to <body>', async () => {
    const el = await heads(new SimulatedClock());
    await click(el, 'Seat');
    await typeBuyIn(el, '500');
    await click(el, 'Take seat');
    expect(seated(el)).to.equal(true);
    const active = root(el).activeElement;
    expect(active, 'focus stays in the table').to.exist;
    expect(active?.closest('[part~="action-bar"], [part~="seat-panel"]')).to.exist;
  });

  it('C7, C4: leaving mid-hand: the seat panel says so, offers to stay instead of sitting out and leaving; staying takes it back', async () => {
    // Ben thinks for 5 s on a clock that stands still: the reader leaves while Ben is to act.
    const el = await heads(new SimulatedClock(), 5000);
    await click(el, 'Seat');
    await typeBuyIn(el, '500');
    await click(el, 'Take seat');
    if (table(el).hand?.toAct === 'you') await click(el, 'Call');
    expect(table(el).hand?.toAct).to.be.a('string').and.not.equal('you');
    expect(table(el).hand?.result).to.equal(null);
    const buttonsBefore = [...root(el).querySelectorAll('[part~="seat-panel"] button')].map((b) => text(b));
    expect(buttonsBefore).to.include.members(['Sit out', 'Leave the table']);
    el.send({ type: 'LEAVE', player: 'you' });
    await el.updateComplete;
    expect(table(el).seats.find((s) => s?.player === 'you')?.leaveAfterHand).to.equal(true);
    expect(panel(el)).to.contain('you leave after this hand').and.not.contain('you play');
    expect(text(root(el).querySelector('[data-seat="you"]'))).to.contain('Leaves after this hand');
    const buttons = [...root(el).querySelectorAll('[part~="seat-panel"] button')].map((b) => text(b));
    expect(buttons).to.deep.equal(['Stay at the table']);
    await click(el, 'Stay at the table');
    expect(table(el).seats.find((s) => s?.player === 'you')?.leaveAfterHand).to.equal(false);
    expect(panel(el)).to.contain('you play');
  });

  it('a refused action is labelled “Not allowed” once for a screen reader, also for a code the words do not know', async () => {
    const el = await heads(new SimulatedClock());
    await click(el, 'Seat');
    await typeBuyIn(el, '500');
    await click(el, 'Take seat');
    el.send({ type: 'SIT_IN', player: 'you' });
    await el.updateComplete;
    expect(notes(el)).to.contain('Not allowed: Hero is not sitting out.');
    expect(notes(el)).not.to.contain('Not allowed: Not allowed');
    // A code without words is said by its rule, without a second "Not allowed".
    expect(el['localize'].term('refusal', { code: 'no-such-code', ruleId: 'C9', params: {} } as never)).to.equal(
      'Against rule C9 (no-such-code).',
    );
  });

  it('C5: on a phone (375 px) the action clock covers neither the name nor a hole card', async () => {
    await setViewport({ width: 375, height: 1400 });
    try {
      const holder = await fixture<HTMLDivElement>(html`<div style="inline-size: 359px">
        <poker-cash-table
          blinds="5/10"
          buy-in="400-1000000000"
          players="Ben Maximilian Alexander: 1000000000"
          bot-delay="5000"
          seed="cash-1"
          .timerClock=${new SimulatedClock()}
        ></poker-cash-table>
      </div>`);
      const el = holder.querySelector('poker-cash-table') as PokerCashTable;
      await click(el, 'Seat');
      await typeBuyIn(el, '1000000000');
      await click(el, 'Take seat');
      const clock = root(el).querySelector('[part~="clock"]');
      expect(clock, 'a clock runs at the seat to act').to.exist;
      const seat = clock!.closest('.seat')!;
      const ring = clock!.getBoundingClientRect();
      const overlaps = (rect: DOMRect): boolean =>
        rect.left < ring.right && ring.left < rect.right && rect.top < ring.bottom && ring.top < rect.bottom;
      for (const part of seat.querySelectorAll('.name, .stack, poker-card')) {
        expect(overlaps(part.getBoundingClientRect()), `${seat.getAttribute('data-seat')}: ${part.className || part.localName}`).to.equal(
          false,
        );
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
  it('C1: a refusal names the reader as the table knows them ("Hero is already at the table or in the queue."), not by their id', async () => {
    // Alone at the table: no hand runs, so only the table knows the reader's name.
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table blinds="5/10" buy-in="400-1000" players="" bot-delay="0" seed="cash-1" .timerClock=${new SimulatedClock()}></poker-cash-table>`,
    );
    el.send({ type: 'JOIN', player: 'you', name: 'Hero', buyIn: 500 });
    await el.updateComplete;
    expect(seated(el)).to.equal(true);
    el.send({ type: 'JOIN', player: 'you', name: 'Hero', buyIn: 500 });
    await el.updateComplete;
    await el.updateComplete;
    expect(notes(el)).to.include('Hero is already at the table or in the queue.');
    expect(notes(el)).not.to.include('you is');
  });
});
