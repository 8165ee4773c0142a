import type { Translation } from '@shoelace-style/localize';
import type { QuizReason } from '../../core/quiz/types.js';
import type { QuizNameOf, QuizTerms } from '../quiz-terms.js';

const n = new Intl.NumberFormat('de');
const and = new Intl.ListFormat('de', { type: 'conjunction' });
const num = (value: unknown): string => n.format(typeof value === 'number' ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown, nameOf: QuizNameOf): string =>
  and.format(Array.isArray(value) ? value.map((seat) => nameOf(String(seat))) : []);

const CATEGORY: Record<string, string> = {
  'straight-flush': 'einem Straight Flush',
  'four-of-a-kind': 'einem Vierling',
  'full-house': 'einem Full House',
  flush: 'einem Flush',
  straight: 'einer Straße',
  'three-of-a-kind': 'einem Drilling',
  'two-pair': 'zwei Paaren',
  'one-pair': 'einem Paar',
  'high-card': 'der höchsten Karte',
};
const cat = (value: unknown): string => CATEGORY[text(value)] ?? text(value);
const ROLE: Record<string, string> = {
  quads: 'den Rang des Vierlings',
  trips: 'den Rang des Drillings',
  pair: 'das Paar',
  'high-pair': 'das höhere Paar',
  'low-pair': 'das niedrigere Paar',
  'full-of': 'das Paar des Full House',
  'straight-high': 'die höchste Karte der Straße',
  'flush-card': 'die Flush-Karten, Karte für Karte',
  'high-card': 'die Karten, Karte für Karte',
  kicker: 'die Beikarte',
};
/** A category as what a player has (accusative): `hat einen Drilling`. */
const HAS: Record<string, string> = {
  'straight-flush': 'einen Straight Flush',
  'four-of-a-kind': 'einen Vierling',
  'full-house': 'ein Full House',
  flush: 'einen Flush',
  straight: 'eine Straße',
  'three-of-a-kind': 'einen Drilling',
  'two-pair': 'zwei Paare',
  'one-pair': 'ein Paar',
  'high-card': 'nur eine hohe Karte',
};
const RANK: Record<string, string> = { T: '10', J: 'B', Q: 'D', K: 'K', A: 'A' };
const rank = (value: unknown): string => RANK[text(value)] ?? text(value);
const SUIT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** A hand's best five as the cards read: `K♥ K♠ D♦ 9♦ 7♣`. */
const five = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((card) => `${RANK[String(card)[0] ?? ''] ?? String(card)[0]}${SUIT[String(card)[1] ?? ''] ?? ''}`).join(' ')
    : '';

const STREET: Record<string, string> = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River' };

