import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { baccaratGame, resolveRulesOrThrow as baccaratRules } from '@croupier/engine/baccarat';
import { blackjackGame, resolveRulesOrThrow as blackjackRules } from '@croupier/engine/blackjack';
import { crapsGame, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import { studGame, resolveRulesOrThrow as studRules } from '@croupier/engine/stud';
import { actionsOf, applyAllToRound, applyToRound, currentState, eventsOf, startRound, undoRound } from './round';
import { readSeed } from './seed';

// Each game's round, driven through round.ts, must be the engine's own `start` then `apply` of the same
// actions (called directly in the test): the bookkeeping adds undo and a record, never a rule.
const cases = [
  {
    name: 'baccarat',
    game: baccaratGame,
    rules: baccaratRules({ preset: 'casino' }),
    setup: (seed: number | string) => ({ seats: { вы: 1000 }, seed }),
    actions: [
      { type: 'bet', player: 'вы', bet: 'banker', stake: 100 },
      { type: 'deal' },
      { type: 'playerRule' },
      { type: 'bankerRule' },
      { type: 'settle' },
    ],
    illegal: { type: 'settle' },
  },
  {
    name: 'blackjack',
    game: blackjackGame,
    rules: blackjackRules({ preset: 'seed' }),
    setup: (seed: number | string) => ({ seats: { Игрок: 1000 }, seed }),
    actions: [{ type: 'bet', box: 'Игрок', amount: 10 }, { type: 'deal' }],
    illegal: { type: 'hit' },
  },
  {
    name: 'craps',
    game: crapsGame,
    rules: crapsRules({ preset: 'seed' }),
    setup: (seed: number | string) => ({ seats: { me: 1000 }, seed }),
    actions: [{ type: 'bet', player: 'me', bet: 'pass', amount: 10 }, { type: 'roll' }, { type: 'roll' }],
    illegal: { type: 'bet', player: 'me', bet: 'pass', amount: 0 },
  },
  {
    name: 'stud',
    game: studGame,
    rules: studRules(),
    setup: (seed: number | string) => ({ balance: 1000, seed }),
    actions: [{ type: 'ante', amount: 10 }, { type: 'raise' }],
    illegal: { type: 'nextRound' },
  },
] as const;

describe.each(cases)('$name: a round through round.ts is the engine’s start and apply', (c) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const game = c.game as any;
  const direct = (seed: number) => {
    let state = (orThrow(game.start(c.rules, c.setup(seed))) as { state: unknown }).state;
    const events: unknown[] = [];
    for (const a of c.actions) {
      const step = orThrow(game.apply(state, a)) as { state: unknown; events: unknown[] };
      state = step.state;
      events.push(...step.events);
    }
    return { state, events };
  };

  it('applies the actions to the same state and events', () => {
    const s = startRound(game, c.rules, c.setup, 25);
    if (!s.ok) throw new Error('start refused');
    const r = applyAllToRound(game, s.round, c.actions);
    const want = direct(25);
    expect(r.error).toBeNull();
    expect(currentState(r)).toEqual(want.state);
    expect(eventsOf(r).slice(-want.events.length)).toEqual(want.events);
    expect(actionsOf(r)).toEqual(c.actions);
  });

  it('a refused action keeps every step and records the engine’s error', () => {
    const s = startRound(game, c.rules, c.setup, 7);
    if (!s.ok) throw new Error('start refused');
    const played = applyAllToRound(game, s.round, c.actions.slice(0, 1));
    const refused = applyToRound(game, played, c.illegal);
    const engine = game.apply(currentState(played), c.illegal);
    expect(engine.ok).toBe(false);
    expect(refused.steps).toBe(played.steps);
    expect(refused.error).toEqual(engine.error);
  });

  it('undo gives back the state before the action; the start stays', () => {
    const s = startRound(game, c.rules, c.setup, 3);
    if (!s.ok) throw new Error('start refused');
    const one = applyToRound(game, s.round, c.actions[0]);
    const two = applyToRound(game, one, c.actions[1]);
    expect(currentState(undoRound(two))).toBe(currentState(one));
    expect(undoRound(two, 99).steps).toHaveLength(1);
    expect(currentState(undoRound(two, 99))).toBe(currentState(s.round));
  });

  it('the seed and the actions replay the round exactly (JSON and back)', () => {
    const s = startRound(game, c.rules, c.setup, 12345);
    if (!s.ok) throw new Error('start refused');
    const r = applyAllToRound(game, s.round, c.actions);
    const again = startRound(game, JSON.parse(JSON.stringify(r.rules)), c.setup, r.seed);
    if (!again.ok) throw new Error('replay refused');
    expect(currentState(applyAllToRound(game, again.round, JSON.parse(JSON.stringify(actionsOf(r)))))).toEqual(
      currentState(r),
    );
  });
});

it('a start the engine refuses comes back as its error', () => {
  const r = startRound(baccaratGame, baccaratRules(), (seed) => ({ seats: { вы: -5 }, seed }), 1);
  expect(r.ok).toBe(false);
  expect(!r.ok && r.error.code).toBe('baccarat/bad-seats');
});

describe('a typed seed', () => {
  it.each([
    [' 25 ', 25],
    ['0', 0],
    ['9007199254740991', 9007199254740991],
  ])('«%s» is %d', (text, seed) => {
    expect(readSeed(text)).toEqual({ ok: true, value: seed });
  });
  it.each(['abc', '', '-5', '2.5', '9007199254740992', '1e3'])('«%s» is refused, not some other seed', (text) => {
    const r = readSeed(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('rng/bad-seed');
  });
});
