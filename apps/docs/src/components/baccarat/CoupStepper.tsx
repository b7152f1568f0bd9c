import { useId, useState } from 'react';
import { baccaratPoint, type BaccaratBet, type TableauId } from '@croupier/engine/baccarat';
import { Hand } from '@croupier/ui';
import { nextLabel, seedFromText, startCoup, step, tryStartCoup, type CoupRun } from './coupSteps';
import { pointsRu } from './ru';
import './baccarat.css';

/** Props of {@link CoupStepper}. */
export interface CoupStepperProps {
  /** The first seed (default 25). */
  readonly seed?: number;
}

/**
 * A coup played step by step from a seeded shoe: deal, naturals, the player's third card, the banker's,
 * the result and the bet's settlement — each step with the rule that decided it.
 *
 * @param props - See {@link CoupStepperProps}.
 */
export default function CoupStepper({ seed: firstSeed = 25 }: CoupStepperProps) {
  const id = useId();
  const [seedText, setSeedText] = useState(String(firstSeed));
  const [tableau, setTableau] = useState<TableauId>('casino');
  const [bet, setBet] = useState<BaccaratBet>('banker');
  const [run, setRun] = useState<CoupRun>(() => startCoup(firstSeed, 'casino', 'banker', 100));
  const [seedError, setSeedError] = useState<string | null>(null);
  const restart = (text: string, t: TableauId, b: BaccaratBet) => {
    setSeedText(text);
    setTableau(t);
    setBet(b);
    const r = tryStartCoup(seedFromText(text), t, b, 100);
    if (r.ok) {
      setRun(r.run);
      setSeedError(null);
    } else {
      setSeedError(r.error);
    }
  };
  const { state, lines } = run;
  const done = state.phase === 'settled' || seedError !== null;
  const seed = seedFromText(seedText);
  const dealt = state.player.length > 0;
  return (
    <div className="bac-panel not-content" data-testid="bac-coup">
      <div className="bac-row">
        <label className="bac-label" htmlFor={`${id}-seed`}>
          Номер тасовки
        </label>
        <input
          id={`${id}-seed`}
          className="bac-input bac-input--short"
          inputMode="numeric"
          value={seedText}
          onChange={(e) => restart(e.target.value, tableau, bet)}
          aria-invalid={seedError !== null}
          aria-describedby={seedError !== null ? `${id}-seed-error` : undefined}
          data-testid="bac-coup-seed"
        />
        <label className="bac-label" htmlFor={`${id}-bet`}>
          Ставка 100 на
        </label>
        <select
          id={`${id}-bet`}
          className="bac-input"
          value={bet}
          onChange={(e) => restart(seedText, tableau, e.target.value as BaccaratBet)}
          data-testid="bac-coup-bet"
        >
          <option value="banker">Банко</option>
          <option value="player">Пунто</option>
          <option value="tie">Ничья</option>
        </select>
        <select
          id={`${id}-tableau`}
          aria-label="Правила"
          className="bac-input"
          value={tableau}
          onChange={(e) => restart(seedText, e.target.value as TableauId, bet)}
          data-testid="bac-coup-tableau"
        >
          <option value="casino">как в казино</option>
          <option value="seed">как в тексте</option>
        </select>
      </div>
      {seedError !== null ? (
        <p className="bac-error" role="alert" id={`${id}-seed-error`} data-testid="bac-coup-seed-error">
          {seedError}
        </p>
      ) : null}
      <div className="bac-hands">
        <Hand
          caption="Игрок (Пунто)"
          cards={state.player}
          hidden={dealt ? 0 : 2}
          {...(dealt ? { value: pointsRu(baccaratPoint(state.player)) } : {})}
        />
        <Hand
          caption="Крупье (Банко)"
          cards={state.banker}
          hidden={dealt ? 0 : 2}
          {...(dealt ? { value: pointsRu(baccaratPoint(state.banker)) } : {})}
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
      <div className="bac-row">
        <button
          type="button"
          className="bac-button bac-button--primary"
          disabled={done}
          onClick={() => setRun(step(run))}
          data-testid="bac-coup-next"
        >
          {nextLabel(state)}
        </button>
        <button
          type="button"
          className="bac-button"
          onClick={() => restart(String(seed + 1), tableau, bet)}
          disabled={seedError !== null}
          data-testid="bac-coup-new"
        >
          Новый кон
        </button>
      </div>
    </div>
  );
}
