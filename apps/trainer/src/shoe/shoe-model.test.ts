import { COUNTING_SYSTEMS, type IndexTableView, type SpreadModel } from '@croupier/engine/blackjack';
import { parseCards, orThrow } from '@croupier/engine';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../drills/test-helpers.ts';
import { DEFAULT_RAMP } from '../drills/blackjack/ramp.ts';
import { act, answerCount, countNow, decisions, placeBet, startShoe, totals, type ShoeRun } from './shoe-model.ts';

/** One deck, so a few cards move the true count (the rest of the rules: the text's game). */
const rules = { ...DEFAULT_RULES.blackjack, decks: 1 };

/** The two-bin model of the bet drill's test: 0 and below bet the minimum 10; +1 and up Kelly's 80. */
const model: SpreadModel = {
  rules,
  system: COUNTING_SYSTEMS.hilo,
  penetration: 0.75,
  spots: 1,
  cardsPerRound: 5.6,
  roundsPerShoe: 7,
  correlation: 0.5,
  withIndices: false,
  // Bets are priced from the bins; no play reads the model's chart.
  chart: { hard: {}, soft: {}, pairs: {} },
  bins: [
    { trueCount: 0, p: 0.6, meanTrueCount: -1, meanCardsRemaining: 30, ev: -0.005, variance: 1.3, covariance: 0.65 },
    { trueCount: 1, p: 0.4, meanTrueCount: 2, meanCardsRemaining: 30, ev: 0.01, variance: 1.25, covariance: 0.625 },
  ],
  deviations: [],
};
const table = BLACKJACK_INDEX_TABLES.seed.hilo as unknown as IndexTableView;

/**
 * The stacked shoe, dealt player, dealer, player, then draws (no hole card in the text's game):
 * round 1 — player T T (20), dealer 5, draws 6 2 3 4 (20): Hi-Lo −1 +1 −1 +1 +1 +1 +1 = +3 after 7 cards;
 * round 2 — player T 6 (16), dealer 6; the player hits a 2 (18) and stands; dealer draws T (16), 7 (23):
 * −1 +1 +1 +1 −1 0 = +1, so +4 after 13 cards.
 */
const cards = orThrow(parseCards('Ts 5h Td 6c 2d 3s 4h Tc 6d 6s 2s Th 7c Kd Kh Ks Kc'));

const must = (r: ShoeRun | string): ShoeRun => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

describe('the whole-shoe model on a stacked shoe', () => {
  const start = startShoe({ rules, model, settings: DEFAULT_RAMP, table, seed: 1, cards, stopAt: 13 });

  it('grades a right bet, a stand on 20, then a wrong bet, a wrong and a right play, and the count', () => {
    let run = must(placeBet(start, 10)); // the count is 0 before the first round: the minimum, 10
    expect(run.bets[0]).toMatchObject({ trueCount: 0, given: 10, right: 10, loss: 0 });
    expect(run.phase).toBe('play');
    run = act(run, { type: 'stand' });
    expect(run.plays[0]).toMatchObject({ expected: 'stand', correct: true, cost: 0 });
    expect(run.phase).toBe('bet');
    // +3 with 45 cards left: 3 × 52 / 45 = 3.47, floored 3 → the end bin, 80 chips.
    expect(countNow(run)).toMatchObject({ running: 3, floored: 3 });
    run = must(placeBet(run, 10));
    // g(80) − g(10) = 0.4 − 0.09375 (the bet drill's hand-worked figures)
    expect(run.bets[1]).toMatchObject({ trueCount: 3, given: 10, right: 80 });
    expect(run.bets[1]!.loss).toBeCloseTo(0.30625, 12);
    // 16 v 6 in sight of +5 (T 6 6 after +3) over 42 cards: the table stands.
    expect(countNow(run)).toMatchObject({ running: 4 });
    expect(decisions(run).map((a) => a.type)).toContain('hit');
    run = act(run, { type: 'hit' });
    expect(run.plays[1]).toMatchObject({ expected: 'stand', given: 'hit', correct: false });
    expect(run.plays[1]!.cost).toBeGreaterThan(0);
    run = act(run, { type: 'stand' }); // 18 v 6
    expect(run.plays[2]).toMatchObject({ expected: 'stand', correct: true });
    expect(run.phase).toBe('count');
    const done = answerCount(run, 4);
    expect(done.count).toEqual({ given: 4, right: 4, cards: 13 });
    expect(totals(done)).toMatchObject({ rounds: 2, wrongBets: 1, plays: 3, wrongPlays: 1, countRight: true });
    expect(answerCount(run, 3).count).toMatchObject({ given: 3, right: 4 });
  });

  it('refuses a bet the engine refuses, the run unchanged', () => {
    expect(typeof placeBet(start, 20_000)).toBe('string');
    expect(start.bets).toEqual([]);
  });
});
