import { useMemo, type ReactNode } from 'react';
import {
  formatCount,
  formatDay,
  formatNumber,
  formatPercent,
  formatSeconds,
  formatStakesRu,
  TASKS,
  type CostUnit,
  type EpochDay,
} from '@croupier/ru';
import { axisNumber, DayChart } from '../components/DayChart.tsx';
import { appHref } from '../router.ts';
import { answerLog, costsByUnit, dailyStats, median, reviewsDue, type DayStats } from '../stats/stats.ts';
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

const COST_UNITS: readonly CostUnit[] = ['bet', 'ante'];

/** Each unit's chart of the value lost: in bets (blackjack, craps) and in АНТЕ (poker), kept apart. */
const COST_CHART: Readonly<Record<CostUnit, { id: string; caption: string; note: string; lost: string }>> = {
  bet: {
    id: 'cost',
    caption: 'Потери по дням',
    note: 'Сколько ставок потеряно на 100 решений, у которых движок знает цену (блекджек, крэпс).',
    lost: 'Потеряно ставок',
  },
  ante: {
    id: 'cost-ante',
    caption: 'Потери в покере по дням',
    note: 'Сколько АНТЕ потеряно на 100 решений покера, у которых движок знает цену.',
    lost: 'Потеряно АНТЕ',
  },
};

/** One chart of the value lost per unit that has any, or a note when nothing was costed yet. */
function CostFigures({ days }: { readonly days: readonly DayStats[] }) {
  const units = COST_UNITS.filter((u) => days.some((d) => d.costs[u] !== undefined));
  if (units.length === 0) {
    const c = COST_CHART.bet;
    return (
      <Figure
        id={c.id}
        caption={c.caption}
        note={c.note}
        chart={<p className="stats-none">Решений с ценой пока не было.</p>}
        head={['День', 'Решений с ценой', c.lost, 'На 100 решений']}
        rows={[]}
      />
    );
  }
  return units.map((u) => {
    const c = COST_CHART[u];
    const on = days.flatMap((d) => (d.costs[u] === undefined ? [] : [{ day: d.day, ...d.costs[u] }]));
    return (
      <Figure
        key={u}
        id={c.id}
        caption={c.caption}
        note={c.note}
        chart={
          <DayChart
            days={on.map((d) => d.day)}
            values={on.map((d) => d.costPer100)}
            kind="bars"
            format={axisNumber}
            colorVar="--wrong"
          />
        }
        head={['День', 'Решений с ценой', c.lost, 'На 100 решений']}
        rows={on.map((d) => [formatDay(d.day), formatNumber(d.costed), axisNumber(d.cost), axisNumber(d.costPer100)])}
      />
    );
  });
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
  const dueDays = useMemo(() => [due.next[0]!.day - 1, ...due.next.map((d) => d.day)] as EpochDay[], [due]);
  const dueCounts = useMemo(() => [due.today, ...due.next.map((d) => d.count)], [due]);
  const dayName = (d: EpochDay, i: number) => (i === 0 ? `сегодня, ${formatDay(d)}` : formatDay(d));

  const toList = (e: React.MouseEvent) => {
    e.preventDefault();
    navigate('/');
  };
  const answered = log.length;
  const right = log.filter((r) => r.correct).length;
  const costs = costsByUnit(log);
  const lost = COST_UNITS.flatMap((u) => {
    const c = costs[u];
    return c === undefined ? [] : [formatStakesRu(c.costPer100, u)];
  });

  return (
    <div className="stats">
      <section className="hero">
        <h1>Статистика</h1>
        <p>
          Точность, скорость и потери по дням — по журналу ответов в этом браузере; повторения — по расписанию
          интервальных повторений.
        </p>
      </section>
      {answered === 0 ? (
        <section className="panel stats-empty" data-testid="stats-empty">
          <h2>Ответов пока нет</h2>
          <p>
            Графики точности, скорости и потерь появятся после первых ответов.{' '}
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
              <dd>{lost.length === 0 ? '—' : lost.join(' и ')}</dd>
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
            <CostFigures days={days} />
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
