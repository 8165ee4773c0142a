/**
 * English terms of the poker tables: the hand history worded from the hand machine's
 * structured log entries, the explanations with their rule IDs, the action bar, the step
 * controls and the error messages. Registered on their own by the tables (as the pot terms
 * are by `<pot-calculator>`), so a page without a table loads none of them; another language's
 * (`<code>/table.ts`) are fetched when a table first shows that language, the English words of bad
 * input (`table-errors-en.ts`) when a table first has a problem to tell.
 */
import type { Translation } from '@shoelace-style/localize';
import type { ActionType } from '../core/betting.js';
import { amountText, currentAmountUnit } from './amount-unit.js';
import { handTitleEn } from './hand-title-en.js';
import { potWordsEn } from './pot-words-en.js';
import { refusalEn } from './refusals.js';
import { termsRegistration } from './registry.js';
import type { TableErrorTerm } from './table-errors-en.js';
import type { TableLogLine, TableNote, TableOption, TableTerms } from './translation.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const fEn = (amount: number): string => amountText('en', numbersEn, amount);
const andEn = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const orEn = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });
export const capEn = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const possEn = (name: string): string => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

const RULES_EN: Record<string, string> = {
  T1: 'deck and notation',
  T2: 'the button',
  T3: 'blinds; heads-up the button posts the small blind',
  T4: 'blinds are live; the big blind’s option',
  T5: 'dealing and burn cards',
  T6: 'order of action and end of a betting round',
  T7: 'fold, check, call, bet, raise',
  T8: 'table stakes',
  T9: 'all-in',
  T10: 'uncalled chips go back',
  T11: 'no-limit bet and raise sizes',
  T12: 'a short all-in does not reopen the betting (TDA 47)',
  T13: 'short all-ins add up',
  T14: 'pot-limit maximum',
  T15: 'fixed-limit sizes and the cap',
  T16: 'showdown order',
  T17: 'hand values',
  T18: 'main and side pots',
  T19: 'odd chips',
  T20: 'uncontested pot',
  C1: 'tables of 2 to 10 seats',
  C2: 'when a hand starts',
  C3: 'a newcomer’s big blind',
  C4: 'sitting out',
  C5: 'the action clock',
  C6: 'a void hand',
  C7: 'the waiting list',
};

export { ruleRef } from './rule-ref.js';
import { ruleRef } from './rule-ref.js';

function logLineEn(line: TableLogLine): string {
  switch (line.kind) {
    case 'ante':
      return `${line.name} posts an ante of ${fEn(line.amount)}${line.allIn ? ' and is all-in' : ''}`;
    case 'blind': {
      const what = line.blind === 'small' ? 'the small blind' : line.blind === 'big' ? 'the big blind' : 'a big blind to be dealt in';
      return `${line.name} posts ${what}, ${fEn(line.amount)}${line.allIn ? ', and is all-in' : ''}`;
    }
    case 'deal-hole-cards':
      return 'Two hole cards to each player';
    case 'deal-board':
      return `${streetEn(line.street)}: ${line.cards}`;
    case 'action': {
      const tail = line.allIn && line.action !== 'all-in' ? ' and is all-in' : '';
      switch (line.action) {
        case 'fold':
          return `${line.name} folds`;
        case 'check':
          return `${line.name} checks`;
        case 'call':
          return `${line.name} calls ${fEn(line.amount)}${tail}`;
        case 'bet':
          return `${line.name} bets ${fEn(line.to)}${tail}`;
        case 'raise':
          return `${line.name} raises to ${fEn(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} goes all-in for ${fEn(line.to)}`
            : `${line.name} goes all-in: ${fEn(line.amount)} more, ${fEn(line.to)} in all`;
      }
    }
    case 'uncalled-returned':
      return potWordsEn.returnedChips(line.name, line.amount);
    case 'run-out':
      return 'No more betting: the rest of the board is dealt';
    case 'face-up':
      return 'Every hand is turned face up';
    case 'show':
      return `${line.name} shows ${line.cards}${line.hand ? `: ${handTitleEn(line.hand)}` : ''}`;
    case 'muck':
      return `${line.name} mucks`;
    case 'uncontested':
      return `Everyone else folded: ${line.name} wins without showing`;
    case 'award':
      return `${potWordsEn.potName(line.potIndex)} (${fEn(line.amount)}): ${
        line.mucked.length > 0
          ? `${andEn.format(line.award.winners)} wins it; ${andEn.format(line.mucked)} ${line.mucked.length === 1 ? 'mucks' : 'muck'}`
          : potWordsEn.potAward(line.award)
      }`;
    case 'void':
      return 'The hand is void: every chip goes back to who bet it';
  }
}

