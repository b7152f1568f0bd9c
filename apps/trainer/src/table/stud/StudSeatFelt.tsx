import type { Card } from '@croupier/engine/cards';
import { categoryOf, evaluate5, type StudBoxesPlayerView } from '@croupier/engine/stud';
import { STUD_TABLE_RU, studCategoryRu, studStakesRu } from '@croupier/ru';
import { Hand } from '@croupier/ui';

const nameOf = (c: readonly Card[]) => studCategoryRu(categoryOf(evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!)));

/**
 * The stud table from the trainee's seat: the dealer's cards (face down until the showdown), then every
 * box in table order — its label, stakes and cards (another's, or the trainee's not yet reached, face
 * down) — the trainee's boxes outlined and the box deciding marked.
 *
 * @param props - What the trainee sees and each box's label.
 */
export function StudSeatFelt({
  view,
  labels,
}: {
  readonly view: StudBoxesPlayerView;
  readonly labels: readonly string[];
}) {
  const up = view.dealer.filter((c): c is Card => c !== null);
  return (
    <div className="felt full-table" data-testid="stud-table-felt">
      {view.dealer.length > 0 ? (
        <Hand
          caption={STUD_TABLE_RU.dealer}
          cards={up}
          hidden={view.dealer.length - up.length}
          hiddenFirst={view.dealer.findIndex((c) => c !== null) > 0}
          size="sm"
          {...(up.length === 5 ? { value: nameOf(up) } : {})}
        />
      ) : null}
      <ol className="full-table__boxes">
        {view.boxes.map((b, k) => {
          const shown = b.cards.filter((c): c is Card => c !== null);
          const mine = b.player === view.viewer;
          return (
            <li
              key={k}
              className={`full-table__box${mine ? ' full-table__box--you' : ''}`}
              data-testid={`stud-table-box-${k + 1}`}
              aria-current={view.turn === k ? 'true' : undefined}
            >
              <Hand
                caption={labels[k]}
                cards={shown}
                hidden={b.cards.length - shown.length}
                size="sm"
                {...(shown.length === 5 ? { value: nameOf(shown) } : {})}
                tone={view.turn === k ? 'accent' : 'neutral'}
              />
              <span className="full-table__stake">{studStakesRu(b.ante, b.bet, b.decision === 'folded')}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
