/**
 * The bet-ramp page's task, as a plain function the compute layer serves in the worker: the engine's
 * `precomputeSpread` for a preset and a penetration (Hi-Lo, one spot, the shipped index table of the
 * preset's rules, as `croupier spread blackjack` takes it), reporting after each analysed true count.
 *
 * @module
 */
import {
  COUNTING_SYSTEMS,
  precomputeSpread,
  resolveRulesOrThrow,
  type PlayableIndexTable,
  type SpreadModel,
} from '@croupier/engine/blackjack';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { ComputeError, type TaskContext } from '@croupier/ui/compute/serve';

/** What the model is computed for. */
export interface SpreadInput {
  /** The rules: the text's game or the casino's. */
  readonly preset: 'seed' | 'casino';
  /** Share of the shoe dealt before the shuffle. */
  readonly penetration: number;
}

/** The tasks of the bet-ramp worker. */
export const bettingTasks = {
  /** The model (plain data), or the engine's error thrown with its code and details. */
  model: (input: SpreadInput, { progress }: TaskContext): SpreadModel => {
    const rules = resolveRulesOrThrow({ preset: input.preset });
    const m = precomputeSpread(rules, COUNTING_SYSTEMS.hilo, {
      penetration: input.penetration,
      indices: BLACKJACK_INDEX_TABLES[input.preset].hilo as unknown as PlayableIndexTable,
      onProgress: (done, total) => progress(done, total),
    });
    if (!m.ok) throw new ComputeError(m.error.code, m.error.message, m.error);
    return m.value;
  },
};
