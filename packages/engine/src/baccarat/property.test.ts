import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng/index.js';
import { stackedShoe } from '../shoe/index.js';
import { playCoup } from './coup.js';
import { legalActions } from './guards.js';
import { apply, createTableOrThrow } from './round.js';
import { BACCARAT_BETS, resolveRulesOrThrow } from './rules.js';
import type { BaccaratAction, BaccaratState } from './state.js';
import { baccaratPoint } from './value.js';

const PRESETS = ['casino', 'seed', 'noCommission'] as const;

const betArb = fc.record({
  seat: fc.integer({ min: 0, max: 13 }),
  bet: fc.constantFrom(...BACCARAT_BETS),
  stake: fc.integer({ min: 1, max: 400 }),
});

describe('property: every coup ends, uses 4–6 cards and conserves chips', () => {
  it('through the public API, over several coups of a shuffled shoe with up to 14 players', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.array(betArb, { maxLength: 20 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('down', 'up', 'halfUp') as fc.Arbitrary<'down' | 'up' | 'halfUp'>,
        (preset, decks, seed, coups, rounding) => {
          const rules = resolveRulesOrThrow({ preset, overrides: { decks, rounding } });
          const rng = seededRng(seed);
          const seats = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`p${i}`, 1000]));
          let s: BaccaratState = createTableOrThrow({ rules, seats }, rng);
          let houseNet = 0;
          const chips = () => Object.values(s.balances).reduce((a, b) => a + b, 0);
          for (const bets of coups) {
            for (const b of bets) {
              const r = apply(s, { type: 'bet', player: `p${b.seat}`, bet: b.bet, stake: b.stake });
              // a refused bet (beyond the balance) leaves the state as it was
              if (r.ok) s = r.value.state;
              else expect(r.error.code).toBe('baccarat/insufficient-balance');
            }
            const onTable = s.bets.reduce((a, b) => a + b.stake, 0);
            const before = chips() + onTable;
            const startPos = s.shoe.position;
            let steps = 0;
            while (s.phase !== 'settled') {
              const next = legalActions(s).includes('deal') ? 'deal' : legalActions(s)[0]!;
              const r = apply(s, { type: next } as BaccaratAction);
              expect(r.ok).toBe(true);
              if (!r.ok) return;
              s = r.value.state;
              expect(++steps).toBeLessThanOrEqual(4); // deal, player's rule, banker's rule, settle
            }
            const used = s.shoe.position - startPos;
            expect(used).toBeGreaterThanOrEqual(4);
            expect(used).toBeLessThanOrEqual(6);
            expect(s.player.length + s.banker.length).toBe(used);
            expect(s.ledger.staked).toBe(onTable);
            houseNet += s.ledger.lost - s.ledger.won;
            expect(chips()).toBe(before + s.ledger.won - s.ledger.lost);
            expect(chips() + houseNet).toBe(14 * 1000);
            const r = apply(s, { type: 'nextCoup' }, rng);
            expect(r.ok).toBe(true);
            if (r.ok) s = r.value.state;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the state machine and the fast coup agree on any six cards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(...PRESETS),
        (cards, preset) => {
          const rules = resolveRulesOrThrow({ preset });
          let i = 0;
          const fast = playCoup(rules, () => cards[i++]!);
          let s: BaccaratState = createTableOrThrow({ rules, seats: {}, shoe: stackedShoe(cards) });
          while (s.phase !== 'settled') {
            const next = legalActions(s).includes('deal') ? 'deal' : legalActions(s)[0]!;
            const r = apply(s, { type: next } as BaccaratAction);
            if (!r.ok) throw new Error(r.error.message);
            s = r.value.state;
          }
          expect(s.outcome).toEqual(fast.outcome);
          expect([s.player, s.banker]).toEqual([fast.player, fast.banker]);
          expect(s.outcome.playerPoint).toBe(baccaratPoint(s.player));
          expect(s.outcome.bankerPoint).toBe(baccaratPoint(s.banker));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
