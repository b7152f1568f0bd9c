import { useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { BACCARAT_SHIFT_RU } from '@croupier/ru';
import { useTitle } from '../../screens/title.ts';
import type { ScreenProps } from '../../screens/types.ts';
import { startShift, type ShiftState } from './baccarat-shift.ts';
import { BaccaratShiftRun } from './BaccaratShiftRun.tsx';
import '../shift.css';
import './baccarat-shift.css';

const COUPS = [20, 60] as const;

/**
 * `/shift/baccarat`: the dealer's shift at a full baccarat table, under the trainee's baccarat rules. The
 * trainee picks the shift's length and starts it (`?seed=` replays a shift, `?coups=` sets its length).
 *
 * @param props - See {@link ScreenProps}.
 */
export default function BaccaratShiftRoute({ rules, store, params }: ScreenProps) {
  useTitle(BACCARAT_SHIFT_RU.title);
  const [coups, setCoups] = useState<number>(Math.min(60, Math.max(1, Number(params.get('coups')) || 20)));
  const [shift, setShift] = useState<ShiftState | null>(null);
  const begin = () => {
    const seed = params.get('seed') ?? String(randomSeed());
    setShift(startShift({ rules: rules.baccarat, coups, seed }));
  };
  return (
    <div className="shift">
      <h1>{BACCARAT_SHIFT_RU.title}</h1>
      {shift ? (
        <BaccaratShiftRun
          key={`${shift.seed}-${shift.coups}`}
          initial={shift}
          store={store}
          pace={Math.min(100, Math.max(1, Number(params.get('pace')) || 1))}
          onAgain={() => setShift(null)}
        />
      ) : (
        <section className="shift-setup" aria-labelledby="shift-setup-h">
          <h2 id="shift-setup-h" className="cr-sr-only">
            {BACCARAT_SHIFT_RU.setup}
          </h2>
          <p>{BACCARAT_SHIFT_RU.intro}</p>
          <p>{BACCARAT_SHIFT_RU.order}</p>
          <fieldset className="shift-rounds">
            <legend>{BACCARAT_SHIFT_RU.coups}</legend>
            {COUPS.map((n) => (
              <label key={n}>
                <input type="radio" name="shift-coups" checked={coups === n} onChange={() => setCoups(n)} /> {n}
              </label>
            ))}
          </fieldset>
          <p className="shift-muted">{BACCARAT_SHIFT_RU.keys}</p>
          <button type="button" className="btn btn--primary" data-testid="shift-start" onClick={begin}>
            {BACCARAT_SHIFT_RU.start}
          </button>
        </section>
      )}
    </div>
  );
}
