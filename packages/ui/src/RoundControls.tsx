import { useId, useState } from 'react';
import type { AnyGame } from '@croupier/engine';
import { ROUND_CONTROLS_RU as RU } from '@croupier/ru/ui/round';
import type { RoundHandle } from './useRound';

/** Props of {@link RoundControls}. */
export interface RoundControlsProps<G extends AnyGame> {
  /** The round from `useRound`. */
  readonly round: RoundHandle<G>;
  /** The seed field's name: «Номер тасовки», «Номер бросков». */
  readonly seedLabel: string;
  /** The fresh-seed button's label (default «Новая тасовка»). */
  readonly newLabel?: string;
  /** Show a button that takes back the last step (default true). */
  readonly undo?: boolean;
  /** Prefix of the test ids: `<id>-seed`, `<id>-seed-error`, `<id>-new`, `<id>-restart`, `<id>-undo`, `<id>-open…`. */
  readonly testId: string;
  /** Show «Открыть раздачу»: a saved history pasted or chosen as a file (default true). */
  readonly openable?: boolean;
}

/**
 * A round's seed, shown and settable, a fresh one from the cryptographic source, the same seed again from
 * the start, and an undo button:
 * the controls every interactive round of the site shares, so any round can be replayed.
 *
 * @param props - See {@link RoundControlsProps}.
 * @example
 * ```tsx
 * <RoundControls round={round} seedLabel="Номер тасовки" testId="bac-coup" />
 * ```
 */
export function RoundControls<G extends AnyGame>({
  round,
  seedLabel,
  newLabel = RU.newSeed,
  undo = true,
  testId,
  openable = true,
}: RoundControlsProps<G>) {
  const id = useId();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const openText = (t: string) => setOpened(round.open(t));
  const onFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void file.text().then(openText);
  };
  return (
    <div className="cr-round-controls">
      <label className="cr-round-controls__label" htmlFor={`${id}-seed`}>
        {seedLabel}
      </label>
      <input
        id={`${id}-seed`}
        className="cr-round-controls__seed"
        inputMode="numeric"
        spellCheck={false}
        autoComplete="off"
        value={round.seedText}
        onChange={(e) => round.setSeedText(e.target.value)}
        aria-invalid={round.seedError !== null}
        aria-describedby={round.seedError !== null ? `${id}-seed-error` : undefined}
        data-testid={`${testId}-seed`}
      />
      <button type="button" className="cr-round-controls__button" onClick={round.newSeed} data-testid={`${testId}-new`}>
        {newLabel}
      </button>
      <button
        type="button"
        className="cr-round-controls__button"
        onClick={() => round.restart()}
        disabled={!round.ready}
        data-testid={`${testId}-restart`}
      >
        {RU.restart}
      </button>
      {undo ? (
        <button
          type="button"
          className="cr-round-controls__button"
          onClick={() => round.undo()}
          disabled={round.undoable === 0}
          data-testid={`${testId}-undo`}
        >
          {RU.undo}
        </button>
      ) : null}
      {round.seedError !== null ? (
        <p
          className="cr-round-controls__error"
          role="alert"
          id={`${id}-seed-error`}
          data-testid={`${testId}-seed-error`}
        >
          {round.seedError}
        </p>
      ) : null}
      {openable ? (
        <details className="cr-round-controls__open" data-testid={`${testId}-open`}>
          <summary>{RU.open}</summary>
          <label htmlFor={`${id}-history`}>{RU.historyLabel}</label>
          <textarea
            id={`${id}-history`}
            className="cr-round-controls__history"
            rows={3}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={round.openError !== null}
            aria-describedby={round.openError !== null ? `${id}-open-error` : undefined}
            data-testid={`${testId}-open-text`}
          />
          <div className="cr-round-controls__open-actions">
            <button
              type="button"
              className="cr-round-controls__button"
              onClick={() => openText(text)}
              data-testid={`${testId}-open-submit`}
            >
              {RU.openSubmit}
            </button>
            <label className="cr-round-controls__button cr-round-controls__file">
              {RU.fromFile}
              <input
                type="file"
                accept="application/json,.json"
                onChange={onFile}
                data-testid={`${testId}-open-file`}
              />
            </label>
          </div>
          {round.openError !== null ? (
            <p
              className="cr-round-controls__error"
              role="alert"
              id={`${id}-open-error`}
              data-testid={`${testId}-open-error`}
            >
              {round.openError}
            </p>
          ) : opened ? (
            <p className="cr-round-controls__opened" role="status" data-testid={`${testId}-opened`}>
              {RU.openedSeed}
              {String(round.seed)}
              {RU.openedMoves}
              {round.undoable}.
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
