import { naiveCommission, naiveOutcome, naiveWinnings } from '@croupier/testkit/oracles/craps';
import { describe, expect, it } from 'vitest';
import type { DiceRoll, Die } from '../dice/index.js';
import { MAX_STAKE } from '../money/index.js';
import { orThrow } from '../result/index.js';
import { ALL_BETS, betSpec, CRAPS_NUMBERS, type BetId } from './bets.js';
import { resolveRulesOrThrow, type CrapsRules } from './rules.js';
import {
  commissionFor,
  maxWin,
  resolveBet,
  settleBet,
  settleStake,
  winningPayout,
  winningRolls,
  type Resolution,
} from './settle.js';

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
    // bet, stake, resolution ratio, returned, won, exact winnings, the fraction kept — hand-worked
    ['pass', 10, [1, 1], 10, 10, [10, 1], [0, 1]],
    ['place6', 12, [7, 6], 12, 14, [14, 1], [0, 1]],
    ['place6', 10, [7, 6], 10, 11, [35, 3], [-2, 3]], // 11 2/3 rounds down to 11
    ['passOdds', 15, [3, 2], 15, 22, [45, 2], [-1, 2]], // 22.5 → 22
    ['placeToLose4', 11, [5, 11], 11, 5, [5, 1], [0, 1]],
    ['hard8', 5, [9, 1], 5, 45, [45, 1], [0, 1]],
  ] as const)('%s %s at %j', (id, stake, [pays, per], returned, won, [en, ed], [dn, dd]) => {
    const st = settleStake(betSpec(id)!, stake, { kind: 'win', ratio: { pays, per } }, seed);
    expect(st).toEqual({
      stake,
      returned,
      lost: 0,
      won,
      exact: { numerator: en, denominator: ed },
      roundingDelta: { numerator: dn, denominator: dd },
      commission: 0,
    });
  });

  it('a horn bet is four bets: one part wins, three lose', () => {
    // 40 on the horn, a 12 rolls: 10 at 30:1 wins 300, the other 30 chips lose.
    expect(settleStake(betSpec('horn')!, 40, { kind: 'win', ratio: { pays: 30, per: 1 } }, seed)).toMatchObject({
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
    expect(settleStake(betSpec('field')!, 7, { kind: 'lose' }, seed)).toMatchObject({
      stake: 7,
      returned: 0,
      lost: 7,
      won: 0,
      commission: 0,
    });
    expect(settleStake(betSpec('dontPass')!, 7, { kind: 'push' }, seed)).toMatchObject({
      stake: 7,
      returned: 7,
      lost: 0,
      won: 0,
      commission: 0,
    });
  });
});

const RULE_VARIANTS: readonly [string, CrapsRules][] = [
  ['seed', seed],
  ['casino', casino],
  ['working, commission 0', { ...seed, placeWorkingOnComeOut: true, commissionPercent: 0 }],
  ['casino, 10% on the win, field 1000:7', { ...casino, commissionPercent: 10, fieldPays12: { pays: 1000, per: 7 } }],
];

