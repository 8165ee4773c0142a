/**
 * `holdem-elements/core`: the rules of Texas Hold'em as pure functions, with no DOM and
 * no XState, usable in Node and in the browser. Every rule lives here, once. Potsdam
 * Hold'em (`holdem-elements/core/potsdam`) and hand histories (`holdem-elements/core/history`)
 * are entries of their own, so a page or a bundle that does not use them does not load them.
 *
 * The modules whose functions core's engines call unchecked (`…Unchecked`, `requireRound`)
 * are exported by name: those internal functions stay inside core.
 */
export * from './errors.js';
export * from './cards.js';
export * from './deck.js';
export * from './evaluate.js';
export * from './rank.js';
export * from './showdown.js';
export * from './rule-violation.js';
export {
  ACTION_TYPES,
  amountToCall,
  applyAction,
  betUnit,
  blindSeats,
  DEFAULT_HOUSE_RULES,
  handContributions,
  isBettingClosed,
  isRoundComplete,
  legalActions,
  minRaiseTo,
  nextToAct,
  playersInHand,
  potLimitMaxTo,
  potTotal,
  resolveHouseRules,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  STREETS,
  type ActionRequest,
  type ActionType,
  type AllInReopenRule,
  type AppliedAction,
  type ApplyResult,
  type BettingPlayer,
  type BettingPlayerInput,
  type BettingRefusal,
  type BettingRefusalCode,
  type BettingRound,
  type BettingStructure,
  type BettingViolation,
  type FixedLimitCap,
  type HouseRules,
  type LegalActions,
  type NoRefusalParams,
  type PlayerAction,
  type StartBettingRoundInput,
  type Street,
  type UnderRaiseRule,
} from './betting.js';
export {
  awardPots,
  buildPots,
  potLayers,
  undecidedPots,
  type AwardExplanation,
  type Contribution,
  type HandValues,
  type Pot,
  type PotAward,
  type PotAwards,
  type PotLayer,
  type PotLayerShare,
  type PotLayersResult,
  type PotsResult,
  type ReturnedChips,
  type Seating,
  type ShareOfPot,
} from './pots.js';
export {
  BOARD_CARDS,
  BOARD_SIZE,
  dealHoleCards,
  dealingOrder,
  dealStreet,
  stackedDeck,
  type BoardStreet,
  type StackedDealInput,
} from './dealing.js';
export {
  applyShowdownDecision,
  autoShowdownDecision,
  playAutoShowdown,
  potsAfterMucks,
  showdownChoices,
  showdownOrder,
  showdownTurn,
  startShowdown,
  tournamentFaceUp,
  type ShowdownChoices,
  type ShowdownDecision,
  type ShowdownRefusal,
  type ShowdownRefusalCode,
  type ShowdownState,
  type ShowdownStep,
  type ShowdownViolation,
  type StartShowdownInput,
} from './showdown-order.js';
export * from './table-rules.js';
export * from './records.js';
export * from './hand/index.js';
export * from './table/index.js';
export * from './equity/index.js';
