/**
 * Rules from the command line, once for every game: `--preset`, `--set key=value` (repeatable, with
 * each game's short names such as `das`), and the `--decks N` shortcut where the game's schema has a
 * `decks` rule. A small descriptor per game says what exists; {@link rulesFromArgs} does the rest, so the
 * same mistake gets the same message and exit code in every game.
 *
 * @module
 */
import * as baccaratTables from '@croupier/paytables/baccarat';
import * as blackjackTables from '@croupier/paytables/blackjack';
import * as crapsTables from '@croupier/paytables/craps';
import type { Preset, RulesSchema } from '@croupier/paytables/schema';
import * as studTables from '@croupier/paytables/stud';
import * as baccarat from '../baccarat/index.js';
import * as blackjack from '../blackjack/index.js';
import * as craps from '../craps/index.js';
import * as stud from '../stud/index.js';
import { orThrow, show, type Result, type RuleError } from '../result/index.js';
import type { ResolveOptions, RulesErrorCode } from '../rules/index.js';
import { UsageError, type CliArgs } from './args.js';
import type { GameId } from './types.js';

/** The rules type of each game. */
export interface RulesByGame {
  readonly blackjack: blackjackTables.BlackjackRules;
  readonly baccarat: baccaratTables.BaccaratRules;
  readonly craps: crapsTables.CrapsRules;
  readonly stud: studTables.StudRules;
}

/** What the CLI needs to know about a game's rules. */
export interface RulesDescriptor<R extends object> {
  /** The game. */
  readonly game: GameId;
  /** The rules schema (every key, kind and allowed value). */
  readonly schema: RulesSchema;
  /** The presets by id. */
  readonly presets: Readonly<Record<string, Preset<R>>>;
  /** The preset used without `--preset`. */
  readonly defaultPreset: string;
  /** The game's own `resolveRules` (from its subpath). */
  readonly resolveRules: (options: ResolveOptions<R, string>) => Result<R, RuleError<RulesErrorCode>>;
  /** Short names accepted by `--set` (`das` → `doubleAfterSplit`). */
  readonly aliases: Readonly<Record<string, string>>;
}

/** The descriptors of the four games' rules. */
export const RULES_DESCRIPTORS: { readonly [G in GameId]: RulesDescriptor<RulesByGame[G]> } = {
  blackjack: {
    game: 'blackjack',
    schema: blackjackTables.blackjackSchema,
    presets: blackjackTables.blackjackPresets,
    defaultPreset: blackjackTables.BLACKJACK_DEFAULT_PRESET,
    resolveRules: (o) =>
      blackjack.resolveRules(o as ResolveOptions<blackjackTables.BlackjackRules, blackjackTables.BlackjackPresetId>),
    aliases: { das: 'doubleAfterSplit', h17: 'dealerHitsSoft17' },
  },
  baccarat: {
    game: 'baccarat',
    schema: baccaratTables.baccaratSchema,
    presets: baccaratTables.baccaratPresets,
    defaultPreset: baccaratTables.BACCARAT_DEFAULT_PRESET,
    resolveRules: (o) =>
      baccarat.resolveRules(o as ResolveOptions<baccaratTables.BaccaratRules, baccaratTables.BaccaratPresetId>),
    aliases: {},
  },
  craps: {
    game: 'craps',
    schema: crapsTables.crapsSchema,
    presets: crapsTables.crapsPresets,
    defaultPreset: crapsTables.crapsDefaultPreset,
    resolveRules: (o) => craps.resolveRules(o as ResolveOptions<crapsTables.CrapsRules, crapsTables.CrapsPresetId>),
    aliases: {},
  },
  stud: {
    game: 'stud',
    schema: studTables.studSchema,
    presets: studTables.studPresets,
    defaultPreset: studTables.STUD_DEFAULT_PRESET,
    resolveRules: (o) => stud.resolveRules(o as ResolveOptions<studTables.StudRules, studTables.StudPresetId>),
    aliases: {},
  },
};

/**
 * The range of the `--decks` shortcut for a game: the schema's `decks` rule, or `null` when the game
 * has no decks (craps, stud).
 *
 * @param game - The game.
 */
export function decksRange(game: GameId): { readonly min: number; readonly max: number } | null {
  const field = RULES_DESCRIPTORS[game].schema['decks'];
  return field !== undefined && field.kind === 'int' ? { min: field.min, max: field.max } : null;
}

/** `das=false` → `doubleAfterSplit=false` for a game's short names; anything else unchanged. */
function expandAlias(aliases: Readonly<Record<string, string>>, assignment: string): string {
  const eq = assignment.indexOf('=');
  if (eq <= 0) return assignment;
  const key = assignment.slice(0, eq).trim();
  const full = Object.prototype.hasOwnProperty.call(aliases, key) ? aliases[key] : undefined;
  return full === undefined ? assignment : `${full}=${assignment.slice(eq + 1)}`;
}

/**
 * Resolves a game's rules from `--preset`, `--set key=value` and (where the game has decks) `--decks N`.
 *
 * @param game - The game.
 * @param args - The parsed command line.
 * @returns The preset id, the full, checked rules, and whether `--decks infinite` asked for an
 *   infinite shoe (an analysis option: the rules keep their decks; the option parser allows the word only
 *   for `odds` and `strategy`).
 * @throws UsageError (exit 2) for `--decks` out of range or given to a game without decks;
 *   CroupierError (exit 1) carrying the `rules/unknown-preset`, `rules/unknown-key` or
 *   `rules/bad-value` error of the game's `resolveRules`, worded the same for every game.
 * @example
 * ```ts
 * const { preset, rules } = rulesFromArgs('blackjack', parseArgs(['--set', 'das=false', '--decks', '8']));
 * ```
 */
export function rulesFromArgs<G extends GameId>(
  game: G,
  args: CliArgs,
): { preset: string; rules: RulesByGame[G]; infinite: boolean } {
  const descriptor = RULES_DESCRIPTORS[game] as unknown as RulesDescriptor<RulesByGame[G]>;
  const preset = args.options['preset'] ?? descriptor.defaultPreset;
  const decksText = args.options['decks'];
  let decks: number | undefined;
  const infinite = decksText === 'infinite' && decksRange(game) !== null;
  if (decksText !== undefined && !infinite) {
    const range = decksRange(game);
    if (range === null) throw new UsageError(`--decks does not apply to ${game}: it has no decks rule.`);
    if (!/^\d{1,2}$/u.test(decksText) || Number(decksText) < range.min || Number(decksText) > range.max) {
      throw new UsageError(`--decks must be a whole number from ${range.min} to ${range.max}, got ${show(decksText)}.`);
    }
    decks = Number(decksText);
  }
  const rules = orThrow(
    descriptor.resolveRules({
      preset,
      sets: args.sets.map((s) => expandAlias(descriptor.aliases, s)),
      ...(decks === undefined ? {} : { overrides: { decks } as unknown as Partial<RulesByGame[G]> }),
    }),
  );
  return { preset, rules, infinite };
}
