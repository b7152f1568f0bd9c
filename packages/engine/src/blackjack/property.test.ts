import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createShoe } from '../shoe/index.js';
import { seededRng } from '../rng/index.js';
import { orThrow } from '../result/index.js';
import { apply, deal, legalActions, resolveRulesOrThrow, type Action, type RoundState } from './index.js';

const RULESETS = [
  resolveRulesOrThrow({ preset: 'seed' }),
  resolveRulesOrThrow({ preset: 'casino' }),
  resolveRulesOrThrow({ preset: 'casino', overrides: { surrender: 'late', hitSplitAces: true, evenMoney: false } }),
  resolveRulesOrThrow({
    preset: 'seed',
    overrides: { dealerBlackjackTakes: 'original', doubleOn: 'any', surrender: 'early', splitBy: 'rank' },
  }),
];

const ALL: Action[] = [
  { type: 'hit' },
  { type: 'stand' },
  { type: 'double' },
  { type: 'split' },
  { type: 'surrender' },
  { type: 'insurance' },
  { type: 'insurance', amount: 0 },
  { type: 'evenMoney', take: true },
  { type: 'evenMoney', take: false },
];

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

describe('every round, any choices', () => {
  it('ends, conserves chips, and refuses every illegal action with the state unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (ri, seed, bets, choices) => {
          const rules = RULESETS[ri]!;
          const shoe = orThrow(createShoe({ decks: rules.decks }, seededRng(seed)));
          const first = deal(
            rules,
            shoe,
            bets.map((amount, i) => ({ box: `b${i}`, amount })),
          );
          expect(first.ok).toBe(true);
          if (!first.ok) return;
          let s: RoundState = first.value.state;
          let steps = 0;
          while (s.phase !== 'settled') {
            const legal = legalActions(s);
            expect(legal.length).toBeGreaterThan(0);
            // Every action not offered is refused, with the state untouched.
            for (const a of ALL) {
              if (
                legal.some((l) => same(l, a)) ||
                (a.type === 'insurance' && legal.some((l) => l.type === 'insurance'))
              )
                continue;
              const before = JSON.stringify(s);
              const r = apply(s, a);
              expect(r.ok).toBe(false);
              expect(JSON.stringify(s)).toBe(before);
            }
            const pick = legal[(choices[steps] ?? steps) % legal.length]!;
            const r = apply(s, pick);
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            s = r.value.state;
            steps++;
            expect(steps).toBeLessThan(200);
          }
          // Chips conserved: the ledger balances per bet, and the players' net is what the house paid less kept.
          const l = s.ledger!;
          for (const e of l.entries) expect(e.staked).toBe(e.returned + e.lost);
          const staked = bets.reduce((a, b) => a + b, 0);
          const mains = l.entries.filter((e) => e.bet !== 'insurance').reduce((a, e) => a + e.staked, 0);
          expect(mains).toBeGreaterThanOrEqual(staked);
          // After settlement nothing is legal and every action is refused.
          expect(legalActions(s)).toEqual([]);
          expect(apply(s, { type: 'hit' }).ok).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
