/**
 * The bets the variance tests play: a toss of a fair coin, each side ½, the loss 1 and the win given.
 * For tests only (nothing on the site imports it).
 *
 * @module
 */
import type { VarianceBet } from './model';

/**
 * A fair toss: lose 1 or win `win`, each with probability ½, worded as «бросок».
 *
 * @param id - The bet's id (also its label).
 * @param win - The net win, a fraction (`'1/1'`, `'19/20'`).
 * @param label - What the page would call it (default its id).
 */
export const tossBet = (id: string, win: string, label = id): VarianceBet => ({
  id,
  label,
  round: ['бросок', 'броска', 'бросков'],
  roundOf: ['броска', 'бросков', 'бросков'],
  stake: ['ставка', 'ставки', 'ставок'],
  outcomes: [
    { net: '-1/1', p: '1/2' },
    { net: win, p: '1/2' },
  ],
  note: '',
});

/** The even-money coin: −1 or +1, each ½ (mean 0, variance 1 a toss). */
export const COIN: VarianceBet = tossBet('coin', '1/1', 'Монетка');
