/**
 * Terms of the poker table in English and German: the hand history worded from the hand
 * machine's structured log entries, the explanations with their rule IDs, the action bar,
 * the step controls and the error messages. Registered on their own by `<poker-table>`
 * (as the pot terms are by `<pot-calculator>`), so a page without a table loads none of them.
 */
import { registerTranslation, type Translation } from '@shoelace-style/localize';
import type { ActionType } from '../core/betting.js';
import en from './en.js';
import de from './de.js';
import { potsDe, potsEn } from './pots.js';
import { refusalDe, refusalEn } from './refusals.js';
import type { TableField, TableLogLine, TableNote, TableOption, TableTerms } from './translation.js';

// ——— English ———

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const fEn = (amount: number): string => numbersEn.format(amount);
const andEn = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const orEn = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });
const capEn = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const possEn = (name: string): string => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

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

const ruleRef = (ruleId: string): string => (ruleId === 'T12' ? 'TDA 47 (T12)' : ruleId);

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
        case 'fold': return `${line.name} folds`;
        case 'check': return `${line.name} checks`;
        case 'call': return `${line.name} calls ${fEn(line.amount)}${tail}`;
        case 'bet': return `${line.name} bets ${fEn(line.to)}${tail}`;
        case 'raise': return `${line.name} raises to ${fEn(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} goes all-in for ${fEn(line.to)}`
            : `${line.name} goes all-in: ${fEn(line.amount)} more, ${fEn(line.to)} in all`;
      }
    }
    case 'uncalled-returned':
      return potsEn.returnedChips(line.name, line.amount);
    case 'run-out':
      return 'No more betting: the rest of the board is dealt';
    case 'face-up':
      return 'Every hand is turned face up';
    case 'show':
      return `${line.name} shows ${line.cards}${line.hand ? `: ${en.handTitle(line.hand)}` : ''}`;
    case 'muck':
      return `${line.name} mucks`;
    case 'uncontested':
      return `Everyone else folded: ${line.name} wins without showing`;
    case 'award':
      return `${potsEn.potName(line.potIndex)} (${fEn(line.amount)}): ${
        line.mucked.length > 0 ? `${andEn.format(line.award.winners)} wins it; ${andEn.format(line.mucked)} ${line.mucked.length === 1 ? 'mucks' : 'muck'}` : potsEn.potAward(line.award)
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
      return `${possEn(note.name)} all-in to ${fEn(note.to)} is less than a full raise: it does not reopen the betting for players who have already acted. They may only call or fold.`;
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
      return `${potsEn.potName(note.potIndex)} forms: only ${andEn.format(note.names)} can win it. A player all-in wins from each opponent at most what they put in themselves.`;
    case 'face-up':
      return 'Tournament rule: a player is all-in and the betting is closed, so every hand is turned face up and nobody mucks.';
    case 'shows-first':
      return `${note.name} shows first: the last player to bet or raise on the river, or if nobody did, the first player left of the button. Losers may muck.`;
    case 'uncontested':
      return `Everyone else folded: ${note.name} wins the pot at once, without showing, and no more cards are dealt.`;
    case 'odd-chip':
      return `${potsEn.potName(note.potIndex)} does not split evenly: the odd chip goes to ${note.name}, the first of the winners clockwise from the button.`;
    case 'options':
      return `${note.name} may ${orEn.format(note.options)}.`;
    case 'blocked':
      return `${note.name}: ${note.reason}`;
  }
}

function optionEn(option: TableOption): string {
  switch (option.kind) {
    case 'call': return `call ${fEn(option.amount)}${option.allIn ? ' (all-in)' : ''}`;
    case 'bet': return option.minTo === option.maxTo ? `bet ${fEn(option.minTo)}` : `bet ${fEn(option.minTo)} to ${fEn(option.maxTo)}`;
    case 'raise': return option.minTo === option.maxTo ? `raise to ${fEn(option.minTo)}` : `raise to ${fEn(option.minTo)}–${fEn(option.maxTo)}`;
    case 'all-in': return `go all-in for ${fEn(option.to)}`;
    default: return option.kind;
  }
}

function refusedEn(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  const amount = to === undefined ? '' : ` ${fEn(to)}`;
  switch (action) {
    case 'bet': return `${name} may not bet${amount}`;
    case 'raise': return `${name} may not raise${to === undefined ? '' : ` to ${fEn(to)}`}`;
    case 'all-in': return `${name} may not go all-in`;
    case 'void': return 'The hand cannot be voided';
    default: return `${name} may not ${action}`;
  }
}

function tableFieldEn(field: TableField): string {
  switch (field.kind) {
    case 'seat': return `${possEn(field.seat)} stack`;
    case 'script': return `the script, step ${field.step}`;
    case 'hole-cards': return 'the hole cards';
    case 'table-size': return 'the table size';
    case 'bot-delay': return 'the bot delay';
    case 'between-hands': return 'the time between hands';
    case 'persist': return 'the saved table';
    default: return `the ${field.kind}`;
  }
}

export const tableEn: Translation & TableTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  structureName: (structure) => capEn(structure),
  stakes: (small, big, ante) => `Blinds ${fEn(small)}/${fEn(big)}${ante > 0 ? `, ante ${fEn(ante)}` : ''}`,
  streetName: streetEn,
  tableLabel: 'Poker table',
  seatLabel: (name, stack, bet, status) =>
    [`${name}: ${fEn(stack)} ${stack === 1 ? 'chip' : 'chips'}`, ...(bet > 0 ? [`${fEn(bet)} bet`] : []), ...status].join(', '),
  stackLabel: 'Stack',
  betLabel: 'Bet',
  dealerButton: 'Dealer button',
  smallBlindShort: 'SB',
  bigBlindShort: 'BB',
  smallBlind: 'small blind',
  bigBlind: 'big blind',
  statusToAct: 'to act',
  statusWins: (amount) => `wins ${fEn(amount)}`,
  potTotal: 'Pot',
  boardLabel: (cards) => (cards.length ? `Board: ${andEn.format(cards)}` : 'Board: no cards yet'),
  noBoard: 'No board cards yet',
  holeCardsOf: (name) => `${possEn(name)} cards`,

  logLine: logLineEn,
  logTitle: 'Hand history',
  note: noteEn,
  option: optionEn,
  refused: refusedEn,
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

  tableFieldName: tableFieldEn,
  errorStack: (field, text, code) => {
    switch (code) {
      case 'missing-amount': return `${capEn(field)}: no chips. Write them after the name: Anna 5000.`;
      case 'negative-amount': return `${capEn(field)}: “${text}” is negative. A player sits down with at least 1 chip.`;
      case 'zero': return `${capEn(field)}: a player needs at least 1 chip to be dealt in.`;
      case 'not-a-whole-number': return `${capEn(field)}: “${text}” is not a whole number. Chips are counted in whole units.`;
      default: return `${capEn(field)}: “${text}” is not a number of chips.`;
    }
  },
  errorSeatCount: (count) => `A table seats 2 to 10 players, not ${count}. Write them as: Anna 5000; Ben 700; Carla 5000.`,
  errorDuplicateSeat: (name) => `Two seats are called ${name}: give each player a name of their own.`,
  errorUnknownSeatIn: (field, name) => `${capEn(field)}: “${name}” is not one of the seats.`,
  errorBlinds: (text) => `The blinds: “${text}” is not a small and a big blind. Write them as 50/100.`,
  errorChips: (field, text) => `${capEn(field)}: “${text}” is not a whole number of chips.`,
  errorStructure: (text) => `“${text}” is not a betting structure: write no-limit, pot-limit or fixed-limit.`,
  errorScript: (step, text) => `The script, step ${step}: “${text}” is not an action. Write a seat and what they do: Anna bets 500; Ben calls; Carla folds.`,
  errorScriptAmount: (step, text) => `The script, step ${step}: “${text}” needs an amount, the total to bet or raise to: Anna raises to 1500.`,
  errorHoleCount: (name, count) => `${possEn(name)} hole cards: ${count} given; a player gets exactly two.`,
  errorCardTwice: (card) => `${card} is dealt twice: the deck holds each card once.`,
  errorDeal: (detail) => `The hand cannot be dealt: ${detail}`,
  errorHandOver: 'The hand is over: nothing more can be done in it.',
  refusal: refusalEn,
};

// ——— Deutsch ———

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const fDe = (amount: number): string => numbersDe.format(amount);
const andDe = new Intl.ListFormat('de', { style: 'long', type: 'conjunction' });
const orDe = new Intl.ListFormat('de', { style: 'long', type: 'disjunction' });
const capDe = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** German genitive of a name: `Annas`, `Ben’` after s, x, z. */
const possDe = (name: string): string => (/[sxzß]$/i.test(name) ? `${name}’` : `${name}s`);

const RULES_DE: Record<string, string> = {
  T1: 'Deck und Schreibweise',
  T2: 'der Button',
  T3: 'Blinds; heads-up zahlt der Button den Small Blind',
  T4: 'Blinds zählen mit; die Option des Big Blinds',
  T5: 'Austeilen und Brennkarten',
  T6: 'Reihenfolge und Ende einer Setzrunde',
  T7: 'Aussteigen, Checken, Mitgehen, Setzen, Erhöhen',
  T8: 'Table Stakes',
  T9: 'All-in',
  T10: 'nicht gedeckte Chips gehen zurück',
  T11: 'Einsätze und Erhöhungen im No-Limit',
  T12: 'ein zu kurzes All-in eröffnet das Setzen nicht neu (TDA 47)',
  T13: 'kurze All-ins zählen zusammen',
  T14: 'Höchstbetrag im Pot-Limit',
  T15: 'Beträge und Obergrenze im Fixed-Limit',
  T16: 'Reihenfolge im Showdown',
  T17: 'Wert der Hände',
  T18: 'Haupt- und Nebenpots',
  T19: 'übrige Chips',
  T20: 'Pot ohne Gegner',
  C1: 'Tische mit 2 bis 10 Plätzen',
  C2: 'wann eine Hand beginnt',
  C3: 'Big Blind eines neuen Spielers',
  C4: 'Aussetzen',
  C5: 'die Bedenkzeit',
  C6: 'ungültige Hand',
  C7: 'die Warteliste',
};

const STREETS_DE: Record<string, string> = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Showdown' };

function logLineDe(line: TableLogLine): string {
  switch (line.kind) {
    case 'ante':
      return `${line.name} zahlt eine Ante von ${fDe(line.amount)}${line.allIn ? ' und ist all-in' : ''}`;
    case 'blind': {
      const what = line.blind === 'small' ? 'den Small Blind' : line.blind === 'big' ? 'den Big Blind' : 'einen Big Blind, um sofort mitzuspielen';
      return `${line.name} zahlt ${what}, ${fDe(line.amount)}${line.allIn ? ', und ist all-in' : ''}`;
    }
    case 'deal-hole-cards':
      return 'Jeder Spieler bekommt zwei Handkarten';
    case 'deal-board':
      return `${STREETS_DE[line.street]}: ${line.cards}`;
    case 'action': {
      const tail = line.allIn && line.action !== 'all-in' ? ' und ist all-in' : '';
      switch (line.action) {
        case 'fold': return `${line.name} steigt aus`;
        case 'check': return `${line.name} checkt`;
        case 'call': return `${line.name} geht mit, ${fDe(line.amount)}${tail}`;
        case 'bet': return `${line.name} setzt ${fDe(line.to)}${tail}`;
        case 'raise': return `${line.name} erhöht auf ${fDe(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} geht all-in mit ${fDe(line.to)}`
            : `${line.name} geht all-in: ${fDe(line.amount)} mehr, insgesamt ${fDe(line.to)}`;
      }
    }
    case 'uncalled-returned':
      return potsDe.returnedChips(line.name, line.amount);
    case 'run-out':
      return 'Keine Setzrunde mehr: Der Rest des Boards wird ausgeteilt';
    case 'face-up':
      return 'Alle Hände werden aufgedeckt';
    case 'show':
      return `${line.name} zeigt ${line.cards}${line.hand ? `: ${de.handTitle(line.hand)}` : ''}`;
    case 'muck':
      return `${line.name} wirft die Karten verdeckt weg`;
    case 'uncontested':
      return `Alle anderen sind ausgestiegen: ${line.name} gewinnt, ohne zu zeigen`;
    case 'award':
      return `${potsDe.potName(line.potIndex)} (${fDe(line.amount)}): ${
        line.mucked.length > 0 ? `${andDe.format(line.award.winners)} gewinnt ihn; ${andDe.format(line.mucked)} ${line.mucked.length === 1 ? 'wirft' : 'werfen'} die Karten weg` : potsDe.potAward(line.award)
      }`;
    case 'void':
      return 'Die Hand ist ungültig: Jeder Chip geht an den zurück, der ihn gesetzt hat';
  }
}

function noteDe(note: TableNote): string {
  switch (note.kind) {
    case 'heads-up':
      return `Heads-up: ${note.name} hat den Button, zahlt den Small Blind und handelt vor dem Flop zuerst, danach zuletzt.`;
    case 'blind-all-in':
      return `${note.name} kann den Blind nicht ganz zahlen und ist mit weniger all-in; mitzugehen ist trotzdem der volle Big Blind.`;
    case 'newcomer-blind':
      return `${note.name} ist neu am Tisch und zahlt einen Big Blind, um sofort mitzuspielen; er zählt wie der Big Blind.`;
    case 'bb-option':
      return `Niemand hat erhöht: Blinds zählen mit, ${possDe(note.name)} Big Blind ist schon ein Mitgehen. ${note.name} darf checken oder erhöhen.`;
    case 'short-all-in':
      return `${possDe(note.name)} All-in auf ${fDe(note.to)} ist weniger als eine volle Erhöhung: Für Spieler, die schon gehandelt haben, ist das Setzen nicht wieder eröffnet. Sie dürfen nur mitgehen oder aussteigen.`;
    case 'not-reopened':
      return `${possDe(note.aggressor)} All-in ist weniger als eine volle Erhöhung, also darf ${note.name} nur mitgehen oder aussteigen.`;
    case 'house-rule':
      return note.rule === 'treat-as-call'
        ? `Hausregel: ${possDe(note.name)} Erhöhung unter dem Minimum zählt als Mitgehen.`
        : `Hausregel: ${possDe(note.name)} Erhöhung unter dem Minimum wird auf das Minimum aufgefüllt.`;
    case 'uncalled':
      return `Niemand hat die letzten ${fDe(note.amount)} von ${possDe(note.name)} Einsatz gedeckt: Diese Chips gehen an ${note.name} zurück.`;
    case 'run-out':
      return 'Höchstens ein Spieler in der Hand kann noch setzen: keine Setzrunde mehr, der Rest des Boards kommt sofort.';
    case 'side-pot':
      return `${potsDe.potName(note.potIndex)} entsteht: Nur ${andDe.format(note.names)} können ihn gewinnen. Wer all-in ist, gewinnt von jedem Gegner höchstens so viel, wie er selbst eingezahlt hat.`;
    case 'face-up':
      return 'Turnierregel: Ein Spieler ist all-in und das Setzen ist vorbei, also werden alle Hände aufgedeckt und niemand wirft weg.';
    case 'shows-first':
      return `${note.name} zeigt zuerst: wer am River zuletzt gesetzt oder erhöht hat, sonst der erste Spieler links vom Button. Wer verliert, darf die Karten verdeckt wegwerfen.`;
    case 'uncontested':
      return `Alle anderen sind ausgestiegen: ${note.name} gewinnt den Pot sofort, ohne zu zeigen, und es kommen keine Karten mehr.`;
    case 'odd-chip':
      return `${potsDe.potName(note.potIndex)} lässt sich nicht gleich teilen: Der übrige Chip geht an ${note.name}, den ersten der Gewinner im Uhrzeigersinn nach dem Button.`;
    case 'options':
      return `${note.name} darf ${orDe.format(note.options)}.`;
    case 'blocked':
      return `${note.name}: ${note.reason}`;
  }
}

function optionDe(option: TableOption): string {
  switch (option.kind) {
    case 'fold': return 'aussteigen';
    case 'check': return 'checken';
    case 'call': return `mitgehen (${fDe(option.amount)}${option.allIn ? ', all-in' : ''})`;
    case 'bet': return option.minTo === option.maxTo ? `${fDe(option.minTo)} setzen` : `${fDe(option.minTo)} bis ${fDe(option.maxTo)} setzen`;
    case 'raise': return option.minTo === option.maxTo ? `auf ${fDe(option.minTo)} erhöhen` : `auf ${fDe(option.minTo)} bis ${fDe(option.maxTo)} erhöhen`;
    case 'all-in': return `mit ${fDe(option.to)} all-in gehen`;
    case 'show': return 'zeigen';
    case 'muck': return 'verdeckt wegwerfen';
  }
}

function refusedDe(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  const amount = to === undefined ? '' : ` ${fDe(to)}`;
  switch (action) {
    case 'fold': return `${name} darf nicht aussteigen`;
    case 'check': return `${name} darf nicht checken`;
    case 'call': return `${name} darf nicht mitgehen`;
    case 'bet': return `${name} darf nicht${amount} setzen`;
    case 'raise': return `${name} darf nicht${to === undefined ? '' : ` auf ${fDe(to)}`} erhöhen`;
    case 'all-in': return `${name} darf nicht all-in gehen`;
    case 'show': return `${name} darf jetzt nicht zeigen`;
    case 'muck': return `${name} darf die Karten nicht verdeckt wegwerfen`;
    case 'void': return 'Die Hand kann nicht für ungültig erklärt werden';
  }
}

function tableFieldDe(field: TableField): string {
  switch (field.kind) {
    case 'seat': return `der Stack von ${field.seat}`;
    case 'seats': return 'die Plätze';
    case 'blinds': return 'die Blinds';
    case 'ante': return 'die Ante';
    case 'structure': return 'die Struktur';
    case 'button': return 'der Button';
    case 'hero': return 'der eigene Platz (hero)';
    case 'board': return 'das Board';
    case 'hole-cards': return 'die Handkarten';
    case 'script': return `das Skript, Schritt ${field.step}`;
    case 'mode': return 'der Modus';
    case 'players': return 'die Computerspieler';
    case 'buy-in': return 'das Buy-in';
    case 'table-size': return 'die Tischgröße';
    case 'clock': return 'die Bedenkzeit';
    case 'bot-delay': return 'die Bedenkzeit der Computerspieler';
    case 'between-hands': return 'die Pause zwischen den Händen';
    case 'persist': return 'der gespeicherte Tisch';
  }
}

export const tableDe: Translation & TableTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  structureName: (structure) => (structure === 'no-limit' ? 'No-Limit' : structure === 'pot-limit' ? 'Pot-Limit' : 'Fixed-Limit'),
  stakes: (small, big, ante) => `Blinds ${fDe(small)}/${fDe(big)}${ante > 0 ? `, Ante ${fDe(ante)}` : ''}`,
  streetName: (street) => STREETS_DE[street] ?? street,
  tableLabel: 'Pokertisch',
  seatLabel: (name, stack, bet, status) =>
    [`${name}: ${fDe(stack)} ${stack === 1 ? 'Chip' : 'Chips'}`, ...(bet > 0 ? [`Einsatz ${fDe(bet)}`] : []), ...status].join(', '),
  stackLabel: 'Stack',
  betLabel: 'Einsatz',
  dealerButton: 'Dealer-Button',
  smallBlindShort: 'SB',
  bigBlindShort: 'BB',
  smallBlind: 'Small Blind',
  bigBlind: 'Big Blind',
  statusToAct: 'am Zug',
  statusWins: (amount) => `gewinnt ${fDe(amount)}`,
  potTotal: 'Pot',
  boardLabel: (cards) => (cards.length ? `Board: ${andDe.format(cards)}` : 'Board: noch keine Karten'),
  noBoard: 'Noch keine Boardkarten',
  holeCardsOf: (name) => `Karten von ${name}`,

  logLine: logLineDe,
  logTitle: 'Handverlauf',
  note: noteDe,
  option: optionDe,
  refused: refusedDe,
  ruleRef,
  ruleTitle: (ruleId) => (RULES_DE[ruleId] ? `${ruleId}: ${RULES_DE[ruleId]}` : ruleId),
  explanationTitle: 'Warum',
  refusedTitle: 'Nicht erlaubt',

  actionBarLabel: (name) => `Aktionen für ${name}`,
  toAct: (name) => `${name} ist am Zug`,
  toCall: (amount) => `${fDe(amount)} zum Mitgehen`,
  showOrMuck: (name) => `${name}: zeigen oder verdeckt wegwerfen?`,
  waitingFor: (name) => `Warten auf ${name}`,
  handComplete: 'Die Hand ist vorbei',
  handVoid: 'Die Hand ist ungültig',
  fold: 'Aussteigen',
  check: 'Checken',
  call: (amount, allIn) => `Mitgehen ${fDe(amount)}${allIn ? ' (all-in)' : ''}`,
  bet: (to) => `Setzen ${fDe(to)}`,
  raise: (to) => `Erhöhen auf ${fDe(to)}`,
  allIn: (to) => `All-in ${fDe(to)}`,
  show: 'Zeigen',
  muck: 'Wegwerfen',
  amountLabel: (kind) => (kind === 'bet' ? 'Setzen' : 'Erhöhen auf'),
  amountRange: (minTo, maxTo) => `${fDe(minTo)} bis ${fDe(maxTo)}`,
  presets: 'Vorgaben für den Betrag',
  presetMin: 'Min',
  presetHalfPot: '½ Pot',
  presetPot: 'Pot',
  presetAllIn: 'All-in',

  stepsLabel: 'Schritt für Schritt durch die Hand',
  restart: 'Neu starten',
  back: 'Zurück',
  forward: 'Vor',
  next: 'Weiter',
  playToEnd: 'Alles abspielen',
  stepOf: (step, steps) => `Schritt ${step} von ${steps}`,
  nextStep: (text) => `Als Nächstes: ${text}`,
  scriptEnd: 'Ende des Skripts',

  stateTitle: 'Statechart',
  stateValue: 'Zustand',
  stateStatus: (status) => (status === 'active' ? 'läuft' : status === 'done' ? 'fertig' : status === 'error' ? 'Fehler' : status),
  stateAccepts: 'Nimmt an',

  tableFieldName: tableFieldDe,
  errorStack: (field, text, code) => {
    switch (code) {
      case 'missing-amount': return `${capDe(field)}: keine Chips. Schreibe sie hinter den Namen: Anna 5000.`;
      case 'negative-amount': return `${capDe(field)}: „${text}“ ist negativ. Ein Spieler setzt sich mit mindestens 1 Chip an den Tisch.`;
      case 'zero': return `${capDe(field)}: Wer mitspielen will, braucht mindestens 1 Chip.`;
      case 'not-a-whole-number': return `${capDe(field)}: „${text}“ ist keine ganze Zahl. Chips werden in ganzen Einheiten gezählt.`;
      default: return `${capDe(field)}: „${text}“ ist keine Chipzahl.`;
    }
  },
  errorSeatCount: (count) => `An einem Tisch sitzen 2 bis 10 Spieler, nicht ${count}. Schreibe sie so: Anna 5000; Ben 700; Carla 5000.`,
  errorDuplicateSeat: (name) => `Zwei Plätze heißen ${name}: Gib jedem Spieler einen eigenen Namen.`,
  errorUnknownSeatIn: (field, name) => `${capDe(field)}: „${name}“ sitzt nicht am Tisch.`,
  errorBlinds: (text) => `Die Blinds: „${text}“ sind kein Small und Big Blind. Schreibe sie so: 50/100.`,
  errorChips: (field, text) => `${capDe(field)}: „${text}“ ist keine ganze Chipzahl.`,
  errorStructure: (text) => `„${text}“ ist keine Setzstruktur: no-limit, pot-limit oder fixed-limit.`,
  errorScript: (step, text) => `Das Skript, Schritt ${step}: „${text}“ ist keine Aktion. Schreibe einen Platz und was er tut: Anna bets 500; Ben calls; Carla folds.`,
  errorScriptAmount: (step, text) => `Das Skript, Schritt ${step}: „${text}“ braucht einen Betrag, die Summe, auf die gesetzt oder erhöht wird: Anna raises to 1500.`,
  errorHoleCount: (name, count) => `Handkarten von ${name}: ${count} angegeben; jeder Spieler bekommt genau zwei.`,
  errorCardTwice: (card) => `${card} ist doppelt ausgeteilt: Jede Karte gibt es im Deck nur einmal.`,
  errorDeal: (detail) => `Die Hand lässt sich nicht austeilen: ${detail}`,
  errorHandOver: 'Die Hand ist vorbei: Es kann nichts mehr geschehen.',
  refusal: refusalDe,
};

let registered = false;

/** Registers the table terms in English and German, once. Called by `<poker-table>` on construction. */
export function registerTableTranslations(): void {
  if (registered) return;
  registered = true;
  registerTranslation(tableEn, tableDe);
}
