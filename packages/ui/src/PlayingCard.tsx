import type { Card } from '@croupier/engine/cards';
import { type CardNotation, cardFace, FACE_DOWN_LABEL } from './card';

/** Card sizes: `sm` for inline text and tables, `md` for hands, `lg` for a focus card. */
export type CardSize = 'sm' | 'md' | 'lg';

/** Props of {@link PlayingCard}. */
export interface PlayingCardProps {
  /** The engine card integer `0…51`; omit (or set `faceDown`) for a card shown from its back. */
  readonly card?: Card;
  /** Show the back of the card instead of its face. */
  readonly faceDown?: boolean;
  /** Rank letters: `ru` (Т К Д В, default) or `en` (A K Q J). */
  readonly notation?: CardNotation;
  /** Size, default `md`. */
  readonly size?: CardSize;
  /** Extra class names. */
  readonly className?: string;
}

/**
 * A playing card drawn in CSS: rank and suit in two corners and a large suit in the middle, red or
 * black, or its back when face down. It is one image for assistive technology, named «туз пик».
 *
 * @param props - See {@link PlayingCardProps}.
 * @example
 * ```tsx
 * <PlayingCard card={48} />                 // Т♠
 * <PlayingCard card={33} notation="en" />   // 10♥
 * <PlayingCard faceDown size="sm" />
 * ```
 */
export function PlayingCard({ card, faceDown = false, notation = 'ru', size = 'md', className }: PlayingCardProps) {
  const extra = className ? ` ${className}` : '';
  if (faceDown || card === undefined) {
    return (
      <span
        className={`cr-card cr-card--${size} cr-card--back${extra}`}
        role="img"
        aria-label={FACE_DOWN_LABEL[notation]}
      />
    );
  }
  const face = cardFace(card, notation);
  const corner = (
    <>
      <span className="cr-card__rank">{face.rank}</span>
      <span className="cr-card__suit">{face.suit}</span>
    </>
  );
  return (
    <span
      className={`cr-card cr-card--${size} cr-card--${face.color}${extra}`}
      role="img"
      aria-label={face.label}
      data-card={card}
    >
      <span className="cr-card__corner" aria-hidden="true">
        {corner}
      </span>
      <span className="cr-card__pip" aria-hidden="true">
        {face.suit}
      </span>
      <span className="cr-card__corner cr-card__corner--end" aria-hidden="true">
        {corner}
      </span>
    </span>
  );
}
