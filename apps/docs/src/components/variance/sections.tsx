/**
 * The variance explorer's sections: one round's exact distribution, the session's, the bankroll and
 * the risk of ruin, and the seeded simulation; and the figures they mark for the figures check.
 *
 * @module
 */
import type { Dispatch, ReactNode } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { formatNumber, formatPercent, plural } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import type { FigureGame } from '../method/ids';
import Chart from './Chart';
import { SIM_ROUNDS, binLabel, countOf, formatChance, formatNetValue, formatTiny } from './model';
import {
  checkpoints,
  replies,
  roundOf,
  simNow,
  summaryRu,
  type ExplorerAction,
  type ExplorerState,
  type chartData,
} from './explorer';

const AHEAD = '#2e9e62';
const BEHIND = '#d0453c';
const EVEN = '#8a8f98';
const EXACT = '#2563eb';
const SIM = '#e08a00';

/** The element ids of one explorer. */
export interface Ids {
  readonly prefix: string;
  readonly seed: string;
  readonly seedError: string;
  readonly roundsError: string;
}

/**
 * A table of the explorer: one header row of `head`, then `children`, the body's rows.
 *
 * @param props - `testId`; `head`: the columns' names; `children`: the rows.
 */
function VarTable({
  testId,
  head,
  children,
}: {
  readonly testId: string;
  readonly head: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <table className="var-table" data-testid={testId}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The explorer's marked figures (ids `variance/<game>/<bet>/<field>/…`, recomputed by the figures check).
 *
 * @param game - The game.
 * @param s - The state.
 */
export function marksOf(game: FigureGame, s: ExplorerState) {
  const { bet, rounds, risk, seed } = s;
  const momentId = (field: 'mean' | 'sd') => `variance/${game}/${bet.id}/${field}/1/${risk}`;
  return {
    /** A session figure (a chance below 10⁻⁶ is written «< …», unmarked). */
    fig: (field: string, value: number, text: string) =>
      field !== 'mean' && field !== 'sd' && field !== 'bankroll' && value > 0 && value < 1e-6 ? (
        text
      ) : (
        <LiveFig
          id={`variance/${game}/${bet.id}/${field}/${rounds}/${risk}`}
          value={value}
          as={field === 'mean' || field === 'sd' || field === 'bankroll' ? 'number' : 'percent'}
          text={text}
        />
      ),
    // One round's moments are the session's after one round — except for a bet counted by the roll (a
    // chain), whose table is one decision's: those stay unmarked.
    momentId,
    moment: (field: 'mean' | 'sd', value: number, text: string) =>
      bet.chain ? text : <LiveFig id={momentId(field)} value={value} as="number" text={text} />,
    /** A simulation figure: `variance/<game>/<bet>/<field>/<rounds>/<seed>`. */
    simFig: (field: string, n: number, value: number, tolerance?: number) => (
      <LiveFig
        id={`variance/${game}/${bet.id}/${field}/${n}/${seed ?? 0}`}
        value={value}
        as="number"
        text={formatNetValue(value, 4)}
        tolerance={tolerance}
      />
    ),
  };
}

/** The figures of {@link marksOf}. */
export type Marks = ReturnType<typeof marksOf>;
/** The charts' series of {@link chartData}. */
export type Charts = ReturnType<typeof chartData>;

interface SectionProps {
  readonly s: ExplorerState;
  readonly ids: Ids;
  readonly marks: Marks;
}

/** One round: the exact distribution and its moments. */
export function OneRound({ s, ids, marks }: SectionProps) {
  const { outcomes: perRound, mean, sd } = roundOf(s.bet);
  return (
    <section aria-labelledby={`${ids.prefix}-one`}>
      <h3 id={`${ids.prefix}-one`} className="var-h">
        Один раунд: точное распределение
      </h3>
      <VarTable testId="var-round-table" head={[`Итог, ${s.bet.stake[2]}`, 'Вероятность']}>
        {perRound.map((o) => (
          <tr key={o.exact + o.net}>
            <td>{formatNetValue(o.net, 3)}</td>
            <td>{formatChance(o.p)}</td>
          </tr>
        ))}
      </VarTable>
      <details className="var-details">
        <summary>Точные вероятности (дроби)</summary>
        <VarTable testId="var-exact-table" head={[`Итог, ${s.bet.stake[2]}`, 'Вероятность, точно']}>
          {perRound.map((o) => (
            <tr key={o.exact + o.net} data-net={o.netExact} data-p={o.exact}>
              <td>{formatNetValue(o.net, 3)}</td>
              <td className="var-exact">{o.exact}</td>
            </tr>
          ))}
        </VarTable>
      </details>
      <p className="var-muted" data-testid="var-moments">
        Ожидание {marks.moment('mean', mean, formatNetValue(mean, 4))} за раунд (
        {s.bet.chain ? (
          formatPercent(mean, 3, true)
        ) : (
          <LiveFig id={marks.momentId('mean')} value={mean} digits={3} signed />
        )}{' '}
        {s.bet.stake[1]}), стандартное отклонение {marks.moment('sd', sd, formatNumber(sd, 3))}. {s.bet.note}
      </p>
    </section>
  );
}

/** The session: its chances, its distribution as a chart and a table. */
export function Session({ s, ids, marks, charts }: SectionProps & { readonly charts: Charts }) {
  const { session } = replies(s);
  const summary = summaryRu(s);
  const sessionData = charts.session;
  return (
    <section aria-labelledby={`${ids.prefix}-session`}>
      <h3 id={`${ids.prefix}-session`} className="var-h">
        Итог сессии из {countOf(s.rounds, s.bet.roundOf)}
      </h3>
      <p className="var-live" aria-live="polite" data-testid="var-summary">
        {summary}
      </p>
      {session ? (
        <dl className="var-figures">
          <div>
            <dt>В плюсе</dt>
            <dd data-testid="var-ahead">{marks.fig('ahead', session.ahead, formatChance(session.ahead))}</dd>
          </div>
          <div>
            <dt>При своих</dt>
            <dd data-testid="var-even">{marks.fig('even', session.even, formatChance(session.even))}</dd>
          </div>
          <div>
            <dt>В минусе</dt>
            <dd data-testid="var-behind">{marks.fig('behind', session.behind, formatChance(session.behind))}</dd>
          </div>
          <div>
            <dt>Среднее</dt>
            <dd data-testid="var-mean">{marks.fig('mean', session.mean, formatNetValue(session.mean, 2))}</dd>
          </div>
          <div>
            <dt>Отклонение</dt>
            <dd data-testid="var-sd">{marks.fig('sd', session.sd, formatNumber(session.sd, 2))}</dd>
          </div>
        </dl>
      ) : null}
      <figure className="var-figure">
        {sessionData ? (
          <Chart
            data={sessionData}
            series={[{ label: 'Вероятность', stroke: EVEN, fill: EVEN, bars: true }]}
            barColor={(x) => (x > 0 ? AHEAD : x < 0 ? BEHIND : EVEN)}
            xLabel={`Итог сессии, ${s.bet.stake[2]}`}
            yLabel="Вероятность, %"
            xTick={(v) => formatNetValue(v, 1)}
            yTick={(v) => formatNumber(v, { min: 0, max: 2 })}
            testId="var-session-chart"
          />
        ) : (
          <div className="var-chart var-chart--empty" aria-hidden="true" />
        )}
        <figcaption className="var-muted">
          Распределение итога после {countOf(s.rounds, s.bet.roundOf)}: зелёные столбцы — выигрыш, красные — проигрыш,
          серый — столбец с нулём («при своих»). Посчитано свёрткой точного распределения одного раунда; ошибка каждой
          вероятности меньше {session ? formatTiny(session.error) : '…'}.
        </figcaption>
      </figure>
      {session ? (
        <details className="var-details">
          <summary>Таблица распределения</summary>
          <VarTable testId="var-session-table" head={[`Итог, ${s.bet.stake[2]}`, 'Вероятность']}>
            {session.bins.map((b) => (
              <tr key={b.center}>
                <td>{binLabel(b)}</td>
                <td>{formatChance(b.p)}</td>
              </tr>
            ))}
          </VarTable>
        </details>
      ) : null}
    </section>
  );
}

/** The bankroll a risk of ruin needs, and the risk against the bankroll. */
export function Bankroll({ s, ids, marks, charts }: SectionProps & { readonly charts: Charts }) {
  const { session } = replies(s);
  const ruinData = charts.ruin;
  return (
    <section aria-labelledby={`${ids.prefix}-bankroll`}>
      <h3 id={`${ids.prefix}-bankroll`} className="var-h">
        Банкролл и риск разорения
      </h3>
      {session ? (
        <>
          <p data-testid="var-bankroll">
            Сессия из {countOf(s.rounds, s.bet.roundOf)}: чтобы риск проиграть весь банкролл был не больше{' '}
            {formatPercent(s.risk, 0)}, нужно{' '}
            <strong>
              {marks.fig('bankroll', session.bankroll, formatNumber(session.bankroll))}
              {`\u00a0${plural(session.bankroll, s.bet.stake)}`}
            </strong>{' '}
            (риск ровно {marks.fig('bankrollRisk', session.bankrollRisk, formatChance(session.bankrollRisk))}).
          </p>
          <p className="var-muted" data-testid="var-forever">
            {session.forever === null
              ? 'Игра без конца: для ставки по броскам смотрите ту же ставку по решениям.'
              : session.forever.certain
                ? 'Если играть без конца, разорение неизбежно при любом банкролле: у казино преимущество.'
                : `Если играть без конца, нужно ${countOf(Math.ceil(session.forever.enough), s.bet.stake)} (точное значение между ${formatNumber(session.forever.atLeast, 1)} и ${formatNumber(session.forever.enough, 1)}): здесь преимущество у игрока.`}
          </p>
          <figure className="var-figure">
            {ruinData ? (
              <Chart
                data={ruinData}
                series={[
                  { label: 'Риск разорения', stroke: BEHIND },
                  { label: 'Допустимый риск', stroke: EVEN, dash: true, width: 1 },
                ]}
                xLabel={`Банкролл, ${s.bet.stake[2]}`}
                yLabel="Риск разорения, %"
                xTick={(v) => formatNumber(v, { min: 0, max: 1 })}
                yTick={(v) => formatNumber(v, { min: 0, max: 1 })}
                yRange={[0, 100]}
                testId="var-ruin-chart"
              />
            ) : null}
            <figcaption className="var-muted">
              Вероятность хоть раз опуститься до −банкролла за сессию из {countOf(s.rounds, s.bet.roundOf)} — по точному
              распределению шага игры, не по формуле для монетки.
            </figcaption>
          </figure>
          <details className="var-details">
            <summary>Таблица риска разорения</summary>
            <VarTable testId="var-ruin-table" head={[`Банкролл, ${s.bet.stake[2]}`, 'Риск разорения']}>
              {session.ruin.map(([b, r]) => (
                <tr key={b}>
                  <td>{formatNumber(b, { min: 0, max: 2 })}</td>
                  <td>{formatChance(r)}</td>
                </tr>
              ))}
            </VarTable>
          </details>
        </>
      ) : (
        <p className="var-muted">Считаю…</p>
      )}
    </section>
  );
}

/** The seeded simulation against the exact band. */
export function Simulation({
  s,
  ids,
  marks,
  charts,
  dispatch,
}: SectionProps & { readonly charts: Charts; readonly dispatch: Dispatch<ExplorerAction> }) {
  const { band, sim } = replies(s);
  const average = sim?.average ?? null;
  const { shown, playing, seed, seedText, seedError } = s;
  const now = simNow(s);
  const simData = charts.sim;
  const applySeed = () => dispatch({ type: 'applySeed' });
  return (
    <section aria-labelledby={`${ids.prefix}-sim`}>
      <h3 id={`${ids.prefix}-sim`} className="var-h">
        Симуляция: средний итог за раунд
      </h3>
      <div className="var-controls">
        <label className="var-field">
          <span className="var-label">Зерно случайности</span>
          <input
            id={ids.seed}
            className="var-input var-input--seed"
            inputMode="numeric"
            value={seedText}
            aria-invalid={seedError !== null}
            aria-describedby={seedError ? ids.seedError : undefined}
            onChange={(e) => dispatch({ type: 'seedText', text: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applySeed();
            }}
            data-testid="var-seed"
          />
        </label>
        <button type="button" className="var-button" onClick={applySeed} data-testid="var-seed-apply">
          Задать зерно
        </button>
        <button
          type="button"
          className="var-button"
          onClick={() => dispatch({ type: 'seed', seed: randomSeed() })}
          data-testid="var-seed-new"
        >
          Новое зерно
        </button>
      </div>
      {seedError ? (
        <p id={ids.seedError} className="var-error" role="alert">
          {seedError}
        </p>
      ) : null}
      <div className="var-controls">
        <button
          type="button"
          className="var-button var-button--primary"
          disabled={!average || shown >= SIM_ROUNDS}
          aria-pressed={playing}
          onClick={() => dispatch({ type: 'play' })}
          data-testid="var-play"
        >
          {playing ? 'Пауза' : 'Играть'}
        </button>
        {[10, 100, 1000].map((k) => (
          <button
            key={k}
            type="button"
            className="var-button"
            disabled={!average || shown >= SIM_ROUNDS}
            onClick={() => dispatch({ type: 'add', rounds: k })}
            data-testid={`var-add-${k}`}
          >
            +{formatNumber(k)}
          </button>
        ))}
        <button
          type="button"
          className="var-button"
          disabled={shown === 0}
          onClick={() => dispatch({ type: 'reset' })}
          data-testid="var-reset"
        >
          Сначала
        </button>
      </div>
      <p className="var-live" aria-live="polite" data-testid="var-sim-summary">
        <SimSummary s={s} marks={marks} />
      </p>
      <figure className="var-figure">
        {simData ? (
          <Chart
            data={simData}
            series={[
              { label: 'Точное ожидание', stroke: EXACT, width: 2 },
              { label: 'Нижняя граница 95 %', stroke: 'rgba(37, 99, 235, 0.5)', width: 1 },
              { label: 'Верхняя граница 95 %', stroke: 'rgba(37, 99, 235, 0.5)', width: 1 },
              { label: 'Симуляция', stroke: SIM, width: 2 },
            ]}
            band={[2, 3]}
            logX
            xLabel="Сыграно раундов"
            yLabel={`Средний итог, ${s.bet.stake[2]}`}
            xTick={(v) => formatNumber(v)}
            yTick={(v) => formatNumber(v, { min: 0, max: 2 })}
            testId="var-sim-chart"
          />
        ) : (
          <div className="var-chart var-chart--empty" aria-hidden="true" />
        )}
        <figcaption className="var-muted">
          Оранжевая линия — средний итог симуляции, синяя — точное ожидание, полоса — точные границы, в которые средний
          итог попадает с вероятностью 95 % (из распределения сессии той же длины). Каждый раунд разыгрывается по
          точному распределению выплат; зерно {seed === null ? '…' : <span data-testid="var-seed-shown">{seed}</span>}{' '}
          повторяет ту же игру.
        </figcaption>
      </figure>
      {now !== null && band ? (
        <details className="var-details">
          <summary>Таблица симуляции</summary>
          <VarTable testId="var-sim-table" head={['Раундов', 'Средний итог', 'Точная 95-процентная полоса']}>
            {checkpoints(shown).map((n) => (
              <tr key={n}>
                <td>{formatNumber(n)}</td>
                <td>{formatNetValue(sim!.average[n - 1]!, 4)}</td>
                <td>
                  от {formatNetValue(band.lo[n - 1]!, 4)} до {formatNetValue(band.hi[n - 1]!, 4)}
                </td>
              </tr>
            ))}
          </VarTable>
        </details>
      ) : null}
    </section>
  );
}

/** The simulation's sentence for the live region. */
function SimSummary({ s, marks }: { readonly s: ExplorerState; readonly marks: Marks }) {
  const { band } = replies(s);
  const now = simNow(s);
  return now !== null && band ? (
    <>
      После {countOf(s.shown, s.bet.roundOf)}: в среднем {marks.simFig('simAverage', s.shown, now.average)} за раунд
      {now.interval ? (
        <>
          {' '}
          (95-процентный доверительный интервал по сыгранным раундам — от{' '}
          {marks.simFig('simLow', s.shown, now.interval.low)} до {marks.simFig('simHigh', s.shown, now.interval.high)})
        </>
      ) : null}
      , точное ожидание {marks.simFig('exactMean', SIM_ROUNDS, band.mean, 1e-7)}; {now.inBand ? 'внутри' : 'вне'}{' '}
      95-процентной полосы.
    </>
  ) : (
    <>Симуляция не начата.</>
  );
}
