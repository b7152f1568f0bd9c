/**
 * Blackjack at a full table: seven boxes, six decks (the text's rules), dealt and played by seven seat
 * players (`playBlackjackTable`, `@croupier/engine/blackjack/players`) through the public round API —
 * `start`, `apply`, `legalActions` and `playerView` at every decision — with the shoe carried from round
 * to round. Goal: at least 100,000 rounds a second.
 *
 * No peer is measured: engine-blackjack 0.9.2 (a devDependency here) deals one player only — its state
 * has one hand with a left and a right position for a split, and its README says it "support[s] only 2
 * position[s]" — so it has no seven-seat table to compare with, and @blackjacktrainer/blackjack-simulator
 * is a simulation, not a table a program plays through (blackjack.bench.ts measures both against ours).
 */
import {
  analyse,
  COUNTING_SYSTEMS,
  playBlackjackTable,
  resolveRulesOrThrow,
  type BlackjackPlayStyle,
  type BlackjackSeatPlayer,
} from '@croupier/engine/blackjack';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { compare, consume } from './harness.js';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const chart = analyse(SEED).chart;
const BATCH = 2000;

function seven(style: BlackjackPlayStyle): BlackjackSeatPlayer[] {
  return Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}`, chips: 1_000_000_000, style }));
}

function batches(players: readonly BlackjackSeatPlayer[]): () => number {
  let seed = 0;
  return () => {
    const run = playBlackjackTable(SEED, players, { rounds: BATCH, seed: seed++ });
    if (!run.ok) throw new Error(run.error.message);
    consume(run.value.totals[0]!.net);
    return run.value.rounds;
  };
}

const results = compare(
  'a full table: 7 boxes, 6 decks, 7 chart players, flat bets, through the public API',
  'rounds',
  [
    {
      name: 'croupier playBlackjackTable',
      ours: true,
      run: batches(seven({ chart, bet: { kind: 'flat', bet: 10 } })),
    },
  ],
);
const ours = results.find((r) => r.ours)!;
console.log(
  `\ngoal ≥ 100,000 rounds/s: ${ours.opsPerSec >= 100_000 ? 'met' : 'NOT met'} (${Math.round(ours.opsPerSec)} rounds/s, ${Math.round(ours.opsPerSec * 7)} boxes/s)`,
);

// The same table with heavier players, each measured alone (no peer: see the header).
compare('… 7 players making mistakes (stiffs 20 %, soft doubles 50 %, insurance 10 %)', 'rounds', [
  {
    name: 'croupier playBlackjackTable',
    ours: true,
    run: batches(
      seven({
        chart,
        bet: { kind: 'flat', bet: 10 },
        mistakes: [
          { mistake: 'stand-stiff', rate: 0.2 },
          { mistake: 'no-soft-double', rate: 0.5 },
          { mistake: 'take-insurance', rate: 0.1 },
        ],
      }),
    ),
  },
]);
compare('… 7 Hi-Lo counters (index plays and insurance, a 1-10 ramp)', 'rounds', [
  {
    name: 'croupier playBlackjackTable',
    ours: true,
    run: batches(
      seven({
        chart,
        counting: { system: COUNTING_SYSTEMS.hilo, indices: BLACKJACK_INDEX_TABLES.seed.hilo },
        bet: {
          kind: 'ramp',
          min: 10,
          steps: [
            { trueCount: 2, bet: 20 },
            { trueCount: 3, bet: 40 },
            { trueCount: 4, bet: 100 },
          ],
        },
      }),
    ),
  },
]);
