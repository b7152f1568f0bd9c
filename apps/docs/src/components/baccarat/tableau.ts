/**
 * The logic of the tableau island: the banker's third-card rule as a grid (banker total × the player's
 * third card, or "the player stood"), for the casino tableau and the text's, with every cell explained.
 *
 * @module
 */
import { bankerDraws, type TableauId } from '@croupier/engine/baccarat';

/** The grid's columns: the player's third card 0…9, then `null` for "the player stood". */
export const COLUMNS: readonly (number | null)[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, null];
/** The grid's rows: the banker's two-card total 0…7. */
export const ROWS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** One cell of the grid. */
export interface TableauCell {
  /** The banker's total. */
  readonly total: number;
  /** The player's third card, or `null` if the player stood. */
  readonly third: number | null;
  /** Whether the banker draws. */
  readonly draws: boolean;
  /** Whether the other tableau says the opposite. */
  readonly differs: boolean;
}

/**
 * The grid of a tableau, every cell read from the engine.
 *
 * @param tableau - `casino` or `seed` (the text's).
 */
export function tableauGrid(tableau: TableauId): TableauCell[][] {
  const other: TableauId = tableau === 'casino' ? 'seed' : 'casino';
  return ROWS.map((total) =>
    COLUMNS.map((third) => {
      const draws = bankerDraws({ tableau }, total, third);
      return { total, third, draws, differs: draws !== bankerDraws({ tableau: other }, total, third) };
    }),
  );
}

/** The rule of one row in words, per tableau. */
function rowRule(tableau: TableauId, total: number): string {
  if (total <= 2) return 'при 0–2 очках крупье берёт третью карту всегда';
  if (total === 3) return 'при 3 очках крупье берёт карту, если третья карта игрока — не восьмёрка';
  if (total === 4) return 'при 4 очках крупье берёт карту, если третья карта игрока — не 0, 1, 8 и не 9';
  if (total === 5) {
    return tableau === 'casino'
      ? 'в казино при 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7'
      : 'по тексту при 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7';
  }
  if (total === 6) {
    return tableau === 'casino'
      ? 'в казино при 6 очках крупье берёт карту, только если третья карта игрока — 6 или 7'
      : 'по тексту при 6 очках крупье берёт карту, если третья карта игрока — не 6 и не 7';
  }
  return 'при 7 очках крупье третью карту не берёт';
}

/**
 * Explains one cell in Russian.
 *
 * @param tableau - Which tableau.
 * @param cell - The cell.
 * @example
 * ```ts
 * explainCell('casino', { total: 3, third: 8, draws: false, differs: false });
 * // 'Крупье 3, игрок взял третью карту 8: крупье не берёт карту — при 3 очках …'
 * ```
 */
export function explainCell(tableau: TableauId, cell: TableauCell): string {
  const decision = cell.draws ? 'крупье берёт третью карту' : 'крупье стоит';
  const head =
    cell.third === null
      ? `Крупье ${cell.total}, игрок остался при своих двух картах: ${decision}`
      : `Крупье ${cell.total}, третья карта игрока — ${cell.third}: ${decision}`;
  const why =
    cell.third === null
      ? 'если игрок не брал карту, крупье берёт её при 0–5 очках и стоит при 6–7'
      : rowRule(tableau, cell.total);
  const diff = cell.differs ? (tableau === 'casino' ? ' По тексту здесь наоборот.' : ' В казино здесь наоборот.') : '';
  return `${head} — ${why}.${diff}`;
}

/** The column header of the grid: «0» … «9», «не брал». */
export function columnLabel(third: number | null): string {
  return third === null ? 'не брал' : String(third);
}
