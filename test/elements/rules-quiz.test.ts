import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/rules-quiz.js';
import { ruleCases } from '../../src/core/quiz/index.js';
import type { RulesQuiz } from '../../src/elements/rules-quiz/rules-quiz.js';
import type { RulesQuizAnswerDetail } from '../../src/events.js';
import { until } from '../support/wait.js';

const root = (el: RulesQuiz): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const feedback = (el: RulesQuiz): string => text(root(el).querySelector('[role="status"]'));
const prompt = (el: RulesQuiz): string => text(root(el).querySelector('legend'));

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A quiz with its first question on screen (the part that answers it fetched). */
async function quiz(template: ReturnType<typeof html>): Promise<RulesQuiz> {
  const el = await fixture<RulesQuiz>(template);
  await until(() => root(el).querySelector('form'));
  await el.updateComplete;
  return el;
}

describe('<rules-quiz>', () => {
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('T12: plays with the keyboard alone — arrows pick “only fold or call”, Enter answers, the verdict is read out, Enter goes on', async () => {
    const el = await quiz(html`<rules-quiz rules="T12"></rules-quiz>`);
    const first = ruleCases(['T12'])[0]!;
    expect(first.answer).to.equal('fold-call');
    expect(prompt(el)).to.equal('What may Anna do now?');
    const answers: RulesQuizAnswerDetail[] = [];
    el.addEventListener('rules-quiz-answer', (event) => answers.push(event.detail));

    await sendKeys({ press: 'Tab' });
    expect((deepActive() as HTMLInputElement).value).to.equal('fold-check-bet');
    // Arrow keys move through the radio group: the fourth choice is “Only fold or call”.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect((deepActive() as HTMLInputElement).value).to.equal('fold-call');
    await sendKeys({ press: 'Tab' });
    expect(text(deepActive())).to.equal('Answer');
    await sendKeys({ press: 'Enter' });
    await until(() => answers.length === 1);

    expect(feedback(el)).to.contain('Right.');
    expect(feedback(el)).to.contain('less than a full raise of');
    expect(feedback(el)).to.contain('(Rule T12)');
    expect(answers[0]).to.include({
      kind: 'short-all-in',
      ruleId: 'T12',
      question: 'T12-1',
      answer: 'fold-call',
      expected: 'fold-call',
      correct: true,
    });
    expect(answers[0]!.score).to.deep.equal({ right: 1, asked: 1, streak: 1, level: 0 });
    expect(text(root(el).querySelector('[part~="score"]'))).to.contain('1 of 1 right');
    // Focus waits on “Next question”; Enter asks the second case.
    expect(text(deepActive())).to.equal('Next question');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(feedback(el)).to.equal('');
    expect(deepActive()?.tagName).to.equal('INPUT');
    expect(el.question).to.include({ kind: 'short-all-in' });
  });

  it('T11: a typed amount is judged against core’s minimum raise; a wrong one says the answer and resets the streak', async () => {
    const el = await quiz(html`<rules-quiz rules="T11"></rules-quiz>`);
    const expected = (el.question!.answer as Record<string, number>).to!;
    expect(expected).to.equal(ruleCases(['T11'])[0]!.reasons[0]!.params.minTo);
    const input = root(el).querySelector<HTMLInputElement>('input[data-field="to"]')!;
    input.focus();
    await sendKeys({ type: String(expected - 1) });
    const answered = oneEvent(el, 'rules-quiz-answer');
    await sendKeys({ press: 'Enter' });
    const { detail } = await answered;
    expect(detail).to.include({ correct: false, ruleId: 'T11' });
    expect(detail.answer).to.deep.equal({ to: expected - 1 });
    expect(feedback(el)).to.contain(`Not quite. The answer: Total ${expected.toLocaleString('en')}.`);
    expect(el.score.streak).to.equal(0);
  });

  it('asks for an answer before judging: an empty field is not a wrong answer', async () => {
    const el = await quiz(html`<rules-quiz rules="T11"></rules-quiz>`);
    root(el).querySelector<HTMLButtonElement>('.submit')!.click();
    await el.updateComplete;
    expect(text(root(el).querySelector('.hint'))).to.equal('Choose or type an answer first.');
    expect(el.score.asked).to.equal(0);
  });

  it('the screen reader’s view: a group named by the question, its choices by their labels, and the explanation in a polite live region', async () => {
    const el = await quiz(html`<rules-quiz rules="T17"></rules-quiz>`);
    // A fieldset is a group named by its legend; a radio inside a label is named by the label's text.
    const group = root(el).querySelector('fieldset')!;
    expect(text(group.querySelector(':scope > legend'))).to.equal('Who wins the pot?');
    const radios = [...group.querySelectorAll('input[type="radio"]')].map((radio) => text(radio.closest('label')));
    const names = el.question!.options.filter((o) => o !== 'split').map((o) => o.charAt(0).toUpperCase() + o.slice(1));
    expect(radios).to.deep.equal([...names, 'A split pot']);
    // The spot speaks too: the board and every seat's cards have names.
    expect(root(el).querySelector('[part~="board"]')!.getAttribute('aria-label')).to.match(/^Board: /);
    const status = root(el).querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).to.equal('polite');
    root(el)
      .querySelector<HTMLInputElement>(`input[value="${el.question!.answer as string}"]`)!
      .click();
    root(el).querySelector<HTMLButtonElement>('.submit')!.click();
    await el.updateComplete;
    // The live region was there before and now holds the verdict and the reasons.
    expect(root(el).querySelector('[role="status"]')).to.equal(status);
    expect(text(status)).to.match(/^Right\. .+ \(Rule T17\)$/);
    // T17: the winner's five cards, as they read.
    const best = (el.question!.reasons[0]!.params.bestFive as string[]).map(
      (card) => `${card[0] === 'T' ? '10' : card[0]}${{ s: '♠', h: '♥', d: '♦', c: '♣' }[card[1] as 's']}`,
    );
    expect(text(status)).to.contain(best.join(' '));
    await expect(el).to.be.accessible();
  });

  it('is accessible before and after answering, also with a table between hands and a Potsdam game', async () => {
    for (const rules of ['T18', 'C3', 'P4']) {
      const el = await quiz(html`<rules-quiz rules=${rules}></rules-quiz>`);
      await expect(el).to.be.accessible();
      el.answer(el.question!.answer);
      await el.updateComplete;
      await expect(el).to.be.accessible();
    }
  });

  it('a share link reopens the question and the answer given', async () => {
    const el = await quiz(html`<rules-quiz seed="7" rules="T14"></rules-quiz>`);
    const question = el.question!;
    el.answer({ to: 1 });
    await el.updateComplete;
    const link = el.shareLink!;
    expect(link).to.match(/#rules-quiz=pot-limit-max\.\d+\.0~a%3Ato%3A1$/);
    expect(root(el).querySelector<HTMLAnchorElement>('[part~="share"]')!.href).to.equal(link);
    history.replaceState(null, '', new URL(link).hash);
    const again = await quiz(html`<rules-quiz></rules-quiz>`);
    expect(again.question!.spot).to.deep.equal(question.spot);
    expect(again.question!.answer).to.deep.equal(question.answer);
    expect(feedback(again)).to.contain('Not quite.');
  });

  it('a page writes its own question in HTML; core answers it (T18: 001’s Anna all-in 20, Ben and Carla 50)', async () => {
    const spot = {
      game: 'hand',
      input: {
        structure: 'no-limit',
        blinds: { small: 5, big: 10 },
        seats: [
          { id: 'anna', name: 'Anna', stack: 20 },
          { id: 'ben', name: 'Ben', stack: 50 },
          { id: 'carla', name: 'Carla', stack: 50 },
        ],
        button: 'carla',
        autoShowdown: true,
        holeCards: { anna: ['As', 'Ad'], ben: ['Ks', 'Kd'], carla: ['7c', '2d'] },
        board: ['Qh', '9d', '4c', '3s', '8h'],
      },
      events: [
        { type: 'ACT', seat: 'carla', action: 'all-in' },
        { type: 'ACT', seat: 'anna', action: 'all-in' },
        { type: 'ACT', seat: 'ben', action: 'all-in' },
      ],
    };
    const el = await quiz(
      html`<rules-quiz><script type="application/json">${JSON.stringify({ kind: 'pots', spot })}</script></rules-quiz>`,
    );
    expect(el.question!.answer).to.deep.equal({ anna: 60, ben: 60, carla: 0 });
    expect(text(root(el).querySelector('[part~="pots"]'))).to.contain('60');
  });

  it('bad input: an unknown rule ID is an inline message and an error event, never a throw', async () => {
    const el = document.createElement('rules-quiz');
    const failed = oneEvent(el, 'error');
    el.setAttribute('rules', 'T99');
    document.body.append(el);
    const { detail } = await failed;
    expect(detail).to.include({ code: 'unknown-rule', text: 'T99' });
    expect(text(root(el).querySelector('[role="alert"]'))).to.equal('No question asks the rule “T99”.');
    el.remove();
  });

  it('speaks German: the question, the choices and the explanation', async () => {
    const el = await quiz(html`<rules-quiz lang="de" rules="T12"></rules-quiz>`);
    await until(() => prompt(el) === 'Was darf Anna jetzt tun?');
    el.answer('fold-call');
    await el.updateComplete;
    expect(feedback(el)).to.contain('Richtig.');
    expect(feedback(el)).to.contain('ein kurzes All-in öffnet die Setzrunde nicht wieder');
    expect(feedback(el)).to.contain('(Regel T12)');
  });
});
