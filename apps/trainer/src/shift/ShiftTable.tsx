import { blackjackValue, type BlackjackState } from '@croupier/engine/blackjack';
import { formatBlackjackValue, formatChips, SHIFT_RU, shiftCountdownRu } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { countdownMs, dealerShown, owedNow, type ShiftState } from './blackjack-shift.ts';

/** The boxes' hands now: the bets before the deal, the cards after. */
function boxesOf(table: BlackjackState) {
  if (table.phase === 'betting') return table.bets.map((b) => ({ id: b.box, bet: b.amount, hands: [] as const }));
  return table.boxes.map((b) => ({ id: b.id, bet: b.bet, hands: b.hands }));
}

/**
 * The table during a shift: the dealer's cards as far as they are shown, then the boxes from the dealer's
 * left (box 1) to right, each with its bet, its hands, its player's countdown while thinking, and the
 * box being settled marked.
 *
 * @param props - The shift.
 */
export function ShiftTable({ state }: { readonly state: ShiftState }) {
  const dealer = dealerShown(state);
  const wait = countdownMs(state);
  const task = state.task;
  const owed = owedNow(state);
  const thinking = task.kind === 'player' ? task.box : null;
  const bets = new Map(boxesOf(state.table).map((b) => [b.id, b]));
  return (
    <div className="shift-table">
      <div className="shift-dealer" data-testid="shift-dealer" data-cards={dealer.join(',')}>
        {dealer.length > 0 ? (
          <Hand
            caption={SHIFT_RU.dealer}
            cards={dealer}
            value={formatBlackjackValue(blackjackValue(dealer))}
            size="sm"
          />
        ) : (
          <p className="shift-muted">{SHIFT_RU.dealer}</p>
        )}
      </div>
      <ol className="shift-boxes" aria-label={SHIFT_RU.boxes}>
        {state.players.map((p) => {
          const box = bets.get(p.box);
          const settling = owed?.box === p.box;
          return (
            <li
              key={p.box}
              className={`shift-box${settling ? ' shift-box--due' : ''}${thinking === p.box ? ' shift-box--thinking' : ''}`}
              data-testid={`shift-box-${p.box}`}
              data-hands={box?.hands.map((h) => h.cards.join(',')).join('|')}
              data-stakes={box?.hands.map((h) => h.stake).join('|')}
              aria-current={settling ? 'true' : undefined}
            >
              <span className="shift-box-name">{SHIFT_RU.box(p.box)}</span>
              <span className="shift-box-bet">{box ? formatChips(box.bet) : task.kind === 'bets' ? '…' : '—'}</span>
              {box?.hands.map((h, i) => (
                <Hand
                  key={i}
                  cards={h.cards}
                  size="sm"
                  value={formatBlackjackValue(blackjackValue(h.cards))}
                  tone={owed?.box === p.box && owed.hand === i ? 'accent' : 'neutral'}
                  {...(h.doubled ? { caption: SHIFT_RU.doubled(formatChips(h.stake)) } : {})}
                />
              ))}
              {thinking === p.box && wait !== null ? (
                <span className="shift-countdown" data-testid="shift-countdown">
                  {shiftCountdownRu(wait)}
                </span>
              ) : null}
            </li>
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
