/**
 * What `<poker-table variant="potsdam">` draws: the header, the felt with the community
 * cards (cards that just moved slide in), the sets a buyer chose between side by side and
 * the sets out of play, the pots, the seats with five hole cards each; the explanation with
 * P rule IDs, the controls of the seat to act (the exchange picks, buying, the set to keep,
 * ending the game, the capped betting bar, the showdown) and the steps; the game's history.
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Card } from '../../../core/cards.js';
import { evaluate } from '../../../core/evaluate.js';
import { PHASE_RULE } from '../../../core/potsdam/engine.js';
import type { PotsdamLogEntry, PotsdamState, PotsdamViolation } from '../../../core/potsdam/types.js';
import type { PokerViolationDetail, PotsdamActionDetail, PotsdamCompleteDetail, PotsdamRoundDetail } from '../../../events.js';
import { completeDetail } from '../../shared/table/internal/hand-events.js';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import { loadRefusalWords } from '../../../i18n/refusals.js';
import { cardText } from '../../../i18n/table-cards.js';
import { potsdamWordsIn, type PotsdamWords } from '../../../i18n/potsdam-en.js';
import { statePath } from '../../shared/table/state-panel.js';
import { renderAlert } from '../../shared/table/notes.js';
import { readChips } from '../../shared/table/internal/read-input.js';
import { actionButton as button, renderActionButtons, renderAmountRow } from '../../shared/table/action-bar.js';
import { tableCard } from '../../shared/table/seat.js';
import { pushRefused, renderLogFrame, renderLogLine } from '../../shared/table/hand-log.js';
import { renderSteps, renderScriptBar } from '../steps.js';
import type { PotsdamGame, PotsdamHost, PotsdamProblem, PotsdamTeller } from './game.js';
import { caption } from '../../shared/table/caption.js';

/** The look the element asks for. */
export interface PotsdamLook {
  reveal: boolean;
  showState: boolean;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
}

/** The Potsdam words of a language, English filling its gaps. */
export function potsdamWordsFor(lang: string): PotsdamWords {
  return potsdamWordsIn(lang);
}

interface Note {
  text: string;
  ruleIds: readonly string[];
  tone: 'refused' | 'moment' | 'result' | 'now';
}

/** Everything a render needs. */
interface Ctx {
  t: HoldemLocalize;
  w: PotsdamWords;
  game: PotsdamGame;
  host: PotsdamHost;
  state: PotsdamState;
  look: PotsdamLook;
  name: (seat: string) => string;
  text: (cards: readonly Card[]) => string;
}

/** The message of a problem in the page's language. */
export function problemMessage(w: PotsdamWords, problem: PotsdamProblem): string {
  return problem.field === 'script' ? w.errorScript(problem.step, problem.text) : w.errorDeal(problem.detail);
}

function ruleTitle(c: Pick<Ctx, 't' | 'w'>, id: string): string {
  return c.w.ruleTitle[id] ?? c.t.term('ruleTitle', id);
}

function renderRules(c: Pick<Ctx, 't' | 'w'>, ruleIds: readonly string[]): TemplateResult | typeof nothing {
  if (ruleIds.length === 0) return nothing;
  return html` <span class="rules"
    >—${ruleIds.map((id) => html` <span part="rule" class="rule" title=${ruleTitle(c, id)}>${c.t.term('ruleRef', id)}</span>`)}</span
  >`;
}

/** The last step's moves: which places of the community and which hole cards just changed. */
function moves(c: Ctx): { community: Map<number, 'hand' | 'deck'>; hole: Map<string, Set<Card>>; parity: string } {
  const community = new Map<number, 'hand' | 'deck'>();
  const hole = new Map<string, Set<Card>>();
  const before = c.game.previous;
  const parity = c.game.steps.length % 2 === 0 ? 'a' : 'b';
  if (!before || c.game.steps.length === 0) return { community, hole, parity };
  for (const entry of c.state.log.slice(before.log.length)) {
    if (entry.kind === 'exchange') {
      entry.places.forEach((place) => community.set(place, 'hand'));
      hole.set(entry.seat, new Set(entry.taken));
    } else if (entry.kind === 'choose' && entry.set === 'fresh') {
      const set = before.exchange.buyable;
      set?.places.forEach((place) => community.set(place, 'deck'));
    }
  }
  return { community, hole, parity };
}

