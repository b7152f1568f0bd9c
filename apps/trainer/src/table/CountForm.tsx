/**
 * The count asked at a full table: the running count and the true count, Enter answers.
 *
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { TABLE_RU } from '@croupier/ru';

/**
 * The form.
 *
 * @param props - The prompt and what an answer does (the two fields' texts).
 */
export function CountForm({
  prompt,
  onAnswer,
}: {
  readonly prompt: string;
  readonly onAnswer: (running: string, trueCount: string) => void;
}) {
  const [running, setRunning] = useState('');
  const [trueCount, setTrueCount] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className="table-count-form"
      aria-labelledby="count-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        if (running.trim() !== '') onAnswer(running.trim(), trueCount.trim());
      }}
    >
      <h2 className="prompt" id="count-prompt">
        {prompt}
      </h2>
      <label className="play-field-label">
        {TABLE_RU.running}{' '}
        <input
          ref={first}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={running}
          onChange={(e) => setRunning(e.target.value)}
          data-testid="count-running"
        />
      </label>
      <label className="play-field-label">
        {TABLE_RU.trueCount}{' '}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={trueCount}
          onChange={(e) => setTrueCount(e.target.value)}
          data-testid="count-true"
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={running.trim() === ''} data-testid="count-submit">
        {TABLE_RU.answer} <kbd>Enter</kbd>
      </button>
    </form>
  );
}
