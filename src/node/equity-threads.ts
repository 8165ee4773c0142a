/// <reference types="node" />
/**
 * `equity` over every core in Node: an exact count split between `worker_threads` (each
 * counts its `part`; their packed counts add up to the one answer, the same to the last
 * digit as `equity` gives in one thread), a sample in one thread. Progress and an
 * `AbortSignal` as `equity` takes them; aborting terminates the threads.
 *
 * ```js
 * import { equityThreads } from 'holdem-elements/node/equity-threads';
 * const result = await equityThreads({ hands: ['QQ+, AKs, AKo', 'TT+, AQs+, KQs, AQo+'] }, { threads: 4 });
 * ```
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { equityCounter, equityResult, impossibleRanges, type EquityInput, type EquityResult } from '../core/equity/equity.js';
import { HoldemError } from '../core/errors.js';

export interface ThreadOptions {
  /** Threads for an exact count (default: every core, `os.availableParallelism()`). */
  threads?: number;
}

type Reply =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'packed'; packed: Float64Array; done: number; total: number }
  | { id: number; kind: 'error'; code: string; message: string };

const here = import.meta.url;
/** Run from the TypeScript sources (tsx), a thread registers tsx before it loads its module. */
function startThread(): Worker {
  const fromSource = here.endsWith('.ts');
  const file = new URL(fromSource ? './equity-thread-worker.ts' : './equity-thread-worker.js', here);
  if (!fromSource) return new Worker(file);
  const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(entry, { eval: true });
}

/**
 * Threads kept for many counts (a server, a benchmark): `run(input)` counts as `equity`
 * does, over every thread for an exact count; `close()` ends the threads. One count at a time.
 */
export class EquityThreadPool {
  private readonly threads: Worker[];
  private runs = 0;

  constructor(threads: number = availableParallelism()) {
    this.threads = Array.from({ length: Math.max(1, Math.min(threads, 64)) }, startThread);
  }

  /** Rejects with the `HoldemError` `equity` would throw (`aborted` when `input.signal` stops it; the pool is closed then). */
  async run(input: EquityInput): Promise<EquityResult> {
    const { onProgress, signal, ...plain } = input;
    const whole = equityCounter(plain);
    const parts = whole.exact ? this.threads.length : 1;
    const id = ++this.runs;
    const done = new Array<number>(parts).fill(0),
      totals = new Array<number>(parts).fill(0);
    const packed = await Promise.all(
      this.threads.slice(0, parts).map(
        (thread, index) =>
          new Promise<Float64Array>((resolve, reject) => {
            const stop = (error: unknown): void => {
              thread.off('message', onMessage);
              thread.off('error', stop);
              reject(error);
            };
            const abort = (): void => {
              void this.close();
              stop(new HoldemError('aborted', 'the equity count was stopped'));
            };
            if (signal?.aborted) return abort();
            (signal as AbortSignal | undefined)?.addEventListener?.('abort', abort, { once: true });
            const onMessage = (reply: Reply): void => {
              if (reply.id !== id) return;
              if (reply.kind === 'error') return stop(new HoldemError(reply.code, reply.message));
              done[index] = reply.done;
              totals[index] = reply.total;
              if (reply.kind === 'progress') {
                onProgress?.({ done: done.reduce((a, b) => a + b, 0), total: totals.reduce((a, b) => a + b, 0) });
                return;
              }
              thread.off('message', onMessage);
              thread.off('error', stop);
              (signal as AbortSignal | undefined)?.removeEventListener?.('abort', abort);
              resolve(reply.packed);
            };
            thread.on('message', onMessage);
            thread.on('error', stop);
            thread.postMessage({ id, input: parts > 1 ? { ...plain, part: { index, count: parts } } : plain });
          }),
      ),
    );
    const sum = packed[0];
    for (const part of packed.slice(1)) for (let i = 0; i < sum.length; i++) sum[i] += part[i];
    whole.unpack(sum);
    if (whole.tally.boards === 0) throw impossibleRanges();
    return equityResult(whole);
  }

  /** Ends every thread. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }
}

/**
 * Counts `input` as `equity` does, over `threads` worker threads started for this count and
 * ended after it. Rejects with the `HoldemError` `equity` would throw (`aborted` when
 * `input.signal` stops it).
 */
export async function equityThreads(input: EquityInput, options: ThreadOptions = {}): Promise<EquityResult> {
  const pool = new EquityThreadPool(options.threads);
  try {
    return await pool.run(input);
  } finally {
    await pool.close();
  }
}
