/**
 * The craps bets the «какая ставка выгоднее» drill compares, in the layout's order: shared by the drill
 * (which pairs them) and the heatmap (which orders its rows and columns by them), so the heatmap does not
 * load the drill's code.
 *
 * @module
 */
import type { BetId } from '@croupier/engine/craps';

/** The bets compared, as the layout lists them. */
export const COMPARED_BETS: readonly BetId[] = [
  'pass',
  'dontPass',
  'place6',
  'place5',
  'place4',
  'buy4',
  'field',
  'big6',
  'hard4',
  'any7',
];
