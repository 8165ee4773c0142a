/**
 * The shape of a holdem-elements translation. Every string a kit element shows or
 * announces comes from here, so a site can add a language with one
 * `registerTranslation({ $code: 'fr', … })` call (missing terms fall back to English).
 */
import type { EquityTerms } from './equity-terms.js';
import type { QuizTerms } from './quiz-terms.js';
import type { ReplayTerms } from './replay-terms.js';
import type { Translation } from '@shoelace-style/localize';
import type { Card, Rank, Suit } from '../core/cards.js';
import type { HandCategory } from '../core/evaluate.js';
import type { ComparisonReason } from '../core/showdown.js';
import type { ActionType, BettingStructure, Street } from '../core/betting.js';
import type { Refusal } from '../core/rule-violation.js';
import type { TableLogEntry } from '../core/table/log.js';

/** A made hand as the sentences need it: its category and its tie-break ranks. */
export interface HandShape {
  category: HandCategory;
  /** Tie-break ranks in order, as `HandResult.ranks` (one pair `[K, Q, 9, 7]`). */
  ranks: readonly Rank[];
}

/**
 * What the verdict sentence says, decided from a showdown and handed to the
 * translation to word. Built by `verdictOf()`; no rule is decided while wording.
 */
export type Verdict =
  /** One hand and no opponent: name its best hand. */
  | { kind: 'single'; name: string; hand: HandShape }
  /**
   * One winner; `reason` is why it beats `loser` (the runner-up). `position` counts
   * from 0 within the deciding role: which kicker, or which card of a flush or high card.
   */
  | { kind: 'win'; name: string; hand: HandShape; loser: HandShape; reason: ComparisonReason; position: number }
  /** Several winners whose best five is the board itself. */
  | { kind: 'board-split'; names: string[]; everyone: boolean }
  /** Several winners with equally strong hands of their own. */
  | { kind: 'split'; names: string[]; hand: HandShape; everyone: boolean }
  /** No hand to rank yet. */
  | { kind: 'empty' };

/**
 * Terms every card needs. Registered by `<poker-card>` on its own so a page with
 * cards only does not load the hand ranker's sentences.
 */
export interface CardTerms {
  /** Spoken card name: `Ace of spades`, `Pik Ass`. */
  cardName: (card: Card) => string;
  /** Letter on the card face: `K`, German `K`; jack `J` / `B`. */
  rankLetter: (rank: Rank) => string;
  suitName: (suit: Suit) => string;
  faceDownCard: string;
  emptyCard: string;
  /** Accessible name of a placeholder for text that is not a card. */
  unknownCard: (text: string) => string;
  errorUnknownCard: (text: string) => string;
  /** Inline message of any kit element when a part it fetches on use (its words, an editor, the evaluator) cannot be loaded. */
  partUnavailable: string;
}

/** The words of a property set to a value it cannot use, fetched with the first such value (`value-words-en.ts`). */
export interface ValueTerms {
  /** `card: expected text, got a number.` */
  valueProblem: (problem: ValueProblem) => string;
}

/** The kinds of value a property takes (the shared readers of `elements/shared/converters.ts`). */
export type ValueKind = 'text' | 'cards' | 'amount' | 'seed' | 'observer' | 'clock' | 'data' | 'list' | 'entry' | 'theme' | 'order';

/** What a property was given instead: a kind of value, a cycle, or too many values. */
export type ValueGot =
  'nothing' | 'text' | 'number' | 'bigint' | 'symbol' | 'boolean' | 'function' | 'object' | 'list' | 'node' | 'cycle' | 'too-many';

/** A value a property cannot use: where (`hands[1].cards`), what it takes and what it got (`count` of at most `max`, for too many). */
export interface ValueProblem {
  field: string;
  expected: ValueKind;
  got: ValueGot;
  count?: number;
  max?: number;
}

/**
 * Terms of editable elements: card slots, the card picker, adding and removing players.
 * Registered with an element's editor, on use (`registerPickerTranslations`).
 */
