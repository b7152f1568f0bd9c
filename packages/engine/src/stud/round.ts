/**
 * The stud table as one pure step: `start(rules, setup)` checks everything it is given and shuffles the
 * first deck; `apply(state, action)` returns the next state and the events, or a rule error with the
 * input untouched. The rules and the RNG state travel inside the state, so `apply` needs nothing else;
 * `nextRound` shuffles a fresh deck with the table's RNG and carries the balance.
 *
 * @module
 */
import { type Card, isCard } from '../cards/index.js';
import type { StepResult } from '../game/index.js';
import { type Chips, MAX_BALANCE, chipsProblem } from '../money/index.js';
import { ok, orThrow, show } from '../result/index.js';
import { MAX_SEED_LENGTH, checkSeed, restoreRng, seededRng } from '../rng/index.js';
import { type StudError, type StudErrorOf, STUD_ACTION_TYPES, studErr } from './errors.js';
import { evaluate5 } from './evaluator.js';
import {
  canAnte,
  canBuyCard,
  canBuyGame,
  canExchange,
  canFold,
  canInsure,
  canNextRound,
  canRaise,
  canTakeAnte,
} from './guards.js';
import {
  buyGameFee,
  checkRules,
  dealerQualifies,
  exchangeAllowed,
  exchangeCounts,
  isDealerUpCard,
  maxAnte,
  raiseAllowed,
  raiseFor,
  sixthCardAllowed,
  type StudRules,
} from './rules.js';
import { settleClasses, type StudSettlement } from './settle.js';
import { deckFrom, notAnAction, own, playerHand, stackedDeck } from './internal.js';
import type {
  StudAction,
  StudBetting,
  StudBuying,
  StudDeciding,
  StudEvent,
  StudPlayerView,
  StudSettled,
  StudSetup,
  StudState,
} from './state.js';

/** A step of the table: the next state and what happened. */
export type StudStep = { readonly state: StudState; readonly events: readonly StudEvent[] };

/**
 * Starts a table: checks the rules (they may come from JSON), the balance, the seed and any stacked
 * deck, and shuffles the first round's deck with the seed.
 *
 * @param rules - The rules, from `resolveRules` or anywhere else; checked and copied into the state.
 * @param setup - `{ balance, seed, deck? }`: the player's chips (0 to `MAX_BALANCE`), the seed
 *   (`randomSeed()` for real play), and optionally a stacked deck for the first round.
 * @returns The betting state and a `roundStarted` event, or `stud/bad-rules`, `stud/bad-setup`,
 *   `stud/bad-balance`, `stud/bad-seed` or `stud/bad-deck`.
 * @example
 * ```ts
 * let s = orThrow(start(resolveRulesOrThrow(), { balance: 1000, seed: 11 })).state;
 * s = orThrow(apply(s, { type: 'ante', amount: 10 })).state; // dealt
 * s = orThrow(apply(s, { type: 'raise' })).state;            // settled
 * s = orThrow(apply(s, { type: 'nextRound' })).state;        // a fresh deck, the balance carried
 * ```
 */
export function start(rules: StudRules, setup: StudSetup): StepResult<StudState, StudEvent, StudError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    return studErr('stud/bad-setup', { setup: show(setup) });
  }
  const balance = own(setup, 'balance');
  const problem = chipsProblem(balance, MAX_BALANCE, true);
  if (problem !== null) {
    return studErr('stud/bad-balance', { reason: problem, balance: show(balance), max: MAX_BALANCE });
  }
  const seed = checkSeed(own(setup, 'seed'));
  if (!seed.ok) return studErr('stud/bad-seed', { seed: seed.error.details.seed, maxLength: MAX_SEED_LENGTH });
  const stacked = stackedDeck(setup);
  if (!stacked.ok) return stacked;
  // + 0 turns a balance of -0 into 0 (a chip count has no sign).
  const chips = (balance as Chips) + 0;
  const rng = seededRng(seed.value);
  const deck = deckFrom(stacked.value, rng);
  const state: StudBetting = {
    phase: 'betting',
    rules: r.value,
    rng: rng.getState(),
    round: 1,
    balance: chips,
    houseNet: 0,
    deck,
  };
  return ok({ state, events: [{ type: 'roundStarted', round: 1, balance: chips }] });
}

/**
 * {@link start}, throwing a `CroupierError` on bad input.
 *
 * @param rules - The rules.
 * @param setup - `{ balance, seed, deck? }`.
 */
export function startOrThrow(rules: StudRules, setup: StudSetup): StudStep {
  return orThrow(start(rules, setup));
}

