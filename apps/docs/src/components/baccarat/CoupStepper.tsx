import { useId, useMemo, useState } from 'react';
import { baccaratGame, baccaratPoint, type BaccaratBet, type TableauId } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, baccaratRuleErrorRu, formatBaccaratPoint } from '@croupier/ru';
import { Hand, RoundControls, useRound } from '@croupier/ui';
import { betAction, coupSetup, nextAction, nextLabel, tableauRules, tellCoup } from './coupSteps';
import { TableauNote, TableauSelect } from './TableauNote';
import './baccarat.css';

/** Props of {@link CoupStepper}. */
export interface CoupStepperProps {
  /** A fixed first seed (default: one from the cryptographic source, shown and settable). */
  readonly seed?: number;
  /** The tableau shown first (default: the text's, `seed`; the casino's is a click away). */
  readonly tableau?: TableauId;
}

const BETS: readonly BaccaratBet[] = ['banker', 'player', 'tie'];

/**
 * A coup played step by step at an engine table (`useRound` on `baccaratGame`): the deal, naturals, the
 * player's third card, the banker's, the result and the bet's settlement — each step with the rule of
 * the tableau in play. The shoe's seed is shown and settable; «Новый кон» goes on with the same shoe.
 *
 * @param props - See {@link CoupStepperProps}.
 */
export default function CoupStepper({ seed, tableau: firstTableau = 'seed' }: CoupStepperProps) {
  const id = useId();
  const [tableau, setTableau] = useState<TableauId>(firstTableau);
  const [bet, setBet] = useState<BaccaratBet>('banker');
  const rules = useMemo(() => tableauRules(tableau), [tableau]);
  const round = useRound(baccaratGame, rules, {
    errorRu: baccaratRuleErrorRu,
    setup: coupSetup,
    opening: [betAction(bet)],
    seedLabel: 'Номер тасовки',
    ...(seed === undefined ? {} : { seed }),
  });
  const state = round.state;
  const lines = round.round ? tellCoup(rules, round.round.steps) : [];
  const next = state ? nextAction(state) : null;
  const dealt = state !== null && state.player.length > 0;
  const changeBet = (b: BaccaratBet) => {
    setBet(b);
    // The bet opens every coup: the same shoe again, with the new bet.
    round.restart(undefined, [betAction(b)]);
  };
  return (
    <div className="bac-panel not-content" data-testid="bac-coup" data-tableau={tableau}>
      <div className="bac-row">
        <label className="bac-label" htmlFor={`${id}-bet`}>
          Ставка 100 на
        </label>
        <select
          id={`${id}-bet`}
          className="bac-input"
          value={bet}
          onChange={(e) => changeBet(e.target.value as BaccaratBet)}
          data-testid="bac-coup-bet"
        >
          {BETS.map((b) => (
            <option key={b} value={b}>
              {BACCARAT_BET_NAMES[b]}
            </option>
          ))}
        </select>
        <TableauSelect id={`${id}-tableau`} value={tableau} onChange={setTableau} testId="bac-coup-tableau" />
      </div>
      <TableauNote tableau={tableau} />
      <div className="bac-hands">
        <Hand
          caption="Игрок (Пунто)"
          cards={state?.player ?? []}
          hidden={dealt ? 0 : 2}
          {...(dealt && state ? { value: formatBaccaratPoint(baccaratPoint(state.player)) } : {})}
        />
        <Hand
          caption="Крупье (Банко)"
          cards={state?.banker ?? []}
          hidden={dealt ? 0 : 2}
          {...(dealt && state ? { value: formatBaccaratPoint(baccaratPoint(state.banker)) } : {})}
        />
      </div>
      <ol className="bac-steps" aria-live="polite" data-testid="bac-coup-steps">
        {lines.map((l, i) => (
          <li key={i}>
            {l.text}
            {l.rule ? <span className="bac-muted"> {l.rule}</span> : null}
          </li>
        ))}
      </ol>
      {round.errorText ? (
        <p className="bac-error" role="alert" data-testid="bac-coup-error">
          {round.errorText}
        </p>
      ) : null}
      <div className="bac-row">
        <button
          type="button"
          className="bac-button bac-button--primary"
          disabled={next === null || round.seedError !== null}
          onClick={() => next && round.apply(next)}
          data-testid="bac-coup-next"
        >
          {state ? nextLabel(state) : 'Раздать'}
        </button>
        <button
          type="button"
          className="bac-button"
          onClick={() => round.apply({ type: 'nextCoup' }, betAction(bet))}
          disabled={state?.phase !== 'settled'}
          data-testid="bac-coup-new"
        >
          Новый кон из того же башмака
        </button>
        <button type="button" className="bac-button" onClick={() => round.setSeedText('25')} data-testid="bac-coup-25">
          Тасовка 25 из примера
        </button>
      </div>
      <RoundControls round={round} seedLabel="Номер тасовки" testId="bac-coup" />
    </div>
  );
}
