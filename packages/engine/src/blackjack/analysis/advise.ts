/**
 * Advice for a live round: the exact EV of every legal action of the hand to play, from the cards a
 * player can see (the shoe's order stays hidden; its composition is the full shoe less the cards on
 * the table).
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import type { Card } from '../../cards/encoding.js';
import { activeHand, canDouble, canHit, canSplit, canSurrender } from '../guards.js';
import type { BlackjackState } from '../state.js';
import { blackjackCardValue } from '../value.js';
import { valueCounts } from './dealer.js';
import { type EvAction, type ShoeSpec, UpAnalysis } from './player.js';
import { bestTotal } from '../value.js';
import { checkRulesOrThrow } from '../rules.js';

/** The EV of one action, per unit of the hand's current stake. */
export interface ActionAdvice {
  /** The action. */
  readonly action: EvAction | 'insurance' | 'noInsurance';
  /** Expected net result per chip of the hand's stake (−1 loses it all, +1 wins as much). */
  readonly ev: number;
}

/** Advice for the decision at hand. */
export interface Advice {
  /** Every legal action with its EV, best first. */
  readonly actions: readonly ActionAdvice[];
  /** The best action. */
  readonly best: ActionAdvice['action'];
}

/** Options for {@link handActionEvs}. */
export interface HandEvOptions {
  /** Whether the hand came from a split. */
  readonly fromSplit?: boolean;
  /** Which actions to value (default: stand and hit). */
  readonly actions?: readonly EvAction[];
  /**
   * In a hole-card game, whether the dealer has already checked for blackjack (default true): after the
   * peek every EV is given no dealer blackjack; before it, a blackjack's loss of the original bet is in
   * every action's EV alike (`p · (−1) + (1 − p) · EV after the peek`).
   */
  readonly afterPeek?: boolean;
}

/**
 * The exact EVs of actions for a hand against an up-card, from a shoe composition.
 *
 * @param rules - The rules.
 * @param unseen - Cards not yet seen, by value (aces first, ten-value last): the shoe less every
 *   visible card, the hand's and the up-card included; or `'infinite'` for an infinite shoe.
 * @param hand - The hand's card values (1 = ace … 10).
 * @param up - The dealer's up-card value.
 * @param options - Split hand, which actions, peek state.
 * @returns EV per unit stake for each requested action.
 * @example
 * ```ts
 * const shoe = valueCounts(6); shoe[9] -= 2; shoe[5] -= 1; // T, T and the dealer's 6 are out
 * handActionEvs(rules, shoe, [10, 10], 6, { actions: ['stand', 'hit'] }); // stand ≫ hit
 * ```
 */
export function handActionEvs(
  rules: BlackjackRules,
  unseen: ShoeSpec,
  hand: readonly number[],
  up: number,
  options: HandEvOptions = {},
): Partial<Record<EvAction, number>> {
  checkRulesOrThrow(rules);
  const a = new UpAnalysis(rules, unseen, up);
  const split = options.fromSplit ?? false;
  const ctx = split ? (hand[0] ?? 1) : 0;
  const hard = hand.reduce((s, v) => s + v, 0);
  const ace = hand.includes(1);
  const best = bestTotal(hard, ace);
  const pBj = a.pBlackjack();
  // In a hole-card game (peek) the values below leave the dealer's blackjack out: it takes the original
  // bet whatever the player chose, surrender included (late surrender comes after the peek). After the
  // peek the hand is valued given no blackjack, ÷ (1 − p); before it, the blackjack's −1 is added, − p.
  const peek = a.mode === 'peek';
  const afterPeek = options.afterPeek ?? true;
  const out: Partial<Record<EvAction, number>> = {};
  for (const act of options.actions ?? ['stand', 'hit']) {
    let v: number;
    switch (act) {
      case 'stand':
        v = a.stand(best, 1, split);
        break;
      case 'hit':
        v = a.hit(hard, ace, ctx, false);
        break;
      case 'double':
        v = a.double(hard, ace, split);
        break;
      case 'split':
        v = a.split(hand[0]!, false);
        break;
      case 'surrender':
        // Early surrender comes before any blackjack is looked at; late loses the whole bet to one.
        v = rules.surrender === 'early' ? -0.5 : -0.5 * (1 - pBj) - (peek ? 0 : pBj);
        break;
    }
    out[act] = peek ? (afterPeek ? v / (1 - pBj) : v - pBj) : v;
  }
  return out;
}

/** Cards not yet seen by a player at the table: the full shoe less every visible card. */
export function unseenCounts(rules: BlackjackRules, visible: readonly Card[]): number[] {
  checkRulesOrThrow(rules);
  const c = valueCounts(rules.decks);
  for (const card of visible) c[blackjackCardValue(card) - 1]!--;
  return c.map((x) => Math.max(0, x));
}

/**
 * Advises the decision at hand: for the hand to play, the EV of every legal action; during the
 * insurance offer, the EV of insuring versus not (per chip insured).
 *
 * @param state - The table.
 * @returns The actions with their EVs, best first, or `null` when no decision is pending (betting,
 *   settled).
 * @example
 * ```ts
 * const advice = advise(state);
 * advice?.best; // 'hit' for 11 against a ten under the text's rules
 * ```
 */
export function advise(state: BlackjackState): Advice | null {
  if (state.phase === 'betting' || state.phase === 'settled') return null;
  const rules = state.rules;
  const visible: Card[] = [state.dealer[0]!];
  for (const b of state.boxes) for (const h of b.hands) visible.push(...h.cards);
  if (state.phase === 'insurance') {
    const unseen = unseenCounts(rules, visible);
    const n = unseen.reduce((x, y) => x + y, 0);
    const pTen = unseen[9]! / n;
    const ratio = rules.insurancePays.pays / rules.insurancePays.per;
    const ins = ratio * pTen - (1 - pTen);
    const actions: ActionAdvice[] = [
      { action: 'insurance', ev: ins },
      { action: 'noInsurance', ev: 0 },
    ].sort((x, y) => y.ev - x.ev) as ActionAdvice[];
    return { actions, best: actions[0]!.action };
  }
  const active = activeHand(state);
  const hand = active.hand.cards.map(blackjackCardValue);
  const wanted: EvAction[] = canHit(state).ok ? ['stand', 'hit'] : ['stand'];
  if (canDouble(state).ok) wanted.push('double');
  if (canSplit(state).ok) wanted.push('split');
  if (canSurrender(state).ok) wanted.push('surrender');
  const evs = handActionEvs(rules, unseenCounts(rules, visible), hand, blackjackCardValue(state.dealer[0]!), {
    fromSplit: active.hand.fromSplit,
    actions: wanted,
  });
  const actions = wanted.map((action) => ({ action, ev: evs[action]! })).sort((x, y) => y.ev - x.ev);
  return { actions, best: actions[0]!.action };
}
