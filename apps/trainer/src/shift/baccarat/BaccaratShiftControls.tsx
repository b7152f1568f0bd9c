import { useRef } from 'react';
import { BACCARAT_SHIFT_RU } from '@croupier/ru';
import { ChipAnswer } from '../../components/ChipAnswer.tsx';
import type { ShiftAction, ShiftState } from './baccarat-shift.ts';
import { BACCARAT_SHIFT_KEYS as KEYS } from './useBaccaratShift.ts';

/** A button with its key shown. */
function Key({
  label,
  keyLabel,
  onClick,
  testId,
}: {
  label: string;
  keyLabel: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="btn" onClick={onClick} data-testid={testId} aria-keyshortcuts={keyLabel}>
      {label} <kbd aria-hidden="true">{keyLabel}</kbd>
    </button>
  );
}

/**
 * The croupier's controls for the action due: «Сдать»; «Берёт карту» or «Стоит» for a hand's third card;
 * «Забрать», «Оставить», or a payout built in chips for the bet being settled. Nothing while the players bet.
 *
 * @param props - The shift and its action.
 */
export function BaccaratShiftControls({
  state,
  act,
}: {
  readonly state: ShiftState;
  readonly act: (a: ShiftAction) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = state.task;
  if (t.kind === 'deal') {
    return (
      <div className="shift-controls">
        <Key
          label={BACCARAT_SHIFT_RU.deal}
          keyLabel={KEYS.deal.label}
          onClick={() => act({ type: 'deal' })}
          testId="shift-deal"
        />
      </div>
    );
  }
  if (t.kind === 'draw') {
    return (
      <div className="shift-controls">
        <Key
          label={BACCARAT_SHIFT_RU.draw}
          keyLabel={KEYS.draw.label}
          onClick={() => act({ type: 'draw', draw: true })}
          testId="shift-hit"
        />
        <Key
          label={BACCARAT_SHIFT_RU.stand}
          keyLabel={KEYS.stand.label}
          onClick={() => act({ type: 'draw', draw: false })}
          testId="shift-stand"
        />
      </div>
    );
  }
  if (t.kind === 'settle') {
    return (
      <div className="shift-controls shift-controls--settle">
        <div className="shift-controls-row">
          <Key
            label={BACCARAT_SHIFT_RU.take}
            keyLabel={KEYS.take.label}
            onClick={() => act({ type: 'settle', move: 'take' })}
            testId="shift-take"
          />
          <Key
            label={BACCARAT_SHIFT_RU.push}
            keyLabel={KEYS.push.label}
            onClick={() => act({ type: 'settle', move: 'push' })}
            testId="shift-push"
          />
        </div>
        <ChipAnswer
          key={`${state.round}-${t.index}`}
          disabled={false}
          inputRef={input}
          onSubmit={(chips) => act({ type: 'settle', move: 'pay', chips })}
        />
      </div>
    );
  }
  return null;
}
