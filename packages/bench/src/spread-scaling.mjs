/**
 * One timing of `simulateRampInWorkers` from the built packages, as the `croupier` CLI runs it (worker threads
 * that load `dist/`, not the TypeScript sources through tsx). Run by `blackjack-spread.bench.ts` in a child
 * process without the `source` condition: `node spread-scaling.mjs <workers> <rounds>` prints
 * `{"seconds":…,"ev":…,"cpuMs":…,"threads":[…]}`: the wall time, the result (the same for any number of threads),
 * the process's CPU time in the timed window (every thread, V8's compiler and GC threads included) and each
 * computing thread's report (`ThreadReport`: tasks, start-up, wall and own CPU time inside its tasks). The model
 * is precomputed before the clock starts, so only the dealing (and the workers' start-up) is timed.
 */
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { analyse, COUNTING_SYSTEMS, precomputeSpread, resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { simulateRampInWorkers } from '../../engine/dist/blackjack/counting/node.js';

const [workers, rounds] = process.argv.slice(2).map(Number);
const SEED = resolveRulesOrThrow({ preset: 'seed' });
const model = precomputeSpread(SEED, COUNTING_SYSTEMS.hilo, {
  penetration: 0.75,
  chart: analyse(SEED).chart,
  indices: BLACKJACK_INDEX_TABLES.seed.hilo,
});
if (!model.ok) throw new Error(model.error.message);
const ramp = {
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
let threads = [];
const c0 = process.cpuUsage();
const t0 = performance.now();
const r = await simulateRampInWorkers(model.value, ramp, rounds, 'bench', { workers, onReport: (t) => (threads = t) });
const seconds = (performance.now() - t0) / 1000;
const c = process.cpuUsage(c0);
if (!r.ok) throw new Error(r.error.message);
console.log(JSON.stringify({ seconds, ev: r.value.evPerRound, cpuMs: (c.user + c.system) / 1000, threads }));
