/**
 * The dealer's shift at a full craps table: the trainee is the croupier. A pure model — a plain state,
 * `step(state, action)`, selectors — that drives the table through the engine's public API (`start`,
 * `apply`, `legalActions`, `playerView`, the seat players' `crapsPolicy` and `clipCrapsBet`, the seat
 * speeds and think times of `@croupier/engine/blackjack`) and judges each croupier's action against the
 * engine's settlement of the roll (`betSettled` events, `resolveBet` for the ratio).
 *
 * A roll: the seat players bet, each after its own think time (the clock is the model's: `{ type: 'tick',
 * ms }`); the trainee calls the roll (`roll`), then, in the table's order (docs/rules.md, «A full table»):
 * puts the puck (`puck`: on a point, or off), takes every losing bet from place 1 to place 16, then pays
 * each winning bet in chips and returns each barred one, again from place 1, each seat's bets in layout
 * order (`settle`); last, moves each come or don't come bet that the roll sent to its number (`move`), place
 * 1 first. A wrong action is graded
 * wrong with the rule it broke and the right one is done instead, so the shift goes on. Every action is
 * timed from when it fell due.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';
import { drawSeatSpeed, thinkTimeMs, type SeatSpeed } from '@croupier/engine/blackjack';
import {
  apply,
  betSpec,
  clipCrapsBet,
  crapsPolicy,
  legalActions,
  playerView,
  resolveBet,
  start,
  type BetId,
  type CrapsAction,
  type CrapsEvent,
  type CrapsNumber,
  type CrapsPlayStyle,
  type CrapsRules,
  type CrapsState,
} from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { seededRng } from '@croupier/engine/rng';
import {
  crapsMoveRu,
  crapsMoveRuleRu,
  crapsPuckRu,
  crapsPuckRuleRu,
  crapsSettleRuleRu,
  crapsShiftMoveRu,
  type CrapsShiftMoveRu,
} from '@croupier/ru';
import { betThinkMs, leftMs, owedNow as owedOf, runThinking, settleOrNext as settleOrNextOf } from '../core/clock.ts';
import { judgeSettle, withGrade, type DrillSpot, type GradedBase, type SettleAction } from '../core/grading.ts';
import {
  coreStart,
  stepShift,
  type NotDue,
  type ShiftCoreState,
  type StepResult,
  type Tick,
} from '../core/protocol.ts';
import { shiftFigures, type ShiftScore } from '../core/score.ts';

export type { DrillSpot } from '../core/grading.ts';

/** A seat player of the shift: its place (1 … 16), style and speed. */
export interface CrapsShiftPlayer {
  /** The place at the table, 1 … 16 (eight each side of the stickman). */
  readonly place: number;
  /** How it bets. */
  readonly style: CrapsPlayStyle;
  /** Its speed (its think time before each roll is drawn from it). */
  readonly speed: SeatSpeed;
}

/** What a shift starts from. */
export interface CrapsShiftSetup {
  readonly rules: CrapsRules;
  /** Rolls in the shift. */
  readonly rolls: number;
  /** The seed of the dice, the players' speeds and choices. */
  readonly seed: string;
  /** The players' places and styles (default {@link CRAPS_SHIFT_TABLE}). */
  readonly table?: readonly { readonly place: number; readonly style: CrapsPlayStyle }[];
  /** Dice for the rolls in order (tests); past the list, the table's seeded dice. */
  readonly dice?: readonly DiceRoll[];
}

/** The default table: eight players of sixteen places, line and odds, don't, come, place bettors, odd stakes among them. */
export const CRAPS_SHIFT_TABLE: readonly { readonly place: number; readonly style: CrapsPlayStyle }[] = [
  { place: 1, style: { kind: 'pass', line: 10, odds: 2, comeRate: 0.5, maxCome: 2 } },
  { place: 3, style: { kind: 'dont', line: 10, odds: 1 } },
  { place: 5, style: { kind: 'place', stake: 12 } },
  { place: 7, style: { kind: 'pass', line: 15, odds: 3, comeRate: 0.3 } },
  { place: 10, style: { kind: 'pass', line: 5, odds: 0, comeRate: 1, maxCome: 1 } },
  { place: 12, style: { kind: 'place', stake: 30 } },
  { place: 14, style: { kind: 'dont', line: 20, odds: 2, comeRate: 0.3 } },
  { place: 16, style: { kind: 'pass', line: 25, odds: 1 } },
];

