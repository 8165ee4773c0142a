/** The verbs a reader may write in a table's script in Spanish (`Ben iguala; Anna sube a 1500`); `retira` covers `se retira`, English's `allin` `va all-in`. */
import type { ScriptVerbs } from '../registry.js';

export const scriptVerbsEs: ScriptVerbs = {
  'all-in': ['resto'],
  fold: ['retira'],
  check: ['pasa'],
  call: ['iguala', 'paga'],
  raise: ['sube'],
  bet: ['apuesta'],
  show: ['muestra'],
  muck: ['tira'],
};
