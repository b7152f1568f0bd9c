/**
 * The steps of an index table as compute-layer tasks (`index-table.ts`): the job's context with the
 * chart, one true count's level (its arrays moved, not copied), and one part of the assembly with
 * progress per decision. The pool's workers (`index-table.worker.ts`) serve them.
 *
 * @module
 */
import type { BlackjackRules, CountingSystemId, LevelEvs } from '@croupier/engine/blackjack';
import { transfer, type TaskContext } from '@croupier/ui/compute/serve';
import {
  assembleIndexTableData,
  indexJob,
  indexLevel,
  type ComputedIndexTable,
  type IndexJob,
  type IndexJobOptions,
} from './index-table.ts';

/** The tasks of an index worker. */
export const indexTasks = {
  /** The context with the chart (about a second). */
  job: (input: {
    readonly rules: BlackjackRules;
    readonly systemId: CountingSystemId;
    readonly options?: IndexJobOptions;
  }): IndexJob => indexJob(input.rules, input.systemId, input.options),
  /** Every decision's EVs at one true count (one to two seconds). */
  level: (input: { readonly job: IndexJob; readonly trueCount: number }): LevelEvs => {
    const level = indexLevel(input.job, input.trueCount);
    return transfer(level, [level.evs.buffer, level.weights.buffer, level.arises.buffer]);
  },
  /** One part of the assembly (`assemblyParts`), with progress after each decision. */
  assemble: (
    input: {
      readonly job: IndexJob;
      readonly levels: readonly LevelEvs[];
      readonly decisions: readonly [number, number];
    },
    { progress }: TaskContext,
  ): ComputedIndexTable =>
    assembleIndexTableData(input.job, input.levels, (done, total) => progress(done, total), input.decisions),
};