// ——— Header and felt ———

function potTotal(state: PotsdamState): number {
  if (state.result) return 0;
  let total = 0;
  for (const pot of state.pots) total += pot.amount;
  for (const seat of state.config.seatIds) total += state.bets[seat] ?? 0;
  return total;
}

function renderHeader(c: Ctx): TemplateResult {
  const { t, w, state } = c;
  const config = state.config;
  const total = potTotal(state);
  const over = state.result !== null;
  return html`<div part="header" class="header">
    <div class="game">
      <span class="structure">${w.gameName}</span>
      <span class="stakes">${t.term('stakes', config.blinds.small, config.blinds.big, 0)} · ${w.limitLine(config.limit, config.rules.betLimit)}</span>
    </div>
    <div class="phase">
      <span class="street ${over ? 'done' : ''}">${w.phaseName(state.phase, state.exchange.round)}</span>
      ${total > 0 ? html`<span class="pot-total">${t.term('potInPlay')} <strong>${t.term('chipAmount', total)}</strong></span>` : nothing}
    </div>
  </div>`;
}

function renderFelt(c: Ctx): TemplateResult {
  const { t, w, state, name } = c;
  const moved = moves(c);
  const choosing = state.phase === 'choosing' && state.allowed.kind === 'choose' ? state.allowed : null;
  const buyable = state.exchange.buyable;
  const cardsLeft = state.deck.cards.length - state.deck.dealt;
  const result = state.result;
  const pots = result ? result.pots : state.pots;
  return html`<section part="felt" class="pd-felt" aria-label=${t.term('tableLabel')}>
    <div class="pd-community-wrap">
      ${caption('pd-community', w.communityLabel, 'pd-caption')}
      <div part="board" class="pd-community" role="list" aria-labelledby="pd-community">
        ${state.community.map((value, place) => {
          const from = moved.community.get(place);
          return html`<span role="listitem" class="pd-slot" aria-label=${t.term('cardName', value)}
            >${tableCard(value, c.look, from ? `pd-card arrive-${from}-${moved.parity}` : 'pd-card', { highlight: from !== undefined })}</span
          >`;
        })}
      </div>
    </div>
    ${
      choosing && buyable
        ? html`<div class="pd-sets" role="group" aria-label=${w.chooseTitle(name(state.toAct ?? ''))}>
            <div class="pd-set">
              ${caption('', w.laidDownSet(name(buyable.seat)), 'pd-caption', 1)}
              <div class="pd-cards">${choosing.laidDown.map((value) => tableCard(value, c.look, 'pd-card'))}</div>
            </div>
            <div class="pd-set fresh">
              ${caption('', w.freshSet, 'pd-caption', 1)}
              <div class="pd-cards">${choosing.fresh.map((value) => tableCard(value, c.look, 'pd-card arrive-deck-a'))}</div>
            </div>
          </div>`
        : nothing
    }
    <div class="pd-felt-foot">
      ${
        pots.length > 0
          ? html`<ul part="pots" class="pd-pots" aria-label=${t.term('pots')}>
              ${pots.map((pot, index) => {
                const award = result?.awards.find((a) => a.potIndex === index);
                return html`<li part="pot${award ? ' pot-won' : ''}" class="pd-pot">
                  <span class="pot-name">${t.term('potName', index)}</span> <strong>${t.term('chipAmount', pot.amount)}</strong>
                  ${
                    award
                      ? html`→ ${t.term(
                          'nameList',
                          award.shares.map((share) => name(share.seat)),
                        )}`
                      : nothing
                  }
                </li>`;
              })}
            </ul>`
          : nothing
      }
      <span class="pd-deck">${w.deckLeft(cardsLeft)}</span>
    </div>
    ${
      state.laidAside.length > 0
        ? html`<div class="pd-aside">
            ${caption('', w.asideTitle, 'pd-caption', 1)}
            <ul class="pd-aside-sets">
              ${state.laidAside.map(
                (set) =>
                  html`<li class="pd-aside-set">
                    <span class="pd-aside-name">${w.asideSet(name(set.seat), set.set)}</span>
                    <span class="pd-cards small">${set.cards.map((value) => tableCard(value, c.look, 'pd-card', { dim: true }))}</span>
                    <span class="sr-only">${c.text(set.cards)}</span>
                  </li>`,
              )}
            </ul>
          </div>`
        : nothing
    }
  </section>`;
}

