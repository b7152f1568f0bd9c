import { STATS_RU as RU } from '@croupier/ru/trainer/stats';
import { useMemo, type ReactNode } from 'react';
import {
  formatDay,
  formatNumber,
  formatPercent,
  formatSeconds,
  formatStakesRu,
  type CostUnit,
  type EpochDay,
} from '@croupier/ru';
import { axisNumber, DayChart } from '../components/DayChart.tsx';
import { appHref } from '../router.ts';
import { answerLog, costsByUnit, dailyStats, median, reviewsDue, type DayStats } from '../stats/stats.ts';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

const percentAxis = (v: number) => `${formatNumber(v, 0)}\u00a0%`;
const secondsAxis = RU.secondsAxis;
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
  bet: { id: 'cost', ...RU.cost.bet },
  ante: { id: 'cost-ante', ...RU.cost.ante },
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
        chart={<p className="stats-none">{RU.noCosted}</p>}
        head={[RU.day, RU.costed, c.lost, RU.per100]}
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
        head={[RU.day, RU.costed, c.lost, RU.per100]}
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
  useTitle(RU.title);
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
  const dayName = (d: EpochDay, i: number) => (i === 0 ? RU.today(formatDay(d)) : formatDay(d));

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
        <h1>{RU.title}</h1>
        <p>{RU.intro}</p>
      </section>
      {answered === 0 ? (
        <section className="panel stats-empty" data-testid="stats-empty">
          <h2>{RU.emptyTitle}</h2>
          <p>
            {RU.empty}{' '}
            <a href={appHref('/')} onClick={toList}>
              {RU.toList}
            </a>
          </p>
        </section>
      ) : (
        <>
          <dl className="stats-summary" data-testid="stats-summary">
            <div>
              <dt>{RU.answered}</dt>
              <dd>{formatNumber(answered)}</dd>
            </div>
            <div>
              <dt>{RU.accuracy}</dt>
              <dd>{formatPercent(right / answered, 0)}</dd>
            </div>
            <div>
              <dt>{RU.medianTime}</dt>
              <dd>{formatSeconds(median(log.map((r) => r.ms)))}</dd>
            </div>
            <div>
              <dt>{RU.lostPer100}</dt>
              <dd>{lost.length === 0 ? '—' : lost.join(RU.and)}</dd>
            </div>
          </dl>
          <div className="stats-grid">
            <Figure
              id="accuracy"
              caption={RU.accuracyCaption}
              note={RU.accuracyNote}
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
              head={[RU.day, RU.answered, RU.correct, RU.accuracy]}
              rows={days.map((d) => [
                formatDay(d.day),
                formatNumber(d.answered),
                formatNumber(d.correct),
                formatPercent(d.accuracy, 0),
              ])}
            />
            <Figure
              id="speed"
              caption={RU.speedCaption}
              note={RU.speedNote}
              chart={<DayChart days={x} values={speed} kind="line" format={secondsAxis} colorVar="--info" />}
              head={[RU.day, RU.answered, RU.medianTime]}
              rows={days.map((d) => [formatDay(d.day), formatNumber(d.answered), formatSeconds(d.medianMs)])}
            />
            <CostFigures days={days} />
          </div>
        </>
      )}
      {due.total === 0 && Object.values(progress.drills).every((d) => Object.keys(d.cards).length === 0) ? null : (
        <Figure
          id="due"
          caption={RU.dueCaption}
          note={RU.dueNote(due.today, due.overdue)}
          chart={
            <DayChart days={dueDays} values={dueCounts} kind="bars" format={countAxis} colorVar="--accent" integer />
          }
          head={[RU.day, RU.dueHead]}
          rows={dueCounts.map((c, i) => [dayName(dueDays[i]!, i), formatNumber(c)])}
        />
      )}
    </div>
  );
}
