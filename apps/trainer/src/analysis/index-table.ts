/**
 * The computation of a counting index table for the trainee's rules, split as the engine splits it
 * (`indexContext`, then `evaluateLevel` per true count, then `assembleIndexTable`) so that the levels can
 * run on several Web Workers at once. The workers (`index-table.worker.ts`) and the Node tests call these
 * same functions; {@link computeIndexTableData} runs all of them in turn (no workers).
 *
 * The result has the shape of a shipped table (`BlackjackIndexTableData` without the preset and the
 * efficiencies), its curves rounded to 1e-5 of a bet as the shipped data is, so the drill reads both the
 * same way.
 *
 * @module
 */
import {
  assembleIndexTable,
  COUNTING_SYSTEMS,
  DECISIONS,
  evaluateLevel,
  indexContext,
  type BlackjackRules,
  type CountingSystem,
  type CountingSystemId,
  type IndexContext,
  type IndexOptions,
  type LevelEvs,
} from '@croupier/engine/blackjack';
import type { BlackjackIndexTableData } from '@croupier/paytables/blackjack-indices';

/** A computed index table: a shipped table's data without the preset and the efficiencies. */
export type ComputedIndexTable = Omit<BlackjackIndexTableData, 'preset' | 'efficiency'>;

/** What the levels and the assembly of one table need: the engine's context, plain data (sent to workers). */
export type IndexJob = IndexContext;

/** The options the trainer passes on to the engine (the true counts analysed; the defaults elsewhere). */
export type IndexJobOptions = Pick<IndexOptions, 'range' | 'step'>;

/**
 * The fixed part of the computation: the chart for the rules (the engine's exact analysis, about a
 * second), the depth and the true counts to analyse.
 *
 * @param rules - The resolved rules.
 * @param systemId - The counting system.
 * @param options - The true counts analysed (default the engine's: −12 to +12 by 2).
 */
export function indexJob(rules: BlackjackRules, systemId: CountingSystemId, options: IndexJobOptions = {}): IndexJob {
  return indexContext(rules, COUNTING_SYSTEMS[systemId] as CountingSystem, options);
}

/**
 * Every decision's EVs at one true count (the slow part: one or two seconds for any number of decks).
 *
 * @param job - From {@link indexJob}.
 * @param trueCount - One of `job.trueCounts`.
 */
export function indexLevel(job: IndexJob, trueCount: number): LevelEvs {
  return evaluateLevel(job, trueCount);
}

const r5 = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * Puts the levels together: the crossovers refined by exact evaluation, the deviations' gains, and the
 * curves (rounded to 1e-5 of a bet, as shipped).
 *
 * @param job - From {@link indexJob}.
 * @param levels - {@link indexLevel} at each of `job.trueCounts`, in that order.
 * @param onProgress - Called after each decision: (done, in all).
 * @param decisions - Only these decisions of the engine's `DECISIONS` (`[from, to)`), for a part of the
 *   assembly done by one worker ({@link mergeIndexTableParts} puts the parts together).
 */
export function assembleIndexTableData(
  job: IndexJob,
  levels: readonly LevelEvs[],
  onProgress?: (done: number, total: number) => void,
  decisions?: readonly [number, number],
): ComputedIndexTable {
  const t = assembleIndexTable(job, levels, {
    ...(onProgress ? { onProgress } : {}),
    ...(decisions ? { decisions } : {}),
  });
  return {
    rules: t.rules,
    system: {
      id: t.system.id,
      name: t.system.name,
      tags: t.system.tags,
      balanced: t.system.balanced,
      aceSideCount: t.system.aceSideCount,
      initialRunningCount: t.system.initialRunningCount,
      rounding: t.system.rounding,
      source: t.system.source,
    },
    cardsRemaining: t.cardsRemaining,
    penetration: t.penetration,
    continuation: t.continuation,
    trueCounts: t.trueCounts,
    entries: t.entries,
    insurance: t.insurance,
    curves: t.curves.map((c) => ({
      decision: c.decision,
      basic: c.basic,
      relative: Object.fromEntries(Object.entries(c.relative).map(([a, ys]) => [a, ys.map(r5)])),
    })),
  };
}

/**
 * The whole table in this thread: {@link indexJob}, every {@link indexLevel}, {@link assembleIndexTableData}.
 *
 * @param rules - The resolved rules.
 * @param systemId - The counting system.
 * @param options - The true counts analysed.
 */
export function computeIndexTableData(
  rules: BlackjackRules,
  systemId: CountingSystemId,
  options: IndexJobOptions = {},
): ComputedIndexTable {
  const job = indexJob(rules, systemId, options);
  return assembleIndexTableData(
    job,
    job.trueCounts.map((x) => indexLevel(job, x)),
  );
}

/**
 * The assembly split in parts for several workers: one range of the engine's `DECISIONS` per dealer
 * up-card (they are ordered by up-card), each about a tenth of the work.
 */
export function assemblyParts(): (readonly [number, number])[] {
  const per = DECISIONS.length / 10;
  return Array.from({ length: 10 }, (_, i) => [i * per, (i + 1) * per] as const);
}

/**
 * The whole table from the parts of {@link assemblyParts} in their order: the entries and curves end to
 * end (each part's are in the engine's order), the rest from the first part (every part has it).
 *
 * @param parts - The assembled parts, in the order of their ranges.
 */
export function mergeIndexTableParts(parts: readonly ComputedIndexTable[]): ComputedIndexTable {
  const first = parts[0];
  if (first === undefined) throw new RangeError('No parts to merge.');
  return {
    ...first,
    entries: parts.flatMap((p) => p.entries),
    curves: parts.flatMap((p) => p.curves),
  };
}
