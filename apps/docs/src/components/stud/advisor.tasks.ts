/**
 * The advisor's tasks, as plain functions the compute layer serves in the worker: the exact EV of every
 * option for a hand under the text's rules (`advise`), or under a casino's Russian-poker preset with the
 * dealer's open card (`adviseCasino`, decision 033). The engine's counting tables are built on the first
 * request and kept.
 *
 * @module
 */
import { formatCards, type Card } from '@croupier/engine/cards';
import { rational } from '@croupier/engine';
import { adviseOrThrow, resolveRulesOrThrow, type OptionEv } from '@croupier/engine/stud';
import type { RUSSIAN_POKER_PRESETS } from '@croupier/paytables/stud';
import type { AdvisorOption } from './advisor';

const rules = resolveRulesOrThrow();

/** A casino preset of Russian poker. */
export type RussianPokerPreset = (typeof RUSSIAN_POKER_PRESETS)[number];

/** A casino advisor's request: the preset, the player's five cards and the dealer's open card. */
export interface CasinoAdviceInput {
  readonly preset: RussianPokerPreset;
  readonly hand: readonly Card[];
  readonly upCard: Card;
}

function optionOf(o: OptionEv, best: OptionEv, ante: number): AdvisorOption {
  return {
    action: o.action,
    discard: [...o.discard],
    discardText: formatCards(o.discard, { notation: 'ru' }),
    ev: rational.toNumber(o.ev),
    evExact: rational.toFractionString(o.ev),
    best: o === best,
    ...(o.raiseChance
      ? { raiseChance: rational.toNumber(o.raiseChance), raiseChanceExact: rational.toFractionString(o.raiseChance) }
      : {}),
    ...(o.exact === false ? { exact: false } : {}),
    ...(o.amount === undefined ? {} : { amountAntes: o.amount / ante }),
  };
}

/** The tasks: `advise` a five-card hand with its exchanges; `adviseCasino` one under a casino preset. */
export const advisorTasks = {
  advise: (hand: readonly Card[]): readonly AdvisorOption[] => {
    const a = adviseOrThrow(hand, rules, { exchange: true });
    return a.options.map((o) => optionOf(o, a.best, 1));
  },
  adviseCasino: ({ preset, hand, upCard }: CasinoAdviceInput): readonly AdvisorOption[] => {
    const a = adviseOrThrow(hand, resolveRulesOrThrow({ preset }), { upCard, exchange: true });
    return a.options.map((o) => optionOf(o, a.best, a.ante ?? 1));
  },
};
