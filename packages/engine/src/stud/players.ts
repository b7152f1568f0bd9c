/**
 * Seat players for a stud table of several boxes, and the driver that plays whole rounds with them.
 *
 * A seat player plays by a simple, fast rule, not the exact advice (which takes seconds a hand): raise
 * with Туз-Король or better; with nothing, exchange the odd card of four to a flush when the table sells
 * a one-card exchange, else fold; after an exchange, raise with Туз-Король or better, else fold. Its usual
 * mistake, at a chosen rate, is playing too loose: a hand the rule folds is raised. Under «нет игры» with a
 * game sold it takes the АНТЕ's win; it never insures nor buys a sixth card. Its АНТЕ follows a pattern
 * (flat, or a ramp that climbs after a lost box and falls back after a won one), clipped to what its
 * balance covers with the raise. Random choices come from an `Rng`, so a table played from one seed
 * replays exactly. Everything goes through the public table (`startBoxes`, `applyBoxes`,
 * `boxesLegalActions`, `boxesPlayerView`).
 *
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'seed' });
 * playStudTable(rules, [{ id: 'anna', chips: 5000, boxes: 2, style: { ante: { kind: 'flat', ante: 10 } } }], {
 *   rounds: 100,
 *   seed: 1,
 * });
 * ```
 * @module
 */
import type { Card } from '../cards/index.js';
import type { Seed } from '../game/index.js';
import type { Chips } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { seededRng, type Rng } from '../rng/index.js';
import {
  applyBoxes,
  boxesLegalActions,
  boxesPlayerView,
  startBoxes,
  type StudBoxesAction,
  type StudBoxesLegalAction,
  type StudBoxesPlayerView,
  type StudBoxesSettled,
  type StudBoxesState,
} from './boxes.js';
import { studErr, type StudError } from './errors.js';
import { categoryOf, evaluate5 } from './evaluator.js';
import { maxAnte, raiseFor, type StudRules } from './rules.js';

/**
 * How a seat player stakes its АНТЕ on each box:
 * - `flat`: always `ante`;
 * - `ramp`: `ante` to start; after a box lost, that box's next АНТЕ is `step` more (at most `max`); after a
 *   box won, back to `ante`; after a push or a box out, unchanged.
 */
export type StudAntePattern =
  | { readonly kind: 'flat'; readonly ante: Chips }
  | { readonly kind: 'ramp'; readonly ante: Chips; readonly step: Chips; readonly max: Chips };

/** How a stud seat player plays. */
export interface StudPlayStyle {
  /** Its АНТЕ pattern. */
  readonly ante: StudAntePattern;
  /** The share of the hands the rule folds that it raises anyway, 0 to 1 (default 0). */
  readonly looseRate?: number;
  /** Whether it draws a card to four of a flush where a one-card exchange is sold (default true). */
  readonly drawToFlush?: boolean;
}

/** A stud seat player's decisions, from what its seat sees. */
export interface StudPolicy {
  /** The АНТЕ it wants on each of its boxes this round (before the table's limits clip them). */
  antes(boxes: number): Chips[];
  /** Its decision for the box whose turn it is. */
  act(view: StudBoxesPlayerView, legal: readonly StudBoxesLegalAction[]): StudBoxesAction;
  /** Takes in each of its boxes' nets of the round just settled, in its box order (`null`: the box was out). */
  observe(nets: readonly (Chips | null)[]): void;
}

const uniform = (rng: Rng) => rng.nextUint32() / 4294967296;

/**
 * What the rule does with five cards: `raise` with Туз-Король or better; with less, `exchange` the odd
 * card of four to a flush when `canDrawOne` (a one-card exchange is on offer), else `fold`.
 *
 * @param cards - The box's five cards.
 * @param canDrawOne - Whether a one-card exchange is offered now.
 * @example
 * ```ts
 * studRuleDecision(parseHandOrThrow('Т-К-7-4-2'), true); // { type: 'raise' }: Туз-Король
 * ```
 */
export function studRuleDecision(
  cards: readonly Card[],
  canDrawOne: boolean,
): { readonly type: 'raise' } | { readonly type: 'fold' } | { readonly type: 'exchange'; readonly cards: [Card] } {
  const [a, b, c, d, e] = cards as [Card, Card, Card, Card, Card];
  if (categoryOf(evaluate5(a, b, c, d, e)) !== 'noGame') return { type: 'raise' };
  if (canDrawOne) {
    for (let s = 0; s < 4; s++) {
      const off = cards.filter((x) => (x & 3) !== s);
      if (off.length === 1) return { type: 'exchange', cards: [off[0]!] };
    }
  }
  return { type: 'fold' };
}

