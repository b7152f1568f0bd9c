/**
 * The dealer's shift at a full baccarat table (fourteen seats): the trainee is the croupier. A pure model
 * — a plain state, `step(state, action)`, selectors — that drives the table through the engine's public
 * API (`start`, `apply`, `legalActions`, the seat players' `baccaratPolicy` and `clipBet`, the speeds and
 * think times of `drawSeatSpeed`/`thinkTimeMs`) and judges every croupier's action with the engine
 * (`playerDraws`, `bankerDraws`, the coup's settlement).
 *
 * A coup: every seat player bets after its own think time (the clock is the model's, `{ type: 'tick', ms }`);
 * when the last is in, the trainee deals (`deal`); without a natural the trainee calls Пунто's third card,
 * then Банко's (`draw`: does the hand take one?); then settles the layout in the table's order
 * (docs/rules.md, baccarat: a full table): every losing bet taken, from seat 1 to 14, then every other
 * bet — paid in chips, or left where a tie returns it — from seat 1 to 14 (`settle`). A wrong action is
 * graded wrong with the rule it broke and the right one is done instead, so the coup goes on. Every
 * action is timed from when it fell due.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';
import {
  apply,
  baccaratPoint,
  baccaratCardValue,
  baccaratPolicy,
  bankerDraws,
  clipBet,
  legalActions,
  playerDraws,
  playerView,
  start,
  thirdCardRules,
  type BaccaratAction,
  type BaccaratBet,
  type BaccaratPlayStyle,
  type BaccaratRules,
  type BaccaratState,
  type SettledBet,
  type SettledState,
  type StackedShoe,
  type Winner,
} from '@croupier/engine/baccarat';
import { drawSeatSpeed, thinkTimeMs, type SeatSpeed } from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { payout } from '@croupier/engine/money';
import { seededRng } from '@croupier/engine/rng';
import { SEAT_STYLES, tableOrder } from '../../table/baccarat/seat-players.ts';
import {
  bankerRowRu,
  bankerStoodRu,
  baccaratSettleRuleRu,
  playerRuleRu,
  shiftMoveRu,
  type ShiftMoveRu,
} from '@croupier/ru';
import { betThinkMs, leftMs, owedNow as owedOf, settleOrNext as settleOrNextOf } from '../core/clock.ts';
import {
  judgeSettle,
  withDeal,
  withGrade,
  type DrillSpot,
  type GradedBase,
  type SettleAction,
} from '../core/grading.ts';
import {
  coreStart,
  stepShift,
  type NotDue,
  type ShiftCoreState,
  type StepResult,
  type Tick,
} from '../core/protocol.ts';
import { cardTargetMs, shiftFigures } from '../core/score.ts';

export type { DrillSpot } from '../core/grading.ts';
export type { ShiftScore } from '../core/score.ts';

/** A seat player: its seat (`1` … `14`), how it bets, its speed. */
export interface SeatPlayer {
  readonly seat: string;
  readonly style: BaccaratPlayStyle;
  readonly speed: SeatSpeed;
}

/** What a shift starts from. */
export interface ShiftSetup {
  /** The table's rules. */
  readonly rules: BaccaratRules;
  /** Coups in the shift. */
  readonly coups: number;
  /** The seed of the shoe, the players' speeds and choices. */
  readonly seed: string;
  /** The seats' styles in seat order (default `SEAT_STYLES`: fourteen). */
  readonly styles?: readonly BaccaratPlayStyle[];
  /** A stacked shoe for tests. */
  readonly shoe?: StackedShoe;
}

/** A bet to settle, in the order the croupier settles them. */
export interface OwedBet {
  /** The seat. */
  readonly seat: string;
  /** The engine's settlement of the bet. */
  readonly settled: SettledBet;
  /** What the croupier does: take the stake, leave it (a tie's push), or pay `settled.won`. */
  readonly move: ShiftMoveRu;
}

/** A third card the trainee calls: whose hand, and whether the rules give it one. */
export interface DrawCall {
  readonly hand: 'player' | 'banker';
  readonly draws: boolean;
}

/** What is going on at the table. */
export type ShiftTask =
  /** The seat players are betting; the last bet is in at `until`. */
  | { readonly kind: 'bets'; readonly until: number }
  /** The trainee deals (due since `since`). */
  | { readonly kind: 'deal'; readonly since: number }
  /** The trainee calls a hand's third card (Пунто, then Банко). */
  | { readonly kind: 'draw'; readonly since: number; readonly hand: 'player' | 'banker' }
  /** The trainee settles bet `index` of the coup's `owed`. */
  | { readonly kind: 'settle'; readonly since: number; readonly index: number }
  /** The shift is over. */
  | { readonly kind: 'done' };

