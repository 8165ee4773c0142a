/** The German pot words a table shows: fetched when an element first shows German (see `registerPotWords`). */
import type { Translation } from '@shoelace-style/localize';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import { wordsDe } from './hand.js';
import type { HandShape, PotAwardWording, PotWordTerms } from '../translation.js';

const { word: wDe, plural: plDe, upTo: upToDe, list: listDe } = wordsDe;
const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const formatDe = (amount: number): string => amountText('de', numbersDe, amount);

/** A hand after "gewinnt mit": `einem Paar Könige`, `einer Straße bis zur Neun`. */
function withHandDe({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'einem Royal Flush' : `einem Straight Flush bis ${upToDe(a)}`;
    case 'four-of-a-kind':
      return `einem Vierling ${plDe(a)}`;
    case 'full-house':
      return `einem Full House, ${plDe(a)} über ${plDe(b)}`;
    case 'flush':
      return `einem Flush, ${wDe(a)} hoch`;
    case 'straight':
      return a === '5' ? 'einer Straße bis zur Fünf (Wheel)' : `einer Straße bis ${upToDe(a)}`;
    case 'three-of-a-kind':
      return `einem Drilling ${plDe(a)}`;
    case 'two-pair':
      return `zwei Paaren, ${plDe(a)} und ${plDe(b)}`;
    case 'one-pair':
      return `einem Paar ${plDe(a)}`;
    case 'high-card':
      return `${wDe(a)} hoch`;
  }
}

function potAwardDe(award: PotAwardWording): string {
  const names = listDe(award.winners);
  if (award.kind === 'uncontested') return `${names} bekommt ihn: Niemand sonst ist beteiligt`;
  if (award.kind === 'best-hand') return `${names} gewinnt ${award.hand ? `mit ${withHandDe(award.hand)}` : 'mit der besten Hand'}`;
  let text = `${names} ${award.hand ? `teilen ihn mit ${withHandDe(award.hand)}` : 'sind gleichauf und teilen ihn'}, je ${formatDe(award.sharePerWinner)}`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; der übrige Chip geht an ${odd[0]}, den Ersten von ihnen links vom Button`;
  else if (odd.length > 1) text += `; die ${odd.length} übrigen Chips gehen je einer an ${listDe(odd)}, im Uhrzeigersinn ab dem Button`;
  return text;
}

export const potWordsDe: Translation & PotWordTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  chipAmount: formatDe,
  potName: (index) => (index === 0 ? 'Hauptpot' : `Nebenpot ${index}`),
  potAward: potAwardDe,
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatDe(amount)}, nicht gedeckt, gehen an ${name} zurück`
      : amount === 1
        ? `1 nicht gedeckter Chip geht an ${name} zurück`
        : `${formatDe(amount)} nicht gedeckte Chips gehen an ${name} zurück`,
  pots: 'Pots',
  statusAllIn: 'All-in',
  statusFolded: 'Gefoldet',
};
