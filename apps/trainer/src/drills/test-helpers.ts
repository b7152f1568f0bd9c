/**
 * Helpers for the drills' unit tests (imported by tests only): the default rules of every game, rules
 * with changes, and an item dealt the way the app deals it — with the blackjack strategy computed for its
 * rules where the drill needs it (cached per set of rules, as the app does).
 *
 * @module
 */
import { seededRng } from '@croupier/engine/rng';
import type { Drill, DrillItem } from '../drill.ts';
import { rulesKey } from '@croupier/engine';
import {
  defaultRulesSettings,
  presetRules,
  resolveChoice,
  resolveSettings,
  type RulesByGame,
  type RulesGame,
} from '../rules/choice.ts';
import type { GameAnalysis } from '@croupier/engine/blackjack';
import { strategyTable, tableOf, type StrategyTable } from '../analysis/strategy-table.ts';
import { spreadTasks } from '../analysis/spread.tasks.ts';
import type { SpreadModel } from '@croupier/engine/blackjack';
import { allDrills, settingFor } from './index.ts';

/** Every game's default rules: the text's (`seed`). */
export const DEFAULT_RULES: RulesByGame = resolveSettings(defaultRulesSettings());

/**
 * A game's rules: a preset with changes, checked by the engine.
 *
 * @param game - The game.
 * @param preset - `seed` or `casino`.
 * @param overrides - The changes.
 * @throws Error when the engine refuses them.
 */
export function rulesOf<G extends RulesGame>(
  game: G,
  preset: 'seed' | 'casino',
  overrides: Readonly<Record<string, unknown>> = {},
): RulesByGame[G] {
  const r = resolveChoice(game, { preset, overrides });
  if (!r.ok) throw new Error(r.message);
  return r.rules;
}

/** Every game's rules with one game's replaced. */
export function withRules<G extends RulesGame>(game: G, rules: RulesByGame[G]): RulesByGame {
  return { ...DEFAULT_RULES, [game]: rules };
}

const strategies = new Map<string, StrategyTable>();

const spreads = new Map<string, SpreadModel>();

/**
 * The bet-ramp model of blackjack rules, computed once per test run (the worker's task, in-process).
 *
 * @param rules - The rules.
 */
export function spreadFor(rules: RulesByGame['blackjack']): SpreadModel {
  const key = JSON.stringify(rules);
  let m = spreads.get(key);
  if (m === undefined) {
    m = spreadTasks.spread(rules, { progress: () => undefined, signal: new AbortController().signal });
    spreads.set(key, m);
  }
  return m;
}

/**
 * The strategy table of blackjack rules, computed once per test run.
 *
 * @param rules - The rules.
 * @param analysis - Their analysis, when the test made it already (its table is then the drill's).
 */
export function strategyFor(rules: RulesByGame['blackjack'], analysis?: GameAnalysis): StrategyTable {
  const key = rulesKey(rules);
  let t = strategies.get(key);
  if (t === undefined) {
    t = analysis === undefined ? strategyTable(rules) : tableOf(analysis);
    strategies.set(key, t);
  }
  return t;
}

/**
 * Deals an item as the app does.
 *
 * @param drill - The drill.
 * @param key - The key.
 * @param seed - The item's seed.
 * @param rules - Every game's rules (default {@link DEFAULT_RULES}).
 */
export function deal(drill: Drill, key: string, seed: string | number, rules: RulesByGame = DEFAULT_RULES): DrillItem {
  const strategy = drill.needs === 'blackjack-strategy' ? strategyFor(rules.blackjack) : undefined;
  const spread = drill.needs === 'blackjack-spread' ? spreadFor(rules.blackjack) : undefined;
  return drill.item(key, seededRng(seed), settingFor(drill, rules, strategy, spread));
}

/**
 * Deals an item as the app does and, where its solution is pending (computed off the main thread), waits
 * for the drill's `solve` (in-process in tests), as the practice screen does.
 *
 * @param drill - The drill.
 * @param key - The key.
 * @param seed - The item's seed.
 * @param rules - Every game's rules (default {@link DEFAULT_RULES}).
 */
export async function dealSolved(
  drill: Drill,
  key: string,
  seed: string | number,
  rules: RulesByGame = DEFAULT_RULES,
): Promise<DrillItem> {
  const item = deal(drill, key, seed, rules);
  return item.solution.pending === true && drill.solve !== undefined ? drill.solve(item) : item;
}

/** The keys of a drill under rules. */
export function keysUnder(drill: Drill, rules: RulesByGame = DEFAULT_RULES): readonly string[] {
  return drill.keys(settingFor(drill, rules).rules);
}

/** A preset's rules (unchanged). */
export { presetRules };

// Drills with data of their own (the counting indices, a lazily loaded chunk in the app) load it before
// any test lists their keys or deals from them, as the app does before a practice run.
await Promise.all(allDrills.map((d) => d.prepare?.()));
