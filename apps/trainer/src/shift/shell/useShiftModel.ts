/**
 * A dealer's shift on the screen, for every game: the model's state, its clock fed from the browser's (a
 * `tick` with the time since the last one, at most every 100 ms, and only while a seat player is thinking),
 * the trainee's actions, and the keys — each game's given as data ({@link ShiftKey}); the chip keys and
 * Enter are the chip tray's.
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SHIFT_KEY_RU } from '@croupier/ru';
import { isTypingTarget } from '../../keys.ts';
import type { ClockedState, StepResult, Tick } from '../core/protocol.ts';

/** A croupier's action on a key and a button: in which task, on which physical key, doing what. */
export interface ShiftKey<Kind extends string, A> {
  /** The task kind it acts in. */
  readonly task: Kind;
  /** The physical key (`KeyboardEvent.code`) and the letter shown on the button. */
  readonly code: string;
  readonly label: string;
  /** The button's words and test id. */
  readonly text: string;
  readonly testId: string;
  /** The action it does. */
  readonly action: A;
}

/**
 * A key of {@link ShiftKey} with its letter: the Russian letter on the key, or the digit of a digit key.
 *
 * @param task - The task kind it acts in.
 * @param code - The physical key.
 * @param text - The button's words.
 * @param testId - The button's test id.
 * @param action - The action.
 */
export function shiftKey<Kind extends string, A>(
  task: Kind,
  code: string,
  text: string,
  testId: string,
  action: A,
): ShiftKey<Kind, A> {
  return { task, code, label: SHIFT_KEY_RU[code] ?? code.replace(/^Digit/u, ''), text, testId, action };
}

/**
 * The keys every shift's settling has: З takes the stakes, О leaves (or returns) them.
 *
 * @param words - The game's words for the two buttons.
 */
export function settleKeys(words: { readonly take: string; readonly push: string }) {
  return [
    shiftKey('settle', 'KeyP', words.take, 'shift-take', { type: 'settle', move: 'take' } as const),
    shiftKey('settle', 'KeyJ', words.push, 'shift-push', { type: 'settle', move: 'push' } as const),
  ];
}

/** The deal on the space bar. */
export function dealKey(words: { readonly deal: string }) {
  return shiftKey('deal', 'Space', words.deal, 'shift-deal', { type: 'deal' } as const);
}

/** A payment of `chips` (the chip tray's answer). */
export const payChips = (chips: number) => ({ type: 'settle', move: 'pay', chips }) as const;

/** A game's shift model as the screen drives it. */
export interface ShiftModel<S extends ClockedState, A extends { readonly type: string }> {
  /** The model's step (a tick or the trainee's action). */
  readonly step: (s: S, a: A | Tick) => StepResult<S, unknown>;
  /** The task kinds during which seat players think (the clock runs). */
  readonly waiting: readonly S['task']['kind'][];
  /** The croupier's keys. */
  readonly keys: readonly ShiftKey<S['task']['kind'], A>[];
}

const TICK_MS = 100;

/**
 * The shift's state and what the screen does with it.
 *
 * @param model - See {@link ShiftModel} (a module's constant: it is not expected to change).
 * @param initial - The shift as started.
 * @param pace - How much faster than the wall clock the players think (1; `?pace=` for scripted runs).
 */
export function useShiftModel<S extends ClockedState, A extends { readonly type: string }>(
  model: ShiftModel<S, A>,
  initial: S,
  pace = 1,
): { state: S; act: (a: A) => void } {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  ref.current = state;
  const last = useRef(0);
  // The trainee's action comes after the time since the last tick: it is timed from when it fell due.
  const act = useCallback(
    (a: A | Tick) => {
      const now = performance.now();
      let s = ref.current;
      if (a.type !== 'tick') {
        const t = model.step(s, { type: 'tick', ms: Math.round((now - last.current) * pace) });
        if (t.ok) s = t.state;
      }
      last.current = now;
      const r = model.step(s, a);
      if (r.ok) {
        ref.current = r.state;
        setState(r.state);
      }
    },
    [model, pace],
  );

  const waiting = model.waiting.includes(state.task.kind);
  useEffect(() => {
    if (last.current === 0) last.current = performance.now();
    if (!waiting) return;
    const id = window.setInterval(
      () => act({ type: 'tick', ms: Math.round((performance.now() - last.current) * pace) }),
      TICK_MS,
    );
    return () => window.clearInterval(id);
  }, [waiting, act, pace]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const kind = ref.current.task.kind;
      const key = model.keys.find((k) => k.task === kind && k.code === e.code);
      if (key === undefined) return;
      e.preventDefault();
      act(key.action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, model]);

  return { state, act };
}
