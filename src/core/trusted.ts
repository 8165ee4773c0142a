/**
 * Input that core built and checked itself, handed to one of its own public functions
 * without being checked again (internal to core: not exported from the package). The
 * public functions check what a page passes them; the engines call the same functions in
 * their hot loops with input they made from a checked hand, and mark it: `trusted(input)`
 * marks the object for the next call, and the function asks `isTrusted(input)` before
 * anything else, which clears the mark. A mark holds for one call, with that very object.
 */
let marked: object | null = null;

/** `input`, marked as checked for the next call that asks `isTrusted` about it. */
export function trusted<T extends object>(input: T): T {
  marked = input;
  return input;
}

/** Whether `input` is the object marked by `trusted`; clears the mark either way. */
export function isTrusted(input: unknown): boolean {
  if (marked === null) return false;
  const yes = marked === input;
  marked = null;
  return yes;
}
