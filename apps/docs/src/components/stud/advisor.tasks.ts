/**
 * The advisor's task, as plain functions the compute layer serves in the worker: the exact EV of every
 * option for a hand (the engine's counting tables are built on the first request and kept).
 *
 * @module
 */
import { formatCards, type Card } from '@croupier/engine/cards';
import { rational } from '@croupier/engine';
import { adviseOrThrow, resolveRulesOrThrow } from '@croupier/engine/stud';
import type { AdvisorOption } from './advisor';

const rules = resolveRulesOrThrow();

/** The tasks: `advise` a five-card hand with its exchanges. */
export const advisorTasks = {
  advise: (hand: readonly Card[]): readonly AdvisorOption[] => {
    const a = adviseOrThrow(hand, rules, { exchange: true });
    return a.options.map((o) => ({
      action: o.action,
      discard: [...o.discard],
      discardText: formatCards(o.discard, { notation: 'ru' }),
      ev: rational.toNumber(o.ev),
      evExact: rational.toFractionString(o.ev),
      best: o === a.best,
      ...(o.raiseChance
        ? { raiseChance: rational.toNumber(o.raiseChance), raiseChanceExact: rational.toFractionString(o.raiseChance) }
        : {}),
    }));
  },
};