describe('every bet, every puck, every roll: the engine against the naive layout of the testkit', () => {
  const dice: DiceRoll[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) dice.push([a as Die, b as Die]);

  it.each(RULE_VARIANTS)('%s', (_name, rules) => {
    let checked = 0;
    const wrong: string[] = [];
    for (const id of ALL_BETS) {
      for (const point of [null, ...CRAPS_NUMBERS]) {
        for (const roll of dice) {
          const want = naiveOutcome(id, point, roll[0], roll[1], rules);
          const stake = id === 'horn' ? 4 * 37 : 37;
          const got = orThrow(settleBet(rules, { bet: id, stake, point, dice: roll }));
          const r = got.resolution;
          const short =
            r.kind === 'win' ? `win ${r.ratio.pays}:${r.ratio.per}` : r.kind === 'move' ? `move ${r.to}` : r.kind;
          if (short !== want) wrong.push(`${id} ${point} ${roll}: ${short}, the layout says ${want}`);
          // the chips, worked the naive way
          let paid = 0;
          if (want === 'push') paid = stake;
          else if (want.startsWith('win')) {
            const [pays, per] = want.slice(4).split(':').map(Number) as [number, number];
            if (id === 'horn') paid = stake / 4 + naiveWinnings(stake / 4, pays, per);
            else {
              const won = naiveWinnings(stake, pays, per);
              const c =
                rules.commissionOn === 'win' ? Math.min(won, naiveCommission(id, stake, rules.commissionPercent)) : 0;
              paid = stake + won - c;
            }
          }
          const net = want === 'none' || want.startsWith('move') ? 0 : paid - stake;
          if (got.paid !== paid || got.net !== net) {
            wrong.push(`${id} ${point} ${roll}: paid ${got.paid} net ${got.net}, by hand ${paid} and ${net}`);
          }
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(ALL_BETS.length * 7 * 36);
  });

  it.each(RULE_VARIANTS)('the commission paid with a buy or lay bet, %s', (_name, rules) => {
    for (const id of ALL_BETS) {
      for (const stake of [1, 19, 20, 39, 40, 41, 999, 10 ** 12]) {
        expect(commissionFor(betSpec(id)!, stake, rules)).toBe(naiveCommission(id, stake, rules.commissionPercent));
      }
    }
  });
});

describe('the bet helpers the site and the trainer call', () => {
  it.each([
    // bet, stake, point, rules → ratio, won, exact, kept, commission with the bet, from the win, handed back
    ['place6', 10, 8, 'seed', '7:6', 11, '35/3', '-2/3', 0, 0, 21],
    ['place4', 10, 6, 'seed', '9:5', 18, '18/1', '0/1', 0, 0, 28],
    ['passOdds', 15, 5, 'seed', '3:2', 22, '45/2', '-1/2', 0, 0, 37],
    ['dontPassOdds', 60, 4, 'seed', '1:2', 30, '30/1', '0/1', 0, 0, 90],
    ['hard10', 5, 6, 'seed', '7:1', 35, '35/1', '0/1', 0, 0, 40],
    // buy 4 for 20: 1 chip (5%) paid with the bet at the text's table, or taken from the 40 won at the casino's
    ['buy4', 20, 6, 'seed', '2:1', 40, '40/1', '0/1', 1, 0, 60],
    ['buy4', 20, 6, 'casino', '2:1', 40, '40/1', '0/1', 0, 1, 59],
    // lay 6 for 60 wins 50; 5% of 50 is 2 (2.5 rounded down)
    ['lay6', 60, 8, 'casino', '5:6', 50, '50/1', '0/1', 0, 2, 108],
    ['placeToLose5', 10, 6, 'seed', '5:8', 6, '25/4', '-1/4', 0, 0, 16],
  ] as const)(
    'winningPayout: %s %s with the point %s (%s) pays %s',
    (bet, stake, point, preset, ratio, won, exact, kept, withBet, fromWin, handed) => {
      const w = orThrow(winningPayout(preset === 'seed' ? seed : casino, bet, stake, point));
      const st = w.settlement!;
      expect(w.resolution.kind).toBe('win');
      expect([
        w.resolution.kind === 'win' ? `${w.resolution.ratio.pays}:${w.resolution.ratio.per}` : '',
        st.won,
        `${st.exact.numerator}/${st.exact.denominator}`,
        `${st.roundingDelta.numerator}/${st.roundingDelta.denominator}`,
        w.commissionWithBet,
        st.commission,
        w.paid,
      ]).toEqual([ratio, won, exact, kept, withBet, fromWin, handed]);
    },
  );

  it.each([
    ['hard8', 6, [[4, 4]]],
    [
      'place8',
      6,
      [
        [4, 4],
        [2, 6],
        [3, 5],
      ],
    ],
    [
      'passOdds',
      9,
      [
        [3, 6],
        [4, 5],
      ],
    ],
    [
      'dontCome',
      5,
      [
        [1, 2],
        [6, 6],
      ],
    ], // bar 2: the 2 is returned
    [
      'come',
      5,
      [
        [1, 6],
        [2, 5],
        [3, 4],
        [5, 6],
      ],
    ],
    ['place8', null, []], // off on the come-out
  ] as const)('winningRolls: %s with the puck on %s', (bet, point, rolls) => {
    expect(winningRolls(seed, bet, point)).toEqual(rolls);
  });

  it.each([
    ['an unknown bet', { bet: 'nope', stake: 10, point: 6, dice: [3, 4] }, 'craps/unknown-bet'],
    ['a Symbol for a bet', { bet: Symbol('x'), stake: 10, point: 6, dice: [3, 4] }, 'craps/unknown-bet'],
    ['a BigInt stake', { bet: 'pass', stake: 10n, point: 6, dice: [3, 4] }, 'craps/bad-amount'],
    ['a stake over MAX_STAKE', { bet: 'pass', stake: MAX_STAKE + 1, point: 6, dice: [3, 4] }, 'craps/bad-amount'],
    ['a horn of 5', { bet: 'horn', stake: 5, point: 6, dice: [3, 4] }, 'craps/horn-stake'],
    ['point 7', { bet: 'pass', stake: 10, point: 7, dice: [3, 4] }, 'craps/bad-point'],
    ['dice [0, 7]', { bet: 'pass', stake: 10, point: null, dice: [0, 7] }, 'craps/bad-roll'],
    ['dice of BigInts', { bet: 'pass', stake: 10, point: null, dice: [1n, 2n] }, 'craps/bad-roll'],
  ] as const)('settleBet refuses %s', (_what, on, code) => {
    const r = settleBet(seed, on as never);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('settleBet and winningPayout check the rules too', () => {
    const bad = { ...seed, commissionPercent: -5 };
    const a = settleBet(bad, { bet: 'pass', stake: 10, point: null, dice: [3, 4] });
    const b = winningPayout(bad, 'pass', 10, 6);
    expect([a.ok ? 'ok' : a.error.code, b.ok ? 'ok' : b.error.code]).toEqual(['craps/bad-rules', 'craps/bad-rules']);
    const c = winningPayout(seed, 'passOdds', 10, null as never);
    expect(c.ok ? null : c.error.details).toEqual({ point: 'null', reason: 'needed' });
  });

  it.each([
    // bet, stake, point, the most it can win — by hand
    ['horn', 8, null, 60], // 2 chips on the 2 at 30:1
    ['field', 10, null, 20], // 2:1 on 2 and 12 (the text's table)
    ['passOdds', 10, 4, 20],
    ['dontPassOdds', 12, 6, 10],
    ['place6', 12, null, 14],
    ['two', 3, null, 90],
  ] as const)('maxWin %s %s (puck %s) = %s', (bet, stake, point, most) => {
    expect(maxWin(betSpec(bet)!, stake, point, seed)).toBe(most);
  });
});
