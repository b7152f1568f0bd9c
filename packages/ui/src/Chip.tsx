import type { CSSProperties } from 'react';
import { CHIP_RU } from '@croupier/ru/ui/chip';
import { chipLabel, chipStyle } from './chip';

/** Props of {@link Chip}. */
export interface ChipProps {
  /** The chip's value in whole chips. */
  readonly value: number;
  /** Size, default `md`. */
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * A casino chip in its denomination's colour, with the value printed on it.
 *
 * @param props - See {@link ChipProps}.
 * @example
 * ```tsx
 * <Chip value={25} />   // a green 25
 * ```
 */
export function Chip({ value, size = 'md' }: ChipProps) {
  const s = chipStyle(value);
  const style = { '--cr-chip-fill': s.fill, '--cr-chip-edge': s.edge, '--cr-chip-ink': s.ink } as CSSProperties;
  return (
    <span className={`cr-chip cr-chip--${size}`} style={style} role="img" aria-label={CHIP_RU.label(value)}>
      <span className="cr-chip__value" aria-hidden="true">
        {chipLabel(value)}
      </span>
    </span>
  );
}
