import { describe, expect, it } from 'vitest';
import { seededRng } from '@croupier/engine/rng';
import { drills } from './index.ts';

const drill = (id: string) => drills.find((d) => d.id === id)!;

describe('craps drills', () => {
  it('the come-out: every total for both line bets, judged as the text says', () => {
    // Written from the text, not from the engine: 2 returns «Не проходит» (bar 2).
    const pass: Record<number, string> = { 2: 'lose', 3: 'lose', 7: 'win', 11: 'win', 12: 'lose' };
    const dont: Record<number, string> = { 2: 'push', 3: 'win', 7: 'lose', 11: 'lose', 12: 'win' };
    const d = drill('craps-come-out');
    expect(d.keys()).toHaveLength(22);
    const rng = seededRng(1);
    for (const key of d.keys()) {
      const item = d.item(key, rng);
      const total = item.dice![0] + item.dice![1];
      expect(`${key.split('-')[0]}-${total}`).toBe(key);
      const want = (key.startsWith('pass') ? pass : dont)[total] ?? 'point';
      expect(d.check(item, want)).toMatchObject({ correct: true, expectedAnswer: want });
      expect(d.check(item, want === 'win' ? 'lose' : 'win').correct).toBe(false);
    }
  });

  it('what a roll does: agrees with a naive reading of the layout', () => {
    const d = drill('craps-roll-effect');
    const rng = seededRng(2);
    let decided = 0;
    for (let i = 0; i < 200; i++) {
      for (const key of ['place6', 'field', 'hard8', 'any7', 'come']) {
        const item = d.item(key, rng);
        const [a, b] = item.dice!;
        const t = a + b;
        let want: string;
        if (key === 'place6') want = t === 6 ? 'win' : t === 7 ? 'lose' : 'none';
        else if (key === 'field') want = [2, 3, 4, 9, 10, 11, 12].includes(t) ? 'win' : 'lose';
        else if (key === 'hard8') want = t === 8 ? (a === b ? 'win' : 'lose') : t === 7 ? 'lose' : 'none';
        else if (key === 'any7') want = t === 7 ? 'win' : 'lose';
        else want = t === 7 || t === 11 ? 'win' : [2, 3, 12].includes(t) ? 'lose' : 'move';
        expect(d.check(item, want).correct).toBe(true);
        if (want !== 'none') decided++;
      }
    }
    // the generator leans to deciding rolls, so the answers are not mostly «остаётся»
    expect(decided).toBeGreaterThan(600);
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
    const d = drill('craps-payout');
    const item = d.item(key, seededRng(key));
    const data = { ...(item.data as object), stake };
    expect(d.check({ ...item, data }, String(won))).toMatchObject({ correct: true, expected: String(won) });
    expect(d.check({ ...item, data }, String(won + 1)).correct).toBe(false);
  });

  it.each([
    ['pass-increase-point', 'yes'],
    ['pass-reduce-point', 'yes'],
    ['pass-remove-point', 'yes'],
    ['dontPass-increase-point', 'no'],
    ['dontPass-reduce-point', 'yes'],
    ['dontPass-remove-point', 'yes'],
    ['dontPass-increase-comeout', 'yes'],
    ['pass-remove-comeout', 'yes'],
  ] as const)('may change (per the text): %s → %s', (key, want) => {
    const d = drill('craps-may-change');
    const item = d.item(key, seededRng(3));
    expect(d.check(item, want)).toMatchObject({ correct: true, expectedAnswer: want });
  });
});
