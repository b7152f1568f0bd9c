/**
 * The dealer's shift at a full stud table («русский покер»): the trainee is the croupier. A pure model —
 * a plain state, `step(state, action)`, selectors — that drives the multi-box table through the engine's
 * public API (`startBoxes`, `applyBoxes`, `boxesLegalActions`, `boxesPlayerView`, the seat players'
 * `studPolicy`) and judges every croupier's action with the engine's settlement.
 *
 * A round: the seat players place their АНТЕ (the slowest one's think time), the trainee deals
 * (`deal`), the boxes decide in table order, each after its player's think time (the model's clock:
 * `{ type: 'tick', ms }`); when some box raised, the dealer's cards are shown and the trainee calls
 * whether the dealer has a game (`qualify`: Туз-Король or better); then the trainee settles every box in
 * table order, from box 1 (`settle`): takes a folded box's АНТЕ and a beaten box's АНТЕ and СТАВКА,
 * leaves a push, pays a winner (АНТЕ 1:1 and the СТАВКА by the paytable; only the АНТЕ when the dealer has
 * no game) in chips. A wrong action is graded wrong with the rule it broke, and the right one is done, so
 * the round goes on. Every action is timed from when it fell due.
 *
 * @module
 */
import { SHIFT_ACTION_RU } from '@croupier/ru/trainer/shift';
import type { Card } from '@croupier/engine/cards';
import { seededRng, type Rng } from '@croupier/engine/rng';
import {
  applyBoxes,
  boxesLegalActions,
  boxesPlayerView,
  categoryOf,
  clipAntes,
  dealerQualifies,
  evaluate5,
  startBoxes,
  studPolicy,
  type StudBoxesAction,
  type StudBoxesState,
  type StudRules,
  type StudSettlement,
} from '@croupier/engine/stud';
import { studMoveRu, studQualifyRuleRu, studSettleRuleRu } from '@croupier/ru';
import { betThinkMs, leftMs, owedNow as owedOf, runThinking, settleOrNext as settleOrNextOf } from '../core/clock.ts';
import {
  judgeSettle,
  withDeal,
  withGrade,
  type DrillSpot,
  type GradedBase,
  type SettleAction,
  type ShiftMove,
} from '../core/grading.ts';
import {
  coreStart,
  stepShift,
  type NotDue,
  type ShiftCoreState,
  type StepResult,
  type Tick,
} from '../core/protocol.ts';
import { shiftFigures, type ShiftScore } from '../core/score.ts';

/** A seat player's speed: the median think time and its spread (log-normal), at least 300 ms. */
export interface StudSeatSpeed {
  readonly medianMs: number;
  readonly spread: number;
}

/** A seat player of the shift: its boxes, АНТЕ, loose-raise rate and speed. */
export interface StudShiftPlayer {
  /** The seat id, `1` … in table order (shown as «Игрок 1»). */
  readonly id: string;
  /** Its boxes, side by side. */
  readonly boxes: number;
  /** Its flat АНТЕ. */
  readonly ante: number;
  /** The share of nothing hands it raises anyway. */
  readonly looseRate: number;
  /** Its speed. */
  readonly speed: StudSeatSpeed;
}

/** What a shift starts from. */
export interface StudShiftSetup {
  readonly rules: StudRules;
  readonly rounds: number;
  readonly seed: string;
  /** The players: boxes and АНТЕ (default: four players, the second with two boxes, five boxes in all). */
  readonly players?: readonly { readonly boxes: number; readonly ante: number; readonly looseRate?: number }[];
  /** A stacked deck for the first round, for tests. */
  readonly deck?: readonly Card[];
}

/** What the croupier does with a box: take its stakes, leave them, or pay `chips`. */
export type StudMove = ShiftMove;

/** A box to settle, in the order the croupier settles them. */
export interface OwedBox {
  /** The box's index, from 0 in table order (shown from 1). */
  readonly box: number;
  /** Its player's seat id. */
  readonly player: string;
  readonly cards: readonly Card[];
  readonly ante: number;
  /** The СТАВКА (0 after a fold). */
  readonly bet: number;
  /** The engine's settlement. */
  readonly settlement: StudSettlement;
  /** The right move and what it pays. */
  readonly move: StudMove;
  readonly chips: number;
}

/** What is going on at the table. */
export type StudShiftTask =
  | { readonly kind: 'bets'; readonly until: number }
  | { readonly kind: 'player'; readonly box: number; readonly until: number }
  | { readonly kind: 'deal'; readonly since: number }
  | { readonly kind: 'qualify'; readonly since: number }
  | { readonly kind: 'settle'; readonly since: number; readonly index: number }
  | { readonly kind: 'done' };

