/**
 * The stud advice as a compute-layer task: the engine's `advise` for a hand (with every exchange valued
 * it takes from a fraction of a second to a few seconds), or `adviseSixCards` once a sixth card is bought. The worker (`stud-advice.worker.ts`) serves it;
 * without workers the client runs it in-process.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { advise, adviseSixCards, type Advice, type StudRules } from '@croupier/engine/stud';
import { ComputeError } from '@croupier/ui/compute/serve';

/** What the advice is asked for. */
export interface StudAdviceInput {
  /** The hand: five cards, or six after a sixth card (then fold, raise and insurance are valued). */
  readonly hand: readonly Card[];
  /** The rules. */
  readonly rules: StudRules;
  /** The dealer's up-card, when the rules show one. */
  readonly upCard?: Card;
  /** Whether exchanges are valued (false after the exchange). */
  readonly exchange: boolean;
}

/**
 * Computes the advice (the worker's task; also the fallback without workers).
 *
 * @param req - The request.
 * @throws {ComputeError} With the engine's code when the hand or the rules are refused.
 */
export function computeStudAdvice(req: StudAdviceInput): Advice {
  const up = req.upCard === undefined ? {} : { upCard: req.upCard };
  const r =
    req.hand.length === 6
      ? adviseSixCards(req.hand, req.rules, up)
      : advise(req.hand, req.rules, { ...up, ...(req.exchange ? {} : { exchange: false }) });
  if (!r.ok) throw new ComputeError(r.error.code, r.error.message, r.error);
  return r.value;
}

/** The tasks of the stud advice worker. */
export const studAdviceTasks = {
  /** The advice for a hand. */
  advice: (req: StudAdviceInput): Advice => computeStudAdvice(req),
};
