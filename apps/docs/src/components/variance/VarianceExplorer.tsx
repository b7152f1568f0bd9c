import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { formatNumber, formatPercent } from '@croupier/ru';
import type { FigureGame } from '../method/ids';
import { MAX_ROUNDS, RISKS, type VarianceBet, type VarianceReply, type VarianceRequest } from './model';
import {
  chartData,
  initialExplorer,
  phaseOf,
  requestsOf,
  roundsInvalid,
  step,
  type ExplorerAction,
  type ExplorerState,
} from './explorer';
import { Bankroll, OneRound, Session, Simulation, marksOf, type Ids } from './sections';
import { answer } from './varianceClient';
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

/**
 * The seam to the compute layer: runs each request the model has in flight once, cancels those it no
 * longer has (superseded), and passes every answer on.
 */
function useVarianceCompute(requests: readonly VarianceRequest[], onReply: (reply: VarianceReply) => void) {
  const running = useRef(new Map<VarianceRequest, AbortController>());
  const listener = useRef(onReply);
  listener.current = onReply;
  useEffect(() => {
    const live = new Set(requests);
    for (const [r, c] of running.current) {
      if (live.has(r)) continue;
      c.abort();
      running.current.delete(r);
    }
    for (const r of requests) {
      if (running.current.has(r)) continue;
      const c = new AbortController();
      running.current.set(r, c);
      answer(r, c.signal).then(
        (reply) => listener.current(reply),
        () => undefined, // cancelled: superseded or unmounted
      );
    }
  });
  useEffect(() => {
    const all = running.current;
    return () => {
      for (const c of all.values()) c.abort();
      all.clear();
    };
  }, []);
}

/**
 * The variance explorer: pick a bet, the number of rounds and a risk of ruin; see the exact
 * distribution of the session's result, the chance of ending ahead, the bankroll that risk needs, and a
 * seeded simulation converging on the exact line inside its exact 95 % band. Everything heavy runs in
 * a worker; every chart has a table beside it and every result is announced.
 */
export default function VarianceExplorer({ bets, rounds = 100, idPrefix, game }: VarianceExplorerProps) {
  const [s, dispatch] = useReducer(step, bets[0]!, (bet) => initialExplorer(bet, rounds));
  useVarianceCompute(requestsOf(s), (reply) => dispatch({ type: 'reply', reply }));
  // The first seed is drawn in the browser, so the page's HTML does not fix one.
  useEffect(() => dispatch({ type: 'seed', seed: randomSeed() }), []);
  useEffect(() => {
    if (!s.playing) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 50);
    return () => clearInterval(timer);
  }, [s.playing]);

  const ids: Ids = {
    prefix: idPrefix,
    seed: `${idPrefix}-seed`,
    seedError: `${idPrefix}-seed-error`,
    roundsError: `${idPrefix}-rounds-error`,
  };
  const marks = marksOf(game, s);
  const charts = chartData(s);
  return (
    <div className="var-panel not-content" data-testid={`${idPrefix}-explorer`} data-state={phaseOf(s)}>
      <Controls s={s} bets={bets} dispatch={dispatch} idPrefix={idPrefix} ids={ids} />
      <OneRound s={s} ids={ids} marks={marks} />
      <Session s={s} ids={ids} marks={marks} charts={charts} />
      <Bankroll s={s} ids={ids} marks={marks} charts={charts} />
      <Simulation s={s} ids={ids} marks={marks} charts={charts} dispatch={dispatch} />
    </div>
  );
}

function Controls({
  s,
  bets,
  dispatch,
  idPrefix,
  ids,
}: {
  readonly s: ExplorerState;
  readonly bets: readonly VarianceBet[];
  readonly dispatch: Dispatch<ExplorerAction>;
  readonly idPrefix: string;
  readonly ids: Ids;
}) {
  const invalid = roundsInvalid(s);
  const onRounds = (text: string) => dispatch({ type: 'rounds', text });
  return (
    <>
      <div className="var-controls">
        <label className="var-field var-field--wide">
          <span className="var-label">Ставка</span>
          <select
            id={`${idPrefix}-bet`}
            className="var-input"
            value={s.bet.id}
            onChange={(e) => dispatch({ type: 'bet', bet: bets.find((b) => b.id === e.target.value) ?? bets[0]! })}
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
            id={`${idPrefix}-rounds`}
            className="var-input var-input--short"
            inputMode="numeric"
            value={s.roundsText}
            aria-invalid={invalid}
            aria-describedby={invalid ? ids.roundsError : undefined}
            onChange={(e) => onRounds(e.target.value)}
            data-testid="var-rounds"
          />
        </label>
        <label className="var-field">
          <span className="var-label">Допустимый риск разорения</span>
          <select
            id={`${idPrefix}-risk`}
            className="var-input"
            value={s.risk}
            onChange={(e) => dispatch({ type: 'risk', risk: Number(e.target.value) })}
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
        value={s.rounds}
        aria-label="Число раундов, ползунок"
        onChange={(e) => onRounds(e.target.value)}
        data-testid="var-rounds-slider"
      />
      {invalid ? (
        <p id={ids.roundsError} className="var-error" role="alert">
          Число раундов — целое от 1 до {formatNumber(MAX_ROUNDS)}.
        </p>
      ) : null}
      {s.error ? <p className="var-error">{s.error}</p> : null}
    </>
  );
}
