/**
 * A hand in a link: its settings, cards and actions written as a short, versioned text for
 * a URL fragment (`#hand=h1.…`), and read back with every field checked. Pure data in and
 * out: reading never throws, a link typed wrong or cut short is answered with a code
 * (`src/i18n/` words it), and a hand the rules refuse with the rule ID.
 *
 * Version 1, sections joined by `.` (version 2 is the same with a fixed-limit cap per street,
 * `limits.maxBetActions`, as an eighth setting: `f_1_2_0___3-4-4-4`; version 3 adds the unit
 * the amounts are shown in as a ninth, `decimals-currency-symbol`: `n_5_a_0____2-USD-%24` for
 * dollars and cents. A link is written in the lowest version that holds the hand, so kits that
 * read only version 1 open every link without a cap or a unit):
 *
 * ```
 * h1 . n_1e_2s_0        structure letter (n, p, f) and flags (t tournament; a/d showdown
 *                       decided automatically / by the players; house rules other than the
 *                       defaults: c/m under-raise a call / filled, h half-bet reopens, 4 cap
 *                       bet plus 4, u heads-up capped, s short-blind-call posted),
 *                       small blind, big blind,
 *                       ante, then for limits the min bet, small bet, big bet (base 36)
 *    . Anna-3e8_Ben-3e8 seats clockwise: id-stack[-flags[-name]] (flag b: C3 newcomer's big blind)
 *    . 1                the button's seat index
 *    . AbCd--Efg        hole cards two per seat in seat order (`-` unknown), then the board,
 *                       one letter per card (A…Z a…z: 2s 2h 2d 2c 3s …)
 *    . 0r2s_1c_0k       events: seat index, then f k c b r a (fold … all-in), s show, m muck,
 *                       `to` in base 36 for bets and raises; `v` a void hand (C6)
 *    . 3                the step to open at (events taken)
 *    . k2f9             a checksum of everything before it
 * ```
 *
 * Numbers are base 36; names and ids are percent-encoded, `-`, `_`, `.` and `~` included.
 */
import type { ActionType, HouseRules } from '../betting.js';
import { ALL_CARDS, type Card } from '../cards.js';
import { HoldemError } from '../errors.js';
import { runHand } from '../hand/run.js';
import type { HandEvent, HandInput, HandSeatInput } from '../hand/types.js';
import { hasOwn } from '../records.js';
import type { RuleId } from '../rule-violation.js';

/** The newest version this module writes; it reads it and every earlier one. */
export const SHARE_LINK_VERSION = 3;

/** Why a link cannot be read. */
export type ShareLinkErrorCode =
  /** Nothing to read. */
  | 'share-empty'
  /** Not a hand link at all (it does not start `h1.` or `h2.`). */
  | 'share-not-a-hand'
  /** A link of a version this kit does not read (a newer kit's). */
  | 'share-version'
  /** Sections missing: the link was cut short. */
  | 'share-truncated'
  /** Every section is there, but the checksum does not match: a character was typed wrong. */
  | 'share-checksum'
  /** A section that cannot be read (`field` names it): a seat, a card, an amount. */
  | 'share-invalid'
  /** The hand reads, but the rules refuse one of its events (`ruleId`, `index`). */
  | 'share-refused';

/** The sections of a link, for `share-invalid`. */
export type ShareLinkField = 'settings' | 'seats' | 'button' | 'cards' | 'events' | 'step' | 'hand';

/** A link that cannot be read, as data. */
export interface ShareLinkError {
  code: ShareLinkErrorCode;
  field?: ShareLinkField;
  /** `share-version`: the version the link has. */
  version?: number;
  /** `share-refused`: the rule that refused the event, and the event's index (from 0). */
  ruleId?: RuleId;
  index?: number;
}

/**
 * The unit a hand's amounts are shown in (a room's hand: dollars and cents): a chip is
 * `10^-decimals` of it. The rules count chips; the unit is for showing them.
 */
export interface ShareUnit {
  /** 0 to 8. */
  decimals: number;
  /** ISO 4217 code (`USD`). */
  currency?: string;
  /** `$`, `€`: at most four characters. */
  symbol?: string;
}