/** A bet to settle, in the order the croupier settles them. */
export interface OwedBet {
  readonly place: number;
  readonly bet: BetId;
  readonly stake: number;
  /** The engine's outcome: the stake lost, returned, or won. */
  readonly outcome: 'win' | 'lose' | 'push';
  /** The croupier's move and the chips to pay (the winnings less a commission taken from them). */
  readonly move: CrapsShiftMoveRu;
  readonly chips: number;
  /** Winnings before the commission, and the commission. */
  readonly won: number;
  readonly commission: number;
  /** The ratio the bet won at. */
  readonly ratio?: { readonly pays: number; readonly per: number };
}

/** What is going on at the table. */
export type CrapsShiftTask =
  /** The players are betting; each is done at `until[i]` (in player order), all at `until`. */
  | { readonly kind: 'bets'; readonly until: number; readonly each: readonly number[] }
  /** The trainee calls the roll. */
  | { readonly kind: 'roll'; readonly since: number }
  /** The trainee puts the puck. */
  | { readonly kind: 'puck'; readonly since: number }
  /** The trainee settles bet `index` of `owed`. */
  | { readonly kind: 'settle'; readonly since: number; readonly index: number }
  /** The trainee moves come or don't come bet `index` of the roll's `moved` to its number. */
  | { readonly kind: 'move'; readonly since: number; readonly index: number }
  | { readonly kind: 'done' };

/**
 * One graded croupier's action of a roll (`round`): the call, the puck, a bet settled (cost per chip of it),
 * a come bet moved.
 */
export interface CrapsGradedAction extends GradedBase<'roll' | 'puck' | 'settle' | 'move'> {
  /** The place of the bet settled or moved. */
  readonly place?: number;
  /** The time target of the action (paying takes counting chips). */
  readonly targetMs: number;
}

/** A come or don't come bet that a roll sends to its number. */
export interface CrapsMovedBet {
  readonly place: number;
  /** `come` or `dontCome`. */
  readonly from: BetId;
  /** The bet on its number (`come5`, `dontCome9`). */
  readonly to: BetId;
  /** The number (4, 5, 6, 8, 9 or 10). */
  readonly number: number;
  readonly amount: number;
}

/** The roll being settled. */
export interface CrapsRolled {
  readonly dice: DiceRoll;
  /** The puck before and after the roll. */
  readonly before: CrapsNumber | null;
  readonly after: CrapsNumber | null;
  /** The seats as they stood before the roll (the bets the croupier settles). */
  readonly layout: CrapsState['seats'];
  /** Come and don't come bets that travelled to their numbers, in place order: from the come area to `to`. */
  readonly moved: readonly CrapsMovedBet[];
}

/** A shift between two steps. A plain value: a step never changes it. */
export interface CrapsShiftState extends ShiftCoreState<CrapsShiftTask, CrapsGradedAction, OwedBet> {
  readonly rules: CrapsRules;
  /** Rolls in the shift (`round` is the roll in play). */
  readonly rolls: number;
  /** The table: before the roll until the trainee calls it; after it while the puck and the bets are settled. */
  readonly table: CrapsState;
  readonly players: readonly CrapsShiftPlayer[];
  readonly dice: readonly DiceRoll[];
  /** The roll being settled, once rolled. */
  readonly rolled: CrapsRolled | null;
  /** The puck as the trainee has put it (where the table shows it). */
  readonly puck: number | null;
}

/** An action of the shift. */
export type CrapsShiftAction =
  | Tick
  | { readonly type: 'roll' }
  | { readonly type: 'puck'; readonly point: number | null }
  | SettleAction
  /** The bet due moved to `number` (4, 5, 6, 8, 9 or 10). */
  | { readonly type: 'move'; readonly number: number };

/** A step refused: not the action due now. The state is unchanged. */
export type CrapsShiftError = NotDue<CrapsShiftTask['kind'], CrapsShiftAction['type']>;

/** What {@link step} returns. */
export type CrapsShiftResult = StepResult<CrapsShiftState, CrapsShiftError>;

/** Time targets for a full score, ms. */
export const CRAPS_TARGET_MS = { roll: 2000, puck: 2000, take: 2000, pay: 5000, move: 2000 } as const;

const CHIPS_PER_SEAT = 1_000_000;
const idOf = (place: number) => `p${place}`;

function engine(s: CrapsState, a: CrapsAction): { state: CrapsState; events: readonly CrapsEvent[] } {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`The shift's table refused a step: ${r.error.message}`);
  return r.value;
}

