import { useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { STUD_SHIFT_RU } from '@croupier/ru';
import { useTitle } from '../../screens/title.ts';
import type { ScreenProps } from '../../screens/types.ts';
import { startStudShift, type StudShiftState } from './stud-shift.ts';
import { StudShiftRun } from './StudShiftRun.tsx';
import '../shift.css';

const ROUNDS = [20, 60] as const;

/**
 * `/shift/stud`: the dealer's shift at a full stud table. The trainee picks the shift's length and starts
 * it (`?seed=` replays a shift, `?rounds=` sets its length, `?pace=` speeds the players up for scripts).
 *
 * @param props - See {@link ScreenProps}.
 */
export default function StudShiftRoute({ rules, store, params }: ScreenProps) {
  useTitle(STUD_SHIFT_RU.title);
  const [rounds, setRounds] = useState<number>(Math.min(60, Math.max(1, Number(params.get('rounds')) || 20)));
  const [shift, setShift] = useState<StudShiftState | null>(null);
  const begin = () => {
    const seed = params.get('seed') ?? String(randomSeed());
    setShift(startStudShift({ rules: rules.stud, rounds, seed }));
  };
  return (
    <div className="shift">
      <h1>{STUD_SHIFT_RU.title}</h1>
      {shift ? (
        <StudShiftRun
          key={`${shift.seed}-${shift.rounds}`}
          initial={shift}
          store={store}
          pace={Math.min(100, Math.max(1, Number(params.get('pace')) || 1))}
          onAgain={() => setShift(null)}
        />
      ) : (
        <section className="shift-setup" aria-labelledby="shift-setup-h">
          <h2 id="shift-setup-h" className="cr-sr-only">
            {STUD_SHIFT_RU.setup}
          </h2>
          <p>{STUD_SHIFT_RU.intro}</p>
          <p>{STUD_SHIFT_RU.order}</p>
          <fieldset className="shift-rounds">
            <legend>{STUD_SHIFT_RU.rounds}</legend>
            {ROUNDS.map((n) => (
              <label key={n}>
                <input type="radio" name="shift-rounds" checked={rounds === n} onChange={() => setRounds(n)} /> {n}
              </label>
            ))}
          </fieldset>
          <p className="shift-muted">{STUD_SHIFT_RU.keys}</p>
          <button type="button" className="btn btn--primary" data-testid="shift-start" onClick={begin}>
            {STUD_SHIFT_RU.start}
          </button>
        </section>
      )}
    </div>
  );
}
