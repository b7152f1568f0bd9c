/**
 * «Полный стол» — the trainee's seat at a full blackjack table, a pure model (state + steps + selectors):
 * the engine's round with 1–7 boxes in playing order (box 1, the first base, acts first; the last box,
 * the third base, acts last), the trainee's box at the chosen seat, every other box bet and played by a
 * seat player (`seatDecision`: the chart with usual mistakes, seeded). The seat players before the
 * trainee play as soon as the cards are dealt; the trainee's decisions are graded as in the play mode
 * (`gradeBlackjack`: the engine's exact `advise` for the cards on the table); the seats after play when
 * the trainee's hands are done; the dealer plays after all boxes (the engine's round).
 *
 * @module
 */
import {
  applyOrThrow,
  legalActions,
  startOrThrow,
  type BlackjackAction,
  type BlackjackEvent,
  type BlackjackMistakeRate,
  type BlackjackRules,
  type BlackjackState,
  type Chart,
  type HandOutcome,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import type { Seed } from '@croupier/engine';
import { gradeBlackjack } from '../play/blackjack.ts';
import type { Graded } from '../play/log.ts';
import { boxId, MAX_BOXES, seatBet, seatDecision, seatOf, seatsOf, turnBox, USUAL_MISTAKES } from './seats.ts';

/** What a full table is dealt with. */
export interface TableConfig {
  readonly rules: BlackjackRules;
  /** Boxes at the table, 1–7. */
  readonly boxes: number;
  /** The trainee's seat, 1 (first base) to `boxes`. */
  readonly seat: number;
  /** The chart the seat players play by. */
  readonly chart: Chart;
  /** The shoe's and the seat players' seed. */
  readonly seed: Seed;
  /** The seat players' mistakes (default {@link USUAL_MISTAKES}). */
  readonly mistakes?: readonly BlackjackMistakeRate[];
  /** A stacked shoe (tests), cards in dealing order. */
  readonly cards?: readonly Card[];
  /** Chips in front of each box (default 1000). */
  readonly chips?: number;
}

/** One step of the table since the trainee's last: who did what, and the events it made. */
export interface TableStep {
  /** The box that acted, or `null` for the deal and the dealer. */
  readonly box: string | null;
  /** The action. */
  readonly action: BlackjackAction;
  /** Its events. */
  readonly events: readonly BlackjackEvent[];
}

/** The table. */
export interface TableRun {
  readonly config: TableConfig;
  readonly state: BlackjackState;
  /** `bet`: waiting for the trainee's bet; `play`: the trainee's decision; `over`: the round is settled. */
  readonly phase: 'bet' | 'play' | 'over';
  /** The steps since the trainee's last (for the announcement). */
  readonly steps: readonly TableStep[];
  /** The trainee's graded decisions, every round. */
  readonly graded: readonly Graded[];
}

/** The trainee's box id. */
export const youOf = (config: TableConfig): string => boxId(config.seat);

/**
 * Sits the trainee down.
 *
 * @param config - See {@link TableConfig}.
 * @throws RangeError for a table size or seat out of range.
 */
export function startTable(config: TableConfig): TableRun {
  if (!Number.isInteger(config.boxes) || config.boxes < 1 || config.boxes > MAX_BOXES) {
    throw new RangeError(`A table has 1 to ${MAX_BOXES} boxes, not ${config.boxes}.`);
  }
  if (!Number.isInteger(config.seat) || config.seat < 1 || config.seat > config.boxes) {
    throw new RangeError(`Seat ${config.seat} is not at a table of ${config.boxes}.`);
  }
  const { state } = startOrThrow(config.rules, {
    seats: seatsOf(config.boxes, config.chips ?? 1000),
    seed: config.seed,
    ...(config.cards ? { shoe: config.cards } : {}),
  });
  return { config, state, phase: 'bet', steps: [], graded: [] };
}

/** Plays the seat players until the trainee's turn or the settlement. */
function advance(run: TableRun, steps: TableStep[]): TableRun {
  const you = youOf(run.config);
  let state = run.state;
  for (let box = turnBox(state); box !== null && box !== you; box = turnBox(state)) {
    const action = seatDecision(state, run.config.chart, run.config.seed, run.config.mistakes ?? USUAL_MISTAKES);
    const r = applyOrThrow(state, action);
    steps.push({ box, action, events: r.events });
    state = r.state;
  }
  return { ...run, state, steps, phase: state.phase === 'settled' ? 'over' : 'play' };
}

/**
 * Bets the trainee's box, the seat players bet theirs, the round is dealt and played up to the trainee's
 * turn.
 *
 * @param run - A table waiting for the bet (or a settled round).
 * @param amount - The trainee's chips.
 * @returns The table, or the engine's refusal (the table unchanged).
 */
export function placeBet(run: TableRun, amount: number): TableRun | string {
  if (run.phase === 'play') return 'not betting';
  const you = youOf(run.config);
  const steps: TableStep[] = [];
  let state = run.state;
  try {
    if (state.phase === 'settled') state = applyOrThrow(state, { type: 'nextRound' }).state;
    for (const entry of legalActions(state)) {
      if (entry.type !== 'bet') continue;
      const chips = entry.box === you ? amount : seatBet(entry);
      state = applyOrThrow(state, { type: 'bet', box: entry.box, amount: chips }).state;
    }
    const dealt = applyOrThrow(state, { type: 'deal' });
    steps.push({ box: null, action: { type: 'deal' }, events: dealt.events });
    state = dealt.state;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return advance({ ...run, state }, steps);
}

/** The trainee's decisions open now (the engine's legal actions). */
export function decisions(run: TableRun): BlackjackAction[] {
  if (run.phase !== 'play') return [];
  return legalActions(run.state).filter(
    (a) => a.type !== 'bet' && a.type !== 'deal' && a.type !== 'nextRound',
  ) as BlackjackAction[];
}

/**
 * The trainee decides: graded against the engine's exact advice, applied, and the table plays on.
 *
 * @param run - The table at the trainee's decision.
 * @param action - One of {@link decisions}.
 */
export function act(run: TableRun, action: BlackjackAction): TableRun {
  if (run.phase !== 'play') return run;
  const graded = gradeBlackjack(run.state, action);
  const r = applyOrThrow(run.state, action);
  const steps: TableStep[] = [{ box: youOf(run.config), action, events: r.events }];
  return advance({ ...run, state: r.state, graded: graded ? [...run.graded, graded] : run.graded }, steps);
}

/** The last graded decision of the trainee, if the last step was one. */
export function lastGraded(before: TableRun, after: TableRun): Graded | undefined {
  return after.graded.length > before.graded.length ? after.graded[after.graded.length - 1] : undefined;
}

/** Each box's outcomes (hand by hand, insurance apart) and net for the settled round, in playing order. */
export function outcomes(run: TableRun): { box: string; outcomes: HandOutcome[]; net: number }[] {
  const out = new Map<string, { box: string; outcomes: HandOutcome[]; net: number }>();
  for (const s of run.steps) {
    for (const e of s.events) {
      if (e.type !== 'betSettled') continue;
      const o = out.get(e.box) ?? { box: e.box, outcomes: [], net: 0 };
      if (e.bet !== 'insurance') o.outcomes.push(e.outcome);
      o.net += e.net;
      out.set(e.box, o);
    }
  }
  return [...out.values()].sort((a, b) => Number(a.box.slice(1)) - Number(b.box.slice(1)));
}

/** Each box's net for the settled round (from the engine's `betSettled` events), by box id. */
export function netByBox(run: TableRun): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const s of run.steps) {
    for (const e of s.events) if (e.type === 'betSettled') out.set(e.box, (out.get(e.box) ?? 0) + e.net);
  }
  return out;
}