// ——— Seats ———

function renderSeats(c: Ctx): TemplateResult {
  const { t, w, state, game, look, name } = c;
  const moved = moves(c);
  const hero = game.controlMode === 'hero' ? game.heroSeat : undefined;
  const faceUpSeat = hero ?? (game.controlMode === 'all' ? (state.toAct ?? undefined) : undefined);
  const ids = state.config.seatIds;
  // The reader's seat first, the others clockwise after it.
  const first = Math.max(0, ids.indexOf(hero ?? ids[0] ?? ''));
  const order = ids.map((_, k) => ids[(first + k) % ids.length] as string);
  const showdown = state.showdown;
  const result = state.result;
  return html`<ol class="pd-seats" aria-label=${t.term('tableLabel')}>
    ${order.map((seat) => {
      const player = state.round.players.find((p) => p.seat === seat);
      const folded = player?.folded === true;
      const allIn = player?.allIn === true && !folded && result === null;
      const toAct = state.toAct === seat;
      const shown = showdown?.shown.includes(seat) === true || result?.shown[seat] !== undefined;
      const mucked = showdown?.mucked.includes(seat) === true;
      const faceUp = !mucked && (look.reveal || shown || seat === faceUpSeat || (folded && look.reveal));
      const won = result?.winnings[seat] ?? 0;
      const bet = result ? 0 : (state.bets[seat] ?? 0);
      const cards = state.holeCards[seat] ?? [];
      const exchanged = state.exchange.exchanged.includes(seat);
      const passes = state.exchange.passesInARow[seat] ?? 0;
      const ended = state.ending?.kind === 'ended-by-player' && state.ending.seat === seat;
      const taken = moved.hole.get(seat);
      const status: string[] = [];
      if (state.config.button === seat) status.push(t.term('dealerButton'));
      if (toAct) status.push(t.term('statusToAct'));
      if (allIn) status.push(t.term('statusAllIn'));
      if (folded) status.push(t.term('statusFolded'));
      if (exchanged && !result) status.push(w.statusExchanged);
      else if (passes > 0 && !result && !folded) status.push(w.statusPassed(passes));
      if (ended) status.push(w.statusEnded);
      if (won > 0) status.push(t.term('statusWins', won));
      const category = faceUp && !folded ? t.term('categoryName', evaluate(cards).category) : '';
      const parts = [
        'seat',
        toAct ? 'seat-to-act' : '',
        folded ? 'seat-folded' : '',
        won > 0 ? 'seat-winner' : '',
        seat === hero ? 'seat-hero' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return html`<li
        part=${parts}
        class="pd-seat ${toAct ? 'to-act' : ''} ${folded ? 'folded' : ''} ${won > 0 ? 'winner' : ''}"
        data-seat=${seat}
        aria-current=${ifDefined(toAct ? 'true' : undefined)}
      >
        <div class="pd-plate">
          <span part="seat-name" class="name" title=${name(seat)}>${name(seat)}</span>
          ${state.config.button === seat ? html`<span part="dealer-button" class="dealer" title=${t.term('dealerButton')}>D</span>` : nothing}
          <span part="stack" class="stack">${t.term('chipAmount', state.stacks[seat] ?? 0)}</span>
          ${bet > 0 ? html`<span part="bet" class="pd-bet">${t.term('betLabel')} ${t.term('chipAmount', bet)}</span>` : nothing}
        </div>
        <div class="pd-badges">
          ${status.filter((s) => s !== t.term('dealerButton')).map((s) => html`<span part="badge" class="badge">${s}</span>`)}
        </div>
        <div class="pd-hole" role="img" aria-label=${faceUp ? `${w.cardsOf(name(seat))}: ${cards.map((v) => t.term('cardName', v)).join(', ')}${category ? ` (${category})` : ''}` : w.cardsOf(name(seat))}>
          ${cards.map((value) =>
            tableCard(value, c.look, taken?.has(value) ? `pd-card pd-hole-card arrive-community-${moved.parity}` : 'pd-card pd-hole-card', {
              faceDown: !faceUp,
              dim: folded || mucked,
              highlight: (won > 0 && shown) || taken?.has(value) === true,
            }),
          )}
        </div>
        ${category ? html`<span class="hand-name">${category}</span>` : nothing}
      </li>`;
    })}
  </ol>`;
}

