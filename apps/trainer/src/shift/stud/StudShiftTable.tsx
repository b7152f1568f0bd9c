import { memo } from 'react';
import type { Card } from '@croupier/engine/cards';
import { categoryOf, evaluate5 } from '@croupier/engine/stud';
import { shiftCountdownRu, STUD_SHIFT_RU, studCategoryRu, studStakesRu } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { owedNow, studCountdownMs, type StudShiftState } from './stud-shift.ts';

const nameOf = (c: readonly Card[]) => studCategoryRu(categoryOf(evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!)));

interface BoxProps {
  readonly n: number;
  readonly player: number;
  readonly stakes: string;
  /** The cards shown face up, or how many lie face down. */
  readonly cards: readonly Card[];
  readonly down: number;
  readonly due: boolean;
  readonly wait: number | null;
}

/** One box (memoised: a tick re-renders only the box whose player is thinking). */
const Box = memo(function Box({ n, player, stakes, cards, down, due, wait }: BoxProps) {
  return (
    <li
      className={`shift-box${due ? ' shift-box--due' : ''}${wait !== null ? ' shift-box--thinking' : ''}`}
      data-testid={`stud-shift-box-${n}`}
      data-cards={cards.join(',')}
      aria-current={due ? 'true' : undefined}
    >
      <span className="shift-box-name">
        {STUD_SHIFT_RU.box(n)} · {STUD_SHIFT_RU.player(player)}
      </span>
      <span className="shift-box-bet">{stakes}</span>
      {cards.length > 0 || down > 0 ? (
        <Hand
          cards={cards}
          hidden={down}
          size="sm"
          {...(cards.length === 5 ? { value: nameOf(cards) } : {})}
          tone={due ? 'accent' : 'neutral'}
        />
      ) : null}
      {wait !== null ? (
        <span className="shift-countdown" data-testid="shift-countdown">
          {shiftCountdownRu(wait)}
        </span>
      ) : null}
    </li>
  );
});

/**
 * The stud table during a shift: the dealer's five (face down until some box raised and the round is
 * settled), then the boxes in table order with their player, stakes, cards (face up for the raised boxes
 * at the showdown), the thinking player's countdown and the box being settled marked.
 *
 * @param props - The shift.
 */
export function StudShiftTable({ state }: { readonly state: StudShiftState }) {
  const t = state.table;
  const wait = studCountdownMs(state);
  const task = state.task;
  const owed = owedNow(state);
  const dealer = t.phase === 'settled' && t.revealed ? t.dealerShown : [];
  const dealerDown = t.phase === 'betting' || dealer.length > 0 ? 0 : 5;
  return (
    <div className="shift-table">
      <div className="shift-dealer" data-testid="shift-dealer" data-cards={dealer.join(',')}>
        {dealer.length > 0 || dealerDown > 0 ? (
          <Hand
            caption={STUD_SHIFT_RU.dealer}
            cards={dealer}
            hidden={dealerDown}
            size="sm"
            {...(dealer.length === 5 ? { value: nameOf(dealer) } : {})}
          />
        ) : (
          <p className="shift-muted">{STUD_SHIFT_RU.dealer}</p>
        )}
      </div>
      <ol className="shift-boxes" aria-label={STUD_SHIFT_RU.boxes}>
        {t.boxes.map((b, k) => {
          const ante = t.phase === 'betting' ? (state.antes[k] ?? 0) : b.ante;
          const shown = t.phase === 'settled' && b.decision === 'raised';
          return (
            <Box
              key={k}
              n={k + 1}
              player={Number(b.player)}
              stakes={task.kind === 'bets' ? '…' : studStakesRu(ante, b.bet, b.decision === 'folded')}
              cards={shown ? b.cards : NONE}
              down={shown ? 0 : b.cards.length}
              due={owed?.box === k}
              wait={task.kind === 'player' && task.box === k ? wait : null}
            />
          );
        })}
      </ol>
    </div>
  );
}

const NONE: readonly Card[] = [];
