import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { analyse } from '../analysis/edge.js';
import { blackjackPresets, resolveRulesOrThrow } from '../rules.js';
import type { Decision } from './evaluate.js';
import { computeIndexTable, decisionEvsAt, indexContext, insuranceEvAt, topDeviations } from './indices.js';
import { COUNTING_SYSTEMS } from './systems.js';

const casino = BLACKJACK_INDEX_TABLES.casino.hilo;
const seed = BLACKJACK_INDEX_TABLES.seed.hilo;
const find = (t: typeof casino, kind: Decision['kind'], row: number, up: number) =>
  t.entries.filter((e) => e.decision.kind === kind && e.decision.row === row && e.decision.up === up);

// The "Illustrious 18" (Schlesinger, "Attacking the Shoe", Blackjack Forum, September 1986; Blackjack
// Attack), Hi-Lo, six decks, S17, DAS, as listed at freeblackjack.games ("Blackjack Deviations & the
// Illustrious 18") and blackjack.yuchunlab.com ("Deviations"): the play at or above the index (for
// 13 v 2, 12 v 4, 12 v 5, 12 v 6, 13 v 3, stand at or above it and hit below). They are whole numbers
// from simulations with floored true counts; a floored count compared with a whole index deviates best
// when the index is the crossover's nearest whole number, so we check the crossover to ±0.5. Two are
// 0.52 and 0.64 from theirs: 12 v 5 (−1.48, published −2) and 10 v A (3.36, published 4); both lie
// near the middle of a bin, where one depth or one rounding convention against another decides it.
describe('the casino preset’s Hi-Lo indices against the Illustrious 18', () => {
  it('insurance at +3', () => {
    expect(Math.abs(casino.insurance.index - 3)).toBeLessThanOrEqual(0.5);
    expect(casino.insurance.wholeIndex).toBe(3);
  });

  it.each([
    { hand: '16 v T', kind: 'hard', row: 16, up: 10, play: 'stand', published: 0, tolerance: 0.5 },
    { hand: '15 v T', kind: 'hard', row: 15, up: 10, play: 'stand', published: 4, tolerance: 0.5 },
    { hand: 'T,T v 5', kind: 'pair', row: 10, up: 5, play: 'split', published: 5, tolerance: 0.5 },
    { hand: 'T,T v 6', kind: 'pair', row: 10, up: 6, play: 'split', published: 4, tolerance: 0.5 },
    { hand: '10 v T', kind: 'hard', row: 10, up: 10, play: 'double', published: 4, tolerance: 0.5 },
    { hand: '12 v 3', kind: 'hard', row: 12, up: 3, play: 'stand', published: 2, tolerance: 0.5 },
    { hand: '12 v 2', kind: 'hard', row: 12, up: 2, play: 'stand', published: 3, tolerance: 0.5 },
    { hand: '11 v A', kind: 'hard', row: 11, up: 1, play: 'double', published: 1, tolerance: 0.5 },
    { hand: '9 v 2', kind: 'hard', row: 9, up: 2, play: 'double', published: 1, tolerance: 0.5 },
    { hand: '10 v A', kind: 'hard', row: 10, up: 1, play: 'double', published: 4, tolerance: 0.65 },
    { hand: '9 v 7', kind: 'hard', row: 9, up: 7, play: 'double', published: 3, tolerance: 0.5 },
    { hand: '16 v 9', kind: 'hard', row: 16, up: 9, play: 'stand', published: 5, tolerance: 0.5 },
    { hand: '13 v 2', kind: 'hard', row: 13, up: 2, play: 'hit', published: -1, tolerance: 0.5 },
    { hand: '12 v 4', kind: 'hard', row: 12, up: 4, play: 'hit', published: 0, tolerance: 0.5 },
    { hand: '12 v 5', kind: 'hard', row: 12, up: 5, play: 'hit', published: -2, tolerance: 0.55 },
    { hand: '12 v 6', kind: 'hard', row: 12, up: 6, play: 'hit', published: -1, tolerance: 0.5 },
    { hand: '13 v 3', kind: 'hard', row: 13, up: 3, play: 'hit', published: -2, tolerance: 0.5 },
  ] as const)('$hand: $play, published $published', ({ kind, row, up, play, published, tolerance }) => {
    const [e, ...more] = find(casino, kind, row, up).filter((x) => x.deviation === play);
    expect(more).toEqual([]);
    expect(e!.direction).toBe(play === 'hit' ? 'atOrBelow' : 'atOrAbove');
    expect(Math.abs(e!.index - published)).toBeLessThanOrEqual(tolerance);
  });

  it('insurance is the single most valuable deviation, as the freeblackjack.games page says', () => {
    // Our gains are for flat bets; the Illustrious 18 were ranked with a bet spread, which weighs high
    // counts more, so the rest of the order differs (10 v A, 10 v T, 9 v 7 and 16 v 9 fall below our
    // top 18 at a flat bet).
    const top = topDeviations(casino, 3);
    expect(top[0]!.kind).toBe('insurance');
    expect(top[0]!.entry.gain).toBeGreaterThan(top[1]!.entry.gain);
  });
});

