import { useEffect, useRef, useState } from 'react';
import { CRAPS_SHIFT_RU, crapsShiftTaskRu, shiftScoreRu } from '@croupier/ru';
import { drills } from '../../drills/craps/index.ts';
import { drillNameRu } from '../../storage/progress.ts';
import type { ProgressHandle } from '../../useProgress.ts';
import { recordShift } from '../record.ts';
import { crapsShiftScore, owedNow, type CrapsShiftState } from './craps-shift.ts';
import { CrapsShiftControls } from './CrapsShiftControls.tsx';
import { CrapsShiftSummary } from './CrapsShiftSummary.tsx';
import { CrapsShiftTable } from './CrapsShiftTable.tsx';
import { crapsShiftRecords } from './record.ts';
import { useCrapsShift } from './useCrapsShift.ts';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: CrapsShiftState): string {
  const t = s.task;
  if (t.kind === 'puck') {
    const r = s.rolled!;
    return crapsShiftTaskRu({ kind: 'puck', total: r.dice[0] + r.dice[1], point: r.before });
  }
  if (t.kind === 'settle') {
    const o = owedNow(s)!;
    return crapsShiftTaskRu({ kind: 'settle', place: o.place, bet: o.bet, stake: o.stake });
  }
  return crapsShiftTaskRu({ kind: t.kind });
}

/** A drill key in words, as its drill names it. */
function spotLabel(drill: string, key: string): string {
  const d = drills.find((x) => x.id === drill);
  return `${drillNameRu(drill)}: ${d?.keyLabel ? d.keyLabel(key) : key}`;
}

/**
 * A craps shift in play: the roll and the score so far, the table, what is due (announced), the verdict
 * on the last action (announced), the controls; at the end the summary, the errors written to the drills'
 * schedule.
 *
 * @param props - The shift as started, the progress store, a new shift.
 */
export function CrapsShiftRun({
  initial,
  store,
  onAgain,
  pace = 1,
}: {
  readonly initial: CrapsShiftState;
  readonly pace?: number;
  readonly store: ProgressHandle;
  readonly onAgain: () => void;
}) {
  const { state, act } = useCrapsShift(initial, pace);
  const [scheduled, setScheduled] = useState<readonly string[]>([]);
  const saved = useRef(false);
  const done = state.task.kind === 'done';
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    const records = crapsShiftRecords(state.graded, Date.now(), state.seed);
    if (records.length > 0) store.update((p) => recordShift(p, records));
    setScheduled([...new Set(records.map((r) => spotLabel(r.drill, r.key)))]);
  }, [done, state, store]);
  const last = state.graded.at(-1);
  const score = crapsShiftScore(state);
  return (
    <div
      className="shift-run"
      data-testid="shift-run"
      data-task={state.task.kind}
      data-round={state.round}
      data-graded={state.graded.length}
    >
      <p className="shift-status" data-testid="shift-status">
        {CRAPS_SHIFT_RU.rollOf(state.round, state.rolls)}. {score.actions > 0 ? shiftScoreRu(score) : ''}
      </p>
      {done ? null : <CrapsShiftTable state={state} />}
      <p className="shift-task" aria-live="polite" data-testid="shift-task">
        {taskText(state)}
      </p>
      <p
        className={`shift-verdict${last && !last.correct ? ' shift-verdict--wrong' : ''}`}
        aria-live="assertive"
        data-testid="shift-verdict"
        data-correct={last ? String(last.correct) : undefined}
      >
        {last ? (last.correct ? CRAPS_SHIFT_RU.right : `${CRAPS_SHIFT_RU.wrong} ${last.rule ?? ''}`) : ''}
      </p>
      {done ? (
        <CrapsShiftSummary state={state} scheduled={scheduled} onAgain={onAgain} />
      ) : (
        <CrapsShiftControls state={state} act={act} />
      )}
    </div>
  );
}
