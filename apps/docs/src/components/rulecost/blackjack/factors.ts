/**
 * The rules of the «Что меняют правила» blackjack page as factors: the groups of rules a reader
 * toggles (decks, soft 17, doubling …), what each is set to, the configurations between two rule sets
 * (every combination of the factors that differ), and one cache key per configuration that the
 * analysis cannot tell apart (rules the analysis ignores under the others are normalised away).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { formatCount, formatRatio } from '@croupier/ru';

/** Rules and a shoe: `infinite` analyses an infinite shoe (`decks` is then ignored). */
export interface BjConfig {
  /** The table's rules. */
  readonly rules: BlackjackRules;
  /** Whether the shoe is infinite. */
  readonly infinite: boolean;
}

/** The factors, in the order of the page's controls. */
export const FACTOR_IDS = [
  'decks',
  'soft17',
  'double',
  'das',
  'hands',
  'aces',
  'surrender',
  'holeCard',
  'payout',
] as const;

/** One factor: a group of rules the page toggles together. */
export type FactorId = (typeof FACTOR_IDS)[number];

/** The rules each factor sets (every other rule is the same in every configuration). */
export const FACTOR_FIELDS: Readonly<Record<FactorId, readonly (keyof BlackjackRules)[]>> = {
  decks: ['decks'],
  soft17: ['dealerHitsSoft17'],
  double: ['doubleOn', 'doubleSoft'],
  das: ['doubleAfterSplit'],
  hands: ['maxHands'],
  aces: ['splitAces', 'resplitAces', 'hitSplitAces'],
  surrender: ['surrender'],
  holeCard: ['holeCard', 'dealerBlackjackTakes'],
  payout: ['blackjackPays', 'evenMoney'],
};

/** The factors' names as the page's controls call them. */
export const FACTOR_NAMES_RU: Readonly<Record<FactorId, string>> = {
  decks: 'Колоды в башмаке',
  soft17: 'Мягкие 17 у крупье',
  double: 'Удвоение',
  das: 'Удвоение после разделения',
  hands: 'Разделение пар',
  aces: 'Разделение тузов',
  surrender: 'Сдаться за половину ставки',
  holeCard: 'Закрытая карта крупье',
  payout: 'Выплата за Блекджек',
};

const DECKS: readonly [string, string, string] = ['колода', 'колоды', 'колод'];

/**
 * What a factor is set to, in a few Russian words.
 *
 * @param factor - The factor.
 * @param c - The configuration.
 * @example
 * ```ts
 * factorValueRu('double', seed); // 'на 9, 10, 11; мягкие — с тузом за 1'
 * ```
 */
export function factorValueRu(factor: FactorId, c: BjConfig): string {
  const r = c.rules;
  switch (factor) {
    case 'decks':
      return c.infinite ? 'бесконечный башмак' : formatCount(r.decks, DECKS);
    case 'soft17':
      return r.dealerHitsSoft17 ? 'крупье берёт карту' : 'крупье останавливается';
    case 'double': {
      if (r.doubleOn === 'any') return 'на любых двух картах';
      const on = r.doubleOn === '9-11' ? 'на 9, 10, 11' : 'на 10, 11';
      return `${on}; мягкие — ${r.doubleSoft ? 'с тузом за 1' : 'нет'}`;
    }
    case 'das':
      return r.doubleAfterSplit ? 'можно' : 'нельзя';
    case 'hands':
      return r.maxHands === 1
        ? 'пары не разделяют'
        : r.maxHands === 2
          ? 'один раз (2 руки)'
          : `повторно, до ${r.maxHands}\u00a0рук`;
    case 'aces': {
      if (!r.splitAces) return 'тузы не разделяют';
      const parts = ['разделяют'];
      if (r.resplitAces) parts.push('и повторно');
      parts.push(r.hitSplitAces ? 'можно брать ещё карты' : 'по одной карте на туз');
      return parts.join(', ');
    }
    case 'surrender':
      return r.surrender === 'none'
        ? 'нельзя'
        : r.surrender === 'late'
          ? 'поздно: после проверки на Блекджек'
          : 'рано: до проверки на Блекджек';
    case 'holeCard':
      return r.holeCard
        ? 'есть: крупье сразу проверяет Блекджек'
        : r.dealerBlackjackTakes === 'all'
          ? 'нет; Блекджек крупье забирает все ставки'
          : 'нет; Блекджек крупье забирает только исходную ставку';
    case 'payout':
      return `${formatRatio(r.blackjackPays)}${r.evenMoney ? '; выплата 1:1 сразу против туза' : ''}`;
  }
}

