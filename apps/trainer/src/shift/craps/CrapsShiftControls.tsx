import { useRef } from 'react';
import { CRAPS_SHIFT_RU } from '@croupier/ru';
import { ChipAnswer } from '../../components/ChipAnswer.tsx';
import type { CrapsShiftAction, CrapsShiftState } from './craps-shift.ts';
import { CRAPS_SHIFT_KEYS, PUCK_KEYS } from './useCrapsShift.ts';

/** A button with its key shown. */
function Key(p: { label: string; keyLabel: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="btn" onClick={p.onClick} data-testid={p.testId} aria-keyshortcuts={p.keyLabel}>
      {p.label} <kbd aria-hidden="true">{p.keyLabel}</kbd>
    </button>
  );
}

/**
 * The croupier's controls for the action due: «Бросок»; the puck (ВЫКЛ, or on a number); «Забрать»,
 * «Вернуть» or a payout built in chips for the bet being settled. Nothing while the players bet.
 *
 * @param props - The shift and its action.
 */
export function CrapsShiftControls({
  state,
  act,
}: {
  readonly state: CrapsShiftState;
  readonly act: (a: CrapsShiftAction) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = state.task;
  if (t.kind === 'roll') {
    return (
      <div className="shift-controls">
        <Key
          label={CRAPS_SHIFT_RU.roll}
          keyLabel={CRAPS_SHIFT_KEYS.roll.label}
          onClick={() => act({ type: 'roll' })}
          testId="shift-roll"
        />
      </div>
    );
  }
  if (t.kind === 'puck') {
    return (
      <div className="shift-controls" role="group" aria-label={CRAPS_SHIFT_RU.puck}>
        <Key
          label={CRAPS_SHIFT_RU.puckOff}
          keyLabel={CRAPS_SHIFT_KEYS.off.label}
          onClick={() => act({ type: 'puck', point: null })}
          testId="shift-puck-off"
        />
        {Object.entries(PUCK_KEYS).map(([code, n]) => (
          <Key
            key={code}
            label={CRAPS_SHIFT_RU.puckTo(n)}
            keyLabel={code.slice(5)}
            onClick={() => act({ type: 'puck', point: n })}
            testId={`shift-puck-${n}`}
          />
        ))}
      </div>
    );
  }
  if (t.kind === 'settle') {
    return (
      <div className="shift-controls shift-controls--settle">
        <div className="shift-controls-row">
          <Key
            label={CRAPS_SHIFT_RU.take}
            keyLabel={CRAPS_SHIFT_KEYS.take.label}
            onClick={() => act({ type: 'settle', move: 'take' })}
            testId="shift-take"
          />
          <Key
            label={CRAPS_SHIFT_RU.push}
            keyLabel={CRAPS_SHIFT_KEYS.push.label}
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
