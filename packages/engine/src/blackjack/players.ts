/**
 * Seat players for a full blackjack table, and the driver that plays whole rounds with them.
 *
 * A seat player plays one or more boxes by a policy: the basic-strategy chart of the rules
 * (`analyse(rules).chart`), or the chart with a counting system's index plays at the true count
 * (`lookupIndex`, `insuranceAdvice`), with a player's usual mistakes at chosen rates, and a bet pattern
 * (flat, or a ramp by the true count). A policy sees only what a seat sees (`playerView`, the events)
 * and chooses among `legalActions`: it never applies a rule of its own. Its random choices (the
 * mistakes, its speed) come from an `Rng`, so a table dealt from one seed replays exactly.
 *
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * const chart = analyse(rules).chart;
 * const run = playBlackjackTable(rules, [{ id: 'anna', chips: 10_000, style: { chart, bet: { kind: 'flat', bet: 10 } } }], {
 *   rounds: 100,
 *   seed: 7,
 * });
 * if (run.ok) run.value.totals[0]!.net; // anna's net over the 100 rounds
 * ```
 * @module
 */
import { blackjackTableLimits, type BlackjackRules } from '@croupier/paytables/blackjack';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { seededRng, type Rng } from '../rng/index.js';
import type { Chart, ChartAction, EvAction } from './analysis/player.js';
import { roundTrueCount, trueCount } from './counting/count.js';
import { insuranceAdvice, lookupIndex, type IndexTableView } from './counting/lookup.js';
import type { RampSteps } from './counting/betting/ramp.js';
import { initialRunningCount, tagsByValue, type CountingSystem } from './counting/systems.js';
import { blackjackError, type BlackjackError } from './errors.js';
import { legalActions } from './guards.js';
import { apply, playerView, start } from './round.js';
import type {
  BlackjackAction,
  BlackjackEvent,
  BlackjackLegalAction,
  BlackjackState,
  BlackjackView,
  SettledState,
} from './state.js';
import { blackjackCardValue } from './value.js';

// ------------------------------------------------------------------ what a player is

/**
 * A player's usual mistake, made at a rate where it applies:
 * - `stand-stiff`: stands on a hard 12–16 against a 7, 8, 9, ten or ace where the chart hits;
 * - `no-soft-double`: does not double a soft hand the chart doubles (hits or stands as the cell says instead);
 * - `take-insurance`: takes insurance (or even money) where the policy would decline it.
 */
export type BlackjackMistake = 'stand-stiff' | 'no-soft-double' | 'take-insurance';

/** Every {@link BlackjackMistake}, in a stable order. */
export const BLACKJACK_MISTAKES: readonly BlackjackMistake[] = ['stand-stiff', 'no-soft-double', 'take-insurance'];

/** A mistake and how often the player makes it where it applies. */
export interface BlackjackMistakeRate {
  /** The mistake. */
  readonly mistake: BlackjackMistake;
  /** The share of the chances taken, 0 (never) to 1 (always). */
  readonly rate: number;
}

/**
 * How a player bets on each of its boxes before the deal (clipped into the box's legal range, rounded
 * down to its multiple):
 * - `flat`: the same bet every round;
 * - `ramp`: by the true count before the deal, rounded as the counting system rounds it: from each step's
 *   true count up, that step's bet (the ramp type of `evaluateRamp`); below the first step, `min`. A bet
 *   of 0 sits the round out. Needs `counting`.
 */
export type BlackjackBetPattern =
  | { readonly kind: 'flat'; readonly bet: Chips }
  | { readonly kind: 'ramp'; readonly min: Chips; readonly steps: RampSteps };

/** A counter's count and, optionally, the index plays it makes by it. */
export interface BlackjackCountingStyle {
  /** The counting system (`COUNTING_SYSTEMS.hilo`, …). */
  readonly system: CountingSystem;
  /**
   * An index table (`computeIndexTable`, or one of `BLACKJACK_INDEX_TABLES`): the plays where the count
   * passes an index, and insurance at its index. Absent: the chart's plays only (the count bets).
   */
  readonly indices?: IndexTableView;
}

