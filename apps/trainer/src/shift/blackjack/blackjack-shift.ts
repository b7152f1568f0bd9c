/**
 * The dealer's shift at a full blackjack table: the trainee is the croupier. A pure model in the engine's
 * idiom — a plain state, `step(state, action)`, selectors — that drives the table through the engine's
 * public API (`start`, `apply`, `legalActions`, `playerView`, the seat players' `blackjackPolicy`, their
 * speeds and think times) and judges every croupier's action with the engine (`dealerHits`, `settleHand`).
 *
 * A round: the seat players bet (the longest think time of the seven), the trainee deals (`deal`), the
 * boxes play in turn, each after its player's think time (the clock is the model's: `{ type: 'tick', ms }`,
 * never real time); the engine plays the dealer out, and the trainee calls each of the dealer's draws
 * (`draw`: does the dealer take a card at this total?), then settles the hands from the dealer's right to
 * left — the last box first — taking a losing stake, leaving a push, paying a win in chips (`settle`).
 * A wrong action is graded wrong with the rule it broke and the right one is done instead, so the round
 * goes on. Every action is timed from when it fell due.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';
import {
  apply,
  blackjackPolicy,
  blackjackValue,
  dealerHits,
  drawSeatSpeed,
  legalActions,
  payoutUnit,
  playerView,
  settleHand,
  start,
  thinkTimeMs,
  type BlackjackPlayStyle,
  type BlackjackRules,
  type BlackjackState,
  type Chart,
  type HandSettlement,
  type SeatSpeed,
  type SettledState,
  type StackedShoe,
} from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import { shiftDrawRuleRu, shiftMoveRu, shiftSettleRuleRu, type ShiftMoveRu } from '@croupier/ru';
import { betThinkMs, leftMs, owedNow as owedOf, runThinking, settleOrNext as settleOrNextOf } from '../core/clock.ts';
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

/** A seat player of the shift: its box (numbered from the dealer's left, 1 … 7), bet, style and speed. */
export interface ShiftPlayer {
  /** The box's id, `1` … `7` in playing order (box 1 at the dealer's left). */
  readonly box: string;
  /** Its flat bet. */
  readonly bet: number;
  /** Its speed (think times are drawn from it). */
  readonly speed: SeatSpeed;
  /** The stiff-standing rate of its usual mistake. */
  readonly stiffRate: number;
}

/** What a shift starts from. */
export interface ShiftSetup {
  /** The table's rules. */
  readonly rules: BlackjackRules;
  /** The basic-strategy chart of the rules (the players play by it). */
  readonly chart: Chart;
  /** Rounds in the shift. */
  readonly rounds: number;
  /** The seed of the shoe, the players' speeds and choices. */
  readonly seed: string;
  /** Bets of the boxes in playing order (default seven boxes, mixed bets, odd ones among them). */
  readonly bets?: readonly number[];
  /** A stacked shoe for tests. */
  readonly shoe?: readonly Card[] | StackedShoe;
}

/** A hand to settle, in the order the croupier settles them. */
export interface OwedHand {
  /** The box. */
  readonly box: string;
  /** The hand's index in the box (0, or 1 after a split). */
  readonly hand: number;
  /** The hand's cards and stake. */
  readonly cards: readonly Card[];
  readonly stake: number;
  readonly doubled: boolean;
  /** The engine's settlement. */
  readonly settlement: HandSettlement;
  /** What the croupier does: take the stake, leave it, or pay `settlement.won`. */
  readonly move: ShiftMoveRu;
}

/** A dealer's draw the trainee calls: the dealer's cards so far and whether the rules make him draw. */
export interface DrawCall {
  /** The dealer's cards at this point. */
  readonly cards: readonly Card[];
  /** Whether the dealer takes a card here. */
  readonly hits: boolean;
}

/** What is going on at the table. */
export type ShiftTask =
  /** The seat players are betting; the bets are in at `until`. */
  | { readonly kind: 'bets'; readonly until: number }
  /** A box's player is thinking; it acts at `until`. */
  | { readonly kind: 'player'; readonly box: string; readonly until: number }
  /** The trainee deals (due since `since`). */
  | { readonly kind: 'deal'; readonly since: number }
  /** The trainee calls the dealer's draw `index` of the round's `draws`. */
  | { readonly kind: 'draw'; readonly since: number; readonly index: number }
  /** The trainee settles hand `index` of the round's `owed`. */
  | { readonly kind: 'settle'; readonly since: number; readonly index: number }
  /** The shift is over. */
  | { readonly kind: 'done' };

/** One graded croupier's action: dealing, a dealer's draw, settling a hand (of `box`). */
export interface GradedAction extends GradedBase<'deal' | 'draw' | 'settle'> {
  /** The box settled. */
  readonly box?: string;
}

