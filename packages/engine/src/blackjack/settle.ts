/**
 * Settlement of one blackjack hand and of one insurance bet, written once: what a hand of these cards
 * and this stake gets against this dealer hand under these rules, in whole chips, with the rounding
 * shown. The round settles every box with it, and the apps' payout widgets ask it directly.
 *
 * @module
 */
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { isCard, type Card } from '../cards/encoding.js';
import { chipsProblem, MAX_STAKE, payout, payoutUnit, type Chips, type Payout, type Ratio } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { blackjackError, type BlackjackError } from './errors.js';
import { wholeWin } from '../money/win.js';
import { checkRules, dealerBlackjackTakesAll } from './rules.js';
import { blackjackValue, type BlackjackHandValue } from './value.js';

/** How one bet ended. */
export type HandOutcome =
  /** Beat the dealer: paid 1:1. */
  | 'win'
  /** A blackjack beat the dealer: paid `blackjackPays`. */
  | 'blackjack'
  /** Equal: the stake comes back (also the extra stakes a dealer blackjack does not take). */
  | 'push'
  /** Lost the stake (or, under `dealerBlackjackTakes: 'original'`, the original bet). */
  | 'lose'
  /** Surrendered: half the stake comes back. */
  | 'surrender'
  /** Took even money for a blackjack against an ace: paid 1:1. */
  | 'evenMoney';

/** A hand to settle. */
export interface HandToSettle {
  /** The hand's final cards (at least two). */
  readonly cards: readonly Card[];
  /** Chips on the hand (a doubled hand: twice the bet). */
  readonly stake: Chips;
  /** Whether the hand was doubled. */
  readonly doubled?: boolean;
  /** Whether the hand was made by splitting (its two-card 21 is not a blackjack). */
  readonly fromSplit?: boolean;
  /** Whether the player surrendered it. */
  readonly surrendered?: boolean;
  /** Whether the player took even money for it. */
  readonly evenMoney?: boolean;
  /**
   * The original bet this hand carries, which is all a dealer blackjack found after play takes under
   * `dealerBlackjackTakes: 'original'`: the bet for a box's first hand, 0 for the other hands of a split.
   * Default: the stake (half of it if doubled).
   */
  readonly originalBet?: Chips;
}

/** How a hand (or an insurance bet) was settled, in chips, with the rounding shown. */
export interface HandSettlement {
  /** How it ended. */
  readonly outcome: HandOutcome;
  /** Chips on the bet. */
  readonly staked: Chips;
  /** Chips of the stake given back. */
  readonly returned: Chips;
  /** Winnings paid on top of the returned stake. */
  readonly won: Chips;
  /** Chips of the stake kept by the house. */
  readonly lost: Chips;
  /** Net for the player: `won − lost`. */
  readonly net: Chips;
  /**
   * The ratio that was applied where a fraction could arise: the winnings' ratio (1:1, `blackjackPays`,
   * `insurancePays`) or, for a surrender, the half returned (1:2); `null` when nothing was paid.
   */
  readonly ratio: Ratio | null;
  /** The paid amount exactly, and what the table's rounding did to it; `null` when nothing was paid. */
  readonly rounding: Pick<Payout, 'exact' | 'roundingDelta'> | null;
}

const EVEN: Ratio = { pays: 1, per: 1 };
const HALF: Ratio = { pays: 1, per: 2 };

/** Pays `stake` at `ratio` under the table's rounding; `refuse` here reports the fraction as an error. */
function pay(rules: BlackjackRules, stake: Chips, ratio: Ratio): Result<Payout, BlackjackError> {
  const p = payout(stake, ratio, rules.rounding);
  if (p.ok) return p;
  return blackjackError('blackjack/fractional-payout', {
    stake,
    pays: ratio.pays,
    per: ratio.per,
    multipleOf: payoutUnit(ratio),
  });
}

/** The smallest stake a ratio pays in whole chips; see the money module. */
export { payoutUnit };

/** A winning outcome's payout on a stake and the rounding it took. */
function payOf(
  rules: BlackjackRules,
  onStake: Chips,
  r: Ratio,
  detail: boolean,
): Result<{ win: number; rounding: HandSettlement['rounding'] }, BlackjackError> {
  if (!detail) {
    // The figure alone, rounded as `payout` rounds it; anything `payout` refuses takes the full path.
    const num = onStake * r.pays;
    const win = onStake > 0 && Number.isSafeInteger(num) ? wholeWin(num, r.per, rules.rounding) : null;
    if (win !== null) return ok({ win, rounding: null });
  }
  const p = pay(rules, onStake, r);
  if (!p.ok) return p;
  return ok({ win: p.value.win, rounding: { exact: p.value.exact, roundingDelta: p.value.roundingDelta } });
}

