/**
 * Blackjack: rounds through the public API against engine-blackjack, the chart simulation against
 * @blackjacktrainer/blackjack-simulator, the exact chart + house edge for six decks, the cost of exact
 * resplits measured against the same rules with one split, in the same run, and the full Hi-Lo index
 * table for six decks on two worker threads against one thread.
 */
import { createRequire } from 'node:module';
import {
  analyse,
  apply,
  COUNTING_SYSTEMS,
  computeIndexTable,
  resolveRulesOrThrow,
  simulateChart,
  startOrThrow,
  type BlackjackAction,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import { seededRng } from '@croupier/engine/rng';
import { compare, consume, timeJob, timeJobAsync } from './harness.js';
// The worker-thread runner is Node-only and not in the published subpaths (the CLI uses it).
import { computeIndexTableInWorkers } from '../../engine/src/blackjack/counting/node.js';

const require = createRequire(import.meta.url);
// The simulator's UMD bundle expects a browser-like `self`.
(globalThis as { self?: unknown }).self ??= globalThis;
const engineBlackjack = require('engine-blackjack') as {
  Game: new () => { dispatch(a: unknown): void; getState(): { stage: string } };
  actions: { deal(o: { bet: number }): unknown; stand(o: { position: string }): unknown };
};
const { Simulator } = require('@blackjacktrainer/blackjack-simulator') as {
  Simulator: new (s: Record<string, unknown>) => { run(): { handsPlayed: number } };
};

const SEED = resolveRulesOrThrow({ preset: 'seed' });
// One table that goes on from round to round: the shoe carries, the cut card reshuffles, chips stay.
let table: BlackjackState = startOrThrow(SEED, { seats: { p: 1_000_000_000 }, seed: 1 }).state;
const BET: BlackjackAction = { type: 'bet', box: 'p', amount: 10 };
const DEAL: BlackjackAction = { type: 'deal' };
const NO_INSURANCE: BlackjackAction = { type: 'insurance', amount: 0 };
const STAND: BlackjackAction = { type: 'stand' };
const NEXT: BlackjackAction = { type: 'nextRound' };

function step(s: BlackjackState, a: BlackjackAction): BlackjackState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** One round through the public API: bet, deal, decline insurance, stand, next round. */
function oneRound(): number {
  let s = step(step(table, BET), DEAL);
  while (s.phase !== 'settled') s = step(s, s.phase === 'insurance' ? NO_INSURANCE : STAND);
  const net = s.ledger.won - s.ledger.lost;
  table = step(s, NEXT);
  return net;
}

compare('a round through the public API (bet, deal, stand, settle, next round), one box', 'rounds', [
  {
    name: 'croupier start/apply (pure table, events, ledger)',
    ours: true,
    run: () => {
      let x = 0;
      for (let i = 0; i < 2000; i++) x += oneRound();
      consume(x);
      return 2000;
    },
  },
  {
    name: 'engine-blackjack 0.9.2 Game.dispatch',
    run: () => {
      for (let i = 0; i < 100; i++) {
        const g = new engineBlackjack.Game();
        g.dispatch(engineBlackjack.actions.deal({ bet: 10 }));
        for (let k = 0; k < 4 && g.getState().stage !== 'done'; k++)
          g.dispatch(engineBlackjack.actions.stand({ position: 'right' }));
      }
      return 100;
    },
  },
]);

const g = analyse(SEED);
const simRng = seededRng(2);
compare('simulation: basic strategy, six decks', 'rounds', [
  {
    name: 'croupier simulateChart (fresh shoe per round)',
    ours: true,
    run: () => {
      const r = simulateChart(SEED, g.chart, 200_000, simRng);
      consume(r.mean * 1e6);
      return 200_000;
    },
  },
  {
    name: '@blackjacktrainer/blackjack-simulator 0.34.0 (1 core)',
    run: () => {
      const sim = new Simulator({
        hands: 100_000,
        playerStrategy: 1, // PlayerStrategy.BasicStrategy
        playerBetSpread: [1000],
        playerSpots: [1],
        deckCount: 6,
        hitSoft17: false,
        allowLateSurrender: false,
        debug: false,
      });
      return sim.run().handsPlayed;
    },
  },
]);

timeJob(
  'exact analysis: basic strategy chart + house edge (chart and composition-dependent), six decks',
  () => analyse(SEED),
  3,
  2000,
);

// Exact resplits (split.ts) against a baseline in the same run: the casino preset (resplit to four
// hands) and the same rules with one split, where the split value needs no resplit patterns.
const CASINO = resolveRulesOrThrow({ preset: 'casino' });
const oneSplit = timeJob('baseline: casino rules with one split (maxHands 2), exact analysis', () =>
  analyse({ ...CASINO, maxHands: 2 }),
);
const resplits = timeJob('exact analysis with exact resplits: casino preset (resplit to four hands)', () =>
  analyse(CASINO),
);
console.log(`exact resplits: ${(resplits / oneSplit).toFixed(2)}× the one-split analysis`);
timeJob('infinite shoe, casino rules: chart, both edges in doubles and as exact fractions', () =>
  analyse(CASINO, 'infinite'),
);

// The CLI's `croupier indices blackjack`: every true count from −12 to +12 (step 2) analysed exactly,
// each crossover refined, the gains integrated. Goal: under a minute on two cores.
const chart = g.chart;
await timeJobAsync(
  'counting: the full Hi-Lo index table, six decks, the text’s rules, on 2 worker threads',
  () => computeIndexTableInWorkers(SEED, COUNTING_SYSTEMS.hilo, { chart, workers: 2 }),
  { name: 'one thread (computeIndexTable)', job: () => computeIndexTable(SEED, COUNTING_SYSTEMS.hilo, { chart }) },
  1,
  60_000,
);
