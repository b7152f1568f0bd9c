import { memo } from 'react';
import { blackjackValue, type BlackjackState, type Hand as EngineHand } from '@croupier/engine/blackjack';
import type { Card } from '@croupier/engine/cards';
import { formatBlackjackValue, formatChips, SHIFT_RU, shiftCountdownRu } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { countdownMs, dealerShown, owedNow, type ShiftState } from './blackjack-shift.ts';

/** The boxes' bets and hands now: the bets before the deal, the cards after. */
function boxesOf(table: BlackjackState): Map<string, { bet: number; hands: readonly EngineHand[] }> {
  if (table.phase === 'betting') return new Map(table.bets.map((b) => [b.box, { bet: b.amount, hands: [] }]));
  return new Map(table.boxes.map((b) => [b.id, { bet: b.bet, hands: b.hands }]));
}

interface BoxProps {
  readonly id: string;
  readonly bet: number | null;
  readonly betting: boolean;
  readonly hands: readonly EngineHand[];
  /** The hand being settled, or -1. */
  readonly due: number;
  /** The player's think time left, or null when not thinking. */
  readonly wait: number | null;
}

/** One box (memoised: a tick of the clock re-renders only the box whose player is thinking). */
const Box = memo(function Box({ id, bet, betting, hands, due, wait }: BoxProps) {
  return (
    <li
      className={`shift-box${due >= 0 ? ' shift-box--due' : ''}${wait !== null ? ' shift-box--thinking' : ''}`}
      data-testid={`shift-box-${id}`}
      data-hands={hands.map((h) => h.cards.join(',')).join('|')}
      data-stakes={hands.map((h) => h.stake).join('|')}
      aria-current={due >= 0 ? 'true' : undefined}
    >
      <span className="shift-box-name">{SHIFT_RU.box(id)}</span>
      <span className="shift-box-bet">{bet !== null ? formatChips(bet) : betting ? '…' : '—'}</span>
      {hands.map((h, i) => (
        <Hand
          key={i}
          cards={h.cards}
          size="sm"
          value={formatBlackjackValue(blackjackValue(h.cards))}
          tone={due === i ? 'accent' : 'neutral'}
          {...(h.doubled ? { caption: SHIFT_RU.doubled(formatChips(h.stake)) } : {})}
        />
      ))}
      {wait !== null ? (
        <span className="shift-countdown" data-testid="shift-countdown">
          {shiftCountdownRu(wait)}
        </span>
      ) : null}
    </li>
  );
});

/** The dealer's cards (memoised by the cards shown). */
const Dealer = memo(
  function Dealer({ cards }: { readonly cards: readonly Card[] }) {
    return (
      <div className="shift-dealer" data-testid="shift-dealer" data-cards={cards.join(',')}>
        {cards.length > 0 ? (
          <Hand caption={SHIFT_RU.dealer} cards={cards} value={formatBlackjackValue(blackjackValue(cards))} size="sm" />
        ) : (
          <p className="shift-muted">{SHIFT_RU.dealer}</p>
        )}
      </div>
    );
  },
  (a, b) => a.cards.join(',') === b.cards.join(','),
);

/**
 * The table during a shift: the dealer's cards as far as they are shown, then the boxes from the dealer's
 * left (box 1) to right, each with its bet, its hands, its player's countdown while thinking, and the
 * box being settled marked.
 *
 * @param props - The shift.
 */
export function ShiftTable({ state }: { readonly state: ShiftState }) {
  const wait = countdownMs(state);
  const task = state.task;
  const owed = owedNow(state);
  const boxes = boxesOf(state.table);
  return (
    <div className="shift-table">
      <Dealer cards={dealerShown(state)} />
      <ol className="shift-boxes" aria-label={SHIFT_RU.boxes}>
        {state.players.map((p) => {
          const box = boxes.get(p.box);
          return (
            <Box
              key={p.box}
              id={p.box}
              bet={box ? box.bet : null}
              betting={task.kind === 'bets'}
              hands={box ? box.hands : NO_HANDS}
              due={owed?.box === p.box ? owed.hand : -1}
              wait={task.kind === 'player' && task.box === p.box ? wait : null}
            />
          );
        })}
      </ol>
      {task.kind === 'bets' && wait !== null ? (
        <p className="shift-muted" data-testid="shift-countdown">
          {SHIFT_RU.betsWait(shiftCountdownRu(wait))}
        </p>
      ) : null}
    </div>
  );
}

const NO_HANDS: readonly EngineHand[] = [];
