import { formatFraction } from '@croupier/ru';
import { computeFigure, figureAnchor, methodPath, parseFigureId } from './figures';
import './method.css';

/** Props of {@link ExactFractions}. */
export interface ExactFractionsProps {
  /** The figures: id and a short name. */
  readonly figures: readonly { readonly id: string; readonly label: string }[];
  /** The summary line (default «Точные дроби»). */
  readonly summary?: string;
}

/**
 * The exact fractions of a table's figures, folded under a summary so they do not crowd a phone; each
 * links to its row on the method page. Rendered at build time.
 *
 * @param props - See {@link ExactFractionsProps}.
 */
export default function ExactFractions({ figures, summary = 'Точные дроби' }: ExactFractionsProps) {
  return (
    <details className="not-content method-details">
      <summary>{summary}</summary>
      <ul>
        {figures.map(({ id, label }) => {
          const v = computeFigure(id);
          return (
            <li key={id}>
              <a href={`${methodPath(parseFigureId(id).game)}#${figureAnchor(id)}`}>{label}</a>:{' '}
              <span className="method-exact">{v.exact ? formatFraction(v.exact.num, v.exact.den) : '—'}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
