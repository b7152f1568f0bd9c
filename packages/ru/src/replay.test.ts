import { describe, expect, it } from 'vitest';
import { historyOf, replay, REPLAY_ERROR_CODES, type ReplayError } from '@croupier/engine/replay';
import { crapsGame, resolveRulesOrThrow } from '@croupier/engine/craps';
import { studGame } from '@croupier/engine/stud';
import { crapsRuleErrorRu, ruleErrorRu } from './errors.js';
import { replayErrorRu } from './replay.js';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const good = historyOf(crapsGame, rules, { seats: { me: 100 } }, 1, [
  { type: 'bet', player: 'me', bet: 'pass', amount: 10 },
]);

/** A real error of each code, from `replay` itself. */
const CASES: Readonly<Record<ReplayError['code'], { history: unknown; game?: typeof studGame; numbers: string[] }>> = {
  'replay/bad-history': { history: { ...good, actions: [{ type: 'roll' }, 5] }, numbers: ['2'] },
  'replay/newer-version': { history: { ...good, version: 3 }, numbers: ['3', '1'] },
  'replay/wrong-game': { history: good, game: studGame, numbers: [] },
  'replay/start-refused': { history: { ...good, setup: { seats: { me: -5 } } }, numbers: [] },
  'replay/action-refused': {
    history: { ...good, actions: [...good.actions, { type: 'bet', player: 'me', bet: 'pass', amount: 1000 }] },
    numbers: ['2'],
  },
};

describe('replay errors in Russian', () => {
  it.each(REPLAY_ERROR_CODES.map((code) => [code]))('%s: a Russian sentence with the numbers', (code) => {
    const c = CASES[code];
    const r = replay(c.game ?? crapsGame, c.history);
    expect(r.ok ? null : r.error.code).toBe(code);
    if (r.ok) return;
    const text = replayErrorRu(r.error, crapsRuleErrorRu);
    expect(text).toMatch(/[а-яё]/u);
    expect(text).not.toMatch(/[a-z]{3,}/iu);
    expect(text).not.toContain('replay');
    for (const n of c.numbers) expect(text).toContain(n);
    expect(ruleErrorRu(r.error)).toBe(text);
    expect(crapsRuleErrorRu(r.error)).toBe(text);
  });

  it.each([
    ['the game named', 'replay/wrong-game', 'Это запись раздачи крэпса, а здесь раздача покера.'],
    ['the action counted from one', 'replay/action-refused', 'Ход № 2 записи сделать нельзя'],
  ])('%s', (_, code, want) => {
    const c = CASES[code as ReplayError['code']];
    const r = replay(c.game ?? crapsGame, c.history);
    expect(!r.ok && replayErrorRu(r.error, ruleErrorRu)).toContain(want);
  });
});
