/**
 * The blackjack rule-cost island as a pure model: the reader's state (the rules compared against, the
 * rules chosen, the shoe), stepped by {@link step}; and {@link derive}, which reads what the analyses
 * known so far say about it (the pool of workers answers them; the model only asks by key). Also the
 * figure ids the view marks.
 *
 * @module
 */
import { blackjackPresets, type BlackjackRules } from '@croupier/paytables/blackjack';
import { rational, type Fraction } from '@croupier/engine';
import { attribute, planAttribution, planProgress, type AttributionPlan, type EdgeValue } from './attribution';
import { type BjConfig, FACTOR_FIELDS, configKey, mixConfig } from './factors';
import { changedCells, type BjSummary, type ChangedCell } from './summary';
import { liveFigureId, ruleSets, shareFigureId } from '../../method/ids';
import type { CostPhase } from '../model';

/** The presets the reader compares against or sets. */
export type PresetId = 'seed' | 'casino';

/** Each preset's configuration (a finite shoe). */
export const PRESET_CONFIG: Readonly<Record<PresetId, BjConfig>> = {
  seed: { rules: blackjackPresets.seed.rules, infinite: false },
  casino: { rules: blackjackPresets.casino.rules, infinite: false },
};

/** The island's state. */
export interface BjState {
  /** The rules compared against. */
  readonly baseId: PresetId;
  /** The rules chosen. */
  readonly rules: BlackjackRules;
  /** An infinite shoe on both sides (then every figure is an exact fraction). */
  readonly infinite: boolean;
}

/** What the reader does. */
export type BjAction =
  | { readonly type: 'base'; readonly base: PresetId }
  | { readonly type: 'rules'; readonly patch: Partial<BlackjackRules> }
  | { readonly type: 'preset'; readonly preset: PresetId }
  | { readonly type: 'infinite'; readonly infinite: boolean };

/** The first state: the text's rules against themselves. */
export const INITIAL: BjState = { baseId: 'seed', rules: PRESET_CONFIG.seed.rules, infinite: false };

/**
 * The next state.
 *
 * @param s - The state.
 * @param a - The action.
 */
export function step(s: BjState, a: BjAction): BjState {
  switch (a.type) {
    case 'base':
      return { ...s, baseId: a.base };
    case 'rules':
      return { ...s, rules: { ...s.rules, ...a.patch } };
    case 'preset':
      return { ...s, rules: PRESET_CONFIG[a.preset].rules };
    case 'infinite':
      return { ...s, infinite: a.infinite };
  }
}

/** The hole-card select's value for rules: `peek`, or what the dealer's blackjack takes without one. */
export function holeValue(r: BlackjackRules): 'peek' | 'all' | 'original' {
  return r.holeCard ? 'peek' : r.dealerBlackjackTakes;
}

/** The rules a hole-card select's value sets. */
export function holePatch(value: string): Partial<BlackjackRules> {
  return value === 'peek'
    ? { holeCard: true, dealerBlackjackTakes: 'original' }
    : { holeCard: false, dealerBlackjackTakes: value === 'original' ? 'original' : 'all' };
}

/** The rules a payout select's value (`3:2`, `6:5`) sets. */
export function payoutPatch(value: string): Partial<BlackjackRules> {
  return { blackjackPays: value === '6:5' ? { pays: 6, per: 5 } : { pays: 3, per: 2 } };
}

/**
 * The figure id of a configuration's figure, its rules written against a preset's (`croupier odds
 * blackjack --preset … --set …`; a cell's EV by `analyse`); from an infinite shoe the preset is
 * `<preset>@infinite` (`--decks infinite`, the decks picked do not count).
 */
export function figId(c: BjConfig, preset: PresetId, bet: string, field: string): string | undefined {
  const presetRules = PRESET_CONFIG[preset].rules;
  return c.infinite
    ? liveFigureId('blackjack', `${preset}@infinite`, presetRules, { ...c.rules, decks: presetRules.decks }, bet, field)
    : liveFigureId('blackjack', preset, presetRules, c.rules, bet, field);
}

/** A figure id and, for a difference, the id it is measured from. */
export interface ShareId {
  readonly id: string | undefined;
  readonly base?: string | undefined;
}

/**
 * The figure ids of each changed rule's share of the change (from either shoe): with one rule
 * changed, the whole change (`target − base`); by the path, the change from switching the rule with the
 * rules above it already switched (a difference of two house edges); by Shapley, a `share/…` id the
 * figures check recomputes from the house edges of every set of the changed rules.
 */
