import { describe, expect, it } from 'vitest';
import { naiveOutcome, naiveWinnings } from '@croupier/testkit/oracles/craps';
import type { DrillItem } from '../../drill.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, withRules } from '../test-helpers.ts';
import { comeOutDrill } from './come-out.ts';
import { maxOddsDrill } from './max-odds.ts';
import { mayChangeDrill } from './may-change.ts';
import { payoutDrill } from './payout.ts';
import { rollEffectDrill } from './roll-effect.ts';
import { betterBetDrill } from './better-bet.ts';

const CASINO = withRules('craps', rulesOf('craps', 'casino'));

describe('craps drills', () => {
  it('the come-out: every total for both line bets, judged as the text says', () => {
    // Written from the text, not from the engine: 2 returns «Не проходит» (bar 2).
    const pass: Record<number, string> = { 2: 'lose', 3: 'lose', 7: 'win', 11: 'win', 12: 'lose' };
    const dont: Record<number, string> = { 2: 'push', 3: 'win', 7: 'lose', 11: 'lose', 12: 'win' };
    expect(keysUnder(comeOutDrill)).toHaveLength(22);
    for (const key of keysUnder(comeOutDrill)) {
      const item = deal(comeOutDrill, key, key);
      const total = item.dice![0] + item.dice![1];
      expect(`${key.split('-')[0]}-${total}`).toBe(key);
      const want = (key.startsWith('pass') ? pass : dont)[total] ?? 'point';
      expect(comeOutDrill.check(item, want)).toMatchObject({ correct: true, expectedAnswer: want });
      expect(comeOutDrill.check(item, want === 'win' ? 'lose' : 'win').correct).toBe(false);
    }
  });

  it('the come-out explanation follows the table’s bar', () => {
    expect(comeOutDrill.check(deal(comeOutDrill, 'dontPass-12', 1), 'win').explanation).toBe(
      '«Не проходит» на выходном броске выигрывает на 3 или 12, проигрывает на 7 или 11, при 2 возвращается игроку; 4, 5, 6, 8, 9 и 10 становятся пунктом.',
    );
    expect(comeOutDrill.check(deal(comeOutDrill, 'dontPass-12', 1, CASINO), 'push')).toMatchObject({
      correct: true,
      explanation:
        '«Не проходит» на выходном броске выигрывает на 2 или 3, проигрывает на 7 или 11, при 12 возвращается игроку; 4, 5, 6, 8, 9 и 10 становятся пунктом.',
    });
  });

  it('what a roll does: agrees with the testkit’s reading of the layout, under both rule sets', () => {
    for (const rules of [DEFAULT_RULES, CASINO]) {
      let decided = 0;
      for (let i = 0; i < 60; i++) {
        for (const key of keysUnder(rollEffectDrill, rules)) {
          const item = deal(rollEffectDrill, key, `${key}-${i}`, rules);
          const { bet, point } = item.data as { bet: string; point: number };
          const [a, b] = item.dice!;
          const o = naiveOutcome(bet, point, a, b, rules.craps);
          const want = o.startsWith('win') ? 'win' : o.startsWith('move') ? 'move' : o;
          expect(rollEffectDrill.check(item, want).correct).toBe(true);
          if (want !== 'none') decided++;
        }
      }
      // the generator leans to deciding rolls, so the answers are not mostly «остаётся»
      expect(decided).toBeGreaterThan(60 * 20 * 0.6);
    }
  });

  it.each([
    // key, stake → winnings, worked by hand
    ['place6', 12, 14],
    ['place4', 10, 18],
    ['place9', 15, 21],
    ['odds4', 7, 14],
    ['odds5', 10, 15],
    ['odds8', 25, 30],
    ['hard4', 3, 21],
    ['hard8', 10, 90],
  ] as const)('payout: %s for %s pays %s', (key, stake, won) => {
    const dealt = deal(payoutDrill, key, key);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), stake } };
    expect(payoutDrill.check(item, String(won))).toMatchObject({ correct: true, expected: String(won) });
    expect(payoutDrill.check(item, String(won + 1)).correct).toBe(false);
  });

  // The text: «Выигравшая ставка "Проходит" оплачивается 1 : 1», «Выигравшая ставка "Не проходит" оплачивается 1 : 1».
  it.each(['pass', 'dontPass'] as const)('payout: a winning %s pays 1:1, on its come-out and on its point', (key) => {
    const seen = new Set<string>();
    for (const rules of [DEFAULT_RULES, CASINO]) {
      for (let seed = 0; seed < 40; seed++) {
        const item = deal(payoutDrill, key, `${key}-${seed}`, rules);
        const { bet, point, stake, dice } = item.data as {
          bet: string;
          point: number | null;
          stake: number;
          dice: number[];
        };
        expect(bet).toBe(key);
        seen.add(point === null ? 'come-out' : 'point');
        const t = dice[0]! + dice[1]!;
        // the text's winning rolls: «Проходит» 7 or 11 on the come-out, the point before a 7; «Не проходит» 3 or
        // 12 (2 at the casino's bar of 12) on the come-out, a 7 before the point
        const bar = rules === CASINO ? 12 : 2;
        const wins =
          key === 'pass'
            ? point === null
              ? [7, 11]
              : [point]
            : point === null
              ? [2, 3, 12].filter((x) => x !== bar)
              : [7];
        expect(wins, `${key} ${point} ${t}`).toContain(t);
        expect(item.solution.answer).toBe(String(stake));
        expect(payoutDrill.check(item, String(stake))).toMatchObject({
          correct: true,
          explanation: `${key === 'pass' ? '«Проходит»' : '«Не проходит»'} платит 1:1: ${stake} × 1 = ${stake}.`,
          ruleLink: key === 'pass' ? '/craps/#pass' : '/craps/#dont-pass',
        });
        expect(payoutDrill.check(item, String(stake * 2)).correct).toBe(false); // the stake is not winnings
      }
    }
    expect([...seen].sort()).toEqual(['come-out', 'point']);
  });

  it('payout: every item pays what the naive settler pays, and its odds fit the table’s limit', () => {
    const limited = withRules('craps', rulesOf('craps', 'seed', { oddsLimit: '1x' }));
    for (const rules of [DEFAULT_RULES, limited]) {
      for (const key of keysUnder(payoutDrill, rules)) {
        for (const seed of [1, 2, 3]) {
          const item = deal(payoutDrill, key, `${key}${seed}`, rules);
          const { bet, point, stake, dice } = item.data as {
            bet: string;
            point: number;
            stake: number;
            dice: number[];
          };
          const o = naiveOutcome(bet, point, dice[0]!, dice[1]!, rules.craps);
          const [pays, per] = o.slice(4).split(':').map(Number) as [number, number];
          expect(item.solution.answer).toBe(String(naiveWinnings(stake, pays, per)));
          if (bet === 'passOdds' && rules === limited) {
            const flat = Number(/«Проходит» (\d+)/u.exec(item.context!.join(' '))![1]);
            expect(stake).toBeLessThanOrEqual(flat); // 1×: the odds at most the line bet
          }
        }
      }
    }
  });

  it.each([
    ['pass-increase-point', 'yes', 'no'],
    ['pass-reduce-point', 'yes', 'no'],
    ['pass-remove-point', 'yes', 'no'],
    ['dontPass-increase-point', 'no', 'no'],
    ['dontPass-reduce-point', 'yes', 'yes'],
    ['dontPass-remove-point', 'yes', 'yes'],
    ['dontPass-increase-comeout', 'yes', 'yes'],
    ['pass-remove-comeout', 'yes', 'yes'],
  ] as const)('may change %s: the text %s, a contract pass bet %s', (key, text, contract) => {
    expect(mayChangeDrill.check(deal(mayChangeDrill, key, 3), text)).toMatchObject({
      correct: true,
      expectedAnswer: text,
    });
    expect(mayChangeDrill.check(deal(mayChangeDrill, key, 3, CASINO), contract)).toMatchObject({
      correct: true,
      expectedAnswer: contract,
    });
  });

  it.each([
    // oddsLimit, side, point, flat → the most odds, worked by hand (3-4-5×: 3× on 4/10, 4× on 5/9, 5× on 6/8;
    // laid: six times the flat win at 3-4-5×; k× lays enough to win k flats: 2× on 4 lays 2 × 10 × 2 = 40)
    ['3-4-5x', 'take', 4, 10, 30],
    ['3-4-5x', 'take', 9, 10, 40],
    ['3-4-5x', 'take', 6, 10, 50],
    ['2x', 'take', 6, 15, 30],
    ['3-4-5x', 'lay', 4, 10, 60],
    ['2x', 'lay', 4, 10, 40],
    ['2x', 'lay', 6, 10, 24],
  ] as const)('max odds under %s, %s on %i behind %i: %i', (limit, side, point, flat, most) => {
    const rules = withRules('craps', rulesOf('craps', 'seed', { oddsLimit: limit }));
    const dealt = deal(maxOddsDrill, `${side}-${point}`, 1, rules);
    const item: DrillItem = { ...dealt, data: { side, point, flat } };
    expect(maxOddsDrill.check(item, String(most))).toMatchObject({ correct: true, ruleLink: '/craps/#odds' });
    expect(maxOddsDrill.check(item, String(most + 1)).correct).toBe(false);
  });
});

