import type { KeyboardEvent } from 'react';
import { Die } from '@croupier/ui';
import { randomRoll } from './rules';

/** Props of {@link DicePicker}. */
export interface DicePickerProps {
  readonly dice: readonly [number, number];
  readonly onChange: (dice: [number, number]) => void;
  /** Test id prefix. */
  readonly id: string;
  /** The random button's label (default «Бросить кости»). */
  readonly randomLabel?: string;
  /** What the random button does (default: two dice from the cryptographic source, shown in the picker). */
  readonly onRandom?: () => void;
}

/** The face an arrow key moves to from `face` (wrapping 6 → 1), or null for another key. */
function faceAfter(face: number, key: string): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (face % 6) + 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return ((face + 4) % 6) + 1;
  if (key === 'Home') return 1;
  if (key === 'End') return 6;
  return null;
}

/**
 * Pick each die's face, or roll both at random. Each die is a radio group: one Tab stop (its face),
 * the arrows, Home and End choose another face, as radio buttons do.
 */
export function DicePicker({ dice, onChange, id, randomLabel = 'Бросить кости', onRandom }: DicePickerProps) {
  const set = (which: number, f: number) => onChange(which === 0 ? [f, dice[1]] : [dice[0], f]);
  const onKeyDown = (which: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const f = faceAfter(dice[which]!, event.key);
    if (f === null) return;
    event.preventDefault();
    set(which, f);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-face="${f}"]`)?.focus();
  };
  return (
    <div className="crp-dice-picker">
      {[0, 1].map((which) => (
        <div
          key={which}
          className="crp-die-row"
          role="radiogroup"
          aria-label={which === 0 ? 'Первый кубик' : 'Второй кубик'}
          onKeyDown={onKeyDown(which)}
        >
          {[1, 2, 3, 4, 5, 6].map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={dice[which] === f}
              tabIndex={dice[which] === f ? 0 : -1}
              data-face={f}
              className={dice[which] === f ? 'crp-die-btn is-on' : 'crp-die-btn'}
              data-testid={`${id}-die${which + 1}-${f}`}
              onClick={() => set(which, f)}
            >
              <Die face={f} size="sm" label={`${which === 0 ? 'первый' : 'второй'} кубик: ${f}`} />
            </button>
          ))}
        </div>
      ))}
      <button
        type="button"
        className="crp-btn"
        data-testid={`${id}-random`}
        onClick={() => {
          if (onRandom) onRandom();
          else {
            const [a, b] = randomRoll();
            onChange([a, b]);
          }
        }}
      >
        {randomLabel}
      </button>
    </div>
  );
}
