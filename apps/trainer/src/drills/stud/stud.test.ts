import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import { naiveStudCategory } from '@croupier/testkit/oracles/stud';
import { compareDrill, decisionDrill, handOf, nameDrill, payoutDrill, qualifyDrill } from './index.ts';
import type { DrillItem } from '../../drill.ts';

// The naive namer of the testkit (counts ranks and suits, apart from the engine).
const naiveName = naiveStudCategory;

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

  it('payout: the explanation names the combination in Russian and works the raise out (full house, ante 10: 20 × 7 = 140)', () => {
    const rng = seededRng('fullHouse-10');
    let item = payoutDrill.item('fullHouse', rng);
    while ((item.data as { ante: number }).ante !== 10) item = payoutDrill.item('fullHouse', rng);
    const v = payoutDrill.check(item, '150');
    expect(v.correct).toBe(true);
    expect(v.explanation).toBe(
      'Дилер играет и проигрывает: АНТЕ 1:1 (10) и СТАВКА по таблице, Фулл 7:1 (20 × 7 = 140).',
    );
  });

  it('decision: the feedback prices the exchange in the text’s words («полтора АНТЕ», not «полторы»)', () => {
    const item = decisionDrill.item('pair', seededRng(3));
    expect(decisionDrill.check(item, 'fold').explanation).toContain(
      'обмен стоит одно АНТЕ за одну карту и полтора АНТЕ за две',
    );
  });

  it('name: the choices and the feedback name combinations in Russian, never by their ids', () => {
    const item = nameDrill.item('fullHouse', seededRng(2));
    const v = nameDrill.check(item, 'flush');
    expect(v.expected).toBe('Фулл');
    expect(v.explanation).not.toMatch(/[A-Za-z]{3}/u);
    expect(item.answer.kind === 'choice' && item.answer.choices.map((c) => c.label)).toContain('Туз-Король');
  });

  it('decision: the best option is judged right, and a fold that is not best shows its EV cost', () => {
    const item: DrillItem = decisionDrill.item('flush-draw', seededRng(11));
    const best = decisionDrill.check(item, 'fold');
    const right = best.expectedAnswer!;
    expect(decisionDrill.check(item, right).correct).toBe(true);
    if (right !== 'fold') expect(best.cost).toMatch(/^−\d+,\d{3} АНТЕ$/);
  });
});