// ——— Notes ———

function notesOf(c: Ctx): Note[] {
  const { w, state, game, name } = c;
  const notes: Note[] = [];
  const last = game.steps[game.steps.length - 1];
  if (last?.refused) {
    notes.push({ tone: 'refused', text: c.t.term('refusal', last.refused, name), ruleIds: [last.refused.ruleId] });
  }
  // What happened since the reader last decided (the computer players' moves too), the last few lines.
  let from = game.steps.length - 1;
  while (from > 0 && game.steps[from - 1]?.bot) from--;
  const before = from >= 0 ? (game.steps[from - 1]?.state ?? null) : null;
  const start = game.steps.length === 0 ? 0 : (before?.log.length ?? 0);
  const lines = state.log.slice(start).filter((entry) => entry.kind !== 'betting-round' || entry.skipped);
  for (const entry of lines.slice(-5)) {
    const tone = entry.kind === 'award' || entry.kind === 'uncontested' ? 'result' : 'moment';
    notes.push({ tone, text: w.logLine(entry, name, c.text), ruleIds: entry.ruleIds });
  }
  if (state.result) {
    notes.push({ tone: 'result', text: w.endNote(state.result.ending, name), ruleIds: ['P6'] });
  } else if (state.toAct) {
    notes.push({
      tone: 'now',
      text: w.nowNote(state.phase, name(state.toAct), {
        limit: state.config.limit,
        buyPrice: state.config.buyPrice,
        endPrice: state.config.endPrice,
      }),
      ruleIds: [PHASE_RULE[state.phase]],
    });
  }
  return notes;
}

function renderNotes(c: Ctx): TemplateResult {
  const { t } = c;
  return html`<section part="explanation" class="explanation" aria-labelledby="why-title">
    ${caption('why-title', t.term('explanationTitle'))}
    <div role="status">
      <ul class="notes">
        ${notesOf(c).map(
          (note) =>
            html`<li part="note" class="note ${note.tone}">
              ${note.tone === 'refused' ? html`<span class="sr-only">${t.term('refusedTitle')}:</span>` : nothing}
              <span class="note-body"><span class="note-text">${note.text}${renderRules(c, note.ruleIds)}</span></span>
            </li>`,
        )}
      </ul>
    </div>
  </section>`;
}

// ——— Controls ———

function renderControls(c: Ctx): TemplateResult | typeof nothing {
  const { t, w, state, game, name } = c;
  // The chart says what kind of round it is (its tag); the engine's state says what exactly is allowed in it.
  const round = game.round;
  if (round === 'over' || round === null) return nothing;
  if (game.scriptPending) {
    return renderScriptBar(t, game.nextScriptText, {
      restart: () => game.restart(),
      back: () => game.back(),
      forward: () => game.forward(),
      playAll: () => game.playAll(),
    });
  }
  const seat = state.toAct;
  if (!seat) return nothing;
  const who = name(seat);
  if (game.controlMode === 'none' || game.isBot(seat)) {
    return html`<div part="action-bar" class="action-bar waiting">
      <p class="bar-title">${game.thinking ? w.thinking(who) : t.term('waitingFor', who)}</p>
    </div>`;
  }
  const send = (event: Parameters<PotsdamGame['send']>[0]): void => void game.send(event);
  const allowed = state.allowed;
  const bar = (title: string, body: TemplateResult): TemplateResult =>
    html`<div part="action-bar" class="action-bar pd-bar" role="group" aria-label=${t.term('actionBarLabel', who)}>
      <p class="bar-title">${title}</p>
      ${body}
    </div>`;
  switch (round) {
    case 'exchange':
      return allowed.kind === 'exchange' ? bar(w.exchangeTitle(who), renderExchange(c, seat, allowed.buy, send)) : nothing;
    case 'buying':
      return bar(
        w.chooseTitle(who),
        html`<div class="buttons">
          ${button(w.chooseLaidDown, () => send({ type: 'CHOOSE', seat, set: 'laid-down' }))}
          ${button(w.chooseFresh, () => send({ type: 'CHOOSE', seat, set: 'fresh' }), 'primary')}
        </div>`,
      );
    case 'end-offer':
      return allowed.kind === 'end'
        ? bar(
            w.endTitle(who, allowed.price),
            html`<div class="buttons">
              ${button(w.endGame(allowed.price), () => send({ type: 'END', seat }), 'primary')}
              ${button(w.goOn, () => send({ type: 'PASS', seat }))}
            </div>`,
          )
        : nothing;
    case 'showdown':
      return allowed.kind === 'show'
        ? bar(
            t.term('showOrMuck', who),
            html`<div class="buttons">
              ${button(t.term('show'), () => send({ type: 'SHOW', seat }), 'primary')}
              ${allowed.choices.muck ? button(t.term('muck'), () => send({ type: 'MUCK', seat })) : nothing}
            </div>`,
          )
        : nothing;
    case 'betting':
      return allowed.kind === 'act' ? renderBetting(c, seat, allowed.actions, send) : nothing;
  }
}

