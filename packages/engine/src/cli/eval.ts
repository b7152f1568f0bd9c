import { formatCards, parseCards } from '../cards/index.js';
import { blackjackValue } from '../blackjack/value.js';
import { baccaratPoint } from '../baccarat/value.js';
import { UsageError } from './args.js';
import { palette } from './format.js';
import type { CommandContext, CommandOutput } from './types.js';
import { GAME_LOADERS } from './games.js';

/** Optional poker hook: the stud module describes and compares five-card hands. */
export interface PokerEval {
  describe(cards: readonly number[]): { category: string; name: string; class: number } | null;
}

/**
 * `croupier eval <cards…>`: parse and show a hand in both notations, its blackjack value and baccarat
 * point (and, from five cards, its poker combination). Two or more quoted hands are compared as poker
 * hands by the stud module.
 */
export async function evalCommand(ctx: CommandContext): Promise<CommandOutput> {
  const { positionals } = ctx.args;
  if (positionals.length === 0)
    throw new UsageError('eval needs cards, e.g. croupier eval As Kd or croupier eval "Т♠ К♥".');
  const c = palette(ctx.color);
  const manyHands = positionals.length >= 2 && positionals.every((p) => /[\s,-]/.test(p.trim()));
  const stud = await GAME_LOADERS.stud();
  const studEval = (stud as unknown as { evalHands?: (hands: string[], ctx: CommandContext) => CommandOutput })
    .evalHands;
  if (manyHands) {
    if (!studEval) throw new UsageError('comparing hands needs the stud module, which is not available in this build.');
    return studEval([...positionals], ctx);
  }
  const parsed = parseCards(positionals.join(' '));
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const cards = parsed.value;
  const bj = blackjackValue(cards);
  const point = baccaratPoint(cards);
  const poker = (stud as unknown as { describeHand?: PokerEval['describe'] }).describeHand?.(cards) ?? null;
  const bjText = bj.bust
    ? `${bj.total} — перебор (bust)`
    : bj.blackjack
      ? `21 — блекджек`
      : `${bj.total} ${bj.soft ? '«мягкая» (soft)' : '«жёсткая» (hard)'}`;
  const lines = [
    `${c.bold('cards')}     ${formatCards(cards)}   ${formatCards(cards, { notation: 'ru' })}`,
    `${c.bold('blackjack')} ${bjText}`,
    `${c.bold('baccarat')}  ${point}`,
  ];
  if (poker) lines.push(`${c.bold('poker')}     ${poker.name} (${poker.category}, class ${poker.class})`);
  return {
    text: lines.join('\n') + '\n',
    json: {
      cards: formatCards(cards),
      cardsRu: formatCards(cards, { notation: 'ru' }),
      blackjack: bj,
      baccarat: { point },
      ...(poker ? { poker: { category: poker.category, class: poker.class } } : {}),
    },
  };
}
