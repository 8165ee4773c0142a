/** French terms of `<rules-quiz>` (see `../quiz-en.ts`): fetched when a quiz first shows French. */
import type { Translation } from '@shoelace-style/localize';
import type { QuizReason } from '../../core/quiz/types.js';
import type { QuizNameOf, QuizTerms } from '../quiz-terms.js';
import { ofName } from './hand.js';

const n = new Intl.NumberFormat('fr');
const and = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });
/** French plurals: 0 and 1 are singular (`1 jeton`, `2 jetons`). */
const plurals = new Intl.PluralRules('fr');
const many = (count: unknown): boolean => plurals.select(typeof count === 'number' ? count : 0) !== 'one';
const num = (value: unknown): string => n.format(typeof value === 'number' ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown, nameOf: QuizNameOf): string =>
  and.format(Array.isArray(value) ? value.map((seat) => nameOf(String(seat))) : []);
/** `gagne` for one name, `gagnent` for several. */
const wins = (value: unknown): string => (Array.isArray(value) && value.length > 1 ? 'gagnent' : 'gagne');

/** A category with its article, as what a player holds: `avec un full contre une couleur`. */
const CATEGORY: Record<string, string> = {
  'straight-flush': 'une quinte flush',
  'four-of-a-kind': 'un carré',
  'full-house': 'un full',
  flush: 'une couleur',
  straight: 'une quinte',
  'three-of-a-kind': 'un brelan',
  'two-pair': 'une double paire',
  'one-pair': 'une paire',
  'high-card': 'une carte haute',
};
const cat = (value: unknown): string => CATEGORY[text(value)] ?? text(value);
/** A category on its own: `(double paire\u00a0: …)`. */
const NAME: Record<string, string> = {
  'straight-flush': 'quinte flush',
  'four-of-a-kind': 'carré',
  'full-house': 'full',
  flush: 'couleur',
  straight: 'quinte',
  'three-of-a-kind': 'brelan',
  'two-pair': 'double paire',
  'one-pair': 'paire',
  'high-card': 'carte haute',
};
/** What decides between two hands of a category: `gagne par le kicker`. */
const ROLE: Record<string, string> = {
  quads: 'la valeur du carré',
  trips: 'la valeur du brelan',
  pair: 'la paire',
  'high-pair': 'la paire la plus haute',
  'low-pair': 'la seconde paire',
  'full-of': 'la paire du full',
  'straight-high': 'la plus haute carte de la quinte',
  'flush-card': 'les cartes de la couleur, une à une',
  'high-card': 'les cartes, une à une',
  kicker: 'le kicker',
};
/** Card faces as French decks print them: 10, V, D, R, A. */
const RANK: Record<string, string> = { T: '10', J: 'V', Q: 'D', K: 'R', A: 'A' };
const rank = (value: unknown): string => RANK[text(value)] ?? text(value);
const SUIT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** A hand's best five as the cards read: `R♥ R♠ D♦ 9♦ 7♣`. */
const five = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((card) => `${RANK[String(card)[0] ?? ''] ?? String(card)[0]}${SUIT[String(card)[1] ?? ''] ?? ''}`).join(' ')
    : '';

/** A street at the head of a sentence: `À la river, …`. */
const AT_STREET: Record<string, string> = { preflop: 'Au préflop', flop: 'Au flop', turn: 'À la turn', river: 'À la river' };

