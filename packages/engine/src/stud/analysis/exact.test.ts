import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow, type StudRules } from '../rules.js';
import { computeOdds, planOdds, studOddsKey } from './exact.js';
import { expectContract } from '../../testing/contracts.js';
import { odds } from './index.js';

const text = resolveRulesOrThrow();
const rules = (sets: string[]): StudRules => resolveRulesOrThrow({ sets });

describe('the canonical key of the figures', () => {
  it.each([
    ['a ratio written unreduced', rules(['antePays=2/2']), text],
    ['fees when no card may be exchanged', rules(['maxExchange=0', 'feeOneCard=5']), rules(['maxExchange=0'])],
    [
      'the two-card fee when one card may be exchanged',
      rules(['maxExchange=1', 'feeTwoCards=7']),
      rules(['maxExchange=1']),
    ],
    [
      'fees and the exchange limit in Caribbean stud',
      rules(['upCards=1', 'maxExchange=0', 'feeOneCard=3']),
      rules(['upCards=1', 'maxExchange=0']),
    ],
    [
      'how a fee is rounded and whether the raise must be covered',
      rules(['feeRounding=refuse', 'exchangeNeedsRaise=false']),
      text,
    ],
  ])('ignores %s', (_why, a, b) => {
    expect(studOddsKey(a)).toBe(studOddsKey(b));
  });

  it.each([
    ['the royal flush', rules(['paytable=200,50,20,7,5,4,3,2,1,1'])],
    ['the qualifier', rules(['qualifier=pair'])],
    ['the two-card fee', rules(['feeTwoCards=2'])],
    ['the raise multiple', rules(['raiseMultiple=3'])],
    ['the exchange limit', rules(['maxExchange=1'])],
  ])('tells apart a change of %s', (_what, changed) => {
    expect(studOddsKey(changed)).not.toBe(studOddsKey(text));
  });
});

describe('what the exact analysis covers', () => {
  it('a dealer card shown with an exchange is not covered: a typed error saying what is', () => {
    const r = planOdds(rules(['upCards=1', 'maxExchange=1']));
    expect(r).toMatchObject({ ok: false, error: { code: 'stud/odds-not-covered' } });
    expect(!r.ok && r.error.message).toMatch(/Set maxExchange=0 or upCards=0/);
    expect(odds(rules(['upCards=1', 'maxExchange=2']))).toMatchObject({
      ok: false,
      error: { code: 'stud/odds-not-covered' },
    });
  });

  it('payouts too large to sum exactly are refused with the limit', () => {
    // Ratio terms stop at 1000, so only a common denominator can be too large: prime denominators.
    const primes = [997, 991, 983, 977, 971, 967, 953, 947, 941, 937];
    const paytable = Object.fromEntries(
      [
        'royalFlush',
        'straightFlush',
        'fourOfAKind',
        'fullHouse',
        'flush',
        'straight',
        'threeOfAKind',
        'twoPair',
        'pair',
        'aceKing',
      ].map((k, i) => [k, { pays: 1000, per: primes[i]! }]),
    ) as unknown as StudRules['paytable'];
    const r = planOdds(resolveRulesOrThrow({ overrides: { paytable } }));
    expect(r).toMatchObject({ ok: false, error: { code: 'stud/odds-out-of-range' } });
  });

  it('the units of a paytable with halves: everything doubled', () => {
    const r = planOdds(
      resolveRulesOrThrow({ overrides: { paytable: { ...text.paytable, pair: { pays: 3, per: 2 } } } }),
    );
    expect(r.ok && r.value.pay).toEqual({
      scale: 2,
      anteWin: 2,
      raiseWinByCategory: [400, 200, 80, 28, 20, 16, 12, 8, 6, 4],
      loss: 6,
    });
  });
});

describe('odds at once, from what is shipped', () => {
  it.each(STUD_ODDS_GRID.map((e) => [e.id, e] as const))('grid entry %s', (_id, e) => {
    const r = odds({ ...text, ...e.rules });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.figure.houseEdge).toBe(e.houseEdge);
    expect(r.value.bets[0]).toMatchObject({ id: 'ante', exact: e.houseEdge, elementOfRisk: e.elementOfRiskValue });
  });

  it('rules neither shipped nor computed yet say how to compute them', () => {
    const r = odds(rules(['paytable=100,50,20,7,5,4,3,2,1,1', 'raiseMultiple=3']));
    expect(r).toMatchObject({ ok: false, error: { code: 'stud/odds-not-computed' } });
    expect(!r.ok && r.error.message).toMatch(/computeOdds/);
  });
});

