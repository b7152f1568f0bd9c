/**
 * The rules a trainee plays each game by: a preset (the text's, `seed`, or the casino's) plus the options
 * they changed, saved with the progress, and resolved to the engine's rules object that every drill deals
 * and grades under. The engine checks every choice (`checkRules`); a refusal is worded by `@croupier/ru`.
 *
 * @module
 */
import { baccaratPresets, checkRules as checkBaccarat, type BaccaratRules } from '@croupier/engine/baccarat';
import { blackjackPresets, checkRules as checkBlackjack, type BlackjackRules } from '@croupier/engine/blackjack';
import { checkRules as checkCraps, crapsPresets, type CrapsRules } from '@croupier/engine/craps';
import { checkRules as checkStud, studPresets, type StudRules } from '@croupier/engine/stud';
import { baccaratErrorRu, blackjackErrorRu, crapsErrorRu, studErrorRu, type RulesOrigin } from '@croupier/ru';

/** The games whose rules a trainee chooses (the general drills follow no table's rules). */
export type RulesGame = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** Every {@link RulesGame}, in the list's order. */
export const RULES_GAMES: readonly RulesGame[] = ['blackjack', 'baccarat', 'craps', 'stud'];

/** The engine's rules type of each game. */
export interface RulesByGame {
  /** Blackjack. */
  readonly blackjack: BlackjackRules;
  /** Baccarat. */
  readonly baccarat: BaccaratRules;
  /** Craps. */
  readonly craps: CrapsRules;
  /** Five-card stud. */
  readonly stud: StudRules;
}

/** The presets a trainee starts from: the text's rules or the casino's. */
export type PresetChoice = 'seed' | 'casino';

/** The presets offered, in order. */
export const PRESET_CHOICES: readonly PresetChoice[] = ['seed', 'casino'];

/** One game's choice: a preset and the rules changed from it (JSON values, as the engine takes them). */
export interface RulesChoice {
  /** The preset. */
  readonly preset: PresetChoice;
  /** The options changed from the preset, by rule name; only values that differ from the preset. */
  readonly overrides: Readonly<Record<string, unknown>>;
}

/** Every game's choice. */
export type RulesSettings = Readonly<Record<RulesGame, RulesChoice>>;

/**
 * The rules a trainee starts with: the text's rules (`seed`) of every game, baccarat's tableau included,
 * as every page of the site opens on them; the casino's are one choice away in the rules picker.
 */
export function defaultRulesSettings(): RulesSettings {
  return {
    blackjack: { preset: 'seed', overrides: {} },
    baccarat: { preset: 'seed', overrides: {} },
    craps: { preset: 'seed', overrides: {} },
    stud: { preset: 'seed', overrides: {} },
  };
}

/** The preset's rules of a game. */
export function presetRules<G extends RulesGame>(game: G, preset: PresetChoice): RulesByGame[G] {
  const table = { blackjack: blackjackPresets, baccarat: baccaratPresets, craps: crapsPresets, stud: studPresets }[
    game
  ] as unknown as Record<PresetChoice, { rules: RulesByGame[G] }>;
  return table[preset].rules;
}

/** Deep equality of JSON values (rules are JSON: numbers, strings, booleans, null, ratio objects). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/** A choice resolved: the engine's rules, or why the engine refused them (in Russian). */
export type ResolvedChoice<G extends RulesGame> =
  { readonly ok: true; readonly rules: RulesByGame[G] } | { readonly ok: false; readonly message: string };

/**
 * Resolves a game's choice to the engine's rules, checked by the engine.
 *
 * @param game - The game.
 * @param choice - The preset and the changed options.
 * @returns The rules, or the engine's refusal worded by `@croupier/ru`.
 * @example
 * ```ts
 * resolveChoice('blackjack', { preset: 'seed', overrides: { dealerHitsSoft17: true } }); // ok: H17
 * resolveChoice('blackjack', { preset: 'seed', overrides: { decks: 0 } }); // 'Правила стола заданы неверно: число колод; …'
 * ```
 */
export function resolveChoice<G extends RulesGame>(game: G, choice: RulesChoice): ResolvedChoice<G> {
  const candidate = { ...presetRules(game, choice.preset), ...choice.overrides };
  switch (game) {
    case 'blackjack': {
      const r = checkBlackjack(candidate);
      return r.ok ? { ok: true, rules: r.value as RulesByGame[G] } : { ok: false, message: blackjackErrorRu(r.error) };
    }
    case 'baccarat': {
      const r = checkBaccarat(candidate);
      return r.ok ? { ok: true, rules: r.value as RulesByGame[G] } : { ok: false, message: baccaratErrorRu(r.error) };
    }
    case 'craps': {
      const r = checkCraps(candidate);
      return r.ok ? { ok: true, rules: r.value as RulesByGame[G] } : { ok: false, message: crapsErrorRu(r.error) };
    }
    default: {
      const r = checkStud(candidate);
      return r.ok ? { ok: true, rules: r.value as RulesByGame[G] } : { ok: false, message: studErrorRu(r.error) };
    }
  }
}

/**
 * Every game's rules for a settings object; a choice the engine refuses falls back to its preset (the
 * store's validator never lets one through, so this is a last guard).
 *
 * @param settings - The saved choices.
 */
export function resolveSettings(settings: RulesSettings): RulesByGame {
  const one = <G extends RulesGame>(game: G): RulesByGame[G] => {
    const r = resolveChoice(game, settings[game]);
    return r.ok ? r.rules : presetRules(game, settings[game].preset);
  };
  return { blackjack: one('blackjack'), baccarat: one('baccarat'), craps: one('craps'), stud: one('stud') };
}

/**
 * A choice with one option set: the override is dropped when it equals the preset's value.
 *
 * @param game - The game.
 * @param choice - The choice before.
 * @param key - The rule.
 * @param value - Its new value.
 */
export function withOption(game: RulesGame, choice: RulesChoice, key: string, value: unknown): RulesChoice {
  const preset = presetRules(game, choice.preset) as unknown as Record<string, unknown>;
  const overrides = { ...choice.overrides };
  if (sameJson(preset[key], value)) delete overrides[key];
  else overrides[key] = value;
  return { preset: choice.preset, overrides };
}

/**
 * Where a set of rules comes from: exactly a preset, a preset with changes, or neither.
 *
 * @param game - The game.
 * @param rules - The rules.
 * @param from - The preset they were chosen from, if known.
 */
export function originOf(game: RulesGame, rules: object, from?: PresetChoice): RulesOrigin {
  for (const p of PRESET_CHOICES) if (sameJson(presetRules(game, p), rules)) return p;
  if (from !== undefined) return from === 'seed' ? 'seed-changed' : 'casino-changed';
  return 'custom';
}
