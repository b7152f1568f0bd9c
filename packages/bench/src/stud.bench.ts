/**
 * Stud: five-card evaluation of all 2,598,960 hands against @pokertools/evaluator, phe and
 * pokersolver; a round through the public API against an inline baseline; the exact advisor's timings
 * (goals: raise/fold < 100 ms, every exchange < 2 s) and memory; and the exact odds of the exchange game
 * for a paytable computed from scratch (goal: minutes at most on two cores), on the calling thread and
 * on every core, against the inclusion–exclusion algorithm of the earlier generator measured on a sample
 * of classes in the same run.
 */
import { fullDeck, parseCardsOrThrow } from '@croupier/engine/cards';
import { randomInt, seededRng } from '@croupier/engine/rng';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  adviseOrThrow,
  apply,
  cardsOfKey,
  computeOdds,
  evaluate,
  evaluate5,
  handClasses,
  resolveRulesOrThrow,
  start,
  warmEvaluator,
  type StudState,
} from '@croupier/engine/stud';
import { computeOddsInWorkers } from '@croupier/engine/stud/node';
import { evaluate as pokertoolsEvaluate } from '@pokertools/evaluator';
// @ts-expect-error phe ships no types
import phe from 'phe';
// @ts-expect-error pokersolver ships no types
import pokersolver from 'pokersolver';
import { compare, consume, timeJob } from './harness.js';

warmEvaluator();

/** Runs `f` on every five-card hand in colex order and returns the count. */
function everyHand(f: (a: number, b: number, c: number, d: number, e: number) => number): number {
  let s = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) s += f(a, b, c, d, e);
  consume(s);
  return 2598960;
}

const arr = [0, 0, 0, 0, 0];
const phe5 = (phe as { evaluateCardCodes: (codes: number[]) => number }).evaluateCardCodes;
const Hand = (pokersolver as { Hand: { solve(cards: string[]): { rank: number } } }).Hand;
const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
const name = (c: number): string => `${RANKS[c >> 2]}${SUITS[c & 3]}`;
// pokersolver is slow: a fixed sample of 20,000 hands spread over the whole deck order.
const sample: string[][] = [];
{
  let i = 0;
  everyHand((a, b, c, d, e) => {
    if (i++ % 130 === 0) sample.push([a, b, c, d, e].map(name));
    return 0;
  });
}

compare('five-card evaluation, all 2,598,960 hands', 'hands', [
  { name: 'croupier evaluate5 (encoded cards, fast path)', ours: true, run: () => everyHand(evaluate5) },
  {
    name: 'croupier evaluate (array, validated)',
    run: () =>
      everyHand((a, b, c, d, e) => {
        arr[0] = a;
        arr[1] = b;
        arr[2] = c;
        arr[3] = d;
        arr[4] = e;
        const r = evaluate(arr);
        return r.ok ? r.value : 0;
      }),
  },
  {
    name: '@pokertools/evaluator 1.0.20 evaluate (array)',
    run: () =>
      everyHand((a, b, c, d, e) => {
        arr[0] = a;
        arr[1] = b;
        arr[2] = c;
        arr[3] = d;
        arr[4] = e;
        return pokertoolsEvaluate(arr);
      }),
  },
  {
    name: 'phe 0.6.0 evaluateCardCodes (array)',
    run: () =>
      everyHand((a, b, c, d, e) => {
        arr[0] = a;
        arr[1] = b;
        arr[2] = c;
        arr[3] = d;
        arr[4] = e;
        return phe5(arr);
      }),
  },
  {
    name: 'pokersolver 2.1.4 Hand.solve (20,000-hand sample)',
    run: () => {
      let s = 0;
      for (const h of sample) s += Hand.solve(h).rank;
      consume(s);
      return sample.length;
    },
  },
]);

const rules = resolveRulesOrThrow();

// A round: shuffle, ante 10, raise, settle (the player never folds, so every round reaches the dealer).
const roundRng = seededRng(1);
const deck = fullDeck();
const started = start(rules, { balance: 1_000_000_000, seed: 1 });
if (!started.ok) throw new Error(started.error.message);
let table: StudState = started.value.state;
compare('a round through the public API (shuffle, ante, raise, settle)', 'rounds', [
  {
    name: 'croupier apply: ante, raise, nextRound (rules and RNG state in the state)',
    ours: true,
    run: () => {
      for (let i = 0; i < 2000; i++) {
        for (const action of [{ type: 'ante', amount: 10 }, { type: 'raise' }, { type: 'nextRound' }] as const) {
          const r = apply(table, action);
          if (!r.ok) throw new Error(r.error.message);
          table = r.value.state;
        }
      }
      consume(table.balance);
      return 2000;
    },
  },
  {
    name: 'baseline: inline shuffle, two evaluate5 calls and the payout arithmetic',
    run: () => {
      let net = 0;
      for (let i = 0; i < 2000; i++) {
        for (let k = 51; k > 0; k--) {
          const j = randomInt(roundRng, k + 1);
          const t = deck[k]!;
          deck[k] = deck[j]!;
          deck[j] = t;
        }
        const p = evaluate5(deck[0]!, deck[1]!, deck[2]!, deck[3]!, deck[4]!);
        const d = evaluate5(deck[5]!, deck[6]!, deck[7]!, deck[8]!, deck[9]!);
        net += d > 6349 ? 10 : p < d ? 10 + 20 * (p <= 322 ? 7 : 1) : p === d ? 0 : -30;
      }
      consume(net);
      return 2000;
    },
  },
]);

