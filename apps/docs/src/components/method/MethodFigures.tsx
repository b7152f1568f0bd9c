import { formatFraction } from '@croupier/ru';
import { CATALOG } from './catalog';
import Fig from './Fig';
import { apiCall, cliCommand, computeFigure, figureAnchor, inCli, type FigureGame } from './figures';

/** Props of {@link MethodFigures}. */
export interface MethodFiguresProps {
  /** The game whose figures to list. */
  readonly game: FigureGame;
}

/**
 * The figures of a «Как это посчитано» page, one block each (its anchor is where the game page's figure
 * links): the value, the exact fraction in full, the published figure it matches, the CLI command and
 * the API call that reproduce it. Rendered at build time.
 *
 * @param props - See {@link MethodFiguresProps}.
 */
export default function MethodFigures({ game }: MethodFiguresProps) {
  return (
    <div className="not-content" data-testid={`method-${game}`}>
      {CATALOG[game].map((e) => {
        const v = computeFigure(e.id);
        return (
          <section key={e.id} id={figureAnchor(e.id)} className="method-figure" aria-label={e.label}>
            <strong>{e.label}</strong>:{' '}
            <Fig id={e.id} {...(e.as ? { as: e.as } : {})} {...(e.digits === undefined ? {} : { digits: e.digits })} />
            <dl>
              <dt>Точно</dt>
              <dd className="method-exact">
                {v.exact
                  ? formatFraction(v.exact.num, v.exact.den)
                  : 'перебор точен в числах двойной точности (ошибка меньше 10⁻¹² ставки), не в дробях'}
              </dd>
              <dt>Сверено</dt>
              <dd>{e.reference}</dd>
              <dt>Команда</dt>
              <dd>
                <code className="method-code">
                  {inCli(e.id) ? cliCommand(e.id) : '— (в выводе команды этой цифры нет)'}
                </code>
              </dd>
              <dt>Вызов API</dt>
              <dd>
                <code className="method-code">{apiCall(e.id)}</code>
              </dd>
            </dl>
          </section>
        );
      })}
    </div>
  );
}
