import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkSeed, randomSeed } from '@croupier/engine/rng';
import { formatNumber, formatPercent, plural } from '@croupier/ru';
import LiveFig from '../method/LiveFig';
import type { FigureGame } from '../method/ids';
import Chart from './Chart';
import {
  binLabel,
  countOf,
  formatChance,
  formatNetValue,
  formatTiny,
  MAX_ROUNDS,
  RISKS,
  SIM_ROUNDS,
  simInterval,
  type BandReply,
  type SessionReply,
  type VarianceAsk,
  type VarianceBet,
  type VarianceReply,
  type VarianceRequest,
} from './model';
import './variance.css';

/** Props of {@link VarianceExplorer}. */
export interface VarianceExplorerProps {
  /** The bets offered, with their exact per-round distributions (computed when the site is built). */
  readonly bets: readonly VarianceBet[];
  /** The rounds a session starts with. */
  readonly rounds?: number;
  /** A prefix for the element ids (one explorer per page). */
  readonly idPrefix: string;
  /** The game (as the CLI names it): its «Как это посчитано» page is where the figures link. */
  readonly game: FigureGame;
}

const AHEAD = '#2e9e62';
const BEHIND = '#d0453c';
const EVEN = '#8a8f98';
const EXACT = '#2563eb';
const SIM = '#e08a00';

/** Checkpoints of the simulation's table: 10, 20, 50, 100 … up to n. */
function checkpoints(n: number): number[] {
  const out: number[] = [];
  for (let e = 1; 10 ** e <= n; e++) for (const m of [1, 2, 5]) if (m * 10 ** e <= n) out.push(m * 10 ** e);
  if (out.at(-1) !== n) out.push(n);
  return out;
}

/**
 * The variance explorer: pick a bet, the number of rounds and a risk of ruin; see the exact
 * distribution of the session's result, the chance of ending ahead, the bankroll that risk needs, and a
 * seeded simulation converging on the exact line inside its exact 95 % band. Everything heavy runs in
 * a worker; every chart has a table beside it and every result is announced.
 */
