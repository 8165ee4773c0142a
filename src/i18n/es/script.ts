/** The verbs a reader may write in a table's script in Spanish: `Ben iguala; Anna sube a 1500`. */
import type { ScriptVerbs } from '../registry.js';

export const scriptVerbsEs: ScriptVerbs = {
  'all-in': ['va allin', 'resto', 'va con todo'],
  fold: ['se retira', 'retira', 'foldea', 'abandona'],
  check: ['pasa', 'checkea'],
  call: ['iguala', 'paga', 've', 'callea'],
  raise: ['sube', 'resube'],
  bet: ['apuesta'],
  show: ['muestra', 'enseña'],
  muck: ['tira', 'esconde'],
};
