/**
 * Writing PHH: the hand as PokerKit's writer lays it out (required fields first, single-
 * quoted actions), one action a line with the streets named in TOML comments. Players are
 * `p1` … `pN` in dealing order, the button last; heads-up the blinds are written small then
 * big and reverse-assigned by the reader, as the standard says. What PHH cannot say the
 * kit's way is written in user-defined fields, which other readers ignore: `_tournament`
 * (T16's face-up rule), `_max_bet_actions` (a fixed-limit cap other than PokerKit's four
 * bets a street) and `_house_rules`.
 */
import { stringify } from 'smol-toml';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../betting.js';
import type { HandEvent, HandInput } from '../hand/types.js';
import { hasOwn } from '../records.js';
import { amountText } from './amounts.js';
import { fail } from './errors.js';
import { PHH_FIELDS, PHH_FIXED_LIMIT_CAPS } from './phh-read.js';
import { playForHistory } from './played.js';
import type { HandHistoryDetails } from './types.js';

const STREET_NAMES = { flop: 'Flop', turn: 'Turn', river: 'River' } as const;

/** A TOML basic string: quotes, backslashes and control characters escaped. */
function quoted(text: string): string {
  let out = '"';
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += c === '\\' || c === '"' ? `\\${c}` : code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return `${out}"`;
}

