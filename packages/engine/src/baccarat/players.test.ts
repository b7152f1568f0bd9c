import { describe, expect, it } from 'vitest';
import {
  playBaccaratTable,
  resolveRulesOrThrow,
  type BaccaratCoupSummary,
  type BaccaratPlayStyle,
  type BaccaratSeatPlayer,
} from './index.js';

// The casino preset: Банко 19:20, Пунто 1:1, a tie 8:1 with Банко and Пунто stakes returned on a tie.
const CASINO = resolveRulesOrThrow({ preset: 'casino' });

function coups(players: readonly BaccaratSeatPlayer[], n: number, seed: number | string) {
  const out: BaccaratCoupSummary[] = [];
  const run = playBaccaratTable(CASINO, players, { coups: n, seed, onCoup: (c) => out.push(c) });
  if (!run.ok) throw new Error(run.error.message);
  return { run: run.value, out };
}

/** A stake of 20 on Банко nets +19 (19:20), on Пунто +20; the loser's −20; a tie returns both. */
function mainNet(bet: 'banker' | 'player', winner: string): number {
  if (winner === 'tie') return 0;
  if (winner !== bet) return -20;
  return bet === 'banker' ? 19 : 20;
}

describe('baccarat seat players', () => {
  it('a favourite of Банко stakes 20 on it every coup: +19 on a banker win, −20 on a player win, 0 on a tie', () => {
    const style: BaccaratPlayStyle = { pattern: { kind: 'favourite', bet: 'banker' }, stake: 20 };
    const { out } = coups([{ id: 'a', chips: 100_000, style }], 300, 1);
    expect(out).toHaveLength(300);
    for (const c of out) expect(c.nets[0]).toBe(mainNet('banker', c.winner));
    expect(new Set(out.map((c) => c.winner))).toEqual(new Set(['banker', 'player', 'tie']));
  });
  it('a follower bets on the last winner (the same again after a tie), Пунто before any', () => {
    const style: BaccaratPlayStyle = { pattern: { kind: 'follow', first: 'player' }, stake: 20 };
    const { out } = coups([{ id: 'a', chips: 100_000, style }], 300, 2);
    let last: 'banker' | 'player' = 'player';
    for (const c of out) {
      expect(c.nets[0]).toBe(mainNet(last, c.winner));
      if (c.winner !== 'tie') last = c.winner;
    }
  });
  it('a tie bet of 10 at every coup beside the main stake: +80 on a tie, −10 otherwise', () => {
    const style: BaccaratPlayStyle = {
      pattern: { kind: 'favourite', bet: 'player' },
      stake: 20,
      extras: [{ bet: 'tie', stake: 10, rate: 1 }],
    };
    const { out } = coups([{ id: 'a', chips: 100_000, style }], 300, 3);
    for (const c of out) expect(c.nets[0]).toBe(mainNet('player', c.winner) + (c.winner === 'tie' ? 80 : -10));
  });
  it('a full table of fourteen is reproducible from its seed; rate 0 extras change nothing', () => {
    const styles: BaccaratPlayStyle[] = [
      { pattern: { kind: 'random' }, stake: 25 },
      { pattern: { kind: 'follow', first: 'banker' }, stake: 10, extras: [{ bet: 'tie', stake: 5, rate: 0.2 }] },
    ];
    const players = Array.from({ length: 14 }, (_, i) => ({ id: `p${i}`, chips: 10_000, style: styles[i % 2]! }));
    const a = coups(players, 150, 'night');
    expect(coups(players, 150, 'night').out).toEqual(a.out);
    expect(coups(players, 150, 'day').out).not.toEqual(a.out);
    const zero = players.map((p) => ({
      ...p,
      style: { ...p.style, extras: [{ bet: 'tie' as const, stake: 5, rate: 0 }] },
    }));
    const none = players.map((p) => ({ ...p, style: { pattern: p.style.pattern, stake: p.style.stake } }));
    expect(coups(zero, 100, 4).out).toEqual(coups(none, 100, 4).out);
  });
  it('a seat whose chips run out stops betting; stakes never pass its balance', () => {
    const style: BaccaratPlayStyle = { pattern: { kind: 'favourite', bet: 'player' }, stake: 30 };
    const { run, out } = coups([{ id: 'a', chips: 50, style }], 2000, 5);
    const balance = run.state.balances['a']!;
    expect(balance).toBe(50 + run.nets[0]!);
    expect(balance).toBeGreaterThanOrEqual(0);
    for (const c of out) expect(c.nets[0]).toBeGreaterThanOrEqual(-30);
  });
  it.each([
    {
      name: 'fifteen players at a table of fourteen',
      players: Array.from({ length: 15 }, (_, i) => ({ id: `p${i}`, chips: 100 })),
      error: { code: 'baccarat/bad-seats', details: { reason: 'too-many', seats: 15, max: 14 } },
    },
    {
      name: 'two players of one name',
      players: [
        { id: 'a', chips: 100 },
        { id: 'a', chips: 100 },
      ],
      error: { code: 'baccarat/bad-players', details: { reason: 'duplicate', player: 'a' } },
    },
  ])('refused: $name, nothing dealt', ({ players, error }) => {
    const style: BaccaratPlayStyle = { pattern: { kind: 'favourite', bet: 'banker' }, stake: 10 };
    const r = playBaccaratTable(
      CASINO,
      players.map((p) => ({ ...p, style })),
      { coups: 5, seed: 1 },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, details: r.error.details }).toEqual(error);
  });
  it('refused: a rate above 1', () => {
    const r = playBaccaratTable(
      CASINO,
      [
        {
          id: 'a',
          chips: 100,
          style: { pattern: { kind: 'random' }, stake: 10, extras: [{ bet: 'tie', stake: 5, rate: 1.5 }] },
        },
      ],
      { coups: 5, seed: 1 },
    );
    expect(!r.ok && r.error.details).toEqual({ reason: 'rate', player: 'a', value: '1.5' });
  });
});