/** How a seat player plays. */
export interface BlackjackPlayStyle {
  /** The basic-strategy chart of the table's rules (`analyse(rules).chart`). */
  readonly chart: Chart;
  /** A count kept from the cards seen, for index plays and a ramp. */
  readonly counting?: BlackjackCountingStyle;
  /** Mistakes and their rates (default none: the chart, or the chart and the indices). */
  readonly mistakes?: readonly BlackjackMistakeRate[];
  /** How the player bets. */
  readonly bet: BlackjackBetPattern;
}

/**
 * How long a player thinks before a decision, as data for a dealer's timing drills (nothing in the
 * engine waits): a log-normal law of the think time, `medianMs × e^(spread × z)` for a standard normal
 * `z`, never below `minMs`.
 */
export interface SeatSpeed {
  /** The median think time, ms. */
  readonly medianMs: number;
  /** The log-normal spread (the standard deviation of the time's logarithm). */
  readonly spread: number;
  /** The shortest think time, ms. */
  readonly minMs: number;
}

/** A uniform draw in [0, 1) from an `Rng`. */
function uniform(rng: Rng): number {
  return rng.nextUint32() / 4294967296;
}

/**
 * A player's speed, drawn once at the table: a median of 0.8 to 4 s (uniform in its logarithm), a
 * spread of 0.3 to 0.6, at least 300 ms.
 *
 * @param rng - The player's randomness.
 * @example
 * ```ts
 * drawSeatSpeed(seededRng(1)).medianMs; // between 800 and 4000
 * ```
 */
export function drawSeatSpeed(rng: Rng): SeatSpeed {
  const medianMs = Math.round(800 * Math.exp(Math.log(5) * uniform(rng)));
  const spread = Math.round((0.3 + 0.3 * uniform(rng)) * 100) / 100;
  return { medianMs, spread, minMs: 300 };
}

/**
 * One think time drawn from a speed (Box–Muller), in whole ms.
 *
 * @param speed - The player's speed.
 * @param rng - The randomness of the draw.
 * @example
 * ```ts
 * thinkTimeMs({ medianMs: 1500, spread: 0.4, minMs: 300 }, seededRng(2)); // e.g. 1730
 * ```
 */
export function thinkTimeMs(speed: SeatSpeed, rng: Rng): number {
  const u1 = 1 - uniform(rng);
  const u2 = uniform(rng);
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.max(speed.minMs, Math.round(speed.medianMs * Math.exp(speed.spread * z)));
}

// ------------------------------------------------------------------ the policy

/** The entry of `legalActions` that offers a box its bet. */
export type BlackjackBetRange = Extract<BlackjackLegalAction, { type: 'bet' }>;

/**
 * A seat player's decisions, made from what the seat sees. The driver calls `observe` with every step's
 * events (the count is kept from them), `bet` for each of the player's boxes before the deal, and `act`
 * when one of its boxes is to decide (insurance, even money or a play).
 */
export interface BlackjackPolicy {
  /** Takes in a step's events (cards dealt face up, the hole card revealed, a shuffle). */
  observe(events: readonly BlackjackEvent[]): void;
  /** The chips to put on a box now: within `range`, or 0 to sit the round out. */
  bet(view: BlackjackView, range: BlackjackBetRange): Chips;
  /** The action for the box whose turn it is: one of `legal`. */
  act(view: BlackjackView, legal: readonly BlackjackLegalAction[]): BlackjackAction;
  /** The running count (0 when no count is kept). */
  readonly runningCount: number;
}

