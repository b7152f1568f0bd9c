import { formatNumber, STUD_LOWER_BOUND_RU, studFamilyOptionRu } from '@croupier/ru';
import { evRu } from '../stud/advisor';
import LiveFig from '../method/LiveFig';
import type { CasinoAdviceInput } from '../stud/advisor.tasks';
import { casinoFigureId, SHORT_LIST, type CasinoAdvisorRow } from './advisorModel';

/** Props of {@link AdviceTable}. */
export interface AdviceTableProps {
  readonly rows: readonly CasinoAdvisorRow[];
  /** The request the rows answer (their figure ids name it). */
  readonly input: CasinoAdviceInput;
  /** How many options there are in all. */
  readonly total: number;
  readonly expanded: boolean;
  readonly onExpand: (expanded: boolean) => void;
  /** Whether the preset sells «покупка игры» (the raise includes it). */
  readonly buyGame: boolean;
  /** Lower bounds: none, some but the best is sure, or some that may beat the best. */
  readonly bounds: 'none' | 'sure' | 'unsure';
  /** The worker's time. */
  readonly ms: number;
}

/**
 * The casino advisor's answer: the options with their EV per АНТЕ, best first (the best ten, or all),
 * the best marked, a lower bound written «≥», what the lower bounds mean, and the time taken. Each figure is a
 * `LiveFig`: its exact fraction in its title, its id for the site's figure check.
 */
export default function AdviceTable({ rows, input, total, expanded, onExpand, buyGame, bounds, ms }: AdviceTableProps) {
  return (
    <>
      <div className="casino-scroll" tabIndex={0} role="region" aria-label="Ожидание каждого решения">
        <table className="stud-table casino-advice" data-testid="casino-advice">
          <thead>
            <tr>
              <th scope="col">Решение</th>
              <th scope="col">Ожидание на АНТЕ</th>
              <th scope="col">Затем играть</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o, i) => (
              <tr
                key={i}
                data-best={o.best}
                data-lower-bound={o.lowerBound}
                data-action={o.action}
                data-testid="casino-advice-row"
              >
                <td>
                  {o.best ? <strong>Лучшее: </strong> : null}
                  {studFamilyOptionRu(o)}
                </td>
                <td data-testid="ev">
                  {o.lowerBound ? `${STUD_LOWER_BOUND_RU} ` : ''}
                  <LiveFig
                    id={casinoFigureId(input, o, 'ev')}
                    value={o.ev}
                    exact={o.evExact}
                    as="number"
                    text={evRu(o.ev)}
                  />
                </td>
                <td>
                  {o.raiseChance === undefined ? (
                    ''
                  ) : (
                    <LiveFig
                      id={casinoFigureId(input, o, 'raiseChance')}
                      value={o.raiseChance}
                      exact={o.raiseChanceExact}
                      digits={1}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > SHORT_LIST ? (
        <button
          type="button"
          className="stud-button"
          aria-expanded={expanded}
          onClick={() => onExpand(!expanded)}
          data-testid="casino-advisor-all"
        >
          {expanded ? `Только ${formatNumber(SHORT_LIST)} лучших` : `Все решения (${formatNumber(total)})`}
        </button>
      ) : null}
      {buyGame ? (
        <p className="stud-muted">
          «Играть» здесь включает покупку игры: если у дилера «нет игры», движок берёт лучшее из выигрыша АНТЕ и
          покупки.
        </p>
      ) : null}
      {bounds !== 'none' ? (
        <p className="stud-muted" data-testid="casino-advisor-bounds">
          «≥» — нижняя граница: после обмена или шестой карты движок не считает покупку игры, а она может только
          добавить.
          {bounds === 'unsure' ? ' Поэтому решение с такой оценкой может оказаться лучше отмеченного.' : ''}
        </p>
      ) : null}
      <p className="stud-muted" data-testid="casino-advisor-time">
        Посчитано точно за {formatNumber(Math.round(ms))} мс: закрытые карты дилера и новые карты равновероятны среди{' '}
        {formatNumber(46)} карт, которых игрок не видел.
      </p>
    </>
  );
}
