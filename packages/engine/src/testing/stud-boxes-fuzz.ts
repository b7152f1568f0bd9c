/**
 * The fuzz spec of the multi-box stud table for `fuzzGame` (`@croupier/testkit/fuzz`): random rules of
 * the text's family and the Russian-poker family, one to four players with two to seven boxes in all,
 * balances from 0 up, antes per box (some boxes left out), and illegal actions of every kind.
 *
 * The game is wrapped so the driver also checks: an illegal action returns the state exactly as it was
 * (deep-equal to a copy taken before), every settled round nets each player what the naive multi-box
 * settler of the testkit says, the dealer's bought hand is the one the naive settler makes, balances
 * stay within the bounds, and the player view shows no deck, RNG, muck, unseen dealer card or box the
 * viewer may not see. Test-only.
 *
 * @internal
 * @module
 */
import { naiveStudBoxesSettle } from '@croupier/testkit/oracles/stud';
import type { FuzzRandom, FuzzSpec } from '@croupier/testkit/fuzz';
import { MAX_BALANCE } from '../money/index.js';
import {
  isDealerUpCard,
  studBoxesGame,
  type StudBoxesAction,
  type StudBoxesLegalAction,
  type StudBoxesSetup,
  type StudBoxesState,
  type StudRules,
} from '../stud/index.js';
import { randomRussianRules, randomStudRules } from './stud-fuzz.js';

function fail(what: string): never {
  throw new Error(what);
}

function pickCards(rnd: FuzzRandom, from: readonly number[], n: number): number[] {
  const pool = [...from];
  const out: number[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(rnd.int(pool.length), 1)[0]!);
  return out;
}

const turnBox = (s: StudBoxesState) => (s.phase === 'deciding' || s.phase === 'buying' ? s.boxes[s.turn]! : null);

/** What each player had before the round: the balance plus everything staked or paid this round. */
function before(s: StudBoxesState): Map<string, bigint> {
  const m = new Map(s.seats.map((x) => [x.id, BigInt(x.balance)]));
  for (const b of s.boxes) {
    m.set(b.player, m.get(b.player)! + BigInt(b.ante + b.fees + b.insurance + b.bet + b.gameFee));
  }
  return m;
}

const checkedGame: typeof studBoxesGame = {
  ...studBoxesGame,
  playerView(state) {
    const view = studBoxesGame.playerView(state);
    const json = view as unknown as Record<string, unknown>;
    if ('deck' in json || 'rng' in json || 'muck' in json) fail('the player view shows the deck, the RNG or the muck');
    if (state.phase !== 'betting') {
      const all = state.phase === 'buying' || (state.phase === 'settled' && state.revealed);
      view.dealer.forEach((c, i) => {
        if ((all || isDealerUpCard(i, state.rules)) !== (c !== null)) fail(`the view shows dealer card ${i} wrongly`);
      });
    }
    view.boxes.forEach((b, k) => {
      const maySee =
        (view.viewer === state.boxes[k]!.player && (state.phase !== 'deciding' || k <= state.turn)) ||
        (state.phase === 'settled' && state.boxes[k]!.decision === 'raised');
      if (b.cards.some((c) => (c !== null) !== maySee)) fail(`the view shows box ${k}'s cards wrongly`);
    });
    return view;
  },
  apply(state, action) {
    const copy = JSON.stringify(state);
    const r = studBoxesGame.apply(state, action);
    if (!r.ok) {
      if (JSON.stringify(state) !== copy) fail(`a refused ${JSON.stringify(action)} changed the state`);
      return r;
    }
    const next = r.value.state;
    for (const s of next.seats) {
      if (!Number.isSafeInteger(s.balance) || s.balance < 0 || s.balance > MAX_BALANCE) {
        fail(`balance ${s.balance} of ${s.id} out of bounds`);
      }
    }
    if ((state.phase === 'deciding' || state.phase === 'buying') && next.phase === 'settled') {
      const was = before(state);
      const naive = naiveStudBoxesSettle(
        {
          dealer: next.dealerShown,
          replacements: next.gameBought?.in ?? [],
          boxes: next.boxes
            .filter((b) => b.decision !== 'out')
            .map((b) => ({
              player: b.player,
              cards: b.cards,
              ante: b.ante,
              raised: b.decision === 'raised',
              fees: b.fees,
              insurance: b.insurance,
              bought: b.purchase === 'buyGame',
              gameFee: b.gameFee,
            })),
        },
        next.rules,
      );
      if (JSON.stringify(naive.dealerAfter) !== JSON.stringify(next.dealer)) {
        fail(
          `the dealer's hand ${JSON.stringify(next.dealer)} but the naive settler buys ${JSON.stringify(naive.dealerAfter)}`,
        );
      }
      const settled = next.boxes.filter((b) => b.decision !== 'out');
      settled.forEach((b, i) => {
        if (b.settlement?.outcome !== naive.boxes[i]!.outcome) {
          fail(`box outcome ${b.settlement?.outcome} but the naive settler says ${naive.boxes[i]!.outcome}`);
        }
      });
      for (const s of next.seats) {
        const net = BigInt(s.balance) - was.get(s.id)!;
        if (net !== (naive.byPlayer[s.id] ?? 0n))
          fail(`${s.id} nets ${net}, the naive settler ${naive.byPlayer[s.id]}`);
      }
    }
    return r;
  },
};

