/**
 * Baccarat: the exact 8-deck analysis (goal under 50 ms), the full odds report with every side bet, and
 * coups per second through the public API, against a plain baseline that plays a coup with inline
 * arithmetic.
 */
import {
  applyOrThrow,
  coupDistributionOrThrow,
  fullValueCounts,
  INFINITE_SHOE,
  oddsOrThrow,
  playCoup,
  resolveRulesOrThrow,
  runCoupOrThrow,
  startOrThrow,
  type BaccaratState,
} from '@croupier/engine/baccarat';
import { randomInt, seededRng } from '@croupier/engine/rng';
import { compare, consume, timeJob } from './harness.js';

const casino = resolveRulesOrThrow();
const seedRules = resolveRulesOrThrow({ preset: 'seed' });

// Warm the JIT once so the timings are of the steady state.
coupDistributionOrThrow(casino, fullValueCounts(8));

timeJob(
  'exact analysis, 8 decks, casino tableau (every coup, in 416!/410! six-card sequences)',
  () => coupDistributionOrThrow(casino, fullValueCounts(8)),
  7,
  50,
);
timeJob(
  "exact analysis, 8 decks, the text's tableau",
  () => coupDistributionOrThrow(seedRules, fullValueCounts(8)),
  7,
  50,
);
timeJob('exact analysis, 6 decks, casino tableau', () => coupDistributionOrThrow(casino, fullValueCounts(6)), 7, 50);
timeJob('exact analysis, an infinite shoe', () => coupDistributionOrThrow(casino, INFINITE_SHOE), 7, 50);
const everyBet = resolveRulesOrThrow({
  sets: ['eitherPairPays=5', 'perfectPairPays=25', 'perfectPairBothPays=250', 'dragon7Pays=40', 'panda8Pays=25'],
});
timeJob(
  'odds report, 8 decks by card, all nine bets (pairs, perfect pair, Dragon 7, Panda 8)',
  () => oddsOrThrow(everyBet),
  7,
  50,
);

const rng = seededRng(1);
let table: BaccaratState = startOrThrow(casino, { seats: { anna: 1_000_000_000 }, seed: 1 }).state;

compare('baccarat coups, 8-deck shoe dealt to the cut card', 'coups', [
  {
    name: 'croupier: apply() bet + deal … settle + nextCoup (events, ledger)',
    ours: true,
    run: () => {
      for (let i = 0; i < 1000; i++) {
        table = applyOrThrow(table, { type: 'bet', player: 'anna', bet: 'banker', stake: 20 }).state;
        table = runCoupOrThrow(table).state;
        table = applyOrThrow(table, { type: 'nextCoup' }).state;
      }
      consume(table.balances['anna']!);
      return 1000;
    },
  },
  {
    name: 'croupier: playCoup() fast path (no bets, no events)',
    run: () => {
      const shoe = Array.from({ length: 416 }, (_, i) => i % 52);
      let pos = 416;
      let wins = 0;
      for (let i = 0; i < 1000; i++) {
        if (pos > 400) {
          for (let k = shoe.length - 1; k > 0; k--) {
            const j = randomInt(rng, k + 1);
            const t = shoe[k]!;
            shoe[k] = shoe[j]!;
            shoe[j] = t;
          }
          pos = 0;
        }
        const c = playCoup(casino, () => shoe[pos++]!);
        if (c.outcome.winner === 'banker') wins++;
      }
      consume(wins);
      return 1000;
    },
  },
  {
    name: 'baseline: inline arithmetic coup on card values (Math.random shuffle)',
    run: () => {
      const vals = Array.from({ length: 416 }, (_, i) => {
        const r = (i % 52) >> 2;
        return r === 12 ? 1 : r >= 8 ? 0 : r + 2;
      });
      let pos = 416;
      let wins = 0;
      for (let i = 0; i < 1000; i++) {
        if (pos > 400) {
          for (let k = vals.length - 1; k > 0; k--) {
            const j = Math.floor(Math.random() * (k + 1));
            const t = vals[k]!;
            vals[k] = vals[j]!;
            vals[j] = t;
          }
          pos = 0;
        }
        const p1 = vals[pos++]!,
          b1 = vals[pos++]!,
          p2 = vals[pos++]!,
          b2 = vals[pos++]!;
        let p = (p1 + p2) % 10;
        let b = (b1 + b2) % 10;
        if (p < 8 && b < 8) {
          let third = -1;
          if (p <= 5) {
            third = vals[pos++]!;
            p = (p + third) % 10;
          }
          const draw =
            third < 0
              ? b <= 5
              : b <= 2 ||
                (b === 3 && third !== 8) ||
                (b === 4 && third >= 2 && third <= 7) ||
                (b === 5 && third >= 4 && third <= 7) ||
                (b === 6 && third >= 6 && third <= 7);
          if (draw) b = (b + vals[pos++]!) % 10;
        }
        if (b > p) wins++;
      }
      consume(wins);
      return 1000;
    },
  },
]);