const QUESTIONS: Record<string, (a: { subject: string; actor: string; leaving: string; seats: number }) => string> = {
  'first-to-act': () => 'Wer handelt in dieser Setzrunde zuerst?',
  'first-card': () => 'Wer bekommt die erste Karte?',
  'may-act': (a) => `Was darf ${a.actor} tun?`,
  'short-all-in': (a) => `Was darf ${a.actor} jetzt tun?`,
  'all-ins-add-up': (a) => `Was darf ${a.actor} jetzt tun?`,
  'fixed-cap': (a) => `Was darf ${a.actor} tun?`,
  'min-raise': (a) => `Auf welche Summe darf ${a.actor} mindestens erhöhen (oder setzen)?`,
  'pot-limit-max': (a) => `Pot-Limit: Auf welche Summe darf ${a.actor} höchstens erhöhen (oder setzen)?`,
  'fixed-raise': (a) => `Fixed-Limit: Auf welche Summe setzt oder erhöht ${a.actor}?`,
  'to-call': (a) => `Wie viele Chips muss ${a.actor} noch bringen, um mitzugehen?`,
  'short-call': (a) => `Wie viele Chips bringt ${a.actor} mit dem Mitgehen?`,
  'most-in': (a) => `Wie viel kann ${a.actor} in dieser Runde höchstens vor sich haben?`,
  uncalled: (a) => `${a.subject} geht mit allem mit. Wie viele Chips gehen an den Setzenden zurück?`,
  uncontested: () => 'Alle anderen steigen aus. Wie viele Chips gewinnt, wer zuletzt gesetzt hat?',
  'void-hand': () => 'Der Server fällt aus, das Spiel ist ungültig. Wie viele Chips hat jetzt jeder?',
  'action-clock': (a) => `${a.actor}s Zeit läuft ab. Was geschieht für sie oder ihn?`,
  winner: () => 'Wer gewinnt den Pot?',
  'first-to-show': () => 'Wer zeigt zuerst?',
  pots: () => 'Wie viele Chips gewinnt jeder?',
  'odd-chip': () => 'Wie viele Chips gewinnt jeder?',
  'not-a-card': () => 'Welches davon ist keine Karte?',
  'next-button': () => 'Wer hat im nächsten Spiel den Button?',
  'next-big-blind': () => 'Wer zahlt im nächsten Spiel den Big Blind?',
  newcomer: (a) => `${a.subject} hat sich gerade gesetzt. Was geschieht im nächsten Spiel?`,
  'hand-starts': () => 'Beginnt ein Spiel?',
  'sitting-out': (a) => `Bekommt ${a.subject} im nächsten Spiel Karten?`,
  'table-size': (a) => `Darf ein Tisch ${n.format(a.seats)} ${a.seats === 1 ? 'Platz' : 'Plätze'} haben?`,
  queue: (a) => `${a.leaving} geht. Wer bekommt den Platz?`,
  'potsdam-blinds': () => 'Potsdam: Wer zahlt den Big Blind?',
  'potsdam-entry': (a) => `Potsdam, Einstiegsrunde: Was darf ${a.actor} tun?`,
  'potsdam-first-exchange': () => 'Potsdam: Wer tauscht zuerst?',
  'potsdam-buy': (a) =>
    `Potsdam: ${a.subject} hat gerade getauscht. ${a.actor} darf frische Karten kaufen: zu welchem Preis, und wie viele?`,
  'potsdam-limit': (a) => `Potsdam: Wie viel darf ${a.actor} höchstens setzen?`,
  'potsdam-ending': () => 'Potsdam: Wie endet das Spiel?',
  'potsdam-winner': () => 'Potsdam: Wessen fünf Karten gewinnen, wenn das Spiel jetzt endet?',
};

const CHOICES: Record<string, string> = {
  'fold-check-bet': 'Aussteigen, schieben oder setzen',
  'fold-check-raise': 'Aussteigen, schieben oder erhöhen',
  'fold-call-raise': 'Aussteigen, mitgehen oder erhöhen',
  'fold-call': 'Nur aussteigen oder mitgehen',
  yes: 'Ja',
  no: 'Nein',
  check: 'Schieben',
  fold: 'Aussteigen',
  split: 'Geteilter Pot',
  'big-blind': 'Zahlt einen Big Blind und spielt mit',
  waits: 'Wartet, bis der Button vorbei ist',
  dealt: 'Spielt ohne Blind mit',
  'one-left': 'Nur eine Spielerin oder ein Spieler bleibt',
  'no-exchange': 'Niemand hat getauscht: eine letzte Setzrunde',
  'three-passes': 'Jemand hat dreimal nacheinander nicht getauscht',
  none: 'Es endet noch nicht',
};

const FIELDS: Record<string, string> = { to: 'Summe', amount: 'Chips', price: 'Preis', cards: 'Karten' };

