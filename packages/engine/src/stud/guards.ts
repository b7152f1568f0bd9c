/**
 * Legality of stud actions as named guards, shared by the reducer, the site and the trainer.
 *
 * @module
 */
import { type Chips } from '../money/index.js';
import { err, ok, type Result, type RuleError } from '../result/index.js';
import type { StudRules } from './rules.js';
import type { StudDeciding, StudState } from './state.js';

/** Error codes of the stud round. */
export type StudRoundErrorCode =
  | 'stud/bad-stake'
  | 'stud/insufficient-balance'
  | 'stud/out-of-turn'
  | 'stud/already-exchanged'
  | 'stud/exchange-not-allowed'
  | 'stud/bad-exchange'
  | 'stud/exchange-limited'
  | 'stud/exchange-refused'
  | 'stud/fractional-fee'
  | 'stud/bad-action';

/** A rule error of the stud round. */
export type StudRoundError = RuleError<StudRoundErrorCode>;

/**
 * The exchange fee for `count` cards at an ante, in whole chips.
 *
 * @param ante - The ante.
 * @param count - 1 or 2 cards.
 * @param rules - Fees and their rounding.
 * @returns The fee, or `stud/fractional-fee` when it is not whole chips and the rules refuse rounding.
 * @example
 * ```ts
 * exchangeFee(10, 2, rules); // { ok: true, value: 15 }
 * ```
 */
export function exchangeFee(ante: Chips, count: 1 | 2, rules: StudRules): Result<Chips, StudRoundError> {
  const r = count === 1 ? rules.feeOneCard : rules.feeTwoCards;
  const num = ante * r.pays;
  if (num % r.per === 0) return ok(num / r.per);
  if (rules.feeRounding === 'up') return ok(Math.ceil(num / r.per));
  return err(
    'stud/fractional-fee',
    `Exchanging ${count} cards costs ${r.pays}/${r.per} of the ante, ${num}/${r.per} chips with an ante of ${ante}; this table takes only whole fees, so use an ante that is a multiple of ${r.per}.`,
    { ante, count },
  );
}

/** Whether an ante can be placed: a whole positive number of chips, with the raise still affordable. */
export function canAnte(state: StudState, amount: unknown, rules: StudRules): Result<Chips, StudRoundError> {
  if (state.phase !== 'betting') {
    return err(
      'stud/out-of-turn',
      `The ante is placed before the deal; the round is ${state.phase === 'deciding' ? 'waiting for a decision' : 'over'}.`,
    );
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return err('stud/bad-stake', `The ante must be a positive whole number of chips, got ${String(amount)}.`, {
      amount,
    });
  }
  const needed = amount * (1 + rules.raiseMultiple);
  if (needed > state.balance) {
    return err(
      'stud/insufficient-balance',
      `An ante of ${amount} needs ${needed} chips (the ante and a raise of ${amount * rules.raiseMultiple}); the balance is ${state.balance}, so the ante can be at most ${Math.floor(state.balance / (1 + rules.raiseMultiple))}.`,
      { amount, balance: state.balance },
    );
  }
  return ok(amount);
}

/**
 * Whether the player may exchange `count` cards now: once, within the rules' maximum, with the fee
 * affordable and, under the text's limit, the raise still covered after the fee.
 *
 * @param state - The round.
 * @param count - How many cards.
 * @param rules - The rules.
 * @returns The fee, or a rule error saying why not and what is allowed.
 */
export function canExchange(state: StudState, count: number, rules: StudRules): Result<Chips, StudRoundError> {
  if (state.phase !== 'deciding') {
    return err(
      'stud/out-of-turn',
      `Cards are exchanged after the deal and before the decision; the round is ${state.phase === 'betting' ? 'waiting for the ante' : 'over'}.`,
    );
  }
  if (rules.maxExchange === 0) return err('stud/exchange-not-allowed', 'These rules have no exchange: fold or raise.');
  if (state.exchanged !== 0) {
    return err(
      'stud/already-exchanged',
      `The exchange happens once and ${state.exchanged === 1 ? 'one card was' : 'two cards were'} already exchanged: fold or raise.`,
    );
  }
  if (count !== 1 && count !== 2) {
    return err('stud/bad-exchange', `One or two cards may be exchanged, not ${count}.`, { count, allowed: [1, 2] });
  }
  if (count > rules.maxExchange) {
    return err('stud/bad-exchange', `These rules allow exchanging ${rules.maxExchange} card at most, not ${count}.`, {
      count,
    });
  }
  const fee = exchangeFee(state.ante, count, rules);
  if (!fee.ok) return fee;
  const raise = state.ante * rules.raiseMultiple;
  const need = rules.exchangeNeedsRaise ? fee.value + raise : fee.value;
  if (need > state.balance) {
    const one = count === 2 ? exchangeFee(state.ante, 1, rules) : undefined;
    const oneFits = one?.ok === true && one.value + (rules.exchangeNeedsRaise ? raise : 0) <= state.balance;
    return oneFits
      ? err(
          'stud/exchange-limited',
          `Two cards cost ${fee.value}, and the balance of ${state.balance} would not then cover the raise of ${raise}; the exchange is limited to one card.`,
          { balance: state.balance, fee: fee.value, raise },
        )
      : err(
          'stud/exchange-refused',
          `Exchanging ${count === 1 ? 'a card' : 'two cards'} costs ${fee.value}, and the balance of ${state.balance} would not then cover the raise of ${raise}; the exchange is refused: fold or raise.`,
          { balance: state.balance, fee: fee.value, raise },
        );
  }
  return ok(fee.value);
}

/** A legal action as listed by {@link legalActions}. */
export type StudLegalAction =
  | { readonly type: 'ante' }
  | { readonly type: 'fold' }
  | { readonly type: 'raise' }
  | { readonly type: 'exchange'; readonly count: 1 | 2; readonly fee: Chips };

/**
 * The actions allowed now.
 *
 * @param state - The round.
 * @param rules - The rules.
 * @returns `ante` before the deal; fold, raise and the affordable exchanges while deciding; nothing once settled.
 */
export function legalActions(state: StudState, rules: StudRules): StudLegalAction[] {
  if (state.phase === 'betting') return state.balance >= 1 + rules.raiseMultiple ? [{ type: 'ante' }] : [];
  if (state.phase === 'settled') return [];
  const out: StudLegalAction[] = [{ type: 'fold' }, { type: 'raise' }];
  for (const count of [1, 2] as const) {
    const fee = canExchange(state, count, rules);
    if (fee.ok) out.push({ type: 'exchange', count, fee: fee.value });
  }
  return out;
}

/** Whether the round waits for the player's decision. */
export function isDeciding(state: StudState): state is StudDeciding {
  return state.phase === 'deciding';
}
