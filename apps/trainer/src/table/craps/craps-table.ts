/**
 * The player's seat at a full craps table: a pure model over the engine's round (`start`, `apply`,
 * `legalActions`, `playerView`) with seven seat players who bet by the engine's `crapsPolicy` (line and
 * odds, don't and lay, come, place 6 and 8), each roll's choices drawn from the table's seed, and the
 * trainee at the place they picked (1 … 16). The trainee bets, then rolls: the others bet first (in place
 * order), the dice roll from the seed, and every place's result this roll is kept for the screen to show
 * and announce.
 *
 * @module
 */
import type { DiceRoll } from '@croupier/engine';
import {
  apply,
  clipCrapsBet,
  crapsPolicy,
  legalActions,
  playerView,
  start,
  type BetId,
  type CrapsError,
  type CrapsEvent,
  type CrapsPlayStyle,
  type CrapsRules,
  type CrapsState,
} from '@croupier/engine/craps';
import { seededRng } from '@croupier/engine/rng';

/** The trainee's chips at a new table. */
export const SEAT_BANK = 1000;

/** The others' styles, in place order around the trainee (seven of them: eight of the sixteen places taken). */
export const OTHER_STYLES: readonly CrapsPlayStyle[] = [
  { kind: 'pass', line: 10, odds: 2, comeRate: 0.5, maxCome: 2 },
  { kind: 'dont', line: 10, odds: 1 },
  { kind: 'place', stake: 12 },
  { kind: 'pass', line: 15, odds: 3, comeRate: 0.3 },
  { kind: 'pass', line: 5, odds: 0, comeRate: 1, maxCome: 1 },
  { kind: 'place', stake: 30 },
  { kind: 'dont', line: 20, odds: 2, comeRate: 0.3 },
];

/** The places the others take: every second one, the trainee's skipped. */
export function otherPlaces(you: number): number[] {
  const order = [2, 4, 6, 8, 10, 12, 14, 16, 1, 3, 5, 7, 9, 11, 13, 15];
  return order
    .filter((p) => p !== you)
    .slice(0, OTHER_STYLES.length)
    .sort((a, b) => a - b);
}

/** The bets the trainee may make, when the table offers them. */
export const SEAT_BETS: readonly BetId[] = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  'place6',
  'place8',
  'field',
];

/** One place's result of the last roll. */
export interface PlaceResult {
  readonly place: number;
  readonly you: boolean;
  /** The net of the bets this roll settled. */
  readonly net: number;
  /** The bets settled: the bet, the outcome, the chips won (less commission) or lost. */
  readonly settled: readonly {
    readonly bet: BetId;
    readonly outcome: 'win' | 'lose' | 'push';
    readonly chips: number;
  }[];
  /** Come bets that travelled to their numbers. */
  readonly moved: readonly BetId[];
}

/** The table between two steps. A plain value. */
export interface CrapsSeatRun {
  readonly seed: string;
  /** The trainee's place. */
  readonly you: number;
  /** Everybody's places in seat order (the trainee's among them), and the others' styles by place. */
  readonly places: readonly number[];
  readonly styles: Readonly<Record<number, CrapsPlayStyle>>;
  readonly table: CrapsState;
  /** Dice for the rolls in order (tests); past the list, the table's seeded dice. */
  readonly dice: readonly DiceRoll[];
  /** The last roll, its puck before it, and every place's result. */
  readonly last: {
    readonly dice: DiceRoll;
    readonly before: number | null;
    readonly results: readonly PlaceResult[];
  } | null;
}

export const idOf = (place: number) => `p${place}`;

/**
 * A new table.
 *
 * @param o - The rules, the seed, the trainee's place, and dice for tests.
 * @throws Error on a table the engine refuses (a programming error).
 */
export function startCrapsSeat(o: {
  readonly rules: CrapsRules;
  readonly seed: string;
  readonly you: number;
  readonly dice?: readonly DiceRoll[];
}): CrapsSeatRun {
  const others = otherPlaces(o.you);
  const places = [...others, o.you].sort((a, b) => a - b);
  const styles = Object.fromEntries(others.map((p, i) => [p, OTHER_STYLES[i]!]));
  const seats = Object.fromEntries(places.map((p) => [idOf(p), p === o.you ? SEAT_BANK : 100_000]));
  const r = start(o.rules, { seats, seed: o.seed });
  if (!r.ok) throw new Error(`The table would not start: ${r.error.message}`);
  return { seed: o.seed, you: o.you, places, styles, table: r.value.state, dice: o.dice ?? [], last: null };
}

/** The trainee's bets the table offers now. */
export function offeredBets(run: CrapsSeatRun): BetId[] {
  const legal = legalActions(run.table, idOf(run.you));
  return SEAT_BETS.filter((b) => legal.some((a) => a.type === 'bet' && a.bet === b));
}

/**
 * The trainee puts chips on a bet.
 *
 * @returns The table, or the engine's error (nothing changes).
 */
export function placeSeatBet(
  run: CrapsSeatRun,
  bet: BetId,
  amount: number,
): { ok: true; run: CrapsSeatRun } | { ok: false; error: CrapsError } {
  const r = apply(run.table, { type: 'bet', player: idOf(run.you), bet, amount });
  return r.ok ? { ok: true, run: { ...run, table: r.value.state } } : { ok: false, error: r.error };
}

function results(run: CrapsSeatRun, events: readonly CrapsEvent[]): PlaceResult[] {
  return run.places.map((place) => {
    const id = idOf(place);
    const settled: PlaceResult['settled'][number][] = [];
    const moved: BetId[] = [];
    let net = 0;
    for (const e of events) {
      if (e.type === 'betMoved' && e.player === id) moved.push(e.to);
      if (e.type !== 'betSettled' || e.player !== id) continue;
      const chips = e.outcome === 'win' ? e.won - e.commission : e.outcome === 'lose' ? e.lost : 0;
      net += e.outcome === 'win' ? chips - e.lost : e.outcome === 'lose' ? -e.lost : 0;
      settled.push({ bet: e.bet, outcome: e.outcome, chips });
    }
    return { place, you: place === run.you, net, settled, moved };
  });
}

/**
 * The roll: the others add their bets (in place order, by their policies, the choices drawn from the seed
 * and the roll's number), then the dice roll.
 *
 * @param run - The table.
 */
export function rollSeat(run: CrapsSeatRun): CrapsSeatRun {
  let table = run.table;
  for (const place of run.places) {
    const style = run.styles[place];
    if (!style) continue;
    const id = idOf(place);
    const policy = crapsPolicy(style, seededRng(`${run.seed}/${table.rolls}/mind/${place}`));
    for (const want of policy.bets(playerView(table), id)) {
      const b = clipCrapsBet(legalActions(table, id), id, want);
      if (b) {
        const r = apply(table, b);
        if (r.ok) table = r.value.state;
      }
    }
  }
  const given = run.dice[table.rolls];
  const before = table.point;
  const r = apply(table, given ? { type: 'roll', dice: given } : { type: 'roll' });
  if (!r.ok) throw new Error(`The roll was refused: ${r.error.message}`);
  const next = { ...run, table: r.value.state };
  return { ...next, last: { dice: r.value.state.lastRoll!, before, results: results(next, r.value.events) } };
}

/** The trainee's chips in front of them. */
export function seatBank(run: CrapsSeatRun): number {
  return run.table.seats.find((s) => s.id === idOf(run.you))?.bank ?? 0;
}