describe('the insurance index, worked by hand', () => {
  it('Hi-Lo, six decks, 156 cards unseen, the ace known: +3.01', () => {
    // 155 other cards seen from the 311 left after the ace, counting 3x + 1 at a true count x (the
    // ace counted −1). Their expected tens: m q_T + q_T (−1 − μ)(C − m μ)/V, with q_T = 96/311,
    // μ = 1/311 (the shoe less an ace leans one point high), V = 239/311 − μ². Insurance breaks even
    // when a third of the 156 unseen are tens: 96 − E[tens seen] = 52.
    const qT = 96 / 311;
    const mu = 1 / 311;
    const V = 239 / 311 - mu * mu;
    // 96 − [155 qT + qT (−1 − μ)(C − 155 μ)/V] = 52 → C = 155 μ + V (155 qT − 44) / (qT (1 + μ))
    const C = 155 * mu + (V * (155 * qT - 44)) / (qT * (1 + mu));
    const x = (C - 1) / 3;
    expect(x).toBeCloseTo(3.01, 2);
    expect(casino.insurance.index).toBeCloseTo(x, 2);
    expect(seed.insurance.index).toBeCloseTo(x, 2);
    expect(insuranceEvAt(blackjackPresets.casino.rules, COUNTING_SYSTEMS.hilo, x, 156)).toBeCloseTo(0, 12);
  });
});

describe('the shipped tables are current', () => {
  it.each([
    { name: 'seed', t: seed },
    { name: 'casino', t: casino },
  ])('$name: computed for the preset’s rules and Hi-Lo as they are now', ({ name, t }) => {
    expect(t.rules).toEqual(blackjackPresets[name as 'seed' | 'casino'].rules);
    expect(t.system.tags).toEqual(COUNTING_SYSTEMS.hilo.tags);
    expect(t.system.rounding).toBe(COUNTING_SYSTEMS.hilo.rounding);
  });

  // Each crossover is re-evaluated exactly just below and above the shipped index (the long tier
  // regenerates the whole tables).
  it.each([
    { name: 'casino 16 v T', preset: 'casino', d: { kind: 'hard', row: 16, up: 10 }, play: 'stand' },
    { name: 'casino T,T v 6', preset: 'casino', d: { kind: 'pair', row: 10, up: 6 }, play: 'split' },
    { name: 'seed 12 v 4', preset: 'seed', d: { kind: 'hard', row: 12, up: 4 }, play: 'hit' },
    { name: 'seed 11 v T', preset: 'seed', d: { kind: 'hard', row: 11, up: 10 }, play: 'double' },
  ] as const)('$name', ({ preset, d, play }) => {
    const t = preset === 'seed' ? seed : casino;
    const e = find(t, d.kind, d.row, d.up).find((x) => x.deviation === play)!;
    const rules = resolveRulesOrThrow({ preset });
    const ctx = indexContext(rules, COUNTING_SYSTEMS.hilo, { chart: analyse(rules).chart });
    const gain = (x: number) => {
      const ev = decisionEvsAt(ctx, d, x)!;
      return ev[play]! - ev[e.basic]!;
    };
    const away = e.direction === 'atOrAbove' ? 1 : -1;
    expect(gain(e.index + 0.02 * away)).toBeGreaterThan(0);
    expect(gain(e.index - 0.02 * away)).toBeLessThan(0);
  });
});

describe('the text’s game has its own indices (no hole card, a dealer blackjack takes doubles and splits)', () => {
  it('doubling 10 or 11 against a ten or an ace: the casino game’s indices, but none in range or a later one in the text’s', () => {
    expect(find(seed, 'hard', 10, 10)).toEqual([]);
    expect(find(seed, 'hard', 11, 1)).toEqual([]);
    // 11 v T: the casino game doubles (hit only below −4.95); the text's game hits, doubling from +3.54.
    expect(find(casino, 'hard', 11, 10)[0]!.deviation).toBe('hit');
    expect(find(seed, 'hard', 11, 10)[0]!.deviation).toBe('double');
  });

  it('against cards that cannot make blackjack the two games agree: 16 v 9, 12 v 4', () => {
    expect(find(seed, 'hard', 16, 9)[0]!.index).toBe(find(casino, 'hard', 16, 9)[0]!.index);
    expect(find(seed, 'hard', 12, 4)[0]!.index).toBe(find(casino, 'hard', 12, 4)[0]!.index);
  });
});

describe('a table computed here', () => {
  it('one deck, three true counts: the same shape, the insurance index in range, every entry bracketed', () => {
    const rules = resolveRulesOrThrow({ preset: 'seed', overrides: { decks: 1 } });
    const t = computeIndexTable(rules, COUNTING_SYSTEMS.hilo, { range: [-2, 2], step: 2, continuation: 'chart' });
    expect(t.trueCounts).toEqual([-2, 0, 2]);
    expect(t.curves.length).toBeGreaterThan(250);
    for (const e of t.entries) {
      expect(e.index).toBeGreaterThanOrEqual(-2);
      expect(e.index).toBeLessThanOrEqual(2);
    }
    // One deck: insurance pays from a lower count than six decks' +3 (each card weighs more).
    expect(t.insurance.index).toBeGreaterThan(0);
    expect(t.insurance.index).toBeLessThan(3);
  });
});
