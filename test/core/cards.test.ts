import { expect } from '@open-wc/testing';
import { parseCard, parseCards, formatCard, cardCode, cardFromCode, ALL_CARDS } from '../../src/core/cards.js';
import { cardsDe } from '../../src/i18n/de/cards.js';
import { cardsEn } from '../../src/i18n/cards-en.js';
import { cardText } from '../../src/i18n/table-cards.js';
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

  it('T1: writes cards in notation, never in words (words are the translations’: cards-en, cards-de)', () => {
    expect(formatCard('td')).to.equal('Td');
    expect(formatCard('td', 'symbol')).to.equal('10♦');
    expect(formatCard('Qh', 'symbol')).to.equal('Q♥');
    expect(cardsEn.cardName('As')).to.equal('Ace of spades');
    expect(cardsDe.cardName('As')).to.equal('Pik Ass');
    expect(cardsDe.cardName('Jd')).to.equal('Karo Bube');
    expect(cardsDe.cardName('Qc')).to.equal('Kreuz Dame');
    expect(cardText('Qh', cardsDe.rankLetter)).to.equal('D♥\uFE0E');
    expect(cardText('Td', cardsEn.rankLetter)).to.equal('10♦\uFE0E');
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
