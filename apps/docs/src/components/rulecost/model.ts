/**
 * What the four «Что меняют правила» islands share as logic: the phase a widget shows on its root, the
 * choice of rules stepped by the reader's actions, and a comparison row (the text's value, the chosen
 * one, the change).
 *
 * @module
 */

/**
 * The machine-readable state of a rule-cost island (its root's `data-state`): nothing asked yet, an
 * analysis running, everything shown, or a failure (also input that cannot be read).
 */
export type CostPhase = 'idle' | 'computing' | 'done' | 'error';

/** What the reader does to a choice of rules: change some of them, or set them all to a preset's. */
export type ChoiceAction<C> =
  { readonly type: 'set'; readonly patch: Partial<C> } | { readonly type: 'preset'; readonly choice: C };

/**
 * The next choice of rules.
 *
 * @param c - The choice.
 * @param a - The action.
 */
export function stepChoice<C extends object>(c: C, a: ChoiceAction<C>): C {
  return a.type === 'preset' ? a.choice : { ...c, ...a.patch };
}

/** The reducer of an island whose whole state is a choice of rules, and the two presets it starts from. */
export interface ChoiceModel<C> {
  /** The first state: the text's rules. */
  readonly INITIAL: C;
  /** The presets the buttons set. */
  readonly PRESETS: { readonly seed: C; readonly casino: C };
  /** The next state ({@link stepChoice}). */
  readonly step: (c: C, a: ChoiceAction<C>) => C;
}

/**
 * The model of an island whose whole state is a choice of rules, starting from the text's.
 *
 * @param seed - The text's rules.
 * @param casino - The casino's rules.
 */
export function choiceModel<C extends object>(seed: C, casino: C): ChoiceModel<C> {
  return { INITIAL: seed, PRESETS: { seed, casino }, step: stepChoice };
}

/** Below this a change of a house edge is rounding, not a change. */
export const NO_CHANGE = 5e-15;

/** One row of a comparison: the base's value, the chosen one's, the change and whether it shows. */
export interface Compared<F> {
  readonly base: F;
  readonly current: F;
  readonly change: number;
  readonly changed: boolean;
}

/**
 * Compares two figures by their values.
 *
 * @param base - The text's figure.
 * @param current - The chosen rules' one.
 * @param value - A figure's number.
 */
export function compare<F>(base: F, current: F, value: (f: F) => number): Compared<F> {
  const change = value(current) - value(base);
  return { base, current, change, changed: Math.abs(change) > NO_CHANGE };
}

/** The class of a change's sign: `rc-up` for a larger house edge, `rc-down` for a smaller, else none. */
export function changeClass(change: number, eps = 1e-12): string {
  return change > eps ? 'rc-up' : change < -eps ? 'rc-down' : '';
}