function balance(rnd: FuzzRandom): number {
  switch (rnd.int(6)) {
    case 0:
      return rnd.pick([0, 1, 3, 30, 61]);
    case 1:
      return MAX_BALANCE - rnd.int(1000);
    case 2:
      return 1e12 + rnd.int(1e6);
    default:
      return rnd.int(rnd.chance(0.5) ? 300 : 100_000);
  }
}

/** The multi-box stud fuzz spec. */
export const studBoxesFuzzSpec: FuzzSpec<StudRules, StudBoxesSetup, StudBoxesState, StudBoxesAction> = {
  game: checkedGame,
  rules: (rnd) => {
    const r = rnd.chance(0.5) ? randomRussianRules(rnd) : randomStudRules(rnd);
    return rnd.chance(0.2) ? { ...r, maxPayout: rnd.pick([1, 40, 500]) } : r;
  },
  setup: (rnd) => {
    const total = 2 + rnd.int(6);
    const players = 1 + rnd.int(Math.min(4, total));
    const ids = Array.from({ length: players }, (_, i) => `p${i}`);
    const boxes: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 1]));
    for (let left = total - players; left > 0; left--) boxes[rnd.pick(ids)]! += 1;
    return {
      seats: Object.fromEntries(ids.map((id) => [id, balance(rnd)])),
      boxes,
      seed: rnd.int(2 ** 31),
    };
  },
  legal(rnd, state, legal) {
    const choice = rnd.pick(legal as readonly StudBoxesLegalAction[]);
    switch (choice.type) {
      case 'ante': {
        const count = new Map<string, number>();
        for (const b of state.boxes) count.set(b.player, (count.get(b.player) ?? 0) + 1);
        const antes: number[] = state.boxes.map((b, k) => {
          const most = Math.floor(choice.max[k]! / count.get(b.player)!);
          if (most < 1 || rnd.chance(0.2)) return 0;
          return rnd.chance(0.5) ? 1 + rnd.int(Math.min(most, 50)) : rnd.chance(0.5) ? most : 1 + rnd.int(most);
        });
        if (!antes.some((a) => a > 0)) antes[choice.max.findIndex((m) => m >= 1)] = 1;
        // `max` is each box's largest АНТЕ alone; near the balance bound (or with a maximum payout, which
        // every box may win) several boxes' best wins together may pass it: then one box of one chip.
        const tried = studBoxesGame.apply(state, { type: 'ante', antes });
        if (
          !tried.ok &&
          tried.error.code === 'stud/box-refused' &&
          tried.error.details.cause.code === 'stud/over-limit'
        ) {
          return { type: 'ante', antes: choice.max.map((m, k) => (k === choice.max.findIndex((x) => x >= 1) ? 1 : 0)) };
        }
        return { type: 'ante', antes };
      }
      case 'exchange':
        return { type: 'exchange', cards: pickCards(rnd, turnBox(state)?.cards ?? [], choice.count) };
      case 'insure':
        return { type: 'insure', amount: rnd.chance(0.5) ? choice.min : choice.max };
      default:
        return { type: choice.type } as StudBoxesAction;
    }
  },
  illegal(rnd, state) {
    const cards = turnBox(state)?.cards ?? [];
    const n = state.boxes.length;
    return rnd.pick<() => StudBoxesAction>([
      () => ({ type: 'ante', antes: Array(n).fill(0) }),
      () => ({ type: 'ante', antes: Array(n + 1).fill(1) }),
      () => ({ type: 'ante', antes: state.boxes.map((b) => state.seats.find((s) => s.id === b.player)!.balance) }),
      () => ({ type: 'ante', antes: state.boxes.map(() => rnd.pick([1, -1, 0.5, 1e13])) }),
      () => ({ type: 'exchange', cards: pickCards(rnd, cards, 6) }),
      () => ({ type: 'exchange', cards: cards.length > 0 ? [cards[0]!, cards[0]!] : [] }),
      () => ({ type: 'exchange', cards: [52] }),
      () => ({ type: 'insure', amount: rnd.pick([0, 1, 1e13, 0.5]) }),
      () => ({ type: rnd.pick(['fold', 'raise', 'buyCard', 'buyGame', 'takeAnte', 'nextRound'] as const) }),
      () => ({ type: 'nextRound', deck: [1, 1] }),
    ])();
  },
  chips(state) {
    let counted = BigInt(state.houseNet);
    for (const s of state.seats) counted += BigInt(s.balance);
    if (state.phase === 'deciding' || state.phase === 'buying') {
      for (const b of state.boxes) counted += BigInt(b.ante + b.insurance + b.bet);
    }
    return counted;
  },
  // ante; per box up to five exchanges, insurance, fold or raise; per box a purchase choice; next round.
  maxStepsPerRound: 2 + 7 * 8 + 7,
};
