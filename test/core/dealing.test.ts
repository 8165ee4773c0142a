import { expect } from '@open-wc/testing';
import { ALL_CARDS } from '../../src/core/cards.js';
import { dealHoleCards, dealingOrder, dealStreet, stackedDeck } from '../../src/core/dealing.js';
import { HoldemError, InvalidCardError } from '../../src/core/errors.js';

describe('dealing (T5)', () => {
  it('T5: cards go clockwise from the first seat left of the button, the button last', () => {
    expect(dealingOrder(['Anna', 'Ben', 'Carla', 'Dora'], 'Ben')).to.deep.equal(['Carla', 'Dora', 'Anna', 'Ben']);
  });

  it('T5: one card at a time, two rounds', () => {
    const deck = ALL_CARDS.slice();
    const { holeCards, next } = dealHoleCards(deck, 0, ['Carla', 'Dora', 'Anna']);
    expect(holeCards).to.deep.equal({ Carla: ['2s', '2c'], Dora: ['2h', '3s'], Anna: ['2d', '3h'] });
    expect(next).to.equal(6);
  });

  it('T5: a card is burned before the flop, the turn and the river', () => {
    const deck = ALL_CARDS.slice();
    const flop = dealStreet(deck, 6, 'flop');
    expect(flop).to.deep.equal({ burned: '3d', cards: ['3c', '4s', '4h'], next: 10 });
    const turn = dealStreet(deck, flop.next, 'turn');
    expect(turn).to.deep.equal({ burned: '4d', cards: ['4c'], next: 12 });
    const river = dealStreet(deck, turn.next, 'river');
    expect(river).to.deep.equal({ burned: '5s', cards: ['5h'], next: 14 });
  });

  it('T5: a deck stacked for given hole cards and board deals exactly them, burns in between', () => {
    const deck = stackedDeck({
      seats: ['Anna', 'Ben', 'Carla'],
      button: 'Carla',
      holeCards: { Anna: 'As Kd', Ben: ['Qh', 'Qc'], Carla: '7d 2c' },
      board: 'Jh Th 9h 2d 3s',
      rest: ALL_CARDS,
    });
    expect(new Set(deck).size).to.equal(52);
    const { holeCards, next } = dealHoleCards(deck, 0, dealingOrder(['Anna', 'Ben', 'Carla'], 'Carla'));
    expect(holeCards).to.deep.equal({ Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'], Carla: ['7d', '2c'] });
    const flop = dealStreet(deck, next, 'flop');
    const turn = dealStreet(deck, flop.next, 'turn');
    const river = dealStreet(deck, turn.next, 'river');
    expect([...flop.cards, ...turn.cards, ...river.cards]).to.deep.equal(['Jh', 'Th', '9h', '2d', '3s']);
    expect([flop.burned, turn.burned, river.burned]).to.deep.equal(['2s', '2h', '3h']);
  });

  it('T1: a card given twice, a seat not dealt in, or three hole cards is an input error', () => {
    const base = { seats: ['A', 'B'], button: 'B', rest: ALL_CARDS };
    expect(() => stackedDeck({ ...base, holeCards: { A: 'As Kd', B: 'As 2c' } })).to.throw(InvalidCardError);
    expect(() => stackedDeck({ ...base, holeCards: { A: 'As Kd' }, board: 'Kd 2c 3c' })).to.throw(InvalidCardError);
    expect(() => stackedDeck({ ...base, holeCards: { Zed: 'As Kd' } })).to.throw(HoldemError);
    expect(() => stackedDeck({ ...base, holeCards: { A: 'As Kd Qh' } })).to.throw(HoldemError);
  });
});
