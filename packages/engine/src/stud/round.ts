/**
 * The stud table as one pure step: `start(rules, setup)` checks everything it is given and shuffles the
 * first deck; `apply(state, action)` returns the next state and the events, or a rule error with the
 * input untouched. The rules and the RNG state travel inside the state, so `apply` needs nothing else;
 * `nextRound` shuffles a fresh deck with the table's RNG and carries the balance.
 *
 * @module
 */
import { type Card, fullDeck, isCard } from '../cards/index.js';
import type { StepResult } from '../game/index.js';
import { type Chips, MAX_BALANCE, chipsProblem } from '../money/index.js';
import { type Err, ok, orThrow, show } from '../result/index.js';
import { MAX_SEED_LENGTH, type Rng, checkSeed, restoreRng, seededRng, shuffled } from '../rng/index.js';
import { type StudError, type StudErrorOf, STUD_ACTION_TYPES, studErr } from './errors.js';
import { evaluate5 } from './evaluator.js';
import { canAnte, canExchange, canFold, canNextRound, canRaise } from './guards.js';
import { checkRules, exchangeCounts, exchangeFee, maxAnte, raiseFor, type StudRules } from './rules.js';
import { settleClasses } from './settle.js';
import type {
  StudAction,
  StudBetting,
  StudDeciding,
  StudEvent,
  StudPlayerView,
  StudSettled,
  StudSetup,
  StudState,
} from './state.js';

/** A step of the table: the next state and what happened. */
export type StudStep = { readonly state: StudState; readonly events: readonly StudEvent[] };

/** The most cards a stacked deck holds. */
const DECK_SIZE = 52;

function own(object: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** Checks a stacked deck: a list of at most 52 distinct cards. */
function checkDeck(deck: unknown): Err<StudErrorOf<'stud/bad-deck'>> | null {
  if (!Array.isArray(deck)) return studErr('stud/bad-deck', { reason: 'not-an-array', max: DECK_SIZE });
  if (deck.length > DECK_SIZE) {
    return studErr('stud/bad-deck', { reason: 'too-long', length: deck.length, max: DECK_SIZE });
  }
  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  for (let i = 0; i < deck.length; i++) {
    const c: unknown = deck[i];
    if (!isCard(c)) return studErr('stud/bad-deck', { reason: 'not-a-card', card: show(c), max: DECK_SIZE });
    if (seen[c]) return studErr('stud/bad-deck', { reason: 'duplicate', card: show(c), max: DECK_SIZE });
    seen[c] = true;
  }
  return null;
}

/** The 52 cards in encoding order, the template every shuffle copies. */
const FULL_DECK: readonly Card[] = fullDeck();

/** The deck of a round: the stacked cards first (if any), then the rest shuffled. */
function deckFrom(stacked: readonly Card[], rng: Rng): Card[] {
  if (stacked.length === 0) return shuffled(rng, FULL_DECK);
  const used = new Set(stacked);
  return [
    ...stacked,
    ...shuffled(
      rng,
      fullDeck().filter((c) => !used.has(c)),
    ),
  ];
}

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
  const stacked = own(setup, 'deck');
  if (stacked !== undefined) {
    const bad = checkDeck(stacked);
    if (bad) return bad;
  }
  // + 0 turns a balance of -0 into 0 (a chip count has no sign).
  const chips = (balance as Chips) + 0;
  const rng = seededRng(seed.value);
  const deck = deckFrom((stacked as readonly Card[] | undefined) ?? [], rng);
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
    const faceUp = i < state.rules.upCards;
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
    discards: [],
    fees: 0,
  };
  return { state: next, events };
}

function finish(state: StudDeciding, raised: boolean): StudStep {
  const { rules, player: p, dealer: d } = state;
  const bet = raised ? raiseFor(state.ante, rules) : 0;
  const events: StudEvent[] = [raised ? { type: 'raised', amount: bet } : { type: 'folded' }];
  const settlement = settleClasses(
    evaluate5(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!),
    evaluate5(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!),
    state.ante,
    raised,
    state.fees,
    rules,
  );
  if (raised) events.push({ type: 'dealerRevealed', cards: d, qualifies: settlement.dealer.qualifies });
  events.push({ type: 'roundSettled', settlement });
  const l = settlement.ledger;
  // The fees went to the house when they were paid; the ledger lists them among the stakes lost.
  const next: StudSettled = {
    phase: 'settled',
    rules,
    rng: state.rng,
    round: state.round,
    balance: state.balance - bet + settlement.paidToPlayer,
    houseNet: state.houseNet + (l.lost - state.fees) - l.won,
    ante: state.ante,
    bet,
    player: p,
    dealer: d,
    discards: state.discards,
    fees: state.fees,
    settlement,
  };
  return { state: next, events };
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
  const n = thrown.length as 1 | 2;
  const fee = orThrow(exchangeFee(s.ante, n, s.rules)); // found allowed above
  const incoming = s.deck.slice(0, n);
  let k = 0;
  const player = s.player.map((c) => (thrown.includes(c) ? incoming[k++]! : c));
  const next: StudDeciding = {
    ...s,
    balance: s.balance - fee,
    houseNet: s.houseNet + fee,
    player,
    deck: s.deck.slice(n),
    exchanged: n,
    discards: [...thrown],
    fees: s.fees + fee,
  };
  return ok({
    state: next,
    events: [
      { type: 'feePaid', amount: fee },
      { type: 'cardsExchanged', out: [...thrown], in: incoming },
    ],
  });
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
 * @param action - `ante`, `exchange`, `fold`, `raise` or `nextRound`; anything else is answered with
 *   `stud/bad-action`.
 * @returns The next state and the events, or a rule error (out of turn, a second exchange, three cards,
 *   a card not in the hand, a fee or raise beyond the balance, a bad ante) with `state` unchanged.
 * @example
 * ```ts
 * apply(dealt, { type: 'exchange', cards: [dealt.player[0]] }); // one card for one ante
 * apply(dealt, { type: 'raise' });                              // the raise, 2 × ante, then the showdown
 * ```
 */
export function apply(state: StudState, action: StudAction): StepResult<StudState, StudEvent, StudError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) {
    return studErr('stud/bad-action', { reason: 'not-an-object', action: show(action), allowed: STUD_ACTION_TYPES });
  }
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
    case 'nextRound': {
      const allowed = canNextRound(state);
      if (!allowed.ok) return allowed;
      const stacked = own(action, 'deck');
      if (stacked !== undefined) {
        const bad = checkDeck(stacked);
        if (bad) return bad;
      }
      return ok(nextRound(state as StudSettled, (stacked as readonly Card[] | undefined) ?? []));
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
  return state.balance + (state.phase === 'deciding' ? state.ante : 0) + state.houseNet;
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
  const masked = state.dealer.map((c, i) => (i < state.rules.upCards ? c : null));
  if (state.phase === 'deciding') {
    const { deck: _deck, rng: _rng, dealer: _dealer, ...rest } = state;
    return { ...rest, dealer: masked };
  }
  const { rng: _rng, ...rest } = state;
  if (state.settlement.outcome !== 'folded') return rest;
  return { ...rest, dealer: masked, settlement: { ...state.settlement, dealer: null } };
}
