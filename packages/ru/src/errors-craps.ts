/**
 * The rule errors of a craps page in Russian: craps's own sentences and the shared ones, and no other
 * game's (see `errors-shared.ts`).
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { CrapsError } from '@croupier/engine/craps';
import { crapsErrorRu } from './craps.js';
import { sharedErrorRu } from './errors-shared.js';

/**
 * A rule error of a craps page: the game's own codes by its sentences, the shared ones by theirs.
 *
 * @param error - The error.
 * @returns The sentence (another game's code gets the general «Так сделать нельзя.»).
 */
export function crapsRuleErrorRu(error: RuleError<ErrorCode, object>): string {
  return error.code.startsWith('craps/') ? crapsErrorRu(error as CrapsError) : sharedErrorRu(error, crapsRuleErrorRu);
}
