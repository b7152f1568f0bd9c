// The fuzz spec of blackjack for @croupier/testkit's driver: random resolved rules (every option, 1–8
// decks, 1–4 hands, surrender, hole card, every rounding including `refuse`, payout ratios up to the
// schema's bound), tables of 1–7 boxes with balances up to MAX_BALANCE, now and then a short stacked
// shoe (so rounds run it dry), legal actions with bets up to the largest allowed, and well-formed
// illegal ones. Test-only (src/testing is not published).
import type { FuzzRandom, FuzzSpec } from '@croupier/testkit/fuzz';
import { DECK_SIZE } from '../cards/encoding.js';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';
import {
  BLACKJACK_ACTION_TYPES,
  blackjackGame,
  resolveRulesOrThrow,
  type BlackjackAction,
  type BlackjackLegalAction,
  type BlackjackRules,
  type BlackjackSetup,
  type BlackjackState,
} from '../blackjack/index.js';

const RATIOS = [
  { pays: 3, per: 2 },
  { pays: 6, per: 5 },
  { pays: 1, per: 1 },
  { pays: 2, per: 1 },
  { pays: 7, per: 5 },
];

function ratio(rnd: FuzzRandom) {
  return rnd.chance(0.8) ? rnd.pick(RATIOS) : { pays: 1 + rnd.int(1000), per: 1 + rnd.int(1000) };
}

/** Rules `start` must refuse: unresolved objects as JSON can carry them. */
const BAD_RULES: readonly ((r: BlackjackRules) => unknown)[] = [
  (r) => ({ ...r, decks: 0 }),
  (r) => ({ ...r, blackjackPays: { pays: 0, per: 0 } }),
  (r) => ({ ...r, surrender: 'sometimes' }),
  (r) => ({ ...r, extra: true }),
  () => null,
];

/** Random rules: every option, resolved; now and then an unresolved object `start` must refuse. */
export function fuzzRules(rnd: FuzzRandom): BlackjackRules {
  const rules = resolvedRules(rnd);
  return rnd.chance(0.03) ? (rnd.pick(BAD_RULES)(rules) as BlackjackRules) : rules;
}

function resolvedRules(rnd: FuzzRandom): BlackjackRules {
  return resolveRulesOrThrow({
    preset: rnd.pick(['seed', 'casino'] as const),
    overrides: {
      decks: 1 + rnd.int(8),
      holeCard: rnd.chance(0.5),
      dealerBlackjackTakes: rnd.pick(['all', 'original'] as const),
      dealerHitsSoft17: rnd.chance(0.5),
      blackjackPays: ratio(rnd),
      doubleOn: rnd.pick(['any', '9-11', '10-11'] as const),
      doubleSoft: rnd.chance(0.5),
      doubleAfterSplit: rnd.chance(0.5),
      splitBy: rnd.pick(['value', 'rank'] as const),
      maxHands: 1 + rnd.int(4),
      splitAces: rnd.chance(0.7),
      hitSplitAces: rnd.chance(0.3),
      resplitAces: rnd.chance(0.5),
      surrender: rnd.pick(['none', 'late', 'early'] as const),
      insurance: rnd.chance(0.8),
      insurancePays: rnd.chance(0.8) ? { pays: 2, per: 1 } : ratio(rnd),
      evenMoney: rnd.chance(0.5),
      rounding: rnd.pick(['down', 'up', 'halfUp', 'refuse'] as const),
    },
  });
}

function balance(rnd: FuzzRandom): number {
  switch (rnd.int(6)) {
    case 0:
      return 0;
    case 1:
      return 1 + rnd.int(30);
    case 2:
      return MAX_BALANCE;
    case 3:
      return MAX_STAKE * (1 + rnd.int(3));
    case 4:
      return MAX_BALANCE - rnd.int(1000);
    default:
      return 100 + rnd.int(100_000);
  }
}

/** Setups `start` must refuse: what JSON and careless callers send. */
const BAD_SETUPS: readonly unknown[] = [
  null,
  [null],
  {},
  { seats: {}, seed: 1 },
  { seats: { a: -1 }, seed: 1 },
  { seats: { a: 2 ** 53 }, seed: 1 },
  { seats: { a: 1 }, seed: NaN },
  { seats: { a: 1 }, seed: 1, shoe: [52] },
  { seats: { a: 1 }, seed: 1, shoe: { cards: [1, 2], position: 3 } },
  { seats: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`s${i}`, 1])), seed: 1 },
  { seats: { a: 1 }, seed: 1, table: 'x' },
];

