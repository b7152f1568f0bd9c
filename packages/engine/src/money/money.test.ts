import { describe, expect, it } from 'vitest';
import {
  checkChips,
  chipsProblem,
  commonDenominator,
  commonPayoutUnit,
  formatRatio,
  ledger,
  MAX_BALANCE,
  MAX_RATIO_TERM,
  MAX_STAKE,
  netFor,
  netForPlayers,
  parseRatio,
  payout,
  payoutOrThrow,
  payoutUnit,
  ratio,
} from './index.js';

describe('payout ratios on whole chips (hand-worked)', () => {
  it.each([
    // stake, ratio, rounding, win, exact, delta
    { stake: 10, r: '3:2', rounding: 'down', win: 15, exact: [15, 1], delta: [0, 1] }, // text: bet 10, blackjack 15
    { stake: 5, r: '1:1', rounding: 'down', win: 5, exact: [5, 1], delta: [0, 1] }, // text: bet 5 wins 5
    { stake: 5, r: '3:2', rounding: 'down', win: 7, exact: [15, 2], delta: [-1, 2] },
    { stake: 5, r: '3:2', rounding: 'up', win: 8, exact: [15, 2], delta: [1, 2] },
    { stake: 5, r: '3:2', rounding: 'halfUp', win: 8, exact: [15, 2], delta: [1, 2] },
    { stake: 20, r: '19:20', rounding: 'down', win: 19, exact: [19, 1], delta: [0, 1] },
    { stake: 10, r: '19:20', rounding: 'down', win: 9, exact: [19, 2], delta: [-1, 2] },
    { stake: 5, r: '19:20', rounding: 'down', win: 4, exact: [19, 4], delta: [-3, 4] },
    { stake: 5, r: '19:20', rounding: 'halfUp', win: 5, exact: [19, 4], delta: [1, 4] },
    { stake: 1, r: '19:20', rounding: 'halfUp', win: 1, exact: [19, 20], delta: [1, 20] },
    { stake: 7, r: '8:1', rounding: 'down', win: 56, exact: [56, 1], delta: [0, 1] },
    { stake: 11, r: '5:11', rounding: 'down', win: 5, exact: [5, 1], delta: [0, 1] }, // lay 4
    { stake: 12, r: '7:6', rounding: 'down', win: 14, exact: [14, 1], delta: [0, 1] }, // place 6
    { stake: 20, r: '100:1', rounding: 'down', win: 2000, exact: [2000, 1], delta: [0, 1] }, // royal on bet 20
  ] as const)('$stake at $r ($rounding) pays $win', ({ stake, r, rounding, win, exact, delta }) => {
    const res = payout(stake, ratio(...(r.split(':').map(Number) as [number, number])), rounding);
    expect(res).toEqual({
      ok: true,
      value: {
        win,
        exact: { numerator: exact[0], denominator: exact[1] },
        roundingDelta: { numerator: delta[0], denominator: delta[1] },
      },
    });
  });

  it('refuses a stake that would pay a fraction under the "refuse" rule, naming the multiple', () => {
    const res = payout(10, ratio(19, 20), 'refuse');
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe('money/fractional-payout');
      expect(res.error.message).toContain('multiples of 20');
    }
    expect(payout(40, ratio(19, 20), 'refuse')).toMatchObject({ ok: true, value: { win: 38 } });
  });

  it.each([0, -5, 2.5, NaN, '10'])('refuses stake %s', (stake) => {
    const res = payout(stake as number, ratio(1, 1));
    expect(!res.ok && res.error.code).toBe('money/bad-amount');
  });
});

describe('ratios', () => {
  it.each(['3:2', '19:20', '8:1', '6:5', '3/2', '8 к 1'])('parses %s', (text) => {
    const r = parseRatio(text);
    expect(r.ok).toBe(true);
  });
  it.each(['3', '0:1', '1:0', '-1:2', '1.5:1', 'abc'])('refuses %s', (text) => {
    const r = parseRatio(text);
    expect(!r.ok && r.error.code).toBe('money/bad-ratio');
  });
  it('formats', () => {
    expect(formatRatio(ratio(19, 20))).toBe('19:20');
  });
});

