import { describe, expect, it } from 'vitest';
import { crapsGame } from '@croupier/engine/craps';
import { applyAllToRound, currentState, startRound } from '@croupier/ui';
import { lineMoves, LINE_STAKE, LINE_STEP, toPoint, verdictRu, type LineBet } from './lineChanges';
import { mySeat, puckSetup } from './puck';
import { RULES, type PresetId } from './rules';

/** The table on its point 6, with the line bet on it. */
function atPoint(preset: PresetId, bet: LineBet) {
  const start = startRound(crapsGame, RULES[preset], puckSetup, 1);
  if (!start.ok) throw new Error('refused');
  return currentState(applyAllToRound(crapsGame, start.round, toPoint(bet)));
}

// The text: «После установки пункта, неразыгранные ставки "Проходит" могут быть увеличены, уменьшены или сняты»;
// «неразыгранные ставки "Не проходит" можно снять или уменьшить, но не увеличить». The casino's pass bet is a
// contract bet (docs/rules.md, craps: pass): none of the three.
const CASES = [
  { name: 'the text, «Проходит»', preset: 'seed', bet: 'pass', allowed: { bet: true, reduce: true, remove: true } },
  {
    name: 'the text, «Не проходит»',
    preset: 'seed',
    bet: 'dontPass',
    allowed: { bet: false, reduce: true, remove: true },
  },
  {
    name: 'the casino, «Проходит»',
    preset: 'casino',
    bet: 'pass',
    allowed: { bet: false, reduce: false, remove: false },
  },
  {
    name: 'the casino, «Не проходит»',
    preset: 'casino',
    bet: 'dontPass',
    allowed: { bet: false, reduce: true, remove: true },
  },
] as const;

describe('a line bet on its point: raise, lower, take down', () => {
  it.each(CASES)('$name', ({ preset, bet, allowed }) => {
    const table = atPoint(preset, bet);
    expect(table.point).toBe(6);
    expect(mySeat(table).bets[bet]).toBe(LINE_STAKE);
    const after = { bet: LINE_STAKE + LINE_STEP, reduce: LINE_STAKE - LINE_STEP, remove: 0 };
    for (const m of lineMoves(bet)) {
      const verdict = verdictRu(table, bet, m.change);
      expect(verdict === null, m.change).toBe(allowed[m.change]);
      const r = crapsGame.apply(table, m.action);
      expect(r.ok, m.change).toBe(allowed[m.change]);
      if (r.ok) expect(mySeat(r.value.state).bets[bet] ?? 0).toBe(after[m.change]);
    }
  });

  it.each([
    {
      name: 'raising «Не проходит»',
      preset: 'seed',
      bet: 'dontPass',
      change: 'bet',
      says: 'Ставку «Не проходит» после установки пункта можно снять или уменьшить, но не увеличить.',
    },
    {
      name: 'taking «Проходит» down at the casino',
      preset: 'casino',
      bet: 'pass',
      change: 'remove',
      says: 'контрактная: её нельзя снять',
    },
  ] as const)('$name is refused in Russian', ({ preset, bet, change, says }) => {
    expect(verdictRu(atPoint(preset, bet), bet, change)).toContain(says);
  });
});
