import { describe, expect, it } from 'vitest';
import { crapsTableLimits } from '@croupier/paytables/craps';
import {
  playCrapsTable,
  resolveRulesOrThrow,
  type CrapsPlayStyle,
  type CrapsRollSummary,
  type CrapsSeatPlayer,
} from './index.js';

// The casino preset: don't pass bars 12, 3-4-5x odds, place bets off on the come-out.
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

function rolls(players: readonly CrapsSeatPlayer[], n: number, seed: number | string) {
  const out: CrapsRollSummary[] = [];
  const run = playCrapsTable(CASINO, players, { rolls: n, seed, onRoll: (r) => out.push(r) });
  if (!run.ok) throw new Error(run.error.message);
  return { run: run.value, out };
}

/** True odds on a point: 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8 (the win on a stake). */
const TRUE_ODDS: Record<number, [number, number]> = {
  4: [2, 1],
  10: [2, 1],
  5: [3, 2],
  9: [3, 2],
  6: [6, 5],
  8: [6, 5],
};

/**
 * The line as the text words it, worked by hand roll by roll: «Проходит» wins on a come-out 7 or 11,
 * loses on 2, 3, 12, else the total is the point; then the point wins, a 7 loses, anything else waits.
 * `odds` chips behind the point win at true odds and lose with the line.
 */
function passNets(totals: readonly number[], line: number, odds: number, dont: boolean): number[] {
  let point: number | null = null;
  return totals.map((t) => {
    if (point === null) {
      if (t === 7 || t === 11) return dont ? -line : line;
      if (t === 2 || t === 3) return dont ? line : -line;
      if (t === 12) return dont ? 0 : -line;
      point = t;
      return 0;
    }
    if (t === point) {
      const [pays, per] = TRUE_ODDS[point]!;
      point = null;
      return dont ? -line : line + (odds * pays) / per;
    }
    if (t === 7) {
      point = null;
      return dont ? line : -line - odds;
    }
    return 0;
  });
}

describe('craps seat players', () => {
  it('a «Проходит» player of 10 flat wins and loses roll by roll as the line is worked by hand', () => {
    const style: CrapsPlayStyle = { kind: 'pass', line: 10, odds: 0 };
    const { out } = rolls([{ id: 'a', chips: 100_000, style }], 600, 1);
    expect(out.map((r) => r.nets[0])).toEqual(
      passNets(
        out.map((r) => r.total),
        10,
        0,
        false,
      ),
    );
  });
  it('with double odds behind the point: 20 behind 10, paid 2:1, 3:2 or 6:5', () => {
    const style: CrapsPlayStyle = { kind: 'pass', line: 10, odds: 2 };
    const { out } = rolls([{ id: 'a', chips: 100_000, style }], 600, 2);
    expect(out.map((r) => r.nets[0])).toEqual(
      passNets(
        out.map((r) => r.total),
        10,
        20,
        false,
      ),
    );
  });
  it('a «Не проходит» player wins on 2 and 3, pushes on the barred 12, wins the seven-out', () => {
    const style: CrapsPlayStyle = { kind: 'dont', line: 10, odds: 0 };
    const { out } = rolls([{ id: 'a', chips: 100_000, style }], 600, 3);
    expect(out.map((r) => r.nets[0])).toEqual(
      passNets(
        out.map((r) => r.total),
        10,
        0,
        true,
      ),
    );
  });
  it('a full table of sixteen mixed players is reproducible from its seed, and the banks balance', () => {
    const styles: CrapsPlayStyle[] = [
      { kind: 'pass', line: 10, odds: 3, comeRate: 0.5, maxCome: 2 },
      { kind: 'dont', line: 10, odds: 1, comeRate: 0.3 },
      { kind: 'place', stake: 12 },
    ];
    const players = Array.from({ length: crapsTableLimits.value.players }, (_, i) => ({
      id: `p${i}`,
      chips: 5000,
      style: styles[i % 3]!,
    }));
    const a = rolls(players, 400, 'shift');
    expect(rolls(players, 400, 'shift').out).toEqual(a.out);
    expect(rolls(players, 400, 'other').out).not.toEqual(a.out);
    // Every seat's chips: its bank and its stakes on the layout are its start and its net.
    a.run.state.seats.forEach((s, i) => {
      const onLayout = Object.values(s.bets).reduce((x, y) => x + (y ?? 0), 0);
      expect(s.bank + onLayout).toBe(5000 + a.run.nets[i]!);
    });
    // Place bets go on in multiples of 6 on 6 and 8 (7:6), as the legal range's step requires.
    const placer = a.run.state.seats[2]!;
    for (const b of ['place6', 'place8'] as const) expect((placer.bets[b] ?? 0) % 6).toBe(0);
  });
  it.each([
    {
      name: 'seventeen players at a table of sixteen',
      players: Array.from({ length: 17 }, (_, i) => ({ id: `p${i}`, chips: 100, style: { kind: 'place', stake: 6 } })),
      error: { code: 'craps/bad-setup', details: { reason: 'too-many-seats', seats: 17, maxSeats: 16 } },
    },
    {
      name: 'two players of one name',
      players: [
        { id: 'a', chips: 100, style: { kind: 'place', stake: 6 } },
        { id: 'a', chips: 100, style: { kind: 'place', stake: 6 } },
      ],
      error: { code: 'craps/bad-players', details: { reason: 'duplicate', player: 'a' } },
    },
    {
      name: 'a come rate of 2',
      players: [{ id: 'a', chips: 100, style: { kind: 'pass', line: 10, odds: 1, comeRate: 2 } }],
      error: { code: 'craps/bad-players', details: { reason: 'rate', player: 'a', value: '2' } },
    },
  ] as const)('refused: $name, nothing rolled', ({ players, error }) => {
    const r = playCrapsTable(CASINO, players as readonly CrapsSeatPlayer[], { rolls: 5, seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, details: r.error.details }).toEqual(error);
  });
});
