import { DICE_RU } from '@croupier/ru/ui/dice';
import { diePips } from './dice';

/** Props of {@link Die}. */
export interface DieProps {
  /** The face shown, 1–6. */
  readonly face: number;
  /** Size, default `md`. */
  readonly size?: 'sm' | 'md' | 'lg';
  /** The accessible name, default «кубик: N». */
  readonly label?: string;
}

/**
 * One six-sided die with its pips laid out as on a real die.
 *
 * @param props - See {@link DieProps}.
 * @example
 * ```tsx
 * <Die face={5} />
 * ```
 */
export function Die({ face, size = 'md', label }: DieProps) {
  return (
    <span className={`cr-die cr-die--${size}`} role="img" aria-label={label ?? DICE_RU.die(face)} data-face={face}>
      {diePips(face).map((p) => (
        <span
          key={`${p.row}-${p.col}`}
          className="cr-die__pip"
          aria-hidden="true"
          style={{ gridRow: p.row, gridColumn: p.col }}
        />
      ))}
    </span>
  );
}

/** Props of {@link Dice}. */
export interface DiceProps {
  /** The two faces rolled, each 1–6. */
  readonly roll: readonly [number, number];
  /** Show the total after the dice («= 8»), default `true`. */
  readonly showTotal?: boolean;
  /** Size, default `md`. */
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * A roll of two dice, with its total.
 *
 * @param props - See {@link DiceProps}.
 * @example
 * ```tsx
 * <Dice roll={[3, 4]} />  // ⚂ ⚃ = 7
 * ```
 */
export function Dice({ roll, showTotal = true, size = 'md' }: DiceProps) {
  const total = roll[0] + roll[1];
  return (
    <span className="cr-dice" role="group" aria-label={DICE_RU.roll(roll[0], roll[1], total)}>
      <Die face={roll[0]} size={size} />
      <Die face={roll[1]} size={size} />
      {showTotal ? (
        <span className="cr-dice__total" aria-hidden="true">
          = {total}
        </span>
      ) : null}
    </span>
  );
}
