/**
 * The equity count off the page's thread: a module worker that receives an `EquityInput`
 * (without functions; an exact count may name its `part`), counts in slices and posts
 * progress after each, then its packed count (which the page adds to the other workers'
 * and reads with `equityResult`). To stop it, the page terminates the worker.
 *
 * @internal
 */
import { equityCounter, type EquityInput } from '../../core/equity/equity.js';
import { HoldemError } from '../../core/errors.js';
import { errorInfo, SLICE, type WorkerReply } from './internal/messages.js';

interface Scope {
  onmessage: ((event: MessageEvent<{ id: number; input: EquityInput }>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
}
const scope = globalThis as unknown as Scope;

scope.onmessage = ({ data: { id, input } }) => {
  try {
    const counter = equityCounter(input);
    while (!counter.step(SLICE)) scope.postMessage({ id, kind: 'progress', done: counter.done, total: counter.total });
    const packed = counter.pack();
    scope.postMessage({ id, kind: 'packed', packed, done: counter.done, total: counter.total }, [packed.buffer]);
  } catch (error) {
    scope.postMessage({
      id,
      kind: 'error',
      ...errorInfo(error instanceof HoldemError ? error : new HoldemError('invalid-input', String(error))),
    });
  }
};
