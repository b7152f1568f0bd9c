/**
 * The named rules of what a player may do: the round, the docs and the trainer all ask these.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { type Card, rankOf, RANK } from '../cards/encoding.js';
import { mayDoubleTotal } from './rules.js';
import type { Action, Box, Hand, RoundState } from './types.js';
import { blackjackCardValue, blackjackValue, type BlackjackHandValue } from './value.js';

/**
 * The value of a hand in a round: a two-card 21 made by splitting is not a blackjack.
 *
 * @param hand - The hand.
 */
export function handValue(hand: Pick<Hand, 'cards' | 'fromSplit'>): BlackjackHandValue {
  const v = blackjackValue(hand.cards);
  return hand.fromSplit && v.blackjack ? { ...v, blackjack: false } : v;
}

/** Why a two-card check failed, or `null` when allowed (messages say what is allowed). */
export type Refusal = string | null;

/**
 * Whether two cards form a pair that may be split under the rules (ignoring how many hands exist).
 *
 * @param rules - The rules.
 * @param cards - The hand's cards.
 * @returns `null` if they may be split, else why not (in English, for error messages).
 * @example
 * ```ts
 * splitRefusal(rules, parseCardsOrThrow('Ah Ad')); // 'aces may not be split under these rules'
 * splitRefusal(rules, parseCardsOrThrow('Jh Kd')); // null (equal value)
 * ```
 */
export function splitRefusal(rules: BlackjackRules, cards: readonly Card[]): Refusal {
  if (cards.length !== 2) return 'only the first two cards of a hand may be split';
  const [a, b] = cards as [Card, Card];
  if (rules.maxHands < 2) return 'splitting is not allowed under these rules';
  const same = rules.splitBy === 'rank' ? rankOf(a) === rankOf(b) : blackjackCardValue(a) === blackjackCardValue(b);
  if (!same) {
    return rules.splitBy === 'rank'
      ? 'only two cards of the same rank may be split'
      : 'only two cards of the same value may be split (J+K counts, 9+10 does not)';
  }
  if (rankOf(a) === RANK.ACE && !rules.splitAces) return 'aces may not be split under these rules';
  return null;
}

/**
 * Whether a hand's first two cards may be doubled under the rules (ignoring the split question).
 *
 * @param rules - The rules.
 * @param cards - The hand's cards.
 * @returns `null` if allowed, else why not.
 * @example
 * ```ts
 * doubleRefusal(seedRules, parseCardsOrThrow('5h 4d')); // null (9)
 * doubleRefusal(seedRules, parseCardsOrThrow('7h 5d')); // 'only a first-two-card total of 9, 10 or 11 may be doubled'
 * ```
 */
export function doubleRefusal(rules: BlackjackRules, cards: readonly Card[]): Refusal {
  if (cards.length !== 2) return 'only the first two cards of a hand may be doubled';
  const { total, soft } = blackjackValue(cards);
  if (mayDoubleTotal(rules, soft ? total - 10 : total, soft)) return null;
  return rules.doubleOn === '10-11'
    ? 'only a first-two-card total of 10 or 11 may be doubled'
    : 'only a first-two-card total of 9, 10 or 11 may be doubled';
}

/** The hand whose turn it is, with its box, or null. */
export function activeHand(state: RoundState): { box: Box; hand: Hand; boxIndex: number; handIndex: number } | null {
  if (state.phase !== 'playing' || !state.turn) return null;
  const box = state.boxes[state.turn.box];
  const hand = box?.hands[state.turn.hand];
  if (!box || !hand) return null;
  return { box, hand, boxIndex: state.turn.box, handIndex: state.turn.hand };
}

/** Whether the active hand may take a card. */
export function canHit(state: RoundState): Refusal {
  const a = activeHand(state);
  if (!a) return 'no hand is waiting to play';
  if (a.hand.done) return 'this hand is finished';
  return null;
}

/** Whether the active hand may be doubled now. */
export function canDouble(state: RoundState): Refusal {
  const a = activeHand(state);
  if (!a) return 'no hand is waiting to play';
  const r = doubleRefusal(state.rules, a.hand.cards);
  if (r) return r;
  if (a.hand.fromSplit && !state.rules.doubleAfterSplit) return 'a split hand may not be doubled under these rules';
  return null;
}

/** Whether the active hand may be split now. */
export function canSplit(state: RoundState): Refusal {
  const a = activeHand(state);
  if (!a) return 'no hand is waiting to play';
  const r = splitRefusal(state.rules, a.hand.cards);
  if (r) return r;
  if (a.hand.fromSplit && rankOf(a.hand.cards[0]!) === RANK.ACE && !state.rules.resplitAces) {
    return 'split aces may not be split again under these rules';
  }
  if (a.box.hands.length >= state.rules.maxHands) {
    return state.rules.maxHands === 2
      ? 'a hand may be split only once'
      : `a box may hold at most ${state.rules.maxHands} hands`;
  }
  return null;
}

/** Whether the active hand may surrender now. */
export function canSurrender(state: RoundState): Refusal {
  const a = activeHand(state);
  if (!a) return 'no hand is waiting to play';
  if (state.rules.surrender === 'none') return 'surrender is not offered under these rules';
  if (a.hand.fromSplit || a.box.hands.length > 1 || a.hand.cards.length !== 2) {
    return 'only an unsplit hand of two cards may surrender';
  }
  return null;
}

/**
 * The actions allowed now, in a stable order.
 *
 * @param state - The round.
 * @returns Every action `apply` would accept (insurance with its default half-bet amount).
 * @example
 * ```ts
 * legalActions(state).map((a) => a.type); // ['hit', 'stand', 'double']
 * ```
 */
export function legalActions(state: RoundState): Action[] {
  if (state.phase === 'insurance' && state.turn) {
    const box = state.boxes[state.turn.box]!;
    const hand = box.hands[0]!;
    const out: Action[] = [];
    const half = Math.floor(box.bet / 2);
    if (handValue(hand).blackjack && state.rules.evenMoney) {
      out.push({ type: 'evenMoney', take: true }, { type: 'evenMoney', take: false });
    } else {
      if (half > 0) out.push({ type: 'insurance', amount: half });
      out.push({ type: 'insurance', amount: 0 });
    }
    return out;
  }
  if (state.phase !== 'playing' || canHit(state)) return [];
  const out: Action[] = [{ type: 'hit' }, { type: 'stand' }];
  if (!canDouble(state)) out.push({ type: 'double' });
  if (!canSplit(state)) out.push({ type: 'split' });
  if (!canSurrender(state)) out.push({ type: 'surrender' });
  return out;
}