type Send = (event: Parameters<PotsdamGame['send']>[0]) => void;

/** P3, P4: pick one hole card and one community card (buttons, so the keyboard works as the mouse), or all five, or none; buy. */
function renderExchange(c: Ctx, seat: string, buy: { price: number; cards: number; from: string } | null, send: Send): TemplateResult {
  const { t, w, state, game, name, host } = c;
  const hand = state.holeCards[seat] ?? [];
  const pick = (value: Card, side: 'give' | 'take'): TemplateResult => {
    const pressed = game[side] === value;
    return html`<button
      class="pd-pick ${pressed ? 'picked' : ''}"
      type="button"
      data-card=${value}
      aria-pressed=${pressed ? 'true' : 'false'}
      @click=${() => {
        game[side] = pressed ? null : value;
        host.requestUpdate();
      }}
      @keydown=${(event: KeyboardEvent) => moveFocus(event)}
    >
      <span class="sr-only">${t.term('cardName', value)}</span>${tableCard(value, c.look, 'pd-card pick')}
    </button>`;
  };
  const give = game.give;
  const take = game.take;
  const symbol = (value: Card): string => c.text([value]);
  const last = state.phase === 'last-exchange';
  return html`<p class="pd-prompt">${w.pickPrompt}</p>
    <div class="pd-picks" role="group" aria-label=${w.pickOwn}>
      <span class="pd-caption" aria-hidden="true">${w.pickOwn}</span>
      <div class="pd-pick-row">${hand.map((value) => pick(value, 'give'))}</div>
    </div>
    <div class="pd-picks" role="group" aria-label=${w.pickCommunity}>
      <span class="pd-caption" aria-hidden="true">${w.pickCommunity}</span>
      <div class="pd-pick-row">${state.community.map((value) => pick(value, 'take'))}</div>
    </div>
    <div class="buttons">
      ${button(
        w.exchangeOne(give ? symbol(give) : '…', take ? symbol(take) : '…'),
        () => {
          if (give && take) send({ type: 'EXCHANGE', seat, give: [give], take: [take] });
        },
        'primary pd-exchange-one',
        !(give && take),
      )}
      ${button(w.exchangeAll, () => send({ type: 'EXCHANGE', seat, give: hand.slice(), take: state.community.slice() }))}
      ${button(w.pass, () => send({ type: 'PASS', seat }))}
      ${buy ? button(w.buy(buy.price, buy.cards, name(buy.from)), () => send({ type: 'BUY', seat }), 'pd-buy') : nothing}
    </div>
    ${last ? html`<p class="pd-hint">${w.noBuyLast}</p>` : nothing}`;
}

