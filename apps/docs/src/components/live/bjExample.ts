/**
 * The logic of a blackjack example beside the rules (`BjExample.tsx`), apart from React: the caption,
 * which keeps its promise only for the deals found for it, and the engine's reason when a pair on the
 * table may not be split (two aces, a second split).
 *
 * @module
 */
import { canSplit, type BlackjackState } from '@croupier/engine/blackjack';
import { blackjackErrorRu, formatChips } from '@croupier/ru';

/** Refusals that say nothing about the rule shown: the cards are no pair, or not the first two. */
const NOT_A_QUESTION = new Set(['not-a-pair', 'not-two-cards']);

/**
 * Why the hand to play may not be split, in the engine's words (`canSplit`, worded by `@croupier/ru`),
 * when its two cards are a pair the table refuses: two aces, a pair after the one split the text allows,
 * a balance short of the stake. `null` when there is nothing to explain: no hand to play, no pair, or
 * the split is allowed (then the «Разделить» button is there).
 *
 * @param state - The table.
 */
export function splitRefusalRu(state: BlackjackState | null): string | null {
  if (state === null || state.phase !== 'playing') return null;
  const g = canSplit(state);
  if (g.ok || g.error.code !== 'blackjack/cannot-split') return null;
  if (NOT_A_QUESTION.has(g.error.details.reason)) return null;
  return `Разделить нельзя. ${blackjackErrorRu(g.error)}`;
}

/**
 * The caption of an example: its prompt for a deal found for it (`seeds`), which deals what the prompt
 * promises; for any other deal (a random shuffle, a typed number) it says so, and once the round is
 * settled what this deal came to, from the round's result, so a prompt never stands over a deal that
 * does not keep it.
 *
 * @param prompt - What the example shows, for its own deals.
 * @param promised - Whether the deal on the table is one of the example's seeds.
 * @param net - The round's net for the player once it is settled (`settlementRu(…).net`), or `null`.
 */
export function exampleCaption(prompt: string, promised: boolean, net: number | null): string {
  if (promised) return prompt;
  const head = 'Своя тасовка, не подобранная под правило выше';
  if (net === null) return `${head}: сыграйте её, итог появится ниже.`;
  const what =
    net > 0
      ? `выигрыш ${formatChips(net)}`
      : net < 0
        ? `проигрыш ${formatChips(-net)}`
        : 'ставка вернулась, ни выигрыша, ни проигрыша';
  return `${head}; в этой раздаче — ${what}.`;
}
