import { describe, expect, it } from 'vitest';
import type { DiceRoll, Die } from '../dice/index.js';
import { ALL_BETS, betSpec, type BetId } from './bets.js';
import { resolveRulesOrThrow } from './rules.js';
import { resolveBet, settleStake, type Resolution } from './settle.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });
const working = { ...seed, placeWorkingOnComeOut: true };

/** Short outcome: W(in) L(ose) P(ush) -(nothing) or the bet it moves to. */
function short(r: Resolution): string {
  if (r.kind === 'win') return `W${r.ratio.pays}:${r.ratio.per}`;
  if (r.kind === 'lose') return 'L';
  if (r.kind === 'push') return 'P';
  if (r.kind === 'move') return `→${r.to}`;
  return '-';
}

const rollOf = (t: number): DiceRoll => [Math.min(6, t - 1) as Die, (t - Math.min(6, t - 1)) as Die];
const row = (id: BetId, point: number | null, rules = seed) =>
  [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    .map((t) => short(resolveBet(betSpec(id)!, point as never, rollOf(t), rules)))
    .join(' ');

describe('the resolution table of every bet, totals 2 3 4 5 6 7 8 9 10 11 12', () => {
  // Written from the text (pass, don't pass) and the standard layout (the rest), not from the code.
  it.each([
    // «Проходит»: 7/11 win, 2/3/12 lose on the come-out; then the point before 7.
    ['pass', null, seed, 'L L - - - W1:1 - - - W1:1 L'],
    ['pass', 6, seed, '- - - - W1:1 L - - - - -'],
    // «Не проходит»: 3/12 win, 7/11 lose, 2 «возвращается игроку»; then 7 before the point.
    ['dontPass', null, seed, 'P W1:1 - - - L - - - L W1:1'],
    ['dontPass', 6, seed, '- - - - L W1:1 - - - - -'],
    // casinos bar 12 instead
    ['dontPass', null, casino, 'W1:1 W1:1 - - - L - - - L P'],
    ['passOdds', 4, seed, '- - W2:1 - - L - - - - -'],
    ['passOdds', 5, seed, '- - - W3:2 - L - - - - -'],
    ['passOdds', 6, seed, '- - - - W6:5 L - - - - -'],
    ['dontPassOdds', 10, seed, '- - - - - W1:2 - - L - -'],
    ['dontPassOdds', 9, seed, '- - - - - W2:3 - L - - -'],
    ['dontPassOdds', 8, seed, '- - - - - W5:6 L - - - -'],
    ['come', 8, seed, 'L L →come4 →come5 →come6 W1:1 →come8 →come9 →come10 W1:1 L'],
    ['dontCome', 8, seed, 'P W1:1 →dontCome4 →dontCome5 →dontCome6 L →dontCome8 →dontCome9 →dontCome10 L W1:1'],
    ['come5', 8, seed, '- - - W1:1 - L - - - - -'],
    ['come5', null, seed, '- - - W1:1 - L - - - - -'],
    ['dontCome9', 8, seed, '- - - - - W1:1 - L - - -'],
    ['comeOdds9', 8, seed, '- - - - - L - W3:2 - - -'],
    // odds on a come bet are off on the come-out: returned when the come bet is decided
    ['comeOdds9', null, seed, '- - - - - P - P - - -'],
    ['comeOdds9', null, working, '- - - - - L - W3:2 - - -'],
    ['dontComeOdds5', null, seed, '- - - L - W2:3 - - - - -'],
    ['place4', 6, seed, '- - W9:5 - - L - - - - -'],
    ['place5', 6, seed, '- - - W7:5 - L - - - - -'],
    ['place8', 6, seed, '- - - - - L W7:6 - - - -'],
    ['place8', null, seed, '- - - - - - - - - - -'],
    ['place8', null, working, '- - - - - L W7:6 - - - -'],
    ['placeToLose4', 6, seed, '- - L - - W5:11 - - - - -'],
    ['placeToLose9', 6, seed, '- - - - - W5:8 - L - - -'],
    ['placeToLose6', 5, seed, '- - - - L W4:5 - - - - -'],
    ['buy10', 5, seed, '- - - - - L - - W2:1 - -'],
    ['lay5', 6, seed, '- - - L - W2:3 - - - - -'],
    ['field', null, seed, 'W2:1 W1:1 W1:1 L L L L W1:1 W1:1 W1:1 W2:1'],
    ['field', 6, casino, 'W2:1 W1:1 W1:1 L L L L W1:1 W1:1 W1:1 W3:1'],
    ['big6', null, seed, '- - - - W1:1 L - - - - -'],
    ['big8', 4, seed, '- - - - - L W1:1 - - - -'],
    ['any7', null, seed, 'L L L L L W4:1 L L L L L'],
    ['anyCraps', 5, seed, 'W7:1 W7:1 L L L L L L L L W7:1'],
    ['two', null, seed, 'W30:1 L L L L L L L L L L'],
    ['three', null, seed, 'L W15:1 L L L L L L L L L'],
    ['eleven', null, seed, 'L L L L L L L L L W15:1 L'],
    ['twelve', null, seed, 'L L L L L L L L L L W30:1'],
    ['horn', null, seed, 'W30:1 W15:1 L L L L L L L W15:1 W30:1'],
  ] as const)('%s with the puck on %s', (id, point, rules, expected) => {
    expect(row(id, point, rules)).toBe(expected);
  });

  // Hardways need the pair: the row above uses the "easy" roll for each total, so check both ways.
  it.each([
    [4, [2, 2], 'W7:1'],
    [4, [1, 3], 'L'],
    [6, [3, 3], 'W9:1'],
    [6, [2, 4], 'L'],
    [8, [4, 4], 'W9:1'],
    [8, [2, 6], 'L'],
    [10, [5, 5], 'W7:1'],
    [10, [4, 6], 'L'],
    [8, [3, 4], 'L'],
    [8, [1, 1], '-'],
    [8, [5, 4], '-'],
  ] as const)('hard%s on %j', (n, dice, expected) => {
    expect(short(resolveBet(betSpec(`hard${n}`)!, 5, dice as unknown as DiceRoll, seed))).toBe(expected);
  });

  it("only come and don't come bets in their boxes ever move, and only on a box number", () => {
    const moves: string[] = [];
    for (const id of ALL_BETS) {
      for (const point of [null, 4, 5, 6, 8, 9, 10] as const) {
        for (let t = 2; t <= 12; t++) {
          const r = resolveBet(betSpec(id)!, point, rollOf(t), seed);
          if (r.kind === 'move' && point === 4) moves.push(`${id}${t}`);
          else if (r.kind === 'move') moves.push('');
        }
      }
    }
    const expected = ['come', 'dontCome'].flatMap((id) => [4, 5, 6, 8, 9, 10].map((t) => `${id}${t}`));
    expect(moves.filter(Boolean).sort()).toEqual(expected.sort());
    expect(moves.length).toBe(2 * 6 * 7);
  });
});

describe('settlement in chips', () => {
  it.each([
    // bet, stake, resolution ratio, returned, won, commission — hand-worked
    ['pass', 10, [1, 1], 10, 10, 0],
    ['place6', 12, [7, 6], 12, 14, 0],
    ['place6', 10, [7, 6], 10, 11, 0], // 11 2/3 rounds down to 11
    ['passOdds', 15, [3, 2], 15, 22, 0], // 22.5 → 22
    ['placeToLose4', 11, [5, 11], 11, 5, 0],
    ['hard8', 5, [9, 1], 5, 45, 0],
  ] as const)('%s %s at %j', (id, stake, [pays, per], returned, won, commission) => {
    const st = settleStake(betSpec(id)!, stake, { kind: 'win', ratio: { pays, per } }, seed);
    expect(st).toEqual({ stake, returned, lost: 0, won, commission });
  });

  it('a horn bet is four bets: one part wins, three lose', () => {
    // 40 on the horn, a 12 rolls: 10 at 30:1 wins 300, the other 30 chips lose.
    expect(settleStake(betSpec('horn')!, 40, { kind: 'win', ratio: { pays: 30, per: 1 } }, seed)).toEqual({
      stake: 40,
      returned: 10,
      lost: 30,
      won: 300,
      commission: 0,
    });
  });

  it('takes the buy and lay commission from the win when the rules say so', () => {
    // buy 4 for 20 wins 40; 5% of the 20 bought is 1. Lay 10 for 40 wins 20; 5% of the win is 1.
    expect(settleStake(betSpec('buy4')!, 20, { kind: 'win', ratio: { pays: 2, per: 1 } }, casino).commission).toBe(1);
    expect(settleStake(betSpec('lay10')!, 40, { kind: 'win', ratio: { pays: 1, per: 2 } }, casino).commission).toBe(1);
    // lay 6 for 120 wins 100; 5% of 100 is 5
    expect(settleStake(betSpec('lay6')!, 120, { kind: 'win', ratio: { pays: 5, per: 6 } }, casino).commission).toBe(5);
    // with the commission paid with the bet, nothing more is taken from the win
    expect(settleStake(betSpec('buy4')!, 20, { kind: 'win', ratio: { pays: 2, per: 1 } }, seed).commission).toBe(0);
  });

  it('loses and pushes the whole stake', () => {
    expect(settleStake(betSpec('field')!, 7, { kind: 'lose' }, seed)).toEqual({
      stake: 7,
      returned: 0,
      lost: 7,
      won: 0,
      commission: 0,
    });
    expect(settleStake(betSpec('dontPass')!, 7, { kind: 'push' }, seed)).toEqual({
      stake: 7,
      returned: 7,
      lost: 0,
      won: 0,
      commission: 0,
    });
  });
});