/**
 * Settles a hand whose inputs are known to be valid (the round's own hands). Internal: `settleHand`
 * checks its inputs and calls this. With `detail` false (the round, which reads only the chips) the
 * settlement's `rounding` is left `null`: the exact amounts are not worked out.
 */
export function settleValidHand(
  rules: BlackjackRules,
  hand: HandToSettle,
  dealer: BlackjackHandValue,
  detail = true,
): Result<HandSettlement, BlackjackError> {
  const stake = hand.stake;
  const v = blackjackValue(hand.cards);
  const natural = v.blackjack && !hand.fromSplit;
  let outcome: HandOutcome;
  let returned = 0;
  let won = 0;
  let ratio: Ratio | null = null;
  let rounding: HandSettlement['rounding'] = null;
  if (hand.evenMoney) {
    outcome = 'evenMoney';
    returned = stake;
    const w = payOf(rules, stake, EVEN, detail);
    if (!w.ok) return w;
    won = w.value.win;
    ratio = EVEN;
    rounding = w.value.rounding;
  } else if (hand.surrendered) {
    if (dealer.blackjack && rules.surrender !== 'early') {
      outcome = 'lose';
    } else {
      outcome = 'surrender';
      const r = payOf(rules, stake, HALF, detail);
      if (!r.ok) return r;
      returned = r.value.win;
      ratio = HALF;
      rounding = r.value.rounding;
    }
  } else if (v.bust) {
    outcome = 'lose';
  } else if (dealer.blackjack) {
    if (natural) {
      outcome = 'push';
      returned = stake;
    } else if (dealerBlackjackTakesAll(rules)) {
      outcome = 'lose';
    } else {
      // Only the original bet is lost; every other stake (a double, the other hands of a split) comes back.
      const original = Math.min(stake, hand.originalBet ?? (hand.doubled ? stake / 2 : stake));
      returned = stake - original;
      outcome = original > 0 ? 'lose' : 'push';
    }
  } else if (natural) {
    outcome = 'blackjack';
    returned = stake;
    const w = payOf(rules, stake, rules.blackjackPays, detail);
    if (!w.ok) return w;
    won = w.value.win;
    ratio = rules.blackjackPays;
    rounding = w.value.rounding;
  } else if (dealer.bust || v.total > dealer.total) {
    outcome = 'win';
    returned = stake;
    const w = payOf(rules, stake, EVEN, detail);
    if (!w.ok) return w;
    won = w.value.win;
    ratio = EVEN;
    rounding = w.value.rounding;
  } else if (v.total === dealer.total) {
    outcome = 'push';
    returned = stake;
  } else {
    outcome = 'lose';
  }
  const lost = stake - returned;
  return ok({ outcome, staked: stake, returned, won, lost, net: won - lost, ratio, rounding });
}

/** Settles an insurance stake known to be valid. Internal: `settleInsurance` checks and calls this. */
export function settleValidInsurance(
  rules: BlackjackRules,
  amount: Chips,
  dealer: BlackjackHandValue,
): Result<HandSettlement, BlackjackError> {
  if (!dealer.blackjack) {
    return ok({
      outcome: 'lose',
      staked: amount,
      returned: 0,
      won: 0,
      lost: amount,
      net: -amount,
      ratio: null,
      rounding: null,
    });
  }
  const p = pay(rules, amount, rules.insurancePays);
  if (!p.ok) return p;
  const { win, exact, roundingDelta } = p.value;
  return ok({
    outcome: 'win',
    staked: amount,
    returned: amount,
    won: win,
    lost: 0,
    net: win,
    ratio: rules.insurancePays,
    rounding: { exact, roundingDelta },
  });
}

function checkCards(value: unknown, min: number, of: 'hand' | 'dealer'): Result<readonly Card[], BlackjackError> {
  if (!Array.isArray(value) || !value.every((c) => isCard(c))) {
    return blackjackError('blackjack/bad-cards', { reason: 'not-cards', value: show(value) });
  }
  if (value.length < min) {
    return blackjackError('blackjack/bad-cards', { reason: 'count', of, count: value.length, min });
  }
  return ok(value as readonly Card[]);
}

