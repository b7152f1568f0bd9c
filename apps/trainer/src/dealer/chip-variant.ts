/**
 * A payout drill answered in chips, made from a number-field payout drill of the same game: the same
 * items (dealt and settled by the engine), the same checker, its own id and progress, a chip tray instead
 * of the field, and only the keys that pay something.
 *
 * @module
 */
import type { Drill, DrillGame, DrillItem, DrillMeta } from '../drill.ts';

/** What the chip variant changes. */
export interface ChipVariant<G extends DrillGame> {
  /** Its own catalog entry: id (its progress is its own; the number drill keeps its progress and keys), title, description, rules. */
  readonly meta: DrillMeta<G>;
  /** Which of the base drill's keys are asked (those with a payout to build). */
  readonly keep: (key: string) => boolean;
  /** The question, reworded for building the payout. */
  readonly prompt: (item: DrillItem) => string;
}

/**
 * The chip variant of a payout drill.
 *
 * @param base - A drill whose answer is the number of chips won.
 * @param v - See {@link ChipVariant}.
 */
export function chipVariant<G extends DrillGame>(base: Drill<G>, v: ChipVariant<G>): Drill<G> {
  return {
    ...base,
    ...v.meta,
    keys: (rules) => base.keys(rules).filter(v.keep),
    item(key, rng, setting) {
      const item = base.item(key, rng, setting);
      return { ...item, prompt: v.prompt(item), answer: { kind: 'chips' } };
    },
    check: (item, answer) => base.check(item, answer),
  };
}
