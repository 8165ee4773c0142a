import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../core/cards.js';
import type { HandCategory } from '../core/evaluate.js';
import type { HandShape, HandTerms, PotAwardWording, PotField, PotTerms, Verdict } from './translation.js';

const WORD: Record<Rank, string> = {
  '2': 'Zwei', '3': 'Drei', '4': 'Vier', '5': 'Fünf', '6': 'Sechs', '7': 'Sieben', '8': 'Acht',
  '9': 'Neun', T: 'Zehn', J: 'Bube', Q: 'Dame', K: 'König', A: 'Ass',
};
const PLURAL: Record<Rank, string> = {
  '2': 'Zweien', '3': 'Dreien', '4': 'Vieren', '5': 'Fünfen', '6': 'Sechsen', '7': 'Siebenen', '8': 'Achten',
  '9': 'Neunen', T: 'Zehnen', J: 'Buben', Q: 'Damen', K: 'Könige', A: 'Asse',
};
/** "bis zur Neun", "bis zum König": the dative after "bis". */
const UP_TO: Record<Rank, string> = {
  '2': 'zur Zwei', '3': 'zur Drei', '4': 'zur Vier', '5': 'zur Fünf', '6': 'zur Sechs', '7': 'zur Sieben',
  '8': 'zur Acht', '9': 'zur Neun', T: 'zur Zehn', J: 'zum Buben', Q: 'zur Dame', K: 'zum König', A: 'zum Ass',
};
const CATEGORY: Record<HandCategory, string> = {
  'straight-flush': 'Straight Flush', 'four-of-a-kind': 'Vierling', 'full-house': 'Full House',
  flush: 'Flush', straight: 'Straße', 'three-of-a-kind': 'Drilling', 'two-pair': 'Zwei Paare',
  'one-pair': 'Ein Paar', 'high-card': 'Höchste Karte',
};
/** A category inside "… schlägt …": `Full House schlägt Flush`, `Zwei Paare schlagen ein Paar`. */
const CATEGORY_IN_SENTENCE: Record<HandCategory, string> = {
  'straight-flush': 'Straight Flush', 'four-of-a-kind': 'Vierling', 'full-house': 'Full House',
  flush: 'Flush', straight: 'Straße', 'three-of-a-kind': 'Drilling', 'two-pair': 'Zwei Paare',
  'one-pair': 'ein Paar', 'high-card': 'die höchste Karte',
};
/** Dative ordinals: "beim zweiten Kicker", "bei der dritten Karte". */
const ORDINAL = ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften'];
const lists = new Intl.ListFormat('de', { style: 'long', type: 'conjunction' });

const w = (rank: Rank | undefined): string => (rank ? WORD[rank] : '');
const pl = (rank: Rank | undefined): string => (rank ? PLURAL[rank] : '');
const upTo = (rank: Rank | undefined): string => (rank ? UP_TO[rank] : '');

function title({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush': return a === 'A' ? 'Royal Flush' : `Straight Flush bis ${upTo(a)}`;
    case 'four-of-a-kind': return `Vierling, ${pl(a)}`;
    case 'full-house': return `Full House, ${pl(a)} über ${pl(b)}`;
    case 'flush': return `Flush, ${w(a)} hoch`;
    case 'straight': return a === '5' ? 'Straße bis zur Fünf (Wheel)' : `Straße bis ${upTo(a)}`;
    case 'three-of-a-kind': return `Drilling, ${pl(a)}`;
    case 'two-pair': return `Zwei Paare, ${pl(a)} und ${pl(b)}`;
    case 'one-pair': return `Ein Paar ${pl(a)}`;
    case 'high-card': return `Höchste Karte, ${w(a)}`;
  }
}