function checkStake(value: unknown, field: 'stake' | 'insurance', max: number, zero = false): BlackjackError | null {
  const problem = chipsProblem(value, max, zero);
  return problem ? blackjackError('blackjack/bad-stake', { field, value: show(value), problem, max }).error : null;
}

/**
 * What a hand of these cards and this stake gets against this dealer hand under these rules: the
 * outcome and the chips returned, won and lost, with the rounding shown. The round settles every hand
 * with it; payout widgets ask it directly.
 *
 * @param rules - The rules (checked).
 * @param hand - The hand: its cards, stake, and whether it was doubled, split, surrendered or took even money.
 * @param dealer - The dealer's final cards (at least two).
 * @returns The settlement, or `blackjack/bad-rules`, `bad-cards`, `bad-stake` (a stake is at most twice
 *   `MAX_STAKE`, a doubled bet), or `fractional-payout` under `rounding: 'refuse'`.
 * @example
 * ```ts
 * settleHand(seed, { cards: parseCardsOrThrow('Ah Kd'), stake: 5 }, parseCardsOrThrow('9c 8s'));
 * // { ok: true, value: { outcome: 'blackjack', won: 7, rounding: { exact: 15/2, roundingDelta: −1/2 }, … } }
 * ```
 */
export function settleHand(
  rules: BlackjackRules,
  hand: HandToSettle,
  dealer: readonly Card[],
): Result<HandSettlement, BlackjackError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  if (hand === null || typeof hand !== 'object') {
    return blackjackError('blackjack/bad-cards', { reason: 'not-cards', value: show(hand) });
  }
  const cards = checkCards(hand.cards, 2, 'hand');
  if (!cards.ok) return cards;
  const d = checkCards(dealer, 2, 'dealer');
  if (!d.ok) return d;
  const bad =
    checkStake(hand.stake, 'stake', 2 * MAX_STAKE) ??
    (hand.originalBet === undefined ? null : checkStake(hand.originalBet, 'stake', 2 * MAX_STAKE, true));
  if (bad) return { ok: false, error: bad };
  const { stake, originalBet } = hand;
  const yes = (x: unknown) => x === true;
  return settleValidHand(
    rules,
    {
      cards: cards.value,
      stake,
      doubled: yes(hand.doubled),
      fromSplit: yes(hand.fromSplit),
      surrendered: yes(hand.surrendered),
      evenMoney: yes(hand.evenMoney),
      ...(originalBet === undefined ? {} : { originalBet }),
    },
    blackjackValue(d.value),
  );
}

/**
 * What an insurance stake gets against the dealer's final cards: `insurancePays` if the dealer has a
 * blackjack, else it is lost.
 *
 * @param rules - The rules (checked).
 * @param amount - The insurance stake.
 * @param dealer - The dealer's cards (at least two).
 * @example
 * ```ts
 * settleInsurance(seed, 5, parseCardsOrThrow('Ac Kd')); // won 10 (2:1), returned 5
 * ```
 */
export function settleInsurance(
  rules: BlackjackRules,
  amount: Chips,
  dealer: readonly Card[],
): Result<HandSettlement, BlackjackError> {
  const r = checkRules(rules);
  if (!r.ok) return r;
  const d = checkCards(dealer, 2, 'dealer');
  if (!d.ok) return d;
  const bad = checkStake(amount, 'insurance', MAX_STAKE);
  if (bad) return { ok: false, error: bad };
  return settleValidInsurance(rules, amount, blackjackValue(d.value));
}

/**
 * The insurance a bet carries, whatever the balance: exactly half the bet (the text: «Страховка
 * приобретается за половинную стоимость начальной ставки»), or 0 where there is none: an odd bet, whose
 * half is not whole chips, and under `rounding: 'refuse'` a half that `insurancePays` does not pay in
 * whole chips (docs/rules.md, Blackjack: Insurance). The round offers this much when the balance covers
 * it; `insuranceCost` says why there is none.
 *
 * @param rules - The rules (`rounding`, `insurancePays`).
 * @param bet - The bet, whole chips.
 * @returns The insurance stake, or 0.
 * @example
 * ```ts
 * insuranceFor(seed, 10); // 5
 * insuranceFor(seed, 5);  // 0: half of 5 is not whole chips, so an odd bet is not insured
 * ```
 */
export function insuranceFor(rules: Pick<BlackjackRules, 'rounding' | 'insurancePays'>, bet: Chips): Chips {
  if (bet % 2 !== 0) return 0;
  const half = bet / 2;
  if (rules.rounding !== 'refuse') return half;
  return half % payoutUnit(rules.insurancePays) === 0 ? half : 0;
}