/** One graded croupier's action of a coup (`round`): dealing, a third card, settling a bet (cost per chip staked). */
export interface GradedAction extends GradedBase<'deal' | 'draw' | 'settle'> {
  /** The hand of a third card. */
  readonly hand?: 'player' | 'banker';
  /** The seat settled. */
  readonly box?: string;
}

/** A shift between two steps. A plain value: a step never changes it. */
export interface ShiftState extends ShiftCoreState<ShiftTask, GradedAction, OwedBet> {
  readonly rules: BaccaratRules;
  /** Coups in the shift (`round` is the coup in play). */
  readonly coups: number;
  /** The table. */
  readonly table: BaccaratState;
  readonly players: readonly SeatPlayer[];
  /** When each seat's bet comes in this coup (ms on the clock), in seat order. */
  readonly betAt: readonly number[];
  /** Whether each seat's bets are placed this coup, in seat order. */
  readonly placed: readonly boolean[];
  /** The last coup's winner (the `follow` players bet on it). */
  readonly lastWinner: Winner | null;
}

/** An action of the shift. */
export type ShiftAction =
  Tick | { readonly type: 'deal' } | { readonly type: 'draw'; readonly draw: boolean } | SettleAction;

/** A step refused: the action is not the one due now. The state is unchanged. */
export type ShiftError = NotDue<ShiftTask['kind'], ShiftAction['type']>;

/** What {@link step} returns. */
export type ShiftResult = StepResult<ShiftState, ShiftError>;

/** Time targets for a full score, ms: paying takes counting chips, the rest is a glance. */
export const SHIFT_TARGET_MS = { deal: 2000, draw: 2000, take: 2000, pay: 4000 } as const;

const CHIPS_PER_SEAT = 1_000_000;

function engine(s: BaccaratState, a: BaccaratAction): BaccaratState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`The shift's table refused a step: ${r.error.message}`);
  return r.value.state;
}

/**
 * Starts a shift: fourteen seats (or as many as `styles`), each player's speed drawn from the seed, the
 * first coup's bets being placed.
 *
 * @param setup - See {@link ShiftSetup}.
 * @throws Error on rules or a shoe the engine refuses (a programming error of the caller).
 */
export function startShift(setup: ShiftSetup): ShiftState {
  const styles = setup.styles ?? SEAT_STYLES;
  const players = styles.map((style, i) => ({
    seat: String(i + 1),
    style,
    speed: drawSeatSpeed(seededRng(`${setup.seed}/speed/${i}`)),
  }));
  const seats = Object.fromEntries(players.map((p) => [p.seat, CHIPS_PER_SEAT]));
  const r = start(setup.rules, { seats, seed: setup.seed, ...(setup.shoe ? { shoe: setup.shoe } : {}) });
  if (!r.ok) throw new Error(`The shift's table would not start: ${r.error.message}`);
  const base: ShiftState = {
    ...coreStart(setup.seed),
    rules: setup.rules,
    coups: setup.coups,
    table: r.value.state,
    players,
    betAt: [],
    placed: [],
    lastWinner: null,
  };
  return betting(base, 0);
}

/** The players start betting at `at`: each seat's bet comes in after its player's think time. */
function betting(s: ShiftState, at: number): ShiftState {
  const betAt = betThinkMs(s, s.players, (p, rng) => thinkTimeMs(p.speed, rng)).map((ms) => at + ms);
  const placed = s.players.map(() => false);
  return { ...s, betAt, placed, owed: [], task: { kind: 'bets', until: Math.max(at, ...betAt) } };
}

/** The bets a seat player places this coup: its policy, fresh from the seed, told the last winner. */
function seatBets(s: ShiftState, table: BaccaratState, p: SeatPlayer): BaccaratAction[] {
  const policy = baccaratPolicy(p.style, seededRng(`${s.seed}/${s.round}/stake/${p.seat}`));
  if (s.lastWinner !== null) policy.observe(s.lastWinner);
  return policy.bets(playerView(table), legalActions(table), p.seat);
}

/**
 * Runs the seat players up to the clock: each seat whose think time is over places its bets (in the order
 * their times run out); once the last is in, the deal is due.
 */
