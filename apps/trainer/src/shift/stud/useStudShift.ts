/**
 * The stud shift on the screen: the model's state, its clock fed from the browser's (`tick` with the time
 * since the last one, every 100 ms while a seat player is thinking), the trainee's actions, and the keys
 * (Space deals; Е: the dealer has a game, Н: «нет игры»; З takes the stakes, О leaves them; the chip keys
 * and Enter are the chip tray's).
 *
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTypingTarget } from '../../keys.ts';
import { step, type StudShiftAction, type StudShiftState } from './stud-shift.ts';

/** The physical keys of the croupier's actions (the Russian letter on the key). */
export const STUD_SHIFT_KEYS = {
  deal: { code: 'Space', label: 'Пробел' },
  game: { code: 'KeyT', label: 'Е' },
  noGame: { code: 'KeyY', label: 'Н' },
  take: { code: 'KeyP', label: 'З' },
  push: { code: 'KeyJ', label: 'О' },
} as const;

const TICK_MS = 100;

/** The key's action for the task due, or null. */
function keyAction(kind: StudShiftState['task']['kind'], code: string): StudShiftAction | null {
  const k = STUD_SHIFT_KEYS;
  if (kind === 'deal' && code === k.deal.code) return { type: 'deal' };
  if (kind === 'qualify' && code === k.game.code) return { type: 'qualify', game: true };
  if (kind === 'qualify' && code === k.noGame.code) return { type: 'qualify', game: false };
  if (kind === 'settle' && code === k.take.code) return { type: 'settle', move: 'take' };
  if (kind === 'settle' && code === k.push.code) return { type: 'settle', move: 'push' };
  return null;
}

/**
 * The shift's state and what the screen does with it.
 *
 * @param initial - The shift as started.
 * @param pace - How much faster than the wall clock the players think (1; `?pace=` for scripted runs).
 */
export function useStudShift(
  initial: StudShiftState,
  pace = 1,
): { state: StudShiftState; act: (a: StudShiftAction) => void } {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  ref.current = state;
  const last = useRef(0);
  const act = useCallback(
    (a: StudShiftAction) => {
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
