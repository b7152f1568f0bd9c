/**
 * The two rule sets the islands switch between: the text's (`seed`) and the casino's.
 *
 * @module
 */
import { resolveRulesOrThrow, type CrapsRules } from '@croupier/engine/craps';
import { rollDice, type DiceRoll } from '@croupier/engine';
import { cryptoRng } from '@croupier/engine/rng';

/** A preset id the islands offer. */
export type PresetId = 'seed' | 'casino';

/** The rules of each preset. */
export const RULES: Readonly<Record<PresetId, CrapsRules>> = {
  seed: resolveRulesOrThrow({ preset: 'seed' }),
  casino: resolveRulesOrThrow({ preset: 'casino' }),
};

/** Russian labels. */
export const PRESET_LABELS: Readonly<Record<PresetId, string>> = { seed: 'По тексту', casino: 'Как в казино' };

/** Two dice from the cryptographic source, for the roll lab (a table rolls from its own seed instead). */
export function randomRoll(): DiceRoll {
  return rollDice(cryptoRng(2));
}
