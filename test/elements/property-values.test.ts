import { expect, fixture, html } from '@open-wc/testing';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-card.js';
import '../../src/define/hand-ranker.js';
import '../../src/define/pot-calculator.js';
import '../../src/define/poker-table.js';
import '../../src/define/poker-cash-table.js';
import '../../src/define/equity-calculator.js';
import { PokerCardPicker } from '../../src/elements/card-picker/card-picker.js';
import { defineElement } from '../../src/elements/shared/define.js';
import type { PokerCard } from '../../src/elements/poker-card/poker-card.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { HoldemErrorDetail } from '../../src/events.js';

defineElement('poker-card-picker', PokerCardPicker);

type Detail = HoldemErrorDetail & { field?: string };
type Loose = HTMLElement & Record<string, unknown> & { updateComplete: Promise<boolean> };

/** Unhandled errors and rejections of the page while a test runs. */
const unhandled: string[] = [];
const onRejection = (event: PromiseRejectionEvent): void => void unhandled.push(String(event.reason));
const onError = (event: ErrorEvent): void => void unhandled.push(String(event.error ?? event.message));

/** An element from markup, with the `error` events it fires after its first render. */
async function element(markup: string): Promise<{ el: Loose; errors: Detail[] }> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = markup;
  const el = host.firstElementChild as Loose;
  await el.updateComplete;
  const errors: Detail[] = [];
  el.addEventListener('error', (event) => errors.push((event as unknown as CustomEvent<Detail>).detail));
  return { el, errors };
}

/** Sets `name` to `value` as a page would, and waits for the element's update. */
async function set(el: Loose, name: string, value: unknown): Promise<void> {
  el[name] = value;
  await el.updateComplete;
}

const notice = (el: Element): string => el.shadowRoot!.querySelector('[part~="error"]')?.textContent?.trim() ?? '';
const cyclic = (): Record<string, unknown> => {
  const value: Record<string, unknown> = { name: 'Anna', stack: 100 };
  value.self = value;
  return value;
};
const bare = (): object => Object.create(null) as object;

