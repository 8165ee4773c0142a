/** The verbs a reader may write in a table's script in German: `Ben geht mit; Anna erhöht auf 1500`. */
import type { ScriptVerbs } from '../registry.js';

export const scriptVerbsDe: ScriptVerbs = {
  fold: ['foldet', 'passt', 'steigt aus'],
  check: ['checkt'],
  call: ['callt', 'geht mit'],
  raise: ['erhöht'],
  bet: ['setzt'],
  show: ['zeigt'],
  muck: ['wirft'],
};
