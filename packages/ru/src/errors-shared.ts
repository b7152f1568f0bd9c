/**
 * The rule errors every game shares, in Russian: the card parser's, a round history's, the rules',
 * money's, dice's and a seed's; and the entry point of each game (`blackjackRuleErrorRu` …) that words
 * its own codes with its own sentences and the rest with these. A page of one game uses its game's
 * entry point, so it loads that game's sentences only (`ruleErrorRu`, any game, loads all four: 10 to
 * 14 kB of gzip on each rules page of the site).
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { CardsError } from '@croupier/engine/cards';
import type { ReplayError } from '@croupier/engine/replay';
import { cardsErrorRu } from './cards.js';
import { formatNumber } from './format.js';
import { replayErrorRu } from './replay.js';

/** A rule error in Russian: `ruleErrorRu`, or one game's entry point such as `studRuleErrorRu`. */
export type RuleErrorRu = (error: RuleError<ErrorCode, object>) => string;

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
 * A shared rule error in Russian (any code that is not a game's own; an unknown one gets the general
 * «Так сделать нельзя.»).
 *
 * @param error - The error.
 * @param game - How a history's refused start or step is worded: the entry point calling this.
 */
export function sharedErrorRu(error: RuleError<ErrorCode, object>, game: RuleErrorRu): string {
  if (error.code.startsWith('cards/')) return cardsErrorRu(error as CardsError);
  if (error.code.startsWith('replay/')) return replayErrorRu(error as ReplayError, game);
  return RULES_RU[error.code] ?? 'Так сделать нельзя.';
}
