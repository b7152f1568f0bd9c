import { formatFraction, formatPercent } from '@croupier/ru';
import { ExactDisclosure, FractionText } from '../method/Exact';
import LiveFig from '../method/LiveFig';

/**
 * A house edge as the rule-cost tables print it: the percentage, the exact fraction folded under it
 * («дробь», {@link ExactDisclosure}) and, when
 * it differs from the base, the change on a third line (coloured, and said in words for screen readers).
 *
 * With `id` the percentage and the change are marked figures ({@link LiveFig}): the figures check
 * recomputes them with the engine, and they link to the game's «Как это посчитано».
 *
 * @param props - `value`; `exact`: `num/den` (optional); `change`: the difference from the base
 *   (optional; hidden when zero); `digits` of the percentage (default 4); `id`: the figure's id;
 *   `base`: the id of the figure the change is measured from; `titleExact`: a fraction the figure carries
 *   (in its link's title) without printing it.
 */
export function Figure({
  value,
  exact,
  change,
  digits = 4,
  id,
  base,
  titleExact,
}: {
  readonly value: number;
  readonly exact?: string | undefined;
  readonly change?: number | undefined;
  readonly digits?: number;
  readonly id?: string | undefined;
  readonly base?: string | undefined;
  readonly titleExact?: string | undefined;
}) {
  const fraction = exact ? exact.split('/') : null;
  return (
    <>
      <span className="rc-nowrap">
        {id ? (
          <LiveFig id={id} value={value} exact={exact ?? titleExact} digits={digits} />
        ) : (
          formatPercent(value, digits)
        )}
      </span>
      {fraction ? (
        <ExactDisclosure summary="дробь">
          <span className="rc-exact">
            <FractionText text={formatFraction(BigInt(fraction[0]!), BigInt(fraction[1] ?? '1'))} />
          </span>
        </ExactDisclosure>
      ) : null}
      {change !== undefined && Math.abs(change) > 5e-15 ? (
        <span className={`rc-block rc-nowrap ${change > 0 ? 'rc-up' : 'rc-down'}`} data-testid="change">
          <span className="sr-only">изменение: </span>
          {id && base ? (
            <LiveFig id={id} base={base} value={change} digits={digits} signed />
          ) : (
            formatPercent(change, digits, true)
          )}
        </span>
      ) : null}
    </>
  );
}
