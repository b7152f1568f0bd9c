/**
 * The craps rule-cost island as a pure model: its state is the reader's choice of rules (every figure
 * is known when the site is built), stepped by {@link choiceModel}, and the selectors the view lays out.
 *
 * @module
 */
import {
  CASINO_CHOICE,
  ODDS_LIMITS,
  ROW_IDS,
  SEED_CHOICE,
  rowFigure,
  type CrapsChoice,
  type CrapsData,
  type ExactFigure,
  type RowId,
} from './crapsCost';
import { NO_CHANGE, choiceModel } from '../model';

/** The island's state: the choice of rules. */
export type CrapsState = CrapsChoice;

/** The island's reducer: the text's rules first, the presets the buttons set (`useChoice`). */
export const model = choiceModel<CrapsState>(SEED_CHOICE, CASINO_CHOICE);
/** The first state (the text's rules), the presets, and the next state. */
export const { INITIAL, PRESETS, step } = model;

/** One row of the comparison; `current` is `null` where the play does not exist under the choice. */
export interface CrapsRow {
  readonly row: RowId;
  readonly base: ExactFigure | null;
  readonly current: ExactFigure | null;
  /** The change against the text (none when either side is missing). */
  readonly change: number | undefined;
  readonly changed: boolean;
}

/**
 * Every line bet against the text's rules.
 *
 * @param data - The figures.
 * @param s - The state.
 */
export function crapsRows(data: CrapsData, s: CrapsState): CrapsRow[] {
  return ROW_IDS.map((row) => {
    const base = rowFigure(data, row, SEED_CHOICE);
    const current = rowFigure(data, row, s);
    const change = base && current ? current.value - base.value : undefined;
    return { row, base, current, change, changed: change !== undefined && Math.abs(change) > NO_CHANGE };
  });
}

/** One row of the odds-limit table: both line bets with full odds, and each bar's share of the widest. */
export interface LimitRow {
  readonly limit: (typeof ODDS_LIMITS)[number];
  readonly current: boolean;
  readonly passWithOdds: ExactFigure;
  readonly dontPassWithOdds: ExactFigure;
  /** Bar lengths in per cent of the largest «Проходит» figure (the pass with 1× odds, the bar of 2). */
  readonly bars: readonly [number, number];
}

/**
 * The odds limits under the chosen bar, the chosen limit marked.
 *
 * @param data - The figures.
 * @param s - The state.
 */
export function limitRows(data: CrapsData, s: CrapsState): LimitRow[] {
  const widest = Math.max(...ODDS_LIMITS.map((l) => data.byLimit[l]!['2']!.passWithOdds.value));
  return ODDS_LIMITS.map((limit) => {
    const f = data.byLimit[limit]![String(s.dontPassBar)]!;
    return {
      limit,
      current: limit === s.oddsLimit,
      passWithOdds: f.passWithOdds,
      dontPassWithOdds: f.dontPassWithOdds,
      bars: [Math.round((100 * f.passWithOdds.value) / widest), Math.round((100 * f.dontPassWithOdds.value) / widest)],
    };
  });
}
