import { useEffect, useRef, useState } from 'react';
import { STUD_SHIFT_RU, shiftScoreRu, studShiftTaskRu, studSpotKeyRu, studStakesRu } from '@croupier/ru';
import { drillNameRu } from '../../storage/progress.ts';
import type { ProgressHandle } from '../../useProgress.ts';
import { recordShift } from '../record.ts';
import { studShiftRecords } from './record.ts';
import { owedNow, studShiftScore, type StudShiftState } from './stud-shift.ts';
import { StudShiftControls } from './StudShiftControls.tsx';
import { StudShiftSummary } from './StudShiftSummary.tsx';
import { StudShiftTable } from './StudShiftTable.tsx';
import { useStudShift } from './useStudShift.ts';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: StudShiftState): string {
  const t = s.task;
  if (t.kind === 'player') return studShiftTaskRu({ kind: 'player', box: t.box + 1 });
  if (t.kind !== 'settle') return studShiftTaskRu({ kind: t.kind });
  const o = owedNow(s)!;
  return studShiftTaskRu({
    kind: 'settle',
    box: o.box + 1,
    stakes: studStakesRu(o.ante, o.bet, o.settlement.outcome === 'folded'),
  });
}

/**
 * A stud shift in play: the round and the score so far, the table, what is due (announced), the verdict on
 * the last action (announced), the controls; at the end the summary, the errors written to the schedule.
 *
 * @param props - The shift as started, the progress store, a new shift.
 */
export function StudShiftRun({
  initial,
  store,
  onAgain,
  pace = 1,
}: {
  readonly initial: StudShiftState;
  readonly pace?: number;
  readonly store: ProgressHandle;
  readonly onAgain: () => void;
}) {
  const { state, act } = useStudShift(initial, pace);
  const [scheduled, setScheduled] = useState<readonly string[]>([]);
  const saved = useRef(false);
  const done = state.task.kind === 'done';
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    const records = studShiftRecords(state.graded, Date.now(), state.seed);
    if (records.length > 0) store.update((p) => recordShift(p, records));
    setScheduled([...new Set(records.map((r) => `${drillNameRu(r.drill)}: ${studSpotKeyRu(r.key)}`))]);
  }, [done, state, store]);
  const last = state.graded.at(-1);
  const score = studShiftScore(state);
  return (
    <div
      className="shift-run"
      data-testid="shift-run"
      data-task={state.task.kind}
      data-round={state.round}
      data-graded={state.graded.length}
    >
      <p className="shift-status" data-testid="shift-status">
        {STUD_SHIFT_RU.roundOf(state.round, state.rounds)}. {score.actions > 0 ? shiftScoreRu(score) : ''}
      </p>
      {done ? null : <StudShiftTable state={state} />}
      <p className="shift-task" aria-live="polite" data-testid="shift-task">
        {taskText(state)}
      </p>
      <p
        className={`shift-verdict${last && !last.correct ? ' shift-verdict--wrong' : ''}`}
        aria-live="assertive"
        data-testid="shift-verdict"
        data-correct={last ? String(last.correct) : undefined}
      >
        {last ? (last.correct ? STUD_SHIFT_RU.right : `${STUD_SHIFT_RU.wrong} ${last.rule ?? ''}`) : ''}
      </p>
      {done ? (
        <StudShiftSummary state={state} scheduled={scheduled} onAgain={onAgain} />
      ) : (
        <StudShiftControls state={state} act={act} />
      )}
    </div>
  );
}