describe('odds() answers the shared odds report (decision 005)', () => {
  it.each([
    ['seed', 'seed', 'seed'],
    ['casino', 'casino', 'casino'],
    ['caribbean', 'caribbean', 'caribbean'],
  ] as const)('the %s preset: the contract, the preset it equals, the shipped figure', (preset, name, variant) => {
    const r = odds(resolveRulesOrThrow({ preset }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expectContract('odds', r.value);
    expect(r.value).toMatchObject({ game: 'stud', preset: name, variant });
    expect(r.value.rules).toEqual(resolveRulesOrThrow({ preset }));
    expect(r.value.bets).toEqual([expect.objectContaining({ id: 'ante', exact: STUD_ODDS[variant].houseEdge })]);
  });

  it('rules equal to no preset are custom, unless the caller names the preset', () => {
    const e = STUD_ODDS_GRID.find((x) => x.id === 'royal200/flat/2')!;
    expect(odds({ ...text, ...e.rules })).toMatchObject({
      ok: true,
      value: { preset: 'custom', variant: 'grid', gridId: e.id },
    });
    expect(odds({ ...text, ...e.rules }, { preset: 'seed' })).toMatchObject({ ok: true, value: { preset: 'seed' } });
  });

  it('rules that fail the schema: stud/bad-rules, naming the key', () => {
    expect(odds({ ...text, raiseMultiple: 0 })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-rules', details: { issues: [expect.objectContaining({ key: 'raiseMultiple' })] } },
    });
  });
});

describe('computing the odds of any rules', () => {
  it("the text's payouts with no exchange, computed anew, equal the shipped fraction of the earlier generator", async () => {
    // The shipped figure was enumerated by inclusion–exclusion (the generator before decision 013).
    const r = await computeOdds(rules(['maxExchange=0']));
    expect(r.ok && r.value.figure.houseEdge).toBe(STUD_ODDS.noExchange.houseEdge);
    expect(r.ok && r.value.figure.elementOfRisk).toBe(STUD_ODDS.noExchange.elementOfRisk);
    expect(r.ok && r.value.figure.raiseChance).toBe(STUD_ODDS.noExchange.raiseChance);
  });

  it('reports progress up to the total, then answers from the cache, and odds() knows the answer', async () => {
    const r0 = rules(['paytable=100,50,20,7,5,4,3,2,1,1', 'qualifier=pair', 'maxExchange=0']);
    const seen: number[] = [];
    let total = 0;
    const r = await computeOdds(r0, {
      onProgress: (p) => {
        seen.push(p.done);
        total = p.total;
      },
    });
    expect(r.ok).toBe(true);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((d, i) => i === 0 || d > seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBeCloseTo(total, 6);
    const again: number[] = [];
    const r2 = await computeOdds(r0, { onProgress: (p) => again.push(p.done) });
    expect(again).toEqual([]);
    expect(r2).toEqual(r);
    const known = odds(r0);
    expect(known.ok && known.value.variant).toBe('computed');
    expect(known.ok && known.value.figure.houseEdge).toBe(r.ok && r.value.figure.houseEdge);
    // A dealer who needs a pair to qualify changes the game: another figure than the text's.
    expect(r.ok && r.value.figure.houseEdgeValue).not.toBeCloseTo(STUD_ODDS.noExchange.houseEdgeValue, 4);
  });

  it('stops when its signal aborts, with the signal’s reason, and caches nothing', async () => {
    const r0 = rules(['paytable=100,50,20,7,5,4,3,2,1,1', 'raiseMultiple=4', 'maxExchange=0']);
    const ac = new AbortController();
    let calls = 0;
    const run = computeOdds(r0, {
      signal: ac.signal,
      onProgress: () => {
        if (++calls === 3) ac.abort(new Error('enough'));
      },
    });
    await expect(run).rejects.toThrow('enough');
    expect(calls).toBe(3);
    expect(odds(r0)).toMatchObject({ ok: false, error: { code: 'stud/odds-not-computed' } });
  });
});
