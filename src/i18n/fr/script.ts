/** The verbs a reader may write in a table's script in French: `Ben suit ; Anna relance à 1500`. */
import type { ScriptVerbs } from '../registry.js';

export const scriptVerbsFr: ScriptVerbs = {
  'all-in': ['tapis', 'fait tapis', 'va à tapis', 'part à tapis'],
  fold: ['se couche', 'couché', 'abandonne'],
  check: ['checke', 'parole', 'fait parole'],
  call: ['suit', 'paie', 'paye', 'colle'],
  raise: ['relance', 'surrelance'],
  bet: ['mise', 'ouvre'],
  show: ['montre', 'abat'],
  muck: ['jette', 'cache'],
};