describe('which bet is better: graded by the exact edges', () => {
  // Published house edges per bet made (Wizard of Odds, «Craps»: pass 1,41 %, don't pass 1,36 %, place 6
  // 1,52 %, place 5 4,00 %, place 4 6,67 %, field 5,56 % with 2 and 12 at 2:1 and 2,78 % with 12 at 3:1,
  // big 6 9,09 %, hard 4 11,11 %, any seven 16,67 %; buy 4 with 5 % paid up front 4,76 %, with 5 % on
  // wins only 1,67 %), as exact fractions.
  const TEXT: Record<string, [number, number]> = {
    pass: [7, 495],
    dontPass: [3, 220],
    place6: [1, 66],
    place5: [1, 25],
    place4: [1, 15],
    buy4: [1, 21],
    field: [1, 18],
    big6: [1, 11],
    hard4: [1, 9],
    any7: [1, 6],
  };
  const CASINO_EDGES = { ...TEXT, field: [1, 36], buy4: [1, 60] } as Record<string, [number, number]>;

  it.each([
    ['pass~field', 'field', 'pass'],
    ['place6~place5', 'place5', 'place6'],
    ['dontPass~place6', 'place6', 'dontPass'],
    ['field~any7', 'any7', 'field'],
  ] as const)('%s: answering %s costs the difference of the published edges', (key, wrong, right) => {
    for (const [rules, edges] of [
      [DEFAULT_RULES, TEXT],
      [CASINO, CASINO_EDGES],
    ] as const) {
      const item = deal(betterBetDrill, key, 1, rules);
      expect(betterBetDrill.check(item, right)).toMatchObject({ correct: true, cost: { value: 0, exact: '0/1' } });
      const [wn, wd] = edges[wrong]!;
      const [rn, rd] = edges[right]!;
      // wn/wd − rn/rd, by hand in integers, reduced
      const num = wn * rd - rn * wd;
      const den = wd * rd;
      const g = gcd(num, den);
      const v = betterBetDrill.check(item, wrong);
      expect(v.correct).toBe(false);
      expect(v.cost).toEqual({ value: expect.closeTo(num / den, 15), exact: `${num / g}/${den / g}` });
    }
  });

  it('the answer follows the rules: the field beats place 5 only where 12 pays 3:1', () => {
    expect(deal(betterBetDrill, 'place5~field', 1).solution.answer).toBe('place5'); // 1/25 < 1/18
    expect(deal(betterBetDrill, 'place5~field', 1, CASINO).solution.answer).toBe('field'); // 1/36 < 1/25
  });

  it('asks no pair of equal edges, the plainest difference first', () => {
    const keys = keysUnder(betterBetDrill);
    expect(keys).toHaveLength(45);
    expect(keys[0]).toBe('dontPass~any7'); // 1/6 − 3/220: the highest edge against the lowest
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
