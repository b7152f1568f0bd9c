import { useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { CRAPS_SHIFT_RU } from '@croupier/ru';
import { useTitle } from '../../screens/title.ts';
import type { ScreenProps } from '../../screens/types.ts';
import { startCrapsShift, type CrapsShiftState } from './craps-shift.ts';
import { CrapsShiftRun } from './CrapsShiftRun.tsx';
import '../shift.css';
import './craps-shift.css';

const ROLLS = [30, 100] as const;

/**
 * `/shift/craps`: the dealer's shift at a full craps table. The trainee picks the shift's length and
 * starts it (`?seed=` replays a shift, `?rolls=` sets its length, `?pace=` speeds the players up).
 *
 * @param props - See {@link ScreenProps}.
 */
export default function CrapsShiftRoute({ rules, store, params }: ScreenProps) {
  useTitle(CRAPS_SHIFT_RU.title);
  const [rolls, setRolls] = useState<number>(Math.min(100, Math.max(1, Number(params.get('rolls')) || 30)));
  const [shift, setShift] = useState<CrapsShiftState | null>(null);
  const begin = () => {
    const seed = params.get('seed') ?? String(randomSeed());
    setShift(startCrapsShift({ rules: rules.craps, rolls, seed }));
  };
  return (
    <div className="shift">
      <h1>{CRAPS_SHIFT_RU.title}</h1>
      {shift ? (
        <CrapsShiftRun
          key={`${shift.seed}-${shift.rolls}`}
          initial={shift}
          store={store}
          pace={Math.min(100, Math.max(1, Number(params.get('pace')) || 1))}
          onAgain={() => setShift(null)}
        />
      ) : (
        <section className="shift-setup" aria-labelledby="shift-setup-h">
          <h2 id="shift-setup-h" className="cr-sr-only">
            {CRAPS_SHIFT_RU.setup}
          </h2>
          <p>{CRAPS_SHIFT_RU.intro}</p>
          <p>{CRAPS_SHIFT_RU.order}</p>
          <fieldset className="shift-rounds">
            <legend>{CRAPS_SHIFT_RU.rolls}</legend>
            {(ROLLS as readonly number[]).includes(rolls) ? null : (
              <label>
                <input type="radio" name="shift-rolls" checked onChange={() => setRolls(rolls)} /> {rolls}
              </label>
            )}
            {ROLLS.map((n) => (
              <label key={n}>
                <input type="radio" name="shift-rolls" checked={rolls === n} onChange={() => setRolls(n)} /> {n}
              </label>
            ))}
          </fieldset>
          <p className="shift-muted">{CRAPS_SHIFT_RU.keys}</p>
          <button type="button" className="btn btn--primary" data-testid="shift-start" onClick={begin}>
            {CRAPS_SHIFT_RU.start}
          </button>
        </section>
      )}
    </div>
  );
}
