/**
 * The bet-ramp model as a compute-layer task: the engine's `precomputeSpread` for the rules (Hi-Lo, the
 * shipped index table where the rules have one, the chart's analysis inside; one to two seconds),
 * reporting after each analysed true count. The worker (`spread.worker.ts`) serves it; without workers
 * the client runs it in-process.
 *
 * @module
 */
import {
  COUNTING_SYSTEMS,
  precomputeSpread,
  type BlackjackRules,
  type PlayableIndexTable,
  type SpreadModel,
} from '@croupier/engine/blackjack';
import { ComputeError, type TaskContext } from '@croupier/ui/compute/serve';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { sameJson } from '../rules/choice.ts';

/** The penetration the drills' model is made for: the engine's cut card, three quarters of the shoe. */
export const SPREAD_PENETRATION = 0.75;

/** The shipped Hi-Lo index table of these rules, if any (the model plays its deviations). */
function shippedTable(rules: BlackjackRules): PlayableIndexTable | null {
  for (const preset of ['seed', 'casino'] as const) {
    const t = BLACKJACK_INDEX_TABLES[preset].hilo;
    if (sameJson(t.rules, rules)) return t as unknown as PlayableIndexTable;
  }
  return null;
}

/** The tasks of the spread worker. */
export const spreadTasks = {
  /** The model (plain data), or the engine's error thrown with its code. */
  spread: (rules: BlackjackRules, { progress }: TaskContext): SpreadModel => {
    const m = precomputeSpread(rules, COUNTING_SYSTEMS.hilo, {
      penetration: SPREAD_PENETRATION,
      indices: shippedTable(rules),
      onProgress: (done, total) => progress(done, total),
    });
    if (!m.ok) throw new ComputeError(m.error.code, m.error.message, m.error);
    return m.value;
  },
};
