/**
 * Every language the same way: French and Spanish pages show no English word in any element
 * (the rendered text and accessible names, shadow DOM included); a small language the kit does
 * not ship, registered from this file alone, speaks in every element; a right-to-left language
 * lays the elements out mirrored.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/hand-ranker.js';
import '../../src/define/pot-calculator.js';
import '../../src/define/poker-table.js';
import '../../src/define/poker-card.js';
import '../../src/define/poker-cash-table.js';
import '../../src/define/equity-calculator.js';
import '../../src/define/rules-quiz.js';
import { registerLanguage } from '../../src/i18n/index.js';

interface Updating extends HTMLElement {
  updateComplete: Promise<unknown>;
}

/** Waits until every kit element below `root` has rendered with its words (they are fetched on use). */
async function settled(root: Element): Promise<void> {
  for (let round = 0; round < 6; round++) {
    const elements = [...root.querySelectorAll('*')].filter((el): el is Updating => el.localName.includes('-')) as Updating[];
    await Promise.all(elements.map((el) => el.updateComplete));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a reader sees or hears: text nodes and accessible names, through every shadow root. */
function readerText(node: Node, out: string[] = []): string[] {
  if (node instanceof Text) out.push(node.data);
  if (node instanceof Element) {
    if (node.localName === 'style' || node.localName === 'script') return out;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = node.getAttribute(name);
      if (value) out.push(value);
    }
    if (node.shadowRoot) readerText(node.shadowRoot, out);
  }
  for (const child of node.childNodes) readerText(child, out);
  return out;
}

/** English words a French or Spanish reader must not see (words both languages share, such as `pot` or `table`, are not listed). */
const ENGLISH = new Set(
  'the and of with wins win fold folds call calls raise raises bet bets check checks board hands hand winner split player players seat seats chips next back restart why allowed small big blind blinds dealer button history your you sit leave waiting side pair kings queen jack ace king hearts spades clubs diamonds card cards to is for at not'.split(
    ' ',
  ),
);

const every = (lang: string) => html`<div lang=${lang}>
  <hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>
  <pot-calculator players="Anna 20 all-in 9s 9c; Ben 50 Qs Qd; Carla 50 Js Jd" board="Kh 9d 7c 4s 2h" button="Carla"></pot-calculator>
  <poker-table
    blinds="50/100"
    seats="Anna 5000; Ben 700; Carla 5000"
    button="Carla"
    hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d"
    board="Ks 7h 2c 4d Jc"
    script=${lang === 'fr' ? 'Carla suit; Anna suit; Ben checke; Anna mise 500; Ben fait tapis' : 'Carla iguala; Anna iguala; Ben pasa; Anna apuesta 500; Ben va all-in'}
  ></poker-table>
  <poker-table variant="potsdam" blinds="10/20" seats="Anna 1000; Ben 1000" button="Ben" seed="7"></poker-table>
  <poker-card card="Qs"></poker-card>
  <equity-calculator hands="Anna: Ac Kd; Ben: 9s 9h"></equity-calculator>
  <poker-cash-table blinds="5/10" table-size="6" buy-in="400-1000" players="Ben reasonable 1000; Carla passive 800" clock="off"></poker-cash-table>
  <rules-quiz rules="T11"></rules-quiz>
</div>`;

for (const lang of ['fr', 'es']) {
  describe(`a page in ${lang}: every element in ${lang}`, () => {
    it(`shows no English word in any element, the script read in ${lang}`, async () => {
      const page = await fixture<HTMLDivElement>(every(lang));
      await settled(page);
      const words = readerText(page)
        .join(' ')
        .split(/[^\p{L}]+/u)
        .map((word) => word.toLowerCase());
      const english = [...new Set(words.filter((word) => ENGLISH.has(word)))];
      expect(english, `English words on the ${lang} page`).to.deep.equal([]);
      // The tables' words are there, not only the absence of English (T7, T18).
      const text = words.join(' ');
      if (lang === 'fr') expect(text).to.contain('pot principal').and.contain('tableau').and.contain('suit');
      else expect(text).to.contain('bote principal').and.contain('iguala').and.contain('ciega');
      const table = page.querySelectorAll('poker-table')[0]!;
      expect(table.shadowRoot!.querySelector('[role="alert"]'), 'the script reads').to.equal(null);
    });
  });
}

describe('a language the kit does not ship, from this file alone', () => {
  before(() =>
    registerLanguage({
      code: 'qaa',
      name: 'Testish',
      dir: 'ltr',
      words: {
        // Given at once, and fetched on use: both ways work.
        cards: { terms: { cardName: ([rank, suit]) => `QAA-${rank}${suit}` } },
        hand: async () => ({ terms: { winner: 'QAA-winner', board: 'QAA-board' } }),
        pots: async () => ({ terms: { potName: (index) => `QAA-pot-${index}` } }),
        potWords: async () => ({ terms: { potName: (index) => `QAA-pot-${index}` } }),
        table: async () => ({ terms: { fold: 'QAA-fold', tableLabel: 'QAA-table' }, refusals: {} }),
        cash: async () => ({ terms: { cashGame: 'QAA-cash' } }),
        equity: async () => ({ terms: { equityLabel: 'QAA-equity' } }),
        potsdam: async () => ({ potsdam: { gameName: 'QAA-potsdam' } }),
        quiz: async () => ({ terms: { quizLabel: 'QAA-quiz' } }),
        script: { scriptVerbs: { call: ['qcalls'] } },
      },
    }),
  );

  it('its words show in every element, English for the terms it lacks; its script verbs read', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="qaa">
      <hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>
      <pot-calculator players="Anna 20 all-in 9s 9c; Ben 50 Qs Qd" board="Kh 9d 7c 4s 2h" button="Ben"></pot-calculator>
      <poker-table blinds="50/100" seats="Anna 2000; Ben 2000" button="Ben" script="Ben qcalls"></poker-table>
      <poker-table variant="potsdam" blinds="10/20" seats="Anna 1000; Ben 1000" button="Ben"></poker-table>
      <poker-card card="Qs"></poker-card>
      <equity-calculator hands="Anna: Ac Kd; Ben: 9s 9h"></equity-calculator>
      <poker-cash-table blinds="5/10" players="Ben reasonable 1000" clock="off"></poker-cash-table>
      <rules-quiz rules="T11"></rules-quiz>
    </div>`);
    await settled(page);
    const text = (selector: string): string => readerText(page.querySelector(selector)!).join(' ');
    expect(text('hand-ranker')).to.contain('QAA-winner').and.contain('QAA-Kh').and.contain('Hands');
    expect(text('pot-calculator')).to.contain('QAA-pot-0');
    // The script step in its verb was read: one step, worded in English (the language has no scriptStep).
    expect(text('poker-table')).to.contain('QAA-table').and.contain('Next: Ben calls').and.contain('Step 0 of 1');
    expect(text('poker-table[variant="potsdam"]')).to.contain('QAA-potsdam');
    expect(text('poker-card')).to.contain('QAA-Qs');
    expect(text('equity-calculator')).to.contain('QAA-equity').and.contain('QAA-board');
    expect(text('poker-cash-table')).to.contain('QAA-cash');
    expect(text('rules-quiz')).to.contain('QAA-quiz').and.contain('0 of 0 right');
  });
});

describe('right to left', () => {
  before(() =>
    registerLanguage({
      code: 'qab',
      name: 'Mirrorish',
      dir: 'rtl',
      words: { hand: { terms: { winner: 'ⵣ-winner', board: 'ⵣ-board' } }, table: { terms: { fold: 'ⵣ-fold' } } },
    }),
  );

  /** The left edges of the board's cards, in the order of the board. */
  const cardEdges = (ranker: Element): number[] =>
    [...ranker.shadowRoot!.querySelectorAll('[part~="board"] [part~="card"]')].map((card) => card.getBoundingClientRect().left);

  it('lays a ranker and a table out mirrored under dir="rtl", the cards still readable', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <div lang="qab" dir="ltr"><hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd"></hand-ranker></div>
      <div lang="qab" dir="rtl"><hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd"></hand-ranker></div>
      <div lang="qab" dir="rtl"><poker-table blinds="50/100" seats="Anna 2000; Ben 2000" button="Ben"></poker-table></div>
    </div>`);
    await settled(page);
    const [ltr, rtl] = [...page.querySelectorAll('hand-ranker')] as HTMLElement[];
    const ltrEdges = cardEdges(ltr!);
    const rtlEdges = cardEdges(rtl!);
    expect(ltrEdges).to.have.length(5);
    // The board runs left to right in one, right to left in the other (logical layout), mirrored about the element's middle.
    expect(ltrEdges[0]).to.be.below(ltrEdges[4]!);
    expect(rtlEdges[0]).to.be.above(rtlEdges[4]!);
    const middle = (el: HTMLElement): number => el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2;
    const width = ltr!.shadowRoot!.querySelector('[part~="board"] [part~="card"]')!.getBoundingClientRect().width;
    for (let i = 0; i < 5; i++)
      expect(Math.abs(middle(ltr!) - ltrEdges[i]! - (rtlEdges[i]! + width - middle(rtl!)))).to.be.below(2, `card ${i + 1} mirrored`);
    // A card's face is not mirrored: its rank still reads K (text runs left to right inside it).
    const king = rtl!.shadowRoot!.querySelector('[part~="board"] [part~="card"]')!;
    expect(getComputedStyle(king).direction).to.equal('rtl');
    expect(readerText(king).join(' ')).to.contain('K');
    // The table's action bar mirrors too: its first button sits right of its last.
    const table = page.querySelector('poker-table')!;
    const buttons = [...table.shadowRoot!.querySelectorAll('[part~="action-bar"] button[part~="action"]')].map((b) =>
      b.getBoundingClientRect(),
    );
    expect(buttons.length).to.be.at.least(2);
    expect(buttons[0]!.left).to.be.above(buttons[buttons.length - 1]!.left);
    expect(readerText(table).join(' ')).to.contain('ⵣ-fold');
    await expect(rtl).to.be.accessible();
  });
});
