/**
 * The rule errors of a blackjack page in Russian: blackjack's own sentences and the shared ones, and no other
 * game's (see `errors-shared.ts`).
 *
 * @module
 */
import type { ErrorCode, RuleError } from '@croupier/engine';
import type { BlackjackError } from '@croupier/engine/blackjack';
import { blackjackErrorRu } from './blackjack.js';
import { sharedErrorRu } from './errors-shared.js';

/**
 * A rule error of a blackjack page: the game's own codes by its sentences, the shared ones by theirs.
 *
 * @param error - The error.
 * @returns The sentence (another game's code gets the general «Так сделать нельзя.»).
 */
export function blackjackRuleErrorRu(error: RuleError<ErrorCode, object>): string {
  return error.code.startsWith('blackjack/')
    ? blackjackErrorRu(error as BlackjackError)
    : sharedErrorRu(error, blackjackRuleErrorRu);
}
