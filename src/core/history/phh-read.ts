/**
 * Reading PHH, the plain-text hand history of PokerKit's authors (a TOML file: `variant`,
 * `antes`, `blinds_or_straddles`, `min_bet` or `small_bet`/`big_bet`, `starting_stacks`,
 * `actions`), one hand (`.phh`) or several (`.phhs`, each under a `[n]` table). No-limit
 * (`NT`) and fixed-limit (`FT`) Texas Hold'em. Players are `p1` … `pN` in the file's order:
 * `p1` the first seat left of the button, the last player on the button (heads-up the
 * blinds are reverse-assigned, so the button posts the small blind, T3).
 */
import { parse, TomlDate, TomlError } from 'smol-toml';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../betting.js';
import { isCard, type Card } from '../cards.js';
import type { HandInput, HandSeatInput, HandState } from '../hand/types.js';
import { hasOwn, put } from '../records.js';
import { decimalsOf, toChips, unitDecimals } from './amounts.js';
import { HoldemError } from '../errors.js';
import { fail, HandHistoryError } from './errors.js';
import { buildHand, type HistoryStep } from './steps.js';
import { TomlLines } from './toml-lines.js';
import type { HandHistory, HandHistoryDifference, HandHistoryTime, ReadHand } from './types.js';

/** PHH variant codes and their names, for the message that refuses them. */
const VARIANTS: Readonly<Record<string, string>> = {
  FT: "fixed-limit Texas hold 'em",
  NT: "no-limit Texas hold 'em",
  NS: "no-limit short-deck hold 'em",
  PO: "pot-limit Omaha hold 'em",
  'FO/8': "fixed-limit Omaha hold 'em high/low-split eight or better",
  F7S: 'fixed-limit seven card stud',
  'F7S/8': 'fixed-limit seven card stud high/low-split eight or better',
  FR: 'fixed-limit razz',
  N2L1D: 'no-limit deuce-to-seven lowball single draw',
  F2L3D: 'fixed-limit deuce-to-seven lowball triple draw',
  FB: 'fixed-limit badugi',
};

/** Fields this reader uses (and the writer writes); any other is kept in `extraFields`. */
export const PHH_FIELDS: readonly string[] = [
  'variant',
  'antes',
  'blinds_or_straddles',
  'bring_in',
  'small_bet',
  'big_bet',
  'min_bet',
  'starting_stacks',
  'actions',
  'ante_trimming_status',
  'players',
  'seats',
  'seat_count',
  'table',
  'hand',
  'finishing_stacks',
  'winnings',
  'currency',
  'currency_symbol',
  'venue',
  'event',
  'day',
  'month',
  'year',
  'time',
  'time_zone_abbreviation',
  '_tournament',
  '_max_bet_actions',
  '_house_rules',
];

/** PokerKit's fixed-limit cap: four bets a street, the big blind counting as preflop's first (T15). */
export const PHH_FIXED_LIMIT_CAPS: readonly number[] = [3, 4, 4, 4];

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Every hand of a `.phh` or `.phhs` text. Throws `HandHistoryError` with the line for anything malformed. */
export function readPhh(text: string): HandHistory[] {
  return readPhhHands(text).map((read) => {
    if (!read.ok) throw read.error;
    return read.hand;
  });
}

