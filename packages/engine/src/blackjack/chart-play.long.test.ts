// The chart played through the public round API (start, bet, deal, apply with the guards deciding
// what is allowed) agrees with the analysis's exact house edge within the simulation's 95% interval:
// the round and the analysis implement the same game. Every round is dealt from a freshly shuffled
// shoe (a new table per round), as the analysis assumes.
import { describe, expect, it } from 'vitest';
import { naiveValue } from '@croupier/testkit/oracles/blackjack';
import {
  analyse,
  applyOrThrow,
  blackjackCardValue,
  canDouble,
  canSplit,
  canSurrender,
  resolveRulesOrThrow,
  startOrThrow,
  type BlackjackAction,
  type BlackjackRules,
  type BlackjackState,
  type Chart,
  type ChartAction,
  type PlayingState,
  type SettledState,
} from './index.js';

/** The chart's decision for the hand to play, as the simulation reads the chart. */
function chartMove(chart: Chart, s: PlayingState): BlackjackAction['type'] {
  const box = s.boxes[s.turn.box]!;
  const hand = box.hands[s.turn.hand]!;
  const up = blackjackCardValue(s.dealer[0]!);
  const values = hand.cards.map(blackjackCardValue);
  const v = naiveValue(hand.cards);
  let code: ChartAction = (v.soft ? chart.soft : chart.hard)[v.total]![up - 1]!;
  if (hand.cards.length === 2 && values[0] === values[1]) {
    const pair = chart.pairs[values[0]!]![up - 1]!;
    if (pair === 'P' && canSplit(s).ok) return 'split';
    if (pair !== 'P' && !hand.fromSplit) code = pair;
  }
  switch (code) {
    case 'P':
    case 'H':
      return 'hit';
    case 'S':
      return 'stand';
    case 'Dh':
    case 'Ds':
      return canDouble(s).ok ? 'double' : code === 'Dh' ? 'hit' : 'stand';
    case 'Rh':
    case 'Rs':
      return canSurrender(s).ok ? 'surrender' : code === 'Rh' ? 'hit' : 'stand';
  }
}

/** Plays `rounds` rounds of one box betting 10, each from a new table; the mean and sd of the result per unit bet. */
function playChart(rules: BlackjackRules, chart: Chart, rounds: number, seed: string) {
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i++) {
    let s: BlackjackState = startOrThrow(rules, { seats: { p: 100 }, seed: `${seed}-${i}` }).state;
    s = applyOrThrow(s, { type: 'bet', box: 'p', amount: 10 }).state;
    s = applyOrThrow(s, { type: 'deal' }).state;
    while (s.phase !== 'settled') {
      let action: BlackjackAction;
      if (s.phase === 'insurance') {
        action =
          rules.evenMoney && naiveValue(s.boxes[s.turn]!.hands[0]!.cards).total === 21
            ? { type: 'evenMoney', take: false }
            : { type: 'insurance', amount: 0 };
      } else if (s.phase === 'playing') action = { type: chartMove(chart, s) } as BlackjackAction;
      else throw new Error(`unexpected phase ${s.phase}`);
      s = applyOrThrow(s, action).state;
    }
    const l = (s as SettledState).ledger;
    const net = (l.won - l.lost) / 10;
    sum += net;
    sumSq += net * net;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(sumSq / rounds - mean * mean);
  const half = (1.96 * sd) / Math.sqrt(rounds);
  return { edge: -mean, ci95: [-mean - half, -mean + half] as const };
}

describe('the chart played through the round API agrees with the exact analysis', () => {
  it.each([
    { name: 'the text (seed), six decks', rules: resolveRulesOrThrow({ preset: 'seed' }), rounds: 300_000 },
    {
      name: 'casino, two decks, late surrender, H17',
      rules: resolveRulesOrThrow({
        preset: 'casino',
        overrides: { decks: 2, surrender: 'late', dealerHitsSoft17: true },
      }),
      rounds: 300_000,
    },
  ])('$name: the exact edge lies in the 95% interval of $rounds rounds', ({ rules, rounds, name }) => {
    const g = analyse(rules);
    const sim = playChart(rules, g.chart, rounds, name);
    expect(sim.ci95[1] - sim.ci95[0]).toBeLessThan(0.01);
    expect(g.houseEdgeChart).toBeGreaterThan(sim.ci95[0]);
    expect(g.houseEdgeChart).toBeLessThan(sim.ci95[1]);
  });
});
