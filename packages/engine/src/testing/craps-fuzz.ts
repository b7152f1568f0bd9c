/**
 * The craps fuzz spec for `fuzzGame` (`@croupier/testkit/fuzz`), shared by the short run
 * (`src/craps/fuzz.test.ts`) and the long one (`src/craps/fuzz.long.test.ts`).
 *
 * Tables of 1 to 5 seats (sometimes 16) with ids such as `toString` and `__proto__`, banks from 0 to
 * `MAX_BALANCE`, random rules (every odds limit, commission 0–10 % with the bet or from the win, field
 * ratios up to 1000:1); legal steps drawn from `legalActions` with amounts at the ends of their ranges or
 * anywhere inside (every kind of bet, free odds up to the limit, the adjustable pass line raised,
 * reduced and taken down), the dice mostly from the table's seeded RNG and sometimes given; illegal and
 * malformed actions mixed in by the driver.
 *
 * The bound on a round: at most {@link MAX_CHANGES} bet changes come between two rolls, so a round (the
 * puck on, until the pass-line decision) takes at most (MAX_CHANGES + 1) legal steps per roll; while a
 * point is on, each roll ends it with probability at least 9/36 (the 4 or 10 against the 7), so more
 * than 200 rolls happen with probability below 0.75^200 ≈ 10^-25.
 *
 * @module
 */
import type { FuzzRandom, FuzzSpec } from '@croupier/testkit/fuzz';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';
import {
  ALL_BETS,
  chipsInPlay,
  crapsGame,
  type BetId,
  type CrapsAction,
  type CrapsLegal,
  type CrapsOddsLimit,
  type CrapsRules,
  type CrapsSetup,
  type CrapsState,
} from '../craps/index.js';

/** The most bet changes the legal chooser makes between two rolls. */
export const MAX_CHANGES = 6;

/** The most rolls a round is expected to take (see the module's note). */
export const MAX_ROLLS_PER_ROUND = 200;

const ODDS_LIMITS: readonly CrapsOddsLimit[] = ['1x', '2x', '3x', '5x', '10x', '20x', '100x', '3-4-5x'];
const FIELD_RATIOS = [
  { pays: 2, per: 1 },
  { pays: 3, per: 1 },
  { pays: 1, per: 1 },
  { pays: 7, per: 2 },
  { pays: 999, per: 1000 },
  { pays: 1000, per: 1 },
] as const;
const IDS = ['ann', 'bob', 'toString', '__proto__', 'constructor', 'кот', '0', '17', 'x'.repeat(60), 'hasOwnProperty'];
const BANKS = [0, 1, 3, 4, 7, 100, 137, 1000, 1_000_000, MAX_STAKE - 1, MAX_STAKE, 1e14, MAX_BALANCE - 1, MAX_BALANCE];

function amountIn(rnd: FuzzRandom, min: number, max: number, step: number): number {
  const r = rnd.next();
  if (r < 0.3) return min;
  if (r < 0.6) return max;
  return min + step * rnd.int(Math.floor((max - min) / step) + 1);
}

/**
 * The spec.
 *
 * @returns A fresh spec (its legal chooser counts the changes since the last roll).
 */
export function crapsFuzzSpec(): FuzzSpec<CrapsRules, CrapsSetup, CrapsState, CrapsAction> {
  let changes = 0;
  const rollAction = (rnd: FuzzRandom): CrapsAction => {
    changes = 0;
    return rnd.chance(0.85) ? { type: 'roll' } : { type: 'roll', dice: [(1 + rnd.int(6)) as 1, (1 + rnd.int(6)) as 1] };
  };
  return {
    game: crapsGame,
    countRoundOnEntry: true,
    maxStepsPerRound: (MAX_CHANGES + 1) * MAX_ROLLS_PER_ROUND,
    rules: (rnd) => ({
      dontPassBar: rnd.pick([2, 12] as const),
      passAfterPoint: rnd.chance(0.6) ? 'adjustable' : 'contract',
      oddsLimit: rnd.pick(ODDS_LIMITS),
      placeWorkingOnComeOut: rnd.chance(0.3),
      commissionPercent: rnd.int(11),
      commissionOn: rnd.pick(['bet', 'win'] as const),
      fieldPays2: { ...rnd.pick(FIELD_RATIOS) },
      fieldPays12: { ...rnd.pick(FIELD_RATIOS) },
    }),
    setup: (rnd) => {
      const n = rnd.chance(0.03) ? 16 : 1 + rnd.int(5);
      const seats: [string, number][] = [];
      const used = new Set<string>();
      for (let i = 0; seats.length < n; i++) {
        const id = i < 40 ? rnd.pick(IDS) : `p${i}`;
        if (used.has(id)) continue;
        used.add(id);
        seats.push([id, rnd.chance(0.2) ? rnd.int(5000) : rnd.pick(BANKS)]);
      }
      // Object.fromEntries defines own properties, so "__proto__" is a seat as it would be from JSON.
      return { seats: Object.fromEntries(seats), seed: rnd.chance(0.5) ? rnd.int(2 ** 31) : `fuzz-${rnd.int(1e6)}` };
    },
    legal: (rnd, _state, legal) => {
      const changesNow = (legal as readonly CrapsLegal[]).filter((l) => l.type !== 'roll');
      if (changes >= MAX_CHANGES || changesNow.length === 0 || rnd.chance(0.3)) return rollAction(rnd);
      changes++;
      // Lean on the line bets and their odds, where the text's rules live.
      const line = changesNow.filter((l) => /^(pass|dontPass|come\d*|dontCome\d*)(Odds\d*)?$/.test(l.bet));
      const l = line.length > 0 && rnd.chance(0.4) ? rnd.pick(line) : rnd.pick(changesNow);
      if (l.type === 'remove') return { type: 'remove', player: l.player, bet: l.bet };
      return { type: l.type, player: l.player, bet: l.bet, amount: amountIn(rnd, l.min, l.max, l.step) };
    },
    illegal: (rnd, state) => {
      const seat = rnd.pick(state.seats);
      const player = seat.id;
      const betId = rnd.pick(ALL_BETS);
      const current = seat.bets[betId] ?? 0;
      const made = (Object.keys(seat.bets) as BetId[])[0] ?? 'pass';
      const options: CrapsAction[] = [
        { type: 'bet', player, bet: betId, amount: seat.bank + 1 + rnd.int(10) },
        { type: 'bet', player: rnd.pick(['nobody', 'toString', '__proto__', 'constructor']), bet: betId, amount: 1 },
        { type: 'bet', player, bet: state.point === null ? 'come' : 'pass', amount: 1 },
        { type: 'bet', player, bet: state.point === null ? 'passOdds' : 'dontPass', amount: 1 },
        { type: 'bet', player, bet: 'come6', amount: 1 },
        { type: 'bet', player, bet: 'horn', amount: 5 },
        { type: 'bet', player, bet: betId, amount: MAX_STAKE + 1 },
        { type: 'bet', player, bet: 'passOdds', amount: MAX_STAKE },
        { type: 'bet', player, bet: betId, amount: rnd.pick([0, -1, 0.5]) },
        { type: 'reduce', player, bet: betId, amount: current + rnd.int(3) },
        { type: 'reduce', player, bet: made, amount: seat.bets[made] ?? 1 },
        { type: 'remove', player, bet: rnd.pick(ALL_BETS) },
        {
          type: 'roll',
          dice: rnd.pick([
            [0, 7],
            [7, 1],
            [1.5, 2],
            [6, 6, 6],
          ]) as never,
        },
      ];
      return rnd.pick(options);
    },
    chips: chipsInPlay,
  };
}
