/// <reference types="node" />
/**
 * One thread of an `EquityThreadPool`: counts each `{ id, input }` it is sent (the part of an
 * exact count its input names, or a sample), posting progress after each slice and its packed
 * count at the end.
 *
 * @internal
 */
import { parentPort } from 'node:worker_threads';
import { equityCounter, type EquityInput } from '../core/equity/equity.js';
import { HoldemError } from '../core/errors.js';

const SLICE = 200_000;
parentPort?.on('message', ({ id, input }: { id: number; input: EquityInput }) => {
  try {
    const counter = equityCounter(input);
    while (!counter.step(SLICE)) parentPort?.postMessage({ id, kind: 'progress', done: counter.done, total: counter.total });
    const packed = counter.pack();
    parentPort?.postMessage({ id, kind: 'packed', packed, done: counter.done, total: counter.total }, [packed.buffer as ArrayBuffer]);
  } catch (error) {
    const e = error instanceof HoldemError ? error : new HoldemError('invalid-input', String(error));
    parentPort?.postMessage({ id, kind: 'error', code: e.code, message: e.message });
  }
});