const streetEn = (street: string): string => capEn(street);

function noteEn(note: TableNote): string {
  switch (note.kind) {
    case 'heads-up':
      return `Heads-up: ${note.name} has the button, posts the small blind and acts first before the flop, last after it.`;
    case 'blind-all-in':
      return `${note.name} cannot cover the blind and is all-in for less; the amount to call is still the full big blind.`;
    case 'newcomer-blind':
      return `${note.name} is new at the table and posts a big blind to be dealt in at once; it is live like the big blind.`;
    case 'bb-option':
      return `Nobody raised: the blinds are live, so ${possEn(note.name)} big blind already counts as a call. ${note.name} may check or raise.`;
    case 'short-all-in':
      if (note.next?.reopened)
        return `${possEn(note.name)} all-in to ${fEn(note.to)} is less than a full raise on its own, but since ${note.next.name} last acted the bet has gone up by at least a full raise: ${note.next.name} may raise again.`;
      if (note.next)
        return `${possEn(note.name)} all-in to ${fEn(note.to)} is less than a full raise: it does not reopen the betting for players who have already acted, so ${note.next.name} may only call or fold.`;
      return `${possEn(note.name)} all-in to ${fEn(note.to)} is less than a full raise: on its own it does not reopen the betting for players who have already acted.`;
    case 'not-reopened':
      return `${possEn(note.aggressor)} all-in is less than a full raise, so ${note.name} may only call or fold.`;
    case 'house-rule':
      return note.rule === 'treat-as-call'
        ? `House rule: ${possEn(note.name)} raise below the minimum counts as a call.`
        : `House rule: ${possEn(note.name)} raise below the minimum is made up to the minimum.`;
    case 'uncalled':
      return `Nobody matched the last ${fEn(note.amount)} of ${possEn(note.name)} bet: those chips go back to ${note.name}.`;
    case 'run-out':
      return 'At most one player still in can bet: no more betting, the rest of the board is dealt at once.';
    case 'side-pot':
      return `${potWordsEn.potName(note.potIndex)} forms: only ${andEn.format(note.names)} can win it. A player all-in wins from each opponent at most what they put in themselves.`;
    case 'face-up':
      return 'Tournament rule: a player is all-in and the betting is closed, so every hand is turned face up and nobody mucks.';
    case 'shows-first':
      return `${note.name} shows first: the last player to bet or raise on the river, or if nobody did, the first player left of the button. Losers may muck.`;
    case 'uncontested':
      return `Everyone else folded: ${note.name} wins the pot at once, without showing, and no more cards are dealt.`;
    case 'odd-chip':
      return `${potWordsEn.potName(note.potIndex)} does not split evenly: the odd chip goes to ${note.name}, the first of the winners clockwise from the button.`;
    case 'options':
      return `${note.name} may ${orEn.format(note.options)}.`;
    case 'blocked':
      return `${note.name}: ${note.reason}`;
    case 'pot-odds':
      return `Pot odds: calling ${fEn(note.call)} to win ${fEn(note.pot)} pays off if the call wins at least ${percentEn.format(note.needed)} of the time.`;
    case 'run-out-chances':
      return `${RUN_OUT_EN[note.street]}: ${note.shares.map((share) => `${share.name} ${percentEn.format(share.equity)}`).join(', ')}.`;
  }
}

const percentEn = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const RUN_OUT_EN = { preflop: 'Chances before the flop', flop: 'After the flop', turn: 'After the turn' } as const;

function optionEn(option: TableOption): string {
  switch (option.kind) {
    case 'call':
      return `call ${fEn(option.amount)}${option.allIn ? ' (all-in)' : ''}`;
    case 'bet':
      return option.minTo === option.maxTo ? `bet ${fEn(option.minTo)}` : `bet ${fEn(option.minTo)} to ${fEn(option.maxTo)}`;
    case 'raise':
      return option.minTo === option.maxTo ? `raise to ${fEn(option.minTo)}` : `raise to ${fEn(option.minTo)}–${fEn(option.maxTo)}`;
    case 'all-in':
      return `go all-in for ${fEn(option.to)}`;
    default:
      return option.kind;
  }
}

function refusedEn(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  const amount = to === undefined ? '' : ` ${fEn(to)}`;
  switch (action) {
    case 'bet':
      return `${name} may not bet${amount}`;
    case 'raise':
      return `${name} may not raise${to === undefined ? '' : ` to ${fEn(to)}`}`;
    case 'all-in':
      return `${name} may not go all-in`;
    case 'void':
      return 'The hand cannot be voided';
    default:
      return `${name} may not ${action}`;
  }
}

