/**
 * What the practice screen announces to screen readers through its live region: the cards dealt and the
 * dice rolled with each item (the question itself is read when focus moves to it), and the verdict.
 *
 * @module
 */
import { cardName, formatCostRu, formatCount, type PluralForms } from '@croupier/ru';
import type { Card } from '@croupier/engine/cards';
import type { DrillItem, Verdict } from './drill.ts';

const FACE_DOWN: PluralForms = ['карта рубашкой вверх', 'карты рубашкой вверх', 'карт рубашкой вверх'];

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
      const hidden = h.hidden ? formatCount(h.hidden, FACE_DOWN) : '';
      return `${h.label}: ${[cards, hidden].filter((s) => s !== '').join(' и ')}.`;
    });
    parts.push(`Сдано. ${hands.join(' ')}`);
  }
  if (item.dice) {
    const [a, b] = item.dice;
    parts.push(`Брошены кости: ${a} и ${b}, сумма ${a + b}.`);
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
  const head = verdict.correct
    ? `Верно. Правильный ответ: ${verdict.expected}.`
    : `Неверно, ваш ответ: ${given}. Правильный ответ: ${verdict.expected}.`;
  return verdict.cost !== undefined && verdict.cost.value > 0
    ? `${head} ${capitalRu(formatCostRu(verdict.cost, unit))}.`
    : head;
}
