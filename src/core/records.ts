/**
 * Records keyed by seat or player ids. An id is any string a page chooses, also a name
 * that `Object.prototype` has (`constructor`, `toString`, `__proto__`): membership is
 * asked with `hasOwn` (never `in`), and `put` stores `__proto__` as an own property
 * (plain assignment would set the object's prototype instead).
 */

/** Whether `record` has its own `key` (not one inherited from `Object.prototype`). */
export const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** `record[key] = value`, also for the key `__proto__`. */
export function put<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}

/** `record[key]` if `record` has its own `key`, else `undefined`. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return hasOwn(record, key) ? record[key] : undefined;
}
