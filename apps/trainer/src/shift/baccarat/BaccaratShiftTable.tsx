import { memo } from 'react';
import { baccaratPoint, type BaccaratBet } from '@croupier/engine/baccarat';
import type { Card } from '@croupier/engine/cards';
import { BACCARAT_BET_NAMES, BACCARAT_SHIFT_RU, formatNumber, shiftCountdownRu } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { countdownMs, owedNow, seatStakes, seatThinking, type ShiftState } from './baccarat-shift.ts';

interface SeatProps {
  readonly seat: string;
  readonly bets: readonly { readonly bet: BaccaratBet; readonly stake: number }[];
  readonly thinking: boolean;
  /** The bet being settled at this seat, or null. */
  readonly due: BaccaratBet | null;
}

/** One seat (memoised: a tick of the clock re-renders only seats whose bets changed). */
const Seat = memo(function Seat({ seat, bets, thinking, due }: SeatProps) {
  return (
    <li
      className={`shift-box${due ? ' shift-box--due' : ''}${thinking ? ' shift-box--thinking' : ''}`}
      data-testid={`shift-seat-${seat}`}
      data-bets={bets.map((b) => `${b.bet}:${b.stake}`).join(',')}
      aria-current={due ? 'true' : undefined}
    >
      <span className="shift-box-name">{BACCARAT_SHIFT_RU.seat(seat)}</span>
      {bets.length === 0 ? (
        <span className="shift-muted">{thinking ? BACCARAT_SHIFT_RU.thinking : BACCARAT_SHIFT_RU.noBet}</span>
      ) : (
        bets.map((b) => (
          <span key={b.bet} className={`shift-box-bet${due === b.bet ? ' shift-box-bet--due' : ''}`}>
            {BACCARAT_BET_NAMES[b.bet]} {formatNumber(b.stake)}
          </span>
        ))
      )}
    </li>
  );
});

/** Пунто's and Банко's cards (memoised by the cards). */
const Hands = memo(
  function Hands({ player, banker }: { readonly player: readonly Card[]; readonly banker: readonly Card[] }) {
    return (
      <div
        className="shift-dealer shift-coup"
        data-testid="shift-hands"
        data-player={player.join(',')}
        data-banker={banker.join(',')}
      >
        {player.length > 0 ? (
          <>
            <Hand caption={BACCARAT_SHIFT_RU.punto} cards={player} value={String(baccaratPoint(player))} size="sm" />
            <Hand caption={BACCARAT_SHIFT_RU.banco} cards={banker} value={String(baccaratPoint(banker))} size="sm" />
          </>
        ) : (
          <p className="shift-muted">
            {BACCARAT_SHIFT_RU.punto} · {BACCARAT_SHIFT_RU.banco}
          </p>
        )}
      </div>
    );
  },
  (a, b) => a.player.join(',') === b.player.join(',') && a.banker.join(',') === b.banker.join(','),
);

/**
 * The table during a shift: Пунто's and Банко's hands as far as they are dealt, then the fourteen seats
 * in order, each with its bets (or its player still thinking), the bet being settled marked.
 *
 * @param props - The shift.
 */
export function BaccaratShiftTable({ state }: { readonly state: ShiftState }) {
  const wait = countdownMs(state);
  const owed = owedNow(state);
  return (
    <div
      className="shift-table"
      data-testid="shift-table"
      data-due={owed ? `${owed.seat}:${owed.settled.bet}:${owed.settled.staked}` : undefined}
    >
      <Hands player={state.table.player} banker={state.table.banker} />
      <ol className="shift-boxes" aria-label={BACCARAT_SHIFT_RU.seats}>
        {state.players.map((p, i) => (
          <Seat
            key={p.seat}
            seat={p.seat}
            bets={seatStakes(state, p.seat)}
            thinking={seatThinking(state, i)}
            due={owed?.seat === p.seat ? owed.settled.bet : null}
          />
        ))}
      </ol>
      {wait !== null ? (
        <p className="shift-muted" data-testid="shift-countdown">
          {BACCARAT_SHIFT_RU.betsWait(shiftCountdownRu(wait))}
        </p>
      ) : null}
    </div>
  );
}