function runPlayers(s: ShiftState): ShiftState {
  const t = s.task;
  if (t.kind !== 'bets') return s;
  const due = s.players
    .map((p, i) => ({ p, i, at: s.betAt[i]! }))
    .filter((x) => !s.placed[x.i] && x.at <= s.now)
    .sort((a, b) => a.at - b.at || a.i - b.i);
  if (due.length === 0) return s;
  let table = s.table;
  const placed = [...s.placed];
  for (const { p, i } of due) {
    placed[i] = true;
    for (const a of seatBets(s, table, p)) {
      if (a.type !== 'bet') continue;
      const b = clipBet(legalActions(table), a);
      if (b) table = engine(table, b);
    }
  }
  const all = placed.every(Boolean);
  return { ...s, table, placed, task: all ? { kind: 'deal', since: t.until } : t };
}

/** The bets to settle in the table's order: every loser from seat 1 to 14, then every other bet. */
export function owedBets(table: SettledState): OwedBet[] {
  const moveOf = (b: SettledBet): ShiftMoveRu => (b.result === 'lose' ? 'take' : b.result === 'push' ? 'push' : 'pay');
  return tableOrder(table.settled).map((b) => ({ seat: b.owner, settled: b, move: moveOf(b) }));
}

/** After the trainee's call or the deal: the next call, or the engine settles and the settling starts. */
function afterTable(s: ShiftState, table: BaccaratState, at: number): ShiftState {
  if (table.phase === 'playerRule') return { ...s, table, task: { kind: 'draw', since: at, hand: 'player' } };
  if (table.phase === 'bankerRule') return { ...s, table, task: { kind: 'draw', since: at, hand: 'banker' } };
  const settled = table.phase === 'decided' ? engine(table, { type: 'settle' }) : table;
  if (settled.phase !== 'settled') return { ...s, table: settled };
  const next = { ...s, table: settled, owed: owedBets(settled), lastWinner: settled.outcome.winner };
  return settleOrNext(next, 0, at);
}

function settleOrNext(s: ShiftState, index: number, at: number): ShiftState {
  return settleOrNextOf(s, index, at, s.coups, (cur) =>
    betting({ ...cur, table: engine(cur.table, { type: 'nextCoup' }), round: cur.round + 1 }, at),
  );
}

/** The call due now: whose third card, and whether the engine's rules give it one. */
export function drawCall(state: ShiftState): DrawCall | null {
  const t = state.task;
  if (t.kind !== 'draw') return null;
  const table = state.table;
  if (t.hand === 'player') return { hand: 'player', draws: playerDraws(baccaratPoint(table.player)) };
  return { hand: 'banker', draws: bankerDraws(state.rules, baccaratPoint(table.banker), playerThird(table)) };
}

/** The value of Пунто's third card, or null when Пунто stood. */
function playerThird(table: BaccaratState): number | null {
  return table.player.length === 3 ? baccaratCardValue(table.player[2]!) : null;
}

/** The pay-chips drill key that drills a winning bet (none for a bet the drill has no key of). */
export function settleSpot(rules: BaccaratRules, o: OwedBet, bankerPoint: number): DrillSpot | undefined {
  const b = o.settled;
  if (b.result !== 'win') return undefined;
  if (b.bet === 'banker') {
    if (rules.bankerSixPays && bankerPoint === 6) return { drill: 'baccarat-pay-chips', key: 'banker-six' };
    const whole = payout(b.staked, rules.bankerPays, 'refuse').ok;
    return { drill: 'baccarat-pay-chips', key: whole ? 'banker-whole' : 'banker-fraction' };
  }
  if (b.bet === 'player' || b.bet === 'tie') return { drill: 'baccarat-pay-chips', key: b.bet };
  return undefined;
}

function drawRule(s: ShiftState, hand: 'player' | 'banker'): string {
  const third = thirdCardRules(s.rules);
  if (hand === 'player') return playerRuleRu(third);
  const p3 = playerThird(s.table);
  return p3 === null ? bankerStoodRu(third) : bankerRowRu(third.banker[baccaratPoint(s.table.banker)]!);
}

function drawSpot(s: ShiftState, hand: 'player' | 'banker'): DrillSpot {
  if (hand === 'player') return { drill: 'baccarat-player-draws', key: `player-${baccaratPoint(s.table.player)}` };
  const p3 = playerThird(s.table);
  return { drill: 'baccarat-banker-draws', key: `banker-${baccaratPoint(s.table.banker)}-${p3 ?? 'stood'}` };
}

