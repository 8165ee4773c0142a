import { expect } from '@open-wc/testing';
import { parseCard, parseCards, formatCard, cardName, cardCode, cardFromCode, ALL_CARDS } from '../../src/core/cards.js';
import { InvalidCardError } from '../../src/core/errors.js';

describe('T1: cards', () => {
  it('T1: reads As, Td, 10d, any case and suit symbols', () => {
    expect(parseCard('As')).to.equal('As');
    expect(parseCard('td')).to.equal('Td');
    expect(parseCard('10d')).to.equal('Td');
    expect(parseCard('a♠')).to.equal('As');
    expect(parseCards('Kh 9d,7c')).to.deep.equal(['Kh', '9d', '7c']);
    expect(parseCards('Kh9d7c')).to.deep.equal(['Kh', '9d', '7c']);
    expect(parseCards('10h 10d')).to.deep.equal(['Th', 'Td']);
  });

  it('T1: an unknown card throws InvalidCardError with a code and the text', () => {
    try {
      parseCards('Kh Zz');
      expect.fail('should throw');
    } catch (e) {
      expect(e).to.be.instanceOf(InvalidCardError);
      expect((e as InvalidCardError).code).to.equal('unknown-card');
      expect((e as InvalidCardError).text).to.equal('Zz');
    }
    expect(() => parseCard('1x')).to.throw(InvalidCardError);
    expect(() => parseCard('11s')).to.throw(InvalidCardError);
  });

  it('T1: a duplicate card throws duplicate-card', () => {
    try {
      parseCards('As Kd as');
      expect.fail('should throw');
    } catch (e) {
      expect((e as InvalidCardError).code).to.equal('duplicate-card');
      expect((e as InvalidCardError).text).to.equal('As');
    }
  });

  it('T1: names cards in English and German', () => {
    expect(cardName('As', 'en')).to.equal('Ace of spades');
    expect(cardName('As', 'de')).to.equal('Pik Ass');
    expect(cardName('Jd', 'de')).to.equal('Karo Bube');
    expect(cardName('Qc', 'de')).to.equal('Kreuz Dame');
    expect(formatCard('Qh', 'symbol', 'de')).to.equal('D♥');
    expect(formatCard('td', 'symbol')).to.equal('10♦');
  });

  it('T1: 52 distinct cards with codes 0…51 both ways', () => {
    expect(ALL_CARDS.length).to.equal(52);
    expect(new Set(ALL_CARDS).size).to.equal(52);
    ALL_CARDS.forEach((c, i) => {
      expect(cardCode(c)).to.equal(i);
      expect(cardFromCode(i)).to.equal(c);
    });
    expect(cardCode('As')).to.equal(48);
  });
});
