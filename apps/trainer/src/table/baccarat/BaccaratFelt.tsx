/**
 * The full baccarat table's felt: Пунто's and Банко's hands, then the fourteen seats in order, each with
 * its bets on the layout and, after the coup, what it got; the trainee's seat marked.
 *
 * @module
 */
import { baccaratPoint } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, BACCARAT_SHIFT_RU, BACCARAT_TABLE_RU as RU, formatNet, formatNumber } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { youOf, type SeatRun } from './baccarat-seat.ts';
import { SEATS } from './seat-players.ts';

/**
 * The felt.
 *
 * @param props - The table.
 */
export function BaccaratFelt({ run }: { readonly run: SeatRun }) {
  const t = run.table;
  const you = youOf(run.config);
  return (
    <div
      className="felt full-table"
      data-testid="table-felt"
      data-player={t.player.join(',')}
      data-banker={t.banker.join(',')}
    >
      {t.player.length > 0 ? (
        <>
          <Hand caption={BACCARAT_SHIFT_RU.punto} cards={t.player} size="md" value={String(baccaratPoint(t.player))} />
          <Hand caption={BACCARAT_SHIFT_RU.banco} cards={t.banker} size="md" value={String(baccaratPoint(t.banker))} />
        </>
      ) : null}
      <ol className="full-table__boxes">
        {Array.from({ length: SEATS }, (_, i) => String(i + 1)).map((seat) => {
          const bets = t.bets.filter((b) => b.player === seat);
          const net = run.results.filter((r) => String(r.seat) === seat).reduce((s, r) => s + r.net, 0);
          const mine = seat === you;
          return (
            <li
              key={seat}
              className={`full-table__box${mine ? ' full-table__box--you' : ''}`}
              data-seat={seat}
              aria-label={mine ? `${BACCARAT_SHIFT_RU.seat(seat)}, ${RU.you}` : BACCARAT_SHIFT_RU.seat(seat)}
            >
              <span className="full-table__empty">{mine ? RU.you : BACCARAT_SHIFT_RU.seat(seat)}</span>
              {bets.map((b) => (
                <span key={b.bet} className="full-table__stake">
                  {BACCARAT_BET_NAMES[b.bet]} {formatNumber(b.stake)}
                </span>
              ))}
              {bets.length > 0 && run.phase === 'over' ? (
                <span className="full-table__stake">{formatNet(net)}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
