/**
 * The stud round as one pure step: `apply(state, action, rules)` returns the next state and the
 * events, or a rule error with the input state untouched. Randomness enters once, when the deck is
 * shuffled by {@link newRound}.
 *
 * @module
 */
import { type Card, fullDeck, isCard } from '../cards/index.js';
import type { Chips } from '../money/index.js';
import { err, ok, orThrow, type Result } from '../result/index.js';
import { type Rng, shuffled } from '../rng/index.js';
import { canAnte, canExchange, type StudRoundError } from './guards.js';
import type { StudRules } from './rules.js';
import { settle } from './settle.js';
import type { StudAction, StudBetting, StudDeciding, StudEvent, StudSettled, StudState } from './state.js';

/** A step's result: the next state and what happened. */
export interface StudStep {
  /** The next state. */
  readonly state: StudState;
  /** The events, in order. */
  readonly events: readonly StudEvent[];
}

/**
 * Starts a round: the player's balance and a deck shuffled by `rng` (or a stacked deck for tests and
 * replays, in dealing order: the player's five, the dealer's five, then replacements).
 *
 * @param balance - The player's chips.
 * @param source - An `Rng` to shuffle with, or `{ deck }` to stack it (at least the first ten cards).
 * @returns The betting state, or `stud/bad-stake` / `stud/bad-action` for a bad balance or deck.
 * @example
 * ```ts
 * const s0 = orThrow(newRound(1000, seededRng(7)));
 * const s1 = orThrow(apply(s0, { type: 'ante', amount: 10 }, rules)).state; // dealt
 * ```
 */
export function newRound(
  balance: Chips,
  source: Rng | { readonly deck: readonly Card[] },
): Result<StudBetting, StudRoundError> {
  if (!Number.isSafeInteger(balance) || balance < 0) {
    return err('stud/bad-stake', `The balance must be a whole number of chips, got ${String(balance)}.`, { balance });
  }
  if ('deck' in source) {
    const d = source.deck;
    if (d.length < 10 || d.length > 52 || !d.every(isCard) || new Set(d).size !== d.length) {
      return err('stud/bad-action', 'A stacked deck needs 10 to 52 distinct cards (0…51), in dealing order.', {
        length: d.length,
      });
    }
    return ok({ phase: 'betting', balance, deck: [...d] });
  }
  return ok({ phase: 'betting', balance, deck: shuffled(source, fullDeck()) });
}

/** {@link newRound}, throwing a `CroupierError` on bad input. */
export function newRoundOrThrow(balance: Chips, source: Rng | { readonly deck: readonly Card[] }): StudBetting {
  return orThrow(newRound(balance, source));
}

function deal(state: StudBetting, ante: Chips, rules: StudRules): StudStep {
  const player = state.deck.slice(0, 5);
  const dealer = state.deck.slice(5, 10);
  const events: StudEvent[] = [{ type: 'antePlaced', amount: ante }];
  for (const card of player) events.push({ type: 'cardDealt', to: 'player', card, faceUp: true });
  dealer.forEach((card, i) => {
    const faceUp = i < rules.upCards;
    events.push({ type: 'cardDealt', to: 'dealer', card: faceUp ? card : null, faceUp });
  });
  const next: StudDeciding = {
    phase: 'deciding',
    balance: state.balance - ante,
    ante,
    player,
    dealer,
    upCards: rules.upCards,
    deck: state.deck.slice(10),
    exchanged: 0,
    discards: [],
    fees: 0,
  };
  return { state: next, events };
}

function finish(state: StudDeciding, raised: boolean, rules: StudRules, events: StudEvent[]): StudStep {
  const bet = raised ? state.ante * rules.raiseMultiple : 0;
  if (raised) events.push({ type: 'raised', amount: bet });
  else events.push({ type: 'folded' });
  const settlement = settle(
    { player: state.player, dealer: state.dealer, ante: state.ante, raised, fees: state.fees },
    rules,
  );
  if (raised) events.push({ type: 'dealerRevealed', cards: state.dealer, qualifies: settlement.dealer.qualifies });
  events.push({ type: 'roundSettled', settlement });
  // The fees left the balance when paid; the ledger's fee entry is already lost.
  const next: StudSettled = {
    phase: 'settled',
    balance: state.balance - bet + settlement.paidToPlayer,
    ante: state.ante,
    bet,
    player: state.player,
    dealer: state.dealer,
    discards: state.discards,
    fees: state.fees,
    settlement,
  };
  return { state: next, events };
}

