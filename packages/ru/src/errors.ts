/**
 * One entry point for any rule error the engine returns: the game's own sentences (`blackjackErrorRu`,
 * `baccaratErrorRu`, `crapsErrorRu`, `studErrorRu`), the card parser's, a seed's, and the shared
 * modules' (rules, money, dice), chosen by the code's namespace. A reader never sees the engine's
 * English `message`.
 *
 * A page of one game words its errors with that game's entry point (`blackjackRuleErrorRu` …): it loads
 * the game's sentences and the shared ones, not the other three games' (`ruleErrorRu`, any game, loaded
 * all four: 10 to 14 kB of gzip on each rules page of the site).
 *
 * @module
 */
import type { BaccaratError } from '@croupier/engine/baccarat';
import type { BlackjackError } from '@croupier/engine/blackjack';
import type { CrapsError } from '@croupier/engine/craps';
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { StudError } from '@croupier/engine/stud';
import { baccaratErrorRu } from './baccarat.js';
import { blackjackErrorRu } from './blackjack.js';
import { crapsErrorRu } from './craps.js';
import { studErrorRu } from './stud.js';
import { sharedErrorRu } from './errors-shared.js';

export { seedErrorRu, type RuleErrorRu } from './errors-shared.js';
export { baccaratRuleErrorRu } from './errors-baccarat.js';
export { blackjackRuleErrorRu } from './errors-blackjack.js';
export { crapsRuleErrorRu } from './errors-craps.js';
export { studRuleErrorRu } from './errors-stud.js';

/**
 * Any rule error of the engine as one Russian sentence, by its code's namespace.
 *
 * @param error - A rule error from any module.
 * @returns The sentence; never the engine's English `message`.
 * @example
 * ```ts
 * ruleErrorRu(blackjack.canDouble(state).error); // 'Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12.'
 * ```
 */
export function ruleErrorRu(error: RuleError<ErrorCode, object>): string {
  const ns = error.code.slice(0, error.code.indexOf('/'));
  switch (ns) {
    case 'blackjack':
      return blackjackErrorRu(error as BlackjackError);
    case 'baccarat':
      return baccaratErrorRu(error as BaccaratError);
    case 'craps':
      return crapsErrorRu(error as CrapsError);
    case 'stud':
      return studErrorRu(error as StudError);
    default:
      return sharedErrorRu(error, ruleErrorRu);
  }
}
