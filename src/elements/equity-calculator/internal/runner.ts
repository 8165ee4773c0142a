/**
 * Runs equity counts for an element: in a module worker when the page allows one, else on
 * the page's thread in slices with a pause between them, so the page stays responsive
 * either way. A new run or `cancel()` stops the one before.
 *
 * @internal
 */
import { equityCounter, equityResult, type EquityInput, type EquityResult } from '../../../core/equity/equity.js';
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

export class EquityRunner {
  private worker: Worker | null = null;
  private runId = 0;
  private settle: ((outcome: RunOutcome) => void) | null = null;

  /** Counts `input`; `onProgress` hears the fraction done. Resolves `cancelled` when a newer run or `cancel()` stops it. */
  run(input: EquityInput, onProgress: (done: number) => void): Promise<RunOutcome> {
    this.cancel();
    const id = ++this.runId;
    return new Promise<RunOutcome>((resolve) => {
      this.settle = resolve;
      const worker = (this.worker ??= createWorker());
      if (!worker) {
        void this.runHere(id, input, onProgress);
        return;
      }
      worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
        if (data.id !== this.runId) return;
        if (data.kind === 'progress') onProgress(data.done / data.total);
        else this.finish(id, data.kind === 'result' ? { kind: 'result', result: data.result } : { kind: 'error', error: data });
      };
      // The worker's file could not be loaded (a CDN bundle, a blocking policy): count here instead.
      worker.onerror = (event) => {
        event.preventDefault();
        workersFail = true;
        worker.terminate();
        this.worker = null;
        if (id === this.runId) void this.runHere(id, input, onProgress);
      };
      worker.postMessage({ id, input });
    });
  }

  /** Stops the running count, if any (the worker is terminated and made anew next time). */
  cancel(): void {
    if (this.settle) {
      this.worker?.terminate();
      this.worker = null;
      this.finish(this.runId, { kind: 'cancelled' });
    }
    this.runId++;
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
      this.finish(id, { kind: 'result', result: equityResult(counter) });
    } catch (error) {
      this.finish(id, { kind: 'error', error: toErrorInfo(error) });
    }
  }
}
