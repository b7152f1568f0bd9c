/**
 * The fuzz specification of baccarat for `fuzzGame` (`@croupier/testkit/fuzz`): random resolved rules
 * (every preset, 1–8 decks, every rounding, side bets on and off, short cut cards), tables of up to 14
 * seats with extreme balances (0, 1, up to the table's bound of 10^15), stacked shoes as short as six
 * cards, legal bets at the edges of their ranges, and illegal bets just past them. The short run is
 * `src/baccarat/fuzz.test.ts`, the long one `src/baccarat/fuzz.long.test.ts`. Test-only.
 *
 * @internal
 * @module
 */
import type { FuzzRandom, FuzzSpec } from '@croupier/testkit/fuzz';
import {
  BACCARAT_BETS,
  BACCARAT_SIDE_BETS,
  baccaratGame,
  resolveRulesOrThrow,
  SIDE_BET_PAYS_KEY,
  type BaccaratAction,
  type BaccaratLegal,
  type BaccaratPresetId,
  type BaccaratRules,
  type BaccaratSetup,
  type BaccaratState,
} from '../baccarat/index.js';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';

const PRESETS: readonly BaccaratPresetId[] = ['seed', 'casino', 'noCommission', 'ez'];
const SIDE_PAYS = ['11', '5', '25', '40', '250', '1000', '1:1000', '999:1000', 'none'];

function rules(rnd: FuzzRandom): BaccaratRules {
  const decks = 1 + rnd.int(8);
  const sets = [
    `decks=${decks}`,
    `rounding=${rnd.pick(['down', 'up', 'halfUp', 'refuse'])}`,
    `cutCardFromEnd=${6 + rnd.int(Math.min(200, decks * 52 - 6) - 5)}`,
    `tiePushes=${rnd.chance(0.9)}`,
    `maxPlayers=${rnd.chance(0.5) ? 14 : 1 + rnd.int(14)}`,
  ];
  if (rnd.chance(0.5)) sets.push(`bankerThreeCardSevenPushes=${rnd.chance(0.5)}`);
  if (rnd.chance(0.3)) sets.push(`bankerSixPays=${rnd.pick(['1:2', 'none', '3:4'])}`);
  if (rnd.chance(0.3)) sets.push(`bankerPays=${rnd.pick(['19:20', '1', '1000:999', '1:1000'])}`);
  for (const bet of BACCARAT_SIDE_BETS)
    if (rnd.chance(0.4)) sets.push(`${SIDE_BET_PAYS_KEY[bet]}=${rnd.pick(SIDE_PAYS)}`);
  const preset = rnd.pick(PRESETS);
  try {
    return resolveRulesOrThrow({ preset, sets });
  } catch {
    // perfectPairBothPays without perfectPairPays: take the preset's side bets
    return resolveRulesOrThrow({ preset, sets: sets.slice(0, 5) });
  }
}

function balance(rnd: FuzzRandom, most: number): number {
  switch (rnd.int(6)) {
    case 0:
      return 0;
    case 1:
      return 1;
    case 2:
      return most;
    case 3:
      return Math.min(most, MAX_STAKE);
    case 4:
      return Math.min(most, 19 + rnd.int(1000));
    default:
      return rnd.int(most + 1);
  }
}

function setup(rnd: FuzzRandom, r: BaccaratRules): BaccaratSetup {
  const n = rnd.int(r.maxPlayers + 1);
  const seats: Record<string, number> = {};
  let left = MAX_BALANCE;
  for (let i = 0; i < n; i++) {
    const chips = balance(rnd, Math.floor(left / Math.max(1, n - i)) * (rnd.chance(0.2) ? n - i : 1));
    left -= chips;
    Object.defineProperty(seats, rnd.chance(0.05) ? '__proto__' : `p${i}`, {
      value: chips,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const seed = rnd.chance(0.5) ? rnd.int(2 ** 31) : `fuzz-${rnd.int(1e9)}`;
  if (rnd.chance(0.3)) {
    const cards = Array.from({ length: 6 + rnd.int(30) }, () => rnd.int(52));
    return { seats, seed, shoe: { cards, cutCard: rnd.int(cards.length + 1) } };
  }
  return { seats, seed };
}

/** Legal bets taken in the current betting phase (every other legal step resets it). */
let betsTaken = 0;

function legal(rnd: FuzzRandom, state: BaccaratState, entries: readonly unknown[]): BaccaratAction {
  const all = entries as readonly BaccaratLegal[];
  const bets = all.filter((a): a is Extract<BaccaratLegal, { type: 'bet' }> => a.type === 'bet');
  if (state.phase !== 'betting') betsTaken = 0;
  else betsTaken++;
  if (bets.length === 0 || betsTaken > 20 || rnd.chance(0.3)) {
    const step = all.find((a) => a.type !== 'bet')!;
    return { type: step.type } as BaccaratAction;
  }
  const b = rnd.pick(bets);
  const units = Math.floor(b.max / b.multipleOf);
  const k = rnd.pick([1, units, 1 + rnd.int(units), Math.max(1, Math.floor(units / 2))]);
  return { type: 'bet', player: b.player, bet: b.bet, stake: k * b.multipleOf };
}

function illegal(rnd: FuzzRandom, state: BaccaratState): BaccaratAction {
  const seats = Object.keys(state.balances);
  const player = seats.length > 0 && rnd.chance(0.8) ? rnd.pick(seats) : rnd.pick(['nobody', 'toString', '']);
  const have = state.balances[player] ?? 0;
  switch (rnd.int(6)) {
    case 0:
      return { type: rnd.pick(['deal', 'playerRule', 'bankerRule', 'settle', 'nextCoup']) } as BaccaratAction;
    case 1:
      return { type: 'bet', player, bet: rnd.pick(BACCARAT_BETS), stake: have + 1 };
    case 2:
      return { type: 'bet', player, bet: rnd.pick(BACCARAT_BETS), stake: MAX_STAKE + rnd.int(3) };
    case 3:
      return { type: 'bet', player, bet: rnd.pick(BACCARAT_BETS), stake: rnd.pick([0, -1, 0.5, 19, 25, 2 ** 53]) };
    case 4:
      return { type: 'bet', player, bet: rnd.pick(['dragon', 'Banker', '__proto__']) as never, stake: 10 };
    default:
      return { type: 'bet', player, bet: rnd.pick(BACCARAT_BETS), stake: Math.max(1, have) };
  }
}

/** The chips at the table counted in BigInt from the state's fields, independently of `chipsInPlay`. */
function chips(state: BaccaratState): bigint {
  let total = BigInt(state.houseNet);
  for (const id of Object.keys(state.balances)) total += BigInt(state.balances[id]!);
  if (state.phase !== 'settled') for (const b of state.bets) total += BigInt(b.stake);
  if (total > BigInt(MAX_BALANCE)) throw new RangeError(`the table holds ${total} chips, over ${MAX_BALANCE}`);
  return total;
}

/** The baccarat fuzz specification. */
export const baccaratFuzz: FuzzSpec<BaccaratRules, BaccaratSetup, BaccaratState, BaccaratAction> = {
  game: baccaratGame,
  rules,
  setup,
  legal,
  illegal,
  chips,
  // next coup, up to 20 bets, deal, the player's rule, the banker's rule, settle
  maxStepsPerRound: 26,
};
