/**
 * The logic of the tableau island: the banker's third-card rule as a grid (banker total × the player's
 * third card, or "the player stood"), for the casino tableau and the text's, with every cell explained
 * from the engine's tableau data (`bankerDraws`, `thirdCardRules`) and worded by `@croupier/ru`.
 *
 * @module
 */
import { bankerDraws, thirdCardRules, type TableauId } from '@croupier/engine/baccarat';
import { bankerRowRu, bankerStoodRu } from '@croupier/ru';

/** The grid's columns: the player's third card 0…9, then `null` for "the player stood". */
export const COLUMNS: readonly (number | null)[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, null];
/** The grid's rows: the banker's two-card total 0…7. */
export const ROWS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The tableaus by their Russian names. */
export const TABLEAU_NAMES: Readonly<Record<TableauId, string>> = { casino: 'как в казино', seed: 'как в тексте' };

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

/** The banker's totals whose row differs between the two tableaus (against a third card). */
export function differingRows(): number[] {
  const a = thirdCardRules({ tableau: 'casino' }).banker;
  const b = thirdCardRules({ tableau: 'seed' }).banker;
  return ROWS.filter((t) => a[t]!.drawsOn.join() !== b[t]!.drawsOn.join());
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Which third-card rule a widget plays by, in one line: the casino's, or the text's, and where the
 * other differs — the rows worded from the engine's data.
 *
 * @param tableau - The widget's tableau.
 * @example
 * ```ts
 * tableauNoteRu('seed'); // 'Правило третьей карты — как в тексте: при 5 очках крупье берёт карту, если …'
 * ```
 */
export function tableauNoteRu(tableau: TableauId): string {
  const rows = differingRows()
    .map((t) => lowerFirst(bankerRowRu(thirdCardRules({ tableau }).banker[t]!)).replace(/\.$/u, ''))
    .join('; ');
  return tableau === 'seed'
    ? `Правило третьей карты — как в тексте: ${rows}. В казино эти две строки наоборот.`
    : `Правило третьей карты — как в казино: ${rows}. Текст эти две строки переворачивает.`;
}

/** The rule of one row in words, from the engine's tableau data («в казино»/«по тексту» where they differ). */
function rowRule(tableau: TableauId, total: number, differs: boolean): string {
  const sentence = bankerRowRu(thirdCardRules({ tableau }).banker[total]!);
  const where = differs ? (tableau === 'casino' ? 'в казино ' : 'по тексту ') : '';
  return `${where}${lowerFirst(sentence).slice(0, -1)}`;
}

/**
 * Explains one cell in Russian.
 *
 * @param tableau - Which tableau.
 * @param cell - The cell.
 * @example
 * ```ts
 * explainCell('casino', { total: 3, third: 8, draws: false, differs: false });
 * // 'Крупье 3, третья карта игрока — 8: крупье стоит — при 3 очках крупье берёт карту, если третья карта игрока — не 8.'
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
      ? lowerFirst(bankerStoodRu(thirdCardRules({ tableau }))).slice(0, -1)
      : rowRule(tableau, cell.total, differingRows().includes(cell.total));
  const diff = cell.differs ? (tableau === 'casino' ? ' По тексту здесь наоборот.' : ' В казино здесь наоборот.') : '';
  return `${head} — ${why}.${diff}`;
}

/** The column header of the grid: «0» … «9», «не брал». */
export function columnLabel(third: number | null): string {
  return third === null ? 'не брал' : String(third);
}
