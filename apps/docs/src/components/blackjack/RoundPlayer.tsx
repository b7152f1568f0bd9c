import { useState } from 'react';
import {
  advise,
  blackjackGame,
  blackjackValue,
  handValue,
  resolveRulesOrThrow,
  type BlackjackRules,
} from '@croupier/engine/blackjack';
import { blackjackRuleErrorRu, formatBlackjackValue, formatPercent, formatSigned } from '@croupier/ru';
import { Hand, RoundControls, useRound } from '@croupier/ui';
import { actionButtons, adviceLabel, dealActions, FIRST_DEAL, settlementRu, tableSetup } from './roundPlayer';
import { useKeepFocus } from '../common/keepFocus';
import './blackjack.css';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link RoundPlayer}. */
export interface RoundPlayerProps {
  /** The table's rules (default: the text's). */
  readonly rules?: BlackjackRules;
  /** A fixed first seed (default: one from the cryptographic source, shown and settable). */
  readonly seed?: number;
}

/**
 * A table against the engine (`useRound` on `blackjackGame`): deal, the legal actions as buttons, an
 * optional hint with every action's EV, the dealer's play and the settlement; the shoe's seed shown.
 */
export default function RoundPlayer({ rules = SEED_RULES, seed }: RoundPlayerProps) {
  const round = useRound(blackjackGame, rules, {
    errorRu: blackjackRuleErrorRu,
    setup: tableSetup,
    seedLabel: 'Номер тасовки',
    ...(seed === undefined ? {} : { seed }),
  });
  const [hint, setHint] = useState(false);
  // After «Раздать» (disabled while the hand is played) or a move that removes its own button, the
  // focus goes to the first move, or back to «Раздать» once the round is settled.
  const keep = useKeepFocus('[data-testid="bj-round-actions"] button, [data-testid="bj-round-deal"]:not(:disabled)');
  const state = round.state;
  const view = round.view && 'dealer' in round.view ? round.view : null; // a dealt round
  const deal = () => {
    if (!state) return;
    const actions = dealActions(state);
    if (actions) round.apply(...actions);
    else {
      round.newSeed(); // the chips ran out: a new table, and its first deal
      round.apply(...FIRST_DEAL);
    }
  };
  const playing = state !== null && (state.phase === 'insurance' || state.phase === 'playing');
  const buttons = playing ? actionButtons(round.legal) : [];
  const advice = hint && state && playing ? advise(state) : null;
  const box = view?.boxes[0];
  const settled = state?.phase === 'settled' ? settlementRu(rules, round.events) : null;
  return (
    <div
      className="bj-panel not-content"
      data-testid="bj-round"
      ref={keep.ref}
      onFocus={keep.onFocus}
      onBlur={keep.onBlur}
    >
      <div className="bj-row">
        <button
          type="button"
          className="bj-button bj-button--primary"
          onClick={deal}
          data-testid="bj-round-deal"
          disabled={!round.ready || playing}
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
              value={<span data-testid="bj-round-dealer">{formatBlackjackValue(blackjackValue(view.dealer))}</span>}
            />
            {box.hands.map((h, i) => {
              const v = handValue(h);
              const active = state?.phase === 'playing' && state.turn.hand === i;
              return (
                <Hand
                  key={i}
                  cards={h.cards}
                  caption={`${box.hands.length > 1 ? `Рука ${i + 1}` : 'Игрок'}${h.doubled ? ', удвоено' : ''}${active ? ' ◀' : ''}`}
                  value={<span data-testid={`bj-round-hand-${i}`}>{formatBlackjackValue(v)}</span>}
                  tone={v.blackjack ? 'good' : v.bust ? 'bad' : 'accent'}
                />
              );
            })}
          </div>
          {playing ? (
            <div className="bj-row" role="group" aria-label="Ходы" data-testid="bj-round-actions">
              {buttons.map((b) => (
                <button
                  key={JSON.stringify(b.action)}
                  type="button"
                  className="bj-button"
                  onClick={() => round.apply(b.action)}
                >
                  {b.label}
                </button>
              ))}
            </div>
          ) : settled ? (
            <p className="bj-result" data-testid="bj-round-result" aria-live="polite">
              {settled.lines.join('; ')} — итог: <strong data-testid="bj-round-net">{formatSigned(settled.net)}</strong>
            </p>
          ) : null}
          {advice ? (
            <ul className="bj-evs" data-testid="bj-round-advice">
              {advice.actions.map((a, i) => (
                <li key={a.action}>
                  {adviceLabel(a.action)}: {formatPercent(a.ev, 2)} от ставки
                  {i === 0
                    ? ' — лучший ход'
                    : ` (ошибка стоит ${formatPercent(advice.actions[0]!.ev - a.ev, 2)} ставки)`}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="bj-muted">Нажмите «Раздать»: две карты игроку, одна — крупье.</p>
      )}
      {round.errorText ? (
        <p className="bj-bad" role="alert" data-testid="bj-round-error">
          {round.errorText}
        </p>
      ) : null}
      <RoundControls round={round} seedLabel="Номер тасовки" testId="bj-round" />
    </div>
  );
}
