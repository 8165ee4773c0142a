/**
 * The equity count off the page's thread: a module worker that receives an `EquityInput`
 * (without functions), counts in slices and posts progress after each, then the result.
 * To stop it, the page terminates the worker.
 *
 * @internal
 */
import { equityCounter, equityResult, type EquityInput } from '../../core/equity/equity.js';
import { HoldemError } from '../../core/errors.js';
import { errorInfo, SLICE, type WorkerReply } from './internal/messages.js';

interface Scope {
  onmessage: ((event: MessageEvent<{ id: number; input: EquityInput }>) => void) | null;
  postMessage(message: WorkerReply): void;
}
const scope = globalThis as unknown as Scope;

scope.onmessage = ({ data: { id, input } }) => {
  try {
    const counter = equityCounter(input);
    while (!counter.step(SLICE)) scope.postMessage({ id, kind: 'progress', done: counter.done, total: counter.total });
    scope.postMessage({ id, kind: 'result', result: equityResult(counter) });
  } catch (error) {
    scope.postMessage({
      id,
      kind: 'error',
      ...errorInfo(error instanceof HoldemError ? error : new HoldemError('invalid-input', String(error))),
    });
  }
};
