/**
 * The form fields the rule toggles of several islands share: a checkbox inside its label, and a
 * drop-down built from `[value, text]` pairs.
 *
 * @module
 */
import type { ReactNode } from 'react';

/**
 * A checkbox inside its label.
 *
 * @param props - `checked`; `disabled`; `onChange` gets the new state; `testId` of the input;
 *   `className` of the label; `children`: the label's text.
 */
export function Check({
  checked,
  disabled,
  onChange,
  testId,
  className,
  children,
}: {
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly testId: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/**
 * A drop-down: `options` are `[value, text]` pairs; `onChange` gets the chosen value's text.
 *
 * @param props - `value`; `options`; `onChange`; `testId`; `disabled`; `className`; `ariaLabel`, where
 *   no label element names it.
 */
export function Select({
  value,
  options,
  onChange,
  testId,
  disabled,
  className,
  ariaLabel,
}: {
  readonly value: string | number;
  readonly options: readonly (readonly [string | number, string])[];
  readonly onChange: (value: string) => void;
  readonly testId: string;
  readonly disabled?: boolean;
  readonly className?: string;
  readonly ariaLabel?: string;
}) {
  return (
    <select
      className={className}
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}

/**
 * A field for a whole number of chips, typed as text (the numeric keyboard on a phone).
 *
 * @param props - `value`: the text; `onChange` gets the new text; `testId`; `invalid`: marks the text
 *   as unreadable; `className`; `id`, for a label elsewhere.
 */
export function ChipsInput({
  value,
  onChange,
  testId,
  invalid,
  className,
  id,
}: {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly testId: string;
  readonly invalid?: boolean;
  readonly className?: string;
  readonly id?: string;
}) {
  return (
    <input
      id={id}
      className={className}
      inputMode="numeric"
      value={value}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