/** A `[table]` line of a `.phhs` file. */
const TABLE_HEADER = /^\s*\[([^[\]]+)\]\s*(#.*)?$/;

/**
 * Every hand of a `.phh` or `.phhs` text, each read or refused on its own: a hand the reader
 * refuses (a field, an action, a TOML error inside its table) does not stop the others. A
 * TOML error outside every table, or in a single-hand file, refuses the whole text (throws).
 */
export function readPhhHands(text: string): ReadHand[] {
  const broken = new Map<string, Error>();
  let source = text;
  let document: Table | null = null;
  // A TOML error inside one [table] of a .phhs: that table is emptied (its lines kept, blank,
  // so every other line keeps its number) and refused with the error; the rest parse again.
  for (;;) {
    try {
      document = parse(source) as Table;
      break;
    } catch (error) {
      const line = error instanceof TomlError ? error.line : null;
      const message = `not a PHH file (TOML): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      const cut = line === null ? null : emptyTableAt(source, line);
      if (cut === null || broken.has(cut.name)) fail('history-syntax', message, line);
      broken.set(cut.name, new HandHistoryError('history-syntax', message, line));
      source = cut.text;
    }
  }
  const lines = new TomlLines(source);
  if (hasOwn(document, 'variant')) return [readOne(() => readHand(document, lines, null), null)];
  const hands = Object.keys(document);
  if (hands.length === 0) fail('history-empty', 'no hand: the file has no fields');
  return hands.map((name) => {
    const error = broken.get(name);
    if (error !== undefined) return { ok: false, error, name };
    const hand = (document as Table)[name];
    return readOne(() => {
      if (!isTable(hand))
        fail(
          'history-missing-field',
          `no "variant": a PHH file starts with the hand's fields, a .phhs file has a [table] per hand`,
          lines.keyLine(null, name) ?? 1,
        );
      return readHand(hand, lines, name);
    }, name);
  });
}

/** `read()`'s hand, or the `HoldemError` it threw (anything else is a bug and is thrown). */
function readOne(read: () => HandHistory, name: string | null): ReadHand {
  try {
    return { ok: true, hand: read() };
  } catch (error) {
    if (error instanceof HoldemError) return { ok: false, error, name };
    throw error;
  }
}

