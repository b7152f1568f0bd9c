import { describe, expect, it } from 'vitest';
import { crapsGame } from '@croupier/engine/craps';
import { applyAllToRound, startRound } from '@croupier/ui';
import { calc, kindLabel } from './payoutCalc';
import { pairedRows } from './figures';
import { logRu, maxPassOdds, mySeat, puckSetup, ME, betsRu } from './puck';
import { resolveLayout } from './rollLab';
import { RULES } from './rules';

const NBSP = '\u00a0';

describe('craps islands logic', () => {
  it('roll lab: a come-out 7 — the line bets, the one-roll bets, place bets off', () => {
    const rows = Object.fromEntries(resolveLayout(null, [3, 4], RULES.seed).map((r) => [r.id, r]));
    expect(rows['pass']!.net).toBe(10);
    expect(rows['dontPass']!.net).toBe(-10);
    expect(rows['any7']!.net).toBe(40); // 10 at 4:1
    expect(rows['place6']!.outcome).toBe('off');
    expect(rows['horn']!.net).toBe(-12);
  });

  it('calculator: 7:6 on 10 pays 11 and keeps 2/3; lay 6 for 60 wins 50 less 5 % of the win', () => {
    const place = calc('place', 6, 10, RULES.seed);
    expect(typeof place !== 'string' && [place.won, place.rounding, place.sentence]).toEqual([
      11,
      `2/3${NBSP}фишки остаётся казино`,
      `Ставка 10, «На номер» 6 7:6: выигрыш 11 (ровно 35/3; 2/3${NBSP}фишки остаётся казино), вместе со ставкой 21.`,
    ]);
    expect(calc('lay', 6, 60, RULES.casino)).toMatchObject({ won: 50, commission: 2, handed: 108 });
    expect(calc('hard', 10, 5, RULES.seed)).toMatchObject({ ratio: '7:1', won: 35 });
    expect(calc('place', 6, 0, RULES.seed)).toMatch(/^Став/u); // the engine's refusal, in Russian
    expect(kindLabel('hard')).toBe('«Хард»');
    expect(kindLabel('place')).toBe('«На номер»');
  });

  it('bet table: twins folded only where they are equal (4/10, 5/9, 6/8)', () => {
    const ids = pairedRows().map((r) => `${r.id}${r.twin ? `+${r.twin}` : ''}`);
    expect(ids).toContain('place4+10');
    expect(ids).toContain('hard6+8');
    expect(ids).toContain('big6+8');
    expect(ids).not.toContain('place10');
    expect(pairedRows().find((r) => r.id === 'pass')!.exactSeed).toBe('7/495'); // Wizard of Odds: 7/495
    expect(pairedRows().find((r) => r.id === 'passTakenDownAtPoint')!.exactSeed).toBe('−1/9');
  });

  it('the puck table: the text lets the pass bet come down after the point; the casino refuses, in Russian', () => {
    for (const preset of ['seed', 'casino'] as const) {
      const s = startRound(crapsGame, RULES[preset], puckSetup, 1);
      if (!s.ok) throw new Error('start');
      const r = applyAllToRound(crapsGame, s.round, [
        { type: 'bet', player: ME, bet: 'pass', amount: 10 },
        { type: 'roll', dice: [2, 2] },
        { type: 'remove', player: ME, bet: 'pass' },
      ]);
      const table = r.steps.at(-1)!.state;
      expect(mySeat(table).bank).toBe(preset === 'seed' ? 1000 : 990);
      expect(r.error?.code ?? null).toBe(preset === 'seed' ? null : 'craps/contract-bet');
    }
  });

  it('the puck table: the odds the engine allows, the bets and the log in words', () => {
    const s = startRound(crapsGame, RULES.seed, puckSetup, 1);
    if (!s.ok) throw new Error('start');
    const r = applyAllToRound(crapsGame, s.round, [
      { type: 'bet', player: ME, bet: 'pass', amount: 10 },
      { type: 'roll', dice: [2, 2] },
    ]);
    const table = r.steps.at(-1)!.state;
    expect(maxPassOdds(crapsGame.legalActions(table))).toBe(30); // 3-4-5×: three times the bet on 4
    expect(betsRu(mySeat(table))).toBe('«Проходит» 10');
    expect(logRu(r.steps.flatMap((x) => x.events))[0]).toBe('Пункт — 4: шайба ВКЛ');
  });
});
