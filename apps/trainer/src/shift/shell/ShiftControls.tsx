import { useRef } from 'react';
import { ChipAnswer } from '../../components/ChipAnswer.tsx';
import type { ShiftKey } from './useShiftModel.ts';

/** A button with its key shown. */
function Key({ k, act }: { readonly k: ShiftKey<string, unknown>; readonly act: () => void }) {
  return (
    <button type="button" className="btn" onClick={act} data-testid={k.testId} aria-keyshortcuts={k.label}>
      {k.text} <kbd aria-hidden="true">{k.label}</kbd>
    </button>
  );
}

/** Props of {@link ShiftControls}. */
export interface ShiftControlsProps<A> {
  /** The round and the task due (a settlement's `index`). */
  readonly state: { readonly round: number; readonly task: { readonly kind: string } };
  readonly act: (a: A) => void;
  /** The game's keys (see {@link ShiftKey}). */
  readonly keys: readonly ShiftKey<string, A>[];
  /** A payment of `chips`, the game's settling action. */
  readonly pay: (chips: number) => A;
  /** The name of a task's group of buttons, where the group is named (the craps puck). */
  readonly groups?: Readonly<Record<string, string>> | undefined;
}

/**
 * The croupier's controls for the action due: the game's buttons of the task (each with its key); for a bet
 * being settled, «Забрать» and «Оставить» and a payout built in chips. Nothing while the players think.
 *
 * @param props - See {@link ShiftControlsProps}.
 */
export function ShiftControls<A>({ state, act, keys, pay, groups }: ShiftControlsProps<A>) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = state.task as { readonly kind: string; readonly index?: number };
  const buttons = keys
    .filter((k) => k.task === t.kind)
    .map((k) => <Key key={k.code} k={k} act={() => act(k.action)} />);
  if (t.kind === 'settle') {
    return (
      <div className="shift-controls shift-controls--settle">
        <div className="shift-controls-row">{buttons}</div>
        <ChipAnswer
          key={`${state.round}-${t.index}`}
          disabled={false}
          inputRef={input}
          onSubmit={(chips) => act(pay(chips))}
        />
      </div>
    );
  }
  if (buttons.length === 0) return null;
  const group = groups?.[t.kind];
  return (
    <div className="shift-controls" {...(group === undefined ? {} : { role: 'group', 'aria-label': group })}>
      {buttons}
    </div>
  );
}
