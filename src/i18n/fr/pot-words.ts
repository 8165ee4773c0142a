/** The French pot words a table shows: fetched when an element first shows French. */
import type { Translation } from '@shoelace-style/localize';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import { wordsFr } from './hand.js';
import type { PotAwardWording, PotWordTerms } from '../translation.js';

const { withArticle, list: listFr } = wordsFr;
/** French groups thousands with a narrow no-break space: `1 000`. */
const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
export const formatFr = (amount: number): string => amountText('fr', numbersFr, amount);

function potAwardFr(award: PotAwardWording): string {
  const names = listFr(award.winners);
  if (award.kind === 'uncontested') return `${names} le remporte\u00a0: personne d’autre n’y participe`;
  if (award.kind === 'best-hand') return `${names} gagne ${award.hand ? `avec ${withArticle(award.hand)}` : 'avec la meilleure main'}`;
  let text = `${names} ${award.hand ? `se le partagent avec ${withArticle(award.hand)}` : 'sont à égalité et se le partagent'}, ${formatFr(award.sharePerWinner)} chacun`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `\u00a0; le jeton restant va à ${odd[0]}, le premier d’entre eux à gauche du bouton`;
  else if (odd.length > 1)
    text += `\u00a0; les ${odd.length} jetons restants vont un par un à ${listFr(odd)}, dans le sens des aiguilles d’une montre depuis le bouton`;
  return text;
}

export const potWordsFr: Translation & PotWordTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  chipAmount: formatFr,
  potName: (index) => (index === 0 ? 'Pot principal' : `Pot annexe ${index}`),
  potAward: potAwardFr,
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatFr(amount)}, non suivis, reviennent à ${name}`
      : amount === 1
        ? `1 jeton non suivi revient à ${name}`
        : `${formatFr(amount)} jetons non suivis reviennent à ${name}`,
  pots: 'Pots',
  statusAllIn: 'Tapis',
  statusFolded: 'Couché',
};
