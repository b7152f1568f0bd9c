/**
 * The full baccarat table of the rules page: the text's fourteen players, each betting by a seat
 * player of the engine (`baccaratPolicy`: a favourite bet, or following the last winner, now and then
 * a tie), the coup applied step by step through the engine's public API (`start`, `apply`,
 * `legalActions`): the bets, the deal, the player's third-card rule, the banker's, the outcome. The
 * engine settles every bet at once; the frames lay the settlement out as a table's croupiers work
 * (the site's order, `TABLE_ORDER_NOTE_RU`): the losing bets collected first, then the winners paid,
 * each pass from seat 1 to seat 14, Банко at 19:20.
 *
 * @module
 */
import {
  apply,
  baccaratPoint as baccaratPointOf,
  baccaratPolicy,
  legalActions,
  playerView,
  start,
  type BaccaratAction,
  type BaccaratEvent,
  type BaccaratPlayStyle,
  type BaccaratRules,
  type BaccaratState,
} from '@croupier/engine/baccarat';
import type { Card } from '@croupier/engine/cards';
import { seededRng } from '@croupier/engine/rng';
import {
  BACCARAT_BET_NAMES,
  BACCARAT_BET_ON,
  BACCARAT_WINNER_NAMES,
  cardName,
  formatBaccaratPoint,
  formatChips,
  formatNet,
  formatRatio,
  seatLabelRu,
  SETTLE_RU,
  TABLE_ORDER_NOTE_RU,
  TABLE_PLAYER_NAMES,
} from '@croupier/ru';
import type { TableFrame, TableHand, TableModel, TablePayment, TableSeat } from './fullTable';

/** The seats: fourteen, as the text allows («до четырнадцати человек играющих»). */
export const BAC_TABLE_SEATS = 14;

/** Chips in front of every seat at the start. */
export const BAC_TABLE_CHIPS = 1000;

/** How the seat `i` (from 0) bets: Банко lovers, Пунто lovers, followers, some with a tie now and then. */
export function bacSeatStyle(i: number): BaccaratPlayStyle {
  const stake = [20, 10, 50, 10, 20, 40][i % 6]!;
  const pattern: BaccaratPlayStyle['pattern'] =
    i % 3 === 0
      ? { kind: 'favourite', bet: 'banker' }
      : i % 3 === 1
        ? { kind: 'favourite', bet: 'player' }
        : { kind: 'follow', first: i % 2 ? 'player' : 'banker' };
  return i % 4 === 2 ? { pattern, stake, extras: [{ bet: 'tie', stake: 5, rate: 0.5 }] } : { pattern, stake };
}

/** The seat ids (`s1` … `s14`). */
const SEAT_IDS = Array.from({ length: BAC_TABLE_SEATS }, (_, i) => `s${i + 1}`);

/** The model of the full baccarat table under `rules` (the text's: `resolveRulesOrThrow({ preset: 'seed' })`). */
export function baccaratTableModel(rules: BaccaratRules): TableModel {
  return { note: TABLE_ORDER_NOTE_RU.baccarat, deal: (seed) => dealBaccaratTable(rules, seed) };
}

function step(state: BaccaratState, action: BaccaratAction) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`The table refused: ${r.error.message}`);
  return r.value;
}

/**
 * One coup at the full table, frame by frame.
 *
 * @param rules - The table's rules.
 * @param seed - The shuffle (and the players' randomness).
 */
