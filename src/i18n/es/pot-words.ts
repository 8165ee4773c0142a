/** The Spanish pot words a table shows: fetched when an element first shows Spanish. */
import type { Translation } from '@shoelace-style/localize';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import { wordsEs } from './hand.js';
import type { PotAwardWording, PotWordTerms } from '../translation.js';

const { withArticle, list: listEs } = wordsEs;
/** Spanish poker groups every thousand with a point, `1.000` (`Intl` alone leaves four digits ungrouped). */
const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
export const formatEs = (amount: number): string => amountText('es', numbersEs, amount);

function potAwardEs(award: PotAwardWording): string {
  const names = listEs(award.winners);
  if (award.kind === 'uncontested') return `${names} se lo lleva: nadie más participa`;
  if (award.kind === 'best-hand') return `${names} gana ${award.hand ? `con ${withArticle(award.hand)}` : 'con la mejor mano'}`;
  let text = `${names} ${award.hand ? `se lo reparten con ${withArticle(award.hand)}` : 'empatan y se lo reparten'}, ${formatEs(award.sharePerWinner)} cada uno`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; la ficha sobrante va a ${odd[0]}, el primero de ellos a la izquierda del botón`;
  else if (odd.length > 1)
    text += `; las ${odd.length} fichas sobrantes van una a una a ${listEs(odd)}, en el sentido de las agujas del reloj desde el botón`;
  return text;
}

export const potWordsEs: Translation & PotWordTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  chipAmount: formatEs,
  potName: (index) => (index === 0 ? 'Bote principal' : `Bote secundario ${index}`),
  potAward: potAwardEs,
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatEs(amount)}, no igualados, vuelven a ${name}`
      : amount === 1
        ? `1 ficha no igualada vuelve a ${name}`
        : `${formatEs(amount)} fichas no igualadas vuelven a ${name}`,
  pots: 'Botes',
  statusAllIn: 'All-in',
  statusFolded: 'Retirado',
};
