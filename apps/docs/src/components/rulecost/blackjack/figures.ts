/**
 * The analyses the blackjack rule-cost page embeds, computed when the site is built: the text's rules
 * and the casino's (every other configuration is computed in the reader's browser, in workers).
 *
 * @module
 */
import { analyse } from '@croupier/engine/blackjack';
import { blackjackPresets } from '@croupier/paytables/blackjack';
import { configKey, normalise } from './factors';
import { packSummary } from './protocol';
import { summarise } from './summary';

/** The packed analyses of the `seed` and `casino` presets (six decks each). */
export function presetSummaries(): { readonly seed: string; readonly casino: string } {
  const pack = (id: 'seed' | 'casino') => {
    const c = { rules: blackjackPresets[id].rules, infinite: false };
    return packSummary(summarise(configKey(c), analyse(normalise(c).rules), 0));
  };
  return { seed: pack('seed'), casino: pack('casino') };
}