function phrase({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush': return a === 'A' ? 'Royal Flush' : `Straight Flush bis ${upTo(a)}`;
    case 'four-of-a-kind': return `Vierling ${pl(a)}`;
    case 'full-house': return `Full House ${pl(a)} über ${pl(b)}`;
    case 'flush': return `Flush mit ${w(a)} hoch`;
    case 'straight': return `Straße bis ${upTo(a)}`;
    case 'three-of-a-kind': return `Drilling ${pl(a)}`;
    case 'two-pair': return `${pl(a)} und ${pl(b)}`;
    case 'one-pair': return `Paar ${pl(a)}`;
    case 'high-card': return `${w(a)} hoch`;
  }
}

/** "Könige und Neunen schlagen …" (plural subject), otherwise "schlägt". */
const beats = (category: HandCategory): string => (category === 'two-pair' ? 'schlagen' : 'schlägt');

function verdict(v: Verdict): string {
  switch (v.kind) {
    case 'empty':
      return 'Füge eine Hand hinzu, um sie zu bewerten.';
    case 'single':
      return `Beste Hand von ${v.name}: ${phrase(v.hand)}`;
    case 'board-split': {
      const who = v.everyone ? (v.names.length === 2 ? 'Beide spielen' : 'Alle spielen') : `${lists.format(v.names)} spielen`;
      return `${who} das Board: Split Pot`;
    }
    case 'split':
      return `Split Pot: ${lists.format(v.names)} sind gleich stark mit ${phrase(v.hand)}`;
    case 'win': {
      const { reason } = v;
      if (reason.kind === 'category') {
        return `${v.name} gewinnt: ${CATEGORY_IN_SENTENCE[reason.winner]} ${beats(reason.winner)} ${CATEGORY_IN_SENTENCE[reason.loser]}`;
      }
      if (reason.kind === 'tie') return `${v.name} gewinnt`;
      const ordinal = ORDINAL[v.position] ?? `${v.position + 1}.`;
      if (reason.role === 'kicker') {
        return v.position === 0
          ? `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} als Kicker schlägt ${w(reason.loser)}`
          : `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} schlägt ${w(reason.loser)} beim ${ordinal} Kicker`;
      }
      if ((reason.role === 'flush-card' || reason.role === 'high-card') && v.position > 0) {
        return `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} schlägt ${w(reason.loser)} bei der ${ordinal} Karte`;
      }
      return `${v.name} gewinnt: ${phrase(v.hand)} ${beats(v.hand.category)} ${phrase(v.loser)}`;
    }
  }
}

// ——— Pot calculator ———

const numbers = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const chips = (amount: number): string => numbers.format(amount);

/** A hand after "gewinnt mit": `einem Paar Könige`, `einer Straße bis zur Neun`. */
function withHand({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush': return a === 'A' ? 'einem Royal Flush' : `einem Straight Flush bis ${upTo(a)}`;
    case 'four-of-a-kind': return `einem Vierling ${pl(a)}`;
    case 'full-house': return `einem Full House, ${pl(a)} über ${pl(b)}`;
    case 'flush': return `einem Flush, ${w(a)} hoch`;
    case 'straight': return a === '5' ? 'einer Straße bis zur Fünf (Wheel)' : `einer Straße bis ${upTo(a)}`;
    case 'three-of-a-kind': return `einem Drilling ${pl(a)}`;
    case 'two-pair': return `zwei Paaren, ${pl(a)} und ${pl(b)}`;
    case 'one-pair': return `einem Paar ${pl(a)}`;
    case 'high-card': return `${w(a)} hoch`;
  }
}