export interface PickerTerms {
  /** Slot names for the card picker: `Board card 3`, `Anna's card 1`. */
  boardSlot: (position: number) => string;
  holeSlot: (name: string, position: number) => string;
  /** Accessible name of an editable card: `Board card 3: Seven of clubs. Change`. */
  changeCard: (slot: string, card: string) => string;
  pickCard: string;
  /** Shown under the board in editable mode. */
  editHint: string;
  /** Dialog title: `Choose a card: Board card 3`. */
  pickerTitle: (slot: string) => string;
  close: string;
  /** Picker button that empties a board slot (turn or river). */
  removeCard: string;
  cardInUse: string;
  /** Keyboard hint under the picker grid. */
  pickerHint: string;
  /** Accessible name of the picker grid. */
  deck: string;
  addPlayer: string;
  removePlayer: (name: string) => string;
}

/** Terms of the hand ranker, and (through `PickerTerms`) of its editor and card picker. */
export interface HandTerms extends PickerTerms {
  /** A rank inside a sentence: `queen`, `Dame`. */
  rankWord: (rank: Rank) => string;
  /** Several cards of a rank: `kings`, `Könige`. */
  rankPlural: (rank: Rank) => string;
  /** `Full house`, `Full House`. */
  categoryName: (category: HandCategory) => string;
  /** A hand on its own line: `Pair of kings`, `Ein Paar Könige`. */
  handTitle: (hand: HandShape) => string;
  /** A hand inside a sentence: `pair of kings`, `Paar Könige`. */
  handPhrase: (hand: HandShape) => string;
  /** The verdict sentence: `Anna wins: pair of kings, queen kicker beats jack kicker`. */
  verdict: (verdict: Verdict) => string;
  /** Place in the ranking: `1st`, `1.`. */
  place: (place: number) => string;
  /** Accessible place: `1st place`, `tied for 1st place`. */
  placeLabel: (place: number, tied: boolean) => string;
  /** Names joined: `Anna, Ben and Carla`. */
  nameList: (names: readonly string[]) => string;
  /** Name of a hand given without one: `Player 2`. */
  playerName: (position: number) => string;

  // The hand-ranker element
  board: string;
  hands: string;
  bestFive: string;
  /** Rest of the label of the toggle that shows a hand's best five on the board, after `bestFive`. */
  showBestFive: (name: string, cards: string) => string;
  winner: string;
  split: string;

  // Errors (inline messages and the `error` event)
  errorDuplicateCard: (card: string, name: string) => string;
  /** The board holds more than five cards. */
  errorBoardCount: (count: number) => string;
  /** A hand's cards and the board do not make 5 to 7 cards. */
  errorHandCount: (name: string, hole: number, board: number) => string;
  /** Two hands with the same name: `Two hands are called Anna: …`. */
  errorDuplicateHandName: (name: string) => string;
  /** More hands than the ranker takes: `At most 12 hands: 13 given.` */
  errorTooManyHands: (max: number, count: number) => string;
  /** Where the editor stops adding hands: `12 hands at most.` */
  handLimit: (max: number) => string;
  errorOther: (detail: string) => string;
}

/**
 * What the pot calculator says about one pot's award, decided by `awardPots` (its
 * structured explanation) and handed to the translation to word.
 */
export interface PotAwardWording {
  kind: 'uncontested' | 'best-hand' | 'split';
  /** Names of the winners, in odd-chip order (T19). */
  winners: string[];
  /** Chips each winner gets before odd chips. */
  sharePerWinner: number;
  /** Names given one odd chip each, clockwise from the first left of the button (T19). */
  oddChips: string[];
  /** The winning hand when cards decided it; `null` for a finishing order or an uncontested pot. */
  hand: HandShape | null;
}

/** Where a bad value is, to name it in a message: `Ben’s chips`, `the board`. */
export type PotField = { kind: 'name' | 'chips' | 'cards' | 'status'; player: string } | { kind: 'board' | 'order' | 'button' | 'players' };

/**
 * Terms of the pot calculator. The pot words a table shows too are `PotWordTerms`
 * (`pot-words-en.ts`); the rest are the calculator's own (`pots-en.ts`).
 */
