/**
 * The stud rule-cost island's task, as a plain function the compute layer serves in the worker: the
 * engine's exact odds (`computeOdds`) for rules outside the shipped grid, with progress (the elapsed
 * time as its detail) and cancellation by the request's signal.
 *
 * @module
 */
import { computeOdds, type StudRules } from '@croupier/engine/stud';
import type { StudOddsFigure } from '@croupier/paytables/stud';
import type { StudDecisionRow } from '@croupier/paytables/stud-grid';
import { ComputeError, type TaskContext } from '@croupier/ui/compute/serve';

/** The exact figures of one rules set. */
export interface StudOddsResult {
  /** The rules' `studOddsKey`. */
  readonly key: string;
  readonly figure: StudOddsFigure;
  readonly byCategory?: readonly StudDecisionRow[];
}

/** The progress's detail: the time the computation has run. */
export interface StudProgressDetail {
  readonly elapsedMs: number;
}

async function odds(rules: StudRules, { progress, signal }: TaskContext): Promise<StudOddsResult> {
  const r = await computeOdds(rules, {
    signal,
    onProgress: (p) => progress(p.done, p.total, { elapsedMs: p.elapsedMs } satisfies StudProgressDetail),
  });
  if (!r.ok) throw new ComputeError(r.error.code, r.error.message, r.error);
  const { key, figure, byCategory } = r.value;
  return { key, figure, ...(byCategory ? { byCategory } : {}) };
}

/** The tasks. */
export const studTasks = { odds };
