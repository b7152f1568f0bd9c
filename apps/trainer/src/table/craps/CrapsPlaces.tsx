import type { BetId, CrapsSeat } from '@croupier/engine/craps';
import { betNameRu, CRAPS_TABLE_RU, CRAPS_SHIFT_RU, formatNet, formatNumber } from '@croupier/ru';
import { idOf, type CrapsSeatRun } from './craps-table.ts';

const OUTCOME: Readonly<Record<'win' | 'lose' | 'push', string>> = { win: '+', lose: '−', push: '=' };

/**
 * The places at the table: each one's bets on the layout now and what the last roll did to its bets
 * (won, lost, returned, moved to a number), the trainee's place marked.
 *
 * @param props - The table.
 */
export function CrapsPlaces({ run }: { readonly run: CrapsSeatRun }) {
  const seats = new Map<string, CrapsSeat>(run.table.seats.map((s) => [s.id, s]));
  return (
    <ol className="shift-boxes craps-places" aria-label={CRAPS_TABLE_RU.seats} data-testid="craps-places">
      {run.places.map((place) => {
        const bets = Object.entries(seats.get(idOf(place))?.bets ?? {}) as [BetId, number][];
        const r = run.last?.results.find((x) => x.place === place);
        const you = place === run.you;
        return (
          <li
            key={place}
            className={`shift-box${you ? ' craps-place--you' : ''}`}
            data-testid={`craps-seat-${place}`}
            data-net={r?.net ?? 0}
            aria-current={you ? 'true' : undefined}
          >
            <span className="shift-box-name">
              {CRAPS_SHIFT_RU.place(place)}
              {you ? ` (${CRAPS_TABLE_RU.you})` : ''}
            </span>
            <ul className="craps-bets">
              {bets.length === 0 ? <li className="shift-muted">{CRAPS_SHIFT_RU.noBets}</li> : null}
              {bets.map(([bet, chips]) => (
                <li key={bet}>
                  {betNameRu(bet)}: {formatNumber(chips)}
                </li>
              ))}
            </ul>
            {r && (r.settled.length > 0 || r.moved.length > 0) ? (
              <ul className="craps-bets craps-results" aria-label={CRAPS_TABLE_RU.lastRoll}>
                {r.settled.map((x) => (
                  <li key={x.bet}>
                    {OUTCOME[x.outcome]} {betNameRu(x.bet)}
                    {x.outcome === 'push' ? '' : `: ${formatNumber(x.chips)}`}
                  </li>
                ))}
                {r.moved.map((to) => (
                  <li key={to}>→ {betNameRu(to)}</li>
                ))}
                <li>
                  <strong>{formatNet(r.net)}</strong>
                </li>
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
