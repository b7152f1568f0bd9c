/**
 * «Весь башмак» — the whole-shoe mode's pure model (state + steps + selectors): the engine's blackjack
 * round deals one seat from one shoe round after round until the cut card (or a shorter stop); before each
 * round the trainee bets, and the bet is graded against the ramp's bet at the Hi-Lo true count of the cards
 * seen (`trueCountOf`, floored, the model's bin; the loss of expected growth as in the bet drill); each
 * decision is graded against the index table at the true count of the cards in sight then (the discards,
 * the up-card and the player's cards; a face-down hole card is not seen): `lookupIndex` for a play (the
 * chart with the deviations; its cost per unit of the hand's stake), `insuranceAdvice` for insurance. At
 * the end the trainee gives the running count, graded against the engine's `runningCount` of every card
 * dealt.
 *
 * @module
 */
import { SHOE_RU } from '@croupier/ru/trainer/shoe';
import {
  applyOrThrow,
  blackjackCardValue,
  COUNTING_SYSTEMS,
  insuranceAdvice,
  legalActions,
  lookupIndex,
  runningCount,
  startOrThrow,
  trueCountOf,
  type BlackjackAction,
  type BlackjackRules,
  type BlackjackState,
  type IndexTableView,
  type SpreadModel,
  spreadBinIndex,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import type { Seed } from '@croupier/engine';
import { growthLoss, rampReport, type RampSettings } from '../drills/blackjack/ramp.ts';

/** The seat's name. */
export const SEAT = SHOE_RU.seat;

/** What a shoe is dealt with. */
export interface ShoeConfig {
  readonly rules: BlackjackRules;
  /** The bet-ramp model of the rules. */
  readonly model: SpreadModel;
  /** The trainee's ramp settings (the bankroll is the seat's chips). */
  readonly settings: RampSettings;
  /** The Hi-Lo index table of the rules. */
  readonly table: IndexTableView;
  /** The shuffle's seed. */
  readonly seed: Seed;
  /** A stacked shoe (tests), cards in dealing order. */
  readonly cards?: readonly Card[];
  /** Stop after the round in which this many cards have been dealt (default: the shoe's cut card). */
  readonly stopAt?: number;
}

/** A round's bet, graded. */
export interface GradedBet {
  readonly round: number;
  /** The floored Hi-Lo true count before the round. */
  readonly trueCount: number;
  readonly given: number;
  /** The ramp's bet. */
  readonly right: number;
  /** The loss of expected growth, chips per round. */
  readonly loss: number;
}

/** A decision, graded. */
export interface GradedPlay {
  readonly round: number;
  /** The floored true count at the decision. */
  readonly trueCount: number;
  /** The engine's action type taken (`insurance` / `noInsurance` for the insurance offer). */
  readonly given: string;
  /** The table's play. */
  readonly expected: string;
  readonly correct: boolean;
  /** What the play given costs against the table's, per unit of the hand's stake. */
  readonly cost: number;
}

/** The run. */
export interface ShoeRun {
  readonly config: ShoeConfig;
  readonly state: BlackjackState;
  /** `bet`: waiting for the bet; `play`: a decision; `count`: the shoe is over, the count asked; `done`. */
  readonly phase: 'bet' | 'play' | 'count' | 'done';
  readonly bets: readonly GradedBet[];
  readonly plays: readonly GradedPlay[];
  /** The count asked at the end, graded. */
  readonly count?: { readonly given: number | undefined; readonly right: number; readonly cards: number };
}

const hilo = COUNTING_SYSTEMS.hilo;

/**
 * Starts a shoe.
 *
 * @param config - See {@link ShoeConfig}.
 */
export function startShoe(config: ShoeConfig): ShoeRun {
  const { state } = startOrThrow(config.rules, {
    seats: { [SEAT]: config.settings.bankroll },
    seed: config.seed,
    ...(config.cards ? { shoe: config.cards } : {}),
  });
  return { config, state, phase: 'bet', bets: [], plays: [] };
}

/** The cards the player has seen: every card dealt but a face-down hole card. */
export function seenCards(state: BlackjackState): readonly Card[] {
  const dealt = state.shoe.cards.slice(0, state.shoe.position);
  if (state.phase === 'betting' || state.holeRevealed || state.dealer.length < 2) return dealt;
  const hole = state.dealer[1]!;
  const at = dealt.lastIndexOf(hole);
  return [...dealt.slice(0, at), ...dealt.slice(at + 1)];
}

/** The running count and the true count (exact and floored) of the cards seen. */
export function countNow(run: ShoeRun): { running: number; exact: number; floored: number } {
  const seen = seenCards(run.state);
  const decks = run.config.rules.decks;
  const running = runningCount(hilo, seen, decks);
  const left = { decks, cardsRemaining: decks * 52 - seen.length };
  return { running, exact: trueCountOf(hilo, running, left, 'exact'), floored: trueCountOf(hilo, running, left) };
}

/** The cards dealt since the start of the shoe. */
export const cardsDealt = (run: ShoeRun): number => run.state.shoe.position;

/** Where the run goes after a step: the next decision, the next bet, or the count at the end. */
function settle(run: ShoeRun): ShoeRun {
  if (run.state.phase !== 'settled') return { ...run, phase: 'play' };
  const stop = run.config.stopAt ?? run.state.shoe.cutCard;
  return { ...run, phase: run.state.shoe.position >= stop ? 'count' : 'bet' };
}

/**
 * Bets and deals the next round, grading the bet against the ramp at the count before it.
 *
 * @param run - A run waiting for its bet.
 * @param amount - The chips bet.
 * @returns The run, or a `RangeError` message when the engine refuses the bet (the run unchanged).
 */
export function placeBet(run: ShoeRun, amount: number): ShoeRun | string {
  if (run.phase !== 'bet') return 'not betting';
  const { model, settings } = run.config;
  const k = countNow(run).floored;
  const i = spreadBinIndex(model, k);
  const right = rampReport(model, settings).rows[i]!.bet;
  let state = run.state;
  try {
    if (state.phase === 'settled') state = applyOrThrow(state, { type: 'nextRound' }).state;
    state = applyOrThrow(state, { type: 'bet', box: SEAT, amount }).state;
    state = applyOrThrow(state, { type: 'deal' }).state;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const bet: GradedBet = {
    round: run.bets.length + 1,
    trueCount: k,
    given: amount,
    right,
    loss: amount === right ? 0 : growthLoss(model.bins[i]!, settings.bankroll, right, amount),
  };
  return settle({ ...run, state, bets: [...run.bets, bet] });
}

/** The decisions open now (the engine's legal actions but the bet, the deal and the next round). */
export function decisions(run: ShoeRun): BlackjackAction[] {
  if (run.phase !== 'play') return [];
  return legalActions(run.state).filter(
    (a) => a.type !== 'bet' && a.type !== 'deal' && a.type !== 'nextRound',
  ) as BlackjackAction[];
}

/** The table's play for the decision at hand, with each play's cost. */
export function tablePlay(run: ShoeRun): { expected: string; cost: Readonly<Record<string, number>> } {
  const s = run.state;
  const { exact } = countNow(run);
  if (s.phase === 'insurance') {
    const a = insuranceAdvice(run.config.table, exact);
    const half = Math.abs(a.ev) / 2; // insurance is half the bet: per unit of the bet
    return a.take
      ? { expected: 'insurance', cost: { insurance: 0, noInsurance: half } }
      : { expected: 'noInsurance', cost: { insurance: half, noInsurance: 0 } };
  }
  if (s.phase !== 'playing') return { expected: '', cost: {} };
  const hand = s.boxes[s.turn.box]!.hands[s.turn.hand]!;
  const types = new Set(decisions(run).map((a) => a.type));
  const advice = lookupIndex(
    run.config.table,
    hand.cards.map(blackjackCardValue),
    blackjackCardValue(s.dealer[0]!),
    exact,
    {
      canDouble: types.has('double'),
      canSplit: types.has('split'),
    },
  );
  if (advice === null) return { expected: 'stand', cost: { stand: 0 } };
  const base = advice.cost[advice.play] ?? 0;
  const cost: Record<string, number> = {};
  for (const [p, c] of Object.entries(advice.cost)) cost[p] = Math.max(0, c - base);
  return { expected: advice.play, cost };
}

/** The decision an action makes. */
const decisionOf = (a: BlackjackAction): string =>
  a.type === 'insurance'
    ? (a.amount ?? 1) > 0
      ? 'insurance'
      : 'noInsurance'
    : a.type === 'evenMoney'
      ? a.take
        ? 'insurance'
        : 'noInsurance'
      : a.type;

/**
 * Takes a decision, grading it against the table at the count in sight.
 *
 * @param run - A run at a decision.
 * @param action - One of {@link decisions}.
 */
export function act(run: ShoeRun, action: BlackjackAction): ShoeRun {
  if (run.phase !== 'play') return run;
  const { expected, cost } = tablePlay(run);
  const given = decisionOf(action);
  const play: GradedPlay = {
    round: run.bets.length,
    trueCount: countNow(run).floored,
    given,
    expected,
    correct: given === expected,
    cost: given === expected ? 0 : (cost[given] ?? 0),
  };
  const state = applyOrThrow(run.state, action).state;
  return settle({ ...run, state, plays: [...run.plays, play] });
}

/**
 * Answers the running count at the end of the shoe.
 *
 * @param run - A run asking the count.
 * @param given - The count answered (`undefined`: not a number).
 */
export function answerCount(run: ShoeRun, given: number | undefined): ShoeRun {
  if (run.phase !== 'count') return run;
  const cards = run.state.shoe.cards.slice(0, run.state.shoe.position);
  const right = runningCount(hilo, cards, run.config.rules.decks);
  return { ...run, phase: 'done', count: { given, right, cards: cards.length } };
}

/** The shoe's totals. */
export function totals(run: ShoeRun) {
  return {
    rounds: run.bets.length,
    wrongBets: run.bets.filter((b) => b.given !== b.right).length,
    betLoss: run.bets.reduce((s, b) => s + b.loss, 0),
    plays: run.plays.length,
    wrongPlays: run.plays.filter((p) => !p.correct).length,
    playCost: run.plays.reduce((s, p) => s + p.cost, 0),
    countRight: run.count !== undefined && run.count.given === run.count.right,
  };
}