function scriptStepEn(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} folds`;
    case 'check':
      return `${name} checks`;
    case 'call':
      return `${name} calls`;
    case 'bet':
      return to === undefined ? `${name} bets` : `${name} bets ${fEn(to)}`;
    case 'raise':
      return to === undefined ? `${name} raises` : `${name} raises to ${fEn(to)}`;
    case 'all-in':
      return `${name} goes all-in`;
    case 'show':
      return `${name} shows`;
    case 'muck':
      return `${name} mucks`;
    case 'void':
      return 'The hand is voided';
  }
}

/**
 * The English table terms a table shows with its first render; the words of bad input
 * (`table-errors-en.ts`) are fetched on the first problem. `tableEn` (`table.ts`) is both.
 */
export const tableWordsEn: Translation & Omit<TableTerms, TableErrorTerm> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  structureName: (structure) => capEn(structure),
  stakes: (small, big, ante) => `Blinds ${fEn(small)}/${fEn(big)}${ante > 0 ? `, ante ${fEn(ante)}` : ''}`,
  streetName: streetEn,
  tableLabel: 'Poker table',
  tableNumber: (index) => `(table ${numbersEn.format(index)})`,
  seatLabel: (name, stack, bet, status) =>
    [
      `${name}: ${fEn(stack)}${currentAmountUnit() ? '' : stack === 1 ? ' chip' : ' chips'}`,
      ...(bet > 0 ? [`${fEn(bet)} bet`] : []),
      ...status,
    ].join(', '),
  stackLabel: 'Stack',
  betLabel: 'Bet',
  dealerButton: 'Dealer button',
  smallBlindShort: 'SB',
  bigBlindShort: 'BB',
  smallBlind: 'small blind',
  bigBlind: 'big blind',
  statusToAct: 'to act',
  statusWins: (amount) => `wins ${fEn(amount)}`,
  potInPlay: 'Pot',
  boardLabel: (cards) => (cards.length ? `Board: ${andEn.format(cards)}` : 'Board: no cards yet'),
  noBoard: 'No board cards yet',
  holeCardsOf: (name) => `${possEn(name)} cards`,

  logLine: logLineEn,
  logTitle: 'Hand history',
  note: noteEn,
  option: optionEn,
  refused: refusedEn,
  scriptStep: scriptStepEn,
  ruleRef,
  ruleTitle: (ruleId) => (RULES_EN[ruleId] ? `${ruleId}: ${RULES_EN[ruleId]}` : ruleId),
  explanationTitle: 'Why',
  refusedTitle: 'Not allowed',

  actionBarLabel: (name) => `Actions for ${name}`,
  toAct: (name) => `${name} to act`,
  toCall: (amount) => `${fEn(amount)} to call`,
  showOrMuck: (name) => `${name}: show or muck?`,
  waitingFor: (name) => `Waiting for ${name}`,
  handComplete: 'The hand is over',
  handVoid: 'The hand is void',
  fold: 'Fold',
  check: 'Check',
  call: (amount, allIn) => `Call ${fEn(amount)}${allIn ? ' (all-in)' : ''}`,
  bet: (to) => `Bet ${fEn(to)}`,
  raise: (to) => `Raise to ${fEn(to)}`,
  allIn: (to) => `All-in ${fEn(to)}`,
  show: 'Show',
  muck: 'Muck',
  amountLabel: (kind) => (kind === 'bet' ? 'Bet' : 'Raise to'),
  amountRange: (minTo, maxTo) => `${fEn(minTo)} to ${fEn(maxTo)}`,
  presets: 'Amount presets',
  presetMin: 'Min',
  presetHalfPot: '½ pot',
  presetPot: 'Pot',
  presetAllIn: 'All-in',

  stepsLabel: 'Step through the hand',
  restart: 'Restart',
  back: 'Back',
  forward: 'Forward',
  next: 'Next',
  playToEnd: 'Play all',
  stepOf: (step, steps) => `Step ${step} of ${steps}`,
  nextStep: (text) => `Next: ${text}`,
  scriptEnd: 'End of the script',

  stateTitle: 'Statechart',
  stateValue: 'State',
  stateStatus: (status) => (status === 'active' ? 'running' : status),
  stateAccepts: 'Accepts',

  errorChips: (field, text) => `${capEn(field)}: “${text}” is not a whole number of chips.`,
  errorHandOver: 'The hand is over: nothing more can be done in it.',
  refusal: refusalEn,
};

/** Registers the table terms once: English now, another language's (its table refusals too) on use. Called by the tables on construction. */
export const registerTableTranslations: () => void = termsRegistration('table', { terms: tableWordsEn });