/** A shift between two steps. A plain value: a step never changes it. */
export interface ShiftState extends ShiftCoreState<ShiftTask, GradedAction, OwedHand> {
  readonly rules: BlackjackRules;
  readonly chart: Chart;
  /** Rounds in the shift. */
  readonly rounds: number;
  /** The table. */
  readonly table: BlackjackState;
  /** The players in playing order. */
  readonly players: readonly ShiftPlayer[];
  /** Decisions made by seat players this round (each draws its think time and its mistakes). */
  readonly decisions: number;
  /** The dealer's draws to call, once the engine has settled the round. */
  readonly draws: readonly DrawCall[];
}

/** An action of the shift. */
export type ShiftAction =
  Tick | { readonly type: 'deal' } | { readonly type: 'draw'; readonly hit: boolean } | SettleAction;

/** A step refused: the action is not the one due now. The state is unchanged. */
export type ShiftError = NotDue<ShiftTask['kind'], ShiftAction['type']>;

/** What {@link step} returns. */
export type ShiftResult = StepResult<ShiftState, ShiftError>;

/** The default bets of the seven boxes: odd ones among them, so a 3:2 is sometimes rounded. */
export const SHIFT_BETS: readonly number[] = [10, 25, 15, 50, 5, 20, 35];

/** Time targets for a full score, ms: paying takes counting chips, the rest is a glance. */
export const SHIFT_TARGET_MS = { deal: 2000, draw: 2000, take: 2000, pay: 4000 } as const;

const CHIPS_PER_BOX = 1_000_000;

function engine(s: BlackjackState, a: Parameters<typeof apply>[1]): BlackjackState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`The shift's table refused a step: ${r.error.message}`);
  return r.value.state;
}

function styleOf(s: ShiftState, p: ShiftPlayer): BlackjackPlayStyle {
  return {
    chart: s.chart,
    bet: { kind: 'flat', bet: p.bet },
    mistakes: p.stiffRate > 0 ? [{ mistake: 'stand-stiff', rate: p.stiffRate }] : [],
  };
}

/** The randomness of a round's n-th player decision (its think time, its mistakes): pure in the state. */
function rngOf(s: ShiftState, what: string) {
  return seededRng(`${s.seed}/${s.round}/${s.decisions}/${what}`);
}

/**
 * Starts a shift: seven boxes (or as many as `bets`), each player's speed drawn from the seed, the first
 * round's bets being placed.
 *
 * @param setup - See {@link ShiftSetup}.
 * @throws Error on rules or a shoe the engine refuses (a programming error of the caller).
 */
export function startShift(setup: ShiftSetup): ShiftState {
  const bets = setup.bets ?? SHIFT_BETS;
  const players = bets.map((bet, i) => ({
    box: String(i + 1),
    bet,
    speed: drawSeatSpeed(seededRng(`${setup.seed}/speed/${i}`)),
    stiffRate: [0, 0.3, 0, 0.1, 0, 0.2, 0][i % 7]!,
  }));
  const seats = Object.fromEntries(players.map((p) => [p.box, CHIPS_PER_BOX]));
  const r = start(setup.rules, { seats, seed: setup.seed, ...(setup.shoe ? { shoe: setup.shoe } : {}) });
  if (!r.ok) throw new Error(`The shift's table would not start: ${r.error.message}`);
  const base: ShiftState = {
    ...coreStart(setup.seed),
    rules: setup.rules,
    chart: setup.chart,
    rounds: setup.rounds,
    table: r.value.state,
    players,
    decisions: 0,
    draws: [],
  };
  return betting(base, 0);
}

/** The players start betting at `at`: the bets are in when the slowest of them has thought. */
function betting(s: ShiftState, at: number): ShiftState {
  const longest = Math.max(0, ...betThinkMs(s, s.players, (p, rng) => thinkTimeMs(p.speed, rng)));
  return { ...s, decisions: 0, draws: [], owed: [], task: { kind: 'bets', until: at + longest } };
}

/** The bets are placed, or a box has decided: the next task after the engine's state `table` at time `at`. */
function afterTable(s: ShiftState, table: BlackjackState, at: number): ShiftState {
  if (table.phase === 'insurance' || table.phase === 'playing') {
    const box = table.phase === 'playing' ? table.boxes[table.turn.box]! : table.boxes[table.turn]!;
    const p = s.players.find((x) => x.box === box.id)!;
    const think = thinkTimeMs(p.speed, rngOf(s, 'think'));
    return { ...s, table, task: { kind: 'player', box: box.id, until: at + think } };
  }
  if (table.phase === 'settled') {
    const draws = drawCalls(s.rules, table);
    const owed = owedHands(s.rules, table);
    const next = { ...s, table, draws, owed };
    if (draws.length > 0) return { ...next, task: { kind: 'draw', since: at, index: 0 } };
    return settleOrNext(next, 0, at);
  }
  return { ...s, table };
}

