/**
 * Craps: rolls resolved per second with a full layout of bets (two players, every kind of bet working),
 * through the pure table state machine, against a mutable baseline that settles only the pass line; and
 * the time of the exact analysis of the whole bet table.
 */
import {
  analyzeBets,
  applyOrThrow,
  fullLayoutActions,
  resolveRulesOrThrow,
  startOrThrow,
  type CrapsState,
} from '@croupier/engine/craps';
import { compare, consume, timeJob } from './harness.js';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });

let table: CrapsState = startOrThrow(rules, { seats: { ann: 1e12, bob: 1e12 }, seed: 1 }).state;

compare(
  "craps: rolls resolved with a full layout (pass/don't, come/don't come with odds, place, buy, lay, field, hardways, one-roll bets)",
  'rolls',
  [
    {
      name: "croupier apply() (pure, events, 2 players × ~20 bets, dice from the state's RNG)",
      ours: true,
      run: () => {
        for (let i = 0; i < 2000; i++) {
          for (const a of fullLayoutActions(table)) table = applyOrThrow(table, a).state;
          table = applyOrThrow(table, { type: 'roll' }).state;
        }
        consume(table.rolls);
        return 2000;
      },
    },
    {
      name: 'baseline: mutable loop, pass line only',
      run: () => {
        let point = 0;
        let bank = 0;
        for (let i = 0; i < 2000; i++) {
          const t = 2 + Math.floor(Math.random() * 6) + Math.floor(Math.random() * 6);
          if (point === 0) {
            if (t === 7 || t === 11) bank += 10;
            else if (t === 2 || t === 3 || t === 12) bank -= 10;
            else point = t;
          } else if (t === point) {
            bank += 10;
            point = 0;
          } else if (t === 7) {
            bank -= 10;
            point = 0;
          }
        }
        consume(bank);
        return 2000;
      },
    },
  ],
);

for (const [name, r] of [
  ['seed', rules],
  ['casino', casino],
] as const) {
  timeJob(
    `craps: exact analysis of the whole bet table (${analyzeBets(r).length} rows, Markov chains in fractions), preset ${name}`,
    () => consume(analyzeBets(r).length),
    3,
    2000,
  );
}
