/**
 * Lit's `hasChanged` for a property that holds an array or an object: a new value with the
 * same contents is no change. React (and other frameworks) pass a new array or object on
 * every render of a parent that writes `seats={[…]}` inline; without this, each render would
 * deal the hand again.
 *
 * @internal
 */

/** How deep two values are compared; a deeper (or cyclic) value counts as changed. */
const MAX_DEPTH = 16;

function same(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > MAX_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const proto = Object.getPrototypeOf(a) as unknown;
  if (!Array.isArray(a) && proto !== Object.prototype && proto !== null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** `hasChanged` for array and plain-object properties: changed unless the contents are the same. */
export const changedContents = (value: unknown, old: unknown): boolean => !same(value, old, 0);
