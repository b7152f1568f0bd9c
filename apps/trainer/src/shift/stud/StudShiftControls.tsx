import { useRef } from 'react';
import { STUD_SHIFT_RU } from '@croupier/ru';
import { ChipAnswer } from '../../components/ChipAnswer.tsx';
import type { StudShiftAction, StudShiftState } from './stud-shift.ts';
import { STUD_SHIFT_KEYS } from './useStudShift.ts';

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
 * The croupier's controls for the action due: «Сдать»; «Игра есть» or «Нет игры»; «Забрать», «Оставить»
 * or a payout built in chips for the box being settled. Nothing while the players think.
 *
 * @param props - The shift and its action.
 */
export function StudShiftControls({
  state,
  act,
}: {
  readonly state: StudShiftState;
  readonly act: (a: StudShiftAction) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = state.task;
  const k = STUD_SHIFT_KEYS;
  if (t.kind === 'deal') {
    return (
      <div className="shift-controls">
        <Key
          label={STUD_SHIFT_RU.deal}
          keyLabel={k.deal.label}
          onClick={() => act({ type: 'deal' })}
          testId="shift-deal"
        />
      </div>
    );
  }
  if (t.kind === 'qualify') {
    return (
      <div className="shift-controls">
        <Key
          label={STUD_SHIFT_RU.game}
          keyLabel={k.game.label}
          onClick={() => act({ type: 'qualify', game: true })}
          testId="shift-game"
        />
        <Key
          label={STUD_SHIFT_RU.noGame}
          keyLabel={k.noGame.label}
          onClick={() => act({ type: 'qualify', game: false })}
          testId="shift-no-game"
        />
      </div>
    );
  }
  if (t.kind === 'settle') {
    return (
      <div className="shift-controls shift-controls--settle">
        <div className="shift-controls-row">
          <Key
            label={STUD_SHIFT_RU.take}
            keyLabel={k.take.label}
            onClick={() => act({ type: 'settle', move: 'take' })}
            testId="shift-take"
          />
          <Key
            label={STUD_SHIFT_RU.push}
            keyLabel={k.push.label}
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