export interface PotTerms {
  /** A chip amount with the language's digit grouping: `1,800`, `1.800`. */
  chipAmount: (amount: number) => string;
  /** `Main pot`, `Side pot 2`. */
  potName: (potIndex: number) => string;
  /** A pot's award, after its name: `Ben wins with a pair of kings`. */
  potAward: (award: PotAwardWording) => string;
  /** A pot nobody has won yet: `The best hand among Ben and Carla wins it`. */
  potOpen: (names: readonly string[]) => string;
  /** Players in a pot who show no hand: `Anna shows no hand`. */
  showsNoHand: (names: readonly string[]) => string;
  /** One line of the summary: `Side pot 1 (60): Ben wins with a pair of kings.` */
  potLine: (potName: string, amount: number, text: string) => string;
  /** Caption before a pot's eligible players. */
  potEligible: string;
  /** T10: `120 uncalled chips go back to Anna`. */
  returnedChips: (name: string, amount: number) => string;
  /** `Ben collects 120`. */
  collects: (name: string, amount: number) => string;
  /** The total of every pot: `Total in the pots`. */
  potTotal: string;
  /** Heading of the pots picture and of the pot list. */
  pots: string;
  /** Accessible name of the picture: chips per player and pot. */
  chartLabel: string;
  /** Column header of the picture's table for screen readers. */
  player: string;
  /** Column with what a player put in altogether. */
  putIn: string;
  /** Label of the uncalled chips band in the picture. */
  returnedLabel: string;
  /** Legend: chips of players still in, dead money, uncalled chips. */
  legendLive: string;
  legendDead: string;
  legendReturned: string;
  /** Player status. */
  statusIn: string;
  statusAllIn: string;
  statusFolded: string;
  /** The dealer button. */
  button: string;
  /** `Button: Carla` in the header; `Dealer button` for the chip's accessible name. */
  buttonIs: (name: string) => string;
  /** `3 players`. */
  playerCount: (count: number) => string;
  /** Heading before the totals. */
  result: string;
  /** Shown while no showdown decides the pots. */
  showdownOpen: string;
  /** Shown next to the last good result while the input has a bad value. */
  staleResult: string;
  /** Shown when there is no player yet. */
  noPlayers: string;
  /** Shown instead of the chart when every player put in 0 chips. */
  noChips: string;
  /** Where the editor stops adding players: `12 players at most.` */
  playerLimit: (max: number) => string;
  /** Plain-text summary: the `<details>` summary, the copy button, its outcomes. */
  summary: string;
  copySummary: string;
  copied: string;
  copySelected: string;
  /** First line of the summary: who put in what. */
  summaryPlayers: (entries: readonly string[]) => string;
  /** One player in that line: `Anna 20 (all-in)`. */
  summaryPlayer: (name: string, amount: string, status: 'in' | 'all-in' | 'folded', button: boolean) => string;
  /** Summary line of a pot before the showdown: `Main pot 60: Anna, Ben and Carla`. */
  summaryPot: (potName: string, amount: number, names: readonly string[]) => string;

  // Editing
  players: string;
  playerNameLabel: string;
  chipsLabel: string;
  statusLabel: string;
  cardsLabel: string;
  /** Accessible names of a row's fields: `Chips Anna put in`. */
  nameOf: (name: string) => string;
  chipsOf: (name: string) => string;
  statusOf: (name: string) => string;
  buttonOf: (name: string) => string;
  orderLabel: string;
  orderHint: string;
  boardHint: string;

  // Errors (inline messages and the `error` event); each names the field first
  fieldName: (field: PotField) => string;
  errorMissingAmount: (field: string) => string;
  errorNotANumber: (field: string, text: string) => string;
  errorNegative: (field: string, text: string) => string;
  errorNotWhole: (field: string, text: string) => string;
  errorDuplicateName: (name: string) => string;
  /** A name twice in the finishing order: `The finishing order names Ben twice: …`. */
  errorDuplicateInOrder: (name: string) => string;
  /** More players than the calculator takes: `At most 12 players: 13 given.` */
  errorTooManyPlayers: (max: number, count: number) => string;
  errorUnknownPlayer: (field: string, name: string) => string;
  errorAllInFolded: (name: string) => string;
  errorEveryoneFolded: string;
  /** A contested pot whose players show no hand while others do: `Side pot 1: neither Anna nor Carla shows a hand…`. */
  errorNoShowdown: (potName: string, names: readonly string[]) => string;
  /** A card dealt twice, with where: `Kh (King of hearts) is dealt twice: Anna’s cards and the board`. */
  errorDuplicateCardAt: (card: string, name: string, fields: readonly string[]) => string;
}

/**
 * The pot words a table shows (chip amounts, pot names, awards, uncalled chips, a seat's
 * status), registered on their own by the tables (`registerPotWords`): a table page loads
 * none of the calculator's editor labels, error sentences, summary or chart words.
 */