/** Where a graded action's weak spot goes: a drill's key. */
export type StudDrillSpot = DrillSpot;

/** One graded croupier's action: dealing, calling the dealer's game, settling a box (cost per chip of АНТЕ). */
export interface StudGraded extends GradedBase<'deal' | 'qualify' | 'settle'> {
  /** The box settled (from 1). */
  readonly box?: number;
  /** The right move's kind, for the time targets. */
  readonly move?: StudMove;
}

/** A stud shift between two steps. A plain value: a step never changes it. */
export interface StudShiftState extends ShiftCoreState<StudShiftTask, StudGraded, OwedBox> {
  readonly rules: StudRules;
  readonly rounds: number;
  readonly table: StudBoxesState;
  readonly players: readonly StudShiftPlayer[];
  /** The antes the players placed for the next deal (once the bets are in). */
  readonly antes: readonly number[];
  /** Decisions made by seat players this round. */
  readonly decisions: number;
  /** Whether the dealer qualifies (once shown). */
  readonly qualifies: boolean | null;
}

/** An action of the shift. */
export type StudShiftAction =
  Tick | { readonly type: 'deal' } | { readonly type: 'qualify'; readonly game: boolean } | SettleAction;

/** What {@link step} returns: the next state, or `shift/not-due` with the state unchanged. */
export type StudShiftResult = StepResult<StudShiftState, NotDue<StudShiftTask['kind'], StudShiftAction['type']>>;

/** The default players: boxes and АНТЕ (the second plays two boxes; odd АНТЕ among them). */
export const STUD_SHIFT_PLAYERS = [
  { boxes: 1, ante: 10, looseRate: 0 },
  { boxes: 2, ante: 25, looseRate: 0.2 },
  { boxes: 1, ante: 15, looseRate: 0.1 },
  { boxes: 1, ante: 5, looseRate: 0 },
] as const;

/** Time targets for a full score, ms: paying takes counting chips, the rest is a glance. */
export const STUD_SHIFT_TARGET_MS = { deal: 2000, qualify: 3000, take: 2000, push: 2000, pay: 5000 } as const;

const CHIPS_PER_PLAYER = 1_000_000;

const uniform = (rng: Rng) => rng.nextUint32() / 4294967296;

/** A speed drawn from the seed: a median of 0.8 to 4 s (uniform in its logarithm), a spread of 0.3 to 0.6. */
export function drawStudSpeed(rng: Rng): StudSeatSpeed {
  return {
    medianMs: Math.round(800 * Math.exp(Math.log(5) * uniform(rng))),
    spread: Math.round((0.3 + 0.3 * uniform(rng)) * 100) / 100,
  };
}

/** One think time drawn from a speed (Box–Muller), whole ms, at least 300. */
export function studThinkMs(speed: StudSeatSpeed, rng: Rng): number {
  const z = Math.sqrt(-2 * Math.log(1 - uniform(rng))) * Math.cos(2 * Math.PI * uniform(rng));
  return Math.max(300, Math.round(speed.medianMs * Math.exp(speed.spread * z)));
}

function engine(s: StudBoxesState, a: StudBoxesAction): StudBoxesState {
  const r = applyBoxes(s, a);
  if (!r.ok) throw new Error(`The shift's table refused a step: ${r.error.message}`);
  return r.value.state;
}

const classOf = (cards: readonly Card[]) => evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);

/**
 * Starts a shift: the players seated with their speeds drawn from the seed, the first round's АНТЕ being
 * placed.
 *
 * @param setup - See {@link StudShiftSetup}.
 * @throws Error on rules or a deck the engine refuses (a programming error of the caller).
 */
export function startStudShift(setup: StudShiftSetup): StudShiftState {
  const players = (setup.players ?? STUD_SHIFT_PLAYERS).map((p, i) => ({
    id: String(i + 1),
    boxes: p.boxes,
    ante: p.ante,
    looseRate: p.looseRate ?? 0,
    speed: drawStudSpeed(seededRng(`${setup.seed}/speed/${i}`)),
  }));
  const r = startBoxes(setup.rules, {
    seats: Object.fromEntries(players.map((p) => [p.id, CHIPS_PER_PLAYER])),
    boxes: Object.fromEntries(players.map((p) => [p.id, p.boxes])),
    seed: setup.seed,
    ...(setup.deck ? { deck: setup.deck } : {}),
  });
  if (!r.ok) throw new Error(`The shift's table would not start: ${r.error.message}`);
  const base: StudShiftState = {
    ...coreStart(setup.seed),
    rules: setup.rules,
    rounds: setup.rounds,
    table: r.value.state,
    players,
    antes: [],
    decisions: 0,
    qualifies: null,
  };
  return betting(base, 0);
}

