/**
 * Small parts of the play screens: a row of answer buttons picked by click or by the keys 1–9 (the n-th
 * button), a field for a number of chips (Enter answers), the punter's stake field, and the line that
 * says what went wrong.
 *
 * @module
 */
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { useEffect, useRef, useState } from 'react';
import { isTypingTarget } from '../keys.ts';

/** One button. */
export interface PlayChoice {
  /** The answer id. */
  readonly id: string;
  /** The Russian label. */
  readonly label: string;
  /** Disabled. */
  readonly disabled?: boolean;
}

/**
 * Buttons for the choices; the keys 1–9 press the n-th one (not while typing in a field).
 *
 * @param props - The choices, what a pick does, the group's accessible name and a test id.
 */
export function Choices({
  choices,
  onPick,
  label,
  testId,
}: {
  readonly choices: readonly PlayChoice[];
  readonly onPick: (id: string) => void;
  readonly label: string;
  readonly testId: string;
}) {
  const pick = useRef(onPick);
  pick.current = onPick;
  const first = useRef<HTMLButtonElement>(null);
  const ids = choices.map((c) => `${c.id}:${c.disabled ? 0 : 1}`).join(',');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      const n = /^Digit([1-9])$/u.exec(e.code)?.[1] ?? (/^[1-9]$/u.test(e.key) ? e.key : undefined);
      if (n === undefined) return;
      const c = choices[Number(n) - 1];
      if (c === undefined || c.disabled) return;
      e.preventDefault();
      pick.current(c.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // ids stands for the choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) first.current?.focus();
  }, [ids]);
  return (
    <div className="choices" role="group" aria-label={label} data-testid={testId}>
      {choices.map((c, i) => (
        <button
          key={c.id}
          ref={i === 0 ? first : undefined}
          type="button"
          className="btn choice"
          disabled={c.disabled}
          onClick={() => onPick(c.id)}
          data-choice={c.id}
        >
          {i < 9 ? <kbd>{i + 1}</kbd> : <span />}
          <span className="choice-label">{c.label}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * A field for a whole number of chips; Enter answers.
 *
 * @param props - The field's label, the button's label, what an answer does, an initial value, a test id.
 */
export function ChipsField({
  label,
  button,
  onSubmit,
  initial = '',
  testId,
}: {
  readonly label: string;
  readonly button: string;
  readonly onSubmit: (text: string) => void;
  readonly initial?: string;
  readonly testId: string;
}) {
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="number-answer"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onSubmit(text.trim());
      }}
    >
      <label className="play-field-label">
        {label}{' '}
        <input
          ref={input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid={`${testId}-input`}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={text.trim() === ''} data-testid={`${testId}-submit`}>
        {button} <kbd>Enter</kbd>
      </button>
    </form>
  );
}

/**
 * The punter's stake, kept by the screen while the bets are placed (`play-stake`).
 *
 * @param props - The stake as typed and what a change does.
 */
export function StakeField({ value, onChange }: { readonly value: string; readonly onChange: (text: string) => void }) {
  return (
    <label className="play-field-label">
      {PLAY_RU.stake}{' '}
      <input
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="play-stake"
      />
    </label>
  );
}

/**
 * What went wrong (a bad stake, a step the table refused), as an alert; nothing when all is well.
 *
 * @param props - The text, empty or `null` when there is none.
 */
export function PlayError({ text }: { readonly text: string | null }) {
  return text ? (
    <p className="analysis-error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * Reads a typed whole number of chips (spaces inside allowed: «1 000»).
 *
 * @param text - What was typed.
 * @returns The number, or `undefined`.
 */
export function readChips(text: string): number | undefined {
  const t = text.replace(/[\s\u00a0\u202f]/gu, '');
  return /^\d{1,12}$/u.test(t) ? Number(t) : undefined;
}
