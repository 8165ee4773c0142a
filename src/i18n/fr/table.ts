/** French terms of the poker tables: fetched when a table first shows French (see `registerTableTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { ActionType } from '../../core/betting.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import fr, { ofName } from './hand.js';
import { potWordsFr } from './pot-words.js';
import { ruleRef } from '../rule-ref.js';
import type { TableField, TableLogLine, TableNote, TableOption, TableTerms } from '../translation.js';
export { bettingRefusalsFr, unknownRefusalFr } from './refusals-betting.js';
export { handRefusalsFr } from './refusals-hand.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const fFr = (amount: number): string => amountText('fr', numbersFr, amount);
const andFr = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });
const orFr = new Intl.ListFormat('fr', { style: 'long', type: 'disjunction' });
const capFr = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const chipsFr = (amount: number): string => (amount <= 1 ? 'jeton' : 'jetons');

const RULES_FR: Record<string, string> = {
  T1: 'le jeu et la notation',
  T2: 'le bouton',
  T3: 'les blindes\u00a0; en tête-à-tête, le bouton paie la petite blinde',
  T4: 'les blindes comptent\u00a0; l’option de la grosse blinde',
  T5: 'la donne et les cartes brûlées',
  T6: 'l’ordre de parole et la fin d’un tour d’enchères',
  T7: 'se coucher, checker, suivre, miser, relancer',
  T8: 'seuls les jetons sur la table comptent (table stakes)',
  T9: 'le tapis',
  T10: 'les jetons non suivis sont rendus',
  T11: 'mises et relances en no limit',
  T12: 'un tapis trop court ne rouvre pas les enchères (TDA 47)',
  T13: 'les tapis courts s’additionnent',
  T14: 'le maximum en pot limit',
  T15: 'les montants et le plafond en limite fixe',
  T16: 'l’ordre à l’abattage',
  T17: 'la valeur des mains',
  T18: 'pot principal et pots annexes',
  T19: 'les jetons restants',
  T20: 'le pot sans adversaire',
  C1: 'des tables de 2 à 10 places',
  C2: 'quand une main commence',
  C3: 'la grosse blinde d’un nouveau joueur',
  C4: 's’absenter',
  C5: 'le temps de réflexion',
  C6: 'une main annulée',
  C7: 'la liste d’attente',
};

const STREETS_FR: Record<string, string> = { preflop: 'Préflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Abattage' };

function logLineFr(line: TableLogLine): string {
  switch (line.kind) {
    case 'ante':
      return `${line.name} paie une ante de ${fFr(line.amount)}${line.allIn ? ' et est à tapis' : ''}`;
    case 'blind': {
      const what =
        line.blind === 'small'
          ? 'la petite blinde'
          : line.blind === 'big'
            ? 'la grosse blinde'
            : 'une grosse blinde pour jouer tout de suite';
      return `${line.name} paie ${what}, ${fFr(line.amount)}${line.allIn ? ', et est à tapis' : ''}`;
    }
    case 'deal-hole-cards':
      return 'Chaque joueur reçoit deux cartes privatives';
    case 'deal-board':
      return `${STREETS_FR[line.street]}\u00a0: ${line.cards}`;
    case 'action': {
      const tail = line.allIn && line.action !== 'all-in' ? ' et est à tapis' : '';
      switch (line.action) {
        case 'fold':
          return `${line.name} se couche`;
        case 'check':
          return `${line.name} checke`;
        case 'call':
          return `${line.name} suit, ${fFr(line.amount)}${tail}`;
        case 'bet':
          return `${line.name} mise ${fFr(line.to)}${tail}`;
        case 'raise':
          return `${line.name} relance à ${fFr(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} fait tapis pour ${fFr(line.to)}`
            : `${line.name} fait tapis\u00a0: ${fFr(line.amount)} de plus, ${fFr(line.to)} en tout`;
      }
    }
    case 'uncalled-returned':
      return potWordsFr.returnedChips(line.name, line.amount);
    case 'run-out':
      return 'Plus d’enchères\u00a0: le reste du tableau est distribué';
    case 'face-up':
      return 'Toutes les mains sont retournées';
    case 'show':
      return `${line.name} montre ${line.cards}${line.hand ? `\u00a0: ${fr.handTitle(line.hand)}` : ''}`;
    case 'muck':
      return `${line.name} jette ses cartes sans les montrer`;
    case 'uncontested':
      return `Tous les autres se sont couchés\u00a0: ${line.name} gagne sans montrer`;
    case 'award':
      return `${potWordsFr.potName(line.potIndex)} (${fFr(line.amount)})\u00a0: ${
        line.mucked.length > 0
          ? `${andFr.format(line.award.winners)} le remporte\u00a0; ${andFr.format(line.mucked)} ${line.mucked.length === 1 ? 'jette' : 'jettent'} ses cartes`
          : potWordsFr.potAward(line.award)
      }`;
    case 'void':
      return 'La main est annulée\u00a0: chaque jeton revient à celui qui l’a misé';
  }
}

const percentFr = new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 1 });
const RUN_OUT_FR = { preflop: 'Chances avant le flop', flop: 'Après le flop', turn: 'Après la turn' } as const;

function noteFr(note: TableNote): string {
  switch (note.kind) {
    case 'heads-up':
      return `En tête-à-tête\u00a0: ${note.name} a le bouton, paie la petite blinde et parle en premier avant le flop, puis en dernier.`;
    case 'blind-all-in':
      return `${note.name} ne peut pas payer toute la blinde et est à tapis avec moins\u00a0; pour suivre, il faut tout de même la grosse blinde entière.`;
    case 'newcomer-blind':
      return `${note.name} arrive à la table et paie une grosse blinde pour jouer tout de suite\u00a0; elle compte comme la grosse blinde.`;
    case 'bb-option':
      return `Personne n’a relancé\u00a0: les blindes comptent, la grosse blinde ${ofName(note.name)} vaut déjà un suivi. ${note.name} peut checker ou relancer.`;
    case 'short-all-in':
      if (note.next?.reopened)
        return `Le tapis ${ofName(note.name)} à ${fFr(note.to)} est à lui seul moins qu’une relance complète, mais depuis la dernière parole ${ofName(note.next.name)} la mise a monté d’au moins une relance complète\u00a0: ${note.next.name} peut relancer à nouveau.`;
      if (note.next)
        return `Le tapis ${ofName(note.name)} à ${fFr(note.to)} est moins qu’une relance complète\u00a0: les enchères ne sont pas rouvertes pour les joueurs qui ont déjà parlé, donc ${note.next.name} peut seulement suivre ou se coucher.`;
      return `Le tapis ${ofName(note.name)} à ${fFr(note.to)} est moins qu’une relance complète\u00a0: à lui seul, il ne rouvre pas les enchères pour les joueurs qui ont déjà parlé.`;
    case 'not-reopened':
      return `Le tapis ${ofName(note.aggressor)} est moins qu’une relance complète, donc ${note.name} peut seulement suivre ou se coucher.`;
    case 'house-rule':
      return note.rule === 'treat-as-call'
        ? `Règle de la maison\u00a0: la relance ${ofName(note.name)} sous le minimum compte comme un suivi.`
        : `Règle de la maison\u00a0: la relance ${ofName(note.name)} sous le minimum est complétée jusqu’au minimum.`;
    case 'uncalled':
      return `Personne n’a suivi les derniers ${fFr(note.amount)} de la mise ${ofName(note.name)}\u00a0: ces jetons reviennent à ${note.name}.`;
    case 'run-out':
      return 'Au plus un joueur de la main peut encore miser\u00a0: plus d’enchères, le reste du tableau arrive tout de suite.';
    case 'side-pot':
      return `${potWordsFr.potName(note.potIndex)} se forme\u00a0: seuls ${andFr.format(note.names)} peuvent le gagner. Un joueur à tapis ne gagne de chaque adversaire que ce qu’il a lui-même misé.`;
    case 'face-up':
      return 'Règle de tournoi\u00a0: un joueur est à tapis et les enchères sont finies, donc toutes les mains sont retournées et personne ne jette ses cartes.';
    case 'shows-first':
      return `${note.name} montre en premier\u00a0: le dernier à avoir misé ou relancé à la river, sinon le premier joueur à gauche du bouton. Un perdant peut jeter ses cartes sans les montrer.`;
    case 'uncontested':
      return `Tous les autres se sont couchés\u00a0: ${note.name} remporte le pot tout de suite, sans montrer, et plus aucune carte ne vient.`;
    case 'odd-chip':
      return `${potWordsFr.potName(note.potIndex)} ne se partage pas en parts égales\u00a0: le jeton restant va à ${note.name}, le premier gagnant dans le sens des aiguilles d’une montre après le bouton.`;
    case 'options':
      return `${note.name} peut ${orFr.format(note.options)}.`;
    case 'blocked':
      return `${note.name}\u00a0: ${note.reason}`;
    case 'pot-odds':
      return `Cote du pot\u00a0: suivre ${fFr(note.call)} pour gagner ${fFr(note.pot)} est rentable si le suivi gagne au moins ${percentFr.format(note.needed)} des fois.`;
    case 'run-out-chances':
      return `${RUN_OUT_FR[note.street]}\u00a0: ${note.shares.map((share) => `${share.name} ${percentFr.format(share.equity)}`).join(', ')}.`;
  }
}

function optionFr(option: TableOption): string {
  switch (option.kind) {
    case 'fold':
      return 'se coucher';
    case 'check':
      return 'checker';
    case 'call':
      return `suivre (${fFr(option.amount)}${option.allIn ? ', à tapis' : ''})`;
    case 'bet':
      return option.minTo === option.maxTo ? `miser ${fFr(option.minTo)}` : `miser de ${fFr(option.minTo)} à ${fFr(option.maxTo)}`;
    case 'raise':
      return option.minTo === option.maxTo ? `relancer à ${fFr(option.minTo)}` : `relancer de ${fFr(option.minTo)} à ${fFr(option.maxTo)}`;
    case 'all-in':
      return `faire tapis pour ${fFr(option.to)}`;
    case 'show':
      return 'montrer';
    case 'muck':
      return 'jeter ses cartes sans les montrer';
  }
}

function scriptStepFr(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} se couche`;
    case 'check':
      return `${name} checke`;
    case 'call':
      return `${name} suit`;
    case 'bet':
      return to === undefined ? `${name} mise` : `${name} mise ${fFr(to)}`;
    case 'raise':
      return to === undefined ? `${name} relance` : `${name} relance à ${fFr(to)}`;
    case 'all-in':
      return `${name} fait tapis`;
    case 'show':
      return `${name} montre`;
    case 'muck':
      return `${name} jette ses cartes`;
    case 'void':
      return 'La main est annulée';
  }
}

function refusedFr(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} ne peut pas se coucher`;
    case 'check':
      return `${name} ne peut pas checker`;
    case 'call':
      return `${name} ne peut pas suivre`;
    case 'bet':
      return `${name} ne peut pas miser${to === undefined ? '' : ` ${fFr(to)}`}`;
    case 'raise':
      return `${name} ne peut pas relancer${to === undefined ? '' : ` à ${fFr(to)}`}`;
    case 'all-in':
      return `${name} ne peut pas faire tapis`;
    case 'show':
      return `${name} ne peut pas montrer maintenant`;
    case 'muck':
      return `${name} ne peut pas jeter ses cartes sans les montrer`;
    case 'void':
      return 'La main ne peut pas être annulée';
  }
}

function tableFieldFr(field: TableField): string {
  switch (field.kind) {
    case 'seat':
      return `le tapis ${ofName(field.seat)}`;
    case 'seats':
      return 'les places';
    case 'blinds':
      return 'les blindes';
    case 'ante':
      return 'l’ante';
    case 'structure':
      return 'la structure';
    case 'button':
      return 'le bouton';
    case 'hero':
      return 'votre place (hero)';
    case 'board':
      return 'le tableau';
    case 'hole-cards':
      return 'les cartes privatives';
    case 'script':
      return `le script, étape ${field.step}`;
    case 'mode':
      return 'le mode';
    case 'players':
      return 'les joueurs ordinateur';
    case 'buy-in':
      return 'la cave';
    case 'table-size':
      return 'la taille de la table';
    case 'clock':
      return 'le temps de réflexion';
    case 'bot-delay':
      return 'le temps de réflexion des joueurs ordinateur';
    case 'between-hands':
      return 'la pause entre les mains';
    case 'persist':
      return 'la table enregistrée';
  }
}

export const tableFr: Translation & Omit<TableTerms, 'refusal'> = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  structureName: (structure) => (structure === 'no-limit' ? 'No Limit' : structure === 'pot-limit' ? 'Pot Limit' : 'Limite fixe'),
  stakes: (small, big, ante) => `Blindes ${fFr(small)}/${fFr(big)}${ante > 0 ? `, ante ${fFr(ante)}` : ''}`,
  streetName: (street) => STREETS_FR[street] ?? street,
  tableLabel: 'Table de poker',
  tableNumber: (index) => `(table ${numbersFr.format(index)})`,
  seatLabel: (name, stack, bet, status) =>
    [
      `${name}\u00a0: ${fFr(stack)}${currentAmountUnit() ? '' : ` ${chipsFr(stack)}`}`,
      ...(bet > 0 ? [`mise ${fFr(bet)}`] : []),
      ...status,
    ].join(', '),
  stackLabel: 'Tapis',
  betLabel: 'Mise',
  dealerButton: 'Bouton du donneur',
  smallBlindShort: 'PB',
  bigBlindShort: 'GB',
  smallBlind: 'Petite blinde',
  bigBlind: 'Grosse blinde',
  statusToAct: 'à lui de parler',
  statusWins: (amount) => `gagne ${fFr(amount)}`,
  potInPlay: 'Pot',
  boardLabel: (cards) => (cards.length ? `Tableau\u00a0: ${andFr.format(cards)}` : 'Tableau\u00a0: pas encore de cartes'),
  noBoard: 'Pas encore de cartes au tableau',
  holeCardsOf: (name) => `Cartes ${ofName(name)}`,

  logLine: logLineFr,
  logTitle: 'Historique de la main',
  note: noteFr,
  option: optionFr,
  refused: refusedFr,
  scriptStep: scriptStepFr,
  ruleRef,
  ruleTitle: (ruleId) => (RULES_FR[ruleId] ? `${ruleId}\u00a0: ${RULES_FR[ruleId]}` : ruleId),
  explanationTitle: 'Pourquoi',
  refusedTitle: 'Non autorisé',

  actionBarLabel: (name) => `Actions de ${name}`,
  toAct: (name) => `À ${name} de parler`,
  toCall: (amount) => `${fFr(amount)} pour suivre`,
  showOrMuck: (name) => `${name}\u00a0: montrer ou jeter sans montrer\u00a0?`,
  waitingFor: (name) => `En attente de ${name}`,
  handComplete: 'La main est terminée',
  handVoid: 'La main est annulée',
  fold: 'Se coucher',
  check: 'Parole',
  call: (amount, allIn) => `Suivre ${fFr(amount)}${allIn ? ' (tapis)' : ''}`,
  bet: (to) => `Miser ${fFr(to)}`,
  raise: (to) => `Relancer à ${fFr(to)}`,
  allIn: (to) => `Tapis ${fFr(to)}`,
  show: 'Montrer',
  muck: 'Jeter',
  amountLabel: (kind) => (kind === 'bet' ? 'Miser' : 'Relancer à'),
  amountRange: (minTo, maxTo) => `de ${fFr(minTo)} à ${fFr(maxTo)}`,
  presets: 'Montants proposés',
  presetMin: 'Min.',
  presetHalfPot: '½ pot',
  presetPot: 'Pot',
  presetAllIn: 'Tapis',

  stepsLabel: 'La main pas à pas',
  restart: 'Recommencer',
  back: 'Retour',
  forward: 'Avancer',
  next: 'Suivant',
  playToEnd: 'Tout jouer',
  stepOf: (step, steps) => `Étape ${step} sur ${steps}`,
  nextStep: (text) => `Ensuite\u00a0: ${text}`,
  scriptEnd: 'Fin du script',

  stateTitle: 'Diagramme d’états',
  stateValue: 'État',
  stateStatus: (status) => (status === 'active' ? 'en cours' : status === 'done' ? 'terminé' : status === 'error' ? 'erreur' : status),
  stateAccepts: 'Accepte',

  tableFieldName: tableFieldFr,
  errorStack: (field, text, code) => {
    switch (code) {
      case 'missing-amount':
        return `${capFr(field)}\u00a0: aucun jeton. Écrivez-les après le nom\u00a0: Anna 5000.`;
      case 'negative-amount':
        return `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» est négatif. Un joueur s’assoit avec au moins 1 jeton.`;
      case 'zero':
        return `${capFr(field)}\u00a0: pour jouer, il faut au moins 1 jeton.`;
      case 'not-a-whole-number':
        return `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre entier. Les jetons se comptent en unités entières.`;
      default:
        return `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre de jetons.`;
    }
  },
  errorSeatCount: (count) =>
    `Une table accueille de 2 à 10 joueurs, pas ${count}. Écrivez-les ainsi\u00a0: Anna 5000\u00a0; Ben 700\u00a0; Carla 5000.`,
  errorDuplicateSeat: (name) => `Deux places s’appellent ${name}\u00a0: donnez à chaque joueur son propre nom.`,
  errorUnknownSeatIn: (field, name) => `${capFr(field)}\u00a0: «\u00a0${name}\u00a0» n’est pas assis à la table.`,
  errorBlinds: (text) =>
    `Les blindes\u00a0: «\u00a0${text}\u00a0» ne sont pas une petite et une grosse blinde. Écrivez-les ainsi\u00a0: 50/100.`,
  errorChips: (field, text) => `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre entier de jetons.`,
  errorStructure: (text) => `«\u00a0${text}\u00a0» n’est pas une structure d’enchères\u00a0: no-limit, pot-limit ou fixed-limit.`,
  errorScript: (step, text) =>
    `Le script, étape ${step}\u00a0: «\u00a0${text}\u00a0» n’est pas une action. Écrivez une place et ce qu’elle fait\u00a0: Anna mise 500\u00a0; Ben suit\u00a0; Carla se couche.`,
  errorScriptAmount: (step, text) =>
    `Le script, étape ${step}\u00a0: «\u00a0${text}\u00a0» demande un montant, le total misé ou relancé\u00a0: Anna relance à 1500.`,
  errorHoleCount: (name, count) => `Cartes ${ofName(name)}\u00a0: ${count} données\u00a0; chaque joueur en reçoit exactement deux.`,
  errorCardTwice: (card) => `${card} est distribuée deux fois\u00a0: le jeu ne contient chaque carte qu’une fois.`,
  errorDeal: (detail) => `La main ne peut pas être distribuée\u00a0: ${detail}`,
  errorHandOver: 'La main est terminée\u00a0: plus rien ne peut s’y passer.',
  errorMode: (text) =>
    text.trim().toLowerCase() === 'cash'
      ? 'Le cash game a son propre élément\u00a0: écrivez <poker-cash-table> au lieu de <poker-table mode="cash">.'
      : `Le mode\u00a0: «\u00a0${text}\u00a0» n’est pas un mode. <poker-table> joue une main\u00a0; un cash game est <poker-cash-table>.`,
};