const hand = parseCardsOrThrow('As Kd Jh 3c 2s');
const heap0 = process.memoryUsage();
timeJob(
  'advise, raise or fold only (enumerates the 1,533,939 dealer hands; no tables)',
  () => adviseOrThrow(hand, rules, { exchange: false }),
  5,
  100,
);
const heap1 = process.memoryUsage();
timeJob(
  'advise, first call: builds the counting tables, then every exchange',
  () => adviseOrThrow(parseCardsOrThrow('Qs 9h 8d 7c 6s'), rules),
  1,
  2000,
);
timeJob('advise, every exchange (tables built)', () => adviseOrThrow(hand, rules), 5, 2000);
const heap2 = process.memoryUsage();
const mb = (x: number): string => `${(x / 2 ** 20).toFixed(1)} MB`;
console.log(
  `\nmemory: raise/fold rss ${mb(heap1.rss)} (heap +${mb(Math.max(0, heap1.heapUsed - heap0.heapUsed))}); with the counting tables rss ${mb(heap2.rss)} (array buffers ${mb(heap2.arrayBuffers)})`,
);

// ---------------------------------------------------------------------------------------------
// The exchange game of a new paytable, exact, from scratch.

/** A paytable nobody has computed in this process (so no cache answers), with the text's fees. */
function freshRules(royal: number) {
  return resolveRulesOrThrow({ sets: [`paytable=${royal},50,20,7,5,4,3,2,1,1`] });
}

const cores = availableParallelism();
const { keys } = handClasses();

// Baseline: the earlier generator's algorithm, inclusion–exclusion over the dead cards with tables of
// hands, which `advise` still runs for one hand (every exchange of it): a spread sample of classes,
// extrapolated to all 134,459.
const textRules = resolveRulesOrThrow();
const classSample = Array.from({ length: 60 }, (_, i) => cardsOfKey(keys[Math.floor((i * keys.length) / 60)]!));
adviseOrThrow(classSample[0]!, textRules); // builds the counting tables
const cpuOld = process.cpuUsage();
let t0 = performance.now();
for (const h of classSample) adviseOrThrow(h, textRules);
const oldWall = ((performance.now() - t0) / classSample.length / 1000) * keys.length;
const oldCpuUsage = process.cpuUsage(cpuOld);
const oldCpu = ((oldCpuUsage.user + oldCpuUsage.system) / 1e6 / classSample.length) * keys.length;

const cpu0 = process.cpuUsage();
t0 = performance.now();
const one = await computeOdds(freshRules(101));
const inThread = (performance.now() - t0) / 1000;
const cpu1 = process.cpuUsage(cpu0);
if (!one.ok) throw new Error(one.error.message);

const cpu2 = process.cpuUsage();
t0 = performance.now();
const many = await computeOddsInWorkers(freshRules(102), { workers: cores });
const inWorkers = (performance.now() - t0) / 1000;
const cpu3 = process.cpuUsage(cpu2);
if (!many.ok) throw new Error(many.error.message);

const cpuSec = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1e6;
const goal = 300;
console.log(`\n## the exchange game of a new paytable, exact (134,459 hand classes, every exchange)\n`);
console.log(
  'Wall-clock depends on what else the machine runs; CPU time (all threads of the process) does not, so the\nratio to the baseline is taken on CPU time.\n',
);
console.log(`contender                                                 wall-clock      CPU time  old ÷ this (CPU)`);
console.log(`────────────────────────────────────────────────────────  ──────────  ────────────  ────────────────`);
const row = (name: string, wall: number, cpu: number, ratio: string): void =>
  console.log(
    `${name.padEnd(56)}  ${`${wall.toFixed(1)} s`.padStart(10)}  ${`${cpu.toFixed(1)} s`.padStart(12)}  ${ratio.padStart(16)}`,
  );
row(
  `croupier computeOddsInWorkers, ${cores} workers (every core)`,
  inWorkers,
  cpuSec(cpu3),
  `${(oldCpu / cpuSec(cpu3)).toFixed(1)}×`,
);
row(
  'croupier computeOdds, calling thread only (no workers)',
  inThread,
  cpuSec(cpu1),
  `${(oldCpu / cpuSec(cpu1)).toFixed(1)}×`,
);
row('baseline: the earlier generator (advise), 60 classes ×', oldWall, oldCpu, '—');
console.log(
  `\ngoal: minutes at most on two cores (< ${goal} s wall-clock): ${inWorkers < goal ? 'met' : 'NOT met'} with ${cores} workers, ${inWorkers.toFixed(0)} s; house edge ${(many.value.figure.houseEdgeValue * 100).toFixed(4)} % = ${many.value.figure.houseEdge}`,
);