export function dealBaccaratTable(rules: BaccaratRules, seed: number): TableFrame[] {
  const seats: Record<string, number> = {};
  for (const id of SEAT_IDS) seats[id] = BAC_TABLE_CHIPS;
  const started = start(rules, { seats, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state: BaccaratState = started.value.state;
  const master = seededRng(`${seed}/players`);
  const view = playerView(state);
  SEAT_IDS.forEach((id, i) => {
    const policy = baccaratPolicy(bacSeatStyle(i), seededRng(master.nextUint32()));
    for (const a of policy.bets(view, legalActions(state), id)) {
      if (a.type === 'bet') state = step(state, a).state;
    }
  });
  const label = (id: string) => seatLabelRu(SEAT_IDS.indexOf(id) + 1, TABLE_PLAYER_NAMES[SEAT_IDS.indexOf(id)]!);
  const stakes = new Map<string, string>();
  for (const b of state.bets) {
    const s = `${BACCARAT_BET_NAMES[b.bet]} ${formatChips(b.stake)}`;
    stakes.set(b.player, stakes.has(b.player) ? `${stakes.get(b.player)}, ${s}` : s);
  }
  const player: Card[] = [];
  const banker: Card[] = [];
  const notes = new Map<string, number>();
  const frames: TableFrame[] = [];
  const centre = (): TableHand[] => [
    {
      cards: player,
      caption: 'Пунто',
      value: player.length ? formatBaccaratPoint(pointOf(state, 'player')) : '',
      tone: 'accent',
    },
    {
      cards: banker,
      caption: 'Банко',
      value: banker.length ? formatBaccaratPoint(pointOf(state, 'banker')) : '',
      tone: 'accent',
    },
  ];
  const seatsNow = (): TableSeat[] =>
    SEAT_IDS.map((id) => {
      const net = notes.get(id);
      return {
        id,
        label: label(id),
        stake: stakes.get(id) ?? '',
        hands: [],
        note: net === undefined ? '' : `итог ${formatNet(net)}`,
        tone: net === undefined ? 'neutral' : net > 0 ? 'good' : net < 0 ? 'bad' : 'neutral',
      };
    });
  const push = (
    part: TableFrame['part'],
    who: string,
    what: string,
    active: string | null,
    payments: TablePayment[] = [],
  ) => frames.push({ part, who, what, centre: centre(), seats: seatsNow(), active, payments });

  push('bets', 'Игроки', `ставки сделаны на всех ${BAC_TABLE_SEATS} местах.`, null);
  let r = step(state, { type: 'deal' });
  state = r.state;
  let natural = false;
  for (const e of r.events) {
    if (e.type === 'cardDealt') (e.to === 'player' ? player : banker).push(e.card);
    if (e.type === 'natural') natural = true;
  }
  push(
    'deal',
    'Крупье',
    `сдаёт по две карты: Пунто — ${cardsOf(player)} (${formatBaccaratPoint(pointOf(state, 'player'))}), Банко — ${cardsOf(banker)} (${formatBaccaratPoint(pointOf(state, 'banker'))})${natural ? '; натуральная комбинация, третьих карт нет' : ''}.`,
    null,
  );
  const decided = (events: readonly BaccaratEvent[]) => {
    for (const e of events) {
      if (e.type === 'coupDecided')
        push(
          'dealer',
          'Крупье',
          `${BACCARAT_WINNER_NAMES[e.outcome.winner]}: Пунто ${e.outcome.playerPoint}, Банко ${e.outcome.bankerPoint}.`,
          null,
        );
    }
  };
  decided(r.events);
  while (state.phase === 'playerRule' || state.phase === 'bankerRule' || state.phase === 'decided') {
    const action = legalActions(state)[0]! as BaccaratAction;
    r = step(state, action);
    state = r.state;
    if (action.type === 'settle') {
      settle(r.events);
      break;
    }
    for (const e of r.events) {
      if (e.type === 'cardDealt') (e.to === 'player' ? player : banker).push(e.card);
    }
    for (const e of r.events) {
      if (e.type === 'coupDecided') decided([e]);
      else if (e.type === 'playerRule') {
        const card = e.draws ? player[2]! : null;
        push(
          'play',
          'Пунто',
          card
            ? `при ${e.total} берёт третью карту: ${cardName(card)}; у Пунто ${formatBaccaratPoint(pointOf(state, 'player'))}.`
            : `при ${e.total} остаётся без третьей карты.`,
          null,
        );
      } else if (e.type === 'bankerRule') {
        const card = e.draws ? banker[2]! : null;
        push(
          'play',
          'Банко',
          card
            ? `при ${e.total} берёт третью карту: ${cardName(card)}; у Банко ${formatBaccaratPoint(pointOf(state, 'banker'))}.`
            : `при ${e.total} остаётся без третьей карты.`,
          null,
        );
      }
    }
  }
  return frames;

  function settle(events: readonly BaccaratEvent[]) {
    const bets = events.flatMap((e) =>
      e.type === 'betSettled' ? [{ ...e.settled, player: e.settled.owner, net: e.settled.won - e.settled.lost }] : [],
    );
    const seatOf = (b: (typeof bets)[number]) => SEAT_IDS.indexOf(b.player);
    const losers = bets.filter((b) => b.net < 0).sort((a, b) => seatOf(a) - seatOf(b));
    const rest = bets.filter((b) => b.net >= 0).sort((a, b) => seatOf(a) - seatOf(b));
    for (const b of [...losers, ...rest]) {
      notes.set(b.player, (notes.get(b.player) ?? 0) + b.net);
      const what =
        b.net < 0
          ? SETTLE_RU.take(-b.net)
          : b.net === 0
            ? SETTLE_RU.returned
            : SETTLE_RU.pay(b.net, `${BACCARAT_BET_NAMES[b.bet]} ${b.ratio ? formatRatio(b.ratio) : ''}`.trim());
      const on = `на ${BACCARAT_BET_ON[b.bet]}`;
      const said = b.net < 0 ? `${what} ${on}` : `ставка ${on} ${formatChips(b.staked)}: ${what}`;
      push('settle', label(b.player), `${said}.`, b.player, [{ seat: b.player, bet: b.bet, net: b.net }]);
    }
  }
}

function cardsOf(cards: readonly Card[]): string {
  return cards.map(cardName).join(' и ');
}

/** A hand's point as the table shows it (the engine's state keeps the cards; the point is the engine's). */
function pointOf(state: BaccaratState, hand: 'player' | 'banker'): number {
  return baccaratPointOf(hand === 'player' ? state.player : state.banker);
}
