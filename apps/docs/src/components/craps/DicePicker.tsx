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

/** Pick each die's face, or roll both at random. */
export function DicePicker({ dice, onChange, id, randomLabel = 'Бросить кости', onRandom }: DicePickerProps) {
  return (
    <div className="crp-dice-picker">
      {[0, 1].map((which) => (
        <div
          key={which}
          className="crp-die-row"
          role="radiogroup"
          aria-label={which === 0 ? 'Первый кубик' : 'Второй кубик'}
        >
          {[1, 2, 3, 4, 5, 6].map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={dice[which] === f}
              className={dice[which] === f ? 'crp-die-btn is-on' : 'crp-die-btn'}
              data-testid={`${id}-die${which + 1}-${f}`}
              onClick={() => onChange(which === 0 ? [f, dice[1]] : [dice[0], f])}
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