function potAward(award: PotAwardWording): string {
  const names = lists.format(award.winners);
  if (award.kind === 'uncontested') return `${names} bekommt ihn: Niemand sonst ist beteiligt`;
  if (award.kind === 'best-hand') return `${names} gewinnt ${award.hand ? `mit ${withHand(award.hand)}` : 'mit der besten Hand'}`;
  let text = `${names} ${award.hand ? `teilen ihn mit ${withHand(award.hand)}` : 'sind gleichauf und teilen ihn'}, je ${chips(award.sharePerWinner)}`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; der übrige Chip geht an ${odd[0]}, den Ersten von ihnen links vom Button`;
  else if (odd.length > 1) text += `; die ${odd.length} übrigen Chips gehen je einer an ${lists.format(odd)}, im Uhrzeigersinn ab dem Button`;
  return text;
}

/** A field's name at the start of a message. */
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldName(field: PotField): string {
  switch (field.kind) {
    case 'name': return `Name von ${field.player}`;
    case 'chips': return `Chips von ${field.player}`;
    case 'cards': return `Karten von ${field.player}`;
    case 'status': return `Status von ${field.player}`;
    case 'board': return 'das Board';
    case 'order': return 'die Reihenfolge im Showdown';
    case 'button': return 'der Button';
    case 'players': return 'die Spieler';
  }
}

const potTerms: PotTerms = {
  chipAmount: chips,
  potName: (index) => (index === 0 ? 'Hauptpot' : `Nebenpot ${index}`),
  potAward,
  potOpen: (names) => (names.length === 1 ? `${names[0]} bekommt ihn` : `Die beste Hand unter ${lists.format(names)} gewinnt ihn`),
  showsNoHand: (names) => `${lists.format(names)} ${names.length === 1 ? 'zeigt' : 'zeigen'} keine Hand und ${names.length === 1 ? 'kann' : 'können'} ihn nicht gewinnen.`,
  potLine: (potName, amount, text) => `${potName} (${chips(amount)}): ${text}.`,
  potEligible: 'Beteiligt',
  returnedChips: (name, amount) =>
    amount === 1 ? `1 nicht gedeckter Chip geht an ${name} zurück` : `${chips(amount)} nicht gedeckte Chips gehen an ${name} zurück`,
  collects: (name, amount) => `${name} bekommt ${chips(amount)}`,
  potTotal: 'Insgesamt in den Pots',
  pots: 'Pots',
  chartLabel: 'Chips jedes Spielers in jedem Pot',
  player: 'Spieler',
  putIn: 'Eingezahlt',
  returnedLabel: 'Zurück',
  legendLive: 'Chips im Spiel',
  legendDead: 'Tote Chips (gefoldet)',
  legendReturned: 'Nicht gedeckt, zurück',
  statusIn: 'Im Spiel',
  statusAllIn: 'All-in',
  statusFolded: 'Gefoldet',
  button: 'Button',
  buttonIs: (name) => `Button: ${name}`,
  playerCount: (count) => `${count} Spieler`,
  result: 'Ergebnis',
  showdownOpen: 'Wer gewinnt, ist noch offen: Gib die Karten der Spieler und das Board an oder eine Reihenfolge im Showdown.',
  staleResult: 'Die Pots zeigen die letzte gültige Eingabe, bis der Wert korrigiert ist.',
  noPlayers: 'Füge Spieler hinzu und was jeder eingezahlt hat, um die Pots zu sehen.',
  summary: 'Zusammenfassung als Text',
  copySummary: 'Zusammenfassung kopieren',
  copied: 'Zusammenfassung kopiert.',
  copySelected: 'Zusammenfassung markiert: Mit Strg+C (⌘C auf dem Mac) kopieren.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (all-in)' : status === 'folded' ? ' (gefoldet)' : ''}${button ? ' (Button)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${chips(amount)}: ${lists.format(names)}`,

  players: 'Spieler',
  playerNameLabel: 'Name',
  chipsLabel: 'Eingezahlt',
  statusLabel: 'Status',
  cardsLabel: 'Karten',
  nameOf: (name) => `Name von ${name}`,
  chipsOf: (name) => `Chips, die ${name} eingezahlt hat`,
  statusOf: (name) => `Status von ${name}`,
  buttonOf: (name) => `${name} hat den Button`,
  orderLabel: 'Reihenfolge im Showdown',
  orderHint: 'Beste zuerst, = für gleich gut: Ben > Carla = Anna. Geht vor den Karten.',
  boardHint: 'Board',

  fieldName,
  errorMissingAmount: (field) => `${cap(field)}: Kein Betrag. Schreibe die Chips hinter den Namen, z. B. Anna 20.`,
  errorNotANumber: (field, text) => `${cap(field)}: „${text}“ ist keine Chipzahl.`,
  errorNegative: (field, text) => `${cap(field)}: „${text}“ ist negativ. Ein Spieler zahlt 0 Chips oder mehr ein.`,
  errorNotWhole: (field, text) => `${cap(field)}: „${text}“ ist keine ganze Zahl. Chips werden in ganzen Einheiten gezählt.`,
  errorDuplicateName: (name) => `Zwei Spieler heißen ${name}: Gib jedem Spieler einen eigenen Namen.`,
  errorUnknownPlayer: (field, name) => `${cap(field)}: „${name}“ ist keiner der Spieler.`,
  errorAllInFolded: (name) => `${name} ist als all-in und als gefoldet markiert: Wer all-in ist, kann nicht mehr folden.`,
  errorEveryoneFolded: 'Alle, die Chips eingezahlt haben, haben gefoldet: Niemand ist mehr da, der den Pot gewinnen kann.',
  errorNoShowdown: (potName, names) =>
    `${potName}: ${names.length === 2 ? `weder ${names[0]} noch ${names[1]} zeigt` : `keiner von ${lists.format(names)} zeigt`} eine Hand. Gib ihre Karten an oder setze sie in die Reihenfolge im Showdown.`,
  errorDuplicateCardAt: (card, name, fields) => `${card} (${name}) ist doppelt ausgeteilt (${lists.format(fields)}): Jede Karte gibt es im Deck nur einmal.`,
};