/** `text` with the lines of the `[table]` holding line `line` blanked (the header kept), or null outside every table. */
function emptyTableAt(text: string, line: number): { name: string; text: string } | null {
  const all = text.split('\n');
  let start = -1;
  for (let k = Math.min(line, all.length) - 1; k >= 0; k--) {
    if (TABLE_HEADER.test(all[k])) {
      start = k;
      break;
    }
  }
  if (start < 0) return null;
  let end = start + 1;
  while (end < all.length && !TABLE_HEADER.test(all[end])) end++;
  const name = (TABLE_HEADER.exec(all[start]) as RegExpExecArray)[1].trim().replace(/^["']|["']$/g, '');
  for (let k = start + 1; k < end; k++) all[k] = '';
  return { name, text: all.join('\n') };
}

/** One hand's fields (`table`: its name in a `.phhs`, null for a `.phh`). */
function readHand(fields: Table, lines: TomlLines, table: string | null): HandHistory {
  const lineOf = (key: string): number | null => lines.keyLine(table, key) ?? lines.tableLine(table);
  const where = table === null ? '' : ` of hand [${table}]`;
  const get = (key: string): unknown => (hasOwn(fields, key) ? fields[key] : undefined);
  const required = (key: string): unknown => {
    const value = get(key);
    if (value === undefined) fail('history-missing-field', `the field "${key}"${where} is missing`, lines.tableLine(table));
    return value;
  };
  const invalid: (key: string, what: string) => never = (key, what) =>
    fail('history-invalid-field', `"${key}" must be ${what}`, lineOf(key));

  const variant = required('variant');
  if (typeof variant !== 'string') invalid('variant', 'a string such as "NT" or "FT"');
  if (variant !== 'NT' && variant !== 'FT') {
    const name = hasOwn(VARIANTS, variant) ? VARIANTS[variant] : 'a variant PHH does not define';
    fail(
      'unsupported-variant',
      `variant "${variant}" (${name}) is not played here: only NT (no-limit) and FT (fixed-limit) Texas Hold'em`,
      lineOf('variant'),
    );
  }
  const fixed = variant === 'FT';

  // Amounts as written; turned into chips once the file's unit is known.
  const amount = (key: string, value: unknown): number | string => {
    // Rooms write a stack nobody knows as inf: PHH allows it, the engine plays known stacks only.
    if (value === Infinity && (key === 'starting_stacks' || key === 'finishing_stacks'))
      fail('history-unsupported', `an unknown stack (inf in ${key}) is not played here: the engine needs every stack`, lineOf(key));
    if (typeof value !== 'number' || !Number.isFinite(value)) invalid(key, 'a number');
    return value as number;
  };
  const amounts = (key: string, n: number, padded: boolean): (number | string)[] => {
    const value = required(key);
    if (typeof value === 'number') return new Array<number>(n).fill(amount(key, value) as number);
    if (!Array.isArray(value)) invalid(key, 'an array of numbers');
    const list = value as unknown[];
    if (list.length > n || (!padded && list.length !== n)) invalid(key, `an array of ${n} numbers, one per player (it has ${list.length})`);
    return [...list.map((v) => amount(key, v)), ...new Array<number>(n - list.length).fill(0)];
  };
  const stacksValue = required('starting_stacks');
  if (!Array.isArray(stacksValue)) invalid('starting_stacks', 'an array of numbers, one per player');
  const n = (stacksValue as unknown[]).length;
  if (n < 2 || n > 10) fail('history-invalid-field', `a hand needs 2 to 10 players (C1), not ${n}`, lineOf('starting_stacks'));
  const stacksRaw = amounts('starting_stacks', n, false);
  const antesRaw = amounts('antes', n, true);
  const blindsRaw = amounts('blinds_or_straddles', n, true);
  // Rooms' features PHH can write but this kit cannot play: named, not called malformed.
  const negative = (v: number | string): boolean => (typeof v === 'number' ? v < 0 : /^\s*-/.test(v));
  if (blindsRaw.some(negative))
    fail(
      'history-unsupported',
      `blinds_or_straddles has a negative entry (${blindsRaw.join(', ')}), a dead or newcomer's blind: not played here`,
      lineOf('blinds_or_straddles'),
    );
  if (antesRaw.some(negative))
    fail('history-unsupported', `antes has a negative entry (${antesRaw.join(', ')}), a dead ante: not played here`, lineOf('antes'));
  const limitRaw: Record<string, number | string> = {};
  for (const key of fixed ? ['small_bet', 'big_bet'] : ['min_bet']) limitRaw[key] = amount(key, required(key));
  const optionalAmounts = (key: string): (number | string)[] | undefined => (get(key) === undefined ? undefined : amounts(key, n, false));
  const finishingRaw = optionalAmounts('finishing_stacks');
  const winningsRaw = optionalAmounts('winnings');
  const text = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') invalid(key, 'a string');
    return value as string;
  };
  const textOrNumber = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isSafeInteger(value)))
      invalid(key, 'a string or a whole number');
    return String(value);
  };
  const whole = (key: string): number | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) invalid(key, 'a whole number');
    return value as number;
  };
  const currency = text('currency');
  const currencySymbol = text('currency_symbol');

  // The actions, read before the amounts are converted: `cbr` amounts count for the unit too.
  const actionsValue = required('actions');
  if (!Array.isArray(actionsValue)) invalid('actions', 'an array of strings');
  const actionLines = lines.arrayLines(table, 'actions');
  const actionsLine = lineOf('actions');
  const actions = (actionsValue as unknown[]).map((value, k) => {
    const line = actionLines[k] ?? actionsLine ?? 1;
    if (typeof value !== 'string') fail('history-action', `action ${k + 1} is not a string`, line);
    return { notation: value, line, words: value.replace(/#.*$/s, '').trim().split(/\s+/).filter(Boolean) };
  });

  let needed = 0;
  const need = (value: number | string, what: string, line: number | null): void => {
    needed = Math.max(needed, decimalsOf(value, what, line));
  };
  stacksRaw.forEach((v) => need(v, 'a starting stack', lineOf('starting_stacks')));
  antesRaw.forEach((v) => need(v, 'an ante', lineOf('antes')));
  blindsRaw.forEach((v) => need(v, 'a blind', lineOf('blinds_or_straddles')));
  for (const key of Object.keys(limitRaw)) need(limitRaw[key], `"${key}"`, lineOf(key));
  finishingRaw?.forEach((v) => need(v, 'a finishing stack', lineOf('finishing_stacks')));
  winningsRaw?.forEach((v) => need(v, 'a winning', lineOf('winnings')));
  for (const action of actions)
    if (action.words[1] === 'cbr' && action.words[2] !== undefined)
      need(action.words[2], `the amount of "${action.notation}"`, action.line);
  const decimals = unitDecimals(needed, currency, currencySymbol);
  const chips = (value: number | string, what: string, line: number | null): number => toChips(value, decimals, what, line);

  const ids = Array.from({ length: n }, (_, k) => `p${k + 1}`);
  const stacks = stacksRaw.map((v) => chips(v, 'a starting stack', lineOf('starting_stacks')));
  const antes = antesRaw.map((v) => chips(v, 'an ante', lineOf('antes')));
  const blinds = blindsRaw.map((v) => chips(v, 'a blind', lineOf('blinds_or_straddles')));
  if (antes.some((a) => a !== antes[0])) {
    fail(
      'history-unsupported',
      `the antes differ between players (${antesRaw.join(', ')}): this kit plays one ante for everyone, not a big blind ante`,
      lineOf('antes'),
    );
  }
  if (blinds.slice(2).some((b) => b !== 0)) {
    fail(
      'history-unsupported',
      `blinds_or_straddles has a straddle (${blindsRaw.join(', ')}): this kit plays a small and a big blind only`,
      lineOf('blinds_or_straddles'),
    );
  }

  const players = get('players');
  if (players !== undefined && (!Array.isArray(players) || players.length !== n || players.some((p) => typeof p !== 'string')))
    invalid('players', `an array of ${n} names`);
  const seats: HandSeatInput[] = ids.map((id, k) => {
    const name = players === undefined ? '' : (players as string[])[k];
    return name === '' ? { id, stack: stacks[k] } : { id, name, stack: stacks[k] };
  });

  const limits: NonNullable<HandInput['limits']> = {};
  let houseRules: Partial<HouseRules> | undefined;
  const rules = get('_house_rules');
  if (rules !== undefined) {
    if (!isTable(rules)) invalid('_house_rules', 'a table of house rules');
    houseRules = {};
    for (const key of Object.keys(rules as Table)) {
      if (!hasOwn(DEFAULT_HOUSE_RULES, key))
        invalid('_house_rules', `a table of house rules (${Object.keys(DEFAULT_HOUSE_RULES).join(', ')}), not "${key}"`);
      (houseRules as Record<string, unknown>)[key] = (rules as Table)[key];
    }
  }
  // T3: PokerKit lets the others call what a short big blind posted (house rule
  // short-blind-call 'posted'); said only where it matters, the big blind short. Heads-up
  // p1 posts the big blind (reverse-assigned), else p2.
  const bigPoster = n === 2 ? 0 : 1;
  if (stacks[bigPoster] - antes[bigPoster] < blinds[1]) houseRules = { shortBlindCall: 'posted', ...houseRules };
  if (fixed) {
    limits.smallBet = chips(limitRaw.small_bet, '"small_bet"', lineOf('small_bet'));
    limits.bigBet = chips(limitRaw.big_bet, '"big_bet"', lineOf('big_bet'));
    const caps = get('_max_bet_actions');
    if (
      caps !== undefined &&
      (!Array.isArray(caps) || caps.length !== 4 || caps.some((c) => !Number.isSafeInteger(c) || (c as number) < 1))
    ) {
      invalid('_max_bet_actions', 'four whole numbers, preflop to river');
    }
    limits.maxBetActions = caps === undefined ? PHH_FIXED_LIMIT_CAPS.slice() : (caps as number[]).slice();
    // PokerKit caps the raises heads-up too.
    houseRules = { headsUpUncapped: false, ...houseRules };
  } else {
    limits.minBet = chips(limitRaw.min_bet, '"min_bet"', lineOf('min_bet'));
  }
  const tournament = get('_tournament');
  if (tournament !== undefined && typeof tournament !== 'boolean') invalid('_tournament', 'true or false');
  const trimming = get('ante_trimming_status');
  if (trimming !== undefined && typeof trimming !== 'boolean') invalid('ante_trimming_status', 'true or false');

  // The cards and the steps of play.
  const holeCards: Record<string, Card[]> = {};
  const dealtUnknown = new Set<string>();
  const board: Card[] = [];
  const cardLines = new Map<Card, number>();
  const steps: HistoryStep[] = [];
  let played = false;
  const claim = (card: Card, line: number): void => {
    const before = cardLines.get(card);
    if (before !== undefined) fail('duplicate-card', `${card} appears twice (also on line ${before})`, line);
    cardLines.set(card, line);
  };
  const seatOf = (word: string, line: number): string => {
    const match = /^p(\d+)$/.exec(word);
    const k = match ? Number(match[1]) : 0;
    if (k < 1 || k > n) fail('history-action', `"${word}" is no player: this hand has p1 to p${n}`, line);
    return ids[k - 1];
  };
  for (const { notation, line, words } of actions) {
    if (words.length === 0) continue; // a no-op or a commentary
    const [actor, verb] = words;
    const extra = (count: number): void => {
      if (words.length !== count)
        fail('history-action', `cannot read "${notation}": "${verb}" takes ${count - 2} argument${count === 3 ? '' : 's'}`, line);
    };
    if (actor === 'd') {
      if (verb === 'dh') {
        extra(4);
        const seat = seatOf(words[2], line);
        if (played) fail('history-inconsistent', `hole cards for ${seat} are dealt after the betting has begun (T5)`, line);
        if (hasOwn(holeCards, seat) || dealtUnknown.has(seat)) fail('history-inconsistent', `${seat} is dealt hole cards twice`, line);
        const cards = readCards(words[3], line, notation);
        if (cards.length !== 2) fail('history-action', `${seat} needs two hole cards in Texas Hold'em, not ${cards.length}`, line);
        if (cards.every((c) => c !== null)) {
          for (const card of cards as Card[]) claim(card, line);
          put(holeCards, seat, cards as Card[]);
        } else {
          // Some or all unseen: dealt face down, never made up.
          dealtUnknown.add(seat);
        }
      } else if (verb === 'db') {
        extra(3);
        const cards = readCards(words[2], line, notation);
        const size = board.length + cards.length;
        const expected = board.length === 0 ? 3 : 1;
        if (board.length >= 5) fail('history-inconsistent', `"${notation}": the board is complete after the river`, line);
        if (cards.length !== expected) {
          fail(
            'history-action',
            `the ${board.length === 0 ? 'flop' : board.length === 3 ? 'turn' : 'river'} is ${expected} card${expected === 1 ? '' : 's'}, not ${cards.length}`,
            line,
          );
        }
        if (cards.some((c) => c === null)) fail('history-unsupported', `unknown board cards cannot be played: "${notation}"`, line);
        for (const card of cards as Card[]) {
          claim(card, line);
          board.push(card);
        }
        steps.push({ kind: 'board', line, size });
      } else {
        fail('history-action', `cannot read "${notation}": the dealer deals hole cards (dh) or the board (db)`, line);
      }
      continue;
    }
    const seat = seatOf(actor, line);
    switch (verb) {
      case 'f':
        extra(2);
        played = true;
        steps.push({ kind: 'act', line, seat, move: 'fold' });
        break;
      case 'cc':
        extra(2);
        played = true;
        steps.push({ kind: 'act', line, seat, move: 'check-or-call' });
        break;
      case 'cbr': {
        extra(3);
        played = true;
        const to = chips(words[2], `the amount of "${notation}"`, line);
        steps.push({ kind: 'act', line, seat, move: 'bet-or-raise', to });
        break;
      }
      case 'sm': {
        if (words.length > 3) extra(3);
        if (words.length === 2) {
          steps.push({ kind: 'decision', line, seat, decision: 'muck' });
          break;
        }
        const known = hasOwn(holeCards, seat) ? holeCards[seat] : null;
        if (words[2] === '-') {
          if (known === null) fail('history-inconsistent', `${seat} shows "-" (the cards dealt), but nobody saw them`, line);
        } else {
          const cards = readCards(words[2], line, notation);
          if (cards.length !== 2) fail('history-action', `${seat} shows two hole cards in Texas Hold'em, not ${cards.length}`, line);
          if (cards.some((c) => c === null)) {
            // Shown, but not to the recorder: a hand nobody saw at the showdown.
            steps.push({ kind: 'decision', line, seat, decision: 'show-unseen' });
            break;
          }
          if (known !== null) {
            if (known.join('') !== cards.join('') && known.join('') !== [cards[1], cards[0]].join('')) {
              fail('history-inconsistent', `${seat} shows ${cards.join('')}, but was dealt ${known.join('')}`, line);
            }
          } else {
            for (const card of cards as Card[]) claim(card, line);
            put(holeCards, seat, cards as Card[]);
          }
        }
        steps.push({ kind: 'decision', line, seat, decision: 'show' });
        break;
      }
      case 'pb':
        fail('history-action', `"${notation}": there is no bring-in in Texas Hold'em`, line);
        break;
      case 'sd':
        fail('history-action', `"${notation}": there is no drawing in Texas Hold'em`, line);
        break;
      default:
        fail(
          'history-action',
          `cannot read "${notation}": a player folds (f), checks or calls (cc), bets or raises to an amount (cbr), shows or mucks (sm)`,
          line,
        );
    }
  }

  const unknownHoleCards = ids.filter((id) => !hasOwn(holeCards, id));
  const input: HandInput = {
    structure: fixed ? 'fixed-limit' : 'no-limit',
    blinds: { small: blinds[0], big: blinds[1] },
    ...(antes[0] > 0 ? { ante: antes[0] } : {}),
    limits,
    ...(houseRules === undefined ? {} : { houseRules }),
    seats,
    button: ids[n - 1],
    ...(tournament === true ? { tournament: true } : {}),
    holeCards,
    board,
  };
  if (blinds[0] > blinds[1])
    fail(
      'history-unsupported',
      `the small blind ${blindsRaw[0]} is larger than the big blind ${blindsRaw[1]}`,
      lineOf('blinds_or_straddles'),
    );
  const built = buildHand(input, steps, lineOf('starting_stacks'), new Set(unknownHoleCards));

  const bySeat = (values: (number | string)[] | undefined, what: string, key: string): Record<string, number> | undefined => {
    if (values === undefined) return undefined;
    const record: Record<string, number> = {};
    values.forEach((v, k) => put(record, ids[k], chips(v, what, lineOf(key))));
    return record;
  };
  const winnings = bySeat(winningsRaw, 'a winning', 'winnings');
  const finishingStacks = bySeat(finishingRaw, 'a finishing stack', 'finishing_stacks');
  const history: HandHistory = {
    format: 'phh',
    input,
    events: built.events,
    decimals,
    unknownHoleCards,
    rake: 0,
    eventLines: built.lines,
  };
  const figures = rakeOf(built.state, winnings, finishingStacks, lineOf('winnings'), lineOf('finishing_stacks'));
  history.rake = figures.rake;
  if (figures.differences.length > 0) history.differences = figures.differences;
  if (currency !== undefined) history.currency = currency;
  if (currencySymbol !== undefined) history.currencySymbol = currencySymbol;
  const seatNumbers = get('seats');
  if (seatNumbers !== undefined) {
    if (!Array.isArray(seatNumbers) || seatNumbers.length !== n || seatNumbers.some((s) => !Number.isSafeInteger(s) || (s as number) < 1))
      invalid('seats', `an array of ${n} seat numbers`);
    history.seatNumbers = {};
    (seatNumbers as number[]).forEach((s, k) => put(history.seatNumbers as Record<string, number>, ids[k], s));
  }
  const seatCount = whole('seat_count');
  if (seatCount !== undefined) history.seatCount = seatCount;
  const tableName = textOrNumber('table');
  if (tableName !== undefined) history.table = tableName;
  const hand = textOrNumber('hand');
  if (hand !== undefined) history.hand = hand;
  const venue = text('venue');
  if (venue !== undefined) history.venue = venue;
  const event = text('event');
  if (event !== undefined) history.event = event;
  const time: HandHistoryTime = {};
  for (const key of ['year', 'month', 'day'] as const) {
    const value = whole(key);
    if (value !== undefined) time[key] = value;
  }
  const clock = get('time');
  if (clock !== undefined) time.time = clock instanceof TomlDate ? clock.toISOString().replace(/\.000$/, '') : String(clock);
  const zone = text('time_zone_abbreviation');
  if (zone !== undefined) time.timeZone = zone;
  if (Object.keys(time).length > 0) history.time = time;
  if (winnings) history.winnings = winnings;
  if (finishingStacks) history.finishingStacks = finishingStacks;
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) if (!PHH_FIELDS.includes(key)) put(extra, key, plain(fields[key]));
  if (Object.keys(extra).length > 0) history.extraFields = extra;
  return history;
}

