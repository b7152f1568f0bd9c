import { useId, useMemo, useState } from 'react';
import { baccaratPoint, type SettledState, type TableauId } from '@croupier/engine/baccarat';
import { BACCARAT_BET_ON, formatBaccaratPoint, formatChips, formatCount, formatNumber, plural } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { TableauNote, TableauSelect } from './TableauNote';
import {
  arcSpots,
  CROUPIERS,
  dealCoup,
  DECK_CHOICES,
  openTable,
  seatBet,
  seatResults,
  shoeCards,
  shoeCount,
  tableRules,
  type DeckChoice,
} from './tableSeats';
import './baccarat.css';

const CARDS = ['карта', 'карты', 'карт'] as const;
const BET_LETTER = { banker: 'Б', player: 'П', tie: 'Н' } as const;

/** Props of {@link TableSeats}. */
export interface TableSeatsProps {
  /** Players seated at first (default 3). */
  readonly players?: number;
  /** The shoe at first (default 8 decks, the project's reading). */
  readonly decks?: DeckChoice;
  /** The first shuffle (default 1). */
  readonly seed?: number;
}

/** The table from above: the rules' seats along the rounded edge, the croupiers along the straight one. */
function TablePicture({ seats, taken }: { readonly seats: number; readonly taken: number }) {
  const spots = arcSpots(seats, 160, 28, 138, 112);
  const croupiers = Array.from({ length: CROUPIERS }, (_, i) => 160 + (i - (CROUPIERS - 1) / 2) * 46);
  return (
    <svg
      className="bac-table-picture"
      viewBox="0 0 320 172"
      role="img"
      aria-label={`Стол: ${formatCount(seats, ['место', 'места', 'мест'])} для игроков, занято ${formatNumber(taken)}; ${formatCount(CROUPIERS, ['крупье', 'крупье', 'крупье'])}`}
      data-testid="bac-table-picture"
    >
      <path d="M 14 28 A 146 120 0 0 0 306 28 Z" className="bac-table-picture__felt" />
      {croupiers.map((x, i) => (
        <g key={i} data-testid="bac-table-croupier">
          <rect x={x - 16} y={4} width={32} height={18} rx={4} className="bac-table-picture__croupier" />
          <text x={x} y={17} textAnchor="middle" className="bac-table-picture__label">
            К{i + 1}
          </text>
        </g>
      ))}
      {spots.map((p, i) => {
        const n = i + 1;
        const on = n <= taken;
        return (
          <g key={n} data-testid="bac-table-seat" data-taken={on}>
            <circle
              cx={p.x}
              cy={p.y}
              r={10}
              className={`bac-table-picture__seat${on ? ' bac-table-picture__seat--on' : ''}`}
            />
            <text x={p.x} y={p.y + 3.5} textAnchor="middle" className="bac-table-picture__label">
              {on ? BET_LETTER[seatBet(n)] : n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A baccarat table of several seats and a shoe of six or eight decks, opened and dealt by the engine:
 * the reader seats players (the engine refuses a fifteenth with its reason), picks the shoe, and deals a
 * coup in which every seat has a bet; the shoe's size and what is left of it are counted from the
 * engine's state.
 *
 * @param props - See {@link TableSeatsProps}.
 */
export default function TableSeats({ players: firstPlayers = 3, decks: firstDecks = 8, seed = 1 }: TableSeatsProps) {
  const id = useId();
  const [players, setPlayers] = useState(firstPlayers);
  const [decks, setDecks] = useState<DeckChoice>(firstDecks);
  const [tableau, setTableau] = useState<TableauId>('seed');
  const [shuffle, setShuffle] = useState(seed);
  const [dealt, setDealt] = useState(false);
  const rules = useMemo(() => tableRules(tableau, decks), [tableau, decks]);
  const table = useMemo(() => {
    const opened = openTable(rules, players, shuffle);
    return dealt && opened.ok ? dealCoup(opened.state) : opened;
  }, [rules, players, shuffle, dealt]);
  const state = table.ok ? table.state : null;
  const shoe = state ? shoeCount(state) : null;
  const settled = state?.phase === 'settled' ? (state as SettledState) : null;
  const change = (f: () => void) => {
    f();
    setDealt(false);
  };
  return (
    <div className="bac-panel not-content" data-testid="bac-table" data-players={players} data-decks={decks}>
      <TablePicture seats={rules.maxPlayers} taken={table.ok ? players : Math.min(players, rules.maxPlayers)} />
      <p className="bac-muted">
        Вверху — {formatCount(CROUPIERS, ['крупье', 'крупье', 'крупье'])}, по краю стола — места игроков. На занятом
        месте его ставка: Б — Банко, П — Пунто, Н — ничья.
      </p>
      <div className="bac-row">
        <span className="bac-label" id={`${id}-players`}>
          Игроков за столом
        </span>
        <button
          type="button"
          className="bac-button"
          aria-label="Убрать игрока"
          disabled={players <= 1}
          onClick={() => change(() => setPlayers((p) => p - 1))}
          data-testid="bac-table-minus"
        >
          −
        </button>
        <output aria-labelledby={`${id}-players`} aria-live="polite" data-testid="bac-table-players">
          {formatNumber(players)}
        </output>
        <button
          type="button"
          className="bac-button"
          aria-label="Посадить ещё игрока"
          disabled={players > rules.maxPlayers}
          onClick={() => change(() => setPlayers((p) => p + 1))}
          data-testid="bac-table-plus"
        >
          +
        </button>
        <span className="bac-muted">мест по правилам: {formatNumber(rules.maxPlayers)}</span>
      </div>
      <fieldset className="bac-row bac-fieldset">
        <legend className="bac-label">Башмак</legend>
        {DECK_CHOICES.map((d) => (
          <label key={d}>
            <input
              type="radio"
              name={`${id}-decks`}
              checked={decks === d}
              onChange={() => change(() => setDecks(d))}
              data-testid={`bac-table-decks-${d}`}
            />{' '}
            {formatCount(d, ['колода', 'колоды', 'колод'])}
          </label>
        ))}
      </fieldset>
      <div className="bac-row">
        <TableauSelect
          id={`${id}-tableau`}
          value={tableau}
          onChange={(t) => change(() => setTableau(t))}
          testId="bac-table-tableau"
        />
      </div>
      <TableauNote tableau={tableau} />
      <p data-testid="bac-table-shoe">
        В башмаке {formatCount(decks, ['колода', 'колоды', 'колод'])} по 52 карты —{' '}
        <b data-testid="bac-table-shoe-cards">{formatNumber(shoe?.cards ?? shoeCards(decks))}</b>{' '}
        {plural(shoe?.cards ?? shoeCards(decks), CARDS)}
        {shoe && dealt ? (
          <>
            ; после кона осталось <b data-testid="bac-table-shoe-left">{formatNumber(shoe.left)}</b>
          </>
        ) : null}
        .
      </p>
      {table.ok ? null : (
        <p className="bac-error" role="alert" data-testid="bac-table-error">
          {table.message}
        </p>
      )}
      <div className="bac-row">
        <button
          type="button"
          className="bac-button bac-button--primary"
          disabled={!table.ok || dealt}
          onClick={() => setDealt(true)}
          data-testid="bac-table-deal"
        >
          Раздать кон
        </button>
        <button
          type="button"
          className="bac-button"
          onClick={() => change(() => setShuffle((s) => s + 1))}
          data-testid="bac-table-shuffle"
        >
          Другая тасовка
        </button>
        <span className="bac-muted" data-testid="bac-table-seed">
          Номер тасовки: {shuffle}
        </span>
      </div>
      {settled ? <CoupResult state={settled} /> : null}
    </div>
  );
}

/** The hands of a settled coup and every seat's result. */
function CoupResult({ state }: { readonly state: SettledState }) {
  return (
    <>
      <div className="bac-hands">
        <Hand
          caption="Игрок (Пунто)"
          size="sm"
          cards={state.player}
          value={formatBaccaratPoint(baccaratPoint(state.player))}
        />
        <Hand
          caption="Крупье (Банко)"
          size="sm"
          cards={state.banker}
          value={formatBaccaratPoint(baccaratPoint(state.banker))}
        />
      </div>
      <ul className="bac-seats" data-testid="bac-table-results">
        {seatResults(state).map((r) => (
          <li key={r.seat} data-testid="bac-table-result" data-seat={r.seat} data-won={r.won} data-lost={r.lost}>
            {r.seat}: {formatChips(r.staked)} на {BACCARAT_BET_ON[r.bet]} —{' '}
            {r.won > 0
              ? `выигрыш ${formatChips(r.won)}`
              : r.lost > 0
                ? `проигрыш ${formatChips(r.lost)}`
                : 'ставка возвращается'}
          </li>
        ))}
      </ul>
    </>
  );
}