/**
 * Starts a shift: the players seated, each one's speed drawn from the seed, the first roll's bets being placed.
 *
 * @param setup - See {@link CrapsShiftSetup}.
 * @throws Error on a table the engine refuses (a programming error of the caller).
 */
export function startCrapsShift(setup: CrapsShiftSetup): CrapsShiftState {
  const seated = [...(setup.table ?? CRAPS_SHIFT_TABLE)].sort((a, b) => a.place - b.place);
  const players = seated.map((p) => ({ ...p, speed: drawSeatSpeed(seededRng(`${setup.seed}/speed/${p.place}`)) }));
  const seats = Object.fromEntries(players.map((p) => [idOf(p.place), CHIPS_PER_SEAT]));
  const r = start(setup.rules, { seats, seed: setup.seed });
  if (!r.ok) throw new Error(`The shift's table would not start: ${r.error.message}`);
  return betting(
    {
      ...coreStart(setup.seed),
      rules: setup.rules,
      rolls: setup.rolls,
      table: r.value.state,
      players,
      dice: setup.dice ?? [],
      rolled: null,
      puck: null,
    },
    0,
  );
}

function betting(s: CrapsShiftState, at: number): CrapsShiftState {
  const each = betThinkMs(
    s,
    s.players,
    (p, rng) => thinkTimeMs(p.speed, rng),
    (p) => p.place,
  ).map((ms) => at + ms);
  return { ...s, rolled: null, owed: [], task: { kind: 'bets', until: Math.max(at, ...each), each } };
}

/** The players' bets placed, when the slowest has thought. */
function runPlayers(s: CrapsShiftState): CrapsShiftState {
  return runThinking(s, {
    bets: (cur, t) => {
      let table = cur.table;
      for (const p of cur.players) {
        const id = idOf(p.place);
        const policy = crapsPolicy(p.style, seededRng(`${cur.seed}/${cur.round}/mind/${p.place}`));
        for (const want of policy.bets(playerView(table), id)) {
          const b = clipCrapsBet(legalActions(table, id), id, want);
          if (b) table = engine(table, b).state;
        }
      }
      return { ...cur, table, task: { kind: 'roll', since: t.until } };
    },
  });
}

/**
 * The bets a roll settles, in the table's order: every losing bet first, place 1 to 16, then every
 * winning or barred one, place 1 to 16; within a place, the layout's order (the engine's events').
 *
 * @param rules - The table's rules.
 * @param before - The point before the roll.
 * @param dice - The roll.
 * @param events - The engine's events of the roll.
 */
export function owedBets(
  rules: CrapsRules,
  before: CrapsNumber | null,
  dice: DiceRoll,
  events: readonly CrapsEvent[],
): OwedBet[] {
  const losers: OwedBet[] = [];
  const others: OwedBet[] = [];
  for (const e of events) {
    if (e.type !== 'betSettled') continue;
    const place = Number(e.player.slice(1));
    const res = resolveBet(betSpec(e.bet)!, before, dice, rules);
    const o: OwedBet = {
      place,
      bet: e.bet,
      stake: e.stake,
      outcome: e.outcome,
      move: e.outcome === 'win' ? 'pay' : e.outcome === 'lose' ? 'take' : 'push',
      chips: e.outcome === 'win' ? e.won - e.commission : 0,
      won: e.won,
      commission: e.commission,
      ...(res.kind === 'win' ? { ratio: res.ratio } : {}),
    };
    (e.outcome === 'lose' ? losers : others).push(o);
  }
  return [...losers, ...others];
}

const ROLL_EFFECT_KEYS: Readonly<Record<string, (n: number) => string>> = {
  pass: () => 'pass',
  dontPass: () => 'dontPass',
  come: () => 'come',
  dontCome: () => 'dontCome',
  comePoint: () => 'come5',
  dontComePoint: () => 'dontCome9',
  place: (n) => (n === 6 || n === 8 ? 'place6' : 'place4'),
  placeToLose: () => 'placeToLose5',
  buy: () => 'buy10',
  lay: () => 'lay4',
  field: () => 'field',
  big: () => 'big8',
  hard: (n) => `hard${n}`,
  any7: () => 'any7',
  anyCraps: () => 'anyCraps',
  eleven: () => 'eleven',
  horn: () => 'horn',
};

/**
 * The drill key a settled bet drills: a wrong move — what the roll does to the bet (`craps-come-out` for a
 * line bet on the come-out, else `craps-roll-effect`); a wrong amount — what the bet pays (`craps-payout`,
 * or `craps-pay-chips` for buy and lay).
 *
 * @param o - The bet.
 * @param before - The point before the roll.
 * @param total - The dice's total.
 * @param wrongMove - Whether the move was wrong (else the amount).
 */