/** PHH cards: two characters each, run together (`AsKd`); `??` is a card nobody saw (null). */
function readCards(text: string, line: number, notation: string): (Card | null)[] {
  if (text.length % 2 !== 0) fail('unknown-card', `"${text}" in "${notation}" is not a run of two-character cards such as AsKd`, line);
  const cards: (Card | null)[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const card = text.slice(i, i + 2);
    if (card === '??') cards.push(null);
    else if (isCard(card)) cards.push(card);
    else
      fail(
        'unknown-card',
        `"${card}" in "${notation}" is not a card: a rank (2–9, T, J, Q, K, A) and a suit (c, d, h, s), or ?? for an unknown card`,
        line,
      );
  }
  return cards;
}

/**
 * The rake: what the pots held beyond what the file says the players collected (its
 * `winnings`, or its `finishing_stacks` against ours), told only where it is positive and
 * both figures agree on it. Rooms' `winnings` often count the uncalled chips returned (a
 * walk: the big blind "wins" 1.5 big blinds); read either way. A figure that agrees with no
 * reading is a difference (data), never a refusal: the hand replays by its actions. 0 without
 * those figures or a finished hand.
 */
export function rakeOf(
  state: HandState | null,
  winnings: Record<string, number> | undefined,
  finishingStacks: Record<string, number> | undefined,
  winningsLine: number | null,
  finishingLine: number | null,
): { rake: number; differences: HandHistoryDifference[] } {
  const differences: HandHistoryDifference[] = [];
  const result = state?.result ?? null;
  if (state === null || result === null) return { rake: 0, differences };
  const sum = (record: Record<string, number>): number => Object.keys(record).reduce((total, seat) => total + record[seat], 0);
  let returned = 0;
  for (const entry of state.log) if (entry.kind === 'uncalled-returned') returned += entry.amount;
  const won = sum(result.winnings);
  const byStacks = finishingStacks === undefined ? null : sum(result.finalStacks) - sum(finishingStacks);
  let byWinnings: number | null = null;
  if (winnings !== undefined) {
    const given = sum(winnings);
    // The pots less the rake; or, as many rooms write it, with the uncalled chips returned counted in.
    byWinnings = won - given >= 0 ? won - given : won + returned - given >= 0 ? won + returned - given : null;
    if (byWinnings === null || (byStacks !== null && byStacks >= 0 && byWinnings !== byStacks))
      differences.push({ figure: 'winnings', line: winningsLine, file: given, replayed: won - Math.max(0, byStacks ?? 0) });
  }
  if (byStacks !== null && byStacks < 0)
    differences.push({
      figure: 'finishing_stacks',
      line: finishingLine,
      file: sum(finishingStacks ?? {}),
      replayed: sum(result.finalStacks),
    });
  const candidates = [byWinnings, byStacks].filter((r): r is number => r !== null);
  const consistent = candidates.length > 0 && candidates.every((r) => r === candidates[0]) && candidates[0] > 0;
  // Where only one figure is given, it is the rake if positive; where both, only if they agree.
  const rake = consistent ? candidates[0] : byWinnings !== null && byStacks === null && byWinnings > 0 ? byWinnings : 0;
  return { rake, differences };
}

/** A TOML value as JSON-safe data: dates as their TOML text. */
function plain(value: unknown): unknown {
  if (value instanceof TomlDate) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (isTable(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) put(out, key, plain(value[key]));
    return out;
  }
  return value;
}
