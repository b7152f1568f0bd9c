/**
 * The running ledger: what the answer log says of a drill, or of all drills — decisions, accuracy, the
 * value lost per hundred valued decisions, and the cells that cost most — and per cell, what the heatmap
 * colours. Pure functions of `readonly AnswerRecord[]` (the store's `Progress.log`).
 *
 * @module
 */
import type { CostUnit } from '@croupier/ru';
import type { AnswerRecord } from './storage/log.ts';

/** The value lost in one unit (bets, or АНТЕ in stud). */
export interface UnitCost {
  /** Answers that carry a cost (decisions the engine values). */
  readonly costed: number;
  /** The value lost, in stakes of the unit (sum of the costs). */
  readonly cost: number;
  /** The value lost per 100 costed decisions. */
  readonly costPer100: number;
}

/**
 * What a drill's (or a play mode's) costs are counted in: АНТЕ for stud, one bet for the others.
 *
 * @param drill - The record's drill id.
 */
export function costUnitOf(drill: string): CostUnit {
  return drill.startsWith('stud-') || drill === 'play-stud' ? 'ante' : 'bet';
}

/** What the log says of one cell (a drill's key). */
export interface CellLedger {
  /** The drill. */
  readonly drill: string;
  /** The key. */
  readonly key: string;
  /** Answers given. */
  readonly decisions: number;
  /** Right answers among them. */
  readonly correct: number;
  /** Answers that carry a cost (the drill values its choices). */
  readonly costed: number;
  /** The value lost over those answers, in stakes. */
  readonly cost: number;
}

/** What the log says of a drill or of all drills. */
export interface Ledger {
  /** Answers given. */
  readonly decisions: number;
  /** Right answers. */
  readonly correct: number;
  /** Share of right answers, or `undefined` before the first. */
  readonly accuracy: number | undefined;
  /** Answers that carry a cost. */
  readonly costed: number;
  /** The value lost over them, in stakes. */
  readonly cost: number;
  /** The value lost per hundred valued decisions, or `undefined` when none was valued. */
  readonly costPer100: number | undefined;
  /** The value lost by unit (bets; АНТЕ in stud), kept apart: a unit without valued answers is absent. */
  readonly byUnit: Readonly<Partial<Record<CostUnit, UnitCost>>>;
  /** The cells that lost most (at most `top`, each with some loss), costliest first. */
  readonly expensive: readonly CellLedger[];
}

/**
 * Every cell the log has answers for, by `drill` then `key`.
 *
 * @param log - The answer log.
 * @param drill - Only this drill's records, when given.
 */
export function cellLedgers(log: readonly AnswerRecord[], drill?: string): Map<string, CellLedger> {
  const cells = new Map<string, CellLedger>();
  for (const r of log) {
    if (drill !== undefined && r.drill !== drill) continue;
    const id = drill === undefined ? `${r.drill}\u0000${r.key}` : r.key;
    const c = cells.get(id) ?? { drill: r.drill, key: r.key, decisions: 0, correct: 0, costed: 0, cost: 0 };
    cells.set(id, {
      ...c,
      decisions: c.decisions + 1,
      correct: c.correct + (r.correct ? 1 : 0),
      costed: c.costed + (r.cost === undefined ? 0 : 1),
      cost: c.cost + (r.cost?.value ?? 0),
    });
  }
  return cells;
}

/** The cells' value lost by unit. */
function unitsOf(cells: readonly CellLedger[]): Partial<Record<CostUnit, UnitCost>> {
  const out: Partial<Record<CostUnit, UnitCost>> = {};
  for (const c of cells) {
    if (c.costed === 0) continue;
    const unit = costUnitOf(c.drill);
    const was = out[unit] ?? { costed: 0, cost: 0, costPer100: 0 };
    const costed = was.costed + c.costed;
    const cost = was.cost + c.cost;
    out[unit] = { costed, cost, costPer100: (100 * cost) / costed };
  }
  return out;
}

/**
 * The ledger of a drill, or of all drills.
 *
 * @param log - The answer log.
 * @param drill - The drill, or `undefined` for all.
 * @param top - How many of the costliest cells to name (default 3).
 * @example
 * ```ts
 * ledgerOf(progress.log, 'blackjack-strategy').costPer100; // e.g. 2.31 (stakes lost per 100 decisions)
 * ```
 */
export function ledgerOf(log: readonly AnswerRecord[], drill?: string, top = 3): Ledger {
  const cells = [...cellLedgers(log, drill).values()];
  const sum = (f: (c: CellLedger) => number) => cells.reduce((s, c) => s + f(c), 0);
  const decisions = sum((c) => c.decisions);
  const correct = sum((c) => c.correct);
  const costed = sum((c) => c.costed);
  const cost = sum((c) => c.cost);
  return {
    decisions,
    correct,
    accuracy: decisions === 0 ? undefined : correct / decisions,
    costed,
    cost,
    costPer100: costed === 0 ? undefined : (cost * 100) / costed,
    byUnit: unitsOf(cells),
    expensive: cells
      .filter((c) => c.cost > 0)
      .sort((a, b) => b.cost - a.cost || a.key.localeCompare(b.key))
      .slice(0, top),
  };
}

/**
 * The last misses, newest first.
 *
 * @param log - The answer log.
 * @param limit - How many (default 30).
 * @param drill - Only this drill's, when given.
 */
export function lastMisses(log: readonly AnswerRecord[], limit = 30, drill?: string): AnswerRecord[] {
  const out: AnswerRecord[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < limit; i--) {
    const r = log[i]!;
    if (!r.correct && (drill === undefined || r.drill === drill)) out.push(r);
  }
  return out;
}
