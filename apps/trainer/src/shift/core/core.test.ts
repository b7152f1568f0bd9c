import { describe, expect, it } from 'vitest';
import { leftMs, owedNow, runThinking, settleOrNext } from './clock.ts';
import { judgeSettle } from './grading.ts';
import { stepShift } from './protocol.ts';
import { cardTargetMs, scoreOf } from './score.ts';

describe('the shift core', () => {
  it('judges a settlement to the chip and costs a wrong one per chip of the bet', () => {
    // A 10-chip bet won 1:1: pay 10. Paying 7 mispays 3 chips of 10; taking it is 20 chips off (−10 vs +10).
    const due = { move: 'pay', chips: 10, taken: 10, net: 10, per: 10 } as const;
    expect(judgeSettle({ move: 'pay', chips: 10.9 }, due)).toEqual({ chips: 10, correct: true, cost: {} });
    expect(judgeSettle({ move: 'pay', chips: 7 }, due)).toEqual({
      chips: 7,
      correct: false,
      cost: { cost: { value: 0.3, exact: '3/10' } },
    });
    expect(judgeSettle({ move: 'take' }, due).cost).toEqual({ cost: { value: 2, exact: '20/10' } });
    expect(judgeSettle({ move: 'pay', chips: -5 }, due).chips).toBe(0);
  });

  it('scores 1 within the target, target ÷ time beyond it, 0 when wrong, and takes the median time', () => {
    // Targets 2 s: 1 s right (1), 4 s right (½), 3 s wrong (0), 2 s right (1): 2.5 of 4 → 63; median (2+3)/2.
    const g = [
      { ms: 1000, correct: true },
      { ms: 4000, correct: true },
      { ms: 3000, correct: false },
      { ms: 2000, correct: true },
    ];
    expect(scoreOf(g, () => 2000)).toEqual({ actions: 4, right: 3, medianMs: 2500, points: 63 });
    expect(scoreOf([], () => 2000)).toEqual({ actions: 0, right: 0, medianMs: 0, points: 0 });
    const targets = { deal: 1, take: 2, pay: 3 };
    expect(cardTargetMs<'deal'>(targets, { kind: 'settle', expected: 'выплатить 15 фишек' })).toBe(3);
    expect(cardTargetMs<'deal'>(targets, { kind: 'settle', expected: 'забрать ставку' })).toBe(2);
    expect(cardTargetMs<'deal'>(targets, { kind: 'deal', expected: 'сдать' })).toBe(1);
  });

  type T =
    | { readonly kind: 'bets'; readonly until: number }
    | { readonly kind: 'deal'; readonly since: number }
    | { readonly kind: 'settle'; readonly since: number; readonly index: number }
    | { readonly kind: 'done' };
  interface S {
    readonly now: number;
    readonly round: number;
    readonly owed: readonly string[];
    readonly task: T;
  }
  type A = { readonly type: 'tick'; readonly ms: number } | { readonly type: 'deal' };
  const run = (s: S): S =>
    runThinking(s, { bets: (cur, t): S => ({ ...cur, task: { kind: 'deal', since: t.until } }) });
  const rules = {
    run,
    act: (s: S, _a: { readonly type: 'deal' }, ms: number): S | null =>
      s.task.kind === 'deal' ? { ...s, owed: [String(ms)], task: { kind: 'done' } } : null,
  };

  it('ticks the clock to the players, refuses what is not due, and times what is', () => {
    const s0: S = { now: 0, round: 1, owed: [], task: { kind: 'bets', until: 1500 } };
    expect(stepShift<S, A>(s0, { type: 'deal' }, rules)).toEqual({
      ok: false,
      error: { code: 'shift/not-due', details: { due: 'bets', action: 'deal' } },
    });
    const early = stepShift<S, A>(s0, { type: 'tick', ms: 1000 }, rules);
    expect(early.ok && early.state.task).toEqual({ kind: 'bets', until: 1500 });
    const due = stepShift<S, A>(s0, { type: 'tick', ms: 2000 }, rules);
    expect(due.ok && due.state.task).toEqual({ kind: 'deal', since: 1500 });
    // Dealt at 2000 on the clock, due since 1500: timed 500 ms.
    const dealt = due.ok ? stepShift<S, A>(due.state, { type: 'deal' }, rules) : null;
    expect(dealt?.ok && dealt.state.owed).toEqual(['500']);
    expect(stepShift<S, A>(s0, { type: 'tick', ms: -1 }, rules)).toEqual({ ok: true, state: s0 });
    expect(leftMs(1500, 2000)).toBe(0);
  });

  it('settles the owed bets in order, then ends the shift after its last round or begins the next', () => {
    const s: S = { now: 0, round: 1, owed: ['a', 'b'], task: { kind: 'done' } };
    const next = (cur: S): S => ({ ...cur, round: cur.round + 1, task: { kind: 'bets', until: 9 } });
    const first = settleOrNext(s, 0, 5, 2, next);
    expect(first.task).toEqual({ kind: 'settle', since: 5, index: 0 });
    expect(owedNow(settleOrNext(s, 1, 5, 2, next))).toBe('b');
    expect(settleOrNext(s, 2, 5, 2, next)).toMatchObject({ round: 2, task: { kind: 'bets', until: 9 } });
    expect(settleOrNext({ ...s, round: 2 }, 2, 5, 2, next).task).toEqual({ kind: 'done' });
    expect(owedNow(first)).toBe('a');
  });
});