/** A hand read from a link: `runHand(input, events)` replays it; `step` events were taken when it was shared. */
export interface SharedHand {
  input: HandInput;
  events: HandEvent[];
  step: number;
  /** Seats whose hole cards nobody saw: they are not in `input.holeCards`, and stay face down. */
  unknownHoleCards: string[];
  /** The unit its amounts were shown in, when the link says (version 3). */
  unit?: ShareUnit;
}

export type ShareLinkResult = { ok: true; hand: SharedHand } | { ok: false; error: ShareLinkError };

const CARD_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACTION_LETTERS: Readonly<Record<ActionType, string>> = { fold: 'f', check: 'k', call: 'c', bet: 'b', raise: 'r', 'all-in': 'a' };
const LETTER_ACTIONS: Readonly<Record<string, ActionType>> = { f: 'fold', k: 'check', c: 'call', b: 'bet', r: 'raise', a: 'all-in' };
const STRUCTURE_LETTERS = { 'no-limit': 'n', 'pot-limit': 'p', 'fixed-limit': 'f' } as const;
const LETTER_STRUCTURES: Readonly<Record<string, HandInput['structure']>> = { n: 'no-limit', p: 'pot-limit', f: 'fixed-limit' };
const SECTIONS = 8;

const escapeText = (text: string): string =>
  encodeURIComponent(text).replace(/[-_.~!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** FNV-1a over the text, as four base-36 digits. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0');
}

const num = (value: number): string => value.toString(36);

/** What `encodeSharedHand` takes: a hand as `runHand` takes it, and where it stands. */
export interface ShareableHand {
  input: HandInput;
  events: readonly HandEvent[];
  /** Events taken when it was shared (default all of them). */
  step?: number;
  /** Seats whose hole cards nobody saw: written unknown. */
  unknownHoleCards?: readonly string[];
  /** The unit the amounts are shown in (a room's hand); none: whole chips. */
  unit?: ShareUnit;
}

const CURRENCY = /^[A-Z]{3}$/;
const isUnit = (unit: ShareUnit): boolean =>
  Number.isSafeInteger(unit.decimals) &&
  unit.decimals >= 0 &&
  unit.decimals <= 8 &&
  (unit.currency === undefined || CURRENCY.test(unit.currency)) &&
  (unit.symbol === undefined || (unit.symbol.length >= 1 && unit.symbol.length <= 4));

/**
 * The hand as the text of a link (without `#hand=`). The cards are those the hand was dealt
 * (a seeded shuffle is written out as its cards), so the link deals the same hand anywhere.
 * Throws `HoldemError` for malformed input or an event the rules refuse (`invalid-input`):
 * only a hand that plays can be shared. House rules other than the defaults are not written.
 */
export function encodeSharedHand(hand: ShareableHand): string {
  if (typeof hand !== 'object' || hand === null) throw new HoldemError('missing-input', 'encodeSharedHand needs a hand');
  const { input, events } = hand;
  const run = runHand(input, events);
  if (run.violation)
    throw new HoldemError(
      'invalid-input',
      `event ${run.violation.index} is refused (${run.violation.ruleId}): only a hand that plays can be shared`,
    );
  const config = run.state.config;
  const step = hand.step ?? events.length;
  if (!Number.isSafeInteger(step) || step < 0 || step > events.length)
    throw new HoldemError('invalid-input', `step must be a whole number from 0 to ${events.length}`);
  const unknown = new Set(hand.unknownHoleCards ?? []);
  const ids = config.seatIds;

  let flags = STRUCTURE_LETTERS[config.structure];
  if (config.tournament) flags += 't';
  if (input.autoShowdown === true) flags += 'a';
  if (input.autoShowdown === false) flags += 'd';
  const rules = config.houseRules;
  if (rules.underRaise === 'treat-as-call') flags += 'c';
  if (rules.underRaise === 'fill-to-minimum') flags += 'm';
  if (rules.allInReopen === 'half-bet') flags += 'h';
  if (rules.fixedLimitCap === 'bet-plus-4') flags += '4';
  if (!rules.headsUpUncapped) flags += 'u';
  if (rules.shortBlindCall === 'posted') flags += 's';
  const settings = [flags, num(config.blinds.small), num(config.blinds.big), num(config.ante)];
  const limits = input.limits;
  const caps = config.limits.maxBetActions;
  if (limits && (limits.minBet !== undefined || limits.smallBet !== undefined || limits.bigBet !== undefined || caps)) {
    settings.push(...[limits.minBet, limits.smallBet, limits.bigBet].map((value) => (value === undefined ? '' : num(value))));
  }
  // Version 2 only for what version 1 cannot hold: the cap per street; version 3 for a unit.
  const unit = hand.unit;
  if (unit !== undefined && (typeof unit !== 'object' || unit === null || !isUnit(unit)))
    throw new HoldemError('invalid-input', 'unit is { decimals: 0 to 8, currency?: an ISO code like USD, symbol?: up to 4 characters }');
  const shownIn = unit && (unit.decimals > 0 || unit.currency !== undefined || unit.symbol !== undefined) ? unit : undefined;
  if (shownIn && settings.length === 4) settings.push('', '', '');
  if (caps || shownIn) settings.push(caps ? caps.map(num).join('-') : '');
  if (shownIn) settings.push([num(shownIn.decimals), shownIn.currency ?? '', escapeText(shownIn.symbol ?? '')].join('-'));
  const version = shownIn ? 3 : caps ? 2 : 1;

  const seats = ids.map((id) => {
    const parts = [escapeText(id), num(config.startingStacks[id])];
    const name = config.names[id];
    const newcomer = config.newcomers.includes(id);
    if (newcomer || (name !== undefined && name !== id)) parts.push(newcomer ? 'b' : '');
    if (name !== undefined && name !== id) parts.push(escapeText(name));
    return parts.join('-');
  });

  const letter = (card: Card): string => CARD_LETTERS[ALL_CARDS.indexOf(card)];
  const holeCards = ids
    .map((id) => {
      const cards = run.state.holeCards[id];
      return unknown.has(id) || !cards || cards.length !== 2 ? '--' : cards.map(letter).join('');
    })
    .join('');
  const board = run.state.board.map(letter).join('');

  const eventTexts = events.map((event) => {
    if (event.type === 'VOID') return 'v';
    const seat = num(ids.indexOf(event.seat));
    if (event.type === 'SHOW') return `${seat}s`;
    if (event.type === 'MUCK') return `${seat}m`;
    const sized = (event.action === 'bet' || event.action === 'raise') && event.to !== undefined;
    return `${seat}${ACTION_LETTERS[event.action]}${sized ? num(event.to as number) : ''}`;
  });

  const body = [
    `h${version}`,
    settings.join('_'),
    seats.join('_'),
    num(ids.indexOf(config.button)),
    holeCards + board,
    eventTexts.join('_'),
    num(step),
  ].join('.');
  const link = `${body}.${checksum(body)}`;
  // Whatever could not be written would make a link that does not read.
  const read = decodeSharedHand(link);
  if (!read.ok) throw new HoldemError('invalid-input', `this hand cannot be shared: its link does not read back (${read.error.code})`);
  return link;
}

/** A base-36 whole number, or null. */
function readNumber(text: string | undefined): number | null {
  if (text === undefined || !/^[0-9a-z]{1,10}$/.test(text)) return null;
  const value = parseInt(text, 36);
  return Number.isSafeInteger(value) ? value : null;
}

function readText(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

class Invalid {
  constructor(readonly field: ShareLinkField) {}
}

const invalid = (field: ShareLinkField): never => {
  throw new Invalid(field);
};

/**
 * The hand in the text of a link (with or without `#hand=` in front). Never throws: a text
 * that is not a hand link, of another version, cut short, mistyped or holding a hand the
 * rules refuse gives `{ ok: false, error }` with a code.
 */
export function decodeSharedHand(link: string): ShareLinkResult {
  const failed = (error: ShareLinkError): ShareLinkResult => ({ ok: false, error });
  if (typeof link !== 'string') return failed({ code: 'share-empty' });
  const text = link
    .trim()
    .replace(/^#/, '')
    .replace(/^hand=/, '');
  if (text === '') return failed({ code: 'share-empty' });
  const version = /^h(\d+)(\.|$)/.exec(text);
  if (!version) return failed({ code: 'share-not-a-hand' });
  const linkVersion = Number(version[1]);
  if (linkVersion < 1 || linkVersion > SHARE_LINK_VERSION) return failed({ code: 'share-version', version: linkVersion });
  const sections = text.split('.');
  const sum = sections[SECTIONS - 1];
  if (sections.length < SECTIONS || sum === undefined || sum.length < 4) return failed({ code: 'share-truncated' });
  if (sections.length > SECTIONS || checksum(sections.slice(0, SECTIONS - 1).join('.')) !== sum) return failed({ code: 'share-checksum' });
  try {
    return { ok: true, hand: readSections(sections, linkVersion) };
  } catch (error) {
    if (error instanceof Invalid) return failed({ code: 'share-invalid', field: error.field });
    if (error instanceof Refused) return failed({ code: 'share-refused', ruleId: error.ruleId, index: error.index });
    if (error instanceof HoldemError) return failed({ code: 'share-invalid', field: 'hand' });
    throw error;
  }
}

class Refused {
  constructor(
    readonly ruleId: RuleId,
    readonly index: number,
  ) {}
}

function readSections(sections: string[], version: number): SharedHand {
  const [, settingsText = '', seatsText = '', buttonText = '', cardsText = '', eventsText = '', stepText = ''] = sections;

  const settings = settingsText.split('_');
  const flags = settings[0] ?? '';
  const structure = LETTER_STRUCTURES[flags.charAt(0)] ?? invalid('settings');
  if (!/^[npf]t?[ad]?c?m?h?4?u?s?$/.test(flags) || (flags.includes('c') && flags.includes('m'))) invalid('settings');
  const [small, big, ante] = settings.slice(1, 4).map(readNumber);
  if (small === null || big === null || ante === null || small === undefined || big === undefined || ante === undefined)
    invalid('settings');
  // Version 2 adds the cap per street (an eighth setting), version 3 the unit (a ninth, the cap may be empty).
  if (
    settings.length !== 4 &&
    settings.length !== 7 &&
    !(version >= 2 && settings.length === 8) &&
    !(version >= 3 && settings.length === 9)
  )
    invalid('settings');
  const limitValues = settings.slice(4, 7).map((value) => (value === '' ? undefined : (readNumber(value) ?? invalid('settings'))));
  const capsText = settings[7];
  const unit = settings.length === 9 ? readUnit(settings[8] as string) : undefined;
  const maxBetActions =
    capsText === undefined || (capsText === '' && settings.length === 9)
      ? undefined
      : capsText.split('-').map((value) => {
          const cap = readNumber(value);
          return cap === null || cap < 1 ? invalid('settings') : cap;
        });
  if (maxBetActions !== undefined && maxBetActions.length !== 4) invalid('settings');

  const seatEntries = seatsText.split('_');
  if (seatEntries.length < 2 || seatEntries.length > 10) invalid('seats');
  const seats: HandSeatInput[] = seatEntries.map((entry) => {
    const parts = entry.split('-');
    if (parts.length < 2 || parts.length > 4) invalid('seats');
    const id = readText(parts[0] as string);
    const stack = readNumber(parts[1]);
    if (!id || stack === null || stack < 1) return invalid('seats');
    if (parts[2] !== undefined && parts[2] !== '' && parts[2] !== 'b') invalid('seats');
    const name = parts[3] === undefined ? undefined : readText(parts[3]);
    if (name === null || name === '') return invalid('seats');
    return { id, stack, ...(parts[2] === 'b' ? { postsBigBlind: true } : {}), ...(name !== undefined ? { name } : {}) };
  });
  const ids = seats.map((seat) => seat.id);
  if (new Set(ids).size !== ids.length) invalid('seats');

  const buttonIndex = readNumber(buttonText);
  const button = buttonIndex === null ? undefined : ids[buttonIndex];
  if (button === undefined) return invalid('button');

  const cardAt = (k: number): Card | null => {
    const letter = cardsText.charAt(k);
    if (letter === '-') return null;
    const index = CARD_LETTERS.indexOf(letter);
    return index < 0 ? invalid('cards') : (ALL_CARDS[index] as Card);
  };
  const boardLength = cardsText.length - 2 * ids.length;
  if (boardLength < 0 || boardLength > 5 || boardLength === 1 || boardLength === 2) invalid('cards');
  const holeCards: Record<string, Card[]> = {};
  const unknownHoleCards: string[] = [];
  ids.forEach((id, k) => {
    const first = cardAt(2 * k);
    const second = cardAt(2 * k + 1);
    if (first === null && second === null) unknownHoleCards.push(id);
    else if (first === null || second === null) invalid('cards');
    else holeCards[id] = [first, second];
  });
  const board: Card[] = [];
  for (let k = 2 * ids.length; k < cardsText.length; k++) board.push(cardAt(k) ?? invalid('cards'));
  const all = [...Object.values(holeCards).flat(), ...board];
  if (new Set(all).size !== all.length) invalid('cards');

  const events: HandEvent[] = eventsText === '' ? [] : eventsText.split('_').map(readEvent(ids));
  const step = readNumber(stepText);
  if (step === null || step > events.length) return invalid('step');

  const [minBet, smallBet, bigBet] = limitValues;
  const limits = {
    ...(minBet !== undefined ? { minBet } : {}),
    ...(smallBet !== undefined ? { smallBet } : {}),
    ...(bigBet !== undefined ? { bigBet } : {}),
    ...(maxBetActions !== undefined ? { maxBetActions } : {}),
  };
  const input: HandInput = {
    structure,
    blinds: { small: small as number, big: big as number },
    ante: ante as number,
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
    seats,
    button,
    ...houseRulesOf(flags),
    ...(flags.includes('t') ? { tournament: true } : {}),
    ...(flags.includes('a') ? { autoShowdown: true } : flags.includes('d') ? { autoShowdown: false } : {}),
    ...(Object.keys(holeCards).length > 0 ? { holeCards } : {}),
    ...(board.length > 0 ? { board } : {}),
  };
  const run = runHand(input, events);
  if (run.violation) throw new Refused(run.violation.ruleId, run.violation.index);
  return { input, events, step, unknownHoleCards, ...(unit ? { unit } : {}) };
}

/** Version 3's unit, `decimals-currency-symbol` (either of the last two may be empty). */
function readUnit(text: string): ShareUnit {
  const parts = text.split('-');
  if (parts.length !== 3) return invalid('settings');
  const decimals = readNumber(parts[0]);
  const symbol = parts[2] === '' ? undefined : readText(parts[2] as string);
  if (decimals === null || symbol === null) return invalid('settings');
  const unit: ShareUnit = {
    decimals,
    ...(parts[1] !== '' ? { currency: parts[1] as string } : {}),
    ...(symbol !== undefined ? { symbol } : {}),
  };
  // A unit shows something (decimals or a currency), and is one a link writes.
  if (!isUnit(unit) || (unit.decimals === 0 && unit.currency === undefined && unit.symbol === undefined)) return invalid('settings');
  return unit;
}

/** The house rules the flags name (T11, T12, T15), or nothing for the defaults. */
function houseRulesOf(flags: string): { houseRules?: Partial<HouseRules> } {
  const rules: Partial<HouseRules> = {
    ...(flags.includes('c')
      ? { underRaise: 'treat-as-call' as const }
      : flags.includes('m')
        ? { underRaise: 'fill-to-minimum' as const }
        : {}),
    ...(flags.includes('h') ? { allInReopen: 'half-bet' as const } : {}),
    ...(flags.includes('4') ? { fixedLimitCap: 'bet-plus-4' as const } : {}),
    ...(flags.includes('u') ? { headsUpUncapped: false } : {}),
    ...(flags.includes('s') ? { shortBlindCall: 'posted' as const } : {}),
  };
  return Object.keys(rules).length > 0 ? { houseRules: rules } : {};
}

const readEvent =
  (ids: readonly string[]) =>
  (text: string): HandEvent => {
    if (text === 'v') return { type: 'VOID' };
    const match = /^([0-9])([fkcbrasm])([0-9a-z]{1,10})?$/.exec(text);
    const seat = match ? ids[Number(match[1])] : undefined;
    if (!match || seat === undefined) return invalid('events');
    const letter = match[2] as string;
    if (letter === 's' || letter === 'm')
      return match[3] === undefined ? { type: letter === 's' ? 'SHOW' : 'MUCK', seat } : invalid('events');
    const action = hasOwn(LETTER_ACTIONS, letter) ? LETTER_ACTIONS[letter] : invalid('events');
    if (match[3] === undefined) return { type: 'ACT', seat, action };
    if (action !== 'bet' && action !== 'raise') return invalid('events');
    return { type: 'ACT', seat, action, to: readNumber(match[3]) ?? invalid('events') };
  };
