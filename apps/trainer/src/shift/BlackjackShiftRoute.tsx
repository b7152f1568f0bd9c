import { useMemo, useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { SHIFT_RU } from '@croupier/ru';
import { useStrategy } from '../analysis/useStrategy.ts';
import { useTitle } from '../screens/title.ts';
import type { ScreenProps } from '../screens/types.ts';
import { startShift, type ShiftState } from './blackjack-shift.ts';
import { chartOfTable } from './record.ts';
import { ShiftRun } from './ShiftRun.tsx';
import './shift.css';

const ROUNDS = [20, 60] as const;

/**
 * `/shift/blackjack`: the dealer's shift at blackjack. The players' chart is computed in the strategy worker first; then
 * the trainee picks the shift's length and starts it (`?seed=` replays a shift).
 *
 * @param props - See {@link ScreenProps}.
 */
export default function BlackjackShiftRoute({ rules, store, params }: ScreenProps) {
  useTitle(SHIFT_RU.title);
  const strategy = useStrategy(rules.blackjack);
  const [rounds, setRounds] = useState<number>(Math.min(60, Math.max(1, Number(params.get('rounds')) || 20)));
  const [shift, setShift] = useState<ShiftState | null>(null);
  const chart = useMemo(() => (strategy.status === 'ready' ? chartOfTable(strategy.table) : null), [strategy]);
  const begin = () => {
    if (!chart) return;
    const seed = params.get('seed') ?? String(randomSeed());
    setShift(startShift({ rules: rules.blackjack, chart, rounds, seed }));
  };
  return (
    <div className="shift">
      <h1>{SHIFT_RU.title}</h1>
      {shift ? (
        <ShiftRun
          key={`${shift.seed}-${shift.rounds}`}
          initial={shift}
          store={store}
          pace={Math.min(100, Math.max(1, Number(params.get('pace')) || 1))}
          onAgain={() => setShift(null)}
        />
      ) : (
        <section className="shift-setup" aria-labelledby="shift-setup-h">
          <h2 id="shift-setup-h" className="cr-sr-only">
            {SHIFT_RU.setup}
          </h2>
          <p>{SHIFT_RU.intro}</p>
          <p>{SHIFT_RU.order}</p>
          <fieldset className="shift-rounds">
            <legend>{SHIFT_RU.rounds}</legend>
            {ROUNDS.map((n) => (
              <label key={n}>
                <input type="radio" name="shift-rounds" checked={rounds === n} onChange={() => setRounds(n)} /> {n}
              </label>
            ))}
          </fieldset>
          <p className="shift-muted">{SHIFT_RU.keys}</p>
          {chart ? (
            <button type="button" className="btn btn--primary" data-testid="shift-start" onClick={begin}>
              {SHIFT_RU.start}
            </button>
          ) : (
            <p role="status">{strategy.status === 'error' ? strategy.message : SHIFT_RU.waitChart}</p>
          )}
        </section>
      )}
    </div>
  );
}
