/**
 * The messages between the stud rule-cost page and its worker.
 *
 * @module
 */
import type { StudRules } from '@croupier/engine/stud';
import type { StudOddsFigure } from '@croupier/paytables/stud';
import type { StudDecisionRow } from '@croupier/paytables/stud-grid';

/** Compute these rules in order (the first is the one whose progress is shown), or stop. */
export type StudRequest =
  { readonly type: 'compute'; readonly id: number; readonly rules: readonly StudRules[] } | { readonly type: 'cancel' };

/** Progress, one answer, the end of a batch, a stop, or why it failed. */
export type StudReply =
  | {
      readonly type: 'progress';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly elapsedMs: number;
    }
  | {
      readonly type: 'result';
      readonly id: number;
      readonly key: string;
      readonly figure: StudOddsFigure;
      readonly byCategory?: readonly StudDecisionRow[];
      readonly ms: number;
    }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
