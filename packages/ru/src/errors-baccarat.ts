/**
 * The rule errors of a baccarat page in Russian: baccarat's own sentences and the shared ones, and no other
 * game's (see `errors-shared.ts`).
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { BaccaratError } from '@croupier/engine/baccarat';
import { baccaratErrorRu } from './baccarat.js';
import { sharedErrorRu } from './errors-shared.js';

/**
 * A rule error of a baccarat page: the game's own codes by its sentences, the shared ones by theirs.
 *
 * @param error - The error.
 * @returns The sentence (another game's code gets the general «Так сделать нельзя.»).
 */
export function baccaratRuleErrorRu(error: RuleError<ErrorCode, object>): string {
  return error.code.startsWith('baccarat/')
    ? baccaratErrorRu(error as BaccaratError)
    : sharedErrorRu(error, baccaratRuleErrorRu);
}
