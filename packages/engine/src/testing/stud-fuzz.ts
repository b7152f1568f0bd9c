/**
 * The stud fuzz spec for `fuzzGame` (`@croupier/testkit/fuzz`), shared by the short run in the unit tier
 * and the long run: random resolved rules (no exchange to two cards, every fee and rounding, the exchange
 * limit both ways, one up-card or none, extreme paytables and raise multiples), balances from 0 to the
 * balance limit, antes from 1 to the largest allowed, stacked decks, and illegal actions of every kind.
 *
 * The game is wrapped so that the driver also catches what it cannot see: a player view that leaks the
 * deck, the RNG or an unseen dealer card, a balance below zero or above the limit, `chipsInPlay` that
 * disagrees with the BigInt count, and a round whose net differs from the naive settler of the testkit.
 * Test-only.
 *
 * @internal
 * @module
 */
import { naiveStudSettle } from '@croupier/testkit/oracles/stud';
import type { FuzzRandom, FuzzSpec } from '@croupier/testkit/fuzz';
import { MAX_BALANCE } from '../money/index.js';
import {
  PAID_CATEGORIES,
  chipsInPlay,
  isDealerUpCard,
  maxAnte,
  resolveRulesOrThrow,
  studGame,
  type StudAction,
  type StudLegalAction,
  type StudRules,
  type StudSetup,
  type StudState,
} from '../stud/index.js';

type Ratio = { pays: number; per: number };

function ratio(rnd: FuzzRandom): Ratio {
  if (rnd.chance(0.4))
    return rnd.pick([
      { pays: 1, per: 1 },
      { pays: 3, per: 2 },
      { pays: 1, per: 2 },
      { pays: 2, per: 1 },
    ]);
  const term = () => (rnd.chance(0.1) ? 1000 : rnd.chance(0.5) ? 1 + rnd.int(1000) : 1 + rnd.int(5));
  return { pays: term(), per: term() };
}

/** Random resolved rules over every stud option. */
export function randomStudRules(rnd: FuzzRandom): StudRules {
  const paytable = rnd.chance(0.4)
    ? undefined
    : Object.fromEntries(PAID_CATEGORIES.map((c) => [c, rnd.chance(0.1) ? { pays: 1000, per: 1 } : ratio(rnd)]));
  return resolveRulesOrThrow({
    preset: rnd.pick(['seed', 'casino', 'caribbean'] as const),
    overrides: {
      upCards: rnd.pick([0, 1] as const),
      maxExchange: rnd.pick([0, 1, 2] as const),
      feeOneCard: ratio(rnd),
      feeTwoCards: ratio(rnd),
      feeRounding: rnd.pick(['up', 'refuse'] as const),
      exchangeNeedsRaise: rnd.chance(0.5),
      raiseMultiple: rnd.chance(0.5) ? 2 : 1 + rnd.int(10),
      qualifier: rnd.pick(['aceKing', 'pair'] as const),
      antePays: rnd.chance(0.7) ? { pays: 1, per: 1 } : ratio(rnd),
      ...(paytable ? { paytable: paytable as StudRules['paytable'] } : {}),
    },
  });
}

function balance(rnd: FuzzRandom, rules: StudRules): number {
  const rm = rules.raiseMultiple;
  switch (rnd.int(9)) {
    case 0:
      return rnd.pick([0, 1, rm, rm + 1, 2 * (rm + 1)]);
    case 1:
      return MAX_BALANCE - rnd.int(1000);
    case 2:
      return Math.floor(rnd.next() * MAX_BALANCE);
    case 3:
      return 1e12 + rnd.int(1e6);
    case 4:
      return 30 + rnd.int(20); // the exchange limit's neighbourhood for small antes
    default:
      return rnd.int(rnd.chance(0.5) ? 200 : 100_000);
  }
}

function randomDeck(rnd: FuzzRandom): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = rnd.int(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, rnd.int(53));
}

function ante(rnd: FuzzRandom, max: number): number {
  switch (rnd.int(5)) {
    case 0:
      return max;
    case 1:
      return 1;
    case 2:
      return 1 + rnd.int(Math.min(max, 50));
    default:
      return 1 + Math.floor(rnd.next() * max);
  }
}