function reasonDe(reason: QuizReason, nameOf: QuizNameOf): string {
  const p = reason.params;
  const seat = nameOf(text(p.seat));
  switch (reason.code) {
    case 'left-of-big-blind':
      return `Preflop handelt zuerst, wer links vom Big Blind (${nameOf(text(p.bigBlind))}) sitzt: ${seat}.`;
    case 'left-of-button':
      return `Nach dem Flop handelt zuerst, wer links vom Button (${nameOf(text(p.button))}) noch dabei ist: ${seat}.`;
    case 'heads-up-preflop':
      return `Zu zweit zahlt der Button den Small Blind und handelt preflop zuerst: ${seat}.`;
    case 'heads-up-later':
      return `Zu zweit handelt der Button nach dem Flop zuletzt, also ${seat} zuerst.`;
    case 'first-card':
      return `Gegeben wird einzeln im Uhrzeigersinn links vom Button (${nameOf(text(p.button))}): ${seat} zuerst, der Button zuletzt.`;
    case 'options':
      return num(p.toCall) === '0'
        ? `${seat} schuldet nichts: Schieben ist frei, Aussteigen geht immer.`
        : `${seat} muss ${num(p.toCall)} bringen, um auf ${num(p.currentBetTo)} mitzugehen.`;
    case 'big-blind-option':
      return `Niemand hat erhöht: der Big Blind, ${seat}, darf schieben oder erhöhen.`;
    case 'not-reopened':
      return `${seat} steht nur ${num(p.faced)} mehr gegenüber, weniger als eine volle Erhöhung von ${num(p.fullRaise)}: ein kurzes All-in öffnet die Setzrunde nicht wieder.`;
    case 'reopened':
      return `${seat} steht ${num(p.faced)} mehr gegenüber, mindestens eine volle Erhöhung von ${num(p.fullRaise)}: die All-ins zählen zusammen und öffnen die Runde wieder.`;
    case 'capped':
      return `Die Runde ist gedeckelt: ein Einsatz und ${num(p.raises)} Erhöhungen sind gemacht.`;
    case 'min-raise':
      return `Eine Erhöhung muss mindestens den größten Einsatz oder die größte Erhöhung der Runde draufsetzen, ${num(p.raiseBy)}: ${num(p.currentBetTo)} + ${num(p.raiseBy)} = ${num(p.minTo)}.`;
    case 'pot-limit-max':
      return `Der Pot nach dem Mitgehen: ${num(p.pot)} im Pot + ${num(p.bets)} auf dem Tisch + ${num(p.toCall)} zum Mitgehen = ${num(p.potAfterCall)}; mitgehen und so viel erhöhen: auf ${num(p.maxTo)}.`;
    case 'fixed-size':
      return `Am ${STREET[text(p.street)] ?? text(p.street)} ist jeder Einsatz und jede Erhöhung genau ${num(p.unit)}: auf ${num(p.to)}.`;
    case 'blind-is-live':
      return `Der Blind von ${num(p.posted)} zählt zum Mitgehen: ${num(p.currentBetTo)} − ${num(p.posted)} = ${num(p.toCall)}.`;
    case 'call-all-in':
      return `${seat} hat nur ${num(p.stack)}: das Mitgehen bringt alles, ${seat} ist all-in.`;
    case 'table-stakes':
      return `Es zählen nur die Chips auf dem Tisch: ${seat} kann höchstens auf ${num(p.to)} gehen.`;
    case 'uncalled':
      return `Vom Einsatz auf ${num(p.bet)} kann nur ${num(p.matched)} gehalten werden: ${num(p.amount)} gehen an ${nameOf(text(p.seat))} zurück.`;
    case 'uncontested':
      return `Wer als Letzte oder Letzter übrig ist, gewinnt den Pot von ${num(p.amount)} sofort; es kommen keine Karten mehr, niemand zeigt.`;
    case 'void':
      return 'Ein ungültiges Spiel gibt jeden Chip dem zurück, der ihn gebracht hat: alle haben ihren Stack von vor dem Spiel.';
    case 'clock-check':
      return `${seat} schuldet nichts, also wird für sie oder ihn geschoben.`;
    case 'clock-fold':
      return `${seat} schuldet ${num(p.toCall)}, also steigt sie oder er aus.`;
    case 'category':
      return `${list(p.seats, nameOf)} gewinnt mit ${cat(p.winner)} gegen ${HAS[text(p.loser)] ?? text(p.loser)}; die besten fünf: ${five(p.bestFive)}.`;
    case 'rank':
      return `Auch ${nameOf(text(p.runnerUp))} hat ${HAS[text(p.category)] ?? text(p.category)}; ${list(p.seats, nameOf)} gewinnt über ${ROLE[text(p.role)] ?? text(p.role)}: ${rank(p.winner)} schlägt ${rank(p.loser)}; die besten fünf: ${five(p.bestFive)}.`;
    case 'tie':
      return `Die besten fünf Karten sind gleich (${HAS[text(p.category)] ?? text(p.category)}: ${five(p.bestFive)}): der Pot wird geteilt.`;
    case 'last-aggressor':
      return `${seat} hat am River zuletzt gesetzt oder erhöht und zeigt zuerst.`;
    case 'left-of-button-shows':
      return `Am River hat niemand gesetzt: zuerst zeigt, wer links vom Button (${nameOf(text(p.button))}) sitzt, ${seat}.`;
    case 'pot':
    case 'pot-split':
    case 'pot-odd-chip': {
      const name = num(p.pot) === '0' ? 'Der Hauptpot' : `Nebenpot ${num(p.pot)}`;
      const odd =
        Array.isArray(p.oddChips) && p.oddChips.length > 0
          ? `; der übrige Chip geht an ${list(p.oddChips, nameOf)}, zuerst links vom Button`
          : '';
      return `${name} von ${num(p.amount)} (${list(p.eligible, nameOf)}) geht an ${list(p.winners, nameOf)}${Array.isArray(p.winners) && p.winners.length > 1 ? `, je ${num(p.share)}` : ''}${odd}.`;
    }
    case 'unknown-card':
      return `„${text(p.card)}“ ist keine Karte: Werte 2–9, T (oder 10), J, Q, K, A; Farben s, h, d, c.`;
    case 'button-moves':
      return `Der Button rückt einen Platz im Uhrzeigersinn weiter, zu ${seat}; ${nameOf(text(p.small))} zahlt den Small Blind, ${nameOf(text(p.big))} den Big Blind.`;
    case 'big-blind-moves':
      return `Der Big Blind rückt zum nächsten Spieler weiter, ${seat}; der letzte Big Blind (${nameOf(text(p.lastBig))}) zahlt den Small Blind${num(p.dealt) === '2' ? ' und bekommt zu zweit den Button' : ''}.`;
    case 'newcomer-big-blind':
      return p.outOfPosition
        ? `${seat} zahlt einen Big Blind außer der Reihe und spielt sofort mit.`
        : `${seat} spielt mit, wenn der Big Blind ankommt, und zahlt ihn.`;
    case 'newcomer-waits':
      return `${seat} sitzt zwischen Button und Big Blind: wartet, bis der Button vorbei ist.`;
    case 'newcomer-dealt':
      return `${seat} spielt mit.`;
    case 'hand-starts':
      return `${num(p.players)} Spieler sind bereit, ${num(p.needed)} werden gebraucht: das Spiel beginnt.`;
    case 'not-enough-players':
      return `${num(p.players)} Spieler sind bereit, aber ${num(p.needed)} werden gebraucht: kein Spiel beginnt.`;
    case 'dealt-in':
      return `${seat} spielt: wer nicht aussetzt, bekommt Karten.`;
    case 'sits-out':
      return `${seat} setzt aus: sitzt am Tisch, bekommt aber keine Karten und zahlt keine Blinds.`;
    case 'size-allowed':
      return `Ein Tisch hat ${num(p.min)} bis ${num(p.max)} Plätze: ${num(p.seats)} passt.`;
    case 'size-refused':
      return `Ein Tisch hat ${num(p.min)} bis ${num(p.max)} Plätze, nicht ${num(p.seats)}.`;
    case 'queue-first':
      return `Die Warteschlange geht der Reihe nach: ${seat} war zuerst da.`;
    case 'potsdam-deal':
      return `Blinds wie im Hold’em: den Big Blind zahlt, wer zwei links vom Button sitzt, ${seat}. Jeder bekommt ${num(p.holeCards)} verdeckte Karten; ${num(p.community)} liegen offen.`;
    case 'entry':
      return 'In der Einstiegsrunde darf man nur den Big Blind mitgehen oder aussteigen: keine Erhöhung.';
    case 'exchange-order':
      return `Die Tauschrunde beginnt links vom Button (${nameOf(text(p.button))}): ${seat}.`;
    case 'buy-price':
      return `Frische Karten kosten einen Small Blind, ${num(p.price)}, so viele, wie ${nameOf(text(p.from))} abgelegt hat: ${num(p.cards)}.`;
    case 'bet-limit':
      return `Ein Einsatz ist höchstens drei Big Blinds: 3 × ${num(p.bigBlind)} = ${num(p.maxTo)}.`;
    case 'ending-no-exchange':
      return 'In einer ganzen Tauschrunde hat niemand getauscht: eine letzte Setzrunde, kein Tausch mehr.';
    case 'ending-one-left':
      return 'Alle anderen sind ausgestiegen: wer übrig ist, gewinnt.';
    case 'ending-none':
      return 'Es wurde getauscht, also geht das Spiel weiter.';
    case 'ending-three-passes':
      return 'Jemand hat dreimal nacheinander nicht getauscht: eine letzte Setzrunde, dann eine letzte Tauschrunde.';
    case 'five-cards':
      return `Die besten fünf verdeckten Karten gewinnen: ${list(p.seats, nameOf)} mit ${cat(p.category)}.`;
    default:
      return reason.code;
  }
}

