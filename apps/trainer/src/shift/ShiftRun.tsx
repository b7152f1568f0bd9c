import { useEffect, useRef, useState } from 'react';
import { SHIFT_RU, shiftScoreRu, shiftTaskRu } from '@croupier/ru';
import { blackjackValue } from '@croupier/engine/blackjack';
import { drillNameRu } from '../storage/progress.ts';
import type { ProgressHandle } from '../useProgress.ts';
import { owedNow, shiftScore, type ShiftState } from './blackjack-shift.ts';
import { recordShift, shiftRecords } from './record.ts';
import { ShiftControls } from './ShiftControls.tsx';
import { ShiftSummary } from './ShiftSummary.tsx';
import { ShiftTable } from './ShiftTable.tsx';
import { useShift } from './useShift.ts';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: ShiftState): string {
  const t = s.task;
  if (t.kind === 'bets' || t.kind === 'deal' || t.kind === 'done') return shiftTaskRu({ kind: t.kind });
  if (t.kind === 'player') return shiftTaskRu({ kind: 'player', box: t.box });
  if (t.kind === 'draw') {
    const v = blackjackValue(s.draws[t.index]!.cards);
    return shiftTaskRu({ kind: 'draw', total: v.total, soft: v.soft });
  }
  const o = owedNow(s)!;
  const v = blackjackValue(o.cards);
  return shiftTaskRu({ kind: 'settle', box: o.box, total: v.total, soft: v.soft, stake: o.stake, bust: v.bust });
}

/**
 * A shift in play: the round and the score so far, the table, what is due (announced), the verdict on the
 * last action (announced), the controls; at the end the summary, the errors written to the drills' schedule.
 *
 * @param props - The shift as started, the progress store, a new shift.
 */
export function ShiftRun({
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
  const { state, act } = useShift(initial, pace);
  const [scheduled, setScheduled] = useState<readonly string[]>([]);
  const saved = useRef(false);
  const done = state.task.kind === 'done';
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    const records = shiftRecords(state.graded, Date.now(), state.seed);
    if (records.length > 0) store.update((p) => recordShift(p, records));
    setScheduled([...new Set(records.map((r) => `${drillNameRu(r.drill)}: ${SHIFT_RU.spotKey(r.key)}`))]);
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
        {SHIFT_RU.roundOf(state.round, state.rounds)}. {score.actions > 0 ? shiftScoreRu(score) : ''}
      </p>
      {done ? null : <ShiftTable state={state} />}
      <p className="shift-task" aria-live="polite" data-testid="shift-task">
        {taskText(state)}
      </p>
      <p
        className={`shift-verdict${last && !last.correct ? ' shift-verdict--wrong' : ''}`}
        aria-live="assertive"
        data-testid="shift-verdict"
        data-correct={last ? String(last.correct) : undefined}
      >
        {last ? (last.correct ? SHIFT_RU.right : `${SHIFT_RU.wrong} ${last.rule ?? ''}`) : ''}
      </p>
      {done ? (
        <ShiftSummary state={state} scheduled={scheduled} onAgain={onAgain} />
      ) : (
        <ShiftControls state={state} act={act} />
      )}
    </div>
  );
}
