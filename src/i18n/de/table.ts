/** German terms of the poker tables: fetched when a table first shows German (see `registerTableTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { ActionType } from '../../core/betting.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import de from './hand.js';
import { potWordsDe } from './pot-words.js';
import { ruleRef } from '../rule-ref.js';
import type { TableField, TableLogLine, TableNote, TableOption, TableTerms } from '../translation.js';
export { bettingRefusalsDe, unknownRefusalDe } from './refusals-betting.js';
export { handRefusalsDe } from './refusals-hand.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const fDe = (amount: number): string => amountText('de', numbersDe, amount);
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
      const what =
        line.blind === 'small' ? 'den Small Blind' : line.blind === 'big' ? 'den Big Blind' : 'einen Big Blind, um sofort mitzuspielen';
      return `${line.name} zahlt ${what}, ${fDe(line.amount)}${line.allIn ? ', und ist all-in' : ''}`;
    }
    case 'deal-hole-cards':
      return 'Jeder Spieler bekommt zwei Handkarten';
    case 'deal-board':
      return `${STREETS_DE[line.street]}: ${line.cards}`;
    case 'action': {
      const tail = line.allIn && line.action !== 'all-in' ? ' und ist all-in' : '';
      switch (line.action) {
        case 'fold':
          return `${line.name} steigt aus`;
        case 'check':
          return `${line.name} checkt`;
        case 'call':
          return `${line.name} geht mit, ${fDe(line.amount)}${tail}`;
        case 'bet':
          return `${line.name} setzt ${fDe(line.to)}${tail}`;
        case 'raise':
          return `${line.name} erhöht auf ${fDe(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} geht all-in mit ${fDe(line.to)}`
            : `${line.name} geht all-in: ${fDe(line.amount)} mehr, insgesamt ${fDe(line.to)}`;
      }
    }
    case 'uncalled-returned':
      return potWordsDe.returnedChips(line.name, line.amount);
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
      return `${potWordsDe.potName(line.potIndex)} (${fDe(line.amount)}): ${
        line.mucked.length > 0
          ? `${andDe.format(line.award.winners)} gewinnt ihn; ${andDe.format(line.mucked)} ${line.mucked.length === 1 ? 'wirft' : 'werfen'} die Karten weg`
          : potWordsDe.potAward(line.award)
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
      if (note.next?.reopened)
        return `${possDe(note.name)} All-in auf ${fDe(note.to)} ist für sich weniger als eine volle Erhöhung, aber seit ${note.next.name} zuletzt gehandelt hat, ist der Einsatz um mindestens eine volle Erhöhung gestiegen: ${note.next.name} darf wieder erhöhen.`;
      if (note.next)
        return `${possDe(note.name)} All-in auf ${fDe(note.to)} ist weniger als eine volle Erhöhung: Für Spieler, die schon gehandelt haben, ist das Setzen nicht wieder eröffnet, also darf ${note.next.name} nur mitgehen oder aussteigen.`;
      return `${possDe(note.name)} All-in auf ${fDe(note.to)} ist weniger als eine volle Erhöhung: Für sich allein eröffnet es das Setzen für Spieler, die schon gehandelt haben, nicht wieder.`;
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
      return `${potWordsDe.potName(note.potIndex)} entsteht: Nur ${andDe.format(note.names)} können ihn gewinnen. Wer all-in ist, gewinnt von jedem Gegner höchstens so viel, wie er selbst eingezahlt hat.`;
    case 'face-up':
      return 'Turnierregel: Ein Spieler ist all-in und das Setzen ist vorbei, also werden alle Hände aufgedeckt und niemand wirft weg.';
    case 'shows-first':
      return `${note.name} zeigt zuerst: wer am River zuletzt gesetzt oder erhöht hat, sonst der erste Spieler links vom Button. Wer verliert, darf die Karten verdeckt wegwerfen.`;
    case 'uncontested':
      return `Alle anderen sind ausgestiegen: ${note.name} gewinnt den Pot sofort, ohne zu zeigen, und es kommen keine Karten mehr.`;
    case 'odd-chip':
      return `${potWordsDe.potName(note.potIndex)} lässt sich nicht gleich teilen: Der übrige Chip geht an ${note.name}, den ersten der Gewinner im Uhrzeigersinn nach dem Button.`;
    case 'options':
      return `${note.name} darf ${orDe.format(note.options)}.`;
    case 'blocked':
      return `${note.name}: ${note.reason}`;
    case 'pot-odds':
      return `Pot Odds: ${fDe(note.call)} mitzugehen, um ${fDe(note.pot)} zu gewinnen, lohnt sich, wenn der Call mindestens ${percentDe.format(note.needed)} der Fälle gewinnt.`;
    case 'run-out-chances':
      return `${RUN_OUT_DE[note.street]}: ${note.shares.map((share) => `${share.name} ${percentDe.format(share.equity)}`).join(', ')}.`;
  }
}

const percentDe = new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 1 });
const RUN_OUT_DE = { preflop: 'Chancen vor dem Flop', flop: 'Nach dem Flop', turn: 'Nach dem Turn' } as const;

function optionDe(option: TableOption): string {
  switch (option.kind) {
    case 'fold':
      return 'aussteigen';
    case 'check':
      return 'checken';
    case 'call':
      return `mitgehen (${fDe(option.amount)}${option.allIn ? ', all-in' : ''})`;
    case 'bet':
      return option.minTo === option.maxTo ? `${fDe(option.minTo)} setzen` : `${fDe(option.minTo)} bis ${fDe(option.maxTo)} setzen`;
    case 'raise':
      return option.minTo === option.maxTo
        ? `auf ${fDe(option.minTo)} erhöhen`
        : `auf ${fDe(option.minTo)} bis ${fDe(option.maxTo)} erhöhen`;
    case 'all-in':
      return `mit ${fDe(option.to)} all-in gehen`;
    case 'show':
      return 'zeigen';
    case 'muck':
      return 'verdeckt wegwerfen';
  }
}

function scriptStepDe(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} steigt aus`;
    case 'check':
      return `${name} checkt`;
    case 'call':
      return `${name} geht mit`;
    case 'bet':
      return to === undefined ? `${name} setzt` : `${name} setzt ${fDe(to)}`;
    case 'raise':
      return to === undefined ? `${name} erhöht` : `${name} erhöht auf ${fDe(to)}`;
    case 'all-in':
      return `${name} geht all-in`;
    case 'show':
      return `${name} zeigt`;
    case 'muck':
      return `${name} wirft die Karten verdeckt weg`;
    case 'void':
      return 'Die Hand wird für ungültig erklärt';
  }
}

function refusedDe(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  const amount = to === undefined ? '' : ` ${fDe(to)}`;
  switch (action) {
    case 'fold':
      return `${name} darf nicht aussteigen`;
    case 'check':
      return `${name} darf nicht checken`;
    case 'call':
      return `${name} darf nicht mitgehen`;
    case 'bet':
      return `${name} darf nicht${amount} setzen`;
    case 'raise':
      return `${name} darf nicht${to === undefined ? '' : ` auf ${fDe(to)}`} erhöhen`;
    case 'all-in':
      return `${name} darf nicht all-in gehen`;
    case 'show':
      return `${name} darf jetzt nicht zeigen`;
    case 'muck':
      return `${name} darf die Karten nicht verdeckt wegwerfen`;
    case 'void':
      return 'Die Hand kann nicht für ungültig erklärt werden';
  }
}

function tableFieldDe(field: TableField): string {
  switch (field.kind) {
    case 'seat':
      return `der Stack von ${field.seat}`;
    case 'seats':
      return 'die Plätze';
    case 'blinds':
      return 'die Blinds';
    case 'ante':
      return 'die Ante';
    case 'structure':
      return 'die Struktur';
    case 'button':
      return 'der Button';
    case 'hero':
      return 'der eigene Platz (hero)';
    case 'board':
      return 'das Board';
    case 'hole-cards':
      return 'die Handkarten';
    case 'script':
      return `das Skript, Schritt ${field.step}`;
    case 'mode':
      return 'der Modus';
    case 'players':
      return 'die Computerspieler';
    case 'buy-in':
      return 'das Buy-in';
    case 'table-size':
      return 'die Tischgröße';
    case 'clock':
      return 'die Bedenkzeit';
    case 'bot-delay':
      return 'die Bedenkzeit der Computerspieler';
    case 'between-hands':
      return 'die Pause zwischen den Händen';
    case 'persist':
      return 'der gespeicherte Tisch';
  }
}

export const tableDe: Translation & Omit<TableTerms, 'refusal'> = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  structureName: (structure) => (structure === 'no-limit' ? 'No-Limit' : structure === 'pot-limit' ? 'Pot-Limit' : 'Fixed-Limit'),
  stakes: (small, big, ante) => `Blinds ${fDe(small)}/${fDe(big)}${ante > 0 ? `, Ante ${fDe(ante)}` : ''}`,
  streetName: (street) => STREETS_DE[street] ?? street,
  tableLabel: 'Pokertisch',
  tableNumber: (index) => `(Tisch ${numbersDe.format(index)})`,
  seatLabel: (name, stack, bet, status) =>
    [
      `${name}: ${fDe(stack)}${currentAmountUnit() ? '' : stack === 1 ? ' Chip' : ' Chips'}`,
      ...(bet > 0 ? [`Einsatz ${fDe(bet)}`] : []),
      ...status,
    ].join(', '),
  stackLabel: 'Stack',
  betLabel: 'Einsatz',
  dealerButton: 'Dealer-Button',
  smallBlindShort: 'SB',
  bigBlindShort: 'BB',
  smallBlind: 'Small Blind',
  bigBlind: 'Big Blind',
  statusToAct: 'am Zug',
  statusWins: (amount) => `gewinnt ${fDe(amount)}`,
  potInPlay: 'Pot',
  boardLabel: (cards) => (cards.length ? `Board: ${andDe.format(cards)}` : 'Board: noch keine Karten'),
  noBoard: 'Noch keine Boardkarten',
  holeCardsOf: (name) => `Karten von ${name}`,

  logLine: logLineDe,
  logTitle: 'Handverlauf',
  note: noteDe,
  option: optionDe,
  refused: refusedDe,
  scriptStep: scriptStepDe,
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
      case 'missing-amount':
        return `${capDe(field)}: keine Chips. Schreibe sie hinter den Namen: Anna 5000.`;
      case 'negative-amount':
        return `${capDe(field)}: „${text}“ ist negativ. Ein Spieler setzt sich mit mindestens 1 Chip an den Tisch.`;
      case 'zero':
        return `${capDe(field)}: Wer mitspielen will, braucht mindestens 1 Chip.`;
      case 'not-a-whole-number':
        return `${capDe(field)}: „${text}“ ist keine ganze Zahl. Chips werden in ganzen Einheiten gezählt.`;
      default:
        return `${capDe(field)}: „${text}“ ist keine Chipzahl.`;
    }
  },
  errorSeatCount: (count) => `An einem Tisch sitzen 2 bis 10 Spieler, nicht ${count}. Schreibe sie so: Anna 5000; Ben 700; Carla 5000.`,
  errorDuplicateSeat: (name) => `Zwei Plätze heißen ${name}: Gib jedem Spieler einen eigenen Namen.`,
  errorUnknownSeatIn: (field, name) => `${capDe(field)}: „${name}“ sitzt nicht am Tisch.`,
  errorBlinds: (text) => `Die Blinds: „${text}“ sind kein Small und Big Blind. Schreibe sie so: 50/100.`,
  errorChips: (field, text) => `${capDe(field)}: „${text}“ ist keine ganze Chipzahl.`,
  errorStructure: (text) => `„${text}“ ist keine Setzstruktur: no-limit, pot-limit oder fixed-limit.`,
  errorScript: (step, text) =>
    `Das Skript, Schritt ${step}: „${text}“ ist keine Aktion. Schreibe einen Platz und was er tut: Anna bets 500; Ben calls; Carla folds.`,
  errorScriptAmount: (step, text) =>
    `Das Skript, Schritt ${step}: „${text}“ braucht einen Betrag, die Summe, auf die gesetzt oder erhöht wird: Anna raises to 1500.`,
  errorHoleCount: (name, count) => `Handkarten von ${name}: ${count} angegeben; jeder Spieler bekommt genau zwei.`,
  errorCardTwice: (card) => `${card} ist doppelt ausgeteilt: Jede Karte gibt es im Deck nur einmal.`,
  errorDeal: (detail) => `Die Hand lässt sich nicht austeilen: ${detail}`,
  errorHandOver: 'Die Hand ist vorbei: Es kann nichts mehr geschehen.',
  errorMode: (text) =>
    text.trim().toLowerCase() === 'cash'
      ? 'Das Cash-Game hat ein eigenes Element: Schreibe <poker-cash-table> statt <poker-table mode="cash">.'
      : `Der Modus: „${text}“ ist kein Modus. <poker-table> spielt eine Hand; ein Cash-Game ist <poker-cash-table>.`,
};
