/**
 * The text's rules for a scripted croupier in the shift's browser test and its long-task measurement
 * (`scripts/shift-longtasks.ts`): the blackjack total of the cards on screen and what a hand is owed,
 * written here, not taken from the app's model.
 */
export const points = (c: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11][c >> 2]!;
export function total(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + (points(c) === 11 ? 1 : points(c)), 0);
  const ace = cards.some((c) => points(c) === 11);
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}
export const natural = (cards: readonly number[]) => cards.length === 2 && total(cards).total === 21;
export const cardsOf = (text: string | null) => (text ? text.split(',').map(Number) : []);

/** The right settlement of a hand, by the text's rules (no hole card: a dealer Блекджек takes all). */
export function owed(
  hand: number[],
  stake: number,
  split: boolean,
  dealer: number[],
): { move: 'take' | 'push' | 'pay'; chips: number } {
  const p = total(hand);
  const d = total(dealer);
  const bj = !split && natural(hand);
  if (p.total > 21) return { move: 'take', chips: 0 };
  if (natural(dealer)) return bj ? { move: 'push', chips: 0 } : { move: 'take', chips: 0 };
  if (bj) return { move: 'pay', chips: Math.floor((stake * 3) / 2) };
  if (d.total > 21 || p.total > d.total) return { move: 'pay', chips: stake };
  return p.total === d.total ? { move: 'push', chips: 0 } : { move: 'take', chips: 0 };
}