/** A box as the felt shows it: its seat, whether it is the trainee's, its hands. */
export interface FeltBoxModel {
  readonly seat: number;
  readonly you: boolean;
  readonly hands: readonly { readonly cards: readonly Card[]; readonly stake?: number; readonly active?: boolean }[];
}

/** The felt's boxes of a round. */
export function feltBoxes(run: TableRun): readonly FeltBoxModel[] {
  const s = run.state;
  const turn = turnBox(s);
  const dealt = s.phase === 'betting' ? [] : s.boxes;
  return Array.from({ length: run.config.boxes }, (_, i) => {
    const box = dealt.find((b) => seatOf(b.id) === i + 1);
    const hands = (box?.hands ?? []).map((h, k) => ({
      cards: h.cards,
      stake: h.stake,
      active: turn === box!.id && s.phase === 'playing' && s.turn.hand === k,
    }));
    return { seat: i + 1, you: i + 1 === run.config.seat, hands };
  });
}

/** The dealer's cards in sight and the face-down ones. */
export function dealerShown(state: BlackjackState): { cards: readonly Card[]; hidden: number } {
  if (state.phase === 'betting') return { cards: [], hidden: 0 };
  const hidden = !state.holeRevealed && state.dealer.length > 1 ? 1 : 0;
  return { cards: hidden ? state.dealer.slice(0, 1) : state.dealer, hidden };
}
