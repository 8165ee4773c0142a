import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerActionDetail, PokerViolationDetail } from '../../src/events.js';
import { registerTranslation, tableEn, type HoldemTranslation, type TableLogLine } from '../../src/i18n/index.js';
import type { Refusal } from '../../src/core/rule-violation.js';

/**
 * A third language registered by the page (T6, T7 refusals; the hand history; the
 * explanations): a small French translation. Core speaks in codes and parameters, so the
 * page words refusals, notes and log lines in French; a term French does not define falls
 * back to English, term by term.
 */
const numbersFr = new Intl.NumberFormat('fr');
const f = (amount: number): string => numbersFr.format(amount);

const fr: Partial<HoldemTranslation> & { $code: string; $name: string; $dir: 'ltr' } = {
  $code: 'wa',
  $name: 'Walon',
  $dir: 'ltr',
  refusal: (refusal: Refusal, name = (seat: string) => seat): string => {
    const p = refusal.params as Record<string, unknown>;
    switch (refusal.code) {
      case 'not-your-turn':
        return `C’est à ${name(String(p.seatToAct))} de jouer, pas à ${name(String(p.seat))}.`;
      case 'check-not-allowed':
        return `Impossible de checker : il y a ${f(Number(p.amountToCall))} à suivre.`;
      default:
        return `Interdit (${refusal.ruleId}).`;
    }
  },
  logLine: (line: TableLogLine): string => {
    if (line.kind === 'action' && line.action === 'call') return `${line.name} suit ${f(line.amount)}`;
    if (line.kind === 'action' && line.action === 'fold') return `${line.name} se couche`;
    if (line.kind === 'blind')
      return `${line.name} poste ${line.blind === 'small' ? 'la petite blinde' : 'la grosse blinde'}, ${f(line.amount)}`;
    return tableEn.logLine(line);
  },
  explanationTitle: 'Pourquoi',
  refusedTitle: 'Refusé',
};

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (el: PokerTable, selector: string): Element[] => [...root(el).querySelectorAll(selector)];
const logLines = (el: PokerTable): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const notes = (el: PokerTable): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');

describe('<poker-table> in a language the page registers (French)', () => {
  before(() => registerTranslation(fr as never));

  it('T6, T7: refusals, the history and the explanation title in French; terms French lacks in English', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        lang="wa"
        blinds="50/100"
        seats="Anna 2000; Ben 2000"
        button="Ben"
        hole-cards="Anna: As Kd; Ben: Qh Qc"
        board="Ks 7h 2c 4d Jc"
      ></poker-table>`,
    );
    // The blinds in the French history (T3).
    expect(logLines(el)).to.include.members(['Ben poste la petite blinde, 50', 'Anna poste la grosse blinde, 100']);
    expect(text(root(el).querySelector('#why-title'))).to.equal('Pourquoi');

    // A refusal (T6), worded in French from its code and parameters, with the seats' names.
    const actor = (await el.loadActor())!;
    setTimeout(() => actor.send({ type: 'ACT', seat: 'Anna', action: 'check' }));
    const violation = (await oneEvent(el, 'poker-violation')) as CustomEvent<PokerViolationDetail>;
    expect(violation.detail).to.include({ code: 'not-your-turn', ruleId: 'T6', message: 'C’est à Ben de jouer, pas à Anna.' });
    await el.updateComplete;
    expect(notes(el)).to.contain('C’est à Ben de jouer, pas à Anna.').and.contain('T6');

    // Ben calls: the history line in French; then Anna may not check facing nothing? She may: she checks (English button label: no French term).
    actor.send({ type: 'ACT', seat: 'Ben', action: 'call' });
    await el.updateComplete;
    expect(logLines(el)).to.include('Ben suit 50');
    const labels = all(el, '[part~="action-bar"] button[part~="action"]').map((b) => text(b));
    expect(labels[0], 'a term French does not define falls back to English').to.match(/^(Fold|Check)/);

    // A second refusal after the flop (T7): checking facing a bet.
    actor.send({ type: 'ACT', seat: 'Anna', action: 'check' });
    actor.send({ type: 'ACT', seat: 'Anna', action: 'bet', to: 300 });
    setTimeout(() => actor.send({ type: 'ACT', seat: 'Ben', action: 'check' }));
    const second = (await oneEvent(el, 'poker-violation')) as CustomEvent<PokerViolationDetail>;
    expect(second.detail.message).to.equal('Impossible de checker : il y a 300 à suivre.');
  });

  it('a refusal code the French translation does not know is still said, by its rule', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table lang="wa" blinds="50/100" seats="Anna 2000; Ben 2000" button="Ben"></poker-table>`,
    );
    const actor = (await el.loadActor())!;
    setTimeout(() => actor.send({ type: 'ACT', seat: 'Ben', action: 'raise', to: 150 }));
    const violation = (await oneEvent(el, 'poker-violation')) as CustomEvent<PokerViolationDetail>;
    expect(violation.detail).to.include({ code: 'raise-below-minimum', ruleId: 'T11', message: 'Interdit (T11).' });
  });

  it('German: an action taken while the German words are on their way is told once they are there, in German', async () => {
    const el = document.createElement('poker-table');
    for (const [name, value] of Object.entries({ lang: 'de', blinds: '50/100', seats: 'Anna 2000; Ben 2000', button: 'Ben' }))
      el.setAttribute(name, value);
    const actions: PokerActionDetail[] = [];
    el.addEventListener('poker-action', (event) => actions.push(event.detail));
    const holder = await fixture(html`<div></div>`);
    holder.append(el);
    // The first render deals the hand (in English: the German words are still on their way); the reader calls at once.
    const call = (): HTMLButtonElement | undefined =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="action-bar"] button')].find((b) => b.textContent!.includes('50'));
    for (let wait = 0; !call() && wait < 100; wait++) await Promise.resolve();
    call()!.click();
    await el.updateComplete;
    expect(actions.map((action) => action.text)).to.deep.equal(['Ben geht mit, 50']);
    expect(text(root(el).querySelector('#why-title'))).to.equal('Warum');
  });
});
