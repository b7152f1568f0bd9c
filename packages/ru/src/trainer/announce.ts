/**
 * What the practice screen's live region says: the cards dealt and the dice rolled with an item, and the
 * verdict.
 *
 * @module
 */
import type { PluralForms } from '../format.js';

/** The practice screen's announcements. */
export const ANNOUNCE_RU = {
  /** Face-down cards, counted: «1 карта рубашкой вверх». */
  faceDown: ['карта рубашкой вверх', 'карты рубашкой вверх', 'карт рубашкой вверх'] as PluralForms,
  /** A hand in words: «Игрок: туз пик, шестёрка червей.», the face-down ones after «и». */
  hand: (label: string, parts: readonly string[]) => `${label}: ${parts.join(' и ')}.`,
  /** The hands dealt: «Сдано. Игрок: … Крупье: …». */
  dealt: (hands: readonly string[]) => `Сдано. ${hands.join(' ')}`,
  /** The dice rolled: «Брошены кости: 3 и 4, сумма 7.». */
  dice: (a: number, b: number) => `Брошены кости: ${a} и ${b}, сумма ${a + b}.`,
  /** A right answer's verdict. */
  right: (expected: string) => `Верно. Правильный ответ: ${expected}.`,
  /** A wrong answer's verdict. */
  wrong: (given: string, expected: string) => `Неверно, ваш ответ: ${given}. Правильный ответ: ${expected}.`,
} as const;