function betting(s: StudShiftState, at: number): StudShiftState {
  const longest = Math.max(0, ...betThinkMs(s, s.players, (p, rng) => studThinkMs(p.speed, rng)));
  return { ...s, decisions: 0, qualifies: null, owed: [], antes: [], task: { kind: 'bets', until: at + longest } };
}

/** The right move for a settled box and what it pays. */
export function moveOf(settlement: StudSettlement): { readonly move: StudMove; readonly chips: number } {
  const p = settlement.payout;
  if (p.lost > 0) return { move: 'take', chips: 0 };
  const won = p.anteWon + p.betWon;
  return won > 0 ? { move: 'pay', chips: won } : { move: 'push', chips: 0 };
}

/** Every box with an АНТЕ, in table order, as the croupier settles them. */
export function owedBoxes(table: StudBoxesState): OwedBox[] {
  if (table.phase !== 'settled') return [];
  return table.boxes.flatMap((b, box) => {
    if (b.settlement === null) return [];
    const m = moveOf(b.settlement);
    return [
      {
        box,
        player: b.player,
        cards: b.cards,
        ante: b.ante,
        bet: b.decision === 'raised' ? b.settlement.payout.bet : 0,
        settlement: b.settlement,
        ...m,
      },
    ];
  });
}

function afterTable(s: StudShiftState, table: StudBoxesState, at: number): StudShiftState {
  if (table.phase === 'deciding' || table.phase === 'buying') {
    const player = s.players.find((p) => p.id === table.boxes[table.turn]!.player)!;
    const think = studThinkMs(player.speed, seededRng(`${s.seed}/${s.round}/${s.decisions}/think`));
    return { ...s, table, task: { kind: 'player', box: table.turn, until: at + think } };
  }
  if (table.phase === 'settled') {
    const owed = owedBoxes(table);
    const next = { ...s, table, owed, qualifies: table.revealed ? dealerHasGame(table) : null };
    return table.revealed ? { ...next, task: { kind: 'qualify', since: at } } : settleOrNext(next, 0, at);
  }
  return { ...s, table };
}

function dealerHasGame(table: Extract<StudBoxesState, { phase: 'settled' }>): boolean {
  return dealerQualifies(classOf(table.dealerShown), table.rules);
}

function settleOrNext(s: StudShiftState, index: number, at: number): StudShiftState {
  return settleOrNextOf(s, index, at, s.rounds, (cur) => {
    const r = applyBoxes(cur.table, { type: 'nextRound' });
    if (!r.ok) return { ...cur, task: { kind: 'done' } };
    return betting({ ...cur, table: r.value.state, round: cur.round + 1 }, at);
  });
}

function policyOf(s: StudShiftState, p: StudShiftPlayer, what: string) {
  return studPolicy(
    { ante: { kind: 'flat', ante: p.ante }, looseRate: p.looseRate },
    seededRng(`${s.seed}/${s.round}/${s.decisions}/${what}`),
  );
}

function runPlayers(s: StudShiftState): StudShiftState {
  return runThinking(s, {
    bets: (cur, t) => {
      const wanted = Object.fromEntries(cur.players.map((p) => [p.id, policyOf(cur, p, 'ante').antes(p.boxes)]));
      return { ...cur, antes: clipAntes(cur.table, wanted), task: { kind: 'deal', since: t.until } };
    },
    player: (cur, t) => {
      const table = cur.table;
      const who = table.boxes[t.box]!.player;
      const p = cur.players.find((x) => x.id === who)!;
      const action = policyOf(cur, p, 'mind').act(boxesPlayerView(table, who), boxesLegalActions(table));
      return afterTable({ ...cur, decisions: cur.decisions + 1 }, engine(table, action), t.until);
    },
  });
}

/** The drill key that drills calling the dealer's game of these cards, if one does. */
export function qualifySpot(dealer: readonly Card[]): StudDrillSpot | undefined {
  const cat = categoryOf(classOf(dealer));
  if (cat === 'aceKing' || cat === 'pair') return { drill: 'stud-qualify', key: cat };
  if (cat !== 'noGame') return undefined;
  const ranks = dealer.map((c) => c >> 2).sort((a, b) => b - a);
  if (ranks[0] === 12 && ranks[1] === 10) return { drill: 'stud-qualify', key: 'aceQueen' };
  if (ranks[0] === 11) return { drill: 'stud-qualify', key: 'kingHigh' };
  return undefined;
}

