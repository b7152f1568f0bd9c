import { useState } from 'react';
import {
  advise,
  apply,
  deal,
  handValue,
  legalActions,
  playerView,
  resolveRulesOrThrow,
  type Action,
  type RoundState,
} from '@croupier/engine/blackjack';
import { createShoe } from '@croupier/engine';
import { seededRng } from '@croupier/engine/rng';
import { Hand } from '@croupier/ui';
import { ACTION_RU, pctRu, valueRu } from './logic';
import './blackjack.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link RoundPlayer}. */
export interface RoundPlayerProps {
  /** Seed of the first shuffle (each deal after it reshuffles with the next seed). */
  readonly seed?: number;
}

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
  const [state, setState] = useState<RoundState | null>(null);
  const [hint, setHint] = useState(false);
  const [error, setError] = useState('');

  const newRound = () => {
    const shoe = createShoe({ decks: RULES.decks }, seededRng(seed + n));
    setN(n + 1);
    if (!shoe.ok) return;
    const d = deal(RULES, shoe.value, [{ box: 'Игрок', amount: 10 }]);
    if (d.ok) setState(d.value.state);
  };
  const act = (a: Action) => {
    if (!state) return;
    const r = apply(state, a);
    if (r.ok) {
      setState(r.value.state);
      setError('');
    } else setError(r.error.message);
  };

  const view = state ? playerView(state) : null;
  const legal = state ? legalActions(state) : [];
  const advice = hint && state && state.phase !== 'settled' ? advise(state) : null;
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
          disabled={!!state && state.phase !== 'settled'}
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
              const active = state?.turn?.hand === i && state.phase === 'playing';
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
          {state?.phase !== 'settled' ? (
            <div className="bj-row" role="group" aria-label="Ходы" data-testid="bj-round-actions">
              {legal.map((a) => (
                <button key={JSON.stringify(a)} type="button" className="bj-button" onClick={() => act(a)}>
                  {labelOf(a)}
                </button>
              ))}
            </div>
          ) : (
            <p className="bj-result" data-testid="bj-round-result">
              {state
                .ledger!.entries.map(
                  (e) =>
                    `${e.bet === 'insurance' ? 'Страховка' : e.bet === 'main' ? 'Ставка' : `Рука ${e.bet.slice(4)}`}: ${e.won - e.lost > 0 ? '+' : ''}${e.won - e.lost}`,
                )
                .join('; ')}
              {' — '}
              {(() => {
                const net = state.ledger!.won - state.ledger!.lost;
                return <strong data-testid="bj-round-net">{net > 0 ? `+${net}` : String(net)}</strong>;
              })()}
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
