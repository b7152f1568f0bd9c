/**
 * The craps rule-cost page's figures and logic: the line bets' exact house edges under every odds limit
 * and both bars (computed by the engine when the site is built), and the rows the page compares.
 *
 * @module
 */
import type { CrapsOddsLimit, CrapsRules } from '@croupier/paytables/craps';
import { formatFraction, formatPercent } from '@croupier/ru';
import { liveFigureId } from '../../method/ids';

/** The odds limits, smallest to largest (3-4-5× sits between 3× and 5×: 3×, 4×, 5× by point). */
export const ODDS_LIMITS: readonly CrapsOddsLimit[] = ['1x', '2x', '3x', '3-4-5x', '5x', '10x', '20x', '100x'];

/** An exact figure: the reduced fraction and its value. */
export interface ExactFigure {
  /** `num/den`. */
  readonly exact: string;
  /** The number. */
  readonly value: number;
}

/** The figures of one odds limit and bar. */
export interface LimitFigures {
  /** Pass with full odds taken, house edge per chip at risk (line bet and odds). */
  readonly passWithOdds: ExactFigure;
  /** Don't pass with full odds laid, per chip at risk. */
  readonly dontPassWithOdds: ExactFigure;
  /** Don't pass alone, per bet made (the bar pushes count as bets made). */
  readonly dontPass: ExactFigure;
  /** Don't come alone. */
  readonly dontCome: ExactFigure;
}

/** Everything the page shows, by limit and bar, computed by the engine. */
export interface CrapsData {
  /** «Проходит», per bet made (no rule on the page changes it). */
  readonly pass: ExactFigure;
  /** «Приходит». */
  readonly come: ExactFigure;
  /** The text's adjustable pass bet, taken down as soon as a point is set (negative: the player's edge). */
  readonly passTakenDown: ExactFigure;
  /** By odds limit, then bar (`'2'`, `'12'`). */
  readonly byLimit: Readonly<Record<string, Readonly<Record<string, LimitFigures>>>>;
}

/** What the reader picked. */
export interface CrapsChoice {
  /** The odds limit. */
  readonly oddsLimit: CrapsOddsLimit;
  /** The barred total of «Не проходит». */
  readonly dontPassBar: 2 | 12;
  /** Whether a pass bet may be taken down after the point (the text) or is a contract bet. */
  readonly passAfterPoint: CrapsRules['passAfterPoint'];
}

/** The text's rules as the page sets them. */
export const SEED_CHOICE: CrapsChoice = { oddsLimit: '3-4-5x', dontPassBar: 2, passAfterPoint: 'adjustable' };
/** The casino's. */
export const CASINO_CHOICE: CrapsChoice = { oddsLimit: '3-4-5x', dontPassBar: 12, passAfterPoint: 'contract' };

/** The rows the page compares. */
export type RowId = 'pass' | 'passTakenDown' | 'passWithOdds' | 'dontPass' | 'dontPassWithOdds' | 'come' | 'dontCome';

/** The rows in the page's order. */
export const ROW_IDS: readonly RowId[] = [
  'pass',
  'passTakenDown',
  'passWithOdds',
  'dontPass',
  'dontPassWithOdds',
  'come',
  'dontCome',
];

/** The rows' names. */
export const ROW_RU: Readonly<Record<RowId, string>> = {
  pass: '«Проходит»',
  passTakenDown: '«Проходит», снятая, как только установлен пункт',
  passWithOdds: '«Проходит» с полными свободными шансами',
  dontPass: '«Не проходит»',
  dontPassWithOdds: '«Не проходит» с полными свободными шансами',
  come: '«Приходит»',
  dontCome: '«Не приходит»',
};

/**
 * A row's figure under a choice, or `null` where the play does not exist (taking a contract bet down).
 *
 * @param data - The figures.
 * @param row - The row.
 * @param c - The choice.
 */
export function rowFigure(data: CrapsData, row: RowId, c: CrapsChoice): ExactFigure | null {
  const lim = data.byLimit[c.oddsLimit]![String(c.dontPassBar)]!;
  switch (row) {
    case 'pass':
      return data.pass;
    case 'come':
      return data.come;
    case 'passTakenDown':
      return c.passAfterPoint === 'adjustable' ? data.passTakenDown : null;
    case 'passWithOdds':
      return lim.passWithOdds;
    case 'dontPass':
      return lim.dontPass;
    case 'dontPassWithOdds':
      return lim.dontPassWithOdds;
    case 'dontCome':
      return lim.dontCome;
  }
}

/**
 * The odds limit as the site writes it: `3-4-5×`, `10×`.
 *
 * @param limit - The limit.
 */
export function limitRu(limit: CrapsOddsLimit): string {
  return limit.replace('x', '×');
}

/**
 * A house edge with its fraction: `1,4141 % (7/495)`.
 *
 * @param f - The figure.
 */
export function figureRu(f: ExactFigure): string {
  const [n, d] = f.exact.split('/');
  return `${formatPercent(f.value, 4)} (${formatFraction(BigInt(n!), BigInt(d ?? '1'))})`;
}

/** The engine's bet id of a row. */
const BET_ID: Readonly<Record<string, string>> = { passTakenDown: 'passTakenDownAtPoint' };

/**
 * The figure id of a row's house edge under a choice (what `croupier odds craps --preset seed --set …`
 * prints).
 *
 * @param row - The row.
 * @param c - The choice.
 */
export function crapsFigureId(row: RowId, c: CrapsChoice): string | undefined {
  return liveFigureId('craps', 'seed', SEED_CHOICE, c, BET_ID[row] ?? row, 'houseEdge');
}
