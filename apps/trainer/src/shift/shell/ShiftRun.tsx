import { useEffect, useRef, useState } from 'react';
import { shiftScoreRu } from '@croupier/ru';
import type { ProgressHandle } from '../../useProgress.ts';
import type { GradedBase } from '../core/grading.ts';
import { saveShift } from '../record.ts';
import type { ShellState, ShiftGame } from './game.ts';
import { ShiftControls } from './ShiftControls.tsx';
import { ShiftSummary } from './ShiftSummary.tsx';
import { useShiftModel } from './useShiftModel.ts';

/** Props of {@link ShiftRun}. */
export interface ShiftRunProps<
  S extends ShellState<G>,
  A extends { readonly type: string },
  G extends GradedBase<string>,
> {
  readonly game: ShiftGame<S, A, G>;
  /** The shift as started. */
  readonly initial: S;
  readonly pace?: number;
  readonly store: ProgressHandle;
  /** A new shift. */
  readonly onAgain: () => void;
}

/**
 * A shift in play: the round and the score so far, the game's table, what is due (announced), the verdict
 * on the last action (announced), the controls; at the end the summary, the errors written to the drills'
 * schedule.
 *
 * @param props - See {@link ShiftRunProps}.
 */
export function ShiftRun<S extends ShellState<G>, A extends { readonly type: string }, G extends GradedBase<string>>({
  game,
  initial,
  store,
  onAgain,
  pace = 1,
}: ShiftRunProps<S, A, G>) {
  const { state, act } = useShiftModel(game.model, initial, pace);
  const [scheduled, setScheduled] = useState<readonly string[]>([]);
  const saved = useRef(false);
  const done = state.task.kind === 'done';
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    setScheduled(saveShift(store, state, game.spotLabel));
  }, [done, state, store, game]);
  const last = state.graded.at(-1);
  const score = game.score(state);
  const { words, Table } = game;
  return (
    <div
      className="shift-run"
      data-testid="shift-run"
      data-task={state.task.kind}
      data-round={state.round}
      data-graded={state.graded.length}
    >
      <p className="shift-status" data-testid="shift-status">
        {game.status(state)}. {score.actions > 0 ? shiftScoreRu(score) : ''}
      </p>
      {done ? null : <Table state={state} />}
      <p className="shift-task" aria-live="polite" data-testid="shift-task">
        {game.task(state)}
      </p>
      <p
        className={`shift-verdict${last && !last.correct ? ' shift-verdict--wrong' : ''}`}
        aria-live="assertive"
        data-testid="shift-verdict"
        data-correct={last ? String(last.correct) : undefined}
      >
        {last ? (last.correct ? words.right : `${words.wrong} ${last.rule ?? ''}`) : ''}
      </p>
      {done ? (
        <ShiftSummary
          score={score}
          errors={game.errors(state)}
          errorHead={game.errorHead}
          words={words}
          scheduled={scheduled}
          onAgain={onAgain}
        />
      ) : (
        <ShiftControls state={state} act={act} keys={game.model.keys} pay={game.pay} groups={game.groups} />
      )}
    </div>
  );
}
