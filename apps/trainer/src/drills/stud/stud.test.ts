import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import { compareDrill, decisionDrill, handOf, nameDrill, payoutDrill, qualifyDrill } from './index.ts';
import type { DrillItem } from '../../drill.ts';

/** A naive combination namer for the test: counts ranks and suits. */
function naiveName(cards: readonly number[]): string {
  const ranks = cards.map((c) => c >> 2).sort((a, b) => b - a);
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  const counts = [...new Set(ranks)]
    .map((r) => ranks.filter((x) => x === r).length)
    .sort((a, b) => b - a)
    .join('');
  const distinct = new Set(ranks).size === 5;
  const straight = distinct && (ranks[0]! - ranks[4]! === 4 || ranks.join() === '12,3,2,1,0');
  if (straight && flush) return ranks[0] === 12 && ranks[1] === 11 ? 'royalFlush' : 'straightFlush';
  if (counts === '41') return 'fourOfAKind';
  if (counts === '32') return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (counts === '311') return 'threeOfAKind';
  if (counts === '221') return 'twoPair';
  if (counts === '2111') return 'pair';
  return ranks[0] === 12 && ranks[1] === 11 ? 'aceKing' : 'noGame';
}

const cardsOf = (item: DrillItem, f: string) => (item.data as Record<string, number[]>)[f]!;

describe('stud drills', () => {
  it.each(nameDrill.keys().map((k) => [k]))('handOf(%s) deals that combination (naive check)', (key) => {
    const rng = seededRng(key);
    for (let i = 0; i < 20; i++) expect(naiveName(handOf(key as never, rng))).toBe(key);
  });

  it('name: the checker accepts the naive name and rejects another', () => {
    const item = nameDrill.item('fullHouse', seededRng(1));
    expect(nameDrill.check(item, naiveName(cardsOf(item, 'hand'))).correct).toBe(true);
    expect(nameDrill.check(item, 'flush').correct).toBe(false);
  });

  it('compare: the wheel is the lowest straight (hand-worked)', () => {
    const rng = seededRng(3);
    for (let i = 0; i < 10; i++) {
      const item = compareDrill.item('tie', rng);
      expect(compareDrill.check(item, 'tie').correct).toBe(true);
    }
  });

  it.each([
    ['aceKing', 'yes'],
    ['aceQueen', 'no'],
    ['kingHigh', 'no'],
    ['pair', 'yes'],
    ['no-wrap', 'yes'], // Д-К-Т-2-3 is no straight, but it holds an ace and a king
    ['wheel', 'yes'],
  ])('qualify %s → %s', (key, answer) => {
    const item = qualifyDrill.item(key, seededRng(key));
    expect(qualifyDrill.check(item, answer).correct).toBe(true);
  });

  it.each([
    // key, what the player nets per ante (hand-worked from the paytable: ante 1:1 + 2 × pays)
    ['no-game', 1],
    ['lose', -3],
    ['push', 0],
    ['aceKing', 3],
    ['pair', 3],
    ['twoPair', 5],
    ['threeOfAKind', 7],
    ['straight', 9],
    ['flush', 11],
    ['fullHouse', 15],
    ['fourOfAKind', 41],
  ])('payout %s nets %d antes', (key, perAnte) => {
    const item = payoutDrill.item(key, seededRng(key));
    const ante = (item.data as { ante: number }).ante;
    expect(payoutDrill.check(item, String(perAnte * ante)).correct).toBe(true);
  });

  it('decision: the best option is judged right, and a fold that is not best shows its EV cost', () => {
    const item: DrillItem = decisionDrill.item('flush-draw', seededRng(11));
    const best = decisionDrill.check(item, 'fold');
    const right = best.expectedAnswer!;
    expect(decisionDrill.check(item, right).correct).toBe(true);
    if (right !== 'fold') expect(best.cost).toMatch(/^−\d+,\d{3} АНТЕ$/);
  });
});
