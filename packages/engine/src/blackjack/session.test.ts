// Whole sessions at one table: every box's bankroll after every round is what an independent settler
// (the testkit's naive blackjack, worked from the rule text) says its hands won and lost, so a chip
// lost, paid twice or paid at the wrong ratio anywhere in a session shows; and every action that is not
// offered is refused with the state untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveBoxNet, naiveDealerDraws, naiveValue } from '@croupier/testkit/oracles/blackjack';
import {
  apply,
  legalActions,
  resolveRulesOrThrow,
  startOrThrow,
  type BlackjackAction,
  type BlackjackRules,
  type BlackjackState,
} from './index.js';

const RULESETS: readonly BlackjackRules[] = [
  resolveRulesOrThrow({ preset: 'seed' }),
  resolveRulesOrThrow({ preset: 'casino', overrides: { decks: 1, resplitAces: true } }),
  resolveRulesOrThrow({ preset: 'casino', overrides: { surrender: 'late', hitSplitAces: true, evenMoney: false } }),
  resolveRulesOrThrow({
    preset: 'seed',
    overrides: { dealerBlackjackTakes: 'original', doubleOn: 'any', surrender: 'early', splitBy: 'rank', decks: 2 },
  }),
  resolveRulesOrThrow({
    preset: 'casino',
    overrides: { rounding: 'refuse', blackjackPays: { pays: 6, per: 5 }, surrender: 'late', dealerHitsSoft17: true },
  }),
  resolveRulesOrThrow({ preset: 'seed', overrides: { rounding: 'halfUp', insurancePays: { pays: 5, per: 2 } } }),
];

/** One of every action shape, to check that what `legalActions` does not offer is refused. */
const PROBES: readonly BlackjackAction[] = [
  { type: 'deal' },
  { type: 'hit' },
  { type: 'stand' },
  { type: 'double' },
  { type: 'split' },
  { type: 'surrender' },
  { type: 'evenMoney', take: true },
  { type: 'nextRound' },
];

const offered = (legal: readonly { type: string }[], a: BlackjackAction) => legal.some((l) => l.type === a.type);

describe('whole sessions: the bankroll of every box agrees with a naive settler after every round', () => {
  it('random rules, 1–4 boxes, 25 rounds of random legal play', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: RULESETS.length - 1 }),
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
        (ri, seed, banks, choices) => {
          const rules = RULESETS[ri]!;
          const seats = Object.fromEntries(banks.map((b, i) => [`box${i}`, b]));
          let s: BlackjackState = startOrThrow(rules, { seats, seed }).state;
          const bankroll = new Map(Object.entries(seats));
          let step = 0;
          const choose = (n: number) => choices[step++ % choices.length]! % n;
          for (let roundNo = 0; roundNo < 25; roundNo++) {
            let steps = 0;
            while (s.phase !== 'settled') {
              const legal = legalActions(s);
              if (legal.length === 0) return; // nobody can bet: the session is over
              const before = JSON.stringify(s);
              for (const probe of PROBES) if (!offered(legal, probe)) expect(apply(s, probe).ok).toBe(false);
              expect(JSON.stringify(s)).toBe(before);
              const pick = legal[choose(legal.length)]!;
              let action: BlackjackAction;
              if (pick.type === 'bet') {
                const k = Math.floor((pick.max - pick.min) / pick.multipleOf);
                action = { type: 'bet', box: pick.box, amount: pick.min + (choose(k + 1) % (k + 1)) * pick.multipleOf };
              } else action = pick;
              if (s.phase === 'betting' && s.bets.length > 0 && choose(2) === 0) action = { type: 'deal' };
              const r = apply(s, action);
              expect(r.ok).toBe(true);
              if (!r.ok) return;
              s = r.value.state;
              expect(++steps).toBeLessThan(400);
            }
            // The dealer drew by the naive rule whenever a hand was still live.
            const live = s.boxes.some(
              (b) => !b.evenMoney && b.hands.some((h) => !h.surrendered && !naiveValue(h.cards).bust),
            );
            if (live && s.dealer.length > 2) {
              for (let n = 2; n < s.dealer.length; n++) {
                expect(naiveDealerDraws(s.dealer.slice(0, n), rules.dealerHitsSoft17)).toBe(true);
              }
            }
            for (const box of s.boxes) bankroll.set(box.id, bankroll.get(box.id)! + naiveBoxNet(rules, box, s.dealer));
            for (const seat of s.seats) expect(seat.balance).toBe(bankroll.get(seat.id));
            const r = apply(s, { type: 'nextRound' });
            expect(r.ok).toBe(true);
            if (r.ok) s = r.value.state;
          }
          // Across the session: what the boxes have plus the house's net is what they sat down with.
          const total = s.seats.reduce((a, x) => a + x.balance, 0) + s.house;
          expect(total).toBe(banks.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 80 },
    );
  });
});