function deal(state: StudBetting, ante: Chips): StudStep {
  const player = state.deck.slice(0, 5);
  const dealer = state.deck.slice(5, 10);
  const events: StudEvent[] = [{ type: 'antePlaced', amount: ante }];
  for (const card of player) events.push({ type: 'cardDealt', to: 'player', card, faceUp: true });
  dealer.forEach((card, i) => {
    const faceUp = isDealerUpCard(i, state.rules);
    events.push({ type: 'cardDealt', to: 'dealer', card: faceUp ? card : null, faceUp });
  });
  const next: StudDeciding = {
    phase: 'deciding',
    rules: state.rules,
    rng: state.rng,
    round: state.round,
    balance: state.balance - ante,
    houseNet: state.houseNet,
    ante,
    player,
    dealer,
    deck: state.deck.slice(10),
    exchanged: 0,
    exchanges: 0,
    boughtCard: false,
    discards: [],
    fees: 0,
    insurance: 0,
  };
  return { state: next, events };
}

/** The settled state from a settlement: the balance gets what is paid back, the house its net. */
function settled(
  from: StudDeciding | StudBuying,
  bet: Chips,
  balanceBefore: Chips,
  dealer: readonly Card[],
  settlement: StudSettlement,
  feesPaid: Chips,
): StudSettled {
  const l = settlement.ledger;
  // The fees went to the house when they were paid; the ledger lists them among the stakes lost.
  return {
    phase: 'settled',
    rules: from.rules,
    rng: from.rng,
    round: from.round,
    balance: balanceBefore + settlement.paidToPlayer,
    houseNet: from.houseNet + (l.lost - feesPaid) - l.won,
    ante: from.ante,
    bet,
    player: from.player,
    dealer,
    discards: from.discards,
    fees: from.fees,
    insurance: from.insurance,
    settlement,
  };
}

function finish(state: StudDeciding, raised: boolean): StudStep {
  const { rules, player: p, dealer: d } = state;
  const bet = raised ? raiseFor(state.ante, rules) : 0;
  const events: StudEvent[] = [raised ? { type: 'raised', amount: bet } : { type: 'folded' }];
  const hand = playerHand(p, rules);
  const dealerClass = evaluate5(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!);
  const qualifies = dealerQualifies(dealerClass, rules);
  if (raised) events.push({ type: 'dealerRevealed', cards: d, qualifies });
  if (raised && !qualifies && rules.buyGame !== 'none') {
    // «Нет игры», and a game is sold: the player chooses between the ante's win and buying one.
    const next: StudBuying = {
      phase: 'buying',
      rules,
      rng: state.rng,
      round: state.round,
      balance: state.balance - bet,
      houseNet: state.houseNet,
      ante: state.ante,
      bet,
      player: p,
      dealer: d,
      deck: state.deck,
      discards: state.discards,
      fees: state.fees,
      boughtCard: state.boughtCard,
      insurance: state.insurance,
    };
    return { state: next, events };
  }
  const settlement = settleClasses(hand.cls, dealerClass, state.ante, raised, state.fees, rules, {
    second: hand.second,
    feeKind: state.boughtCard ? 'sixthCardFee' : 'exchangeFee',
    insurance: state.insurance,
    qualifiedWhenShown: qualifies,
  });
  events.push({ type: 'roundSettled', settlement });
  return { state: settled(state, bet, state.balance - bet, d, settlement, state.fees), events };
}

/** Settles a `buying` round: the ante's win taken, or a game bought (the dealer's cards replaced). */
function finishBuying(state: StudBuying, buy: boolean): StudStep {
  const { rules } = state;
  const hand = playerHand(state.player, rules);
  let dealer = state.dealer;
  let deck = state.deck;
  let fee = 0;
  const events: StudEvent[] = [];
  let gameBought: { fee: Chips; replaced: readonly Card[] } | null = null;
  if (buy) {
    fee = orThrow(buyGameFee(state.ante, rules)); // found allowed by canBuyGame
    // The highest card of a hand without a game is alone of its rank; it goes, the next card comes.
    const out: Card[] = [];
    const incoming: Card[] = [];
    let gone = dealer.reduce((hi, c) => (c >> 2 > hi >> 2 ? c : hi), dealer[0]!);
    for (;;) {
      const card = deck[0]!;
      deck = deck.slice(1);
      out.push(gone);
      incoming.push(card);
      dealer = dealer.map((c) => (c === gone ? card : c));
      // senator.am: a card of the rank replaced is replaced again, free.
      if (rules.buyGame !== 'sameRankAgain' || card >> 2 !== gone >> 2) break;
      gone = card;
    }
    gameBought = { fee, replaced: out };
    const cls = evaluate5(dealer[0]!, dealer[1]!, dealer[2]!, dealer[3]!, dealer[4]!);
    events.push({ type: 'feePaid', amount: fee });
    events.push({ type: 'gameBought', fee, out, in: incoming, qualifies: dealerQualifies(cls, rules) });
  } else {
    events.push({ type: 'anteTaken' });
  }
  const dealerClass = evaluate5(dealer[0]!, dealer[1]!, dealer[2]!, dealer[3]!, dealer[4]!);
  const settlement = settleClasses(hand.cls, dealerClass, state.ante, true, state.fees, rules, {
    second: hand.second,
    feeKind: state.boughtCard ? 'sixthCardFee' : 'exchangeFee',
    insurance: state.insurance,
    qualifiedWhenShown: false,
    gameBought,
  });
  events.push({ type: 'roundSettled', settlement });
  const from: StudBuying = { ...state, houseNet: state.houseNet + fee };
  return { state: settled(from, state.bet, state.balance - fee, dealer, settlement, state.fees + fee), events };
}

