/**
 * `npx tsx bench/find-rank-keys.ts`: derives the two key lists at the top of
 * `src/core/evaluator-tables.ts` (about a minute).
 *
 * Rank keys: 13 non-negative integers such that two different multisets of ranks of the
 * same size (at most seven cards, at most four of a rank) never have the same key sum.
 * Greedy: each key is the least integer above the previous one that keeps the property for
 * the ranks chosen so far. Adding rank i with count c to a multiset A can only collide with
 * B plus d copies where c ≠ d (equal counts reduce to A ≠ B, already distinct), so each
 * candidate is checked against the sums of the smaller set.
 *
 * Suit keys: four integers, smallest largest seven-card sum, such that the sum over seven
 * cards tells which suit, if any, holds five or more of them. Exhaustive search.
 */

function rankKeys(): number[] {
  const keys = [0];
  // Multisets over the ranks chosen so far, as parallel lists of sum and size.
  let sums = [0, 0, 0, 0, 0];
  let sizes = [0, 1, 2, 3, 4];
  const LIMIT = 1 << 24;
  const stamp = new Int32Array(LIMIT * 8).fill(-1);
  for (let rank = 1; rank < 13; rank++) {
    let maxSum = 0;
    for (const s of sums) maxSum = Math.max(maxSum, s);
    const taken = new Uint8Array((maxSum + 1) * 8);
    sums.forEach((s, i) => (taken[s * 8 + sizes[i]!] = 1));
    let key = keys[rank - 1]! + 1;
    for (; ; key++) {
      let clash = false;
      for (let c = 1; c <= 4 && !clash; c++) {
        for (let i = 0; i < sums.length; i++) {
          const size = sizes[i]! + c;
          if (size > 7) continue;
          const sum = sums[i]! + c * key;
          if (sum >= LIMIT) throw new Error('search limit reached');
          const slot = sum * 8 + size;
          if ((sum <= maxSum && taken[slot]) || stamp[slot] === key) {
            clash = true;
            break;
          }
          stamp[slot] = key;
        }
      }
      if (!clash) break;
    }
    keys.push(key);
    const nextSums: number[] = [],
      nextSizes: number[] = [];
    sums.forEach((s, i) => {
      for (let c = 0; c <= 4 && sizes[i]! + c <= 7; c++) {
        nextSums.push(s + c * key);
        nextSizes.push(sizes[i]! + c);
      }
    });
    sums = nextSums;
    sizes = nextSizes;
  }
  return keys;
}

function suitKeys(): number[] {
  for (let top = 1; ; top++) {
    for (let b = 1; b < top; b++) {
      for (let a = 1; a < b; a++) {
        const keys = [0, a, b, top];
        const flushSuitBySum = new Map<number, number>();
        let ok = true;
        for (let n0 = 0; n0 <= 7 && ok; n0++)
          for (let n1 = 0; n0 + n1 <= 7 && ok; n1++)
            for (let n2 = 0; n0 + n1 + n2 <= 7 && ok; n2++) {
              const counts = [n0, n1, n2, 7 - n0 - n1 - n2];
              const sum = counts.reduce((t, n, s) => t + n * keys[s]!, 0);
              const suit = counts.findIndex((n) => n >= 5);
              const seen = flushSuitBySum.get(sum);
              if (seen !== undefined && seen !== suit) ok = false;
              flushSuitBySum.set(sum, suit);
            }
        if (ok) return keys;
      }
    }
  }
}

console.log('suit keys', JSON.stringify(suitKeys()));
console.log('rank keys', JSON.stringify(rankKeys()));