const QUESTIONS: Record<string, (a: { subject: string; actor: string; leaving: string; seats: number }) => string> = {
  'first-to-act': () => 'Qui parle en premier dans ce tour d’enchères\u00a0?',
  'first-card': () => 'Qui reçoit la première carte\u00a0?',
  'may-act': (a) => `Que peut faire ${a.actor}\u00a0?`,
  'short-all-in': (a) => `Que peut faire ${a.actor} maintenant\u00a0?`,
  'all-ins-add-up': (a) => `Que peut faire ${a.actor} maintenant\u00a0?`,
  'fixed-cap': (a) => `Que peut faire ${a.actor}\u00a0?`,
  'min-raise': (a) => `Quel est le plus petit total auquel ${a.actor} peut relancer (ou miser)\u00a0?`,
  'pot-limit-max': (a) => `Pot limit\u00a0: quel est le plus grand total auquel ${a.actor} peut relancer (ou miser)\u00a0?`,
  'fixed-raise': (a) => `Limite fixe\u00a0: à quel total va la mise ou la relance ${ofName(a.actor)}\u00a0?`,
  'to-call': (a) => `Combien de jetons faut-il encore à ${a.actor} pour suivre\u00a0?`,
  'short-call': (a) => `Combien de jetons le suivi ${ofName(a.actor)} met-il au pot\u00a0?`,
  'most-in': (a) => `Quel est le plus grand montant que ${a.actor} peut avoir devant soi dans ce tour\u00a0?`,
  uncalled: (a) => `${a.subject} suit avec tout son tapis. Combien de jetons reviennent à l’auteur de la mise\u00a0?`,
  uncontested: () => 'Tous les autres se couchent sur la dernière mise. Combien de jetons gagne l’auteur de la mise\u00a0?',
  'void-hand': () => 'Le serveur tombe en panne et la main est annulée. Combien de jetons chaque joueur a-t-il maintenant\u00a0?',
  'action-clock': (a) => `Le temps ${ofName(a.actor)} est écoulé. Que fait-on à sa place\u00a0?`,
  winner: () => 'Qui remporte le pot\u00a0?',
  'first-to-show': () => 'Qui montre sa main en premier\u00a0?',
  pots: () => 'Combien de jetons gagne chaque joueur\u00a0?',
  'odd-chip': () => 'Combien de jetons gagne chaque joueur\u00a0?',
  'not-a-card': () => 'Lequel de ces textes n’est pas une carte\u00a0?',
  'next-button': () => 'Qui a le bouton à la main suivante\u00a0?',
  'next-big-blind': () => 'Qui paie la grosse blinde à la main suivante\u00a0?',
  newcomer: (a) => `${a.subject} vient de s’asseoir. Que se passe-t-il à la main suivante\u00a0?`,
  'hand-starts': () => 'Une main commence-t-elle\u00a0?',
  'sitting-out': (a) => `Est-ce que ${a.subject} reçoit des cartes à la main suivante\u00a0?`,
  'table-size': (a) => `Une table peut-elle avoir ${n.format(a.seats)} ${many(a.seats) ? 'places' : 'place'}\u00a0?`,
  queue: (a) => `${a.leaving} s’en va. Qui prend la place\u00a0?`,
  'potsdam-blinds': () => 'Potsdam\u00a0: qui paie la grosse blinde\u00a0?',
  'potsdam-entry': (a) => `Potsdam, tour d’entrée\u00a0: que peut faire ${a.actor}\u00a0?`,
  'potsdam-first-exchange': () => 'Potsdam\u00a0: qui échange en premier\u00a0?',
  'potsdam-buy': (a) =>
    `Potsdam\u00a0: ${a.subject} vient d’échanger. ${a.actor} peut acheter des cartes neuves\u00a0: à quel prix, et combien\u00a0?`,
  'potsdam-limit': (a) => `Potsdam\u00a0: quelle est la plus grosse mise permise à ${a.actor}\u00a0?`,
  'potsdam-ending': () => 'Potsdam\u00a0: comment la partie se termine-t-elle\u00a0?',
  'potsdam-winner': () => 'Potsdam\u00a0: si la partie finissait maintenant, qui gagnerait avec ses cinq cartes\u00a0?',
};

const CHOICES: Record<string, string> = {
  'fold-check-bet': 'Se coucher, checker ou miser',
  'fold-check-raise': 'Se coucher, checker ou relancer',
  'fold-call-raise': 'Se coucher, suivre ou relancer',
  'fold-call': 'Seulement se coucher ou suivre',
  yes: 'Oui',
  no: 'Non',
  check: 'Checker',
  fold: 'Se coucher',
  split: 'Un pot partagé',
  'big-blind': 'Paie une grosse blinde et reçoit des cartes',
  waits: 'Attend que le bouton soit passé',
  dealt: 'Reçoit des cartes sans payer de blinde',
  'one-left': 'Il ne reste qu’un joueur',
  'no-exchange': 'Personne n’a échangé\u00a0: un dernier tour d’enchères',
  'three-passes': 'Un joueur n’a pas échangé trois fois de suite',
  none: 'La partie ne se termine pas',
};

const FIELDS: Record<string, string> = { to: 'Total', amount: 'Jetons', price: 'Prix', cards: 'Cartes' };

