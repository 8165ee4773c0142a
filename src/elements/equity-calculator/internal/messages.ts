/**
 * What the equity worker and the page say to each other, and how a core error travels
 * (as data: code and the text it names).
 *
 * @internal
 */
import { HoldemError } from '../../../core/errors.js';

/** Boards per slice between progress reports (a few milliseconds of work). */
export const SLICE = 100_000;

export interface ErrorInfo {
  code: string;
  message: string;
  /** The text the error is about: a card, a range part. */
  text: string;
}

export type WorkerReply =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'packed'; packed: Float64Array; done: number; total: number }
  | ({ id: number; kind: 'error' } & ErrorInfo);

export function errorInfo(error: HoldemError): ErrorInfo {
  const named = error as HoldemError & { text?: unknown; token?: unknown };
  const text = typeof named.token === 'string' ? named.token : typeof named.text === 'string' ? named.text : '';
  return { code: String(error.code), message: error.message, text };
}

/** A core error, or anything thrown, as data. */
export const toErrorInfo = (error: unknown): ErrorInfo =>
  errorInfo(error instanceof HoldemError ? error : new HoldemError('invalid-input', String(error)));
