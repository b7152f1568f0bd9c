// Issue 21: inputs to blackjack's analysis helpers that once threw a raw TypeError, or gave values
// that did not agree with each other.
import { describe, expect, it } from 'vitest';
import { toFractionString } from '../../rational/index.js';
import { CroupierError } from '../../result/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { handActionEvs } from './advise.js';
import { naturalProbability } from './edge.js';

describe('naturalProbability', () => {
  // Infinite shoe: an ace (1/13) then a ten-value card (4/13), or the other way round: 2 · 1/13 · 4/13.
  it("answers 8/169 for 'infinite'", () => {
    expect(toFractionString(naturalProbability('infinite'))).toBe('8/169');
  });

  it.each([0, 1.5, 9, Number.NaN])('refuses %s decks with blackjack/bad-rules', (decks) => {
    expect(() => naturalProbability(decks)).toThrow(CroupierError);
    expect(() => naturalProbability(decks)).toThrow(/blackjack\/bad-rules: .*decks/);
  });
});

describe('handActionEvs before the peek (afterPeek: false) in a hole-card game', () => {
  // Six-deck-style rules with a hole card and late surrender, from an infinite shoe so the figures are
  // simple: the dealer's ace makes blackjack with a ten-value hole card, p = 4/13.
  const rules = resolveRulesOrThrow({ preset: 'casino', overrides: { surrender: 'late' } });
  const p = 4 / 13;
  const actions = ['stand', 'hit', 'surrender'] as const;
  const before = handActionEvs(rules, 'infinite', [10, 6], 1, { actions, afterPeek: false });
  const after = handActionEvs(rules, 'infinite', [10, 6], 1, { actions, afterPeek: true });

  it('surrender of T,6 v A before the peek is −17/26: the whole bet lost to a blackjack, half otherwise', () => {
    // p · (−1) + (1 − p) · (−1/2) = −4/13 − 9/26 = −17/26.
    expect(before.surrender).toBeCloseTo(-17 / 26, 12);
    expect(after.surrender).toBe(-0.5);
  });

  it.each(actions)('%s before the peek is p · (−1) + (1 − p) · (its value after the peek)', (action) => {
    expect(before[action]).toBeCloseTo(-p + (1 - p) * after[action]!, 12);
  });

  it('ranks surrender first for T,6 v A before the peek, as after it', () => {
    const best = (evs: typeof before) => actions.reduce((a, b) => (evs[a]! >= evs[b]! ? a : b));
    expect(best(after)).toBe('surrender');
    expect(best(before)).toBe('surrender');
  });
});
