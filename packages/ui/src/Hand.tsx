import type { ReactNode } from 'react';
import type { Card } from '@croupier/engine/cards';
import type { CardNotation } from './card';
import { type CardSize, PlayingCard } from './PlayingCard';

/** The tone of a value badge: plain, good news (a blackjack, a natural), bad news (a bust) or a highlight. */
export type BadgeTone = 'neutral' | 'good' | 'bad' | 'accent';

/** Props of {@link Hand}. */
export interface HandProps {
  /** The cards, in the order dealt. */
  readonly cards: readonly Card[];
  /** Face-down cards shown after the open ones (a dealer's hidden card). */
  readonly hidden?: number;
  /** The face-down cards before the open ones (a dealer whose face-up card is the last dealt). */
  readonly hiddenFirst?: boolean;
  /** The caption: «Игрок», «Банкир», «Крупье». */
  readonly caption?: ReactNode;
  /** The value badge beside the caption: «17, мягкая», «8», «Перебор». */
  readonly value?: ReactNode;
  /** The badge's tone, default `neutral`. */
  readonly tone?: BadgeTone;
  /** Rank letters of the cards. */
  readonly notation?: CardNotation;
  /** Card size, default `md`. */
  readonly size?: CardSize;
  /** Extra class names. */
  readonly className?: string;
}

/**
 * A hand: a caption with a value badge over a row of overlapping cards.
 *
 * @param props - See {@link HandProps}.
 * @example
 * ```tsx
 * <Hand caption="Игрок" cards={[48, 18]} value="17, мягкая" />
 * <Hand caption="Крупье" cards={[40]} hidden={1} />
 * ```
 */
export function Hand({
  cards,
  hidden = 0,
  hiddenFirst = false,
  caption,
  value,
  tone = 'neutral',
  notation,
  size = 'md',
  className,
}: HandProps) {
  return (
    <figure className={`cr-hand${className ? ` ${className}` : ''}`}>
      {caption !== undefined || value !== undefined ? (
        <figcaption className="cr-hand__caption">
          {caption !== undefined ? <span className="cr-hand__label">{caption}</span> : null}
          {value !== undefined ? <Badge tone={tone}>{value}</Badge> : null}
        </figcaption>
      ) : null}
      <span className={`cr-hand__cards cr-hand__cards--${size}`}>
        {hiddenFirst ? down(hidden, size, notation) : null}
        {cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} card={c} size={size} {...(notation ? { notation } : {})} />
        ))}
        {hiddenFirst ? null : down(hidden, size, notation)}
      </span>
    </figure>
  );
}

/** `n` face-down cards. */
function down(n: number, size: HandProps['size'], notation: HandProps['notation']) {
  return Array.from({ length: n }, (_, i) => (
    <PlayingCard key={`hidden-${i}`} faceDown size={size ?? 'md'} {...(notation ? { notation } : {})} />
  ));
}

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The badge's text. */
  readonly children: ReactNode;
  /** Its tone, default `neutral`. */
  readonly tone?: BadgeTone;
}

/**
 * A small pill for a hand's value or a result («Блекджек», «Перебор», «8»).
 *
 * @param props - See {@link BadgeProps}.
 */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`cr-badge cr-badge--${tone}`}>{children}</span>;
}
