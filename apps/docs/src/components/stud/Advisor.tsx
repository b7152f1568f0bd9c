import { useEffect, useMemo, useReducer, useRef } from 'react';
import { type Card, formatCards, fullDeck } from '@croupier/engine/cards';
import { cryptoRng, shuffled } from '@croupier/engine/rng';
import { categoryOf, evaluate, parseHandOrThrow } from '@croupier/engine/stud';
import { formatNumber, studCategoryRu } from '@croupier/ru';
import { CardPicker, Hand } from '@croupier/ui';
import { isAbortError } from '@croupier/ui/compute';
import { adviceFigureId, evRu, optionRu } from './advisor';
import { adviceErrorRu, advisorClient } from './advisorClient';
import {
  initialAdvisor,
  phaseOf,
  requestOf,
  rowsOf,
  step,
  type AdvisorReply,
  type AdvisorRequest,
} from './advisorModel';
import LiveFig from '../method/LiveFig';
import { useKeepFocus } from '../common/keepFocus';
import './stud.css';

/**
 * The seam to the compute layer: runs each new request (cancelling the one before) and passes its answer
 * on; the model ignores answers to older requests.
 */
function useAdvice(request: AdvisorRequest | null, onReply: (reply: AdvisorReply) => void) {
  const listener = useRef(onReply);
  listener.current = onReply;
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const { id } = request;
    advisorClient.runTimed('advise', request.hand, { signal: controller.signal }).then(
      ({ result, ms }) => listener.current({ id, ms, options: result }),
      (e: unknown) => {
        if (!isAbortError(e)) listener.current({ id, ms: 0, options: [], error: adviceErrorRu(e) });
      },
    );
    return () => controller.abort();
  }, [request]);
}

/**
 * The advisor: deal or pick five cards and see the exact EV per ante of every option — fold, raise,
 * each one- and two-card exchange — computed by the engine in a Web Worker.
 */
export default function Advisor() {
  const [state, dispatch] = useReducer(step, parseHandOrThrow('Д♠ 9♥ 8♦ 7♣ 6♠'), initialAdvisor);
  // The state changes only by the model's step: one request object per request.
  const request = useMemo(() => requestOf(state), [state]);
  useAdvice(request, (reply) => dispatch({ type: 'reply', reply }));
  const setHand = (cards: readonly Card[]) => dispatch({ type: 'hand', hand: cards });
  const { hand } = state;
  const busy = state.kind === 'computing';

  // The fifth card removes the picker (and the focused card in it): the focus goes to the result.
  const keep = useKeepFocus('[data-testid="stud-advisor-result"]');
  const r = hand.length === 5 ? evaluate(hand) : null;
  const sorted = rowsOf(state);
  const handText = formatCards(hand);
  return (
    <div
      className="stud-panel not-content"
      data-testid="stud-advisor"
      data-state={phaseOf(state)}
      ref={keep.ref}
      onFocus={keep.onFocus}
      onBlur={keep.onBlur}
    >
      <div className="stud-row">
        <button
          type="button"
          className="stud-button stud-button--primary"
          onClick={() => setHand(shuffled(cryptoRng(), fullDeck()).slice(0, 5))}
          data-testid="stud-advisor-deal"
        >
          Раздать
        </button>
        <button type="button" className="stud-button" onClick={() => setHand([])} data-testid="stud-advisor-clear">
          Выбрать карты
        </button>
      </div>
      {r && r.ok ? (
        <Hand cards={hand} caption="Карты игрока" value={studCategoryRu(categoryOf(r.value))} tone="accent" />
      ) : (
        <p className="stud-muted">Выберите пять карт ({hand.length} из 5).</p>
      )}
      <div aria-live="polite" data-testid="stud-advisor-result" data-busy={busy} tabIndex={-1}>
        {busy ? <p className="stud-muted">Считаю точно: все замены и все руки дилера…</p> : null}
        {state.kind === 'error' ? <p className="stud-error">{state.message}</p> : null}
        {state.kind === 'done' ? (
          <>
            <table className="stud-table" tabIndex={0}>
              <thead>
                <tr>
                  <th scope="col">Решение</th>
                  <th scope="col">Ожидание на АНТЕ</th>
                  <th scope="col">Затем играть</th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((o, i) => (
                  <tr key={i} data-best={o.best} data-testid="stud-advisor-row">
                    <td>{optionRu(o)}</td>
                    <td data-testid="ev">
                      <LiveFig
                        id={adviceFigureId(handText, o, formatCards(o.discard), 'ev')}
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
                          id={adviceFigureId(handText, o, formatCards(o.discard), 'raiseChance')}
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
            <p className="stud-muted" data-testid="stud-advisor-time">
              Посчитано точно за {formatNumber(Math.round(state.reply.ms))} мс: карты дилера и замены равновероятны
              среди 47 невидимых карт.
            </p>
          </>
        ) : null}
      </div>
      {hand.length < 5 ? (
        <CardPicker selected={hand} onChange={setHand} max={5} label="Колода: выберите пять карт" />
      ) : null}
    </div>
  );
}