describe('properties: every value a page can set', () => {
  beforeEach(() => {
    unhandled.length = 0;
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    expect(unhandled, 'unhandled errors').to.deep.equal([]);
  });

  /** Each case: the tag and its markup, the property and its value, the field named and the message. */
  const cases: [string, string, string, () => unknown, string, string][] = [
    ['poker-card card = 5', '<poker-card card="As"></poker-card>', 'card', () => 5, 'card', 'card: expected text, got a number.'],
    ['cash persist = null', '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>', 'persist', () => null, '', ''],
    ['cash persist = undefined', '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>', 'persist', () => undefined, '', ''],
    ['picker unavailable = null', '<poker-card-picker></poker-card-picker>', 'unavailable', () => null, '', ''],
    [
      'ranker hands cards 5',
      '<hand-ranker board="Kh 9d 7c"></hand-ranker>',
      'hands',
      () => [{ name: 'A', cards: 5 }],
      'hands',
      'hands[0].cards: expected cards as text or a list of texts (As Kd), got a number.',
    ],
    [
      'pot players cards 5',
      '<pot-calculator players="A 20; B 20"></pot-calculator>',
      'players',
      () => [{ name: 'A', contributed: 10, cards: 5 }],
      'players',
      'players[0].cards: expected cards as text or a list of texts (As Kd), got a number.',
    ],
    [
      'cash timerClock = "x"',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'timerClock',
      () => 'x',
      'timerClock',
      'timerClock: expected a clock with setTimeout and clearTimeout, got text.',
    ],
    [
      'cash inspect = Infinity',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'inspect',
      () => Infinity,
      'inspect',
      'inspect: expected a function or an observer with next(), got a number.',
    ],
    [
      'table inspect = { next: 5 }',
      '<poker-table seats="Anna 100; Ben 100"></poker-table>',
      'inspect',
      () => ({ next: 5 }),
      'inspect',
      'inspect: expected a function or an observer with next(), got an object.',
    ],
    [
      'cash seed cyclic',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'seed',
      cyclic,
      'seed',
      'seed: expected text or a number, got an object.',
    ],
    [
      'cash betweenHands cyclic',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'betweenHands',
      cyclic,
      'betweenHands',
      'betweenHands: expected a whole number, got an object.',
    ],
    [
      'cash players cyclic',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'players',
      () => [cyclic()],
      'players',
      'players[0].self: expected plain data, got an object that contains itself.',
    ],
    [
      'potsdam seats cyclic',
      '<poker-table variant="potsdam" seats="Anna 100; Ben 100"></poker-table>',
      'seats',
      () => [cyclic(), cyclic()],
      'seats',
      'seats[0].self: expected plain data, got an object that contains itself.',
    ],
    [
      'equity seed with its own toString',
      '<equity-calculator hands="As Ks; Qd Qc" samples="200"></equity-calculator>',
      'seed',
      () => ({ toString: () => '5' }),
      'seed',
      'seed: expected text or a number, got an object.',
    ],
    [
      'ranker theme symbol',
      '<hand-ranker></hand-ranker>',
      'theme',
      () => Symbol('dark'),
      'theme',
      'theme: expected “light”, “dark” or nothing, got a symbol.',
    ],
    [
      'card theme null-prototype',
      '<poker-card></poker-card>',
      'theme',
      bare,
      'theme',
      'theme: expected “light”, “dark” or nothing, got an object.',
    ],
    [
      'picker label symbol',
      '<poker-card-picker></poker-card-picker>',
      'label',
      () => Symbol('x'),
      'label',
      'label: expected text, got a symbol.',
    ],
    [
      'picker label DOM node',
      '<poker-card-picker></poker-card-picker>',
      'label',
      () => document.createElement('b'),
      'label',
      'label: expected text, got a DOM node.',
    ],
    [
      'cash hero null-prototype',
      '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      'hero',
      bare,
      'hero',
      'hero: expected text, got an object.',
    ],
    [
      'table hero null-prototype',
      '<poker-table seats="Anna 100; Ben 100"></poker-table>',
      'hero',
      bare,
      'hero',
      'hero: expected text, got an object.',
    ],
    [
      'pot order null-prototype',
      '<pot-calculator players="A 20; B 20"></pot-calculator>',
      'order',
      bare,
      'order',
      'order: expected names as text or a list, got an object.',
    ],
    [
      'equity dead null-prototype',
      '<equity-calculator hands="As Ks; Qd Qc" samples="200"></equity-calculator>',
      'dead',
      bare,
      'dead',
      'dead: expected cards as text or a list of texts (As Kd), got an object.',
    ],
    [
      'table variant symbol (reflected)',
      '<poker-table seats="Anna 100; Ben 100"></poker-table>',
      'variant',
      () => Symbol('potsdam'),
      'variant',
      'variant: expected text, got a symbol.',
    ],
    [
      'table structure cyclic',
      '<poker-table seats="Anna 100; Ben 100"></poker-table>',
      'structure',
      cyclic,
      'structure',
      'structure.self: expected plain data, got an object that contains itself.',
    ],
    [
      'equity hand missing',
      '<equity-calculator hands="As Ks; Qd Qc" samples="200"></equity-calculator>',
      'hands',
      () => [{ name: 'A', cards: 'As Ks' }],
      'hands',
      'hands[0].hand: expected text, got nothing.',
    ],
  ];

  for (const [title, markup, name, value, field, message] of cases) {
    it(`${title}: ${field ? 'refused with a message that names the field' : 'reads as unset'}, nothing thrown`, async () => {
      const { el, errors } = await element(markup);
      await set(el, name, value());
      if (!field) {
        expect(errors).to.deep.equal([]);
        expect(el[name]).to.satisfy((read: unknown) => read === '' || (Array.isArray(read) && read.length === 0));
        return;
      }
      expect(errors.map((error) => [error.code, error.field, error.message])).to.deep.equal([['invalid-property', field, message]]);
      expect(notice(el)).to.equal(message);
      expect(el.shadowRoot!.querySelector('[part~="error"]')?.getAttribute('role')).to.equal('alert');
      // A value it can use takes the message away.
      el[name] = undefined;
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).not.to.contain(message);
    });
  }

  it('the message is in the element’s language: German', async () => {
    const { el, errors } = await element('<poker-card lang="de" card="As"></poker-card>');
    await set(el, 'card', 5);
    expect(errors[0]?.message).to.equal('card: erwartet Text, bekommen: eine Zahl.');
  });

  for (const name of ['seed', 'script'] as const) {
    it(`Potsdam: a BigInt ${name} is refused, and a valid value after it plays`, async () => {
      const { el, errors } = await element('<poker-table variant="potsdam" seats="Anna 100; Ben 100; Carla 100"></poker-table>');
      await set(el, name, 5n);
      expect(errors.map((error) => error.field)).to.deep.equal([name]);
      await set(el, name, name === 'seed' ? 'potsdam-2' : '');
      expect(notice(el)).to.equal('');
      expect(el.shadowRoot!.querySelectorAll('[data-seat]').length).to.equal(3);
    });
  }

  for (const tag of ['poker-table', 'poker-cash-table'] as const) {
    it(`${tag}: el.actor.send(null) and send(undefined) are refused, not thrown`, async () => {
      const { el } = await element(
        tag === 'poker-table'
          ? '<poker-table seats="Anna 100; Ben 100"></poker-table>'
          : '<poker-cash-table players="Ben reasonable 1000"></poker-cash-table>',
      );
      const table = el as unknown as (PokerTable | PokerCashTable) & { loadActor(): Promise<unknown> };
      await table.loadActor();
      const actor = table.actor!;
      const before = actor.getSnapshot().context as { seats?: unknown };
      expect(() => actor.send(null as never)).not.to.throw();
      expect(() => actor.send(undefined as never)).not.to.throw();
      expect(actor.getSnapshot().status).to.equal('active');
      expect(JSON.stringify((actor.getSnapshot().context as { seats?: unknown }).seats)).to.equal(JSON.stringify(before.seats));
    });
  }
});

