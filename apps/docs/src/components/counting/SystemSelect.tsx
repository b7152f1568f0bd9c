import { COUNTING_SYSTEM_IDS, type CountingSystemId } from '@croupier/engine/blackjack';
import { SYSTEM_NAME_RU } from './words';

/**
 * The «Система» picker of the counting widgets: every counting system the engine has, by its Russian name.
 *
 * @param props - The system shown, what a pick does, and a test id for the select.
 */
export function SystemSelect({
  value,
  onChange,
  testId,
}: {
  readonly value: CountingSystemId;
  readonly onChange: (id: CountingSystemId) => void;
  readonly testId?: string;
}) {
  return (
    <label>
      Система{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as CountingSystemId)} data-testid={testId}>
        {COUNTING_SYSTEM_IDS.map((id) => (
          <option key={id} value={id}>
            {SYSTEM_NAME_RU[id]}
          </option>
        ))}
      </select>
    </label>
  );
}