// Hand-worked: the smallest stake that pays whole chips, and the lcm of several.
describe('stake units of ratios', () => {
  it.each([
    [19, 20, 20],
    [3, 2, 2],
    [6, 4, 2], // 6:4 is 3:2
    [8, 1, 1],
    [6, 5, 5],
    [1, 2, 2],
  ])('%d:%d pays whole chips on multiples of %d', (pays, per, unit) => {
    expect(payoutUnit(ratio(pays, per))).toBe(unit);
    // and no smaller stake does
    for (let s = 1; s < unit; s++) expect(payout(s, ratio(pays, per), 'refuse').ok).toBe(false);
    expect(payout(unit, ratio(pays, per), 'refuse').ok).toBe(true);
  });
  it.each([
    [[], 1, 1],
    [[ratio(1, 1), ratio(1, 2)], 2, 2], // Банко 1:1, 1:2 on a six
    [[ratio(3, 2), ratio(19, 20)], 20, 20],
    [[ratio(6, 4), ratio(2, 3)], 6, 12], // units 2 and 3; pers 4 and 3
    [[ratio(25, 1), ratio(40, 1)], 1, 1],
  ] as const)('%j: common unit %d, common denominator %d', (ratios, unit, den) => {
    expect(commonPayoutUnit(ratios)).toBe(unit);
    expect(commonDenominator(ratios)).toBe(den);
  });
});

describe('checkChips', () => {
  it('accepts whole positive chips and optionally zero', () => {
    expect(checkChips(5)).toEqual({ ok: true, value: 5 });
    expect(checkChips(0, 'bet', true)).toEqual({ ok: true, value: 0 });
    expect(checkChips(0).ok).toBe(false);
    expect(checkChips(Number.MAX_SAFE_INTEGER + 1).ok).toBe(false);
  });
});

describe('settlement ledger', () => {
  it('balances a baccarat-like coup worked by hand', () => {
    // Anna: Банко 20 wins 19 (19:20); Boris: Пунто 10 loses; Vera: ничья 5 loses; Gleb's Пунто 15 pushes on a tie.
    const l = ledger([
      { owner: 'anna', bet: 'banker', staked: 20, returned: 20, won: 19, lost: 0 },
      { owner: 'boris', bet: 'player', staked: 10, returned: 0, won: 0, lost: 10 },
      { owner: 'vera', bet: 'tie', staked: 5, returned: 0, won: 0, lost: 5 },
      { owner: 'gleb', bet: 'player', staked: 15, returned: 15, won: 0, lost: 0 },
    ]);
    expect(l).toMatchObject({ staked: 50, returned: 35, won: 19, lost: 15 });
    expect(l.staked).toBe(l.returned + l.lost);
    expect(netForPlayers(l)).toBe(4);
    expect(netFor(l, 'anna')).toBe(19);
    expect(netFor(l, 'boris')).toBe(-10);
  });

  it('throws on an entry that does not balance (a settlement bug)', () => {
    expect(() => ledger([{ owner: 'x', bet: 'main', staked: 10, returned: 5, won: 0, lost: 4 }])).toThrow(
      /does not balance/,
    );
    expect(() => ledger([{ owner: 'x', bet: 'main', staked: 1.5, returned: 1.5, won: 0, lost: 0 }])).toThrow(
      /whole number/,
    );
  });
});

describe('the bound on chip amounts keeps every payout exact', () => {
  it.each([
    [10, null],
    [0, 'zero'],
    [-5, 'negative'],
    [2.5, 'not-whole'],
    [NaN, 'not-a-number'],
    ['10', 'not-a-number'],
    [Infinity, 'over-limit'],
    [-Infinity, 'negative'],
    [1e12, null],
    [1e12 + 1, 'over-limit'],
    [2 ** 53, 'over-limit'],
  ] as const)('chipsProblem(%s, MAX_STAKE) is %s', (value, want) => {
    expect(chipsProblem(value, MAX_STAKE)).toBe(want);
  });

  it('zero is fine where allowed', () => {
    expect(chipsProblem(0, MAX_BALANCE, true)).toBeNull();
  });

  it('the largest stake at the largest ratio pays exactly: 10^12 × 1000 is below 2^53', () => {
    const p = payoutOrThrow(MAX_STAKE, { pays: MAX_RATIO_TERM, per: 1 });
    expect(p.win).toBe(1e15);
    expect(BigInt(MAX_STAKE) * BigInt(MAX_RATIO_TERM) < 2n ** 53n).toBe(true);
    // and a balance at the limit plus such a payout is still a safe integer
    expect(Number.isSafeInteger(MAX_BALANCE + p.win)).toBe(true);
  });

  it('19:20 on the largest stake is exact too', () => {
    expect(payoutOrThrow(MAX_STAKE, { pays: 19, per: 20 }).win).toBe(950_000_000_000);
  });
});