export type PotWordTerms = Pick<
  PotTerms,
  'chipAmount' | 'potName' | 'potAward' | 'returnedChips' | 'pots' | 'statusAllIn' | 'statusFolded'
>;

/**
 * One line of the poker table's hand history, from the hand machine's structured log entry
 * with names and cards filled in. `cards` is where the cards go in the sentence: the table
 * puts drawn card chips there, so a translation only places the marker it is given.
 */
export type TableLogLine =
  | { kind: 'ante'; name: string; amount: number; allIn: boolean }
  | { kind: 'blind'; name: string; blind: 'small' | 'big' | 'newcomer-big'; amount: number; allIn: boolean }
  | { kind: 'deal-hole-cards' }
  | { kind: 'deal-board'; street: 'flop' | 'turn' | 'river'; cards: string }
  | { kind: 'action'; name: string; action: ActionType; amount: number; to: number; allIn: boolean }
  | { kind: 'uncalled-returned'; name: string; amount: number }
  | { kind: 'run-out' }
  | { kind: 'face-up' }
  | { kind: 'show'; name: string; cards: string; hand: HandShape | null }
  | { kind: 'muck'; name: string }
  | { kind: 'uncontested'; name: string }
  /** `mucked`: names of the others in a pot left to one player because they mucked (T16). */
  | { kind: 'award'; potIndex: number; amount: number; award: PotAwardWording; mucked: string[] }
  | { kind: 'void' };

/**
 * An explanation the table gives for a moment of the hand, decided from the machine's
 * snapshot (log entries, legal actions, a refusal) and handed to the translation to word.
 */
export type TableNote =
  /** T3: heads-up the button posts the small blind and acts first preflop. */
  | { kind: 'heads-up'; name: string }
  /** T3: a blind the player cannot cover in full. */
  | { kind: 'blind-all-in'; name: string }
  /** C3: a newcomer's big blind out of position. */
  | { kind: 'newcomer-blind'; name: string }
  /** T4: the unraised big blind may check or raise. */
  | { kind: 'bb-option'; name: string }
  /**
   * T12: an all-in below a full bet or raise. `next`: the player to act now, who has acted
   * this street already, and whether the betting is open to them again (T13: short all-ins
   * that add up to a full raise since they acted; or a house rule).
   */
  | { kind: 'short-all-in'; name: string; to: number; next?: { name: string; reopened: boolean } }
  /** T12: `name` may only call or fold because of `aggressor`'s incomplete raise. */
  | { kind: 'not-reopened'; name: string; aggressor: string }
  /** T11 house rule: a raise below the minimum was changed. */
  | { kind: 'house-rule'; name: string; rule: 'treat-as-call' | 'fill-to-minimum' }
  /** T10: chips nobody matched go back. */
  | { kind: 'uncalled'; name: string; amount: number }
  /** T9: the board is dealt out without betting. */
  | { kind: 'run-out' }
  /** T18: a new side pot, and who may win it. */
  | { kind: 'side-pot'; potIndex: number; names: string[] }
  /** T16 tournament rule: every hand face up. */
  | { kind: 'face-up' }
  /** T16: who shows first at the showdown. */
  | { kind: 'shows-first'; name: string }
  /** T20: everyone else folded. */
  | { kind: 'uncontested'; name: string }
  /** T19: the odd chip of a split pot. */
  | { kind: 'odd-chip'; potIndex: number; name: string }
  /** What the player to act may do (from the legal actions). */
  | { kind: 'options'; name: string; options: string[] }
  /** Why the player to act may not bet or raise: the engine's reason, in the page's language. */
  | { kind: 'blocked'; name: string; reason: string }
  /** The price of a call: `call` to win `pot`, worth it if it wins `needed` (a fraction) of the time. */
  | { kind: 'pot-odds'; call: number; pot: number; needed: number }
  /** T9, T17: the players' chances (fractions of the pot) on a street of an all-in run-out. */
  | { kind: 'run-out-chances'; street: 'preflop' | 'flop' | 'turn'; shares: { name: string; equity: number }[] };

/** A legal action as a phrase in the options note: `call 200`, `raise to 400–4,900`. */
export type TableOption =
  | { kind: 'fold' | 'check' }
  | { kind: 'call'; amount: number; allIn: boolean }
  | { kind: 'bet' | 'raise'; minTo: number; maxTo: number }
  | { kind: 'all-in'; to: number }
  | { kind: 'show' | 'muck' };