/** The dealer's draws the engine made, as calls to make: each total from two cards on that is not bust. */
export function drawCalls(rules: BlackjackRules, table: SettledState): DrawCall[] {
  const out: DrawCall[] = [];
  const dealer = table.dealer;
  for (let n = 2; n <= dealer.length; n++) {
    const cards = dealer.slice(0, n);
    const v = blackjackValue(cards);
    if (v.bust) break;
    const hits = dealerHits(rules, v.total, v.soft);
    // The engine stops without drawing when no box is left to play against (all bust or blackjacks):
    // there is no call to make then.
    if (n === dealer.length && hits) break;
    out.push({ cards, hits });
  }
  return out;
}

/** Every hand to settle, from the dealer's right to left: the last box first, a split box's last hand first. */
export function owedHands(rules: BlackjackRules, table: SettledState): OwedHand[] {
  const out: OwedHand[] = [];
  for (let b = table.boxes.length - 1; b >= 0; b--) {
    const box = table.boxes[b]!;
    for (let h = box.hands.length - 1; h >= 0; h--) {
      const hand = box.hands[h]!;
      const r = settleHand(
        rules,
        {
          cards: hand.cards,
          stake: hand.stake,
          doubled: hand.doubled,
          fromSplit: hand.fromSplit,
          surrendered: hand.surrendered,
          evenMoney: box.evenMoney,
          originalBet: h === 0 ? box.bet : 0,
        },
        table.dealer,
      );
      if (!r.ok) throw new Error(`A hand would not settle: ${r.error.message}`);
      const s = r.value;
      const move: ShiftMoveRu = s.won > 0 ? 'pay' : s.lost > 0 ? 'take' : 'push';
      out.push({
        box: box.id,
        hand: h,
        cards: hand.cards,
        stake: hand.stake,
        doubled: hand.doubled,
        settlement: s,
        move,
      });
    }
  }
  return out;
}

function settleOrNext(s: ShiftState, index: number, at: number): ShiftState {
  return settleOrNextOf(s, index, at, s.rounds, (cur) => {
    const table = engine(cur.table, { type: 'nextRound' });
    if (table.phase !== 'betting') return { ...cur, table, task: { kind: 'done' } };
    return betting({ ...cur, table, round: cur.round + 1 }, at);
  });
}

/** Runs the seat players up to the clock: bets placed and decisions made whose think time is over. */
function runPlayers(s: ShiftState): ShiftState {
  return runThinking(s, {
    bets: (cur, t) => {
      let table = cur.table;
      for (const entry of legalActions(table)) {
        if (entry.type !== 'bet') continue;
        const p = cur.players.find((x) => x.box === entry.box)!;
        const policy = blackjackPolicy(
          cur.rules,
          styleOf(cur, p),
          seededRng(`${cur.seed}/${cur.round}/stake/${p.box}`),
        );
        const amount = policy.bet(playerView(table), entry);
        if (amount > 0) table = engine(table, { type: 'bet', box: entry.box, amount });
      }
      return { ...cur, table, task: { kind: 'deal', since: t.until } };
    },
    player: (cur, t) => {
      const p = cur.players.find((x) => x.box === t.box)!;
      const policy = blackjackPolicy(cur.rules, styleOf(cur, p), rngOf(cur, 'mind'));
      const table = engine(cur.table, policy.act(playerView(cur.table), legalActions(cur.table)));
      return afterTable({ ...cur, decisions: cur.decisions + 1 }, table, t.until);
    },
  });
}

function drawSpot(total: number, soft: boolean): DrillSpot | undefined {
  const inDrill = soft ? total >= 13 && total <= 20 : total >= 12 && total <= 20;
  return inDrill ? { drill: 'blackjack-dealer-draws', key: `${soft ? 'soft' : 'hard'}-${total}` } : undefined;
}

/** The pay-chips or payout drill key that drills a hand's settlement. */
export function settleSpot(rules: BlackjackRules, o: OwedHand, dealerBlackjack: boolean): DrillSpot {
  const s = o.settlement;
  switch (s.outcome) {
    case 'blackjack':
      return {
        drill: 'blackjack-pay-chips',
        key: o.stake % payoutUnit(rules.blackjackPays) === 0 ? 'blackjack-even' : 'blackjack-odd',
      };
    case 'win':
    case 'evenMoney':
      return { drill: 'blackjack-pay-chips', key: o.stake % 2 === 0 ? 'win-even' : 'win-odd' };
    case 'push':
      return { drill: 'blackjack-payout', key: dealerBlackjack ? 'blackjack-vs-blackjack' : 'push' };
    default:
      return { drill: 'blackjack-payout', key: dealerBlackjack && o.doubled ? 'doubled-vs-blackjack' : 'lose' };
  }
}