/** The payout drill key that drills a box's settlement (none for a folded box). */
export function settleSpot(o: OwedBox): StudDrillSpot | undefined {
  const out = o.settlement.outcome;
  if (out === 'dealerNoGame') return { drill: 'stud-pay-chips', key: 'no-game' };
  if (out === 'playerWins') return { drill: 'stud-pay-chips', key: o.settlement.player.category };
  if (out === 'dealerWins') return { drill: 'stud-payout', key: 'lose' };
  if (out === 'push') return { drill: 'stud-payout', key: 'push' };
  return undefined;
}

/**
 * One step of the shift: the clock moves (`tick`: the seat players act when their time is up), or the
 * trainee acts — the action due now, graded, and the right one done when it was wrong.
 *
 * @param state - The shift.
 * @param action - See {@link StudShiftAction}.
 */
export function step(state: StudShiftState, action: StudShiftAction): StudShiftResult {
  return stepShift(state, action, { run: runPlayers, act });
}

/** The trainee's action `ms` after it fell due, graded, or null when it is not the one due. */
function act(state: StudShiftState, action: Exclude<StudShiftAction, Tick>, ms: number): StudShiftState | null {
  const t = state.task;
  if (action.type === 'deal') {
    if (t.kind !== 'deal') return null;
    const s = withDeal(state, ms);
    return runPlayers(afterTable(s, engine(s.table, { type: 'ante', antes: s.antes }), s.now));
  }
  if (action.type === 'qualify') {
    if (t.kind !== 'qualify' || state.table.phase !== 'settled') return null;
    const dealer = state.table.dealerShown;
    const right = state.qualifies!;
    const correct = action.game === right;
    const word = SHIFT_ACTION_RU.studQualify;
    const spot = qualifySpot(dealer);
    const s = withGrade(state, {
      round: state.round,
      kind: 'qualify',
      ms,
      correct,
      given: word(action.game),
      expected: word(right),
      ...(correct
        ? {}
        : { rule: studQualifyRuleRu(categoryOf(classOf(dealer)), right, state.rules.qualifier === 'pair') }),
      ...(spot ? { spot } : {}),
    });
    return settleOrNext(s, 0, s.now);
  }
  if (t.kind !== 'settle') return null;
  const o = state.owed[t.index]!;
  const taken = o.ante + o.bet;
  const net = o.move === 'take' ? -taken : o.move === 'push' ? 0 : o.chips;
  const { chips, correct, cost } = judgeSettle(action, { move: o.move, chips: o.chips, taken, net, per: o.ante });
  const p = o.settlement.payout;
  const spot = settleSpot(o);
  const s = withGrade(state, {
    round: state.round,
    kind: 'settle',
    box: o.box + 1,
    ms,
    correct,
    given: studMoveRu(action.move, chips),
    expected: studMoveRu(o.move, o.chips),
    move: o.move,
    ...(correct
      ? {}
      : {
          rule: studSettleRuleRu({
            outcome: o.settlement.outcome,
            player: o.settlement.player.category,
            dealer: o.settlement.dealer.category,
            ante: o.ante,
            bet: o.bet,
            anteWon: p.anteWon,
            betWon: p.betWon,
            ratio: p.betRatio,
            given: action.move,
            givenChips: chips,
          }),
        }),
    ...cost,
    ...(spot ? { spot } : {}),
  });
  return settleOrNext(s, t.index + 1, s.now);
}

/** The shift's score: actions, right ones, the median time and points out of 100 (see `../core/score.ts`). */
export type StudShiftScore = ShiftScore;

const figures = shiftFigures<StudGraded>((a) =>
  a.kind === 'settle' ? STUD_SHIFT_TARGET_MS[a.move ?? 'take'] : STUD_SHIFT_TARGET_MS[a.kind],
);

/** The score of the actions graded so far: a settlement against its right move's target, else its kind's. */
export const studShiftScore = figures.score;

/** The wrong actions, in order. */
export const studShiftErrors = figures.errors;

/** The box being settled, if any. */
export function owedNow(state: StudShiftState): OwedBox | undefined {
  return owedOf(state);
}

/** Milliseconds until the seat players act, or null when the trainee is due. */
export function studCountdownMs(state: StudShiftState): number | null {
  const t = state.task;
  return t.kind === 'bets' || t.kind === 'player' ? leftMs(t.until, state.now) : null;
}

/** The right action now, for scripted trainees (tests): what a perfect croupier does, or null while players think. */
export function rightAction(state: StudShiftState): StudShiftAction | null {
  const t = state.task;
  if (t.kind === 'deal') return { type: 'deal' };
  if (t.kind === 'qualify') return { type: 'qualify', game: state.qualifies! };
  if (t.kind === 'settle') {
    const o = state.owed[t.index]!;
    return { type: 'settle', move: o.move, chips: o.chips };
  }
  return null;
}