/** A random table: 1–7 boxes with extreme balances, a number or text seed, sometimes a short stacked shoe. */
export function fuzzSetup(rnd: FuzzRandom): BlackjackSetup {
  if (rnd.chance(0.03)) return rnd.pick(BAD_SETUPS) as BlackjackSetup;
  const n = 1 + rnd.int(7);
  const seats: Record<string, number> = {};
  for (let i = 0; i < n; i++) seats[rnd.chance(0.1) ? `seat ${i} «${'я'.repeat(i)}»` : `b${i}`] = balance(rnd);
  const seed = rnd.chance(0.5) ? rnd.int(2 ** 31) : `fuzz-${rnd.int(1e9)}`;
  if (!rnd.chance(0.15)) return { seats, seed };
  const shoe = Array.from({ length: rnd.int(30) }, () => rnd.int(DECK_SIZE));
  return { seats, seed, shoe };
}

function amountIn(rnd: FuzzRandom, min: number, max: number, step: number): number {
  const k = Math.floor((max - min) / step);
  switch (rnd.int(4)) {
    case 0:
      return min;
    case 1:
      return min + k * step;
    default:
      return min + Math.floor(rnd.next() * (k + 1)) * step;
  }
}

/** A legal action from `legalActions`: bets anywhere in their range, the deal as often as not once a bet is down. */
export function fuzzLegal(
  rnd: FuzzRandom,
  state: BlackjackState,
  legal: readonly BlackjackLegalAction[],
): BlackjackAction {
  if (state.phase === 'betting' && state.bets.length > 0 && rnd.chance(0.5)) return { type: 'deal' };
  if (state.phase === 'insurance' && rnd.chance(0.2) && legal.some((a) => a.type === 'insurance')) {
    return { type: 'insurance' }; // the default: the largest insurance allowed
  }
  const a = rnd.pick(legal);
  if (a.type === 'bet') return { type: 'bet', box: a.box, amount: amountIn(rnd, a.min, a.max, a.multipleOf) };
  return a;
}

/** A well-formed action that is probably illegal now: a wrong phase, too much, an unknown box, a non-boolean take. */
export function fuzzIllegal(rnd: FuzzRandom, state: BlackjackState): BlackjackAction {
  const type = rnd.pick(BLACKJACK_ACTION_TYPES);
  const seat = rnd.pick(state.seats);
  switch (type) {
    case 'bet':
      return {
        type,
        box: rnd.chance(0.2) ? rnd.pick(['nobody', '__proto__', 'constructor', '']) : seat.id,
        amount: rnd.pick([seat.balance + 1, MAX_STAKE, MAX_STAKE + 1, 0, -5, 1.5, 3]),
      };
    case 'insurance':
      return rnd.chance(0.5) ? { type, amount: rnd.pick([MAX_STAKE, 1e9, 7, -1, 0.5]) } : { type };
    case 'evenMoney':
      return { type, take: rnd.pick([true, false, 'false', 1, null]) as boolean };
    default:
      return { type };
  }
}

/** Chips in play counted from the state's fields (balances, bets, stakes, insurance, the house's net). */
export function fuzzChips(state: BlackjackState): bigint {
  let total = BigInt(state.house);
  for (const s of state.seats) total += BigInt(s.balance);
  if (state.phase === 'betting') for (const b of state.bets) total += BigInt(b.amount);
  if (state.phase === 'insurance' || state.phase === 'playing') {
    for (const b of state.boxes) {
      total += BigInt(b.insurance ?? 0);
      for (const h of b.hands) total += BigInt(h.stake);
    }
  }
  return total;
}

/** The blackjack spec for `fuzzGame`. */
export const blackjackFuzzSpec: FuzzSpec<BlackjackRules, BlackjackSetup, BlackjackState, BlackjackAction> = {
  game: blackjackGame,
  rules: fuzzRules,
  setup: fuzzSetup,
  legal: (rnd, state, legal) => fuzzLegal(rnd, state, legal as readonly BlackjackLegalAction[]),
  illegal: fuzzIllegal,
  chips: fuzzChips,
  // Bets (the deal comes with probability 1/2 per step once a bet is down), the deal, 7 insurance answers,
  // 7 boxes × (3 splits + 4 hands × at most 20 cards), nextRound: a generous bound that no legal play passes.
  maxStepsPerRound: 800,
};