const PLAY_OF: Record<ChartAction, { readonly first: EvAction; readonly otherwise: 'hit' | 'stand' }> = {
  H: { first: 'hit', otherwise: 'hit' },
  S: { first: 'stand', otherwise: 'stand' },
  Dh: { first: 'double', otherwise: 'hit' },
  Ds: { first: 'double', otherwise: 'stand' },
  P: { first: 'split', otherwise: 'hit' },
  Rh: { first: 'surrender', otherwise: 'hit' },
  Rs: { first: 'surrender', otherwise: 'stand' },
};

const ACTIONS: Readonly<Record<EvAction, BlackjackAction>> = {
  hit: { type: 'hit' },
  stand: { type: 'stand' },
  double: { type: 'double' },
  split: { type: 'split' },
  surrender: { type: 'surrender' },
};

function has(legal: readonly BlackjackLegalAction[], type: BlackjackAction['type']): boolean {
  for (const a of legal) if (a.type === type) return true;
  return false;
}

/**
 * The chart's play for a hand, as a table allows it: the pair's cell while the pair may be split (or
 * is read as a pair: not a hand made by splitting), else the total's; a double or surrender the table
 * does not allow falls back to the cell's hit or stand.
 *
 * @param chart - The chart.
 * @param cards - The hand's card values (1 = ace … 10).
 * @param fromSplit - Whether the hand was made by splitting.
 * @param up - The dealer's up-card value.
 * @param legal - The table's legal actions for the hand.
 * @returns The play and the chart cell it came from.
 * @example
 * ```ts
 * chartPlay(chart, [10, 6], false, 10, legal).play; // 'hit' (hard 16 against a ten)
 * ```
 */
export function chartPlay(
  chart: Chart,
  cards: readonly number[],
  fromSplit: boolean,
  up: number,
  legal: readonly BlackjackLegalAction[],
): { readonly play: EvAction; readonly cell: ChartAction; readonly soft: boolean; readonly total: number } {
  let hard = 0;
  let ace = false;
  for (const v of cards) {
    hard += v;
    if (v === 1) ace = true;
  }
  const soft = ace && hard <= 11;
  const total = soft ? hard + 10 : hard;
  let cell: ChartAction = (soft ? chart.soft : chart.hard)[total]?.[up - 1] ?? (total >= 17 ? 'S' : 'H');
  if (cards.length === 2 && cards[0] === cards[1]) {
    const pair = chart.pairs[cards[0]!]![up - 1]!;
    if (pair === 'P' && has(legal, 'split')) return { play: 'split', cell: pair, soft, total };
    if (pair !== 'P' && !fromSplit) cell = pair;
  }
  const p = PLAY_OF[cell];
  let play: EvAction = p.first !== 'split' && has(legal, p.first) ? p.first : p.otherwise;
  // A split ace takes its one card only: it stands.
  if (play === 'hit' && !has(legal, 'hit')) play = 'stand';
  return { play, cell, soft, total };
}

/** What `act` needs of the box whose turn it is, read from a view. */
function turnOf(view: BlackjackView) {
  if (view.phase === 'playing') {
    const box = view.boxes[view.turn.box]!;
    return { box, hand: box.hands[view.turn.hand]! };
  }
  if (view.phase === 'insurance') {
    const box = view.boxes[view.turn]!;
    return { box, hand: box.hands[0]! };
  }
  return null;
}

/**
 * A seat player's policy: the chart, the count's index plays and ramp where asked, the mistakes at
 * their rates.
 *
 * @param rules - The table's rules (decks, for the count's start).
 * @param style - How the player plays.
 * @param rng - The player's randomness (its mistakes).
 * @example
 * ```ts
 * const p = blackjackPolicy(rules, { chart, bet: { kind: 'flat', bet: 10 } }, seededRng(1));
 * p.act(playerView(state), legalActions(state)); // { type: 'hit' } for 16 against a ten
 * ```
 */