/** Whether a blackjack payout is at least 3:2 (then even money is never worth taking: see {@link normalise}). */
function paysAtLeastThreeToTwo(r: BlackjackRules): boolean {
  return 2 * r.blackjackPays.pays >= 3 * r.blackjackPays.per;
}

/**
 * The configuration with every rule the analysis cannot see under the others set to one value, so
 * equal analyses share a cache key:
 * - an infinite shoe ignores the number of decks (set to 6);
 * - with a hole card, what a dealer blackjack takes is moot (the engine ignores it);
 * - doubling on any two cards makes the soft-hand rule moot;
 * - with no splitting, the split rules are moot; with aces not split, the ace rules; with two hands at
 *   most, resplitting aces;
 * - at 3:2 or better, even money is never taken: a blackjack against an ace is worth
 *   `(1 − p)·3/2 ≥ (1 − 16/51)·3/2 > 1`, `p` being the chance of the dealer's ten (16/51 at most, one deck).
 *
 * @param c - A configuration.
 */
export function normalise(c: BjConfig): BjConfig {
  const r: { -readonly [K in keyof BlackjackRules]: BlackjackRules[K] } = { ...c.rules };
  if (c.infinite) r.decks = 6;
  if (r.holeCard) r.dealerBlackjackTakes = 'original';
  if (r.doubleOn === 'any') r.doubleSoft = true;
  if (r.maxHands === 1) {
    r.doubleAfterSplit = false;
    r.splitAces = false;
    r.splitBy = 'value';
  }
  if (!r.splitAces) {
    r.hitSplitAces = false;
    r.resplitAces = false;
  }
  if (r.maxHands <= 2) r.resplitAces = false;
  if (paysAtLeastThreeToTwo(r)) r.evenMoney = false;
  // Insurance and rounding never enter the main bet's analysis.
  r.insurance = false;
  r.insurancePays = { pays: 2, per: 1 };
  r.rounding = 'down';
  return { rules: r, infinite: c.infinite };
}

/** The rules the analysis reads, in a fixed order (the cache key). */
const KEY_FIELDS = [
  'decks',
  'holeCard',
  'dealerBlackjackTakes',
  'dealerHitsSoft17',
  'blackjackPays',
  'doubleOn',
  'doubleSoft',
  'doubleAfterSplit',
  'splitBy',
  'maxHands',
  'splitAces',
  'hitSplitAces',
  'resplitAces',
  'surrender',
  'evenMoney',
] as const satisfies readonly (keyof BlackjackRules)[];

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The cache key of a configuration: equal keys, equal analyses.
 *
 * @param c - A configuration (normalised here).
 */
export function configKey(c: BjConfig): string {
  const n = normalise(c);
  const parts = KEY_FIELDS.map((k) => {
    const v = n.rules[k];
    if (typeof v === 'object' && v !== null && 'pays' in v) {
      const g = gcd(v.pays, v.per) || 1;
      return `${v.pays / g}:${v.per / g}`;
    }
    return String(v);
  });
  return `${n.infinite ? 'inf' : 'fin'}|${parts.join('|')}`;
}

/** Whether two configurations set a factor alike (the rules themselves, before normalising). */
export function sameFactor(f: FactorId, a: BjConfig, b: BjConfig): boolean {
  if (f === 'decks' && a.infinite !== b.infinite) return false;
  return FACTOR_FIELDS[f].every((k) => {
    if (f === 'decks' && a.infinite) return true;
    return JSON.stringify(a.rules[k]) === JSON.stringify(b.rules[k]);
  });
}

/**
 * The factors that differ between two configurations, in the page's order.
 *
 * @param base - Where the comparison starts.
 * @param target - The rules chosen.
 */
export function differingFactors(base: BjConfig, target: BjConfig): FactorId[] {
  return FACTOR_IDS.filter((f) => !sameFactor(f, base, target));
}

/**
 * The configuration with some factors taken from `target` and the rest from `base`.
 *
 * @param base - The base.
 * @param target - The target.
 * @param factors - The factors to take from the target.
 */
export function mixConfig(base: BjConfig, target: BjConfig, factors: Iterable<FactorId>): BjConfig {
  const r: Record<string, unknown> = { ...base.rules };
  let infinite = base.infinite;
  for (const f of factors) {
    for (const k of FACTOR_FIELDS[f]) r[k] = target.rules[k];
    if (f === 'decks') infinite = target.infinite;
  }
  return { rules: r as unknown as BlackjackRules, infinite };
}
