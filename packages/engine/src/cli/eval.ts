import {
  formatCards,
  formatRanks,
  makeCard,
  parseCards,
  parseRanks,
  type Card,
  type Rank,
  type Suit,
} from '../cards/index.js';
import { blackjackValue } from '../blackjack/value.js';
import { baccaratPoint } from '../baccarat/value.js';
import { show } from '../result/index.js';
import { UsageError } from './args.js';
import { palette } from './format.js';
import type { CommandContext, CommandOutput } from './types.js';
import { GAME_LOADERS } from './games.js';

/** Optional poker hook: the stud module describes and compares five-card hands. */
export interface PokerEval {
  describe(cards: readonly number[]): { category: string; name: string; class: number } | null;
}

/**
 * Cards for a rank-only hand, as the texts write their examples (`Т-К-В-3-2`): suits are not given, so
 * the hand is read with mixed suits — the i-th card takes suit i mod 4 (the next free suit if its rank
 * already has that one). The first four cards then never share a suit, so a rank-only hand is never a
 * flush: its poker category is the best one its ranks make without a flush (`Т-К-Д-В-10` is a straight,
 * not a royal flush). Blackjack values and baccarat points depend on ranks alone.
 *
 * @param ranks - The ranks, at most four of each.
 * @returns Distinct cards with those ranks, in order.
 */
export function mixedSuitCards(ranks: readonly Rank[]): Card[] {
  const used = new Map<Rank, Set<Suit>>();
  return ranks.map((rank, i) => {
    const taken = used.get(rank) ?? new Set<Suit>();
    used.set(rank, taken);
    let suit = (i % 4) as Suit;
    while (taken.has(suit)) suit = ((suit + 1) % 4) as Suit;
    taken.add(suit);
    return makeCard(rank, suit);
  });
}

/** A hand read from the command line: cards, or ranks only. */
type ReadHand = { readonly cards: Card[]; readonly ranksOnly: readonly Rank[] | null };

function readHand(text: string): ReadHand {
  const parsed = parseCards(text);
  if (parsed.ok) return { cards: parsed.value, ranksOnly: null };
  const ranks = parseRanks(text);
  if (!ranks.ok) throw new UsageError(parsed.error.message);
  const counts = new Map<Rank, number>();
  for (const r of ranks.value) counts.set(r, (counts.get(r) ?? 0) + 1);
  if ([...counts.values()].some((n) => n > 4)) {
    throw new UsageError(`${show(text)} has more than four cards of one rank; a deck holds four.`);
  }
  return { cards: mixedSuitCards(ranks.value), ranksOnly: ranks.value };
}

/**
 * `croupier eval <cards…>`: parse and show a hand in both notations, its blackjack value and baccarat
 * point (and, from five cards, its poker combination). A rank-only hand (`Т-К-В-3-2`, as the texts
 * write them) is read with mixed suits (see {@link mixedSuitCards}). Two or more quoted hands are
 * compared as poker hands by the stud module.
 */
export async function evalCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { positionals } = ctx.args;
  if (positionals.length === 0)
    throw new UsageError('eval needs cards, e.g. croupier eval As Kd or croupier eval "Т♠ К♥" or "Т-К-В-3-2".');
  const c = palette(ctx.color);
  const manyHands = positionals.length >= 2 && positionals.every((p) => /[\s,-]/.test(p.trim()));
  const stud = await GAME_LOADERS.stud();
  const studEval = (stud as unknown as { evalHands?: (hands: string[], ctx: CommandContext) => CommandOutput })
    .evalHands;
  if (manyHands) {
    if (!studEval) throw new UsageError('comparing hands needs the stud module, which is not available in this build.');
    return studEval([...positionals], ctx);
  }
  const { cards, ranksOnly } = readHand(positionals.join(' '));
  if (cards.length === 0) {
    throw new UsageError(
      `eval needs at least one card, got ${show(positionals.join(' '))}; e.g. croupier eval As Kd or "Т-К-В-3-2".`,
    );
  }
  const bj = blackjackValue(cards);
  const point = baccaratPoint(cards);
  const poker = (stud as unknown as { describeHand?: PokerEval['describe'] }).describeHand?.(cards) ?? null;
  const bjText = bj.bust
    ? `${bj.total} — перебор (bust)`
    : bj.blackjack
      ? `21 — блекджек`
      : `${bj.total} ${bj.soft ? '«мягкая» (soft)' : '«жёсткая» (hard)'}`;
  const head =
    ranksOnly === null
      ? `${c.bold('cards')}     ${formatCards(cards)}   ${formatCards(cards, { notation: 'ru' })}`
      : `${c.bold('ranks')}     ${formatRanks(ranksOnly, 'en')}   ${formatRanks(ranksOnly, 'ru')}   ${c.dim('(no suits: read as mixed suits, never a flush)')}`;
  const lines = [head, `${c.bold('blackjack')} ${bjText}`, `${c.bold('baccarat')}  ${point}`];
  if (poker) lines.push(`${c.bold('poker')}     ${poker.name} (${poker.category}, class ${poker.class})`);
  const what =
    ranksOnly === null
      ? { cards: formatCards(cards), cardsRu: formatCards(cards, { notation: 'ru' }) }
      : { ranks: formatRanks(ranksOnly, 'en'), ranksRu: formatRanks(ranksOnly, 'ru'), suits: 'mixed' };
  return {
    text: lines.join('\n') + '\n',
    json: {
      ...what,
      blackjack: bj,
      baccarat: { point },
      ...(poker ? { poker: { category: poker.category, class: poker.class } } : {}),
    },
  };
}
