import { expect } from '@open-wc/testing';
import type { HoldemTranslation } from '../../../src/i18n/translation.js';
import { cardsEn } from '../../../src/i18n/cards-en.js';
import en from '../../../src/i18n/en.js';
import { slotsOf } from '../../../src/elements/shared/card-slots.js';
import { MAX_HANDS, rankDeal } from '../../../src/elements/hand-ranker/internal/deal.js';
import { handsOf } from '../../../src/elements/hand-ranker/editing.js';
import { readHandModels, readHands } from '../../../src/elements/hand-ranker/internal/read-input.js';
import { errorMessage } from '../../../src/elements/hand-ranker/internal/errors.js';
import { changeDetail, errorDetail, handNames, type Terms } from '../../../src/elements/hand-ranker/internal/wording.js';

const english: Partial<HoldemTranslation> = { ...cardsEn, ...en };
const t: Terms = {
  term: ((key: keyof HoldemTranslation, ...args: unknown[]) => {
    const term = english[key];
    return typeof term === 'function' ? (term as (...a: unknown[]) => string)(...args) : term;
  }) as Terms['term'],
};

describe('hand-ranker internals', () => {
  describe('read-input', () => {
    it('reads hands as "Name: card card", the name optional, empty entries dropped', () => {
      expect(readHands('Anna: Ks Qd; Kc,Jd;\n ; Carla:')).to.deep.equal([
        { name: 'Anna', cards: ['Ks', 'Qd'] },
        { name: '', cards: ['Kc', 'Jd'] },
        { name: 'Carla', cards: [] },
      ]);
    });

    it('models keep a stable id per position and every card as a slot; back to input unchanged', () => {
      const models = readHandModels([{ name: ' Anna ', cards: 'Ks Zz' }, { cards: ['Kc', 'Jd'] }]);
      expect(models.map((hand) => [hand.id, hand.name, hand.slots.map((slot) => slot.card)])).to.deep.equal([
        ['hand-0', 'Anna', ['Ks', null]],
        ['hand-1', '', ['Kc', 'Jd']],
      ]);
      expect(handsOf(models)).to.deep.equal([
        { name: 'Anna', cards: ['Ks', 'Zz'] },
        { name: '', cards: ['Kc', 'Jd'] },
      ]);
      expect(readHandModels('Anna: Ks Qd')[0]!.name).to.equal('Anna');
    });
  });

  describe('deal: core ranks the hands (T1, T17)', () => {
    const board = slotsOf('Kh 9d 7c 4s 2h');

    it('T17: K-Q beats K-J on a K-9-7-4-2 board', () => {
      const { showdown, problem } = rankDeal(board, readHandModels('Anna: Ks Qd; Ben: Kc Jd'));
      expect(problem).to.equal(null);
      expect(showdown!.winners).to.deep.equal(['hand-0']);
      expect(showdown!.reason).to.deep.equal({ kind: 'rank', role: 'kicker', index: 1, winner: 'Q', loser: 'J' });
    });

    it('T1: text that is no card, a card dealt twice; T17: too few cards names the hand', () => {
      expect(rankDeal(slotsOf('Zz 9d'), readHandModels('Anna: Ks Qd')).problem).to.deep.equal({ code: 'unknown-card', text: 'Zz' });
      expect(rankDeal(board, readHandModels('Anna: Kh Qd')).problem).to.deep.equal({ code: 'duplicate-card', text: 'Kh' });
      const hands = readHandModels('Anna: Ks; Ben: Kc Jd');
      const { problem } = rankDeal(slotsOf('Kh 9d 7c'), hands);
      expect(problem).to.deep.equal({ code: 'card-count', text: 'hand-0', hand: hands[0] });
    });

    it('a name twice (case and spaces aside) and more than MAX_HANDS hands are problems; unnamed hands are no twins', () => {
      const hands = readHandModels('Anna: Ks Qd; ANNA: Kc Jd');
      expect(rankDeal(board, hands).problem).to.deep.equal({ code: 'duplicate-name', text: 'ANNA', hand: hands[1] });
      expect(rankDeal(board, readHandModels('As Ad; Ac 8d')).problem).to.equal(null);
      const thirteen = readHandModels(
        ['2c 2d', '3c 3d', '4c 4d', '5c 5d', '6c 6d', '7s 7d', '8c 8d', '9c 9h', 'Tc Td', 'Jc Jd', 'Qc Qd', 'Ks 3s', 'Ac Ad'].join('; '),
      );
      expect(MAX_HANDS).to.equal(12);
      expect(rankDeal(board, thirteen).problem).to.deep.equal({ code: 'too-many-players', text: '13' });
      expect(rankDeal(board, thirteen.slice(0, 12)).problem).to.equal(null);
    });

    it('no hands: nothing to rank and nothing wrong', () => {
      expect(rankDeal(board, [])).to.deep.equal({ showdown: null, problem: null });
    });
  });

  describe('wording', () => {
    it('T17: the change detail names players, words each hand and the verdict', () => {
      const hands = readHandModels('Anna: Ks Qd; Kc Jd');
      const { showdown } = rankDeal(slotsOf('Kh 9d 7c 4s 2h'), hands);
      const detail = changeDetail(t, showdown!, hands);
      expect(detail.hands.map((hand) => [hand.name, hand.description, hand.place])).to.deep.equal([
        ['Anna', 'Pair of kings', 1],
        ['Player 2', 'Pair of kings', 2],
      ]);
      expect(detail.reason).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
      expect(handNames(t, hands).nameOfId('hand-1')).to.equal('Player 2');
    });

    it('T1: messages name the card and the player', () => {
      const board = slotsOf('Kh 9d 7c');
      const hands = readHandModels('Anna: Ks; Ben: Kh Jd');
      expect(errorMessage(t, { code: 'duplicate-card', text: 'Kh' }, board, hands)).to.equal(
        'Kh (King of hearts) is dealt twice: the deck holds each card once.',
      );
      const { problem } = rankDeal(board, readHandModels('Anna: Ks; Ben: Kc Jd'));
      expect(errorDetail(t, problem!, errorMessage(t, problem!, board, hands), hands)).to.deep.equal({
        code: 'card-count',
        text: 'Anna',
        message: 'Anna has 1 card and the board 3: together they must make 5, 6 or 7 (two hole cards on a full board).',
      });
    });
  });
});