export function blackjackPolicy(rules: BlackjackRules, style: BlackjackPlayStyle, rng: Rng): BlackjackPolicy {
  const rateOf = (m: BlackjackMistake) => style.mistakes?.find((x) => x.mistake === m)?.rate ?? 0;
  const rates = {
    stiff: rateOf('stand-stiff'),
    softDouble: rateOf('no-soft-double'),
    insurance: rateOf('take-insurance'),
  };
  // A mistake at rate 0 draws nothing, so the randomness of a player who never errs is untouched.
  const errs = (rate: number) => rate > 0 && (rate >= 1 || uniform(rng) < rate);
  const counting = style.counting;
  const tags = counting ? tagsByValue(counting.system) : null;
  const rcStart = counting ? initialRunningCount(counting.system, rules.decks) : 0;
  let rc = rcStart;
  const tc = (view: BlackjackView) => (counting && view.cardsLeft > 0 ? trueCount(rc, { cards: view.cardsLeft }) : 0);

  const policy: BlackjackPolicy = {
    get runningCount() {
      return rc;
    },
    observe(events) {
      if (!tags) return;
      for (const e of events) {
        if (e.type === 'shoeShuffled') rc = rcStart;
        else if (e.type === 'cardDealt') {
          if (e.to === 'hand' || !e.faceDown) rc += tags[blackjackCardValue(e.card) - 1]!;
        } else if (e.type === 'holeCardRevealed') rc += tags[blackjackCardValue(e.card) - 1]!;
      }
    },
    bet(view, range) {
      let amount: number;
      if (style.bet.kind === 'flat') amount = style.bet.bet;
      else {
        // A cut card out means the next deal reshuffles: the count starts again.
        const t = view.cutCardOut ? 0 : roundTrueCount(tc(view), counting!.system.rounding);
        amount = style.bet.min;
        for (const s of style.bet.steps) if (t >= s.trueCount) amount = s.bet;
      }
      if (amount <= 0) return 0;
      amount = Math.min(amount, range.max);
      amount -= amount % range.multipleOf;
      return amount >= range.min ? amount : 0;
    },
    act(view, legal) {
      const turn = turnOf(view)!;
      if (view.phase === 'insurance') {
        const offer = legal[0]!;
        let take = counting?.indices ? insuranceAdvice(counting.indices, tc(view)).take : false;
        if (!take && errs(rates.insurance)) take = true;
        if (offer.type === 'evenMoney') return { type: 'evenMoney', take };
        return take && offer.type === 'insurance' ? offer : { type: 'insurance', amount: 0 };
      }
      if (view.phase !== 'playing') throw new Error('act is asked only of a box to decide');
      const up = blackjackCardValue(view.dealer[0]!);
      // A new array each time: setting a kept array's length is slower in V8 than a small allocation.
      const cards = turn.hand.cards;
      const values: number[] = [];
      for (let i = 0; i < cards.length; i++) values.push(blackjackCardValue(cards[i]!));
      const chart = chartPlay(style.chart, values, turn.hand.fromSplit, up, legal);
      let play = chart.play;
      if (counting?.indices) {
        const advice = lookupIndex(counting.indices, values, up, tc(view), {
          canSplit: has(legal, 'split'),
          canDouble: has(legal, 'double'),
        });
        if (advice?.deviates && (advice.play === 'hit' || advice.play === 'stand' || has(legal, advice.play))) {
          play = advice.play;
        }
      }
      if (play === 'double' && chart.soft && errs(rates.softDouble)) play = PLAY_OF[chart.cell].otherwise;
      else if (play === 'hit' && !chart.soft && chart.total >= 12 && chart.total <= 16 && (up >= 7 || up === 1)) {
        if (errs(rates.stiff)) play = 'stand';
      }
      return ACTIONS[play];
    },
  };
  return policy;
}

// ------------------------------------------------------------------ the driver

/** A player at the table: its chips on each box, its boxes, how it plays. */
export interface BlackjackSeatPlayer {
  /** The player's id; its boxes are `id`, `id#2`, `id#3`. */
  readonly id: string;
  /** Chips in front of each of its boxes at the start. */
  readonly chips: Chips;
  /** Boxes it plays, 1 (default) to `blackjackTableLimits.value.boxesPerPlayer`. */
  readonly boxes?: number;
  /** How it plays. */
  readonly style: BlackjackPlayStyle;
}

