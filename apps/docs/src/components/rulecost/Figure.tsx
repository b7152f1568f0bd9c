import { formatFraction, formatPercent } from '@croupier/ru';

/**
 * A house edge as the rule-cost tables print it: the percentage, the exact fraction under it and, when
 * it differs from the base, the change on a third line (coloured, and said in words for screen readers).
 *
 * @param props - `value`; `exact`: `num/den` (optional); `change`: the difference from the base
 *   (optional; hidden when zero); `digits` of the percentage (default 4).
 */
export function Figure({
  value,
  exact,
  change,
  digits = 4,
}: {
  readonly value: number;
  readonly exact?: string | undefined;
  readonly change?: number | undefined;
  readonly digits?: number;
}) {
  const fraction = exact ? exact.split('/') : null;
  return (
    <>
      <span className="rc-nowrap">{formatPercent(value, digits)}</span>
      {fraction ? (
        <span className="rc-exact rc-block">{formatFraction(BigInt(fraction[0]!), BigInt(fraction[1] ?? '1'))}</span>
      ) : null}
      {change !== undefined && Math.abs(change) > 5e-15 ? (
        <span className={`rc-block rc-nowrap ${change > 0 ? 'rc-up' : 'rc-down'}`} data-testid="change">
          <span className="sr-only">изменение: </span>
          {formatPercent(change, digits, true)}
        </span>
      ) : null}
    </>
  );
}
