import { PRESET_LABELS, type PresetId } from './rules';

/** Props of {@link PresetSwitch}. */
export interface PresetSwitchProps {
  readonly value: PresetId;
  readonly onChange: (p: PresetId) => void;
  /** A name for the radio group (unique per island). */
  readonly name: string;
}

/** Two radio buttons: the text's rules or the casino's. */
export function PresetSwitch({ value, onChange, name }: PresetSwitchProps) {
  return (
    <fieldset className="crp-switch">
      <legend>Правила</legend>
      {(['seed', 'casino'] as const).map((p) => (
        <label key={p}>
          <input
            type="radio"
            name={name}
            value={p}
            checked={value === p}
            onChange={() => onChange(p)}
            data-testid={`${name}-${p}`}
          />{' '}
          {PRESET_LABELS[p]}
        </label>
      ))}
    </fieldset>
  );
}
