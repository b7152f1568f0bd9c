/**
 * Counting into money (issue 22): `simulateRamp` (Hi-Lo, the shipped index table, insurance at its
 * index, a 1–8 ramp, six decks, 75 % penetration, the text's game) against
 * @blackjacktrainer/blackjack-simulator playing Hi-Lo with the Illustrious 18 and a 1–8 spread on one
 * core, in the same run; the sharded run on two threads (this one and a worker) against one; and the model's two halves
 * (`precomputeSpread`, `evaluateRamp`). Run alone with `pnpm bench spread`.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
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
// that load `dist/`), 16 million rounds in 64 shards, one thread against two (this thread and one worker); the model
// is built before the clock starts and the result is the same for any number of threads. Beside the wall time, each
// thread's own CPU time inside its tasks (Linux schedstat) and the process's CPU time: on a shared machine the wall
// ratio says how many cores the run got, the CPU times whether two threads cost more work than one.
const ROUNDS = 16_000_000;
const script = fileURLToPath(new URL('./spread-scaling.mjs', import.meta.url));
interface Thread {
  thread: number;
  tasks: number;
  readyMs: number;
  endMs: number;
  busyMs: number;
  cpuMs: number | null;
  startCpuMs: number | null;
}
interface Timing {
  seconds: number;
  ev: number;
  cpuMs: number;
  threads: Thread[];
}
const time = (workers: number): Timing => {
  const out = execFileSync(process.execPath, [script, String(workers), String(ROUNDS)], { encoding: 'utf8' });
  const r = JSON.parse(out) as Timing;
  consume(r.ev * 1e6);
  return r;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const runs: { workers: number; t: Timing; load: string }[] = [];
for (const workers of [1, 2, 1, 2]) runs.push({ workers, t: time(workers), load: load() });
const f0 = (x: number | null) => (x === null ? '—' : x.toFixed(0));
console.log(
  `\n## simulateRampInWorkers from the built packages, ${ROUNDS.toLocaleString('en')} rounds, on ${availableParallelism()} cores\n`,
);
console.log(
  '| threads | wall s | process CPU s | thread: tasks, ready ms, busy ms, own CPU ms | load (1, 5, 15 min) after |',
);
console.log(
  '| ------- | ------ | ------------- | -------------------------------------------- | ------------------------- |',
);
for (const { workers, t, load: l } of runs)
  console.log(
    `| ${workers} | ${t.seconds.toFixed(2)} | ${(t.cpuMs / 1000).toFixed(2)} | ${t.threads
      .map((x) => `#${x.thread}: ${x.tasks}, ${f0(x.readyMs)}, ${f0(x.busyMs)}, ${f0(x.cpuMs)}`)
      .join('; ')} | ${l} |`,
  );
const best = (w: number) => runs.filter((r) => r.workers === w).reduce((a, b) => (b.t.seconds < a.t.seconds ? b : a));
const one = best(1).t;
const two = best(2).t;
const cpu = (t: Timing) => t.threads.reduce((s, x) => s + (x.cpuMs ?? NaN), 0);
const slowest = (t: Timing) => Math.max(...t.threads.map((x) => x.readyMs + (x.cpuMs ?? NaN)));
console.log(
  `\nwall, best of two: one thread ${one.seconds.toFixed(2)} s, two ${two.seconds.toFixed(2)} s: **${(one.seconds / two.seconds).toFixed(2)}×** (goal ≥ 1.8×; valid only on an idle machine)`,
);
console.log(
  `CPU inside the tasks: one thread ${f0(cpu(one))} ms, two ${f0(cpu(two))} ms in all (${((cpu(two) / cpu(one) - 1) * 100).toFixed(1)} % more work); ` +
    `scaling if each thread had its core: ${(one.seconds / (slowest(two) / 1000)).toFixed(2)}× (one thread's wall over the two-thread run's latest start + own CPU)`,
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
