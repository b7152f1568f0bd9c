/**
 * The craps shift on the screen: the model's state, its clock fed from the browser's (a `tick` at most
 * every 100 ms, only while the players bet), the trainee's actions, and the keys (Space calls the roll;
 * 4 5 6 8 9 and 0 for 10 put the puck on a number, В turns it off; З takes a bet, О returns it; the chip
 * keys and Enter are the chip tray's).
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTypingTarget } from '../../keys.ts';
import { step, type CrapsShiftAction, type CrapsShiftState } from './craps-shift.ts';

/** The physical keys of the croupier's actions (the Russian letter on the key). */
export const CRAPS_SHIFT_KEYS = {
  roll: { code: 'Space', label: 'Пробел' },
  off: { code: 'KeyD', label: 'В' },
  take: { code: 'KeyP', label: 'З' },
  push: { code: 'KeyJ', label: 'О' },
} as const;

/** The puck's number keys: Digit4 … Digit9, Digit0 for 10. */
export const PUCK_KEYS: Readonly<Record<string, number>> = {
  Digit4: 4,
  Digit5: 5,
  Digit6: 6,
  Digit8: 8,
  Digit9: 9,
  Digit0: 10,
};

const TICK_MS = 100;

function keyAction(kind: CrapsShiftState['task']['kind'], code: string): CrapsShiftAction | null {
  if (kind === 'roll' && code === CRAPS_SHIFT_KEYS.roll.code) return { type: 'roll' };
  if (kind === 'puck' && code === CRAPS_SHIFT_KEYS.off.code) return { type: 'puck', point: null };
  if (kind === 'puck' && PUCK_KEYS[code] !== undefined) return { type: 'puck', point: PUCK_KEYS[code] };
  if (kind === 'settle' && code === CRAPS_SHIFT_KEYS.take.code) return { type: 'settle', move: 'take' };
  if (kind === 'settle' && code === CRAPS_SHIFT_KEYS.push.code) return { type: 'settle', move: 'push' };
  return null;
}

/**
 * The shift's state and what the screen does with it.
 *
 * @param initial - The shift as started.
 * @param pace - How much faster than the wall clock the players think (`?pace=` for scripted runs).
 */
export function useCrapsShift(
  initial: CrapsShiftState,
  pace = 1,
): { state: CrapsShiftState; act: (a: CrapsShiftAction) => void } {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  ref.current = state;
  const last = useRef(0);
  // The trainee's action comes after the time since the last tick: it is timed from when it fell due.
  const act = useCallback(
    (a: CrapsShiftAction) => {
      const now = performance.now();
      let s = ref.current;
      if (a.type !== 'tick') {
        const t = step(s, { type: 'tick', ms: Math.round((now - last.current) * pace) });
        if (t.ok) s = t.state;
      }
      last.current = now;
      const r = step(s, a);
      if (r.ok) {
        ref.current = r.state;
        setState(r.state);
      }
    },
    [pace],
  );

  const waiting = state.task.kind === 'bets';
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
      const pick = keyAction(ref.current.task.kind, e.code);
      if (pick === null) return;
      e.preventDefault();
      act(pick);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);

  return { state, act };
}