/**
 * A stud seat player's policy.
 *
 * @param style - How it plays.
 * @param rng - Its randomness (the loose raises).
 * @example
 * ```ts
 * studPolicy({ ante: { kind: 'flat', ante: 10 }, looseRate: 0.2 }, seededRng(1));
 * ```
 */
export function studPolicy(style: StudPlayStyle, rng: Rng): StudPolicy {
  const p = style.ante;
  let next: Chips[] = [];
  const loose = style.looseRate ?? 0;
  return {
    antes(boxes) {
      while (next.length < boxes) next.push(p.ante);
      return next.slice(0, boxes);
    },
    act(view, legal) {
      const has = (t: string) => legal.some((a) => a.type === t);
      if (view.phase === 'buying') return { type: has('takeAnte') ? 'takeAnte' : 'buyGame' };
      const box = view.boxes[view.turn!]!;
      const cards = box.cards as readonly Card[];
      const drawOne = (style.drawToFlush ?? true) && legal.some((a) => a.type === 'exchange' && a.count === 1);
      let d: StudBoxesAction =
        cards.length === 5 ? studRuleDecision(cards, drawOne) : { type: has('raise') ? 'raise' : 'fold' };
      if (d.type === 'fold' && loose > 0 && has('raise') && uniform(rng) < loose) d = { type: 'raise' };
      if (d.type === 'raise' && !has('raise')) d = { type: 'fold' };
      return d;
    },
    observe(nets) {
      if (p.kind === 'flat') return;
      next = nets.map((n, i) => {
        const cur = next[i] ?? p.ante;
        if (n === null || n === 0) return cur;
        return n < 0 ? Math.min(p.max, cur + p.step) : p.ante;
      });
    },
  };
}

/** A stud player at the table. */
export interface StudSeatPlayer {
  /** The seat's id. */
  readonly id: string;
  /** Its chips at the start. */
  readonly chips: Chips;
  /** Its boxes, side by side (default 1). */
  readonly boxes?: number;
  /** How it plays. */
  readonly style: StudPlayStyle;
}

/**
 * The АНТЕ of every box this round: each player's wanted antes clipped, box by box, to what its balance
 * still covers with the raise after its earlier boxes (`maxAnte`); 0 when nothing is covered.
 *
 * @param state - The table between rounds (`betting`).
 * @param wanted - The antes each seat wants, by seat id, in its box order.
 * @example
 * ```ts
 * clipAntes(state, { anna: [10, 10], boris: [25] }); // e.g. [10, 10, 25]
 * ```
 */
export function clipAntes(state: StudBoxesState, wanted: Readonly<Record<string, readonly Chips[]>>): Chips[] {
  const left: Record<string, Chips> = {};
  const used: Record<string, number> = {};
  for (const s of state.seats) left[s.id] = s.balance;
  return state.boxes.map((b) => {
    const k = used[b.player] ?? 0;
    used[b.player] = k + 1;
    const want = wanted[b.player]?.[k] ?? 0;
    const a = Math.max(0, Math.min(want, maxAnte(left[b.player]!, state.rules)));
    left[b.player] = left[b.player]! - a - raiseFor(a, state.rules);
    return a;
  });
}

/** Options of {@link playStudTable}. */
export interface StudTableOptions {
  /** Rounds to play (fewer when nobody can place an АНТЕ any more). */
  readonly rounds: number;
  /** The seed of the deck and the players' randomness. */
  readonly seed: Seed;
  /** A stacked deck for the first round, in dealing order (as `startBoxes` takes it). */
  readonly deck?: readonly Card[];
  /** Called with every settled round. */
  readonly onRound?: (summary: StudRoundSummary, state: StudBoxesSettled) => void;
}

/** A settled round. */
export interface StudRoundSummary {
  /** The round's number. */
  readonly round: number;
  /** Each box's net for the round, fees included, in table order (`null`: the box was out). */
  readonly boxNets: readonly (Chips | null)[];
  /** Each player's net, in seat order. */
  readonly nets: readonly Chips[];
}

