/** The verbs a reader may write in a table's script in French (`Ben suit ; Anna relance à 1500`); `tapis` covers `fait tapis`, `couche` `se couche`. */
import type { ScriptVerbs } from '../registry.js';

export const scriptVerbsFr: ScriptVerbs = {
  'all-in': ['tapis'],
  fold: ['couche'],
  check: ['checke', 'parole'],
  call: ['suit', 'paie'],
  raise: ['relance'],
  bet: ['mise'],
  show: ['montre'],
  muck: ['jette'],
};