export default function VarianceExplorer({ bets, rounds: initialRounds = 100, idPrefix, game }: VarianceExplorerProps) {
  const [betId, setBetId] = useState(bets[0]!.id);
  const bet = bets.find((b) => b.id === betId) ?? bets[0]!;
  const [roundsText, setRoundsText] = useState(String(initialRounds));
  const [rounds, setRounds] = useState(initialRounds);
  const [risk, setRisk] = useState<number>(0.05);
  const [session, setSession] = useState<SessionReply | null>(null);
  const [band, setBand] = useState<BandReply | null>(null);
  const [average, setAverage] = useState<Float64Array | null>(null);
  const [samples, setSamples] = useState<Float64Array | null>(null);
  const [seed, setSeed] = useState<number | null>(null);
  const [seedText, setSeedText] = useState('');
  const [seedError, setSeedError] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Two workers: one answers the reader's changes at once, the other computes the band and the runs.
  const workers = useRef<{ session: Worker; sim: Worker } | null>(null);
  const seq = useRef({ session: 0, band: 0, simulate: 0 });

  const send = useCallback((req: VarianceAsk) => {
    const id = ++seq.current[req.kind];
    const w = workers.current;
    if (!w) return;
    (req.kind === 'session' ? w.session : w.sim).postMessage({ ...req, id } as VarianceRequest);
  }, []);

  useEffect(() => {
    const make = () => new Worker(new URL('./variance.worker.ts', import.meta.url), { type: 'module' });
    const w = { session: make(), sim: make() };
    workers.current = w;
    const onMessage = (e: MessageEvent<VarianceReply>) => {
      const r = e.data;
      if (r.kind === 'error') return setError('Не удалось посчитать: ошибка программы.');
      if (r.id !== seq.current[r.kind]) return;
      if (r.kind === 'session') setSession(r);
      else if (r.kind === 'band') setBand(r);
      else {
        setSamples(r.samples);
        setAverage(r.average);
      }
    };
    w.session.onmessage = onMessage;
    w.sim.onmessage = onMessage;
    const first = randomSeed();
    setSeed(first);
    setSeedText(String(first));
    return () => {
      w.session.terminate();
      w.sim.terminate();
    };
  }, []);

  useEffect(() => {
    setSession(null);
    send({ kind: 'session', bet, rounds, risk });
  }, [bet, rounds, risk, send]);

  useEffect(() => {
    setBand(null);
    send({ kind: 'band', bet, rounds: SIM_ROUNDS });
  }, [bet, send]);

  useEffect(() => {
    if (seed === null) return;
    setAverage(null);
    setSamples(null);
    setShown(0);
    setPlaying(false);
    send({ kind: 'simulate', bet, seed, rounds: SIM_ROUNDS });
  }, [bet, seed, send]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setShown((n) => {
        const next = Math.min(SIM_ROUNDS, n < 100 ? n + 2 : Math.ceil(n * 1.04));
        if (next >= SIM_ROUNDS) setPlaying(false);
        return next;
      });
    }, 50);
    return () => clearInterval(timer);
  }, [playing]);

  const onRounds = (text: string) => {
    setRoundsText(text);
    const n = Number(text);
    if (/^\d+$/u.test(text.trim()) && n >= 1 && n <= MAX_ROUNDS) setRounds(n);
  };
  const roundsInvalid = !(
    /^\d+$/u.test(roundsText.trim()) &&
    Number(roundsText) >= 1 &&
    Number(roundsText) <= MAX_ROUNDS
  );

  const applySeed = () => {
    const text = seedText.trim();
    const n = Number(text);
    const checked = /^\d+$/u.test(text) ? checkSeed(n) : null;
    if (!checked || !checked.ok) {
      setSeedError(`Зерно — целое число от 0 до ${formatNumber(Number.MAX_SAFE_INTEGER)}.`);
      return;
    }
    setSeedError(null);
    setSeed(n);
  };

  const ids = {
    bet: `${idPrefix}-bet`,
    rounds: `${idPrefix}-rounds`,
    risk: `${idPrefix}-risk`,
    seed: `${idPrefix}-seed`,
    seedError: `${idPrefix}-seed-error`,
    roundsError: `${idPrefix}-rounds-error`,
  };
  const roundOf = (n: number) => countOf(n, bet.roundOf);
  const stakeN = (n: number) => countOf(n, bet.stake);
  /** A session figure, marked for the figures check (a chance below 10⁻⁶ is written «< …», unmarked). */
  const fig = (field: string, value: number, text: string) =>
    field !== 'mean' && field !== 'sd' && field !== 'bankroll' && value > 0 && value < 1e-6 ? (
      text
    ) : (
      <LiveFig
        id={`variance/${game}/${bet.id}/${field}/${rounds}/${risk}`}
        value={value}
        as={field === 'mean' || field === 'sd' || field === 'bankroll' ? 'number' : 'percent'}
        text={text}
      />
    );

  const perRound = useMemo(
    () =>
      bet.outcomes.map((o) => {
        const [a, b = '1'] = o.p.split('/');
        const [x, y = '1'] = o.net.split('/');
        return { net: Number(x) / Number(y), p: Number(a) / Number(b), exact: o.p, netExact: o.net };
      }),
    [bet],
  );
  const mean = perRound.reduce((s, o) => s + o.net * o.p, 0);
  const sd = Math.sqrt(perRound.reduce((s, o) => s + o.p * (o.net - mean) ** 2, 0));
  // One round's moments are the session's after one round — except for a bet counted by the roll (a chain),
  // whose table is one decision's: those stay unmarked.
  const momentId = (field: 'mean' | 'sd') => `variance/${game}/${bet.id}/${field}/1/${risk}`;
  const moment = (field: 'mean' | 'sd', value: number, text: string) =>
    bet.chain ? text : <LiveFig id={momentId(field)} value={value} as="number" text={text} />;

  const sessionData = useMemo(() => {
    if (!session) return null;
    return [session.bins.map((b) => b.center), session.bins.map((b) => b.p * 100)];
  }, [session]);
  const ruinData = useMemo(() => {
    if (!session) return null;
    return [session.ruin.map(([b]) => b), session.ruin.map(([, r]) => r * 100), session.ruin.map(() => risk * 100)];
  }, [session, risk]);
  const simData = useMemo(() => {
    if (!band) return null;
    const n = Math.max(10, shown);
    const xs = Array.from({ length: n }, (_, i) => i + 1);
    return [
      xs,
      xs.map(() => band.mean),
      Array.from(band.lo.subarray(0, n)),
      Array.from(band.hi.subarray(0, n)),
      xs.map((x) => (average && x <= shown ? average[x - 1]! : null)),
    ];
  }, [band, average, shown]);

  const simNow = average && shown > 0 ? average[shown - 1]! : null;
  const inBand = band && simNow !== null ? simNow >= band.lo[shown - 1]! && simNow <= band.hi[shown - 1]! : null;

  const summary = session
    ? `После ${roundOf(rounds)}: в плюсе с вероятностью ${formatChance(session.ahead)}, при своих — ${formatChance(session.even)}, в минусе — ${formatChance(session.behind)}. Банкролл для риска разорения ${formatPercent(risk, 0)} — ${stakeN(session.bankroll)}.`
    : 'Считаю…';
  // The simulated average with its 95 % confidence interval from the rounds played so far.
  const interval = useMemo(() => (samples && shown >= 2 ? simInterval(samples, shown) : null), [samples, shown]);
  /** A simulation figure, marked for the figures check: `variance/<game>/<bet>/<field>/<rounds>/<seed>`. */
  const simFig = (field: string, rounds: number, value: number, tolerance?: number) => (
    <LiveFig
      id={`variance/${game}/${bet.id}/${field}/${rounds}/${seed ?? 0}`}
      value={value}
      as="number"
      text={formatNetValue(value, 4)}
      tolerance={tolerance}
    />
  );
  const simSummary =
    simNow !== null && band ? (
      <>
        После {roundOf(shown)}: в среднем {simFig('simAverage', shown, simNow)} за раунд
        {interval ? (
          <>
            {' '}
            (95-процентный доверительный интервал по сыгранным раундам — от {simFig(
              'simLow',
              shown,
              interval.low,
            )} до {simFig('simHigh', shown, interval.high)})
          </>
        ) : null}
        , точное ожидание {simFig('exactMean', SIM_ROUNDS, band.mean, 1e-7)}; {inBand ? 'внутри' : 'вне'} 95-процентной
        полосы.
      </>
    ) : (
      'Симуляция не начата.'
    );

  return (
    <div className="var-panel not-content" data-testid={`${idPrefix}-explorer`}>
      <div className="var-controls">
        <label className="var-field var-field--wide">
          <span className="var-label">Ставка</span>
          <select
            id={ids.bet}
            className="var-input"
            value={bet.id}
            onChange={(e) => setBetId(e.target.value)}
            data-testid="var-bet"
          >
            {bets.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
        </label>
        <label className="var-field">
          <span className="var-label">Число раундов (1–{formatNumber(MAX_ROUNDS)})</span>
          <input
            id={ids.rounds}
            className="var-input var-input--short"
            inputMode="numeric"
            value={roundsText}
            aria-invalid={roundsInvalid}
            aria-describedby={roundsInvalid ? ids.roundsError : undefined}
            onChange={(e) => onRounds(e.target.value)}
            data-testid="var-rounds"
          />
        </label>
        <label className="var-field">
          <span className="var-label">Допустимый риск разорения</span>
          <select
            id={ids.risk}
            className="var-input"
            value={risk}
            onChange={(e) => setRisk(Number(e.target.value))}
            data-testid="var-risk"
          >
            {RISKS.map((r) => (
              <option key={r} value={r}>
                {formatPercent(r, 0)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        type="range"
        className="var-slider"
        min={1}
        max={MAX_ROUNDS}
        value={rounds}
        aria-label="Число раундов, ползунок"
        onChange={(e) => onRounds(e.target.value)}
        data-testid="var-rounds-slider"
      />
      {roundsInvalid ? (
        <p id={ids.roundsError} className="var-error" role="alert">
          Число раундов — целое от 1 до {formatNumber(MAX_ROUNDS)}.
        </p>
      ) : null}
      {error ? <p className="var-error">{error}</p> : null}

      <section aria-labelledby={`${idPrefix}-one`}>
        <h3 id={`${idPrefix}-one`} className="var-h">
          Один раунд: точное распределение
        </h3>
        <table className="var-table" data-testid="var-round-table">
          <thead>
            <tr>
              <th scope="col">Итог, {bet.stake[2]}</th>
              <th scope="col">Вероятность</th>
            </tr>
          </thead>
          <tbody>
            {perRound.map((o) => (
              <tr key={o.exact + o.net}>
                <td>{formatNetValue(o.net, 3)}</td>
                <td>{formatChance(o.p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <details className="var-details">
          <summary>Точные вероятности (дроби)</summary>
          <table className="var-table" data-testid="var-exact-table">
            <thead>
              <tr>
                <th scope="col">Итог, {bet.stake[2]}</th>
                <th scope="col">Вероятность, точно</th>
              </tr>
            </thead>
            <tbody>
              {perRound.map((o) => (
                <tr key={o.exact + o.net} data-net={o.netExact} data-p={o.exact}>
                  <td>{formatNetValue(o.net, 3)}</td>
                  <td className="var-exact">{o.exact}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <p className="var-muted" data-testid="var-moments">
          Ожидание {moment('mean', mean, formatNetValue(mean, 4))} за раунд (
          {bet.chain ? formatPercent(mean, 3, true) : <LiveFig id={momentId('mean')} value={mean} digits={3} signed />}{' '}
          {bet.stake[1]}), стандартное отклонение {moment('sd', sd, formatNumber(sd, 3))}. {bet.note}
        </p>
      </section>

      <section aria-labelledby={`${idPrefix}-session`}>
        <h3 id={`${idPrefix}-session`} className="var-h">
          Итог сессии из {roundOf(rounds)}
        </h3>
        <p className="var-live" aria-live="polite" data-testid="var-summary">
          {summary}
        </p>
        {session ? (
          <dl className="var-figures">
            <div>
              <dt>В плюсе</dt>
              <dd data-testid="var-ahead">{fig('ahead', session.ahead, formatChance(session.ahead))}</dd>
            </div>
            <div>
              <dt>При своих</dt>
              <dd data-testid="var-even">{fig('even', session.even, formatChance(session.even))}</dd>
            </div>
            <div>
              <dt>В минусе</dt>
              <dd data-testid="var-behind">{fig('behind', session.behind, formatChance(session.behind))}</dd>
            </div>
            <div>
              <dt>Среднее</dt>
              <dd data-testid="var-mean">{fig('mean', session.mean, formatNetValue(session.mean, 2))}</dd>
            </div>
            <div>
              <dt>Отклонение</dt>
              <dd data-testid="var-sd">{fig('sd', session.sd, formatNumber(session.sd, 2))}</dd>
            </div>
          </dl>
        ) : null}
        <figure className="var-figure">
          {sessionData ? (
            <Chart
              data={sessionData}
              series={[{ label: 'Вероятность', stroke: EVEN, fill: EVEN, bars: true }]}
              barColor={(x) => (x > 0 ? AHEAD : x < 0 ? BEHIND : EVEN)}
              xLabel={`Итог сессии, ${bet.stake[2]}`}
              yLabel="Вероятность, %"
              xTick={(v) => formatNetValue(v, 1)}
              yTick={(v) => formatNumber(v, { min: 0, max: 2 })}
              testId="var-session-chart"
            />
          ) : (
            <div className="var-chart var-chart--empty" aria-hidden="true" />
          )}
          <figcaption className="var-muted">
            Распределение итога после {roundOf(rounds)}: зелёные столбцы — выигрыш, красные — проигрыш, серый — столбец
            с нулём («при своих»). Посчитано свёрткой точного распределения одного раунда; ошибка каждой вероятности
            меньше {session ? formatTiny(session.error) : '…'}.
          </figcaption>
        </figure>
        {session ? (
          <details className="var-details">
            <summary>Таблица распределения</summary>
            <table className="var-table" data-testid="var-session-table">
              <thead>
                <tr>
                  <th scope="col">Итог, {bet.stake[2]}</th>
                  <th scope="col">Вероятность</th>
                </tr>
              </thead>
              <tbody>
                {session.bins.map((b) => (
                  <tr key={b.center}>
                    <td>{binLabel(b)}</td>
                    <td>{formatChance(b.p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </section>

      <section aria-labelledby={`${idPrefix}-bankroll`}>
        <h3 id={`${idPrefix}-bankroll`} className="var-h">
          Банкролл и риск разорения
        </h3>
        {session ? (
          <>
            <p data-testid="var-bankroll">
              Сессия из {roundOf(rounds)}: чтобы риск проиграть весь банкролл был не больше {formatPercent(risk, 0)},
              нужно{' '}
              <strong>
                {fig('bankroll', session.bankroll, formatNumber(session.bankroll))}
                {`\u00a0${plural(session.bankroll, bet.stake)}`}
              </strong>{' '}
              (риск ровно {fig('bankrollRisk', session.bankrollRisk, formatChance(session.bankrollRisk))}).
            </p>
            <p className="var-muted" data-testid="var-forever">
              {session.forever === null
                ? 'Игра без конца: для ставки по броскам смотрите ту же ставку по решениям.'
                : session.forever.certain
                  ? 'Если играть без конца, разорение неизбежно при любом банкролле: у казино преимущество.'
                  : `Если играть без конца, нужно ${stakeN(Math.ceil(session.forever.enough))} (точное значение между ${formatNumber(session.forever.atLeast, 1)} и ${formatNumber(session.forever.enough, 1)}): здесь преимущество у игрока.`}
            </p>
            <figure className="var-figure">
              {ruinData ? (
                <Chart
                  data={ruinData}
                  series={[
                    { label: 'Риск разорения', stroke: BEHIND },
                    { label: 'Допустимый риск', stroke: EVEN, dash: true, width: 1 },
                  ]}
                  xLabel={`Банкролл, ${bet.stake[2]}`}
                  yLabel="Риск разорения, %"
                  xTick={(v) => formatNumber(v, { min: 0, max: 1 })}
                  yTick={(v) => formatNumber(v, { min: 0, max: 1 })}
                  yRange={[0, 100]}
                  testId="var-ruin-chart"
                />
              ) : null}
              <figcaption className="var-muted">
                Вероятность хоть раз опуститься до −банкролла за сессию из {roundOf(rounds)} — по точному распределению
                шага игры, не по формуле для монетки.
              </figcaption>
            </figure>
            <details className="var-details">
              <summary>Таблица риска разорения</summary>
              <table className="var-table" data-testid="var-ruin-table">
                <thead>
                  <tr>
                    <th scope="col">Банкролл, {bet.stake[2]}</th>
                    <th scope="col">Риск разорения</th>
                  </tr>
                </thead>
                <tbody>
                  {session.ruin.map(([b, r]) => (
                    <tr key={b}>
                      <td>{formatNumber(b, { min: 0, max: 2 })}</td>
                      <td>{formatChance(r)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="var-muted">Считаю…</p>
        )}
      </section>

      <section aria-labelledby={`${idPrefix}-sim`}>
        <h3 id={`${idPrefix}-sim`} className="var-h">
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
              onChange={(e) => setSeedText(e.target.value)}
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
            onClick={() => {
              const s = randomSeed();
              setSeedText(String(s));
              setSeedError(null);
              setSeed(s);
            }}
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
            onClick={() => setPlaying((p) => !p)}
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
              onClick={() => setShown((n) => Math.min(SIM_ROUNDS, n + k))}
              data-testid={`var-add-${k}`}
            >
              +{formatNumber(k)}
            </button>
          ))}
          <button
            type="button"
            className="var-button"
            disabled={shown === 0}
            onClick={() => {
              setPlaying(false);
              setShown(0);
            }}
            data-testid="var-reset"
          >
            Сначала
          </button>
        </div>
        <p className="var-live" aria-live="polite" data-testid="var-sim-summary">
          {simSummary}
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
              yLabel={`Средний итог, ${bet.stake[2]}`}
              xTick={(v) => formatNumber(v)}
              yTick={(v) => formatNumber(v, { min: 0, max: 2 })}
              testId="var-sim-chart"
            />
          ) : (
            <div className="var-chart var-chart--empty" aria-hidden="true" />
          )}
          <figcaption className="var-muted">
            Оранжевая линия — средний итог симуляции, синяя — точное ожидание, полоса — точные границы, в которые
            средний итог попадает с вероятностью 95 % (из распределения сессии той же длины). Каждый раунд разыгрывается
            по точному распределению выплат; зерно{' '}
            {seed === null ? '…' : <span data-testid="var-seed-shown">{seed}</span>} повторяет ту же игру.
          </figcaption>
        </figure>
        {simNow !== null && band ? (
          <details className="var-details">
            <summary>Таблица симуляции</summary>
            <table className="var-table" data-testid="var-sim-table">
              <thead>
                <tr>
                  <th scope="col">Раундов</th>
                  <th scope="col">Средний итог</th>
                  <th scope="col">Точная 95-процентная полоса</th>
                </tr>
              </thead>
              <tbody>
                {checkpoints(shown).map((n) => (
                  <tr key={n}>
                    <td>{formatNumber(n)}</td>
                    <td>{formatNetValue(average![n - 1]!, 4)}</td>
                    <td>
                      от {formatNetValue(band.lo[n - 1]!, 4)} до {formatNetValue(band.hi[n - 1]!, 4)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </section>
    </div>
  );
}
