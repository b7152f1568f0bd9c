/**
 * The logic of the payout calculator: what a winning odds, place, buy, lay or hardway bet pays on a
 * stake, with the exact amount, the fraction of a chip the table keeps, and the commission — all from the
 * engine's `winningPayout`, the payout the round itself makes.
 *
 * @module
 */
import { winningPayout, type BetId, type CrapsNumber, type CrapsRules } from '@croupier/engine/craps';

/** The kinds of bet the calculator knows. */
export type CalcKind = 'passOdds' | 'dontPassOdds' | 'place' | 'placeToLose' | 'buy' | 'lay' | 'hard';

/** Russian labels of the kinds. */
export const CALC_KINDS: readonly { readonly kind: CalcKind; readonly label: string }[] = [
  { kind: 'passOdds', label: 'Свободные шансы к «Проходит» / «Приходит»' },
  { kind: 'dontPassOdds', label: 'Шансы к «Не проходит» / «Не приходит»' },
  { kind: 'place', label: '«На номер»' },
  { kind: 'placeToLose', label: '«Против номера»' },
  { kind: 'buy', label: '«Купить»' },
  { kind: 'lay', label: '«Лэй»' },
  { kind: 'hard', label: '«Хард»' },
];

/** The numbers a kind may be on. */
export function numbersFor(kind: CalcKind): readonly CrapsNumber[] {
  return kind === 'hard' ? [4, 6, 8, 10] : [4, 5, 6, 8, 9, 10];
}

/** What the calculator shows. */
export interface CalcResult {
  /** The ratio, `7:6`. */
  readonly ratio: string;
  /** Whole chips won. */
  readonly won: number;
  /** The exact winnings, `35/3`, or a whole number. */
  readonly exact: string;
  /** The fraction of a chip the table keeps (`2/3`), or `null`. */
  readonly kept: string | null;
  /** Commission: with the bet (`bet`) or from the win (`win`), in chips. */
  readonly commission: number;
  readonly commissionOn: 'bet' | 'win';
  /** What the player gets back on a win: stake + winnings − commission taken from them. */
  readonly handed: number;
}

function idFor(kind: CalcKind, n: CrapsNumber): BetId {
  if (kind === 'passOdds') return 'passOdds';
  if (kind === 'dontPassOdds') return 'dontPassOdds';
  return `${kind}${n}` as BetId;
}

/**
 * What a winning bet pays, with the puck on its number (so every bet works).
 *
 * @param kind - The kind of bet.
 * @param n - Its number.
 * @param stake - The stake, whole chips ≥ 1.
 * @param rules - The rules (commission).
 */
export function calc(kind: CalcKind, n: CrapsNumber, stake: number, rules: CrapsRules): CalcResult | null {
  const w = winningPayout(rules, idFor(kind, n), stake, n);
  if (!w.ok || w.value.resolution.kind !== 'win' || !w.value.settlement) return null;
  const { ratio } = w.value.resolution;
  const s = w.value.settlement;
  const kept = -s.roundingDelta.numerator;
  return {
    ratio: `${ratio.pays}:${ratio.per}`,
    won: s.won,
    exact: s.exact.denominator === 1 ? String(s.exact.numerator) : `${s.exact.numerator}/${s.exact.denominator}`,
    kept: kept === 0 ? null : `${kept}/${s.roundingDelta.denominator}`,
    commission: rules.commissionOn === 'win' ? s.commission : w.value.commissionWithBet,
    commissionOn: rules.commissionOn,
    handed: w.value.paid,
  };
}
