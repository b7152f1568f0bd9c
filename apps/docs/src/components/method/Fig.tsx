import type { Fraction } from '@croupier/engine';
import { formatFraction, formatNumber, formatPercent } from '@croupier/ru';
import { ExactButton, isLongNumber } from './Exact';
import { computeFigure, figureAnchor, methodPath, parseFigureId } from './figures';
import './method.css';

/** Props of {@link Fig}. */
export interface FigProps {
  /** The figure's id (see `figures.ts`): where it comes from and how the CLI prints it. */
  readonly id: string;
  /**
   * The value as the page computed it (default: the engine's API call for the id). A page that computes
   * a figure its own way passes it here, and the built-pages check compares it with the CLI.
   */
  readonly value?: number;
  /** Its exact fraction, when the page has one (default: the API's). */
  readonly exact?: Fraction | null;
  /** How it is written: a percentage (default), a plain number, or the fraction itself. */
  readonly as?: 'percent' | 'number' | 'fraction';
  /** Decimals (default 4 for a percentage, 2 for a number). */
  readonly digits?: number;
  /** Flip the sign for the reader («в пользу игрока»). */
  readonly negate?: boolean;
}

/**
 * A figure on a page: the number as `@croupier/ru` writes it, a link to the «Как это посчитано» page at
 * the figure's row, and the exact fraction in the link's title (the method page prints it in full).
 * The markup carries the id, the value and the fraction (`data-figure`, `data-value`, `data-exact`), so
 * the check over the built pages recomputes each with the CLI. A fraction too long to read at a glance
 * (`isLongNumber`) sits behind a «показать» button ({@link ExactButton}), still marked. Rendered at build
 * time, no JavaScript.
 *
 * @param props - See {@link FigProps}.
 */
export default function Fig({ id, value, exact, as = 'percent', digits, negate = false }: FigProps) {
  const computed = value === undefined || exact === undefined ? computeFigure(id) : null;
  const v = value ?? computed!.value;
  const f = exact === undefined ? computed!.exact : exact;
  const sign = negate ? -1 : 1;
  const shown =
    as === 'fraction' && f
      ? formatFraction(BigInt(sign) * f.num, f.den)
      : as === 'number'
        ? formatNumber(sign * v, digits ?? 2)
        : formatPercent(sign * v, digits ?? 4);
  const title = f ? `Точно: ${formatFraction(BigInt(sign) * f.num, f.den)}. Как это посчитано` : 'Как это посчитано';
  const link = (
    <a
      className="fig"
      href={`${methodPath(parseFigureId(id).game)}#${figureAnchor(id)}`}
      title={title}
      data-figure={id}
      data-value={String(v)}
      data-exact={f ? `${f.num}/${f.den}` : undefined}
      data-shown={as}
      data-negate={negate ? '' : undefined}
    >
      {shown}
    </a>
  );
  return as === 'fraction' && isLongNumber(shown) ? <ExactButton>{link}</ExactButton> : link;
}
