import { expect } from '@open-wc/testing';
import { runHand, type HandEvent } from '../../src/core/index.js';
import { readHandHistory, writeHandHistory, type HandHistory } from '../../src/core/history/index.js';

/**
 * The PHH test vectors in test/fixtures/phh (551 hands written by PokerKit's own PHH writer,
 * copied from ../shared/corpus/phh; see its README), each with the `finishing_stacks`
 * PokerKit computed. Every hand is imported, replayed through runHand, written as PHH and
 * read again, and written as PokerStars text and read again.
 */
async function corpus(): Promise<{ name: string; text: string }[]> {
  const index = await fetch('/test/fixtures/phh/index.txt');
  expect(index.ok, 'test/fixtures/phh/index.txt').to.equal(true);
  const names = (await index.text()).split('\n').filter((name) => name.endsWith('.phh'));
  return Promise.all(
    names.map(async (name) => {
      const response = await fetch(`/test/fixtures/phh/${name}`);
      return { name, text: await response.text() };
    }),
  );
}

const actsOf = (events: readonly HandEvent[]): string => JSON.stringify(events.filter((e) => e.type === 'ACT'));

/** What differs when `hand` makes the round trips, or null. */
function difference(text: string): string | null {
  let ours: HandHistory;
  try {
    ours = readHandHistory(text);
  } catch (error) {
    return `threw ${String(error)}`;
  }
  const result = runHand(ours.input, ours.events);
  if (result.violation) return `refused event ${result.violation.index}: ${result.violation.code} (${result.violation.ruleId})`;
  if (!result.complete) return 'did not complete';
  const expected = ours.finishingStacks;
  if (expected === undefined) return 'no finishing_stacks';
  const seats = ours.input.seats.map((seat) => seat.id);
  const stacks = seats.map((seat) => result.stacks[seat]);
  if (stacks.join() !== seats.map((seat) => expected[seat]).join())
    return `stacks ${stacks.join()} instead of ${seats.map((seat) => expected[seat]).join()}`;
  if (ours.rake !== 0) return `rake ${ours.rake}`;

  const again = readHandHistory(writeHandHistory('phh', ours.input, ours.events, ours));
  if (JSON.stringify(again.input) !== JSON.stringify(ours.input)) return 'PHH export: another input';
  if (JSON.stringify(again.events) !== JSON.stringify(ours.events)) return 'PHH export: other events';
  if (JSON.stringify(again.finishingStacks) !== JSON.stringify(expected)) return 'PHH export: other finishing_stacks';

  const stars = readHandHistory(writeHandHistory('pokerstars', ours.input, ours.events, ours));
  if (stars.format !== 'pokerstars') return 'PokerStars export read as PHH';
  if (actsOf(stars.events) !== actsOf(ours.events)) return 'PokerStars round trip: other actions';
  if (JSON.stringify(stars.events) !== JSON.stringify(ours.events)) return 'PokerStars round trip: other showdown';
  if (
    JSON.stringify(stars.input.holeCards) !== JSON.stringify(ours.input.holeCards) ||
    JSON.stringify(stars.input.board) !== JSON.stringify(ours.input.board)
  )
    return 'PokerStars round trip: other cards';
  const replayed = runHand(stars.input, stars.events);
  if (JSON.stringify(replayed.stacks) !== JSON.stringify(result.stacks)) return 'PokerStars round trip: other final stacks';
  return null;
}

describe('hand histories: the PHH corpus (T3–T20, PokerKit finishing_stacks)', () => {
  it('T18: all 551 PHH files import, replay to finishing_stacks, and survive PHH → ours → PHH and PHH → ours → PokerStars → ours', async () => {
    const hands = await corpus();
    expect(hands).to.have.length(551);
    const mismatches = hands.flatMap(({ name, text }) => {
      const why = difference(text);
      return why === null ? [] : [`${name}: ${why}`];
    });
    expect(mismatches, `hands that differ:\n${mismatches.join('\n')}`).to.deep.equal([]);
  });
});
