/**
 * The full craps table of the rules page: eight players, each betting by a seat player of the engine
 * (`crapsPolicy`: «Проходит» with odds, «Не проходит», place bets on 6 and 8, come bets), the dice
 * rolled through the engine's public API (`start`, `apply`, `legalActions`, `playerView`) until the
 * pass line is decided. Each roll makes frames: the bets put down, the roll, and its settlement as a
 * table's dealers work (the site's order, `TABLE_ORDER_NOTE_RU`): losing bets taken first, then the
 * winners paid, each pass from seat 1 to seat 8.
 *
 * @module
 */
import {
  apply,
  clipCrapsBet,
  crapsPolicy,
  legalActions,
  playerView,
  start,
  type CrapsAction,
  type CrapsEvent,
  type CrapsPlayStyle,
  type CrapsRules,
  type CrapsState,
} from '@croupier/engine/craps';
import { seededRng } from '@croupier/engine/rng';
import {
  betNameRu,
  formatChips,
  formatNet,
  seatLabelRu,
  SETTLE_RU,
  TABLE_ORDER_NOTE_RU,
  TABLE_PLAYER_NAMES,
} from '@croupier/ru';
import type { TableFrame, TableModel, TablePayment, TableSeat } from './fullTable';

/** How the eight players bet. */
export const CRAPS_TABLE_STYLES: readonly CrapsPlayStyle[] = [
  { kind: 'pass', line: 10, odds: 2 },
  { kind: 'dont', line: 10, odds: 0 },
  { kind: 'place', stake: 12 },
  { kind: 'pass', line: 20, odds: 0, comeRate: 0.5 },
  { kind: 'pass', line: 10, odds: 1 },
  { kind: 'dont', line: 20, odds: 1 },
  { kind: 'pass', line: 5, odds: 0 },
  { kind: 'place', stake: 6 },
];

/** Chips in front of every player at the start. */
export const CRAPS_TABLE_CHIPS = 1000;

/** At most this many rolls are shown (a long hand stops here, undecided). */
export const CRAPS_TABLE_ROLLS = 40;

const SEAT_IDS = CRAPS_TABLE_STYLES.map((_, i) => `c${i + 1}`);

/** The model of the full craps table under `rules` (the text's: `resolveRulesOrThrow({ preset: 'seed' })`). */
export function crapsTableModel(rules: CrapsRules): TableModel {
  return { note: TABLE_ORDER_NOTE_RU.craps, deal: (seed) => dealCrapsTable(rules, seed) };
}

function step(state: CrapsState, action: CrapsAction) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`The table refused: ${r.error.message}`);
  return r.value;
}

/** A bet's net for the player: winnings less commission, minus the stake lost, 0 returned. */
export function crapsNet(e: Extract<CrapsEvent, { type: 'betSettled' }>): number {
  return e.outcome === 'win' ? e.won - e.commission : e.outcome === 'lose' ? -e.lost : 0;
}

/**
 * One pass-line decision at the full table (a come-out roll to the point made or a seven-out), frame
 * by frame.
 *
 * @param rules - The table's rules.
 * @param seed - The dice (and the players' randomness).
 */
export function dealCrapsTable(rules: CrapsRules, seed: number): TableFrame[] {
  const seats: Record<string, number> = {};
  for (const id of SEAT_IDS) seats[id] = CRAPS_TABLE_CHIPS;
  const started = start(rules, { seats, seed });
  if (!started.ok) throw new Error(started.error.message);
  let state: CrapsState = started.value.state;
  const master = seededRng(`${seed}/players`);
  const policies = CRAPS_TABLE_STYLES.map((s) => crapsPolicy(s, seededRng(master.nextUint32())));
  const label = (id: string) => seatLabelRu(SEAT_IDS.indexOf(id) + 1, TABLE_PLAYER_NAMES[SEAT_IDS.indexOf(id)]!);
  const nets = new Map<string, number>();
  const frames: TableFrame[] = [];
  let dice: readonly [number, number] | undefined;
  const seatsNow = (): TableSeat[] =>
    state.seats.map((s) => {
      const net = nets.get(s.id);
      return {
        id: s.id,
        label: label(s.id),
        stake: Object.entries(s.bets)
          .filter(([, v]) => (v ?? 0) > 0)
          .map(([b, v]) => `${betNameRu(b as never)}: ${formatChips(v!)}`)
          .join('; '),
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
  ) => frames.push({ part, who, what, centre: [], ...(dice ? { dice } : {}), seats: seatsNow(), active, payments });

  for (let roll = 1; roll <= CRAPS_TABLE_ROLLS; roll++) {
    const placed: string[] = [];
    SEAT_IDS.forEach((id, i) => {
      for (const want of policies[i]!.bets(playerView(state), id)) {
        const b = clipCrapsBet(legalActions(state, id), id, want);
        if (!b) continue;
        state = step(state, b).state;
        placed.push(`${label(id)} — ${betNameRu(b.bet)}, ${formatChips(b.amount)}`);
      }
    });
    if (placed.length) push('bets', 'Игроки', `ставят: ${placed.join('; ')}.`, null);
    const r = step(state, { type: 'roll' });
    state = r.state;
    let decided = false;
    const said: string[] = [];
    for (const e of r.events) {
      if (e.type === 'rolled') {
        dice = [e.dice[0], e.dice[1]];
        said.push(`бросок ${e.dice[0]} и ${e.dice[1]} — ${e.total}${e.comeOut ? ' на выходном броске' : ''}`);
        if (e.comeOut && [2, 3, 7, 11, 12].includes(e.total)) decided = true;
      } else if (e.type === 'pointSet') said.push(`пункт ${e.point}, шайба ВКЛ`);
      else if (e.type === 'pointMade') {
        said.push(`пункт ${e.point} выпал снова — «Проходит» выиграла, шайба ВЫКЛ`);
        decided = true;
      } else if (e.type === 'sevenOut') {
        said.push(`семёрка раньше пункта ${e.point} — «Проходит» проиграла, шайба ВЫКЛ`);
        decided = true;
      } else if (e.type === 'betMoved')
        said.push(`${label(e.player)}: ${betNameRu(e.from)} переходит на ${betNameRu(e.to)}`);
    }
    push('dealer', 'Стикмен', `${said.join('; ')}.`, null);
    const bets = r.events.flatMap((e) => (e.type === 'betSettled' ? [e] : []));
    const seat = (b: (typeof bets)[number]) => SEAT_IDS.indexOf(b.player);
    const losers = bets.filter((b) => crapsNet(b) < 0).sort((a, b) => seat(a) - seat(b));
    const rest = bets.filter((b) => crapsNet(b) >= 0).sort((a, b) => seat(a) - seat(b));
    for (const b of [...losers, ...rest]) {
      const net = crapsNet(b);
      nets.set(b.player, (nets.get(b.player) ?? 0) + net);
      const what =
        net < 0
          ? SETTLE_RU.take(-net)
          : net === 0
            ? 'ставка возвращается'
            : b.commission
              ? SETTLE_RU.pay(net, `комиссия ${formatChips(b.commission)} удержана`)
              : SETTLE_RU.paid(net);
      push('settle', label(b.player), `${betNameRu(b.bet)}: ${what}.`, b.player, [{ seat: b.player, bet: b.bet, net }]);
    }
    if (decided) break;
  }
  return frames;
}
