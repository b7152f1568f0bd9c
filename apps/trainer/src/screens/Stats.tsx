import { useMemo, type ReactNode } from 'react';
import { formatCount, formatDay, formatNumber, formatPercent, formatSeconds, TASKS, type EpochDay } from '@croupier/ru';
import { axisNumber, DayChart } from '../components/DayChart.tsx';
import { appHref } from '../router.ts';
import { answerLog, dailyStats, median, reviewsDue } from '../stats/stats.ts';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

const percentAxis = (v: number) => `${formatNumber(v, 0)}\u00a0%`;
const secondsAxis = (v: number) => `${formatNumber(v, { min: 0, max: 1 })}\u00a0с`;
const countAxis = (v: number) => (Number.isInteger(v) ? formatNumber(v, 0) : '');
const ACCURACY_RANGE = [0, 100] as const;

/** A chart with its caption and the same figures as a table (read by screen readers; the canvas is not). */
function Figure({
  id,
  caption,
  note,
  chart,
  head,
  rows,
}: {
  readonly id: string;
  readonly caption: string;
  readonly note: string;
  readonly chart: ReactNode;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}) {
  return (
    <figure className="panel stats-figure" aria-labelledby={`${id}-caption`} data-chart={id}>
      <figcaption id={`${id}-caption`}>
        <strong>{caption}</strong>
        <span className="stats-note">{note}</span>
      </figcaption>
      {chart}
      {/* A wrapper: a table is as wide as its cells whatever its own width says. */}
      <div className="visually-hidden">
        <table data-testid={`${id}-table`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * `/stats`: accuracy, speed (the median time per answer) and the cost of mistakes by day, from the answer
 * log, and the reviews due today and in the next seven days, from the saved cards. Each chart (uPlot) has
 * a Russian caption and its figures as a table for screen readers.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function StatsScreen({ store, navigate }: ScreenProps) {
  useTitle('Статистика');
  const { progress } = store;
  const log = answerLog(progress);
  const days = useMemo(() => dailyStats(log), [log]);
  const due = useMemo(
    () =>
      reviewsDue(
        Object.values(progress.drills).map((d) => d.cards),
        Date.now(),
      ),
    [progress.drills],
  );
  const x = useMemo(() => days.map((d) => d.day), [days]);
  const accuracy = useMemo(() => days.map((d) => 100 * d.accuracy), [days]);
  const speed = useMemo(() => days.map((d) => d.medianMs / 1000), [days]);
  const costed = days.filter((d) => d.costPer100 !== undefined);
  const costX = useMemo(() => costed.map((d) => d.day), [costed]);
  const cost = useMemo(() => costed.map((d) => d.costPer100!), [costed]);
  const dueDays = useMemo(() => [due.next[0]!.day - 1, ...due.next.map((d) => d.day)] as EpochDay[], [due]);
  const dueCounts = useMemo(() => [due.today, ...due.next.map((d) => d.count)], [due]);
  const dayName = (d: EpochDay, i: number) => (i === 0 ? `сегодня, ${formatDay(d)}` : formatDay(d));

  const toList = (e: React.MouseEvent) => {
    e.preventDefault();
    navigate('/');
  };
  const answered = log.length;
  const right = log.filter((r) => r.correct).length;
  const costs = log.flatMap((r) => (r.cost ? [r.cost.value] : []));

  return (
    <div className="stats">
      <section className="hero">
        <h1>Статистика</h1>
        <p>
          Точность, скорость и цена ошибок по дням — по журналу ответов в этом браузере; повторения — по расписанию
          интервальных повторений.
        </p>
      </section>
      {answered === 0 ? (
        <section className="panel stats-empty" data-testid="stats-empty">
          <h2>Ответов пока нет</h2>
          <p>
            Графики точности, скорости и цены ошибок появятся после первых ответов.{' '}
            <a href={appHref('/')} onClick={toList}>
              К упражнениям
            </a>
          </p>
        </section>
      ) : (
        <>
          <dl className="stats-summary" data-testid="stats-summary">
            <div>
              <dt>Ответов</dt>
              <dd>{formatNumber(answered)}</dd>
            </div>
            <div>
              <dt>Точность</dt>
              <dd>{formatPercent(right / answered, 0)}</dd>
            </div>
            <div>
              <dt>Медиана времени</dt>
              <dd>{formatSeconds(median(log.map((r) => r.ms)))}</dd>
            </div>
            <div>
              <dt>Потеряно на 100 решений</dt>
              <dd>
                {costs.length === 0
                  ? '—'
                  : `${axisNumber((100 * costs.reduce((s, c) => s + c, 0)) / costs.length)} ставки`}
              </dd>
            </div>
          </dl>
          <div className="stats-grid">
            <Figure
              id="accuracy"
              caption="Точность по дням"
              note="Доля верных ответов за день, %."
              chart={
                <DayChart
                  days={x}
                  values={accuracy}
                  kind="line"
                  yRange={ACCURACY_RANGE}
                  format={percentAxis}
                  colorVar="--primary"
                />
              }
              head={['День', 'Ответов', 'Верно', 'Точность']}
              rows={days.map((d) => [
                formatDay(d.day),
                formatNumber(d.answered),
                formatNumber(d.correct),
                formatPercent(d.accuracy, 0),
              ])}
            />
            <Figure
              id="speed"
              caption="Скорость по дням"
              note="Медианное время ответа за день, секунды."
              chart={<DayChart days={x} values={speed} kind="line" format={secondsAxis} colorVar="--info" />}
              head={['День', 'Ответов', 'Медиана времени']}
              rows={days.map((d) => [formatDay(d.day), formatNumber(d.answered), formatSeconds(d.medianMs)])}
            />
            <Figure
              id="cost"
              caption="Цена ошибок по дням"
              note="Потеряно ставок на 100 решений, у которых движок знает цену."
              chart={
                costed.length === 0 ? (
                  <p className="stats-none">Решений с ценой пока не было.</p>
                ) : (
                  <DayChart days={costX} values={cost} kind="bars" format={axisNumber} colorVar="--wrong" />
                )
              }
              head={['День', 'Решений с ценой', 'Потеряно ставок', 'На 100 решений']}
              rows={costed.map((d) => [
                formatDay(d.day),
                formatNumber(d.costed),
                axisNumber(d.cost),
                axisNumber(d.costPer100!),
              ])}
            />
          </div>
        </>
      )}
      {due.total === 0 && Object.values(progress.drills).every((d) => Object.keys(d.cards).length === 0) ? null : (
        <Figure
          id="due"
          caption="Повторения на неделю"
          note={`Сегодня к повторению: ${formatCount(due.today, TASKS)}${due.overdue > 0 ? `, из них просрочено ${formatNumber(due.overdue)}` : ''}; дальше — по дням.`}
          chart={
            <DayChart days={dueDays} values={dueCounts} kind="bars" format={countAxis} colorVar="--accent" integer />
          }
          head={['День', 'Заданий к повторению']}
          rows={dueCounts.map((c, i) => [dayName(dueDays[i]!, i), formatNumber(c)])}
        />
      )}
    </div>
  );
}