/**
 * One step of the shift: the clock moves (`tick`: the seat players bet when their time is up), or the
 * trainee acts — the action due now, graded, and the right one done when it was wrong.
 *
 * @param state - The shift.
 * @param action - See {@link ShiftAction}.
 * @returns The next state, or `shift/not-due` (an action that is not the one due; nothing changes).
 */
export function step(state: ShiftState, action: ShiftAction): ShiftResult {
  return stepShift(state, action, { run: runPlayers, act });
}

/** The trainee's action `ms` after it fell due, graded, or null when it is not the one due. */
function act(state: ShiftState, action: Exclude<ShiftAction, Tick>, ms: number): ShiftState | null {
  const t = state.task;
  const round = state.round;
  if (action.type === 'deal') {
    if (t.kind !== 'deal') return null;
    const s = withDeal(state, ms);
    return afterTable(s, engine(s.table, { type: 'deal' }), s.now);
  }
  if (action.type === 'draw') {
    const call = drawCall(state);
    if (t.kind !== 'draw' || call === null) return null;
    const correct = action.draw === call.draws;
    const word = SHIFT_ACTION_RU.baccaratDraw;
    const s = withGrade(state, {
      round,
      kind: 'draw',
      hand: call.hand,
      ms,
      correct,
      given: word(action.draw),
      expected: word(call.draws),
      ...(correct ? {} : { rule: drawRule(state, call.hand) }),
      spot: drawSpot(state, call.hand),
    });
    const table = engine(s.table, { type: call.hand === 'player' ? 'playerRule' : 'bankerRule' });
    return afterTable(s, table, s.now);
  }
  if (t.kind !== 'settle') return null;
  const o = state.owed[t.index]!;
  const table = state.table as SettledState;
  const won = o.settled.won;
  const staked = o.settled.staked;
  const due = { move: o.move, chips: won, taken: staked, net: won - o.settled.lost, per: staked };
  const { chips, correct, cost } = judgeSettle(action, due);
  const rule = correct
    ? undefined
    : baccaratSettleRuleRu({
        bet: o.settled.bet,
        stake: staked,
        result: o.settled.result,
        winner: table.outcome.winner,
        ratio: o.settled.ratio,
        owed: won,
        given: action.move,
        givenChips: chips,
      });
  const spot = settleSpot(state.rules, o, table.outcome.bankerPoint);
  const s = withGrade(state, {
    round,
    kind: 'settle',
    box: o.seat,
    ms,
    correct,
    given: shiftMoveRu(action.move, chips),
    expected: shiftMoveRu(o.move, won),
    ...(rule ? { rule } : {}),
    ...(spot ? { spot } : {}),
    ...cost,
  });
  return settleOrNext(s, t.index + 1, s.now);
}

const figures = shiftFigures<GradedAction>((a) => cardTargetMs(SHIFT_TARGET_MS, a));

/** The score of the actions graded so far, each against its target in {@link SHIFT_TARGET_MS}. */
export const shiftScore = figures.score;

/** The wrong actions, in order. */
export const shiftErrors = figures.errors;

/** Milliseconds until the last seat player's bet is in, or null when the trainee is due. */
export function countdownMs(state: ShiftState): number | null {
  return state.task.kind === 'bets' ? leftMs(state.task.until, state.now) : null;
}

/** Whether a seat's player is still thinking over its bet. */
export function seatThinking(state: ShiftState, index: number): boolean {
  return state.task.kind === 'bets' && !state.placed[index];
}

/** The bet being settled, if any. */
export function owedNow(state: ShiftState): OwedBet | undefined {
  return owedOf(state);
}

/** The bets on the layout of a seat: what the seat staked this coup. */
export function seatStakes(state: ShiftState, seat: string): { readonly bet: BaccaratBet; readonly stake: number }[] {
  return state.table.bets.filter((b) => b.player === seat).map((b) => ({ bet: b.bet, stake: b.stake }));
}

/** The hands as the croupier sees them now (empty before the deal). */
export function handsShown(state: ShiftState): { readonly player: readonly Card[]; readonly banker: readonly Card[] } {
  return { player: state.table.player, banker: state.table.banker };
}

/** The right action now, for scripted trainees (tests): what a perfect croupier does, or null while betting. */
export function rightAction(state: ShiftState): ShiftAction | null {
  const t = state.task;
  if (t.kind === 'deal') return { type: 'deal' };
  if (t.kind === 'draw') return { type: 'draw', draw: drawCall(state)!.draws };
  if (t.kind === 'settle') {
    const o = state.owed[t.index]!;
    return { type: 'settle', move: o.move, chips: o.settled.won };
  }
  return null;
}