function reasonFr(reason: QuizReason, nameOf: QuizNameOf): string {
  const p = reason.params;
  const seat = nameOf(text(p.seat));
  switch (reason.code) {
    case 'left-of-big-blind':
      return `Au préflop, le joueur à gauche de la grosse blinde (${nameOf(text(p.bigBlind))}) parle en premier\u00a0: ${seat}.`;
    case 'left-of-button':
      return `Après le flop, le premier joueur encore en jeu à gauche du bouton (${nameOf(text(p.button))}) parle en premier\u00a0: ${seat}.`;
    case 'heads-up-preflop':
      return `En tête-à-tête, le bouton paie la petite blinde et parle en premier au préflop\u00a0: ${seat}.`;
    case 'heads-up-later':
      return `En tête-à-tête, le bouton parle en dernier après le flop, donc ${seat} parle en premier.`;
    case 'first-card':
      return `Les cartes sont distribuées une à une dans le sens des aiguilles d’une montre, en commençant à gauche du bouton (${nameOf(text(p.button))})\u00a0: ${seat} d’abord, le bouton en dernier.`;
    case 'options':
      return num(p.toCall) === '0'
        ? `${seat} ne doit rien\u00a0: checker ne coûte rien, et se coucher est toujours permis.`
        : `${seat} doit ${num(p.toCall)} pour suivre la mise à ${num(p.currentBetTo)}.`;
    case 'big-blind-option':
      return `Personne n’a relancé\u00a0: la grosse blinde, ${seat}, a l’option de checker ou de relancer.`;
    case 'not-reopened':
      return `${seat} ne fait face qu’à ${num(p.faced)} de plus, moins qu’une relance complète de ${num(p.fullRaise)}\u00a0: un tapis trop court ne rouvre pas les enchères.`;
    case 'reopened':
      return `${seat} fait face à ${num(p.faced)} de plus, au moins une relance complète de ${num(p.fullRaise)}\u00a0: les tapis courts s’additionnent et rouvrent les enchères.`;
    case 'capped':
      return `Les enchères sont plafonnées\u00a0: une mise et ${num(p.raises)} ${many(p.raises) ? 'relances ont' : 'relance a'} déjà été ${many(p.raises) ? 'faites' : 'faite'}.`;
    case 'min-raise':
      return `Une relance doit ajouter au moins la plus grosse mise ou relance du tour, ${num(p.raiseBy)}\u00a0: ${num(p.currentBetTo)} + ${num(p.raiseBy)} = ${num(p.minTo)}.`;
    case 'pot-limit-max':
      return `Le pot après le suivi\u00a0: ${num(p.pot)} au pot + ${num(p.bets)} sur la table + ${num(p.toCall)} pour suivre = ${num(p.potAfterCall)}\u00a0; suivre puis relancer d’autant\u00a0: à ${num(p.maxTo)}.`;
    case 'fixed-size':
      return `${AT_STREET[text(p.street)] ?? text(p.street)}, chaque mise et chaque relance vaut exactement ${num(p.unit)}\u00a0: à ${num(p.to)}.`;
    case 'blind-is-live':
      return `La blinde de ${num(p.posted)} compte pour suivre\u00a0: ${num(p.currentBetTo)} − ${num(p.posted)} = ${num(p.toCall)}.`;
    case 'call-all-in':
      return `${seat} n’a que ${num(p.stack)}\u00a0: le suivi engage tout son tapis, et ${seat} est à tapis.`;
    case 'table-stakes':
      return `Seuls les jetons sur la table comptent\u00a0: ${seat} peut aller au plus à ${num(p.to)}.`;
    case 'uncalled':
      return `De la mise à ${num(p.bet)}, seuls ${num(p.matched)} peuvent être suivis\u00a0: ${num(p.amount)} ${many(p.amount) ? 'reviennent' : 'revient'} à ${nameOf(text(p.seat))}.`;
    case 'uncontested':
      return `Le dernier joueur en jeu remporte tout de suite le pot de ${num(p.amount)}\u00a0; plus aucune carte n’est distribuée et personne ne montre.`;
    case 'void':
      return 'Une main annulée rend chaque jeton à celui qui l’a misé\u00a0: chacun retrouve son tapis d’avant la main.';
    case 'clock-check':
      return `${seat} ne doit rien, donc on checke automatiquement à sa place.`;
    case 'clock-fold':
      return `${seat} doit ${num(p.toCall)}, donc sa main est couchée automatiquement.`;
    case 'category':
      return `${list(p.seats, nameOf)} ${wins(p.seats)} avec ${cat(p.winner)} contre ${cat(p.loser)}\u00a0; les cinq meilleures cartes\u00a0: ${five(p.bestFive)}.`;
    case 'rank':
      return `${nameOf(text(p.runnerUp))} a aussi ${cat(p.category)}\u00a0; ${list(p.seats, nameOf)} ${wins(p.seats)} par ${ROLE[text(p.role)] ?? text(p.role)}\u00a0: ${rank(p.winner)} bat ${rank(p.loser)}\u00a0; les cinq meilleures cartes\u00a0: ${five(p.bestFive)}.`;
    case 'tie':
      return `Les cinq meilleures cartes sont égales (${NAME[text(p.category)] ?? text(p.category)}\u00a0: ${five(p.bestFive)})\u00a0: le pot est partagé.`;
    case 'last-aggressor':
      return `${seat} a fait la dernière mise ou relance à la river et montre en premier.`;
    case 'left-of-button-shows':
      return `Personne n’a misé à la river\u00a0: le premier joueur à gauche du bouton (${nameOf(text(p.button))}) montre en premier, ${seat}.`;
    case 'pot':
    case 'pot-split':
    case 'pot-odd-chip': {
      const name = num(p.pot) === '0' ? 'Le pot principal' : `Le pot annexe ${num(p.pot)}`;
      const odd =
        Array.isArray(p.oddChips) && p.oddChips.length > 0
          ? `\u00a0; le jeton restant va à ${list(p.oddChips, nameOf)}, le premier à gauche du bouton`
          : '';
      return `${name} de ${num(p.amount)} (${list(p.eligible, nameOf)}) va à ${list(p.winners, nameOf)}${Array.isArray(p.winners) && p.winners.length > 1 ? `, ${num(p.share)} chacun` : ''}${odd}.`;
    }
    case 'unknown-card':
      return `«\u00a0${text(p.card)}\u00a0» n’est pas une carte\u00a0: valeurs 2–9, T (ou 10), J, Q, K, A\u00a0; couleurs s, h, d, c.`;
    case 'button-moves':
      return `Le bouton avance d’une place dans le sens des aiguilles d’une montre, jusqu’à ${seat}\u00a0; ${nameOf(text(p.small))} paie la petite blinde, ${nameOf(text(p.big))} la grosse blinde.`;
    case 'big-blind-moves':
      return `La grosse blinde passe au joueur suivant, ${seat}\u00a0; la dernière grosse blinde (${nameOf(text(p.lastBig))}) paie la petite blinde${num(p.dealt) === '2' ? ' et, en tête-à-tête, prend le bouton' : ''}.`;
    case 'newcomer-big-blind':
      return p.outOfPosition
        ? `${seat} paie une grosse blinde hors de son tour et reçoit des cartes tout de suite.`
        : `${seat} reçoit des cartes quand la grosse blinde arrive à sa place, et la paie.`;
    case 'newcomer-waits':
      return `${seat} se trouve entre le bouton et la grosse blinde\u00a0: il faut attendre que le bouton soit passé.`;
    case 'newcomer-dealt':
      return `${seat} reçoit des cartes.`;
    case 'hand-starts':
      return `${num(p.players)} ${many(p.players) ? 'joueurs sont prêts' : 'joueur est prêt'} et il en faut ${num(p.needed)}\u00a0: la main commence.`;
    case 'not-enough-players':
      return `${num(p.players)} ${many(p.players) ? 'joueurs sont prêts' : 'joueur est prêt'}, mais il en faut ${num(p.needed)}\u00a0: aucune main ne commence.`;
    case 'dealt-in':
      return `${seat} joue\u00a0: tous ceux qui ne se sont pas absentés reçoivent des cartes.`;
    case 'sits-out':
      return `${seat} s’absente\u00a0: sa place lui reste, mais sans cartes ni blindes à payer.`;
    case 'size-allowed':
      return `Une table a de ${num(p.min)} à ${num(p.max)} places\u00a0: ${num(p.seats)}, c’est possible.`;
    case 'size-refused':
      return `Une table a de ${num(p.min)} à ${num(p.max)} places, pas ${num(p.seats)}.`;
    case 'queue-first':
      return `La liste d’attente suit l’ordre d’arrivée\u00a0: ${seat} y figurait en premier.`;
    case 'potsdam-deal':
      return `Les blindes comme au hold’em\u00a0: la grosse blinde est deux places à gauche du bouton, ${seat}. Chacun reçoit ${num(p.holeCards)} cartes privatives\u00a0; ${num(p.community)} cartes communes sont visibles.`;
    case 'entry':
      return 'Au tour d’entrée, un joueur peut seulement suivre la grosse blinde ou se coucher\u00a0: pas de relance.';
    case 'exchange-order':
      return `Le tour d’échange commence à gauche du bouton (${nameOf(text(p.button))})\u00a0: ${seat}.`;
    case 'buy-price':
      return `Les cartes neuves coûtent une petite blinde, ${num(p.price)}, et il y en a autant que ${nameOf(text(p.from))} en a défaussé\u00a0: ${num(p.cards)}.`;
    case 'bet-limit':
      return `Une mise vaut au plus trois grosses blindes\u00a0: 3 × ${num(p.bigBlind)} = ${num(p.maxTo)}.`;
    case 'ending-no-exchange':
      return 'Personne n’a échangé pendant tout un tour d’échange\u00a0: un dernier tour d’enchères, plus d’échanges.';
    case 'ending-one-left':
      return 'Tous les autres se sont couchés\u00a0: le dernier joueur gagne.';
    case 'ending-none':
      return 'Quelqu’un a échangé, donc la partie continue.';
    case 'ending-three-passes':
      return 'Un joueur n’a pas échangé trois fois de suite\u00a0: un dernier tour d’enchères, puis un dernier tour d’échange.';
    case 'five-cards':
      return `Les cinq meilleures cartes privatives gagnent\u00a0: ${list(p.seats, nameOf)}, avec ${cat(p.category)}.`;
    default:
      return reason.code;
  }
}

