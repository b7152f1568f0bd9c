import { describe, expect, it } from 'vitest';
import { baccaratGame, resolveRulesOrThrow as baccaratRules } from '../baccarat/index.js';
import { blackjackGame, resolveRulesOrThrow as blackjackRules } from '../blackjack/index.js';
import { crapsGame, resolveRulesOrThrow as crapsRules } from '../craps/index.js';
import { studGame, resolveRulesOrThrow as studRules } from '../stud/index.js';
import type { AnyGame } from './index.js';
import { checkHistory, HISTORY_FORMAT, HISTORY_VERSION, historyOf, replay, REPLAY_ERROR_CODES } from './replay.js';

/** Drives a game directly, action by action: what a replay must reproduce. */
function direct(game: AnyGame, rules: object, setup: object, actions: readonly object[]): unknown {
  const s = game.start(rules, setup);
  if (!s.ok) throw new Error(s.error.message);
  let state = s.value.state;
  for (const a of actions) {
    const r = game.apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}

/** A baccarat coup from the dealer's seat: a bet, then the dealer's steps the table allows, to the next coup. */
function dealerSteps(): object[] {
  const rules = baccaratRules({ preset: 'casino' });
  const actions: object[] = [{ type: 'bet', player: 'вы', bet: 'banker', stake: 100 }];
  const state = baccaratGame.start(rules, { seats: { вы: 1000 }, seed: 'shoe-1' });
  if (!state.ok) throw new Error(state.error.message);
  let s = baccaratGame.apply(state.value.state, actions[0] as never);
  for (let i = 0; i < 8 && s.ok; i++) {
    const next = baccaratGame.legalActions(s.value.state).find((a) => a.type !== 'bet');
    if (next === undefined) break;
    actions.push(next);
    if (next.type === 'nextCoup') break;
    s = baccaratGame.apply(s.value.state, next);
  }
  return actions;
}

const crapsSeed = crapsRules({ preset: 'seed' });

describe('replay', () => {
  it.each([
    {
      name: 'blackjack: a bet, the deal, a stand, the next round',
      game: blackjackGame as AnyGame,
      rules: blackjackRules({ preset: 'seed' }),
      setup: { seats: { Игрок: 1000 } },
      seed: 7,
      actions: [{ type: 'bet', box: 'Игрок', amount: 10 }, { type: 'deal' }],
    },
    {
      name: 'baccarat: the dealer’s seat, a whole coup',
      game: baccaratGame as AnyGame,
      rules: baccaratRules({ preset: 'casino' }),
      setup: { seats: { вы: 1000 } },
      seed: 'shoe-1',
      actions: dealerSteps(),
    },
    {
      name: 'craps: a pass bet and rolls from the table’s dice',
      game: crapsGame as AnyGame,
      rules: crapsSeed,
      setup: { seats: { me: 1000 } },
      seed: 3,
      actions: [{ type: 'bet', player: 'me', bet: 'pass', amount: 10 }, { type: 'roll' }, { type: 'roll' }],
    },
    {
      name: 'stud: an ante and a raise',
      game: studGame as AnyGame,
      rules: studRules({ preset: 'seed' }),
      setup: { balance: 1000 },
      seed: 11,
      actions: [{ type: 'ante', amount: 10 }],
    },
  ])('$name: the same state as applying the actions directly, after a trip through JSON', (c) => {
    const history = JSON.parse(JSON.stringify(historyOf(c.game, c.rules, c.setup, c.seed, c.actions)));
    const r = replay(c.game, history);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toEqual(direct(c.game, c.rules, { ...c.setup, seed: c.seed }, c.actions));
    expect(r.value.steps).toHaveLength(c.actions.length + 1);
    expect(r.value.steps.map((s) => s.action)).toEqual([null, ...c.actions]);
  });

  it('pays a hand-worked craps pass bet: 10 on «Проходит», a come-out 7 leaves 1010 chips', () => {
    const h = historyOf(crapsGame, crapsSeed, { seats: { me: 1000 } }, 1, [
      { type: 'bet', player: 'me', bet: 'pass', amount: 10 },
      { type: 'roll', dice: [3, 4] },
    ]);
    const r = replay(crapsGame, h);
    expect(r.ok && r.value.state.seats[0]!.bank).toBe(1010);
  });

  it('names the first refused action by its index, with the game’s own error', () => {
    const h = historyOf(crapsGame, crapsSeed, { seats: { me: 100 } }, 1, [
      { type: 'bet', player: 'me', bet: 'pass', amount: 10 },
      { type: 'bet', player: 'nobody', bet: 'pass', amount: 10 },
      { type: 'roll' },
    ]);
    const r = replay(crapsGame, h);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('replay/action-refused');
    const d = r.error.details as { index: number; error: { code: string } };
    expect(d.index).toBe(1);
    expect(d.error.code.startsWith('craps/')).toBe(true);
  });

  it('refuses a history of another game', () => {
    const h = historyOf(crapsGame, crapsSeed, { seats: { me: 100 } }, 1, []);
    const r = replay(studGame, h);
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'replay/wrong-game',
      details: { game: 'craps', expected: 'stud' },
    });
  });

  it('refuses rules the game refuses, before any action', () => {
    const h = { ...historyOf(crapsGame, crapsSeed, { seats: { me: 100 } }, 1, []), rules: { preset: 'seed' } };
    const r = replay(crapsGame, h);
    expect(r.ok ? null : r.error.code).toBe('replay/start-refused');
  });

  const good = historyOf(crapsGame, crapsSeed, { seats: { me: 100 } }, 1, []);
  it.each([
    { name: 'not an object', value: [1, 2], field: 'history' },
    { name: 'another format', value: { ...good, format: 'other' }, field: 'format' },
    { name: 'a version that is not a number', value: { ...good, version: '1' }, field: 'version' },
    { name: 'an unknown game', value: { ...good, game: 'roulette' }, field: 'game' },
    { name: 'rules that are not an object', value: { ...good, rules: null }, field: 'rules' },
    { name: 'a seed that is an object', value: { ...good, seed: {} }, field: 'seed' },
    { name: 'a setup carrying its own seed', value: { ...good, setup: { seats: {}, seed: 2 } }, field: 'setup' },
    { name: 'actions that are not a list', value: { ...good, actions: {} }, field: 'actions' },
    {
      name: 'an action without a type',
      value: { ...good, actions: [{ type: 'roll' }, { dice: [1, 1] }] },
      field: 'actions',
    },
  ])('refuses $name, naming the field', ({ value, field }) => {
    const r = checkHistory(value);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'replay/bad-history', details: { field } });
  });

  it('refuses a newer format version, saying which it reads', () => {
    const r = checkHistory({ ...good, version: HISTORY_VERSION + 1 });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'replay/newer-version',
      details: { version: 2, supported: 1 },
    });
  });

  it('plays the baccarat coup to the next one (the case above is a whole coup)', () => {
    expect(dealerSteps().map((a) => (a as { type: string }).type)).toEqual(
      expect.arrayContaining(['bet', 'deal', 'settle', 'nextCoup']),
    );
  });

  it('writes the documented format', () => {
    expect(good).toMatchObject({
      format: 'croupier-round',
      version: 1,
      game: 'craps',
      seed: 1,
      setup: { seats: { me: 100 } },
    });
    expect(HISTORY_FORMAT).toBe('croupier-round');
    expect(REPLAY_ERROR_CODES).toHaveLength(5);
  });
});