function pickCards(rnd: FuzzRandom, from: readonly number[], n: number): number[] {
  const pool = [...from];
  const out: number[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(rnd.int(pool.length), 1)[0]!);
  return out;
}

function fail(what: string): never {
  throw new Error(what);
}

/** The game with the extra promises checked on every call (a broken promise throws, and the driver reports it). */
const checkedGame: typeof studGame = {
  ...studGame,
  playerView(state) {
    const view = studGame.playerView(state) as Record<string, unknown>;
    if ('deck' in view || 'rng' in view) fail('the player view shows the deck or the RNG');
    const dealer = view['dealer'] as readonly (number | null)[] | undefined;
    const all = state.phase === 'buying' || (state.phase === 'settled' && state.settlement.outcome !== 'folded');
    const shown = (i: number) => all || isDealerUpCard(i, state.rules);
    if (dealer && dealer.some((c, i) => (shown(i) ? c === null : c !== null))) {
      fail(`the player view shows ${JSON.stringify(dealer)} of the dealer's cards in ${state.phase}`);
    }
    return view as ReturnType<typeof studGame.playerView>;
  },
  apply(state, action) {
    const r = studGame.apply(state, action);
    if (!r.ok) return r;
    const next = r.value.state;
    if (!Number.isSafeInteger(next.balance) || next.balance < 0 || next.balance > MAX_BALANCE) {
      fail(`balance ${next.balance} out of bounds`);
    }
    if ((state.phase === 'deciding' || state.phase === 'buying') && next.phase === 'settled') {
      // The balance before the ante: what is on the table and the fees paid come back into it.
      const bought = next.settlement.gameBought;
      const gameFee = bought?.fee ?? 0;
      const before =
        state.balance + state.ante + state.fees + state.insurance + (state.phase === 'buying' ? state.bet : 0);
      const naive = naiveStudSettle(
        {
          player: next.player,
          dealer: next.dealer,
          ante: next.ante,
          raised: next.bet > 0,
          fees: next.fees + gameFee,
          insurance: next.insurance,
          ...(state.phase === 'buying' ? { qualifiedWhenShown: false } : {}),
          bought: bought !== null,
        },
        next.rules,
      );
      if (naive.outcome !== next.settlement.outcome) {
        fail(`outcome ${next.settlement.outcome} but the naive settler says ${naive.outcome}`);
      }
      if (BigInt(next.balance) - BigInt(before) !== naive.net) {
        fail(`round net ${next.balance - before} but the naive settler says ${naive.net}`);
      }
    }
    return r;
  },
};

/** The stud fuzz spec. */
export const studFuzzSpec: FuzzSpec<StudRules, StudSetup, StudState, StudAction> = {
  game: checkedGame,
  rules: randomStudRules,
  setup: (rnd, rules) => ({
    balance: balance(rnd, rules),
    seed: rnd.chance(0.5) ? rnd.int(2 ** 31) : `fuzz-${rnd.int(1e9)}`,
    ...(rnd.chance(0.2) ? { deck: randomDeck(rnd) } : {}),
  }),
  legal(rnd, state, legal) {
    const choice = rnd.pick(legal as readonly StudLegalAction[]);
    switch (choice.type) {
      case 'ante':
        return { type: 'ante', amount: ante(rnd, choice.max) };
      case 'exchange':
        return { type: 'exchange', cards: pickCards(rnd, 'player' in state ? state.player : [], choice.count) };
      case 'nextRound':
        return rnd.chance(0.1) ? { type: 'nextRound', deck: randomDeck(rnd) } : { type: 'nextRound' };
      case 'insure':
        return { type: 'insure', amount: rnd.chance(0.5) ? choice.min : choice.max };
      default:
        return { type: choice.type };
    }
  },
  illegal(rnd, state) {
    const player = 'player' in state ? state.player : [];
    const deck = 'deck' in state ? state.deck : [];
    return rnd.pick<() => StudAction>([
      () => ({ type: 'ante', amount: state.balance + 1 + rnd.int(10) }),
      () => ({ type: 'ante', amount: maxAnte(state.balance, state.rules) + 1 + rnd.int(3) }),
      () => ({ type: 'exchange', cards: pickCards(rnd, player, 2) }),
      () => ({ type: 'ante', amount: rnd.pick([0, -1, 1e13, 2 ** 53, 0.5]) }),
      () => ({ type: 'exchange', cards: pickCards(rnd, player, 3) }),
      () => ({ type: 'exchange', cards: pickCards(rnd, deck, 1 + rnd.int(2)) }),
      () => ({ type: 'exchange', cards: player.length > 0 ? [player[0]!, player[0]!] : [] }),
      () => ({ type: 'exchange', cards: [] }),
      () => ({ type: rnd.pick(['fold', 'raise', 'nextRound'] as const) }),
      () => ({ type: 'nextRound', deck: [1, 1] }),
      () => ({ type: 'nextRound', deck: Array.from({ length: 60 }, (_, i) => i) }),
    ])();
  },
  chips(state) {
    const onTable =
      state.phase === 'deciding'
        ? state.ante + state.insurance
        : state.phase === 'buying'
          ? state.ante + state.bet + state.insurance
          : 0;
    const counted = BigInt(state.balance) + BigInt(onTable) + BigInt(state.houseNet);
    if (BigInt(chipsInPlay(state)) !== counted) fail(`chipsInPlay ${chipsInPlay(state)} ≠ counted ${counted}`);
    return counted;
  },
  // nextRound, ante, exchange, then fold or raise.
  maxStepsPerRound: 4,
};