function exchange(state: StudState, cards: unknown): ReturnType<typeof apply> {
  const allowed = canExchange(state, Array.isArray(cards) ? cards.length : undefined);
  if (!allowed.ok) {
    return allowed.error.code === 'stud/bad-exchange' && !Array.isArray(cards)
      ? studErr('stud/bad-exchange', {
          reason: 'not-an-array',
          allowed: (allowed.error as StudErrorOf<'stud/bad-exchange'>).details.allowed,
        })
      : allowed;
  }
  const s = state as StudDeciding;
  const out = cards as readonly unknown[];
  const counts = exchangeCounts(s.rules);
  for (let i = 0; i < out.length; i++) {
    const c = out[i];
    if (!isCard(c)) return studErr('stud/bad-exchange', { reason: 'not-a-card', card: show(c), allowed: counts });
    if (out.indexOf(c) !== i)
      return studErr('stud/bad-exchange', { reason: 'repeated', card: show(c), allowed: counts });
    if (!s.player.includes(c)) {
      return studErr('stud/bad-exchange', { reason: 'not-in-hand', card: show(c), allowed: counts });
    }
  }
  const thrown = out as readonly Card[];
  const n = thrown.length;
  // found allowed above
  const fee = orThrow(exchangeAllowed({ balance: s.balance, ante: s.ante, count: n, exchanges: s.exchanges }, s.rules));
  const incoming = s.deck.slice(0, n);
  let k = 0;
  const player = s.player.map((c) => (thrown.includes(c) ? incoming[k++]! : c));
  const next: StudDeciding = {
    ...s,
    balance: s.balance - fee,
    houseNet: s.houseNet + fee,
    player,
    deck: s.deck.slice(n),
    exchanged: s.exchanged + n,
    exchanges: s.exchanges + 1,
    discards: [...s.discards, ...thrown],
    fees: s.fees + fee,
  };
  const events: StudEvent[] = [
    { type: 'feePaid', amount: fee },
    { type: 'cardsExchanged', out: [...thrown], in: incoming },
  ];
  // Oasis poker: all five exchanged places the raise at once (when it is covered; else only a fold is left).
  if (s.rules.exchangeAllRaises && n === 5 && raiseAllowed(next.balance, next.ante, next.rules).ok) {
    const done = finish(next, true);
    return ok({ state: done.state, events: [...events, ...done.events] });
  }
  return ok({ state: next, events });
}

function buyCard(state: StudDeciding): StudStep {
  const fee = orThrow(sixthCardAllowed({ balance: state.balance, ante: state.ante }, state.rules)); // allowed above
  const card = state.deck[0]!;
  const next: StudDeciding = {
    ...state,
    balance: state.balance - fee,
    houseNet: state.houseNet + fee,
    player: [...state.player, card],
    deck: state.deck.slice(1),
    boughtCard: true,
    fees: state.fees + fee,
  };
  return {
    state: next,
    events: [
      { type: 'feePaid', amount: fee },
      { type: 'cardBought', card },
    ],
  };
}

function insure(state: StudDeciding, amount: Chips): StudStep {
  const next: StudDeciding = { ...state, balance: state.balance - amount, insurance: amount };
  return { state: next, events: [{ type: 'insurancePlaced', amount }] };
}

function nextRound(state: StudSettled, stacked: readonly Card[]): StudStep {
  const rng = restoreRng(state.rng);
  const deck = deckFrom(stacked, rng);
  const next: StudBetting = {
    phase: 'betting',
    rules: state.rules,
    rng: rng.getState(),
    round: state.round + 1,
    balance: state.balance,
    houseNet: state.houseNet,
    deck,
  };
  return { state: next, events: [{ type: 'roundStarted', round: next.round, balance: next.balance }] };
}