export function settleSpot(
  o: OwedBet,
  before: number | null,
  total: number,
  wrongMove: boolean,
): DrillSpot | undefined {
  const spec = betSpec(o.bet)!;
  const n = spec.n ?? before ?? 0;
  if (wrongMove) {
    if (before === null && (o.bet === 'pass' || o.bet === 'dontPass')) {
      return { drill: 'craps-come-out', key: `${o.bet}-${total}` };
    }
    const key = ROLL_EFFECT_KEYS[spec.kind];
    return key ? { drill: 'craps-roll-effect', key: key(n) } : undefined;
  }
  if (o.bet === 'pass' || o.bet === 'dontPass') return { drill: 'craps-payout', key: o.bet };
  if (spec.kind === 'passOdds' || spec.kind === 'comeOdds') return { drill: 'craps-payout', key: `odds${n}` };
  if (spec.kind === 'place' || spec.kind === 'hard') return { drill: 'craps-payout', key: o.bet };
  if (spec.kind === 'buy' || spec.kind === 'lay') return { drill: 'craps-pay-chips', key: o.bet };
  return undefined;
}

/** Bet `index` of the roll's to settle; past the last, the come bets to move. */
function settleOrNext(s: CrapsShiftState, index: number, at: number): CrapsShiftState {
  return index < s.owed.length ? { ...s, task: { kind: 'settle', since: at, index } } : moveOrNext(s, 0, at);
}

/** Come bet `index` of the roll's to move; past the last, the next roll's bets (or the shift's end). */
function moveOrNext(s: CrapsShiftState, index: number, at: number): CrapsShiftState {
  if (index < (s.rolled?.moved.length ?? 0)) return { ...s, task: { kind: 'move', since: at, index } };
  return settleOrNextOf(s, s.owed.length, at, s.rolls, (cur) => betting({ ...cur, round: cur.round + 1 }, at));
}

/**
 * One step of the shift: the clock moves (`tick`: the players bet when their time is up), or the trainee
 * acts — the action due now, graded, and the right one done when it was wrong.
 *
 * @param state - The shift.
 * @param action - See {@link CrapsShiftAction}.
 * @returns The next state, or `shift/not-due` (nothing changes).
 */
export function step(state: CrapsShiftState, action: CrapsShiftAction): CrapsShiftResult {
  return stepShift(state, action, { run: runPlayers, act });
}

