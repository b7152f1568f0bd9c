/**
 * The choice of a full table: how many boxes (1–7) and, for the play mode, the trainee's seat with what
 * it means (the first base acts first, the third base last).
 *
 * @module
 */
import { formatNumber, seatRoleRu, TABLE_RU } from '@croupier/ru';
import { MAX_BOXES } from './seats.ts';

/** Radio buttons for a number from 1 to `max`. */
export function NumberRadios({
  legend,
  name,
  max,
  value,
  onChange,
  label = (n) => formatNumber(n),
}: {
  readonly legend: string;
  readonly name: string;
  readonly max: number;
  readonly value: number;
  readonly onChange: (n: number) => void;
  readonly label?: (n: number) => string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="choices">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label key={n} className="btn choice">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              data-testid={`${name}-${n}`}
            />{' '}
            {label(n)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Boxes and seat.
 *
 * @param props - The values, their setters, whether the seat is asked.
 */
export function TableSetup({
  boxes,
  seat,
  onBoxes,
  onSeat,
  withSeat,
}: {
  readonly boxes: number;
  readonly seat: number;
  readonly onBoxes: (n: number) => void;
  readonly onSeat: (n: number) => void;
  readonly withSeat: boolean;
}) {
  return (
    <>
      <NumberRadios legend={TABLE_RU.boxes} name="boxes" max={MAX_BOXES} value={boxes} onChange={onBoxes} />
      {withSeat ? (
        <>
          <NumberRadios legend={TABLE_RU.seat} name="seat" max={boxes} value={seat} onChange={onSeat} />
          <p className="context" data-testid="seat-role" aria-live="polite">
            {TABLE_RU.seatName(seat)}: {seatRoleRu(seat, boxes)}.
          </p>
        </>
      ) : null}
    </>
  );
}