/** Hand-ranker and card-picker terms; card terms are in `cards.ts`. */
const de: Translation & HandTerms & PotTerms = {
  ...potTerms,
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  rankWord: w,
  rankPlural: pl,

  categoryName: (category) => CATEGORY[category],
  handTitle: title,
  handPhrase: phrase,
  verdict,
  place: (place) => `${place}.`,
  placeLabel: (place, tied) => `${tied ? 'geteilter ' : ''}${place}. Platz`,
  nameList: (names) => lists.format(names),
  playerName: (position) => `Spieler ${position}`,

  board: 'Board',
  hands: 'Hände',
  bestFive: 'Beste fünf',
  showBestFive: (name, cards) => `von ${name}: ${cards}. Auf dem Board zeigen`,
  winner: 'Gewinner',
  split: 'Geteilt',
  boardSlot: (position) => `Boardkarte ${position}`,
  holeSlot: (name, position) => `${name}, Karte ${position}`,
  changeCard: (slot, card) => `${slot}: ${card}. Ändern`,
  pickCard: 'Karte wählen',
  editHint: 'Wähle eine Karte, um sie zu ändern.',
  pickerTitle: (slot) => `Karte wählen: ${slot}`,
  close: 'Schließen',
  removeCard: 'Karte entfernen',
  cardInUse: 'schon im Spiel',
  pickerHint: 'Pfeiltasten bewegen, Enter wählt, Escape schließt. Rang (A, K, 7) oder Farbe (s, h, d, c) tippen, um zu springen.',
  deck: 'Kartendeck',
  addPlayer: 'Spieler hinzufügen',
  removePlayer: (name) => `${name} entfernen`,

  errorDuplicateCard: (card, name) => `${card} (${name}) ist doppelt ausgeteilt: Jede Karte gibt es im Deck nur einmal.`,
  errorBoardCount: (count) => `Das Board hat höchstens fünf Karten, nicht ${count}.`,
  errorHandCount: (name, hole, board) =>
    `${name} hat ${hole} ${hole === 1 ? 'Karte' : 'Karten'} und das Board ${board}: Zusammen müssen es 5, 6 oder 7 sein (zwei Handkarten zu einem vollen Board).`,
  errorOther: (detail) => `Diese Hände lassen sich nicht bewerten: ${detail}`,
};

export default de;
