/**
 * The shift on the screen: the model's state, its clock fed from the browser's (`tick` with the time
 * since the last frame, at most every 100 ms, and only while a seat player is thinking), the trainee's
 * actions, and the keys (Space deals; В takes a card, С stops; З takes a stake, О leaves it; the chip keys
 * and Enter are the chip tray's).
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTypingTarget } from '../keys.ts';
import { step, type ShiftAction, type ShiftState } from './blackjack-shift.ts';

/** The physical keys of the croupier's actions (the Russian letter on the key). */
export const SHIFT_KEYS = {
  deal: { code: 'Space', label: 'Пробел' },
  hit: { code: 'KeyD', label: 'В' },
  stand: { code: 'KeyC', label: 'С' },
  take: { code: 'KeyP', label: 'З' },
  push: { code: 'KeyJ', label: 'О' },
} as const;

const TICK_MS = 100;

/**
 * The shift's state and what the screen does with it.
 *
 * @param initial - The shift as started.
 * @param pace - How much faster than the wall clock the players think (1; `?pace=` for scripted runs).
 */
export function useShift(initial: ShiftState, pace = 1): { state: ShiftState; act: (a: ShiftAction) => void } {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  ref.current = state;

  const last = useRef(0);
  // The trainee's action comes after the time since the last tick: it is timed from when it fell due.
  const act = useCallback(
    (a: ShiftAction) => {
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

  const waiting = state.task.kind === 'bets' || state.task.kind === 'player';
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
      const pick: ShiftAction | null =
        kind === 'deal' && e.code === SHIFT_KEYS.deal.code
          ? { type: 'deal' }
          : kind === 'draw' && e.code === SHIFT_KEYS.hit.code
            ? { type: 'draw', hit: true }
            : kind === 'draw' && e.code === SHIFT_KEYS.stand.code
              ? { type: 'draw', hit: false }
              : kind === 'settle' && e.code === SHIFT_KEYS.take.code
                ? { type: 'settle', move: 'take' }
                : kind === 'settle' && e.code === SHIFT_KEYS.push.code
                  ? { type: 'settle', move: 'push' }
                  : null;
      if (pick === null) return;
      e.preventDefault();
      act(pick);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);

  return { state, act };
}
