/**
 * `holdem-elements/react`: a React component for every element of the kit, made with
 * `@lit/react`. Importing this module registers every tag (through `holdem-elements/define/…`);
 * an app that uses a few imports each from its own module instead
 * (`holdem-elements/react/poker-table`), and pays only for those.
 *
 * - Props that are properties of the element (`hands`, `seats`, `board`, `houseRules`…) are set
 *   as properties, so arrays and objects arrive as they are; other props become attributes.
 * - Every event of the element is an `on…` prop named after it (`poker-action` →
 *   `onPokerAction`, `error` → `onError`), typed with its detail from `HoldemEventMap`.
 * - A `ref` reaches the element itself (`table.playAll()`).
 *
 * React is an optional peer dependency: only this module imports it. It is safe to import
 * in Node (server rendering): the elements render on the client.
 *
 * Adding an element is a module of its own (`wrap(tag, class, [its events])`) and a line below.
 */
export { eventProp, wrappedElements, type EventProp, type EventProps, type KitEventName } from './wrap.js';
export { PokerCard } from './poker-card.js';
export { HandRanker } from './hand-ranker.js';
export { PotCalculator } from './pot-calculator.js';
export { PokerTable } from './poker-table.js';
export { PokerCashTable } from './poker-cash-table.js';
export { EquityCalculator } from './equity-calculator.js';
export { PokerCardPicker } from './card-picker.js';
export { RulesQuiz } from './rules-quiz.js';