/** Options of {@link playBlackjackTable}. */
export interface BlackjackTableOptions {
  /** Rounds to play (fewer when no box can bet any more). */
  readonly rounds: number;
  /** The seed of the shoe and of the players' randomness. */
  readonly seed: Seed;
  /** Called with every settled round, in order. */
  readonly onRound?: (summary: BlackjackRoundSummary, state: SettledState) => void;
}

/** One box in a round's summary. */
export interface BlackjackBoxResult {
  /** The box. */
  readonly box: string;
  /** The original bet. */
  readonly bet: Chips;
  /** The box's net for the round (doubles, splits and insurance included). */
  readonly net: Chips;
}

/** A settled round, box by box (boxes that sat out are absent). */
export interface BlackjackRoundSummary {
  /** The round's number. */
  readonly round: number;
  /** The boxes that bet, in playing order. */
  readonly boxes: readonly BlackjackBoxResult[];
}

/** A seated player, as the driver seated it. */
export interface BlackjackSeated {
  /** The player's id. */
  readonly id: string;
  /** Its boxes, in playing order. */
  readonly boxes: readonly string[];
  /** Its speed, drawn from the seed. */
  readonly speed: SeatSpeed;
}

/** A box's totals over a run. */
export interface BlackjackBoxTotals {
  /** The box. */
  readonly box: string;
  /** Rounds it bet. */
  readonly rounds: number;
  /** Chips bet (original bets). */
  readonly bet: Chips;
  /** Net over the run. */
  readonly net: Chips;
}

/** What {@link playBlackjackTable} returns. */
export interface BlackjackTableRun {
  /** The table after the last round. */
  readonly state: BlackjackState;
  /** Rounds played. */
  readonly rounds: number;
  /** The players with their boxes and speeds. */
  readonly players: readonly BlackjackSeated[];
  /** Every box's totals, in playing order. */
  readonly totals: readonly BlackjackBoxTotals[];
}

/** The box ids of a player. */
function boxIds(id: string, boxes: number): string[] {
  return Array.from({ length: boxes }, (_, i) => (i === 0 ? id : `${id}#${i + 1}`));
}

function checkPlayers(players: readonly BlackjackSeatPlayer[]): BlackjackError | null {
  const max = blackjackTableLimits.value.boxesPerPlayer;
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.id)) return blackjackError('blackjack/bad-players', { reason: 'duplicate', player: p.id }).error;
    seen.add(p.id);
    const boxes = p.boxes ?? 1;
    if (!Number.isInteger(boxes) || boxes < 1) {
      return blackjackError('blackjack/bad-players', { reason: 'boxes', player: p.id, value: show(boxes) }).error;
    }
    if (boxes > max) {
      return blackjackError('blackjack/bad-players', { reason: 'boxes-per-player', player: p.id, boxes, max }).error;
    }
    for (const m of p.style.mistakes ?? []) {
      if (!(m.rate >= 0 && m.rate <= 1)) {
        return blackjackError('blackjack/bad-players', {
          reason: 'mistake-rate',
          player: p.id,
          value: show(m.rate),
        }).error;
      }
    }
    if (p.style.bet.kind === 'ramp' && !p.style.counting) {
      return blackjackError('blackjack/bad-players', { reason: 'ramp-without-count', player: p.id }).error;
    }
  }
  return null;
}

