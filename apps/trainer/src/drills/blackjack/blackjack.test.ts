import { describe, expect, it } from 'vitest';
import { naivePoints, naiveValue } from '@croupier/testkit/oracles/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { dealerDrill, doubleDrill, drills, payoutDrill, splitDrill, strategyDrill } from './index.ts';
import { STRATEGY } from './strategy-data.ts';
import { strategyTable } from './strategy-table.ts';

const values = (cards: readonly number[]) => cards.map(naivePoints);

describe('every blackjack drill builds an item for every key and judges it', () => {
  it.each(drills.map((d) => [d.id, d] as const))('%s', (_id, d) => {
    const rng = seededRng(d.id);
    for (const key of d.keys()) {
      const item = d.item(key, rng);
      expect(item.key).toBe(key);
      const first = item.answer.kind === 'choice' ? item.answer.choices[0]!.id : '0';
      const v = d.check(item, first);
      expect(v.expected.length).toBeGreaterThan(0);
      expect(v.ruleLink).toMatch(/^\/blackjack\/#/);
    }
  });
});

describe('hand-worked answers', () => {
  it('double: yes exactly on first-two-card totals 9, 10, 11, the ace counted 1 or 11 (a naive sum)', () => {
    const rng = seededRng(1);
    for (const key of doubleDrill.keys()) {
      const item = doubleDrill.item(key, rng);
      const cardValues = values(item.hands![0]!.cards);
      const { total } = naiveValue(item.hands![0]!.cards);
      const aceAsOne = cardValues.reduce((a, b) => a + b, 0);
      const inRange = (t: number) => t >= 9 && t <= 11;
      const want = inRange(total) || inRange(aceAsOne) ? 'yes' : 'no';
      expect(doubleDrill.check(item, want).correct).toBe(true);
    }
  });

  it('split: equal values only, never aces; J+K is a pair', () => {
    const rng = seededRng(2);
    for (const key of splitDrill.keys()) {
      const item = splitDrill.item(key, rng);
      const [a, b] = values(item.hands![0]!.cards);
      const want = a === b && a !== 1 ? 'yes' : 'no';
      expect(splitDrill.check(item, want).correct).toBe(true);
    }
    const mixed = splitDrill.item('tens-mixed', seededRng(3));
    expect(splitDrill.check(mixed, 'yes').correct).toBe(true);
  });

  it('dealer: draws below 17, stands on 17 and up, soft 17 included', () => {
    const rng = seededRng(4);
    for (const key of dealerDrill.keys()) {
      const item = dealerDrill.item(key, rng);
      const { total, soft } = naiveValue(item.hands![0]!.cards);
      expect(`${soft ? 'soft' : 'hard'}-${total}`).toBe(key);
      expect(dealerDrill.check(item, total < 17 ? 'draw' : 'stand').correct).toBe(true);
    }
  });

  it.each([
    { key: 'blackjack-even', stake: 10, win: 15 },
    { key: 'blackjack-odd', stake: 5, win: 7 },
    { key: 'win-even', stake: 10, win: 10 },
    { key: 'insurance', stake: 10, win: 10 },
    { key: 'push', stake: 20, win: 0 },
    { key: 'blackjack-vs-21', stake: 10, win: 15 },
    { key: 'blackjack-vs-blackjack', stake: 10, win: 0 },
  ])('payout $key on $stake wins $win', ({ key, stake, win }) => {
    const item = { ...payoutDrill.item(key, seededRng(5)), data: { cards: [], stake } };
    expect(payoutDrill.check(item, String(win)).correct).toBe(true);
    expect(payoutDrill.check(item, String(win + 1)).correct).toBe(false);
  });

  it('strategy: 11 against a ten hits under the text (a dealer blackjack takes the double); the cost is told', () => {
    const item = strategyDrill.item('hard-11-10', seededRng(6));
    expect(strategyDrill.check(item, 'hit').correct).toBe(true);
    const wrong = strategyDrill.check(item, 'double');
    expect(wrong.correct).toBe(false);
    expect(wrong.cost).toMatch(/^−\d+,\d\d % ставки$/);
    expect(strategyDrill.check(strategyDrill.item('pair-8-6', seededRng(7)), 'split').correct).toBe(true);
    expect(strategyDrill.check(strategyDrill.item('hard-16-10', seededRng(8)), 'hit').correct).toBe(true);
    expect(strategyDrill.check(strategyDrill.item('pair-A-6', seededRng(9)), 'split').correct).toBe(false);
  });
});

describe('the strategy table is current', () => {
  it('equals a fresh run of the generator', () => {
    expect(STRATEGY).toEqual(strategyTable());
  });
});
