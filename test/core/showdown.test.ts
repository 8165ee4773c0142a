import { expect } from '@open-wc/testing';
import { HoldemError, InvalidCardError } from '../../src/core/errors.js';
import { evaluate } from '../../src/core/evaluate.js';
import { explainComparison, rankRole, winners } from '../../src/core/showdown.js';

/** What a hand is, as data (core has no words for it): its category and the ranks that name it. */
const shape = (r: { category: string; ranks: readonly string[] }): string[] => [
  r.category,
  ...r.ranks.slice(0, r.category === 'full-house' || r.category === 'two-pair' ? 2 : 1),
];

const hand = (id: string, cards: string) => ({ id, cards: cards.split(' ') });
const board = (cards: string) => cards.split(' ');

describe('T17: showdown', () => {
  it('T17: board K-9-7-4-2, Anna K-Q beats Ben K-J on the queen kicker', () => {
    const r = winners(board('Ks 9d 7c 4h 2s'), [hand('anna', 'Kh Qc'), hand('ben', 'Kd Jc')]);
    expect(r.winners).to.deep.equal(['anna']);
    expect(r.split).to.equal(false);
    expect(r.boardPlays).to.equal(false);
    expect(r.runnerUp).to.equal('ben');
    expect(r.reason).to.deep.equal({ kind: 'rank', role: 'kicker', index: 1, winner: 'Q', loser: 'J' });
    expect(r.ranking.map((e) => [e.id, e.place])).to.deep.equal([
      ['anna', 1],
      ['ben', 2],
    ]);
    expect(r.ranking[0]!.hole).to.deep.equal(['Kh', 'Qc']);
    expect(shape(r.ranking[0]!.result)).to.deep.equal(['one-pair', 'K']);
    expect(r.board).to.deep.equal(['Ks', '9d', '7c', '4h', '2s']);
  });

  it('T17: board 5-6-7-8-9 and nobody holds a ten: everyone plays the board and splits', () => {
    const r = winners(board('5c 6d 7h 8s 9c'), [hand('anna', 'As Kd'), hand('ben', '2s 2d')]);
    expect(r.winners).to.deep.equal(['anna', 'ben']);
    expect(r.split).to.equal(true);
    expect(r.boardPlays).to.equal(true);
    expect(r.reason).to.deep.equal({ kind: 'tie' });
    expect(r.runnerUp).to.equal(undefined);
    expect(r.ranking.map((e) => e.place)).to.deep.equal([1, 1]);
    // A nine in the hand changes nothing: the board's nine is the one that plays.
    const withNine = winners(board('5c 6d 7h 8s 9c'), [hand('anna', '9h Kd'), hand('ben', '2s 2d')]);
    expect(withNine.boardPlays).to.equal(true);
    expect(withNine.ranking[0]!.result.bestFive).to.deep.equal(['9c', '8s', '7h', '6d', '5c']);
    // A ten makes a higher straight and wins alone.
    const withTen = winners(board('5c 6d 7h 8s 9c'), [hand('anna', 'As Kd'), hand('ben', 'Ts 2d')]);
    expect(withTen.winners).to.deep.equal(['ben']);
    expect(withTen.boardPlays).to.equal(false);
    expect(withTen.reason).to.deep.equal({ kind: 'rank', role: 'straight-high', index: 0, winner: 'T', loser: '9' });
  });

  it('T17: a higher category wins: flush over straight', () => {
    const r = winners(board('4h 5h 6c 7h Kd'), [hand('straight', '8s 3c'), hand('flush', 'Ah 2h')]);
    expect(r.winners).to.deep.equal(['flush']);
    expect(r.reason).to.deep.equal({ kind: 'category', winner: 'flush', loser: 'straight' });
    expect(r.ranking.map((e) => e.id)).to.deep.equal(['flush', 'straight']);
  });

  it('T17: two pair with the same high pair: the lower pair decides', () => {
    const r = winners(board('Kd 9s 4c 2h 8d'), [hand('ben', 'Ks 8s'), hand('anna', 'Kh 9h')]);
    expect(r.winners).to.deep.equal(['anna']);
    expect(r.reason).to.deep.equal({ kind: 'rank', role: 'low-pair', index: 1, winner: '9', loser: '8' });
  });

  it('T17: three players, two tie for first and share the place, the third loses', () => {
    const r = winners(board('Ad Kd 7s 4c 2h'), [hand('carla', 'Kc Qh'), hand('anna', 'As 9c'), hand('ben', 'Ah 9d')]);
    expect(r.winners).to.deep.equal(['anna', 'ben']);
    expect(r.split).to.equal(true);
    expect(r.boardPlays).to.equal(false);
    expect(r.runnerUp).to.equal('carla');
    expect(r.reason).to.deep.equal({ kind: 'rank', role: 'pair', index: 0, winner: 'A', loser: 'K' });
    expect(r.ranking.map((e) => [e.id, e.place])).to.deep.equal([
      ['anna', 1],
      ['ben', 1],
      ['carla', 3],
    ]);
  });

  it('T17: one hand alone wins, no hand leaves no winner; hands on an earlier street or without a board work', () => {
    const alone = winners(board('Ad Kd 7s 4c 2h'), [hand('anna', 'As 9c')]);
    expect(alone.winners).to.deep.equal(['anna']);
    expect(alone.split).to.equal(false);
    expect(alone.reason).to.deep.equal({ kind: 'tie' });
    expect(alone.runnerUp).to.equal(undefined);
    const nobody = winners(board('Ad Kd 7s 4c 2h'), []);
    expect(nobody.winners).to.deep.equal([]);
    expect(nobody.ranking).to.deep.equal([]);
    expect([nobody.split, nobody.boardPlays]).to.deep.equal([false, false]);
    const turn = winners(board('Ad Kd 7s 4c'), [hand('anna', 'As 9c'), hand('ben', 'Ks Kc')]);
    expect(turn.winners).to.deep.equal(['ben']);
    expect(turn.boardPlays).to.equal(false);
    const stud = winners([], [hand('anna', 'As Ad Kc Qh 2s'), hand('ben', '3s 3d 3c 7h 2d')]);
    expect(stud.winners).to.deep.equal(['ben']);
    expect(stud.reason).to.deep.equal({ kind: 'category', winner: 'three-of-a-kind', loser: 'one-pair' });
  });

  it('T1: a card in two places, a wrong card count or an unknown card throws InvalidCardError', () => {
    const codeOf = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        expect(e).to.be.instanceOf(InvalidCardError);
        return (e as InvalidCardError).code;
      }
      return 'no error';
    };
    expect(codeOf(() => winners(board('Ad Kd 7s 4c 2h'), [hand('a', 'As 9c'), hand('b', 'Ad 9d')]))).to.equal('duplicate-card');
    expect(codeOf(() => winners(board('Ad Kd 7s 4c 2h'), [hand('a', 'As 9c'), hand('b', 'as 9d')]))).to.equal('duplicate-card');
    expect(codeOf(() => winners(board('Ad Kd 7s 4c 2h 3h'), [hand('a', 'As 9c')]))).to.equal('card-count');
    expect(codeOf(() => winners(board('Ad Kd 7s'), [hand('a', 'As')]))).to.equal('card-count');
    expect(codeOf(() => winners(board('Ad Kd 7s 4c 2h'), [hand('a', 'As 9c 9d')]))).to.equal('card-count');
    expect(codeOf(() => winners(board('Ad Kd 7s 4c 2h'), [hand('a', 'As 1x')]))).to.equal('unknown-card');
    try {
      winners(board('Ad Kd 7s 4c 2h'), [hand('anna', 'As 9c 9d')]);
    } catch (e) {
      expect((e as Error).message)
        .to.contain('anna')
        .and.contain('5, 6 or 7');
    }
    expect(() => winners(board('Ad Kd 7s 4c 2h'), [hand('a', 'As 9c'), hand('a', 'Qs Qc')])).to.throw(HoldemError);
  });

  it('T17: a comparison is always told from the better hand, whichever comes first', () => {
    const better = evaluate(['Kh', 'Qc', 'Ks', '9d', '7c', '4h', '2s']);
    const worse = evaluate(['Kd', 'Jc', 'Ks', '9d', '7c', '4h', '2s']);
    expect(explainComparison(worse, better)).to.deep.equal(explainComparison(better, worse));
    expect(explainComparison(better, better)).to.deep.equal({ kind: 'tie' });
  });

  it('T17: each tie-break rank has a role named for its category', () => {
    expect([0, 1].map((i) => rankRole('four-of-a-kind', i))).to.deep.equal(['quads', 'kicker']);
    expect([0, 1].map((i) => rankRole('full-house', i))).to.deep.equal(['trips', 'full-of']);
    expect([0, 1, 2].map((i) => rankRole('three-of-a-kind', i))).to.deep.equal(['trips', 'kicker', 'kicker']);
    expect([0, 1, 2].map((i) => rankRole('two-pair', i))).to.deep.equal(['high-pair', 'low-pair', 'kicker']);
    expect([0, 3].map((i) => rankRole('one-pair', i))).to.deep.equal(['pair', 'kicker']);
    expect([0, 4].map((i) => rankRole('flush', i))).to.deep.equal(['flush-card', 'flush-card']);
    expect([0, 4].map((i) => rankRole('high-card', i))).to.deep.equal(['high-card', 'kicker']);
    expect(rankRole('straight-flush', 0)).to.equal('straight-high');
    // Full house against full house with the same three of a kind: the pair decides.
    const r = winners(board('Qs Qd Qc 7h 2d'), [hand('a', '7s 3c'), hand('b', '2s 3d')]);
    expect(r.reason).to.deep.equal({ kind: 'rank', role: 'full-of', index: 1, winner: '7', loser: '2' });
  });
});
