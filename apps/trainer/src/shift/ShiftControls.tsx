import { useRef } from 'react';
import { SHIFT_RU } from '@croupier/ru';
import { ChipAnswer } from '../components/ChipAnswer.tsx';
import type { ShiftAction, ShiftState } from './blackjack-shift.ts';
import { SHIFT_KEYS } from './useShift.ts';

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
 * The croupier's controls for the action due: «Сдать»; «Взять карту» or «Стоп» for the dealer's draw;
 * «Забрать», «Оставить», or a payout built in chips for the box being settled. Nothing while the players
 * think.
 *
 * @param props - The shift and its action.
 */
export function ShiftControls({ state, act }: { readonly state: ShiftState; readonly act: (a: ShiftAction) => void }) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = state.task;
  if (t.kind === 'deal') {
    return (
      <div className="shift-controls">
        <Key
          label={SHIFT_RU.deal}
          keyLabel={SHIFT_KEYS.deal.label}
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
          label={SHIFT_RU.hit}
          keyLabel={SHIFT_KEYS.hit.label}
          onClick={() => act({ type: 'draw', hit: true })}
          testId="shift-hit"
        />
        <Key
          label={SHIFT_RU.stand}
          keyLabel={SHIFT_KEYS.stand.label}
          onClick={() => act({ type: 'draw', hit: false })}
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
            label={SHIFT_RU.take}
            keyLabel={SHIFT_KEYS.take.label}
            onClick={() => act({ type: 'settle', move: 'take' })}
            testId="shift-take"
          />
          <Key
            label={SHIFT_RU.push}
            keyLabel={SHIFT_KEYS.push.label}
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