export function shareIds(
  plan: AttributionPlan,
  base: BjConfig,
  target: BjConfig,
  preset: PresetId,
): readonly ShareId[] {
  const none = plan.factors.map(() => ({ id: undefined }));
  // The shoe (finite or infinite) is the same on both sides: the decks are never a changed rule then.
  if (base.infinite !== target.infinite) return none;
  const presetRules = PRESET_CONFIG[preset].rules;
  const groups = plan.factors.map((f) =>
    ruleSets(presetRules, Object.fromEntries(FACTOR_FIELDS[f].map((k) => [k, target.rules[k]]))),
  );
  if (groups.some((g) => !g)) return none;
  if (plan.factors.length === 1) {
    return [{ id: figId(target, preset, 'main', 'houseEdge'), base: figId(base, preset, 'main', 'houseEdge') }];
  }
  if (plan.method === 'path') {
    const prefix = (n: number) => figId(mixConfig(base, target, plan.factors.slice(0, n)), preset, 'main', 'houseEdge');
    return plan.factors.map((_, i) => ({ id: prefix(i + 1), base: prefix(i) }));
  }
  const shoe = target.infinite ? `${preset}@infinite` : preset;
  return plan.factors.map((_, i) => ({ id: shareFigureId(shoe, 'shapley', i, groups as string[]) }));
}

/** A cell's bet id in a figure id: `cellhard16x10`. */
export const cellBet = (c: ChangedCell): string => `cell${c.kind}${c.row}x${c.up}`;

const edgeOf = (s: BjSummary): EdgeValue => ({
  edge: s.edge,
  ...(s.exact ? { exact: rational.parseFraction(s.exact) } : {}),
});

/** The rules compared against and the rules chosen, as configurations. */
export function configsOf(s: BjState): { readonly base: BjConfig; readonly target: BjConfig } {
  return {
    base: { rules: PRESET_CONFIG[s.baseId].rules, infinite: s.infinite },
    target: { rules: s.rules, infinite: s.infinite },
  };
}

/** The analyses a state needs and how their split is computed. */
export function planOf(s: BjState): AttributionPlan {
  const { base, target } = configsOf(s);
  return planAttribution(base, target);
}

/** What the analyses known so far answer: by key, and why one failed. */
export interface BjAnswers {
  readonly get: (key: string) => BjSummary | undefined;
  readonly error: (key: string) => string | undefined;
}

/**
 * Everything the view shows for a state, from the analyses known so far.
 *
 * @param s - The state.
 * @param answers - The analyses known.
 * @param plan - The state's {@link planOf} (pass it to keep one object per state).
 */
export function derive(s: BjState, answers: BjAnswers, plan = planOf(s)) {
  const { base, target } = configsOf(s);
  const [baseKey, targetKey] = [configKey(base), configKey(target)];
  const baseSummary = answers.get(baseKey);
  const targetSummary = answers.get(targetKey);
  const failure = answers.error(targetKey) ?? answers.error(baseKey);
  const split = attribute(plan, (k) => {
    const x = answers.get(k);
    return x ? edgeOf(x) : undefined;
  });
  const both = baseSummary && targetSummary ? { base: baseSummary, target: targetSummary } : null;
  const total = both ? both.target.edge - both.base.edge : null;
  const exactTotal: Fraction | null =
    both?.base.exact && both.target.exact
      ? rational.sub(rational.parseFraction(both.target.exact), rational.parseFraction(both.base.exact))
      : null;
  const phase: CostPhase = failure ? 'error' : !both || (plan.factors.length > 0 && !split) ? 'computing' : 'done';
  return {
    base,
    target,
    plan,
    baseSummary,
    targetSummary,
    failure,
    split,
    progress: planProgress(plan, (k) => answers.get(k) !== undefined),
    changed: both ? changedCells(both.base, both.target) : [],
    total,
    exactTotal,
    phase,
    /** The house edges' figure ids. */
    ids: { base: figId(base, s.baseId, 'main', 'houseEdge'), target: figId(target, s.baseId, 'main', 'houseEdge') },
    shares: shareIds(plan, base, target, s.baseId),
  };
}

/** What {@link derive} returns. */
export type BjView = ReturnType<typeof derive>;
