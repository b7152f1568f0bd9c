import { useEffect, useRef, useState } from 'react';
import { Dice, Hand } from '@croupier/ui';
import { SPOT_KEYS_RU } from '@croupier/ru/trainer/keys';
import { SPOT_RU as RU } from '@croupier/ru/trainer/spot';
import type { SpotStep } from '../drill.ts';
import { PASS, stopAnswer } from '../dealer/spot.ts';
import { isPassKey, isStopKey } from '../keys.ts';

/** Props of {@link SpotAnswer}. */
export interface SpotAnswerProps {
  /** The round's steps, as the dealer did them. */
  readonly steps: readonly SpotStep[];
  /** Whether the answer is given (the round is shown whole, the buttons locked). */
  readonly disabled: boolean;
  /** Gives the answer: `'pass'` or `'stop:<step>'`. */
  readonly onAnswer: (answer: string) => void;
  /** The button focused while asking. */
  readonly focusRef: React.RefObject<HTMLButtonElement | null>;
}

/**
 * A dealt round shown one step at a time (Space or → shows the next), announced as it goes: the trainee
 * stops it with «Ошибка!» (О) at the step where the dealer went wrong, or lets it pass with «Всё верно»
 * (В, or Enter after the last step).
 *
 * @param props - See {@link SpotAnswerProps}.
 */
export function SpotAnswer({ steps, disabled, onAnswer, focusRef }: SpotAnswerProps) {
  const [shown, setShown] = useState(1);
  const count = disabled ? steps.length : Math.min(shown, steps.length);
  const last = count >= steps.length;
  const current = steps[count - 1];
  // The table as it stands: the latest step that shows hands, and the latest that shows dice.
  const hands = [...steps.slice(0, count)].reverse().find((s) => s.hands)?.hands;
  const dice = [...steps.slice(0, count)].reverse().find((s) => s.dice)?.dice;

  const state = useRef({ count, last, disabled });
  useEffect(() => {
    state.current = { count, last, disabled };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      if (s.disabled || e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA' || target?.tagName === 'SELECT') return;
      const onButton = target?.tagName === 'BUTTON';
      if (isStopKey(e.key, e.code)) {
        e.preventDefault();
        onAnswerRef.current(stopAnswer(s.count - 1));
      } else if (isPassKey(e.key, e.code) || (e.key === 'Enter' && s.last && !onButton)) {
        e.preventDefault();
        onAnswerRef.current(PASS);
      } else if (((e.key === ' ' && !onButton) || e.key === 'ArrowRight') && !s.last) {
        e.preventDefault();
        setShown((n) => n + 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });

  return (
    <div className="spot" data-testid="spot" data-shown={count} data-steps={steps.length}>
      {hands && hands.length > 0 ? (
        <div className="felt">
          {hands.map((h, i) => (
            <Hand key={`${h.label}-${i}`} caption={h.label} cards={h.cards} hidden={h.hidden ?? 0} size="lg" />
          ))}
        </div>
      ) : null}
      {dice ? (
        <div className="felt">
          <Dice roll={[dice[0], dice[1]]} size="lg" showTotal={false} />
        </div>
      ) : null}
      <ol className="spot-steps" aria-label={RU.steps}>
        {steps.slice(0, count).map((s, i) => (
          <li
            key={i}
            className={i === count - 1 && !disabled ? 'spot-step spot-step--current' : 'spot-step'}
            data-step={i}
          >
            {s.text}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="spot-live">
        {disabled ? '' : RU.step(count, steps.length, current?.text ?? '')}
      </p>
      <div className="spot-actions" role="group" aria-label={RU.answer}>
        <button
          type="button"
          className="btn btn--danger"
          data-testid="spot-stop"
          disabled={disabled}
          onClick={() => onAnswer(stopAnswer(count - 1))}
        >
          {RU.stop}
          <kbd className="kbd-letter">{SPOT_KEYS_RU.stop}</kbd>
        </button>
        <button
          ref={focusRef}
          type="button"
          className={last ? 'btn btn--primary' : 'btn'}
          data-testid={last ? 'spot-pass' : 'spot-next'}
          disabled={disabled}
          onClick={() => (last ? onAnswer(PASS) : setShown((n) => n + 1))}
        >
          {last ? (
            <>
              {RU.pass}
              <kbd className="kbd-letter">{SPOT_KEYS_RU.pass}</kbd>
            </>
          ) : (
            <>
              {RU.next}
              <kbd>{RU.space}</kbd>
            </>
          )}
        </button>
      </div>
      <p className="chip-hint">{RU.hint}</p>
    </div>
  );
}
