import { memo } from 'react';
import type { BetId, CrapsBets } from '@croupier/engine/craps';
import { betNameRu, CRAPS_SHIFT_RU, crapsPuckRu, formatNumber, shiftCountdownRu } from '@croupier/ru';
import { Dice } from '@croupier/ui';
import { betsLeftMs, movingNow, owedNow, type CrapsShiftState } from './craps-shift.ts';

interface PlaceProps {
  readonly place: number;
  readonly bets: CrapsBets;
  /** The bet being settled at this place, or null. */
  readonly due: BetId | null;
  /** Bets of this place settled already this roll. */
  readonly done: string;
  /** The player's think time left while betting, or null. */
  readonly wait: number | null;
}

/** One place and its bets (memoised: a tick re-renders only the places whose countdown moved). */
const Place = memo(function Place({ place, bets, due, done, wait }: PlaceProps) {
  const list = Object.entries(bets) as [BetId, number][];
  const settled = new Set(done.split(',').filter(Boolean));
  return (
    <li
      className={`shift-box${due ? ' shift-box--due' : ''}${wait !== null && wait > 0 ? ' shift-box--thinking' : ''}`}
      data-testid={`craps-place-${place}`}
      aria-current={due ? 'true' : undefined}
    >
      <span className="shift-box-name">{CRAPS_SHIFT_RU.place(place)}</span>
      {list.length === 0 ? <span className="shift-muted">{CRAPS_SHIFT_RU.noBets}</span> : null}
      <ul className="craps-bets">
        {list.map(([bet, chips]) => (
          <li
            key={bet}
            className={`craps-bet${bet === due ? ' craps-bet--due' : ''}${settled.has(bet) ? ' craps-bet--done' : ''}`}
            data-bet={bet}
          >
            {betNameRu(bet)}: {formatNumber(chips)}
          </li>
        ))}
      </ul>
      {wait !== null && wait > 0 ? (
        <span className="shift-countdown" data-testid="shift-countdown">
          {shiftCountdownRu(wait)}
        </span>
      ) : null}
    </li>
  );
});

/**
 * The craps table during a shift: the dice and the puck, then the places in order, each with its bets —
 * the bets as they stood before the roll while the roll is settled and its come bets moved, the bet due
 * marked, the settled and moved ones dimmed — and each player's countdown while betting.
 *
 * @param props - The shift.
 */
export function CrapsShiftTable({ state }: { readonly state: CrapsShiftState }) {
  const left = betsLeftMs(state);
  const moving = movingNow(state);
  const owed = owedNow(state) ?? (moving ? { place: moving.place, bet: moving.from } : undefined);
  const kind = state.task.kind;
  const settling = kind === 'puck' || kind === 'settle' || kind === 'move';
  const seats = settling && state.rolled ? state.rolled.layout : state.table.seats;
  const index = kind === 'settle' ? state.task.index : kind === 'move' ? state.owed.length : 0;
  const moved = kind === 'move' ? (state.rolled?.moved.slice(0, state.task.index) ?? []) : [];
  const rolled = state.rolled;
  return (
    <div className="shift-table">
      <div className="craps-shift-top" data-testid="craps-shift-top">
        {rolled ? (
          <span data-testid="craps-dice" data-dice={rolled.dice.join(',')}>
            <Dice roll={rolled.dice} size="md" />
          </span>
        ) : null}
        <span className="craps-puck" data-testid="craps-puck" data-point={state.puck ?? ''}>
          {CRAPS_SHIFT_RU.puck}: {crapsPuckRu(state.puck)}
        </span>
      </div>
      <ol className="shift-boxes" aria-label={CRAPS_SHIFT_RU.places}>
        {state.players.map((p, i) => {
          const done = [...state.owed.slice(0, index), ...moved.map((m) => ({ place: m.place, bet: m.from }))]
            .filter((o) => o.place === p.place)
            .map((o) => o.bet)
            .join(',');
          return (
            <Place
              key={p.place}
              place={p.place}
              bets={seats[i]?.bets ?? {}}
              due={owed?.place === p.place ? owed.bet : null}
              done={done}
              wait={left ? left[i]! : null}
            />
          );
        })}
      </ol>
      {left ? (
        <p className="shift-muted" data-testid="shift-countdown">
          {CRAPS_SHIFT_RU.betsWait(shiftCountdownRu(Math.max(0, ...left)))}
        </p>
      ) : null}
    </div>
  );
}
