/**
 * A full table's felt: the dealer on top, then the boxes from the first base to the third (wrapping on a
 * narrow screen), every box's cards face up as at a real table, the trainee's box marked.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { TABLE_RU } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { valueRu } from './speech.ts';
import './table.css';

/** A box on the felt. */
export interface FeltBox {
  readonly seat: number;
  readonly you: boolean;
  /** Its hands (none: no cards yet). */
  readonly hands: readonly { readonly cards: readonly Card[]; readonly stake?: number; readonly active?: boolean }[];
}

/**
 * The felt.
 *
 * @param props - The dealer's cards and hidden cards, the boxes, a test id.
 */
export function TableFelt({
  dealer,
  hidden,
  boxes,
  testId,
}: {
  readonly dealer: readonly Card[];
  readonly hidden: number;
  readonly boxes: readonly FeltBox[];
  readonly testId: string;
}) {
  return (
    <div className="felt full-table" data-testid={testId}>
      <Hand
        caption={TABLE_RU.dealer}
        cards={dealer}
        hidden={hidden}
        size="md"
        {...(hidden === 0 && dealer.length > 0 ? { value: valueRu(dealer) } : {})}
      />
      <ol className="full-table__boxes">
        {boxes.map((b) => (
          <li
            key={b.seat}
            className={`full-table__box${b.you ? ' full-table__box--you' : ''}`}
            data-seat={b.seat}
            aria-label={b.you ? `${TABLE_RU.seatName(b.seat)}, ${TABLE_RU.you}` : TABLE_RU.seatName(b.seat)}
          >
            {b.hands.length === 0 ? (
              <span className="full-table__empty">{b.you ? TABLE_RU.you : TABLE_RU.seatName(b.seat)}</span>
            ) : (
              b.hands.map((h, i) => (
                <div key={i} className="full-table__hand">
                  <Hand
                    caption={`${b.you ? TABLE_RU.you : TABLE_RU.seatName(b.seat)}${h.active ? ` (${TABLE_RU.active})` : ''}`}
                    cards={h.cards}
                    size="sm"
                    value={valueRu(h.cards)}
                  />
                  {h.stake === undefined ? null : <span className="full-table__stake">{TABLE_RU.stake(h.stake)}</span>}
                </div>
              ))
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