/** Arrow keys move between the cards of a row (Tab moves on to the next row). */
function moveFocus(event: KeyboardEvent): void {
  const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  const current = event.currentTarget as HTMLElement;
  const row = [...(current.parentElement?.querySelectorAll<HTMLElement>('button') ?? [])];
  const next = row[(row.indexOf(current) + step + row.length) % row.length];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** P2, P5: the legal actions; a bet or raise within the cap, typed or slid. */
function renderBetting(
  c: Ctx,
  seat: string,
  legal: Extract<PotsdamState['allowed'], { kind: 'act' }>['actions'],
  send: Send,
): TemplateResult {
  const { t, game, name, host } = c;
  const range = legal.bet ?? legal.raise;
  const kind: 'bet' | 'raise' = legal.bet ? 'bet' : 'raise';
  const typed = readChips(game.amountText);
  const amount = range ? Math.min(range.maxTo, Math.max(range.minTo, 'value' in typed ? typed.value : range.minTo)) : 0;
  const call = legal.call;
  const setAmount = (text: string): void => {
    game.amountText = text;
    host.requestUpdate();
  };
  return html`<div part="action-bar" class="action-bar" role="group" aria-label=${t.term('actionBarLabel', name(seat))}>
    <p class="bar-title">
      <span>${t.term('toAct', name(seat))}</span>
      ${call ? html`<span class="to-call">${t.term('toCall', call.amount)}</span>` : nothing}
    </p>
    ${renderActionButtons(t, legal, amount, !call && !range, {
      act: (action) => send({ type: 'ACT', seat, action }),
      submit: (bet) => send({ type: 'ACT', seat, action: bet, to: amount }),
    })}
    ${
      range && range.minTo < range.maxTo
        ? html`<div class="sizing">
            ${renderAmountRow(t, kind, range, amount, String(amount), 'amount-range', nothing, setAmount, {
              // The slider sets the amount as it moves; the field when it changes, not at each keystroke.
              amount: (text, fromField) => {
                if (!fromField) setAmount(text);
              },
            })}
            <p class="range" id="amount-range">${t.term('amountRange', range.minTo, range.maxTo)}</p>
          </div>`
        : nothing
    }
  </div>`;
}

/** A refusal as the kit's `poker-violation` event, worded in the element's language. */
function violationEvent(t: HoldemLocalize, name: (seat: string) => string, violation: PotsdamViolation): CustomEvent<PokerViolationDetail> {
  const { event } = violation;
  return new CustomEvent('poker-violation', {
    bubbles: true,
    composed: true,
    detail: {
      event: { ...event } as PokerViolationDetail['event'],
      code: violation.code,
      ruleId: violation.ruleId,
      message: t.term('refusal', violation, name),
      allowed: violation.allowed as PokerViolationDetail['allowed'],
    },
  });
}

/** A new line of the game's history as the detail of `potsdam-action` or `potsdam-round`, or null for a line that is neither. */
function lineDetail(
  entry: PotsdamLogEntry,
  line: string,
): { type: 'potsdam-action'; detail: PotsdamActionDetail } | { type: 'potsdam-round'; detail: PotsdamRoundDetail } | null {
  const worded = { ruleIds: [...entry.ruleIds], text: line };
  switch (entry.kind) {
    case 'action': {
      const { seat, action, phase, bettingRound, amount, to, allIn } = entry;
      return { type: 'potsdam-action', detail: { kind: 'action', seat, action, phase, bettingRound, amount, to, allIn, ...worded } };
    }
    case 'exchange': {
      const { seat, given, taken, places, community } = entry;
      const cards = { given: [...given], taken: [...taken], places: [...places], community: [...community] };
      return { type: 'potsdam-action', detail: { kind: 'exchange', seat, ...cards, ...worded } };
    }
    case 'pass':
      return { type: 'potsdam-action', detail: { kind: 'pass', seat: entry.seat, passesInARow: entry.passesInARow, ...worded } };
    case 'buy': {
      const { seat, from, price, laidDown, fresh } = entry;
      return { type: 'potsdam-action', detail: { kind: 'buy', seat, from, price, laidDown: [...laidDown], fresh: [...fresh], ...worded } };
    }
    case 'choose': {
      const { seat, set, aside, community } = entry;
      return { type: 'potsdam-action', detail: { kind: 'choose', seat, set, aside: [...aside], community: [...community], ...worded } };
    }
    case 'decline-end':
      return { type: 'potsdam-action', detail: { kind: 'decline-end', seat: entry.seat, ...worded } };
    case 'show':
      return {
        type: 'potsdam-action',
        detail: { kind: 'show', seat: entry.seat, cards: [...entry.cards], category: entry.category, ...worded },
      };
    case 'muck':
      return { type: 'potsdam-action', detail: { kind: 'muck', seat: entry.seat, ...worded } };
    case 'exchange-round': {
      const { exchangeRound, order, last } = entry;
      return { type: 'potsdam-round', detail: { kind: 'exchange-round', exchangeRound, order: [...order], last, ...worded } };
    }
    case 'betting-round': {
      const { bettingRound, phase, skipped } = entry;
      return { type: 'potsdam-round', detail: { kind: 'betting-round', bettingRound, phase, skipped, ...worded } };
    }
    case 'ending':
      return { type: 'potsdam-round', detail: { kind: 'ending', ending: structuredClone(entry.ending), ...worded } };
    default:
      return null;
  }
}

/** `potsdam-complete`: the result as for a Hold'em hand, and how the game ended (P6). */
function completeEvent(w: PotsdamWords, name: (seat: string) => string, text: (cards: readonly Card[]) => string, state: PotsdamState) {
  const result = state.result as NonNullable<PotsdamState['result']>;
  const lines = new Map<number, string>();
  for (const entry of state.log) if (entry.kind === 'award') lines.set(entry.potIndex, w.logLine(entry, name, text));
  const { kind: _kind, ...rest } = completeDetail(result, (award) => lines.get(award.potIndex) ?? '');
  const detail: PotsdamCompleteDetail = { kind: 'complete', ...rest, ending: structuredClone(result.ending) };
  return new CustomEvent<PotsdamCompleteDetail>('potsdam-complete', { bubbles: true, composed: true, detail });
}

/**
 * What the element fires for what the machine emitted, worded in its language: a refusal as
 * `poker-violation` (once the words of refusals are fetched; the render waits for them), each
 * move as `potsdam-action`, each round that begins (and the showdown) as `potsdam-round`, the
 * end as `potsdam-complete`.
 */
export function potsdamTeller(host: PotsdamHost, t: HoldemLocalize): PotsdamTeller {
  const w = potsdamWordsFor(t.lang());
  const fire = (event: Event): void => void host.dispatchEvent(event);
  return (emitted, state) => {
    const name = (seat: string): string => state.config.names[seat] ?? seat;
    const text = (cards: readonly Card[]): string => cards.map((value) => cardText(value, (rank) => t.term('rankLetter', rank))).join(' ');
    switch (emitted.type) {
      case 'violation': {
        const words = loadRefusalWords();
        if (!words) return fire(violationEvent(t, name, emitted.violation));
        host.waitFor(words);
        void words.then(() => fire(violationEvent(t, name, emitted.violation)));
        return;
      }
      case 'log': {
        const entry = emitted.entry;
        if (entry.kind === 'ending' && entry.ending.kind === 'ended-by-player') {
          // P6 (2): the player's move that ends the game, then the ending it begins.
          const { seat, price } = entry.ending;
          const detail: PotsdamActionDetail = { kind: 'end', seat, price, ruleIds: [...entry.ruleIds], text: w.logLine(entry, name, text) };
          fire(new CustomEvent('potsdam-action', { bubbles: true, composed: true, detail }));
        }
        const line =
          entry.kind === 'exchange-round'
            ? w.logExchangeRound(entry.exchangeRound, entry.last)
            : entry.kind === 'betting-round'
              ? w.logBettingRound(entry.bettingRound, entry.phase)
              : w.logLine(entry, name, text);
        const told = lineDetail(entry, line);
        if (told) fire(new CustomEvent(told.type, { bubbles: true, composed: true, detail: told.detail }));
        return;
      }
      case 'phase': {
        if (emitted.phase !== 'showdown') return;
        const detail: PotsdamRoundDetail = { kind: 'showdown', ruleIds: ['T16', 'P7'], text: w.logShowdown };
        return fire(new CustomEvent('potsdam-round', { bubbles: true, composed: true, detail }));
      }
      case 'complete':
        return fire(completeEvent(w, name, text, state));
    }
  };
}

// ——— The history ———

function renderLog(c: Ctx): TemplateResult {
  const { t, w, state, name } = c;
  const rows: TemplateResult[] = [];
  const heading = (title: string): void => void rows.push(html`<li class="log-street"><span>${title}</span></li>`);
  const refused = c.game.refusedRows();
  const refusedAt = (at: number): void =>
    pushRefused(
      rows,
      refused,
      at,
      (row) => html`<span class="sr-only">${t.term('refusedTitle')}: </span>${t.term('refusal', row.violation, name)}`,
      (ruleIds) => renderRules(c, ruleIds),
    );
  heading(w.logEntry);
  let showdown = false;
  state.log.forEach((entry: PotsdamLogEntry, index) => {
    refusedAt(index);
    if (entry.kind === 'exchange-round') return heading(w.logExchangeRound(entry.exchangeRound, entry.last));
    if (entry.kind === 'betting-round' && !entry.skipped) return heading(w.logBettingRound(entry.bettingRound, entry.phase));
    if (!showdown && (entry.kind === 'show' || entry.kind === 'muck')) {
      showdown = true;
      heading(w.logShowdown);
    }
    rows.push(renderLogLine(`kind-${entry.kind}`, w.logLine(entry, name, c.text), renderRules(c, entry.ruleIds)));
  });
  refusedAt(state.log.length);
  return renderLogFrame(t, rows, 'log-title');
}

function renderState(c: Ctx): TemplateResult {
  const { t, game } = c;
  return html`<section part="state" class="state">
    ${caption('state-title', t.term('stateTitle'))}
    <dl>
      <div>
        <dt>${t.term('stateValue')}</dt>
        <dd><code>potsdam.${statePath(game.snapshot?.value)}</code></dd>
      </div>
      <div>
        <dt>${t.term('stateAccepts')}</dt>
        <dd>${game.over ? '—' : expectedOf(c).map((type) => html`<code>${type}</code> `)}</dd>
      </div>
    </dl>
  </section>`;
}

/** The events of the game the chart's round takes (the table's DEAL and RESTORE aside). */
const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  betting: ['ACT'],
  exchange: ['EXCHANGE', 'PASS'],
  buying: ['CHOOSE'],
  'end-offer': ['END', 'PASS'],
  showdown: ['SHOW', 'MUCK'],
};

