// The fuzz driver's guard against a game that mutates its input, where freezing is what guards it and
// where it cannot be (the driver's other promises are checked on a toy game in the engine's
// src/testing/fuzz-driver.test.ts).
import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzSpec } from '../src/fuzz.ts';

interface State {
  readonly over: boolean;
  readonly count: number;
  /** A list the game itself froze only at its top level (so a shallow freeze would leave `list` open). */
  readonly inner: { readonly list: number[] };
  /** A Date: `Object.freeze` does not stop `setTime`. */
  readonly when: Date | null;
}
type Action = { type: 'step' } | { type: 'next' };
type Flaw = 'none' | 'pushes' | 'retimes';

function spec(flaw: Flaw, withDate: boolean): FuzzSpec<object, object, State, Action> {
  const fresh = (count: number): State =>
    Object.freeze({ over: false, count, inner: Object.freeze({ list: [count] }), when: withDate ? new Date(0) : null });
  const bad = { ok: false as const, error: { code: 'toy/bad', message: 'no', details: {} } };
  return {
    game: {
      id: 'toy',
      errorCodes: ['toy/bad'],
      start: () => ({ ok: true, value: { state: fresh(0), events: [] } }),
      apply(state, action) {
        if (action === null || typeof action !== 'object') return bad;
        if (action.type === 'next') return state.over ? { ok: true, value: { state: fresh(0), events: [] } } : bad;
        if (action.type !== 'step' || state.over) return bad;
        if (flaw === 'pushes') state.inner.list.push(1);
        if (flaw === 'retimes') state.when?.setTime(state.count + 1);
        const next = { ...fresh(state.count + 1), over: state.count >= 2 };
        return { ok: true, value: { state: next, events: [] } };
      },
      legalActions: (s) => [{ type: s.over ? 'next' : 'step' }],
      playerView: (s) => s,
      isOver: (s) => s.over,
    },
    rules: () => ({}),
    setup: () => ({}),
    legal: (_rnd, _s, legal) => legal[0] as Action,
    illegal: () => ({ type: 'next' }),
    chips: () => 0n,
    maxStepsPerRound: 5,
  };
}

describe('the fuzz driver, a game that changes its input state', () => {
  it('passes the same game when it leaves its input alone, Date or not', () => {
    for (const withDate of [false, true]) {
      const r = fuzzGame(spec('none', withDate), { seed: 1, steps: 2000 });
      expect(r.failures).toEqual([]);
      expect(r.steps).toBe(2000);
    }
  });

  it('catches a push into a list the game froze only at the top (every object is frozen through)', () => {
    const r = fuzzGame(spec('pushes', false), { seed: 1, steps: 2000 });
    expect(r.failures.join('\n')).toContain('object is not extensible');
  });

  it('catches a Date changed in place, which freezing cannot stop, by comparing copies', () => {
    const r = fuzzGame(spec('retimes', true), { seed: 1, steps: 2000 });
    expect(r.failures.join('\n')).toContain('apply changed its input state');
  });
});
