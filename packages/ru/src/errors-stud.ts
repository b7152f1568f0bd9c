/**
 * The rule errors of a stud page in Russian: stud's own sentences and the shared ones, and no other
 * game's (see `errors-shared.ts`).
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { StudError } from '@croupier/engine/stud';
import { studErrorRu } from './stud.js';
import { sharedErrorRu } from './errors-shared.js';

/**
 * A rule error of a stud page: the game's own codes by its sentences, the shared ones by theirs.
 *
 * @param error - The error.
 * @returns The sentence (another game's code gets the general «Так сделать нельзя.»).
 */
export function studRuleErrorRu(error: RuleError<ErrorCode, object>): string {
  return error.code.startsWith('stud/') ? studErrorRu(error as StudError) : sharedErrorRu(error, studRuleErrorRu);
}
