// The fuzz driver of @croupier/testkit checked on a toy game: a correct toy passes, and each broken
// variant (mutating its input, losing a chip, throwing on bad input, never finishing) is caught.
import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzSpec, type FuzzableGame } from '@croupier/testkit/fuzz';

interface Toy {
  phase: 'betting' | 'settled';
  balance: number;
  house: number;
  n: number;
}
type ToyAction = { type: 'bet'; amount: number } | { type: 'next' };

function toy(
  flaw?: 'mutates' | 'leaks' | 'throws' | 'stuck',
): FuzzableGame<object, { balance: number }, Toy, ToyAction> {
  const bad = (code: string) => ({ ok: false as const, error: { code, message: 'no', details: {} } });
  return {
    id: 'toy',
    errorCodes: ['toy/bad-action', 'toy/bad-amount'],
    start: (_r, s) => ({
      ok: true,
      value: { state: { phase: 'betting', balance: s.balance, house: 0, n: 0 }, events: [] },
    }),
    apply(state, action) {
      if (flaw !== 'throws' && (action === null || typeof action !== 'object')) return bad('toy/bad-action');
      if (action.type === 'next') {
        if (state.phase !== 'settled') return bad('toy/bad-action');
        return { ok: true, value: { state: { ...state, phase: 'betting' }, events: [] } };
      }
      if (action.type !== 'bet' || state.phase !== 'betting') return bad('toy/bad-action');
      if (!Number.isSafeInteger(action.amount) || action.amount < 1 || action.amount > state.balance)
        return bad('toy/bad-amount');
      if (flaw === 'mutates') (state as { n: number }).n++;
      const win = state.n % 2 === 0;
      const d = win ? action.amount : -action.amount;
      const next: Toy = {
        phase: flaw === 'stuck' ? 'betting' : 'settled',
        balance: state.balance + d,
        house: state.house - d + (flaw === 'leaks' ? 1 : 0),
        n: state.n + 1,
      };
      return { ok: true, value: { state: next, events: [] } };
    },
    legalActions: (s) => (s.phase === 'settled' ? [{ type: 'next' }] : s.balance > 0 ? [{ type: 'bet' }] : []),
    playerView: (s) => s,
    isOver: (s) => s.phase === 'settled' || s.balance === 0,
  };
}

const spec = (game: ReturnType<typeof toy>): FuzzSpec<object, { balance: number }, Toy, ToyAction> => ({
  game,
  rules: () => ({}),
  setup: (rnd) => ({ balance: 1 + rnd.int(1000) }),
  legal: (rnd, s, legal) =>
    (legal[0] as ToyAction).type === 'next' ? { type: 'next' } : { type: 'bet', amount: 1 + rnd.int(s.balance) },
  illegal: (rnd, s) => ({ type: 'bet', amount: s.balance + 1 + rnd.int(5) }),
  chips: (s) => BigInt(s.balance) + BigInt(s.house),
  maxStepsPerRound: 5,
});

describe('the fuzz driver', () => {
  it('passes a game that keeps every promise, and counts its steps and errors', () => {
    const r = fuzzGame(spec(toy()), { seed: 1, steps: 5000 });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(5000);
    expect(r.rounds).toBeGreaterThan(100);
    expect(r.errors['toy/bad-amount']).toBeGreaterThan(0);
  });

  it.each([
    ['mutates', 'Cannot assign to read only property'], // inputs are deep-frozen, so a mutation throws
    ['leaks', 'chips not conserved'],
    ['throws', 'threw'],
    ['stuck', 'more than 5 legal steps'],
  ] as const)('catches a game that %s', (flaw, says) => {
    const r = fuzzGame(spec(toy(flaw)), { seed: 2, steps: 5000 });
    expect(r.failures.join('\n')).toContain(says);
  });
});

describe('the fuzz driver, countRoundOnEntry', () => {
  // A game whose between-rounds phase lasts several steps, as craps' come-out does: three steps
  // "off" (over), one to go "on", one to come back: one round per five steps.
  interface Cycle {
    phase: 'off' | 'on';
    k: number;
  }
  type CycleAction = { type: 'chip' } | { type: 'go' } | { type: 'end' };
  const game: FuzzableGame<object, object, Cycle, CycleAction> = {
    id: 'cycle',
    errorCodes: ['cycle/bad'],
    start: () => ({ ok: true, value: { state: { phase: 'off', k: 0 }, events: [] } }),
    apply(state, action) {
      const a = action as CycleAction | null;
      if (a?.type === 'chip' && state.phase === 'off')
        return { ok: true, value: { state: { ...state, k: state.k + 1 }, events: [] } };
      if (a?.type === 'go' && state.phase === 'off')
        return { ok: true, value: { state: { phase: 'on', k: 0 }, events: [] } };
      if (a?.type === 'end' && state.phase === 'on')
        return { ok: true, value: { state: { phase: 'off', k: 0 }, events: [] } };
      return { ok: false, error: { code: 'cycle/bad', message: 'no', details: {} } };
    },
    legalActions: (s) => (s.phase === 'on' ? [{ type: 'end' }] : [{ type: s.k < 3 ? 'chip' : 'go' }]),
    playerView: (s) => s,
    isOver: (s) => s.phase === 'off',
  };
  const cycleSpec = (countRoundOnEntry: boolean): FuzzSpec<object, object, Cycle, CycleAction> => ({
    game,
    rules: () => ({}),
    setup: () => ({}),
    legal: (_rnd, _s, legal) => legal[0] as CycleAction,
    illegal: () => ({ type: 'end' }),
    chips: () => 0n,
    maxStepsPerRound: 5,
    countRoundOnEntry,
  });

  it('counts a round when the state becomes over, not at every over state', () => {
    // 1000 cycles of five steps; the 5001st step lets the driver look at the state the last one left.
    const on = fuzzGame(cycleSpec(true), { seed: 3, steps: 5001, illegalRate: 0, malformedRate: 0 });
    expect(on.failures).toEqual([]);
    expect(on.rounds).toBe(1000);
    const off = fuzzGame(cycleSpec(false), { seed: 3, steps: 5000, illegalRate: 0, malformedRate: 0 });
    expect(off.rounds).toBeGreaterThan(1000);
  });
});
