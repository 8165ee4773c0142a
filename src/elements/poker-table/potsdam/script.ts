/**
 * The `script` of a Potsdam table: one move per step, a seat and what they do, separated by
 * semicolons. Betting as on the Hold'em table (`Anna calls; Ben raises to 30`), and
 *
 *   `Ben exchanges 7h for Kd` (P3, one for one)   `Ben exchanges all` (all five)
 *   `Ben passes` (P3 none; P6 (2) does not end)    `Carla buys` (P4)
 *   `Carla takes fresh` / `Carla keeps laid-down` (P4, which set joins)
 *   `Anna ends` (P6 (2))                           `Anna shows` / `Anna mucks` (T16)
 *
 * A step becomes its event when it is taken (`exchanges all` names the cards held then).
 *
 * @internal
 */
import { parseCard, type Card } from '../../../core/cards.js';
import type { PotsdamEvent, PotsdamState } from '../../../core/potsdam/types.js';
import { entriesOf, readChips } from '../../shared/table/internal/read-input.js';

/** One step of the script: what the author wrote and the event it sends in the game as it stands. */
export interface PotsdamScriptStep {
  text: string;
  event: (state: PotsdamState) => PotsdamEvent;
}

const fixed = (event: PotsdamEvent) => (): PotsdamEvent => event;

const cardsIn = (text: string): Card[] | null => {
  try {
    return text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((card) => parseCard(card));
  } catch {
    return null;
  }
};

/** Reads the script up to the first step it cannot read: the steps, and that step's number and text. */
export function readPotsdamScript(
  value: string,
  seats: readonly string[],
): { steps: PotsdamScriptStep[]; problem: { step: number; text: string } | null } {
  const steps: PotsdamScriptStep[] = [];
  const byLength = [...seats].sort((a, b) => b.length - a.length);
  const entries = entriesOf(value);
  for (let index = 0; index < entries.length; index++) {
    const text = entries[index] as string;
    const lower = text.toLocaleLowerCase();
    const seat = byLength.find((name) => lower.startsWith(name.toLocaleLowerCase()) && /^($|[\s:,])/.test(text.slice(name.length)));
    const problem = { steps, problem: { step: index + 1, text } };
    if (!seat) return problem;
    const rest = text.slice(seat.length).replace(/^[\s:,]+/, '');
    const words = rest.toLocaleLowerCase().replace(/all[\s_-]*in/g, 'allin');
    const verb = words.split(/\s+/)[0] ?? '';
    let step: PotsdamScriptStep['event'] | null = null;
    if (/^(allin|shoves?)$/.test(verb)) step = fixed({ type: 'ACT', seat, action: 'all-in' });
    else if (/^folds?$/.test(verb)) step = fixed({ type: 'ACT', seat, action: 'fold' });
    else if (/^checks?$/.test(verb)) step = fixed({ type: 'ACT', seat, action: 'check' });
    else if (/^calls?$/.test(verb)) step = fixed({ type: 'ACT', seat, action: 'call' });
    else if (/^(bets?|raises?)$/.test(verb)) {
      const amount = rest.match(/\d[\d.,]*/)?.[0];
      const chips = amount === undefined ? null : readChips(amount);
      if (!chips || !('value' in chips)) return problem;
      step = fixed({ type: 'ACT', seat, action: verb.startsWith('bet') ? 'bet' : 'raise', to: chips.value });
    } else if (/^(passes|pass)$/.test(verb)) step = fixed({ type: 'PASS', seat });
    else if (/^buys?$/.test(verb)) step = fixed({ type: 'BUY', seat });
    else if (/^ends?$/.test(verb)) step = fixed({ type: 'END', seat });
    else if (/^shows?$/.test(verb)) step = fixed({ type: 'SHOW', seat });
    else if (/^mucks?$/.test(verb)) step = fixed({ type: 'MUCK', seat });
    else if (/^(takes|keeps|chooses)$/.test(verb)) {
      if (/fresh/.test(words)) step = fixed({ type: 'CHOOSE', seat, set: 'fresh' });
      else if (/laid/.test(words)) step = fixed({ type: 'CHOOSE', seat, set: 'laid-down' });
    } else if (/^exchanges?$/.test(verb)) {
      if (/^exchanges?\s+all\b/.test(words)) {
        step = (state) => ({ type: 'EXCHANGE', seat, give: state.holeCards[seat] ?? [], take: state.community.slice() });
      } else {
        const [give, take] = rest.replace(/^\S+\s+/, '').split(/\s+for\s+/i);
        const giveCards = give === undefined ? null : cardsIn(give);
        const takeCards = take === undefined ? null : cardsIn(take);
        if (giveCards && takeCards) step = fixed({ type: 'EXCHANGE', seat, give: giveCards, take: takeCards });
      }
    }
    if (!step) return problem;
    steps.push({ text, event: step });
  }
  return { steps, problem: null };
}
