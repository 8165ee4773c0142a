/**
 * Runs equity counts for an element: an exact count split over a pool of module workers,
 * one per core (each counts its `part`; their packed counts add up), a sample in one of
 * them; else, when the page allows no worker, on the page's thread in slices with a pause
 * between them, so the page stays responsive either way. A new run or `cancel()` stops the
 * one before.
 *
 * @internal
 */
import { equityCounter, equityResult, impossibleRanges, type EquityInput, type EquityResult } from '../../../core/equity/equity.js';
import { SLICE, toErrorInfo, type ErrorInfo, type WorkerReply } from './messages.js';
export type RunOutcome = { kind: 'result'; result: EquityResult } | { kind: 'error'; error: ErrorInfo } | { kind: 'cancelled' };

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** Whether module workers failed here once (a blocked or missing worker file): later runs go straight to the fallback. */
let workersFail = false;
let policy: { createScriptURL(url: string): unknown } | undefined;

function createWorker(): Worker | null {
  if (workersFail || typeof Worker === 'undefined') return null;
  try {
    const url = new URL('../equity-worker.js', import.meta.url);
    // A page that requires Trusted Types for scripts gets a policy that allows this one URL only.
    const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    if (trustedTypes) {
      policy ??= trustedTypes.createPolicy('holdem-elements-equity', {
        createScriptURL: (value) => {
          if (value !== url.href) throw new TypeError('holdem-elements: only the equity worker may be loaded');
          return value;
        },
      });
      return new Worker(policy.createScriptURL(url.href) as string, { type: 'module' });
    }
    return new Worker(url, { type: 'module' });
  } catch {
    workersFail = true;
    return null;
  }
}

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Workers for one count: every core, at most eight; one where the core count is unknown. */
export function poolSize(): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(8, cores));
}

export class EquityRunner {
  private workers: Worker[] = [];
  private runId = 0;
  private settle: ((outcome: RunOutcome) => void) | null = null;

  /** Counts `input`; `onProgress` hears the fraction done. Resolves `cancelled` when a newer run or `cancel()` stops it. */
  run(input: EquityInput, onProgress: (done: number) => void): Promise<RunOutcome> {
    this.cancel();
    const id = ++this.runId;
    return new Promise<RunOutcome>((resolve) => {
      this.settle = resolve;
      let whole;
      try {
        whole = equityCounter(input);
      } catch (error) {
        this.finish(id, { kind: 'error', error: toErrorInfo(error) });
        return;
      }
      const parts = whole.exact ? Math.min(poolSize(), Math.max(1, Math.ceil(whole.total / SLICE))) : 1;
      while (this.workers.length < parts) {
        const worker = createWorker();
        if (!worker) break;
        this.workers.push(worker);
      }
      if (this.workers.length === 0) {
        void this.runHere(id, input, onProgress);
        return;
      }
      const pool = this.workers.slice(0, parts);
      const done = pool.map(() => 0),
        totals = pool.map(() => 1);
      let sum: Float64Array | null = null,
        left = pool.length;
      pool.forEach((worker, index) => {
        worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
          if (data.id !== this.runId) return;
          if (data.kind === 'error') return this.finish(id, { kind: 'error', error: data });
          done[index] = data.done;
          totals[index] = data.total;
          const total = totals.reduce((a, b) => a + b, 0);
          if (data.kind === 'progress') return onProgress(total > 0 ? done.reduce((a, b) => a + b, 0) / total : 0);
          if (sum) for (let i = 0; i < sum.length; i++) sum[i] += data.packed[i];
          else sum = data.packed;
          if (--left > 0) return;
          whole.unpack(sum);
          if (whole.tally.boards === 0) this.finish(id, { kind: 'error', error: toErrorInfo(impossibleRanges()) });
          else this.finish(id, { kind: 'result', result: equityResult(whole) });
        };
        // The worker's file could not be loaded (a CDN bundle, a blocking policy): count here instead.
        worker.onerror = (event) => {
          event.preventDefault();
          workersFail = true;
          this.terminate();
          if (id === this.runId) void this.runHere(id, input, onProgress);
        };
        worker.postMessage({ id, input: parts > 1 ? { ...input, part: { index, count: parts } } : input });
      });
    });
  }

  /** Stops the running count, if any (the workers are terminated and made anew next time). */
  cancel(): void {
    if (this.settle) {
      this.terminate();
      this.finish(this.runId, { kind: 'cancelled' });
    }
    this.runId++;
  }

  private terminate(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }

  private finish(id: number, outcome: RunOutcome): void {
    if (id !== this.runId || !this.settle) return;
    const settle = this.settle;
    this.settle = null;
    settle(outcome);
  }

  /** The fallback: slices on the page's thread, a pause after each. */
  private async runHere(id: number, input: EquityInput, onProgress: (done: number) => void): Promise<void> {
    try {
      const counter = equityCounter(input);
      while (!counter.step(SLICE / 2)) {
        onProgress(counter.done / counter.total);
        await pause();
        if (id !== this.runId) return;
      }
      if (counter.tally.boards === 0) throw impossibleRanges();
      this.finish(id, { kind: 'result', result: equityResult(counter) });
    } catch (error) {
      this.finish(id, { kind: 'error', error: toErrorInfo(error) });
    }
  }
}
