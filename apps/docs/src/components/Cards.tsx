import { parseCardsOrThrow } from '@croupier/engine/cards';
import { blackjackValue } from '@croupier/engine/blackjack';
import { baccaratPoint } from '@croupier/engine/baccarat';
import { formatBaccaratPoint, formatBlackjackValue } from '@croupier/ru';
import { type BadgeTone, type CardNotation, type CardSize, Hand } from '@croupier/ui';

/** Props of {@link Cards}. */
export interface CardsProps {
  /** The hand in either notation, e.g. `Т♠ 6♦` or `As Kd`. */
  readonly hand: string;
  /** Caption above the cards. */
  readonly caption?: string;
  /** Put the engine's value in the badge: blackjack total or baccarat point. */
  readonly show?: 'blackjack' | 'baccarat';
  /** A badge text of your own (used when `show` is not given). */
  readonly value?: string;
  /** Badge tone. */
  readonly tone?: BadgeTone;
  /** Rank letters on the cards, default `ru`. */
  readonly notation?: CardNotation;
  /** Card size, default `md`. */
  readonly size?: CardSize;
}

/**
 * A static example hand for MDX pages, valued by the engine at build time (no JavaScript shipped).
 * A typo in `hand` fails the build with the parser's error.
 *
 * @param props - See {@link CardsProps}.
 * @example
 * ```mdx
 * <Cards hand="7♠ 8♥ 8♦" show="baccarat" caption="Пунто" />
 * ```
 */
export default function Cards({ hand, caption, show, value, tone, notation, size = 'md' }: CardsProps) {
  const cards = parseCardsOrThrow(hand);
  let badge = value;
  let badgeTone = tone;
  if (show === 'blackjack') {
    const v = blackjackValue(cards);
    badge = formatBlackjackValue(v);
    badgeTone ??= v.blackjack ? 'good' : v.bust ? 'bad' : 'neutral';
  } else if (show === 'baccarat') {
    badge = formatBaccaratPoint(baccaratPoint(cards));
    badgeTone ??= 'accent';
  }
  return (
    <div className="cards-example not-content">
      <Hand
        cards={cards}
        size={size}
        {...(caption !== undefined ? { caption } : {})}
        {...(badge !== undefined ? { value: badge } : {})}
        {...(badgeTone !== undefined ? { tone: badgeTone } : {})}
        {...(notation !== undefined ? { notation } : {})}
      />
    </div>
  );
}