describe('huge input is refused before it is drawn', () => {
  it('T1: equity dead = 100,000 cards: refused (at most 52), no card drawn for them', async () => {
    const { el, errors } = await element('<equity-calculator hands="As Ks; Qd Qc" samples="200"></equity-calculator>');
    await set(el, 'dead', Array<string>(100_000).fill('As'));
    expect(errors.map((error) => [error.code, error.message])).to.deep.equal([['too-many', 'dead: at most 52 values, got 100000.']]);
    expect(el.shadowRoot!.querySelectorAll('poker-card').length).to.be.below(20);
  });

  it('T1: dead="As " × 3000 as an attribute: refused the same way', async () => {
    const { el, errors } = await element('<equity-calculator hands="As Ks; Qd Qc" samples="200"></equity-calculator>');
    el.setAttribute('dead', 'As '.repeat(3000));
    await el.updateComplete;
    expect(errors.map((error) => error.code)).to.deep.equal(['too-many']);
    expect(el.shadowRoot!.querySelectorAll('poker-card').length).to.be.below(20);
  });

  it('<pot-calculator editable> with 5,000 players refuses them; with 200 it draws at most 12 editor rows', async () => {
    const { el, errors } = await element('<pot-calculator editable players="A 20; B 20"></pot-calculator>');
    const players = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `P${index}`, contributed: 10 }));
    await set(el, 'players', players(5000));
    expect(errors.map((error) => error.code)).to.deep.equal(['too-many']);
    await set(el, 'players', players(200));
    expect(errors.map((error) => error.code)).to.include('too-many-players');
    expect(el.shadowRoot!.querySelectorAll('[part~="editor"] ol.rows > li').length).to.equal(12);
  });
});

describe('moving between documents', () => {
  let frame: HTMLIFrameElement;
  beforeEach(async () => {
    frame = document.createElement('iframe');
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve));
    unhandled.length = 0;
    window.addEventListener('unhandledrejection', onRejection);
    frame.contentWindow!.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('unhandledrejection', onRejection);
    frame.remove();
    expect(unhandled, 'unhandled rejections').to.deep.equal([]);
  });

  const height = (el: Element): number => el.getBoundingClientRect().height;

  it('a card keeps its look in an iframe and back, and a part that loads there adopts its styles', async () => {
    const card = await fixture<PokerCard>(html`<poker-card card="As" style="width: 72px"></poker-card>`);
    const home = card.parentElement!;
    const before = height(card);
    expect(before).to.be.within(95, 106);
    const other = frame.contentDocument!;
    other.body.append(other.adoptNode(card));
    await card.updateComplete;
    expect(height(card)).to.be.within(95, 106);
    // The placeholder for text that is not a card is a part fetched on first use: here, in the iframe.
    card.card = 'zz';
    await card.updateComplete;
    expect(card.shadowRoot!.querySelector('[part~="placeholder"]')).to.exist;
    expect(height(card)).to.be.within(95, 106);
    home.append(document.adoptNode(card));
    await card.updateComplete;
    expect(height(card)).to.be.within(95, 106);
    expect(card.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it('a table lays out as a table after a trip to an iframe', async () => {
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 100; Ben 100"></poker-table>`);
    const home = el.parentElement!;
    const display = (): string => getComputedStyle(el.shadowRoot!.querySelector('[part~="table"]') ?? el).display;
    const before = [display(), el.shadowRoot!.adoptedStyleSheets.length];
    frame.contentDocument!.body.append(frame.contentDocument!.adoptNode(el));
    await el.updateComplete;
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(before[1]);
    home.append(document.adoptNode(el));
    await el.updateComplete;
    expect([display(), el.shadowRoot!.adoptedStyleSheets.length]).to.deep.equal(before);
  });
});

describe('the cash table after a move', () => {
  it('C5: the clock ring ticks again after the table is moved with append during the reader’s turn', async () => {
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table blinds="5/10" buy-in="400-1000" players="Ben reasonable 1000" clock="10" bot-delay="0" between-hands="1000" seed="cash-3" .timerClock=${clock}></poker-cash-table>`,
    );
    const root = el.shadowRoot!;
    const click = async (label: string): Promise<void> => {
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(label) && !b.disabled)!;
      button.click();
      await el.updateComplete;
    };
    await click('Seat');
    const field = root.querySelector<HTMLInputElement>('#cash-buy-in')!;
    field.value = '500';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await click('Take seat');
    for (let i = 0; i < 20 && el.table?.hand?.toAct !== 'you'; i++) {
      clock.increment(1000);
      await el.updateComplete;
    }
    expect(el.table?.hand?.toAct).to.equal('you');
    const elsewhere = await fixture<HTMLDivElement>(html`<div></div>`);
    elsewhere.append(el);
    let redraws = 0;
    const request = el.requestUpdate.bind(el);
    el.requestUpdate = (...args: Parameters<typeof request>) => {
      redraws++;
      request(...args);
    };
    // The ring redraws once a real second while it runs.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(redraws).to.be.greaterThan(0);
  });
});
