/**
 * What the practice screen announces to screen readers through its live region: the cards dealt and the
 * dice rolled with each item (the question itself is read when focus moves to it), and the verdict.
 *
 * @module
 */
import { cardName, formatCostRu, formatCount } from '@croupier/ru';
import { ANNOUNCE_RU as RU } from '@croupier/ru/trainer/announce';
import type { Card } from '@croupier/engine/cards';
import type { DrillItem, Verdict } from './drill.ts';

/**
 * The table of an item in words: each hand's caption and cards, and the dice with their total.
 *
 * @param item - The item dealt.
 * @returns «Сдано. Игрок: туз пик, шестёрка червей. Крупье: десятка треф и 1 карта рубашкой вверх.», or
 *   «Брошены кости: 3 и 4, сумма 7.»; empty when the item shows neither.
 */
export function announceItem(item: Pick<DrillItem, 'hands' | 'dice'>): string {
  const parts: string[] = [];
  if (item.hands && item.hands.length > 0) {
    const hands = item.hands.map((h) => {
      const cards = h.cards.map((c) => cardName(c as Card)).join(', ');
      const hidden = h.hidden ? formatCount(h.hidden, RU.faceDown) : '';
      return RU.hand(
        h.label,
        [cards, hidden].filter((s) => s !== ''),
      );
    });
    parts.push(RU.dealt(hands));
  }
  if (item.dice) {
    const [a, b] = item.dice;
    parts.push(RU.dice(a, b));
  }
  return parts.join(' ');
}

const capitalRu = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The verdict in words: «Верно.» or «Неверно, ваш ответ: Взять. Правильный ответ: Стоять.», then the cost
 * where there is one, as the verdict shows it («Потеряно 0,023 ставки.»).
 *
 * @param verdict - The judgement.
 * @param given - The answer as the trainee sees it (a button's label or the typed number).
 * @param unit - What the cost is per: one bet, or one ante in stud.
 */
export function announceVerdict(
  verdict: Pick<Verdict, 'correct' | 'expected' | 'cost'>,
  given: string,
  unit: 'bet' | 'ante' = 'bet',
): string {
  const head = verdict.correct ? RU.right(verdict.expected) : RU.wrong(given, verdict.expected);
  return verdict.cost !== undefined && verdict.cost.value > 0
    ? `${head} ${capitalRu(formatCostRu(verdict.cost, unit))}.`
    : head;
}