/**
 * Plays whole rounds at a table of seat players through the public round API (`start`, `apply`,
 * `legalActions`, `playerView`): each round every box bets by its player's pattern, the table deals,
 * the boxes decide in turn, the round settles and the table goes on. The shoe carries from round to
 * round and reshuffles at its cut card. One seed gives the same rounds.
 *
 * @param rules - The table's rules.
 * @param players - The players in seat order (up to `blackjackTableLimits.value.boxes` boxes in all).
 * @param options - Rounds, the seed, a callback per round.
 * @returns The run, or `blackjack/bad-players` (a player's boxes, ids, rates, a ramp without a count) or
 *   `start`'s errors (`bad-rules`, `bad-setup`: more boxes than the table has, a box's chips) — nothing is
 *   played then.
 * @example
 * ```ts
 * playBlackjackTable(rules, players, { rounds: 1000, seed: 'evening-1' });
 * ```
 */
export function playBlackjackTable(
  rules: BlackjackRules,
  players: readonly BlackjackSeatPlayer[],
  options: BlackjackTableOptions,
): Result<BlackjackTableRun, BlackjackError> {
  const bad = checkPlayers(players);
  if (bad) return { ok: false, error: bad };
  const seats: Record<string, Chips> = {};
  const counters: BlackjackPolicy[] = [];
  const ownerOf = new Map<string, BlackjackPolicy>();
  const seated: BlackjackSeated[] = [];
  const master = seededRng(`${show(options.seed)}/players`);
  for (const p of players) {
    const ids = boxIds(p.id, p.boxes ?? 1);
    const rng = seededRng(master.nextUint32());
    const speed = drawSeatSpeed(rng);
    const policy = blackjackPolicy(rules, p.style, rng);
    for (const id of ids) {
      seats[id] = p.chips;
      ownerOf.set(id, policy);
    }
    // Only a counter reads the events: the others are not called for every step.
    if (p.style.counting) counters.push(policy);
    seated.push({ id: p.id, boxes: ids, speed });
  }
  const started = start(rules, { seats, seed: options.seed });
  if (!started.ok) return started;
  let state: BlackjackState = started.value.state;
  const totals = new Map<string, { box: string; rounds: number; bet: number; net: number }>();
  for (const id of Object.keys(seats)) totals.set(id, { box: id, rounds: 0, bet: 0, net: 0 });
  const observe = (events: readonly BlackjackEvent[]) => {
    for (const p of counters) p.observe(events);
  };
  const step = (s: BlackjackState, action: BlackjackAction): BlackjackState => {
    const r = apply(s, action);
    if (!r.ok) throw new Error(`A seat player chose an action the table refused: ${r.error.message}`);
    observe(r.value.events);
    return r.value.state;
  };
  const seatIndex = new Map(state.seats.map((s, i) => [s.id, i]));
  let played = 0;
  for (; played < options.rounds; played++) {
    if (state.phase !== 'betting') break;
    const before = state.seats;
    const view = playerView(state);
    for (const entry of legalActions(state)) {
      if (entry.type !== 'bet') continue;
      const amount = ownerOf.get(entry.box)!.bet(view, entry);
      if (amount > 0) state = step(state, { type: 'bet', box: entry.box, amount });
    }
    if (state.phase !== 'betting' || state.bets.length === 0) break;
    state = step(state, { type: 'deal' });
    while (state.phase === 'insurance' || state.phase === 'playing') {
      const box = state.phase === 'playing' ? state.boxes[state.turn.box]! : state.boxes[state.turn]!;
      state = step(state, ownerOf.get(box.id)!.act(playerView(state), legalActions(state)));
    }
    const settled = state as SettledState;
    const boxes: BlackjackBoxResult[] = [];
    for (const b of settled.boxes) {
      // Seats keep their order: a box's balance before the bets and after the settlement.
      const i = seatIndex.get(b.id)!;
      const net = settled.seats[i]!.balance - before[i]!.balance;
      const t = totals.get(b.id)!;
      t.rounds++;
      t.bet += b.bet;
      t.net += net;
      boxes.push({ box: b.id, bet: b.bet, net });
    }
    options.onRound?.({ round: settled.round, boxes }, settled);
    state = step(state, { type: 'nextRound' });
  }
  return ok({ state, rounds: played, players: seated, totals: [...totals.values()] });
}