/** Random rules of the Russian-poker family: a casino preset with some of its options changed. */
export function randomRussianRules(rnd: FuzzRandom): StudRules {
  const fee = () => rnd.pick([{ pays: 1, per: 1 }, { pays: 2, per: 1 }, { pays: 3, per: 2 }, ratio(rnd)]);
  return resolveRulesOrThrow({
    preset: rnd.pick(['aragon', 'oracul', 'senator', 'olympic', 'oasis'] as const),
    overrides: {
      ...(rnd.chance(0.3) ? { maxExchange: rnd.pick([0, 1, 2, 3, 4, 5] as const) } : {}),
      ...(rnd.chance(0.2) ? { minExchange: 2 as const } : {}),
      ...(rnd.chance(0.2) ? { exchangeMode: 'oneAtATime' as const } : {}),
      ...(rnd.chance(0.3) ? { feeThreeCards: fee(), feeFiveCards: fee(), feeSixthCard: fee() } : {}),
      ...(rnd.chance(0.2) ? { exchangeAllRaises: rnd.chance(0.5) } : {}),
      ...(rnd.chance(0.3) ? { twoCombinations: rnd.chance(0.5) } : {}),
      ...(rnd.chance(0.3) ? { buyGame: rnd.pick(['none', 'once', 'sameRankAgain'] as const) } : {}),
      ...(rnd.chance(0.3) ? { insurance: rnd.pick(['none', 'threeOfAKind'] as const) } : {}),
      ...(rnd.chance(0.2) ? { insuranceMax: 'payout' as const } : {}),
      ...(rnd.chance(0.3) ? { maxPayout: rnd.pick([0, 1, 50, 1000]) } : {}),
      ...(rnd.chance(0.2) ? { exchangeNeedsRaise: false, feeRounding: 'refuse' as const } : {}),
      ...(rnd.chance(0.2) ? { qualifier: 'pair' as const } : {}),
    },
  });
}

/** The stud fuzz spec over the Russian-poker family: more steps a round (exchanges one at a time, insurance, a game bought). */
export const studRussianFuzzSpec: FuzzSpec<StudRules, StudSetup, StudState, StudAction> = {
  ...studFuzzSpec,
  rules: randomRussianRules,
  illegal(rnd, state) {
    const player = 'player' in state ? state.player : [];
    return rnd.pick<() => StudAction>([
      () => studFuzzSpec.illegal(rnd, state),
      () => ({ type: 'insure', amount: rnd.pick([0, 1, 1e13, 0.5, state.balance + 1]) }),
      () => ({ type: rnd.pick(['buyCard', 'buyGame', 'takeAnte'] as const) }),
      () => ({ type: 'exchange', cards: pickCards(rnd, player, 6) }),
    ])();
  },
  // nextRound, ante, up to five exchanges or a sixth card, insurance, fold or raise, a game bought.
  maxStepsPerRound: 10,
};
