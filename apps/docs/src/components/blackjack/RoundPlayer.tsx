import { useState } from 'react';
import {
  advise,
  apply,
  handValue,
  legalActions,
  playerView,
  resolveRulesOrThrow,
  start,
  type BlackjackAction,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import { Hand } from '@croupier/ui';
import { ACTION_RU, pctRu, valueRu } from './logic';
import './blackjack.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });
const BOX = 'Игрок';
const BET = 10;
const BANK = 1000;

/** Props of {@link RoundPlayer}. */
export interface RoundPlayerProps {
  /** Seed of the table's shuffles (a new table, with the next seed, if the chips run out). */
  readonly seed?: number;
}

type Action = Exclude<BlackjackAction, { type: 'bet' | 'deal' | 'nextRound' }>;

function labelOf(a: Action): string {
  if (a.type === 'insurance') return a.amount ? `${ACTION_RU.insurance} (${a.amount})` : ACTION_RU.noInsurance;
  if (a.type === 'evenMoney') return a.take ? ACTION_RU.evenMoney : ACTION_RU.noEvenMoney;
  return ACTION_RU[a.type];
}

/**
 * A full round against the engine under the text's rules: deal, the legal actions as buttons, an
 * optional hint with every action's EV, the dealer's play and the settlement.
 */
export default function RoundPlayer({ seed = 2024 }: RoundPlayerProps) {
  const [n, setN] = useState(0);
  const [state, setState] = useState<BlackjackState | null>(null);
  const [hint, setHint] = useState(false);
  const [error, setError] = useState('');

  // One table from round to round (the shoe carries); a new table when the chips run out.
  const newRound = () => {
    let s: BlackjackState | null = state;
    if (s?.phase === 'settled') {
      const next = apply(s, { type: 'nextRound' });
      s = next.ok ? next.value.state : null;
    }
    if (!s || s.seats[0]!.balance < BET) {
      const opened = start(RULES, { seats: { [BOX]: BANK }, seed: seed + n });
      setN(n + 1);
      if (!opened.ok) return setError(opened.error.message);
      s = opened.value.state;
    }
    for (const a of [{ type: 'bet', box: BOX, amount: BET }, { type: 'deal' }] as const) {
      const r = apply(s, a);
      if (!r.ok) return setError(r.error.message);
      s = r.value.state;
    }
    setState(s);
    setError('');
  };
  const act = (a: Action) => {
    if (!state) return;
    const r = apply(state, a);
    if (r.ok) {
      setState(r.value.state);
      setError('');
    } else setError(r.error.message);
  };

  const shown = state ? playerView(state) : null;
  const view = shown && 'dealer' in shown ? shown : null; // a dealt round (the table is never shown betting)
  const legal = state ? (legalActions(state).filter((a) => a.type !== 'nextRound') as Action[]) : [];
  const advice = hint && state ? advise(state) : null;
  const box = view?.boxes[0];
  const dealerValue = view ? valueRu(view.dealer).text : '';
  return (
    <div className="bj-panel not-content" data-testid="bj-round">
      <div className="bj-row">
        <button
          type="button"
          className="bj-button bj-button--primary"
          onClick={newRound}
          data-testid="bj-round-deal"
          disabled={!!state && state.phase !== 'settled' && state.phase !== 'betting'}
        >
          Раздать (ставка 10)
        </button>
        <label className="bj-row">
          <input
            type="checkbox"
            checked={hint}
            onChange={(e) => setHint(e.target.checked)}
            data-testid="bj-round-hint"
          />
          Подсказка: ожидание каждого хода
        </label>
      </div>
      {view && box ? (
        <>
          <div className="bj-hands">
            <Hand
              cards={view.dealer}
              hidden={view.dealerHidden}
              caption="Крупье"
              value={<span data-testid="bj-round-dealer">{dealerValue}</span>}
            />
            {box.hands.map((h, i) => {
              const v = handValue(h);
              const active = state?.phase === 'playing' && state.turn.hand === i;
              return (
                <Hand
                  key={i}
                  cards={h.cards}
                  caption={`${box.hands.length > 1 ? `Рука ${i + 1}` : 'Игрок'}${h.doubled ? ', удвоено' : ''}${active ? ' ◀' : ''}`}
                  value={
                    <span data-testid={`bj-round-hand-${i}`}>
                      {v.blackjack
                        ? 'Блекджек'
                        : v.bust
                          ? `Перебор: ${v.total}`
                          : `${v.total}${v.soft ? ', мягкая' : ''}`}
                    </span>
                  }
                  tone={v.blackjack ? 'good' : v.bust ? 'bad' : 'accent'}
                />
              );
            })}
          </div>
          {state && state.phase !== 'settled' ? (
            <div className="bj-row" role="group" aria-label="Ходы" data-testid="bj-round-actions">
              {legal.map((a) => (
                <button key={JSON.stringify(a)} type="button" className="bj-button" onClick={() => act(a)}>
                  {labelOf(a)}
                </button>
              ))}
            </div>
          ) : (
            <p className="bj-result" data-testid="bj-round-result">
              {state?.phase === 'settled' &&
                state.ledger.entries
                  .map(
                    (e) =>
                      `${e.bet === 'insurance' ? 'Страховка' : e.bet === 'main' ? 'Ставка' : `Рука ${e.bet.slice(4)}`}: ${e.won - e.lost > 0 ? '+' : ''}${e.won - e.lost}`,
                  )
                  .join('; ')}
              {' — '}
              {state?.phase === 'settled'
                ? (() => {
                    const net = state.ledger.won - state.ledger.lost;
                    return <strong data-testid="bj-round-net">{net > 0 ? `+${net}` : String(net)}</strong>;
                  })()
                : null}
            </p>
          )}
          {advice ? (
            <ul className="bj-evs" data-testid="bj-round-advice">
              {advice.actions.map((a, i) => (
                <li key={a.action}>
                  {ACTION_RU[a.action]}: {pctRu(a.ev, 2)} от ставки
                  {i === 0 ? ' — лучший ход' : ` (ошибка стоит ${pctRu(advice.actions[0]!.ev - a.ev, 2)} ставки)`}
                </li>
              ))}
            </ul>
          ) : null}
          {error ? <p className="bj-bad">{error}</p> : null}
        </>
      ) : (
        <p className="bj-muted">Нажмите «Раздать»: две карты игроку, одна — крупье.</p>
      )}
    </div>
  );
}
