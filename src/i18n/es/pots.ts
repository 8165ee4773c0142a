/** Spanish terms of the pot calculator: fetched when an element first shows Spanish. The pot words a table shows too are `pot-words.ts`. */
import type { Translation } from '@shoelace-style/localize';
import { wordsEs } from './hand.js';
import { formatEs, potWordsEs } from './pot-words.js';
import type { PotField, PotTerms, PotWordTerms } from '../translation.js';

const { list: listEs } = wordsEs;
const capEs = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldNameEs(field: PotField): string {
  switch (field.kind) {
    case 'name':
      return `el nombre de ${field.player}`;
    case 'chips':
      return `las fichas de ${field.player}`;
    case 'cards':
      return `las cartas de ${field.player}`;
    case 'status':
      return `el estado de ${field.player}`;
    case 'board':
      return 'las cartas comunitarias';
    case 'order':
      return 'el orden en el showdown';
    case 'button':
      return 'el botón';
    case 'players':
      return 'los jugadores';
  }
}

/** The calculator's own Spanish words: every pot term but the pot words a table shows (`potWordsEs`). */
export const potCalculatorEs: Translation & Omit<PotTerms, keyof PotWordTerms> = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  potOpen: (names) => (names.length === 1 ? `${names[0]} se lo lleva` : `La mejor mano entre ${listEs(names)} se lo lleva`),
  showsNoHand: (names) =>
    `${listEs(names)} no ${names.length === 1 ? 'muestra' : 'muestran'} mano y no ${names.length === 1 ? 'puede' : 'pueden'} ganarlo.`,
  potLine: (potName, amount, text) => `${potName} (${formatEs(amount)}): ${text}.`,
  potEligible: 'Participan',
  collects: (name, amount) => `${name} se lleva ${formatEs(amount)}`,
  potTotal: 'Total en los botes',
  chartLabel: 'Fichas de cada jugador en cada bote',
  player: 'Jugador',
  putIn: 'Aportado',
  returnedLabel: 'Devuelto',
  legendLive: 'Fichas en juego',
  legendDead: 'Fichas muertas (retirados)',
  legendReturned: 'No igualadas, devueltas',
  statusIn: 'En juego',
  button: 'Botón',
  buttonIs: (name) => `Botón: ${name}`,
  playerCount: (count) => `${count} ${count === 1 ? 'jugador' : 'jugadores'}`,
  result: 'Resultado',
  showdownOpen: 'Aún no se sabe quién gana: indica las cartas de los jugadores y las comunitarias, o un orden en el showdown.',
  staleResult: 'Los botes muestran la última entrada válida hasta que se corrija el valor.',
  noPlayers: 'Añade jugadores y lo que aportó cada uno para ver los botes.',
  noChips: 'Nadie ha aportado fichas todavía: los botes están vacíos.',
  playerLimit: (max) => `${max} jugadores como máximo.`,
  summary: 'Resumen en texto',
  copySummary: 'Copiar el resumen',
  copied: 'Resumen copiado.',
  copySelected: 'Resumen seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (all-in)' : status === 'folded' ? ' (retirado)' : ''}${button ? ' (botón)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${formatEs(amount)}: ${listEs(names)}`,

  players: 'Jugadores',
  playerNameLabel: 'Nombre',
  chipsLabel: 'Aportado',
  statusLabel: 'Estado',
  cardsLabel: 'Cartas',
  nameOf: (name) => `Nombre de ${name}`,
  chipsOf: (name) => `Fichas que aportó ${name}`,
  statusOf: (name) => `Estado de ${name}`,
  buttonOf: (name) => `${name} tiene el botón`,
  orderLabel: 'Orden en el showdown',
  orderHint: 'El mejor primero, = para un empate: Ben > Carla = Anna. Manda sobre las cartas.',
  boardHint: 'Cartas comunitarias',

  fieldName: fieldNameEs,
  errorMissingAmount: (field) => `${capEs(field)}: no hay cantidad. Indica cuántas fichas se aportaron, por ejemplo 20.`,
  errorNotANumber: (field, text) => `${capEs(field)}: «${text}» no es un número de fichas.`,
  errorNegative: (field, text) => `${capEs(field)}: «${text}» es negativo. Un jugador aporta 0 fichas o más.`,
  errorNotWhole: (field, text) => `${capEs(field)}: «${text}» no es un número entero. Las fichas se cuentan en unidades enteras.`,
  errorDuplicateName: (name) => `Dos jugadores se llaman ${name}: da a cada jugador un nombre propio.`,
  errorDuplicateInOrder: (name) => `El orden nombra a ${name} dos veces: nombra a cada jugador una sola vez.`,
  errorTooManyPlayers: (max, count) => `Como máximo ${max} jugadores: hay ${count}.`,
  errorUnknownPlayer: (field, name) => `${capEs(field)}: «${name}» no es ninguno de los jugadores.`,
  errorAllInFolded: (name) => `${name} está marcado como all-in y como retirado: quien va all-in ya no puede retirarse.`,
  errorEveryoneFolded: 'Todos los que aportaron fichas se retiraron: no queda nadie que pueda ganar el bote.',
  errorNoShowdown: (potName, names) =>
    `${potName}: ${names.length === 2 ? `ni ${names[0]} ni ${names[1]} muestra` : `ninguno de ${listEs(names)} muestra`} mano. Indica sus cartas o ponlos en el orden del showdown.`,
  errorDuplicateCardAt: (card, name, fields) =>
    `${card} (${name}) se reparte dos veces (${listEs(fields)}): la baraja tiene cada carta una sola vez.`,
};

/** Every Spanish pot term: the pot words a table shows and the calculator's own words. */
export const potsEs: Translation & PotTerms = { ...potWordsEs, ...potCalculatorEs };