/** `input` and `events` as a PHH file. See `writeHandHistory`. */
export function writePhh(input: HandInput, events: readonly HandEvent[], details: Partial<HandHistoryDetails>): string {
  const hand = playForHistory(input, events, details);
  const { config, order, result } = hand;
  if (config.structure === 'pot-limit')
    fail('unsupported-variant', "PHH has no variant code for pot-limit Texas Hold'em: write it as PokerStars text");
  if (config.newcomers.length > 0)
    fail(
      'history-unsupported',
      'PHH cannot say that a newcomer posts a big blind out of position (C3): blinds_or_straddles would make it a straddle',
    );
  const decimals = details.decimals ?? 0;
  const money = (chips: number): string => amountText(chips, decimals);
  const label = new Map(order.map((seat, k) => [seat, `p${k + 1}`]));
  const lines: string[] = [];
  const fixed = config.structure === 'fixed-limit';
  lines.push(`variant = '${fixed ? 'FT' : 'NT'}'`);
  lines.push('ante_trimming_status = false');
  lines.push(`antes = [${order.map(() => money(config.ante)).join(', ')}]`);
  lines.push(
    `blinds_or_straddles = [${order.map((_, k) => money(k === 0 ? config.blinds.small : k === 1 ? config.blinds.big : 0)).join(', ')}]`,
  );
  if (fixed) {
    lines.push(`small_bet = ${money(config.limits.smallBet)}`);
    lines.push(`big_bet = ${money(config.limits.bigBet)}`);
  } else {
    lines.push(`min_bet = ${money(config.limits.minBet)}`);
  }
  lines.push(`starting_stacks = [${order.map((seat) => money(config.startingStacks[seat])).join(', ')}]`);

  // The actions: hole cards in dealing order, then the play. After an all-in that ends the
  // betting, every hand still in is shown before the rest of the board, as PokerKit writes
  // them (T16): a hand the kit mucked there is written shown, and reads back shown.
  const actions: string[] = [];
  for (const seat of order) {
    const cards = hand.cards[seat];
    actions.push(`d dh ${label.get(seat)} ${cards === null ? '????' : cards.join('')}`);
  }
  const runOutBoards: string[] = [];
  let ranOut = false;
  for (const m of hand.moments) {
    if (m.kind === 'run-out') ranOut = true;
    else if (m.kind === 'street') (ranOut ? runOutBoards : actions).push(`# ${STREET_NAMES[m.street]}`, `d db ${m.cards.join('')}`);
    else if (m.kind === 'act')
      actions.push(
        `${label.get(m.seat)} ${m.move === 'fold' ? 'f' : m.move === 'bet' || m.move === 'raise' ? `cbr ${money(m.to)}` : 'cc'}`,
      );
    else if (m.kind === 'show') actions.push(`${label.get(m.seat)} sm ${m.cards.join('')}`);
    else if (m.kind === 'muck') {
      // T16: at an all-in showdown before the river every hand still in is shown, as PokerKit
      // writes it; in PHH `sm` without cards concedes, which would end the hand before the board.
      const cards = hand.cards[m.seat];
      actions.push(ranOut ? `${label.get(m.seat)} sm ${cards === null ? '????' : cards.join('')}` : `${label.get(m.seat)} sm`);
    }
  }
  actions.push(...runOutBoards);
  lines.push('actions = [');
  for (const action of actions) lines.push(action.startsWith('#') ? `  ${action}` : `  '${action}',`);
  lines.push(']');

  // Optional fields.
  const names = order.map((seat) => config.names[seat]);
  if (order.some((seat, k) => config.names[seat] !== `p${k + 1}`)) lines.push(`players = [${names.map(quoted).join(', ')}]`);
  if (result.complete) {
    const finishing = order.map(
      (seat) =>
        result.stacks[seat] - (result.state.result?.winnings[seat] ?? 0) + (hasOwn(hand.collected, seat) ? hand.collected[seat] : 0),
    );
    if (hand.rake > 0)
      lines.push(`winnings = [${order.map((seat) => money(hasOwn(hand.collected, seat) ? hand.collected[seat] : 0)).join(', ')}]`);
    lines.push(`finishing_stacks = [${finishing.map(money).join(', ')}]`);
  }
  const seatNumbers = details.seatNumbers;
  if (seatNumbers !== undefined && order.every((seat) => hasOwn(seatNumbers, seat)))
    lines.push(`seats = [${order.map((seat) => seatNumbers[seat]).join(', ')}]`);
  if (details.seatCount !== undefined) lines.push(`seat_count = ${details.seatCount}`);
  if (details.table !== undefined) lines.push(`table = ${quoted(details.table)}`);
  if (details.hand !== undefined) lines.push(`hand = ${quoted(details.hand)}`);
  if (details.currency !== undefined) lines.push(`currency = ${quoted(details.currency)}`);
  if (details.currencySymbol !== undefined) lines.push(`currency_symbol = ${quoted(details.currencySymbol)}`);
  if (details.venue !== undefined) lines.push(`venue = ${quoted(details.venue)}`);
  if (details.event !== undefined) lines.push(`event = ${quoted(details.event)}`);
  const time = details.time;
  if (time !== undefined) {
    for (const key of ['year', 'month', 'day'] as const) if (Number.isSafeInteger(time[key])) lines.push(`${key} = ${time[key]}`);
    if (time.time !== undefined && /^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(time.time)) lines.push(`time = ${time.time}`);
    if (time.timeZone !== undefined) lines.push(`time_zone_abbreviation = ${quoted(time.timeZone)}`);
  }
  if (config.tournament) lines.push('_tournament = true');
  if (fixed) {
    const caps = config.limits.maxBetActions ?? (config.houseRules.fixedLimitCap === 'bet-plus-4' ? [4, 5, 5, 5] : [3, 4, 4, 4]);
    if (caps.join() !== PHH_FIXED_LIMIT_CAPS.join()) lines.push(`_max_bet_actions = [${caps.join(', ')}]`);
  }
  // House rules other than the reader's: the defaults, with fixed-limit capped heads-up as PokerKit plays it.
  // T3's short-blind-call only where a short big blind makes it matter: the reader assumes 'posted' there, as PokerKit plays it.
  const shortBig = hand.moments.some((m) => m.kind === 'post' && m.post === 'big' && m.allIn && m.amount < config.blinds.big);
  const assumed: HouseRules = {
    ...DEFAULT_HOUSE_RULES,
    ...(fixed ? { headsUpUncapped: false } : {}),
    shortBlindCall: shortBig ? 'posted' : config.houseRules.shortBlindCall,
  };
  const differing = (Object.keys(assumed) as (keyof HouseRules)[]).filter(
    (key) => key !== 'fixedLimitCap' && config.houseRules[key] !== assumed[key],
  );
  if (differing.length > 0)
    lines.push(`_house_rules = { ${differing.map((key) => `${key} = ${JSON.stringify(config.houseRules[key])}`).join(', ')} }`);
  const extra = details.extraFields;
  if (extra !== undefined) {
    for (const key of Object.keys(extra)) {
      if (!/^[A-Za-z0-9_-]+$/.test(key) || PHH_FIELDS.includes(key) || extra[key] === undefined || extra[key] === null) continue;
      try {
        lines.push(stringify({ [key]: extra[key] }).trim());
      } catch {
        // A value TOML cannot hold (it came from elsewhere than a PHH file): left out.
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