/**
 * One step of the table.
 *
 * @param state - The current state (never modified).
 * @param action - `ante`, `exchange`, `buyCard`, `insure`, `fold`, `raise`, `buyGame`, `takeAnte` or
 *   `nextRound`; anything else is answered with `stud/bad-action`.
 * @returns The next state and the events, or a rule error (out of turn, a second exchange, three cards,
 *   a card not in the hand, a fee or raise beyond the balance, a bad ante) with `state` unchanged.
 * @example
 * ```ts
 * apply(dealt, { type: 'exchange', cards: [dealt.player[0]] }); // one card for one ante
 * apply(dealt, { type: 'raise' });                              // the raise, 2 × ante, then the showdown
 * ```
 */
export function apply(state: StudState, action: StudAction): StepResult<StudState, StudEvent, StudError> {
  const notObject = notAnAction(action);
  if (notObject) return notObject;
  const type = own(action, 'type');
  switch (type) {
    case 'ante': {
      const amount = own(action, 'amount');
      const allowed = canAnte(state, amount);
      if (!allowed.ok) return allowed;
      return ok(deal(state as StudBetting, amount as Chips));
    }
    case 'fold': {
      const allowed = canFold(state);
      if (!allowed.ok) return allowed;
      return ok(finish(state as StudDeciding, false));
    }
    case 'raise': {
      const allowed = canRaise(state);
      if (!allowed.ok) return allowed;
      return ok(finish(state as StudDeciding, true));
    }
    case 'exchange':
      return exchange(state, own(action, 'cards'));
    case 'buyCard': {
      const allowed = canBuyCard(state);
      if (!allowed.ok) return allowed;
      return ok(buyCard(state as StudDeciding));
    }
    case 'insure': {
      const amount = own(action, 'amount');
      const allowed = canInsure(state, amount);
      if (!allowed.ok) return allowed;
      return ok(insure(state as StudDeciding, amount as Chips));
    }
    case 'buyGame': {
      const allowed = canBuyGame(state);
      if (!allowed.ok) return allowed;
      return ok(finishBuying(state as StudBuying, true));
    }
    case 'takeAnte': {
      const allowed = canTakeAnte(state);
      if (!allowed.ok) return allowed;
      return ok(finishBuying(state as StudBuying, false));
    }
    case 'nextRound': {
      const allowed = canNextRound(state);
      if (!allowed.ok) return allowed;
      const deck = stackedDeck(action);
      if (!deck.ok) return deck;
      return ok(nextRound(state as StudSettled, deck.value));
    }
    default:
      return studErr('stud/bad-action', { reason: 'unknown-type', action: show(type), allowed: STUD_ACTION_TYPES });
  }
}

/**
 * {@link apply}, throwing a `CroupierError` on a rule violation.
 *
 * @param state - The current state.
 * @param action - The action.
 */
export function applyOrThrow(state: StudState, action: StudAction): StudStep {
  return orThrow(apply(state, action));
}

/**
 * Whether the table is between rounds: the round is settled, or no ante is possible (a balance too
 * small for the smallest ante and its raise, or one at the balance limit).
 *
 * @param state - The table.
 */
export function isOver(state: StudState): boolean {
  return state.phase === 'settled' || (state.phase === 'betting' && maxAnte(state.balance, state.rules) < 1);
}

/**
 * The chips in play: the player's balance, the stakes on the table and the house's net. It never
 * changes over a session: it is the balance the table started with.
 *
 * @param state - The table.
 */
export function chipsInPlay(state: StudState): Chips {
  const onTable =
    state.phase === 'deciding'
      ? state.ante + state.insurance
      : state.phase === 'buying'
        ? state.ante + state.bet + state.insurance
        : 0;
  return state.balance + onTable + state.houseNet;
}

/**
 * What the player may see: no deck, no RNG state, and the dealer's face-down cards `null` until the
 * showdown (after a fold they are never shown, nor the dealer's hand in the settlement).
 *
 * @param state - The table.
 * @returns The projection; a UI built on it cannot leak the deck or the dealer's hidden cards.
 */
export function playerView(state: StudState): StudPlayerView {
  if (state.phase === 'betting') {
    const { deck: _deck, rng: _rng, ...rest } = state;
    return rest;
  }
  if (state.phase === 'buying') {
    const { deck: _deck, rng: _rng, ...rest } = state;
    return rest;
  }
  const masked = state.dealer.map((c, i) => (isDealerUpCard(i, state.rules) ? c : null));
  if (state.phase === 'deciding') {
    const { deck: _deck, rng: _rng, dealer: _dealer, ...rest } = state;
    return { ...rest, dealer: masked };
  }
  const { rng: _rng, ...rest } = state;
  if (state.settlement.outcome !== 'folded') return rest;
  return { ...rest, dealer: masked, settlement: { ...state.settlement, dealer: null } };
}
