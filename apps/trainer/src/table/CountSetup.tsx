/**
 * The counting drill's choices at a full table: boxes, the pace («скорость стола»: cards per second, or
 * the table's own) and when the count is asked.
 *
 * @module
 */
import { TABLE_RU } from '@croupier/ru';
import { PACES, type CountConfig, type CountPace } from './count-table.ts';
import { NumberRadios } from './TableSetup.tsx';

/** What the trainee chooses. */
export type CountChoice = Pick<CountConfig, 'boxes' | 'pace' | 'ask'>;

const paceId = (p: CountPace) => (p.kind === 'table' ? 'table' : String(p.cps));

/** A group of radio buttons. */
function Radios({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((o) => (
          <label key={o.id} className="btn choice">
            <input
              type="radio"
              name={name}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              data-testid={`${name}-${o.id}`}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The choices and the start.
 *
 * @param props - The choice, its setter, the start.
 */
export function CountSetup({
  choice,
  onChange,
  onStart,
}: {
  readonly choice: CountChoice;
  readonly onChange: (c: CountChoice) => void;
  readonly onStart: () => void;
}) {
  return (
    <form
      className="table-setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <NumberRadios
        legend={TABLE_RU.boxes}
        name="boxes"
        max={7}
        value={choice.boxes}
        onChange={(boxes) => onChange({ ...choice, boxes })}
      />
      <Radios
        legend={TABLE_RU.speed}
        name="pace"
        options={[
          ...PACES.map((cps) => ({ id: String(cps), label: TABLE_RU.speedCps(cps) })),
          { id: 'table', label: TABLE_RU.speedTable },
        ]}
        value={paceId(choice.pace)}
        onChange={(id) =>
          onChange({ ...choice, pace: id === 'table' ? { kind: 'table' } : { kind: 'cps', cps: Number(id) } })
        }
      />
      <Radios
        legend={TABLE_RU.ask}
        name="ask"
        options={[
          { id: 'round', label: TABLE_RU.askRound },
          { id: 'shoe', label: TABLE_RU.askShoe },
        ]}
        value={choice.ask}
        onChange={(id) => onChange({ ...choice, ask: id === 'shoe' ? 'shoe' : 'round' })}
      />
      <button type="submit" className="btn btn--primary" data-testid="count-start">
        {TABLE_RU.startCount}
      </button>
    </form>
  );
}
