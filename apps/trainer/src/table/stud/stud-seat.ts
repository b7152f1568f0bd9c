/**
 * The player's seat at a full stud table: the trainee plays two boxes side by side among seat players
 * (one box each, played by the engine's `studPolicy`), through the engine's multi-box table
 * (`startBoxes`, `applyBoxes`, `boxesLegalActions`, `boxesPlayerView`). The boxes decide in table order;
 * while deciding the second box the trainee sees the first one's cards, not the other way round (the
 * engine's view). A pure model: a plain value and functions that return the next one.
 *
 * @module
 */
import { TABLE_SEAT_RU } from '@croupier/ru/trainer/table';
import type { Card } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import {
  applyBoxes,
  boxesLegalActions,
  boxesPlayerView,
  clipAntes,
  startBoxes,
  studBoxNet,
  studPolicy,
  type StudBoxesAction,
  type StudBoxesLegalAction,
  type StudBoxesPlayerView,
  type StudBoxesState,
  type StudRules,
} from '@croupier/engine/stud';
import { studBoxResultRu, studErrorRu, STUD_TABLE_RU } from '@croupier/ru';

/** The trainee's seat id. */
export const YOU = 'you';

/** The seat players' АНТЕ by seat id (the trainee sits between them). */
export const OTHERS: Readonly<Record<string, number>> = { p1: 10, p3: 25 };

/** A stud table with the trainee at it. */
export interface StudSeatRun {
  readonly seed: string;
  readonly table: StudBoxesState;
}

/** What a step returns: the next run, or the engine's refusal in Russian (the run unchanged). */
export type StudSeatResult =
  { readonly ok: true; readonly run: StudSeatRun } | { readonly ok: false; readonly message: string };

/**
 * A new table: player 1, the trainee's two boxes, player 3.
 *
 * @param rules - The stud rules.
 * @param seed - The seed of the deck and the players.
 * @param deck - A stacked first deck (tests).
 */
export function startStudSeat(rules: StudRules, seed: string, chips = 1000, deck?: readonly Card[]): StudSeatRun {
  const r = startBoxes(rules, {
    // Ids that are not integers: an object keeps them in the order written (integer keys come first).
    seats: { p1: 100_000, [YOU]: chips, p3: 100_000 },
    boxes: { [YOU]: 2 },
    seed,
    ...(deck ? { deck } : {}),
  });
  if (!r.ok) throw new Error(`The stud table would not start: ${r.error.message}`);
  return { seed, table: r.value.state };
}

/** The seat players act until the trainee's box has the turn or the round is settled. */
function advance(run: StudSeatRun): StudSeatRun {
  let t = run.table;
  while ((t.phase === 'deciding' || t.phase === 'buying') && t.boxes[t.turn]!.player !== YOU) {
    const who = t.boxes[t.turn]!.player;
    const policy = studPolicy(
      { ante: { kind: 'flat', ante: OTHERS[who] ?? 10 }, looseRate: 0.1 },
      seededRng(`${run.seed}/${t.round}/${t.turn}`),
    );
    const r = applyBoxes(t, policy.act(boxesPlayerView(t, who), boxesLegalActions(t)));
    if (!r.ok) throw new Error(`A seat player's step was refused: ${r.error.message}`);
    t = r.value.state;
  }
  return { ...run, table: t };
}

/**
 * Deals a round: the trainee's АНТЕ on both boxes (each clipped to what the balance covers with the
 * raise), the seat players' own.
 *
 * @param run - The table between rounds.
 * @param ante - The trainee's АНТЕ per box.
 */
export function dealSeat(run: StudSeatRun, ante: number): StudSeatResult {
  let t = run.table;
  if (t.phase === 'settled') {
    const n = applyBoxes(t, { type: 'nextRound' });
    if (!n.ok) return { ok: false, message: studErrorRu(n.error) };
    t = n.value.state;
  }
  const wanted = { p1: [OTHERS.p1!], [YOU]: [ante, ante], p3: [OTHERS.p3!] };
  const r = applyBoxes(t, { type: 'ante', antes: clipAntes(t, wanted) });
  if (!r.ok) return { ok: false, message: studErrorRu(r.error) };
  return { ok: true, run: advance({ ...run, table: r.value.state }) };
}

/**
 * The trainee's decision for the box whose turn it is.
 *
 * @param run - The table, the trainee's box to decide.
 * @param action - Fold, raise, an exchange of named cards, a sixth card, or the choice under «нет игры».
 */
export function actSeat(run: StudSeatRun, action: StudBoxesAction): StudSeatResult {
  if (yourBox(run) === null) return { ok: false, message: TABLE_SEAT_RU.notYourBox };
  const r = applyBoxes(run.table, action);
  if (!r.ok) return { ok: false, message: studErrorRu(r.error) };
  return { ok: true, run: advance({ ...run, table: r.value.state }) };
}

/** The trainee's box whose turn it is (its index in the table), or null. */
export function yourBox(run: StudSeatRun): number | null {
  const t = run.table;
  return (t.phase === 'deciding' || t.phase === 'buying') && t.boxes[t.turn]!.player === YOU ? t.turn : null;
}

/**
 * The insurance the trainee's box may take now, as the play mode offers it: the least and the most the
 * engine allows (one amount when they are equal), or none where the rules do not sell it or the hand
 * may not be insured.
 *
 * @param run - The table.
 */
export function seatInsurance(run: StudSeatRun): readonly number[] {
  const insure = seatLegal(run).find(
    (a): a is Extract<StudBoxesLegalAction, { type: 'insure' }> => a.type === 'insure',
  );
  if (insure === undefined) return [];
  return insure.max > insure.min ? [insure.min, insure.max] : [insure.min];
}

/** What the trainee sees. */
export function seatView(run: StudSeatRun): StudBoxesPlayerView {
  return boxesPlayerView(run.table, YOU);
}

/** What the trainee may do now (the engine's entries for the box deciding). */
export function seatLegal(run: StudSeatRun): readonly StudBoxesLegalAction[] {
  return yourBox(run) === null ? [] : boxesLegalActions(run.table);
}

/** A box's label: «Ваш бокс 1», «Бокс 4 (игрок 3)». */
export function boxLabel(run: StudSeatRun, k: number): string {
  const boxes = run.table.boxes;
  const b = boxes[k]!;
  if (b.player === YOU) return STUD_TABLE_RU.yours(boxes.slice(0, k + 1).filter((x) => x.player === YOU).length);
  return STUD_TABLE_RU.theirs(k + 1, Number(b.player.slice(1)));
}

/** The settlement of every box, one line each, once the round is settled (else none). */
export function seatResults(run: StudSeatRun): string[] {
  const t = run.table;
  if (t.phase !== 'settled') return [];
  return t.boxes.map((b, k) => studBoxResultRu(boxLabel(run, k), b.settlement?.outcome ?? '', studBoxNet(t, k)));
}

/** The trainee's balance. */
export function yourBalance(run: StudSeatRun): number {
  return run.table.seats.find((s) => s.id === YOU)!.balance;
}
