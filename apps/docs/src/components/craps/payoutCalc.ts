/**
 * The logic of the payout calculator: what a winning odds, place, buy, lay or hardway bet pays on a
 * stake, with the exact amount, the fraction of a chip the table keeps, and the commission.
 *
 * @module
 */
import {
  betSpec,
  commissionFor,
  resolveBet,
  settleStake,
  type BetId,
  type CrapsNumber,
  type CrapsRules,
} from '@croupier/engine/craps';
import { payout, type DiceRoll } from '@croupier/engine';

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
 * What a winning bet pays.
 *
 * @param kind - The kind of bet.
 * @param n - Its number.
 * @param stake - The stake, whole chips ≥ 1.
 * @param rules - The rules (commission).
 */
export function calc(kind: CalcKind, n: CrapsNumber, stake: number, rules: CrapsRules): CalcResult | null {
  if (!Number.isSafeInteger(stake) || stake < 1) return null;
  const spec = betSpec(idFor(kind, n))!;
  // The winning roll for this bet: its number the hard way, or a 7 for the bets against a number.
  const against = kind === 'dontPassOdds' || kind === 'placeToLose' || kind === 'lay';
  const dice = (against
    ? [3, 4]
    : [n / 2, n / 2].map(Math.floor).map((d, i) => (i === 0 ? d : n - d))) as unknown as DiceRoll;
  const r = resolveBet(spec, n, dice, rules);
  if (r.kind !== 'win') return null;
  const s = settleStake(spec, stake, r, rules);
  const p = payout(stake, r.ratio);
  if (!p.ok) return null;
  const ex = p.value.exact;
  const kept = -p.value.roundingDelta.numerator;
  const commission = rules.commissionOn === 'win' ? s.commission : commissionFor(spec, stake, rules);
  return {
    ratio: `${r.ratio.pays}:${r.ratio.per}`,
    won: s.won,
    exact: ex.denominator === 1 ? String(ex.numerator) : `${ex.numerator}/${ex.denominator}`,
    kept: kept === 0 ? null : `${kept}/${p.value.roundingDelta.denominator}`,
    commission,
    commissionOn: rules.commissionOn,
    handed: stake + s.won - s.commission,
  };
}
