/**
 * One entry point for any rule error the engine returns: the game's own sentences (`blackjackErrorRu`,
 * `baccaratErrorRu`, `crapsErrorRu`, `studErrorRu`), the card parser's, a seed's, and the shared
 * modules' (rules, money, dice), chosen by the code's namespace. A reader never sees the engine's
 * English `message`.
 *
 * @module
 */
import type { BaccaratError } from '@croupier/engine/baccarat';
import type { BlackjackError } from '@croupier/engine/blackjack';
import type { CardsError } from '@croupier/engine/cards';
import type { CrapsError } from '@croupier/engine/craps';
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { ReplayError } from '@croupier/engine/replay';
import type { StudError } from '@croupier/engine/stud';
import { baccaratErrorRu } from './baccarat.js';
import { blackjackErrorRu } from './blackjack.js';
import { cardsErrorRu } from './cards.js';
import { crapsErrorRu } from './craps.js';
import { formatNumber } from './format.js';
import { studErrorRu } from './stud.js';
import { replayErrorRu } from './replay.js';

/** The largest seed the site shows and takes: 2⁵³ − 1, what `randomSeed()` draws at most. */
const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * The sentence for a seed a reader typed that is not one: what a seed is, with the field's name.
 *
 * @param label - The field's name as the widget shows it: «Номер тасовки», «Номер бросков».
 * @param typed - What the reader typed.
 * @example
 * ```ts
 * seedErrorRu('Номер тасовки', 'abc');
 * // '«Номер тасовки» — целое число от 0 до 9 007 199 254 740 991; «abc» не подходит.'
 * ```
 */
export function seedErrorRu(label: string, typed: string): string {
  const shown = typed.trim() === '' ? 'пустое поле' : `«${typed.trim().slice(0, 40)}»`;
  return `«${label}» — целое число от 0 до ${formatNumber(MAX_SEED)}; ${shown} не подходит.`;
}

const RULES_RU: Readonly<Record<string, string>> = {
  'rules/unknown-preset': 'Такого набора правил нет: есть правила текста и правила казино.',
  'rules/unknown-key': 'Такого правила в этой игре нет.',
  'rules/bad-value': 'Значение правила задано неверно.',
  'money/bad-amount': 'Сумма — целое положительное число фишек.',
  'money/bad-ratio': 'Выплата записывается как «сколько : за сколько», например 3:2.',
  'money/fractional-payout': 'Такая ставка дала бы долю фишки, а стол платит только целыми фишками.',
  'dice/bad-roll': 'Бросок — это две кости, на каждой от 1 до 6 очков.',
  'rng/bad-seed': `Номер случая — целое число от 0 до ${formatNumber(MAX_SEED)} или слово длиной до 200 знаков.`,
};

/**
 * Any rule error of the engine as one Russian sentence, by its code's namespace.
 *
 * @param error - A rule error from any module.
 * @returns The sentence; never the engine's English `message`.
 * @example
 * ```ts
 * ruleErrorRu(blackjack.canDouble(state).error); // 'Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12.'
 * ```
 */
export function ruleErrorRu(error: RuleError<ErrorCode, object>): string {
  const ns = error.code.slice(0, error.code.indexOf('/'));
  switch (ns) {
    case 'blackjack':
      return blackjackErrorRu(error as BlackjackError);
    case 'baccarat':
      return baccaratErrorRu(error as BaccaratError);
    case 'craps':
      return crapsErrorRu(error as CrapsError);
    case 'stud':
      return studErrorRu(error as StudError);
    case 'cards':
      return cardsErrorRu(error as CardsError);
    case 'replay':
      return replayErrorRu(error as ReplayError);
    default:
      return RULES_RU[error.code] ?? 'Так сделать нельзя.';
  }
}
