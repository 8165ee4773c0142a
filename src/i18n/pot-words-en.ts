/**
 * The English pot words a table shows (`PotWordTerms`): chip amounts, pot names, a pot's
 * award, uncalled chips, a seat's status. Registered on their own by the tables
 * (`registerPotWords`), so a table page loads none of the pot calculator's own words
 * (`pots-en.ts`, which holds these too); the German ones (`pot-words-de.ts`) are fetched
 * when an element first shows German.
 */
import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../core/cards.js';
import { amountText, currentAmountUnit } from './amount-unit.js';
import { wordsEn } from './hand-basics-en.js';
import { termsRegistration } from './registry.js';
import type { HandShape, PotAwardWording, PotWordTerms } from './translation.js';

const { word: wEn, plural: plEn, list: listEn } = wordsEn;
const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const formatEn = (amount: number): string => amountText('en', numbersEn, amount);
/** "an ace-high flush", "an eight-high straight", "a king-high flush". */
const articleEn = (rank: Rank | undefined): string => (rank === 'A' || rank === '8' ? 'an' : 'a');

/** A hand after "wins with": `a pair of kings`, `three sevens`, `an ace-high flush`. */
function withHandEn({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'a royal flush' : `${articleEn(a)} ${wEn(a)}-high straight flush`;
    case 'four-of-a-kind':
      return `four ${plEn(a)}`;
    case 'full-house':
      return `${plEn(a)} full of ${plEn(b)}`;
    case 'flush':
      return `${articleEn(a)} ${wEn(a)}-high flush`;
    case 'straight':
      return a === '5' ? 'a five-high straight (the wheel)' : `${articleEn(a)} ${wEn(a)}-high straight`;
    case 'three-of-a-kind':
      return `three ${plEn(a)}`;
    case 'two-pair':
      return `two pair, ${plEn(a)} and ${plEn(b)}`;
    case 'one-pair':
      return `a pair of ${plEn(a)}`;
    case 'high-card':
      return `${wEn(a)} high`;
  }
}

function potAwardEn(award: PotAwardWording): string {
  const names = listEn(award.winners);
  if (award.kind === 'uncontested') return `${names} takes it: nobody else is in it`;
  if (award.kind === 'best-hand') return `${names} wins ${award.hand ? `with ${withHandEn(award.hand)}` : 'with the best hand'}`;
  let text = `${names} ${award.hand ? `split it with ${withHandEn(award.hand)}` : 'tie and split it'}, ${formatEn(award.sharePerWinner)} each`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; the odd chip goes to ${odd[0]}, the first of them left of the button`;
  else if (odd.length > 1) text += `; the ${odd.length} odd chips go one each to ${listEn(odd)}, clockwise from the button`;
  return text;
}

export const potWordsEn: Translation & PotWordTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  chipAmount: formatEn,
  potName: (index) => (index === 0 ? 'Main pot' : `Side pot ${index}`),
  potAward: potAwardEn,
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatEn(amount)} uncalled goes back to ${name}`
      : `${formatEn(amount)} uncalled ${amount === 1 ? 'chip goes' : 'chips go'} back to ${name}`,
  pots: 'Pots',
  statusAllIn: 'All-in',
  statusFolded: 'Folded',
};

/** Registers the pot words once: English now, German on use. Called by the tables (`<pot-calculator>` registers all pot terms). */
export const registerPotWords: () => void = termsRegistration('potWords', { terms: potWordsEn });