/** What {@link playStudTable} returns. */
export interface StudTableRun {
  /** The table after the last round. */
  readonly state: StudBoxesState;
  /** Rounds played. */
  readonly rounds: number;
  /** Each player's net over the run, in seat order. */
  readonly nets: readonly Chips[];
}

/**
 * A box's net for a settled round: its settlement's ledger net, less its exchange or sixth-card fees and
 * any «покупка игры» fee (those are spent before the settlement).
 *
 * @param state - A settled table.
 * @param box - The box's index.
 * @returns The net, or `null` for a box out of the round.
 */
export function studBoxNet(state: StudBoxesSettled, box: number): Chips | null {
  const b = state.boxes[box]!;
  if (b.settlement === null) return null;
  const s = b.settlement;
  return s.payout.net + (s.insurance ? s.insurance.won - s.insurance.lost : 0) - b.fees - b.gameFee;
}

/**
 * Plays whole rounds at a table of seat players through the public API: each round every box's АНТЕ by
 * its player's pattern (clipped, {@link clipAntes}), each box's decision in table order by its player's
 * policy, then the next round.
 *
 * @param rules - The table's rules.
 * @param players - The players in seat order.
 * @param options - Rounds, the seed, a callback per round.
 * @returns The run, or `stud/bad-players` (two of one name, a loose rate outside 0…1) or `startBoxes`'s
 *   errors (more boxes than the table's limits) — nothing is played then.
 * @example
 * ```ts
 * playStudTable(rules, [{ id: 'anna', chips: 5000, boxes: 2, style: { ante: { kind: 'flat', ante: 10 } } }], { rounds: 50, seed: 3 });
 * ```
 */
export function playStudTable(
  rules: StudRules,
  players: readonly StudSeatPlayer[],
  options: StudTableOptions,
): Result<StudTableRun, StudError> {
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.id)) return studErr('stud/bad-players', { reason: 'duplicate', player: p.id });
    seen.add(p.id);
    const r = p.style.looseRate ?? 0;
    if (!(r >= 0 && r <= 1)) return studErr('stud/bad-players', { reason: 'rate', player: p.id, value: show(r) });
  }
  const seats: Record<string, Chips> = {};
  const boxes: Record<string, number> = {};
  for (const p of players) {
    seats[p.id] = p.chips;
    boxes[p.id] = p.boxes ?? 1;
  }
  const started = startBoxes(rules, {
    seats,
    boxes,
    seed: options.seed,
    ...(options.deck ? { deck: options.deck } : {}),
  });
  if (!started.ok) return started;
  const master = seededRng(`${show(options.seed)}/players`);
  const policies = new Map(players.map((p) => [p.id, studPolicy(p.style, seededRng(master.nextUint32()))]));
  let state: StudBoxesState = started.value.state;
  const step = (s: StudBoxesState, a: StudBoxesAction): StudBoxesState => {
    const r = applyBoxes(s, a);
    if (!r.ok) throw new Error(`A seat player chose an action the table refused: ${r.error.message}`);
    return r.value.state;
  };
  const nets = players.map(() => 0);
  let rounds = 0;
  for (; rounds < options.rounds; rounds++) {
    if (state.phase !== 'betting') break;
    const wanted: Record<string, Chips[]> = {};
    for (const p of players) wanted[p.id] = policies.get(p.id)!.antes(boxes[p.id]!);
    const antes = clipAntes(state, wanted);
    if (antes.every((a) => a === 0)) break;
    state = step(state, { type: 'ante', antes });
    while (state.phase === 'deciding' || state.phase === 'buying') {
      const player = state.boxes[state.turn]!.player;
      state = step(state, policies.get(player)!.act(boxesPlayerView(state, player), boxesLegalActions(state)));
    }
    const settled = state as StudBoxesSettled;
    const boxNets = settled.boxes.map((_, k) => studBoxNet(settled, k));
    const roundNets = players.map((p) =>
      settled.boxes.reduce((sum, b, k) => sum + (b.player === p.id ? (boxNets[k] ?? 0) : 0), 0),
    );
    roundNets.forEach((n, i) => (nets[i]! += n));
    for (const p of players) policies.get(p.id)!.observe(boxNets.filter((_, k) => settled.boxes[k]!.player === p.id));
    options.onRound?.({ round: settled.round, boxNets, nets: roundNets }, settled);
    if (boxesLegalActions(settled).length === 0) break;
    state = step(settled, { type: 'nextRound' });
  }
  return ok({ state, rounds, nets });
}
