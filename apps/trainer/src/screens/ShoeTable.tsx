/**
 * The whole-shoe mode's table: the dealer's cards and the player's hands of the round on the felt, and
 * the cards dealt from the shoe so far.
 *
 * @module
 */
import { handValue, type BlackjackState } from '@croupier/engine/blackjack';
import { blackjackTotalRu, SHOE_RU } from '@croupier/ru';
import { Hand } from '@croupier/ui';

/**
 * The felt of a round.
 *
 * @param props - The engine's state.
 */
export function ShoeTable({ state }: { readonly state: BlackjackState }) {
  if (state.phase === 'betting') return null;
  const hidden = state.holeRevealed ? 0 : state.dealer.length > 1 ? 1 : 0;
  const dealer = hidden ? state.dealer.slice(0, 1) : state.dealer;
  return (
    <div className="felt" data-testid="shoe-table">
      <Hand caption={SHOE_RU.dealer} cards={dealer} hidden={hidden} size="lg" />
      {state.boxes.flatMap((b) =>
        b.hands.map((h, i) => {
          const v = handValue(h);
          return (
            <Hand
              key={`${b.id}-${i}`}
              caption={`${b.hands.length > 1 ? SHOE_RU.hand(i + 1) : SHOE_RU.you} · ${SHOE_RU.stake(h.stake)}`}
              cards={h.cards}
              size="lg"
              value={v.bust ? SHOE_RU.bust(v.total) : blackjackTotalRu(v.total, v.soft)}
            />
          );
        }),
      )}
      <p className="context" data-testid="shoe-dealt">
        {SHOE_RU.dealt(state.shoe.position)}
      </p>
    </div>
  );
}
