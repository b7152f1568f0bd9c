/**
 * The two rule sets the islands switch between: the text's (`seed`) and the casino's.
 *
 * @module
 */
import { resolveRulesOrThrow, type CrapsRules } from '@croupier/engine/craps';

/** A preset id the islands offer. */
export type PresetId = 'seed' | 'casino';

/** The rules of each preset. */
export const RULES: Readonly<Record<PresetId, CrapsRules>> = {
  seed: resolveRulesOrThrow({ preset: 'seed' }),
  casino: resolveRulesOrThrow({ preset: 'casino' }),
};

/** Russian labels. */
export const PRESET_LABELS: Readonly<Record<PresetId, string>> = { seed: 'По тексту', casino: 'Как в казино' };

/** A random die face 1–6 from the browser's cryptographic source. */
export function randomFace(): number {
  const a = new Uint32Array(1);
  // Rejection sampling keeps the six faces equally likely.
  for (;;) {
    globalThis.crypto.getRandomValues(a);
    if (a[0]! < 4294967292) return (a[0]! % 6) + 1;
  }
}
