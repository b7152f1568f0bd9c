import { describe, expect, it } from 'vitest';
import { calc } from './payoutCalc';
import { pairedRows } from './figures';
import { initialPuck, ME, step } from './puck';
import { resolveLayout } from './rollLab';
import { RULES } from './rules';

describe('craps islands logic', () => {
  it('roll lab: a come-out 7 — the line bets, the one-roll bets, place bets off', () => {
    const rows = Object.fromEntries(resolveLayout(null, [3, 4], RULES.seed).map((r) => [r.id, r]));
    expect(rows['pass']!.net).toBe(10);
    expect(rows['dontPass']!.net).toBe(-10);
    expect(rows['any7']!.net).toBe(40); // 10 at 4:1
    expect(rows['place6']!.outcome).toBe('off');
    expect(rows['horn']!.net).toBe(-12);
  });

  it('calculator: 7:6 on 10 pays 11 and keeps 2/3; lay 6 for 60 wins 50 less 5% of the win', () => {
    expect(calc('place', 6, 10, RULES.seed)).toMatchObject({ won: 11, exact: '35/3', kept: '2/3' });
    expect(calc('lay', 6, 60, RULES.casino)).toMatchObject({ won: 50, commission: 2, handed: 108 });
    expect(calc('hard', 10, 5, RULES.seed)).toMatchObject({ ratio: '7:1', won: 35 });
    expect(calc('place', 6, 0, RULES.seed)).toBeNull();
  });

  it('bet table: twins folded only where they are equal (4/10, 5/9, 6/8)', () => {
    const ids = pairedRows().map((r) => `${r.id}${r.twin ? `+${r.twin}` : ''}`);
    expect(ids).toContain('place4+10');
    expect(ids).toContain('hard6+8');
    expect(ids).toContain('big6+8');
    expect(ids).not.toContain('place10');
    expect(ids.filter((x) => x.startsWith('pass') && !x.startsWith('passOdds'))).toEqual([
      'pass',
      'passTakenDownAtPoint',
      'passWithOdds',
    ]);
  });

  it('puck: a refused change leaves the table as it was and says why in Russian', () => {
    let s = step(initialPuck(RULES.casino), { type: 'bet', player: ME, bet: 'pass', amount: 10 });
    s = step(s, { type: 'roll', dice: [4, 4] });
    const before = s.table;
    const after = step(s, { type: 'remove', player: ME, bet: 'pass' });
    expect(after.table).toBe(before);
    expect(after.error).toContain('контрактная');
  });
});
