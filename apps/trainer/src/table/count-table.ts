/**
 * «Счёт за полным столом» — the counting drill at a full table, a pure model driven by a clock the view
 * owns: every box is played by a seat player (`seatDecision`), each round is played out by the engine in
 * advance and its cards become frames (a card to a box's hand or to the dealer, the hole card turned
 * over), shown one per `{ type: 'tick' }`. {@link delayMs} says how long the view waits before the next
 * tick: a fixed pace in cards per second, or the table's own (the dealer's pace on the deal and the
 * dealer's draws; before a card a seat asked for, that seat's think time drawn from its speed — the
 * engine's `drawSeatSpeed`, `thinkTimeMs`). At the end of a round (or of the shoe) the trainee gives the
 * running and the true count, graded against the engine's count of every card seen since the shuffle.
 *
 * @module
 */
import {
  applyOrThrow,
  drawSeatSpeed,
  legalActions,
  runningCount,
  startOrThrow,
  thinkTimeMs,
  trueCountOf,
  type BlackjackEvent,
  type BlackjackRules,
  type BlackjackState,
  type Chart,
  type CountingSystem,
  type SeatSpeed,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import type { Seed } from '@croupier/engine';
import { seededRng } from '@croupier/engine/rng';
import { seatBet, seatDecision, seatOf, seatsOf, turnBox, USUAL_MISTAKES } from './seats.ts';

/** The dealer's pace at the table speed: ms per card dealt. */
export const DEALER_MS = 700;

/** How fast the cards come: a fixed pace, or the table's own. */
export type CountPace = { readonly kind: 'cps'; readonly cps: number } | { readonly kind: 'table' };

/** The paces offered («скорость стола»), cards per second. */
export const PACES: readonly number[] = [0.5, 1, 2, 3];

/** What the drill is dealt with. */
export interface CountConfig {
  readonly rules: BlackjackRules;
  /** Boxes at the table, 1–7. */
  readonly boxes: number;
  readonly chart: Chart;
  readonly seed: Seed;
  readonly system: CountingSystem;
  readonly pace: CountPace;
  /** Ask after every round, or at the end of the shoe only. */
  readonly ask: 'round' | 'shoe';
  /** A stacked shoe (tests). */
  readonly cards?: readonly Card[];
}

/** One card on the table, or the hole card turned over. */
export interface Frame {
  /** The card (-1 for a split). */
  readonly card: Card;
  /** The seat (1…) whose hand it goes to, or 0 for the dealer. */
  readonly seat: number;
  /** The hand of the box (after a split). */
  readonly hand: number;
  /** A dealer's card dealt face down (not seen, not counted until turned over). */
  readonly faceDown: boolean;
  /** The hole card turned over. */
  readonly reveal: boolean;
  /** A box's hand split in two (no card: the hand's second card moves to the new hand after it). */
  readonly split: boolean;
  /** ms before it at the table's speed. */
  readonly tableMs: number;
}

/** A count answered. */
export interface CountAnswer {
  readonly running: number | undefined;
  readonly trueCount: number | undefined;
  readonly rightRunning: number;
  readonly rightTrue: number;
  /** The exact true count. */
  readonly exactTrue: number;
  /** Cards seen since the shuffle. */
  readonly seen: number;
}

/** The drill. */
export interface CountRun {
  readonly config: CountConfig;
  /** The table after the round being shown (played out in advance). */
  readonly state: BlackjackState;
  readonly speeds: readonly SeatSpeed[];
  /** The round's frames and how many are shown. */
  readonly frames: readonly Frame[];
  readonly shown: number;
  /** Cards seen in the shoe before this round (since the shuffle). */
  readonly before: readonly Card[];
  /** The shoe was shuffled before this round. */
  readonly shuffled: boolean;
  /** `dealing`, `ask` (the count asked), `answered`, `done` (the shoe is over and answered). */
  readonly phase: 'dealing' | 'ask' | 'answered' | 'done';
  readonly answers: readonly CountAnswer[];
  readonly round: number;
}

/** Plays a round out with the seat players, returning the table and its events in order. */
function playRound(state: BlackjackState, config: CountConfig): { state: BlackjackState; events: BlackjackEvent[] } {
  const events: BlackjackEvent[] = [];
  const step = (a: Parameters<typeof applyOrThrow>[1]) => {
    const r = applyOrThrow(state, a);
    events.push(...r.events);
    state = r.state;
  };
  if (state.phase === 'settled') step({ type: 'nextRound' });
  for (const entry of legalActions(state)) if (entry.type === 'bet') step({ ...entry, amount: seatBet(entry) });
  step({ type: 'deal' });
  while (turnBox(state) !== null) step(seatDecision(state, config.chart, config.seed, USUAL_MISTAKES));
  return { state, events };
}

/** The frames of a round's events (every one at the dealer's pace; the hits are timed after). */
function framesOf(events: readonly BlackjackEvent[]): Frame[] {
  const frames: Frame[] = [];
  for (const e of events) {
    if (e.type === 'cardDealt') {
      frames.push({
        card: e.card,
        seat: e.to === 'hand' ? seatOf(e.box) : 0,
        hand: e.to === 'hand' ? e.hand : 0,
        faceDown: e.to === 'dealer' && e.faceDown === true,
        reveal: false,
        split: false,
        tableMs: DEALER_MS,
      });
    } else if (e.type === 'holeCardRevealed') {
      frames.push({ card: e.card, seat: 0, hand: 0, faceDown: false, reveal: true, split: false, tableMs: DEALER_MS });
    } else if (e.type === 'handSplit') {
      frames.push({
        card: -1,
        seat: seatOf(e.box),
        hand: e.hand,
        faceDown: false,
        reveal: false,
        split: true,
        tableMs: DEALER_MS,
      });
    }
  }
  return frames;
}

/** The cards a frame shows (a face-down card shows none). */
const seenOf = (frames: readonly Frame[]): Card[] => frames.filter((f) => !f.faceDown && !f.split).map((f) => f.card);

/** Deals the next round (its frames, none shown yet). */
function nextRound(
  run: Omit<CountRun, 'frames' | 'shown' | 'state'> & { state: BlackjackState },
  prior: Card[],
): CountRun {
  const before = run.state.shoe.position;
  const played = playRound(run.state, run.config);
  const shuffled = played.events.some((e) => e.type === 'shoeShuffled');
  const frames = framesOf(played.events);
  // A hit is the seat's decision: the card after a seat stood pat comes at the dealer's pace, the card it
  // asked for after its think time (a hit is told by the card going to the box that is to act).
  return {
    ...run,
    state: played.state,
    frames: markHits(frames),
    shown: 0,
    before: shuffled ? [] : prior,
    shuffled,
    phase: 'dealing',
    round: run.round + 1,
  };
  function markHits(fs: Frame[]): Frame[] {
    // The deal: two cards to each box and the dealer's one or two.
    const initial = 2 * run.config.boxes + (run.config.rules.holeCard ? 2 : 1);
    return fs.map((f, k) =>
      k >= initial && f.seat > 0
        ? {
            ...f,
            tableMs: thinkTimeMs(run.speeds[f.seat - 1]!, seededRng(`${String(run.config.seed)}/hit/${before}/${k}`)),
          }
        : f,
    );
  }
}

/**
 * Starts the drill: seats the table and plays its first round out (no card shown yet).
 *
 * @param config - See {@link CountConfig}.
 */
export function startCount(config: CountConfig): CountRun {
  const { state } = startOrThrow(config.rules, {
    seats: seatsOf(config.boxes, 1_000_000),
    seed: config.seed,
    ...(config.cards ? { shoe: config.cards } : {}),
  });
  const master = seededRng(`${String(config.seed)}/speeds`);
  const speeds = Array.from({ length: config.boxes }, () => drawSeatSpeed(master));
  return nextRound({ config, state, speeds, before: [], shuffled: false, phase: 'dealing', answers: [], round: 0 }, []);
}

/** The cards seen since the shuffle, up to the frame shown. */
export function seenCards(run: CountRun): Card[] {
  const shown = run.frames.slice(0, run.shown);
  // A revealed hole card was dealt face down: counted once, when turned over.
  return [...run.before, ...seenOf(shown)];
}

/** The right counts now. */
export function rightCount(run: CountRun): { running: number; trueCount: number; exact: number; seen: number } {
  const seen = seenCards(run);
  const decks = run.config.rules.decks;
  const running = runningCount(run.config.system, seen, decks);
  const left = { decks, cardsRemaining: decks * 52 - seen.length };
  return {
    running,
    trueCount: trueCountOf(run.config.system, running, left),
    exact: trueCountOf(run.config.system, running, left, 'exact'),
    seen: seen.length,
  };
}

/** Whether the shoe is over (the cut card came out in the round shown). */
export const shoeOver = (run: CountRun): boolean =>
  run.state.phase === 'settled' && run.state.shoe.position >= run.state.shoe.cutCard;

/** An event of the drill. */
export type CountEvent =
  | { readonly type: 'tick' }
  | { readonly type: 'answer'; readonly running: number | undefined; readonly trueCount: number | undefined }
  | { readonly type: 'next' };

/**
 * The drill's step.
 *
 * @param run - The drill.
 * @param event - A tick of the clock (the next card), the trainee's answer, or on to the next round.
 */
export function step(run: CountRun, event: CountEvent): CountRun {
  switch (event.type) {
    case 'tick': {
      if (run.phase !== 'dealing') return run;
      const shown = run.shown + 1;
      if (shown < run.frames.length) return { ...run, shown };
      const done = { ...run, shown: run.frames.length };
      if (run.config.ask === 'round' || shoeOver(done)) return { ...done, phase: 'ask' };
      return nextRound(done, seenCards(done));
    }
    case 'answer': {
      if (run.phase !== 'ask') return run;
      const r = rightCount(run);
      const answer: CountAnswer = {
        running: event.running,
        trueCount: event.trueCount,
        rightRunning: r.running,
        rightTrue: r.trueCount,
        exactTrue: r.exact,
        seen: r.seen,
      };
      return { ...run, phase: shoeOver(run) ? 'done' : 'answered', answers: [...run.answers, answer] };
    }
    case 'next':
      return run.phase === 'answered' ? nextRound(run, seenCards(run)) : run;
  }
}

/** ms the view waits before the next tick (`null`: no tick now). */
export function delayMs(run: CountRun): number | null {
  if (run.phase !== 'dealing') return null;
  const pace = run.config.pace;
  if (pace.kind === 'cps') return Math.round(1000 / pace.cps);
  return run.frames[run.shown]?.tableMs ?? DEALER_MS;
}

/** What the table shows: the dealer's cards (a face-down one as hidden) and each seat's hands. */
export function tableView(run: CountRun): {
  dealer: Card[];
  hidden: number;
  seats: Card[][][];
} {
  const seats: Card[][][] = Array.from({ length: run.config.boxes }, () => []);
  const dealer: Card[] = [];
  let hidden = 0;
  for (const f of run.frames.slice(0, run.shown)) {
    if (f.seat === 0) {
      if (f.faceDown) hidden++;
      else if (f.reveal) {
        hidden = Math.max(0, hidden - 1);
        dealer.splice(1, 0, f.card);
      } else dealer.push(f.card);
      continue;
    }
    const hands = seats[f.seat - 1]!;
    if (f.split) hands.splice(f.hand + 1, 0, [hands[f.hand]!.pop()!]);
    else (hands[f.hand] ??= []).push(f.card);
  }
  return { dealer, hidden, seats };
}