/** French terms of `<rules-quiz>`. */
export const quizFr: Translation & QuizTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  quizLabel: 'Quiz des règles',
  quizScore: (right, asked) =>
    `${n.format(right)} ${plurals.select(right) === 'one' ? 'bonne réponse' : 'bonnes réponses'} sur ${n.format(asked)}`,
  quizStreak: (streak) => `Série\u00a0: ${n.format(streak)}`,
  quizLevel: (level) => `Niveau ${n.format(level + 1)}`,
  quizQuestion: (kind, asking) => (QUESTIONS[kind] ?? (() => kind))(asking),
  quizChoice: (value, nameOf) => CHOICES[value] ?? nameOf(value),
  quizField: (field, nameOf) => FIELDS[field] ?? nameOf(field),
  quizReason: reasonFr,
  quizSubmit: 'Répondre',
  quizNext: 'Question suivante',
  quizRight: 'Bonne réponse.',
  quizWrong: (answer) => `Pas tout à fait. La réponse\u00a0: ${answer}.`,
  quizAmounts: (entries) => and.format(entries.map((entry) => `${entry.label} ${n.format(entry.amount)}`)),
  quizShare: 'Lien vers cette question',
  quizRuleLink: (ruleId) => `Règle ${ruleId}`,
  quizSeatStatus: (status) =>
    ({
      active: 'joue',
      waiting: 'vient d’arriver, attend la grosse blinde',
      posting: 'vient d’arriver, paie une grosse blinde',
      'sitting-out': 's’absente',
      busted: 'plus de jetons',
    })[status] ?? status,
  quizSeatEmpty: 'place libre',
  quizSeatNumber: (seat) => `Place ${n.format(seat)}`,
  quizClockwise: (seats) =>
    `Places 1 à ${n.format(seats)} dans le sens des aiguilles d’une montre\u00a0; la place 1 est à gauche de la place ${n.format(seats)}.`,
  quizLastHand: (button, big) => `Main précédente\u00a0: bouton ${button}, grosse blinde ${big}.`,
  quizQueue: (names) => `Sur la liste d’attente\u00a0: ${and.format(names)}`,
  quizCards: 'Cartes telles qu’écrites',
  quizAnswerNeeded: 'Choisissez ou tapez d’abord une réponse.',
  quizError: (code, detail) =>
    code === 'unknown-rule'
      ? `Aucune question ne porte sur la règle «\u00a0${detail}\u00a0».`
      : code === 'invalid-question'
        ? `Cette question ne peut pas être posée\u00a0: ${detail}`
        : detail,
};
