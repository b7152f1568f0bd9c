/**
 * Fixtures of the store's unit tests: the time they start at, a card being learned, and a craps table's
 * saved history.
 *
 * @module
 */
import { historyOf } from '@croupier/engine/replay';
import { crapsGame, resolveRulesOrThrow } from '@croupier/engine/craps';

/** The time the tests' stores start at. */
export const T0 = 1_780_000_000_000;

/**
 * A stored card one review into learning (FSRS state 1), due at `due`.
 *
 * @param due - When it is due (epoch ms).
 */
export const learningCard = (due: number) =>
  ({
    due,
    stability: 2.3,
    difficulty: 5.1,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 1,
    reps: 1,
    lapses: 0,
    state: 1,
  }) as const;

const rules = resolveRulesOrThrow({ preset: 'seed' });

/**
 * A saved craps table under the text's rules: one seat `me` of 1000 chips, dealt by the seed `id`,
 * `rolls` rolls played.
 *
 * @param id - The table's id (and seed).
 * @param savedAt - When it was saved (epoch ms).
 * @param rolls - The rolls played.
 */
export const crapsTable = (id: string, savedAt: number, rolls = 0) => ({
  id,
  savedAt,
  history: historyOf(
    crapsGame,
    rules,
    { seats: { me: 1000 } },
    id,
    Array.from({ length: rolls }, () => ({ type: 'roll' as const })),
  ),
});
