/**
 * What the stud rule-cost model asks and is told: a batch of rules to compute in order (the first is
 * the one whose progress is shown), and its progress, each answer, its end, or why it failed.
 *
 * @module
 */
import type { StudRules } from '@croupier/engine/stud';
import type { StudOddsResult } from './stud.tasks';

/** Compute these rules in order. */
export interface StudRequest {
  readonly id: number;
  readonly rules: readonly StudRules[];
}

/** Progress, one answer, the end of a batch, or why it failed. */
export type StudReply =
  | {
      readonly type: 'progress';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly elapsedMs: number;
    }
  | (StudOddsResult & { readonly type: 'result'; readonly id: number; readonly ms: number })
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
