/**
 * The logic of the payout calculator: what a winning odds, place, buy, lay or hardway bet pays on a
 * stake — the engine's `winningPayout`, the payout the round itself makes — in the one sentence of a
 * worked payout (`@croupier/ru`), with the fraction of a chip the table keeps and the commission.
 *
 * @module
 */
import { winningPayout, type BetId, type CrapsNumber, type CrapsRules } from '@croupier/engine/craps';
import { betNameRu, crapsErrorRu, formatRatio, payoutSentenceRu, roundingRu } from '@croupier/ru';

/** The kinds of bet the calculator knows. */
export type CalcKind = 'passOdds' | 'dontPassOdds' | 'place' | 'placeToLose' | 'buy' | 'lay' | 'hard';

/** The kinds in the order of the menu (their names are `@croupier/ru`'s). */
export const CALC_KINDS: readonly CalcKind[] = [
  'passOdds',
  'dontPassOdds',
  'place',
  'placeToLose',
  'buy',
  'lay',
  'hard',
];

/** The numbers a kind may be on. */
export function numbersFor(kind: CalcKind): readonly CrapsNumber[] {
  return kind === 'hard' ? [4, 6, 8, 10] : [4, 5, 6, 8, 9, 10];
}

/** The bet of a kind on a number. */
export function idFor(kind: CalcKind, n: CrapsNumber): BetId {
  if (kind === 'passOdds' || kind === 'dontPassOdds') return kind;
  return `${kind}${n}` as BetId;
}

/** The menu label of a kind: the bet's Russian name without a number. */
export function kindLabel(kind: CalcKind): string {
  return betNameRu(idFor(kind, 4))
    .replace(/ 4$/u, '')
    .replace(/«Хард 4»/u, '«Хард»');
}

/** What the calculator shows. */
export interface CalcResult {
  /** The ratio, `7:6`. */
  readonly ratio: string;
  /** Whole chips won. */
  readonly won: number;
  /** What the table's rounding did, or `null` for a whole payout. */
  readonly rounding: string | null;
  /** Commission: with the bet (`bet`) or from the win (`win`), in chips. */
  readonly commission: number;
  readonly commissionOn: 'bet' | 'win';
  /** What the player gets back on a win: stake + winnings − commission taken from them. */
  readonly handed: number;
  /** The one sentence of the worked payout. */
  readonly sentence: string;
}

/**
 * What a winning bet pays, with the puck on its number (so every bet works).
 *
 * @param kind - The kind of bet.
 * @param n - Its number.
 * @param stake - The stake (anything typed: the engine checks it).
 * @param rules - The rules (commission, rounding).
 * @returns The result, or the engine's refusal in Russian.
 */
export function calc(kind: CalcKind, n: CrapsNumber, stake: number, rules: CrapsRules): CalcResult | string {
  const id = idFor(kind, n);
  const w = winningPayout(rules, id, stake, n);
  if (!w.ok) return crapsErrorRu(w.error);
  if (w.value.resolution.kind !== 'win' || !w.value.settlement) return 'Эта ставка здесь не выигрывает.';
  const { ratio } = w.value.resolution;
  const s = w.value.settlement;
  const payout = { win: s.won, exact: s.exact, roundingDelta: s.roundingDelta };
  return {
    ratio: formatRatio(ratio),
    won: s.won,
    rounding: roundingRu(payout),
    commission: rules.commissionOn === 'win' ? s.commission : w.value.commissionWithBet,
    commissionOn: rules.commissionOn,
    handed: w.value.paid,
    sentence: payoutSentenceRu({ stake, what: betNameRu(id), ratio, payout, handed: w.value.paid }),
  };
}
