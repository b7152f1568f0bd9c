/**
 * Counting into money (issue 22): `simulateRamp` (Hi-Lo, the shipped index table, insurance at its
 * index, a 1–8 ramp, six decks, 75 % penetration, the text's game) against
 * @blackjacktrainer/blackjack-simulator playing Hi-Lo with the Illustrious 18 and a 1–8 spread on one
 * core, in the same run; the sharded run on two worker threads against one; and the model's two halves
 * (`precomputeSpread`, `evaluateRamp`). Run alone with `pnpm bench spread`.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import {
  analyse,
  COUNTING_SYSTEMS,
  evaluateRamp,
  precomputeSpread,
  resolveRulesOrThrow,
  simulateRamp,
  type RampOptions,
} from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { compare, consume, timeJob } from './harness.js';

const require = createRequire(import.meta.url);
(globalThis as { self?: unknown }).self ??= globalThis;
const { Simulator } = require('@blackjacktrainer/blackjack-simulator') as {
  Simulator: new (s: Record<string, unknown>) => { run(): { handsPlayed: number } };
};

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const chart = analyse(SEED).chart;
const indices = BLACKJACK_INDEX_TABLES.seed.hilo;
const ramp: RampOptions = {
  bankroll: 10_000,
  min: 10,
  max: 80,
  ramp: [
    { trueCount: 1, bet: 20 },
    { trueCount: 2, bet: 40 },
    { trueCount: 3, bet: 60 },
    { trueCount: 4, bet: 80 },
  ],
};
let model = precomputeSpread(SEED, COUNTING_SYSTEMS.hilo, { penetration: 0.75, chart, indices });
if (!model.ok) throw new Error(model.error.message);
const m = model.value;
const rng = seededRng(7);

compare('counting simulation: Hi-Lo with indices and a 1–8 ramp, six decks, 75 % penetration, one spot', 'rounds', [
  {
    name: 'croupier simulateRamp (1 core)',
    ours: true,
    run: () => {
      const r = simulateRamp(m, ramp, 200_000, rng);
      if (!r.ok) throw new Error(r.error.message);
      consume(r.value.evPerRound * 1e6);
      return 200_000;
    },
  },
  {
    name: '@blackjacktrainer/blackjack-simulator 0.34.0 Hi-Lo I18 (1 core)',
    run: () => {
      const sim = new Simulator({
        hands: 100_000,
        playerStrategy: 2, // PlayerStrategy.BasicStrategyI18
        playerBetSpread: [1000, 2000, 4000, 6000, 8000, 8000, 8000, 8000, 8000, 8000, 8000],
        playerSpots: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        deckCount: 6,
        hitSoft17: false,
        allowLateSurrender: false,
        penetration: 0.75,
        debug: false,
      });
      return sim.run().handsPlayed;
    },
  },
]);

// The sharded run as the CLI runs it: `spread-scaling.mjs` in a child process on the built packages (worker threads
// that load `dist/`; from the sources each worker first compiles them through tsx, about half a second that is not
// the simulation's), 16 million rounds in 64 shards, one worker (this thread) against two; the model is built before
// the clock starts and the result is the same for any number of workers.
const ROUNDS = 16_000_000;
const script = fileURLToPath(new URL('./spread-scaling.mjs', import.meta.url));
const time = (workers: number) => {
  const out = execFileSync(process.execPath, [script, String(workers), String(ROUNDS)], { encoding: 'utf8' });
  const r = JSON.parse(out) as { seconds: number; ev: number };
  consume(r.ev * 1e6);
  return r.seconds;
};
const one = Math.min(time(1), time(1));
const two = Math.min(time(2), time(2));
console.log(
  `\n## simulateRampInWorkers from the built packages, ${ROUNDS.toLocaleString('en')} rounds (best of two)\n\none worker (this thread) ${one.toFixed(2)} s, two workers ${two.toFixed(2)} s: ${(one / two).toFixed(2)}× (goal ≥ 1.8×)`,
);

timeJob('precomputeSpread: six decks, the text’s game, Hi-Lo with indices (the chart given)', () => {
  model = precomputeSpread(SEED, COUNTING_SYSTEMS.hilo, { penetration: 0.75, chart, indices });
});
const CASINO = resolveRulesOrThrow({ preset: 'casino' });
const casinoChart = analyse(CASINO).chart;
timeJob('precomputeSpread: six decks, the casino game (resplits to four), Hi-Lo with indices (the chart given)', () =>
  precomputeSpread(CASINO, COUNTING_SYSTEMS.hilo, {
    penetration: 0.75,
    chart: casinoChart,
    indices: BLACKJACK_INDEX_TABLES.casino.hilo,
  }),
);
timeJob('evaluateRamp: the SCORE-optimal ramp (grid search)', () => evaluateRamp(m, { ...ramp, ramp: 'score' }), 20);
timeJob('evaluateRamp: a step ramp', () => evaluateRamp(m, ramp), 20);