/**
 * One step of the round.
 *
 * @param state - The current state (never modified).
 * @param action - `ante`, `fold`, `raise` or `exchange`.
 * @param rules - The rules.
 * @returns The next state and events, or a rule error (acting out of turn, a second exchange, three
 *   cards, a fee or raise beyond the balance, a bad stake) with `state` unchanged.
 * @example
 * ```ts
 * apply(dealt, { type: 'exchange', cards: [dealt.player[0]] }, rules); // one card for one ante
 * ```
 */
export function apply(state: StudState, action: StudAction, rules: StudRules): Result<StudStep, StudRoundError> {
  if (action === null || typeof action !== 'object') {
    return err('stud/bad-action', `An action is an object like { type: 'raise' }, got ${JSON.stringify(action)}.`);
  }
  switch (action.type) {
    case 'ante': {
      const a = canAnte(state, action.amount, rules);
      if (!a.ok) return a;
      return ok(deal(state as StudBetting, a.value, rules));
    }
    case 'fold':
    case 'raise': {
      if (state.phase !== 'deciding') {
        return err(
          'stud/out-of-turn',
          `You ${action.type} after the deal; the round is ${state.phase === 'betting' ? 'waiting for the ante' : 'over'}.`,
        );
      }
      return ok(finish(state, action.type === 'raise', rules, []));
    }
    case 'exchange': {
      const cards = action.cards;
      if (!Array.isArray(cards))
        return err(
          'stud/bad-exchange',
          'An exchange names the cards to throw away, e.g. { type: "exchange", cards: [12] }.',
        );
      const fee = canExchange(state, cards.length, rules);
      if (!fee.ok) return fee;
      const s = state as StudDeciding;
      if (new Set(cards).size !== cards.length || !cards.every((c) => s.player.includes(c))) {
        return err(
          'stud/bad-exchange',
          `Only cards in your hand can be exchanged, each once; your hand is ${s.player.join(', ')}, got ${cards.join(', ')}.`,
          {
            cards,
          },
        );
      }
      const incoming = s.deck.slice(0, cards.length);
      if (incoming.length < cards.length)
        return err('stud/bad-exchange', 'The stacked deck has no cards left to exchange.');
      let k = 0;
      const player = s.player.map((c) => (cards.includes(c) ? incoming[k++]! : c));
      const events: StudEvent[] = [
        { type: 'feePaid', amount: fee.value },
        { type: 'cardsExchanged', out: [...cards], in: incoming },
      ];
      const next: StudDeciding = {
        ...s,
        balance: s.balance - fee.value,
        player,
        deck: s.deck.slice(cards.length),
        exchanged: cards.length as 1 | 2,
        discards: [...cards],
        fees: s.fees + fee.value,
      };
      return ok({ state: next, events });
    }
    default:
      return err(
        'stud/bad-action',
        `Unknown action "${String((action as { type?: unknown }).type)}"; allowed: ante, fold, raise, exchange.`,
      );
  }
}

/** {@link apply}, throwing a `CroupierError` on a rule violation. */
export function applyOrThrow(state: StudState, action: StudAction, rules: StudRules): StudStep {
  return orThrow(apply(state, action, rules));
}

/** What the player may see: the deck is gone and the dealer's unseen cards are `null`. */
export type StudPlayerView =
  | { readonly phase: 'betting'; readonly balance: Chips }
  | (Omit<StudDeciding, 'deck' | 'dealer'> & { readonly dealer: readonly (Card | null)[] })
  | StudSettled;

/**
 * Projects a state onto what the player may see, so a UI cannot leak the deck or the dealer's hidden cards.
 *
 * @param state - The round.
 * @returns The state without the deck; the dealer's face-down cards as `null` until the reveal.
 */
export function playerView(state: StudState): StudPlayerView {
  if (state.phase === 'betting') return { phase: 'betting', balance: state.balance };
  if (state.phase === 'settled') return state;
  const { deck: _deck, dealer, ...rest } = state;
  return { ...rest, dealer: dealer.map((c, i) => (i < state.upCards ? c : null)) };
}