/** The trainee's action `ms` after it fell due, graded, or null when it is not the one due. */
function act(state: CrapsShiftState, action: Exclude<CrapsShiftAction, Tick>, ms: number): CrapsShiftState | null {
  const t = state.task;
  if (action.type === 'roll') {
    if (t.kind !== 'roll') return null;
    const before = state.table.point;
    const given = state.dice[state.round - 1];
    const r = engine(state.table, given ? { type: 'roll', dice: given } : { type: 'roll' });
    const dice = r.state.lastRoll!;
    const moved = r.events.flatMap((e): CrapsMovedBet[] =>
      e.type === 'betMoved'
        ? [{ place: Number(e.player.slice(1)), from: e.from, to: e.to, number: betSpec(e.to)!.n!, amount: e.amount }]
        : [],
    );
    const s = withGrade(state, {
      round: state.round,
      kind: 'roll',
      ms,
      correct: true,
      given: SHIFT_ACTION_RU.roll,
      expected: SHIFT_ACTION_RU.roll,
      targetMs: CRAPS_TARGET_MS.roll,
    });
    const rolled: CrapsRolled = { dice, before, after: r.state.point, moved, layout: state.table.seats };
    const owed = owedBets(state.rules, before, dice, r.events);
    return { ...s, table: r.state, rolled, owed, task: { kind: 'puck', since: s.now } };
  }
  if (action.type === 'puck') {
    if (t.kind !== 'puck' || !state.rolled) return null;
    const { before, after, dice } = state.rolled;
    const correct = action.point === after;
    const total = dice[0] + dice[1];
    const s = withGrade(state, {
      round: state.round,
      kind: 'puck',
      ms,
      correct,
      given: crapsPuckRu(action.point),
      expected: crapsPuckRu(after),
      targetMs: CRAPS_TARGET_MS.puck,
      ...(correct ? {} : { rule: crapsPuckRuleRu(before, total, after, action.point) }),
      ...(correct || before !== null ? {} : { spot: { drill: 'craps-come-out', key: `pass-${total}` } }),
    });
    return settleOrNext({ ...s, puck: after }, 0, s.now);
  }
  if (action.type === 'move') return move(state, action.number, ms);
  if (t.kind !== 'settle' || !state.rolled) return null;
  const o = state.owed[t.index]!;
  const { before, dice } = state.rolled;
  const total = dice[0] + dice[1];
  const net = o.move === 'take' ? -o.stake : o.move === 'push' ? 0 : o.chips;
  const { chips, correct, cost } = judgeSettle(action, {
    move: o.move,
    chips: o.chips,
    taken: o.stake,
    net,
    per: o.stake,
  });
  const kind = betSpec(o.bet)!.kind;
  const spot = correct ? undefined : settleSpot(o, before, total, action.move !== o.move);
  const s = withGrade(state, {
    round: state.round,
    kind: 'settle',
    place: o.place,
    ms,
    correct,
    given: crapsShiftMoveRu(action.move, chips),
    expected: crapsShiftMoveRu(o.move, o.chips),
    targetMs: o.move === 'pay' ? CRAPS_TARGET_MS.pay : CRAPS_TARGET_MS.take,
    ...(correct
      ? {}
      : {
          rule: crapsSettleRuleRu({
            bet: o.bet,
            outcome: o.outcome,
            total,
            point: before,
            stake: o.stake,
            won: o.won,
            commission: o.commission,
            trueOdds: kind === 'passOdds' || kind === 'comeOdds' || kind === 'dontPassOdds' || kind === 'dontComeOdds',
            given: action.move,
            givenChips: chips,
            ...(o.ratio ? { ratio: o.ratio } : {}),
          }),
        }),
    ...cost,
    ...(spot ? { spot } : {}),
  });
  return settleOrNext(s, t.index + 1, s.now);
}

/** The trainee's move of the come bet due to `number`, graded, `ms` after it fell due; null when none is due. */
function move(state: CrapsShiftState, number: number, ms: number): CrapsShiftState | null {
  const t = state.task;
  if (t.kind !== 'move' || !state.rolled) return null;
  const m = state.rolled.moved[t.index]!;
  const correct = number === m.number;
  const s = withGrade(state, {
    round: state.round,
    kind: 'move',
    place: m.place,
    ms,
    correct,
    given: crapsMoveRu(m.from, number),
    expected: crapsMoveRu(m.from, m.number),
    targetMs: CRAPS_TARGET_MS.move,
    ...(correct
      ? {}
      : {
          rule: crapsMoveRuleRu(m.from, m.number, number),
          spot: { drill: 'craps-roll-effect', key: m.from === 'dontCome' ? 'dontCome' : 'come' },
        }),
  });
  return moveOrNext(s, t.index + 1, s.now);
}

/** The shift's score (see `../core/score.ts`). */
export type CrapsShiftScore = ShiftScore;

const figures = shiftFigures<CrapsGradedAction>((a) => a.targetMs);

/** The score of the actions graded so far: each action against its own time target. */
export const crapsShiftScore = figures.score;

/** The wrong actions, in order. */
export const crapsShiftErrors = figures.errors;

/** The bet being settled, if any. */
export function owedNow(state: CrapsShiftState): OwedBet | undefined {
  return owedOf(state);
}

/** Each player's think time left while betting (ms, in player order), or null when the trainee is due. */
export function betsLeftMs(state: CrapsShiftState): readonly number[] | null {
  const t = state.task;
  return t.kind === 'bets' ? t.each.map((u) => leftMs(u, state.now)) : null;
}

/** The come bet being moved, if any. */
export function movingNow(state: CrapsShiftState): CrapsMovedBet | undefined {
  const t = state.task;
  return t.kind === 'move' ? state.rolled?.moved[t.index] : undefined;
}

/** The right action now (scripted trainees: tests, the browser test), or null while the players bet. */
export function rightAction(state: CrapsShiftState): CrapsShiftAction | null {
  const t = state.task;
  if (t.kind === 'roll') return { type: 'roll' };
  if (t.kind === 'puck') return { type: 'puck', point: state.rolled!.after };
  if (t.kind === 'settle') {
    const o = state.owed[t.index]!;
    return { type: 'settle', move: o.move, chips: o.chips };
  }
  if (t.kind === 'move') return { type: 'move', number: state.rolled!.moved[t.index]!.number };
  return null;
}