/** Where a bad value of the poker table is, to name it in a message. */
export type TableField =
  | { kind: 'seat'; seat: string }
  | { kind: 'seats' | 'blinds' | 'ante' | 'structure' | 'button' | 'hero' | 'board' | 'hole-cards' }
  /** `mode` (a leftover of `<poker-table mode="cash">`); the others are `<poker-cash-table>`'s. */
  | { kind: 'mode' | 'players' | 'buy-in' | 'table-size' | 'clock' | 'bot-delay' | 'between-hands' | 'persist' }
  | { kind: 'script'; step: number };

/** Terms of the poker table. */
export interface TableTerms {
  /** `No-limit`, `Pot-Limit`. */
  structureName: (structure: BettingStructure) => string;
  /** `Blinds 50/100`, with the ante if any. */
  stakes: (small: number, big: number, ante: number) => string;
  /** `Preflop`, `Flop`, … and `Showdown`. */
  streetName: (street: Street | 'showdown') => string;
  /** Accessible name of the table picture. */
  tableLabel: string;
  /** Tells several tables on a page apart in their regions' names: `(table 2)`. */
  tableNumber: (index: number) => string;
  /** Accessible summary of a seat: name, stack, bet, status words. */
  seatLabel: (name: string, stack: number, bet: number, status: readonly string[]) => string;
  stackLabel: string;
  betLabel: string;
  dealerButton: string;
  smallBlindShort: string;
  bigBlindShort: string;
  smallBlind: string;
  bigBlind: string;
  statusToAct: string;
  statusWins: (amount: number) => string;
  /** The header's label for every chip in the middle, the pots and this street's bets: `Pot`. (Not `potTotal`, the pot calculator's term: one key, one meaning.) */
  potInPlay: string;
  /** Accessible name of the board, with its cards: `Board: King of spades, …`. */
  boardLabel: (cards: readonly string[]) => string;
  noBoard: string;
  holeCardsOf: (name: string) => string;

  /** A line of the hand history. */
  logLine: (line: TableLogLine) => string;
  logTitle: string;
  /** `Ben's all-in is less than a full raise, so Anna may only call or fold`. */
  note: (note: TableNote) => string;
  /** A legal action in the options note. */
  option: (option: TableOption) => string;
  /** A refused action: `Anna may not raise to 1,500`. */
  refused: (name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined) => string;
  /** A step of `<poker-table>`'s script, from its event: `Carla calls`, `Anna raises to 1,500`. */
  scriptStep: (name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined) => string;
  /** A rule as cited after an explanation: `T11`, `TDA 47 (T12)`. */
  ruleRef: (ruleId: string) => string;
  /** What a rule says, for the citation's tooltip: `T12: a short all-in does not reopen the betting`. */
  ruleTitle: (ruleId: string) => string;
  explanationTitle: string;
  refusedTitle: string;

  // The action bar
  actionBarLabel: (name: string) => string;
  toAct: (name: string) => string;
  toCall: (amount: number) => string;
  showOrMuck: (name: string) => string;
  waitingFor: (name: string) => string;
  handComplete: string;
  handVoid: string;
  fold: string;
  check: string;
  call: (amount: number, allIn: boolean) => string;
  bet: (to: number) => string;
  raise: (to: number) => string;
  allIn: (to: number) => string;
  show: string;
  muck: string;
  /** Label of the amount field and slider: `Bet` / `Raise to`. */
  amountLabel: (kind: 'bet' | 'raise') => string;
  /** The range under the field: `200 to 4,900`. */
  amountRange: (minTo: number, maxTo: number) => string;
  presets: string;
  presetMin: string;
  presetHalfPot: string;
  presetPot: string;
  presetAllIn: string;

  // Stepping
  stepsLabel: string;
  restart: string;
  back: string;
  forward: string;
  /** The next scripted step: `Next: Anna raises to 1,500`. */
  next: string;
  playToEnd: string;
  stepOf: (step: number, steps: number) => string;
  nextStep: (text: string) => string;
  scriptEnd: string;

  // The statechart panel
  stateTitle: string;
  stateValue: string;
  stateStatus: (status: string) => string;
  stateAccepts: string;

