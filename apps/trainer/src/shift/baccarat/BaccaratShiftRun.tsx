import { useEffect, useRef, useState } from 'react';
import { baccaratPoint } from '@croupier/engine/baccarat';
import { BACCARAT_SHIFT_RU, baccaratShiftTaskRu, shiftScoreRu } from '@croupier/ru';
import { drillNameRu } from '../../storage/progress.ts';
import type { ProgressHandle } from '../../useProgress.ts';
import { recordShift, shiftRecords } from '../record.ts';
import { owedNow, shiftScore, type ShiftState } from './baccarat-shift.ts';
import { BaccaratShiftControls } from './BaccaratShiftControls.tsx';
import { BaccaratShiftSummary } from './BaccaratShiftSummary.tsx';
import { BaccaratShiftTable } from './BaccaratShiftTable.tsx';
import { useBaccaratShift } from './useBaccaratShift.ts';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: ShiftState): string {
  const t = s.task;
  if (t.kind === 'bets' || t.kind === 'deal' || t.kind === 'done') return baccaratShiftTaskRu({ kind: t.kind });
  if (t.kind === 'draw') {
    const player = baccaratPoint(s.table.player);
    return baccaratShiftTaskRu({ kind: 'draw', hand: t.hand, player, banker: baccaratPoint(s.table.banker) });
  }
  const o = owedNow(s)!;
  const winner = s.table.phase === 'settled' ? s.table.outcome.winner : 'tie';
  return baccaratShiftTaskRu({ kind: 'settle', seat: o.seat, bet: o.settled.bet, stake: o.settled.staked, winner });
}

/**
 * A baccarat shift in play: the coup and the score so far, the table, what is due (announced), the verdict
 * on the last action (announced), the controls; at the end the summary, the errors written to the drills'
 * schedule.
 *
 * @param props - The shift as started, the progress store, a new shift.
 */
export function BaccaratShiftRun({
  initial,
  store,
  onAgain,
  pace = 1,
}: {
  readonly initial: ShiftState;
  readonly pace?: number;
  readonly store: ProgressHandle;
  readonly onAgain: () => void;
}) {
  const { state, act } = useBaccaratShift(initial, pace);
  const [scheduled, setScheduled] = useState<readonly string[]>([]);
  const saved = useRef(false);
  const done = state.task.kind === 'done';
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    const records = shiftRecords(state.graded, Date.now(), state.seed);
    if (records.length > 0) store.update((p) => recordShift(p, records));
    setScheduled([...new Set(records.map((r) => `${drillNameRu(r.drill)}: ${BACCARAT_SHIFT_RU.spotKey(r.key)}`))]);
  }, [done, state, store]);
  const last = state.graded.at(-1);
  const score = shiftScore(state);
  return (
    <div
      className="shift-run"
      data-testid="shift-run"
      data-task={state.task.kind}
      data-round={state.round}
      data-graded={state.graded.length}
    >
      <p className="shift-status" data-testid="shift-status">
        {BACCARAT_SHIFT_RU.coupOf(state.round, state.coups)}. {score.actions > 0 ? shiftScoreRu(score) : ''}
      </p>
      {done ? null : <BaccaratShiftTable state={state} />}
      <p className="shift-task" aria-live="polite" data-testid="shift-task">
        {taskText(state)}
      </p>
      <p
        className={`shift-verdict${last && !last.correct ? ' shift-verdict--wrong' : ''}`}
        aria-live="assertive"
        data-testid="shift-verdict"
        data-correct={last ? String(last.correct) : undefined}
      >
        {last ? (last.correct ? BACCARAT_SHIFT_RU.right : `${BACCARAT_SHIFT_RU.wrong} ${last.rule ?? ''}`) : ''}
      </p>
      {done ? (
        <BaccaratShiftSummary state={state} scheduled={scheduled} onAgain={onAgain} />
      ) : (
        <BaccaratShiftControls state={state} act={act} />
      )}
    </div>
  );
}