/** German terms of `<rules-quiz>`. */
export const quizDe: Translation & QuizTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  quizLabel: 'Regel-Quiz',
  quizScore: (right, asked) => `${n.format(right)} von ${n.format(asked)} richtig`,
  quizStreak: (streak) => `Serie ${n.format(streak)}`,
  quizLevel: (level) => `Stufe ${n.format(level + 1)}`,
  quizQuestion: (kind, asking) => (QUESTIONS[kind] ?? (() => kind))(asking),
  quizChoice: (value, nameOf) => CHOICES[value] ?? nameOf(value),
  quizField: (field, nameOf) => FIELDS[field] ?? nameOf(field),
  quizReason: reasonDe,
  quizSubmit: 'Antworten',
  quizNext: 'Nächste Frage',
  quizRight: 'Richtig.',
  quizWrong: (answer) => `Nicht ganz. Die Antwort: ${answer}.`,
  quizAmounts: (entries) => and.format(entries.map((entry) => `${entry.label} ${n.format(entry.amount)}`)),
  quizShare: 'Link zu dieser Frage',
  quizRuleLink: (ruleId) => `Regel ${ruleId}`,
  quizSeatStatus: (status) =>
    ({
      active: 'spielt',
      waiting: 'neu, wartet auf den Big Blind',
      posting: 'neu, zahlt einen Big Blind',
      'sitting-out': 'setzt aus',
      busted: 'keine Chips',
    })[status] ?? status,
  quizSeatEmpty: 'freier Platz',
  quizSeatNumber: (seat) => `Platz ${n.format(seat)}`,
  quizClockwise: (seats) => `Plätze 1 bis ${n.format(seats)} im Uhrzeigersinn; Platz 1 sitzt links von Platz ${n.format(seats)}.`,
  quizLastHand: (button, big) => `Letztes Spiel: Button ${button}, Big Blind ${big}.`,
  quizQueue: (names) => `In der Warteschlange: ${and.format(names)}`,
  quizCards: 'Karten wie geschrieben',
  quizAnswerNeeded: 'Erst eine Antwort wählen oder eintippen.',
  quizError: (code, detail) =>
    code === 'unknown-rule'
      ? `Keine Frage prüft die Regel „${detail}“.`
      : code === 'invalid-question'
        ? `Diese Frage geht nicht: ${detail}`
        : detail,
};