function expectedOf(c: Ctx): readonly string[] {
  const round = c.game.round ?? '';
  const allowed = c.state.allowed;
  if (round === 'exchange' && allowed.kind === 'exchange' && allowed.buy) return ['EXCHANGE', 'PASS', 'BUY'];
  return EXPECTED[round] ?? [];
}

/** The whole element. */
export function renderPotsdamTable(host: PotsdamHost, t: HoldemLocalize, game: PotsdamGame, look: PotsdamLook): TemplateResult {
  const w = potsdamWordsFor(t.lang());
  const alert = game.problem ? renderAlert(problemMessage(w, game.problem)) : nothing;
  const state = game.state;
  if (!state) return html`<div part="base" class="base pd">${alert}</div>`;
  const c: Ctx = {
    t,
    w,
    game,
    host,
    state,
    look,
    name: (seat) => state.config.names[seat] ?? seat,
    // The language's rank letters (German D for a queen), from its translation; the suits as text, not emoji, as on the Hold'em table.
    text: (cards) => cards.map((value) => cardText(value, (rank) => t.term('rankLetter', rank))).join(' '),
  };
  const steps = {
    taken: game.steps.length,
    known: game.known,
    canGoForward: game.canGoForward,
    hasScript: game.hasScript,
    nextOffered: game.scriptPending && state.result === null,
  };
  return html`<div part="base" class="base pd">
    ${renderHeader(c)} ${alert}
    <div class="pd-stage">
      <div class="pd-table" part="table">${renderFelt(c)} ${renderSeats(c)}</div>
      <div class="side">
        ${renderNotes(c)} ${renderControls(c)}
        ${renderSteps(t, steps, {
          restart: () => game.restart(),
          back: () => game.back(),
          forward: () => game.forward(),
          playAll: () => game.playAll(),
        })}
      </div>
    </div>
    <div class="lower">${renderLog(c)} ${look.showState ? renderState(c) : nothing}</div>
  </div>`;
}