  // Errors
  tableFieldName: (field: TableField) => string;
  errorStack: (field: string, text: string, code: string) => string;
  errorSeatCount: (count: number) => string;
  errorDuplicateSeat: (name: string) => string;
  errorUnknownSeatIn: (field: string, name: string) => string;
  errorBlinds: (text: string) => string;
  errorChips: (field: string, text: string) => string;
  errorStructure: (text: string) => string;
  errorScript: (step: number, text: string) => string;
  errorScriptAmount: (step: number, text: string) => string;
  errorHoleCount: (name: string, count: number) => string;
  errorCardTwice: (card: string) => string;
  errorDeal: (detail: string) => string;
  /** A scripted or sent action after the hand ended. */
  errorHandOver: string;
  /** `<poker-table mode="…">`: the cash game is `<poker-cash-table>` now; any other mode is none. */
  errorMode: (text: string) => string;
  /**
   * A refusal of the engine (hand, betting, showdown or table) as a sentence: its code and
   * parameters worded, seats named by `name` (default: the id). Unknown codes are said by
   * their rule ID.
   */
  refusal: (refusal: Refusal, name?: (seat: string) => string) => string;
}

/** A seat's state at a cash-game table, as `tableMachine` keeps it (plus the seat's own flags). */
export type CashSeatState = 'active' | 'waiting' | 'posting' | 'sitting-out' | 'busted' | 'away' | 'sits-out-next' | 'leaves-next';

/** Terms of the cash-game table (`<poker-cash-table>`). */
export interface CashTerms {
  cashGame: string;
  /** `Hand 12`. */
  handNumber: (hand: number) => string;
  waitingForPlayers: string;
  nextHand: string;
  /** The short label on an empty seat: `Seat 3`. */
  emptySeat: (seat: number) => string;
  /** Under it when the reader cannot take it (already seated): `free`. */
  seatFree: string;
  seatState: (state: CashSeatState) => string;
  /** `Computer, passive`. */
  botLabel: (kind: string) => string;
  yourSeat: string;
  heroName: string;
  /** What the reader's seat is doing: `Seat 2, 950 chips: you play`. */
  heroStatus: (seat: number, stack: number, state: CashSeatState) => string;
  notSeated: (free: number) => string;
  /** C7: every seat taken. */
  tableFull: (queue: number) => string;
  /** C7: the reader's place on the waiting list. */
  queued: (place: number) => string;
  joinQueue: string;
  leaveQueue: string;
  takeSeat: (seat: number | null) => string;
  /** Label of the buy-in field, with the table's limits (T8). */
  buyInLabel: (min: number, max: number) => string;
  /** Label of the rebuy / top-up field: at most `max` more (T8). */
  addChipsLabel: (min: number, max: number) => string;
  /** At the buy-in (`buy-in`) or top-up (`add`) field: `text` (maybe empty) is no positive whole number of chips; `min` to `max` are allowed (T8). */
  errorSeatChips: (kind: 'buy-in' | 'add', text: string, min: number, max: number) => string;
  /** C4, C7: takes back leaving after this hand. */
  stayAtTable: string;
  /** C3: how a newcomer is dealt in. */
  entryLabel: string;
  waitForBigBlind: string;
  postBigBlindNow: string;
  sitDown: string;
  cancel: string;
  sitOut: string;
  sitIn: string;
  leaveTable: string;
  rebuy: string;
  topUp: string;
  addChips: string;
  /** Seconds left on the action clock (C5); `timeBank` for the disconnected player's extra time. */
  clockLeft: (seconds: number, timeBank: boolean) => string;
  tableLogTitle: string;
  /** A line of the table history, from the table's log entry (names and numbers in it): `Anna sits down in seat 2 with 1,000`. */
  tableLogLine: (entry: TableLogEntry) => string;
  /** A timeout: what the clock did for the reader (C5). */
  heroTimedOut: (action: 'check' | 'fold') => string;
  errorBotKind: (name: string, kind: string) => string;
  errorBuyIn: (text: string) => string;
  errorTableSize: (text: string) => string;
  errorClock: (text: string) => string;
  /** `bot-delay`, `between-hands`: not a whole number of milliseconds. */
  errorMilliseconds: (field: string, text: string) => string;
  errorPlayers: (count: number, seats: number) => string;
  errorRestore: (key: string) => string;
}

/** A whole kit translation. Partial ones are fine: missing terms fall back to English. */
export type HoldemTranslation = Translation &
  CardTerms &
  ValueTerms &
  HandTerms &
  PotTerms &
  TableTerms &
  CashTerms &
  ReplayTerms &
  EquityTerms &
  QuizTerms;