/**
 * One step of the shift: the clock moves (`tick`: the seat players act when their time is up), or the
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
  if (action.type === 'deal') {
    if (t.kind !== 'deal') return null;
    const s = withDeal(state, ms);
    return runPlayers(afterTable(s, engine(s.table, { type: 'deal' }), s.now));
  }
  if (action.type === 'draw') {
    if (t.kind !== 'draw') return null;
    const call = state.draws[t.index]!;
    const v = blackjackValue(call.cards);
    const correct = action.hit === call.hits;
    const word = SHIFT_ACTION_RU.blackjackDraw;
    const spot = drawSpot(v.total, v.soft);
    const s = withGrade(state, {
      round: state.round,
      kind: 'draw',
      ms,
      correct,
      given: word(action.hit),
      expected: word(call.hits),
      ...(correct ? {} : { rule: shiftDrawRuleRu(v.total, v.soft, call.hits, state.rules.dealerHitsSoft17) }),
      ...(spot ? { spot } : {}),
    });
    const next = t.index + 1;
    return next < s.draws.length
      ? { ...s, task: { kind: 'draw', since: s.now, index: next } }
      : settleOrNext(s, 0, s.now);
  }
  if (t.kind !== 'settle') return null;
  const o = state.owed[t.index]!;
  const table = state.table as SettledState;
  const won = o.settlement.won;
  const bet = o.doubled ? o.stake / 2 : o.stake;
  const { chips, correct, cost } = judgeSettle(action, {
    move: o.move,
    chips: won,
    taken: o.settlement.lost || o.stake,
    net: o.settlement.net,
    per: bet,
  });
  const v = blackjackValue(o.cards);
  const dv = blackjackValue(table.dealer);
  const rule = correct
    ? undefined
    : shiftSettleRuleRu({
        outcome: o.settlement.outcome,
        total: v.total,
        soft: v.soft,
        bust: v.bust,
        dealerTotal: dv.total,
        dealerBust: dv.bust,
        dealerBlackjack: dv.blackjack,
        stake: o.stake,
        doubled: o.doubled,
        owed: won,
        blackjackPays: state.rules.blackjackPays,
        given: action.move,
        givenChips: chips,
      });
  const s = withGrade(state, {
    round: state.round,
    kind: 'settle',
    box: o.box,
    ms,
    correct,
    given: shiftMoveRu(action.move, chips),
    expected: shiftMoveRu(o.move, won),
    ...(rule ? { rule } : {}),
    spot: settleSpot(state.rules, o, dv.blackjack),
    ...cost,
  });
  return settleOrNext(s, t.index + 1, s.now);
}

const figures = shiftFigures<GradedAction>((a) => cardTargetMs(SHIFT_TARGET_MS, a));

/** The score of the actions graded so far, each against its target in {@link SHIFT_TARGET_MS}. */
export const shiftScore = figures.score;

/** The wrong actions, in order. */
export const shiftErrors = figures.errors;

/** What the dealer shows now: the up-card while the boxes play, the cards of the draw being called, then all. */
export function dealerShown(state: ShiftState): readonly Card[] {
  const t = state.table;
  if (t.phase === 'betting') return [];
  if (state.task.kind === 'draw') return state.draws[state.task.index]!.cards;
  if (t.phase === 'settled') return t.dealer;
  return t.dealer.slice(0, 1);
}

/** Milliseconds until the seat players act (bets or a box's decision), or null when the trainee is due. */
export function countdownMs(state: ShiftState): number | null {
  const t = state.task;
  return t.kind === 'bets' || t.kind === 'player' ? leftMs(t.until, state.now) : null;
}

/** The hand being settled, if any. */
export function owedNow(state: ShiftState): OwedHand | undefined {
  return owedOf(state);
}

/**
 * The right action now, for scripted trainees (tests, the performance script): what a perfect croupier
 * does, or null while the players think.
 */
export function rightAction(state: ShiftState): ShiftAction | null {
  const t = state.task;
  if (t.kind === 'deal') return { type: 'deal' };
  if (t.kind === 'draw') return { type: 'draw', hit: state.draws[t.index]!.hits };
  if (t.kind === 'settle') {
    const o = state.owed[t.index]!;
    return { type: 'settle', move: o.move, chips: o.settlement.won };
  }
  return null;
}
