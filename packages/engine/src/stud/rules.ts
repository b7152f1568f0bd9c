/**
 * The rules of five-card stud with exchange: the type and schema from `@croupier/paytables/stud`,
 * resolved from a preset plus overrides, and every rule the round, the site and the trainer need,
 * written once on plain numbers: how large an ante a balance allows, what an exchange costs and whether
 * the balance allows it, whether the raise is covered, and whether the dealer qualifies.
 *
 * @module
 */
import {
  STUD_CATEGORIES,
  STUD_DEFAULT_PRESET,
  studPresets,
  studSchema,
  type StudPaytable,
  type StudPresetId,
  type StudRules,
} from '@croupier/paytables/stud';
import { type Chips, MAX_BALANCE, MAX_STAKE, chipsProblem, payout, payoutUnit } from '../money/index.js';
import { checkRules as checkSchema, type SchemaIssue } from '@croupier/paytables/schema';
import { ALLOWED, type Allowed, ok, orThrow, show, type Result, type RuleError } from '../result/index.js';
import { resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';
import { type StudError, type StudErrorOf, studErr } from './errors.js';
import { CATEGORY_LAST_CLASS, CLASS_COUNT, type HandClass } from './evaluator.js';

export type { StudRules, StudPresetId, StudPaytable, StudPaidCategory } from '@croupier/paytables/stud';
export {
  studPresets,
  studSchema,
  STUD_DEFAULT_PRESET,
  TEXT_PAYTABLE,
  STUD_CATEGORIES as PAID_CATEGORIES,
} from '@croupier/paytables/stud';

/**
 * Resolves stud rules from a preset (default `seed`, the text), overrides and `key=value` strings.
 *
 * @param options - `{ preset, overrides, sets }`.
 * @returns The full, checked rules, or a `rules/…` error naming what was wrong and what is allowed.
 * @example
 * ```ts
 * resolveRules({ preset: 'caribbean' });             // one dealer card up, no exchange
 * resolveRules({ sets: ['maxExchange=1'] });          // the text with a one-card exchange only
 * ```
 */
export function resolveRules(
  options: ResolveOptions<StudRules, StudPresetId> = {},
): Result<StudRules, RuleError<RulesErrorCode>> {
  return resolveRulesWith('stud', studSchema, studPresets, STUD_DEFAULT_PRESET, options);
}

/**
 * {@link resolveRules}, throwing a `CroupierError` on failure.
 *
 * @param options - `{ preset, overrides, sets }`.
 */
export function resolveRulesOrThrow(options: ResolveOptions<StudRules, StudPresetId> = {}): StudRules {
  return resolveRulesWithOrThrow('stud', studSchema, studPresets, STUD_DEFAULT_PRESET, options);
}

const ratioCopy = (r: { readonly pays: number; readonly per: number }) => ({ pays: r.pays, per: r.per });

/**
 * Checks a rules object that comes from outside (JSON, a form, an old save) and returns a plain copy
 * of it: every rule present, known and allowed, no other keys, nothing inherited. `start` keeps the
 * copy in the state, so the state stays a plain JSON value whatever object was passed in.
 *
 * @param rules - Anything.
 * @returns A plain copy of the rules, or `stud/bad-rules` with every problem in `details.issues`.
 * @example
 * ```ts
 * checkRules({ ...resolveRulesOrThrow(), raiseMultiple: 0 }); // stud/bad-rules: raiseMultiple must be a whole number from 1 to 10
 * ```
 */
export function checkRules(rules: unknown): Result<StudRules, StudErrorOf<'stud/bad-rules'>> {
  let issues: readonly SchemaIssue[];
  try {
    issues = checkSchema(studSchema, rules);
  } catch {
    // A getter that throws or a revoked proxy: not rules JSON can carry.
    issues = [{ key: '(root)', message: `the rules object ${show(rules)} could not be read` }];
  }
  if (issues.length > 0) return studErr('stud/bad-rules', { issues });
  const r = rules as StudRules;
  const paytable = Object.fromEntries(STUD_CATEGORIES.map((c) => [c, ratioCopy(r.paytable[c])])) as StudPaytable;
  return ok({
    upCards: r.upCards,
    maxExchange: r.maxExchange,
    feeOneCard: ratioCopy(r.feeOneCard),
    feeTwoCards: ratioCopy(r.feeTwoCards),
    feeRounding: r.feeRounding,
    exchangeNeedsRaise: r.exchangeNeedsRaise,
    raiseMultiple: r.raiseMultiple,
    qualifier: r.qualifier,
    antePays: ratioCopy(r.antePays),
    paytable,
  });
}

/**
 * {@link checkRules} for the entry points that return a value rather than a result (analysis,
 * simulation, counting): the same check `start` makes, throwing a `CroupierError` that carries
 * `stud/bad-rules` (every problem in `details.issues`) instead of computing with bad rules.
 *
 * @param rules - Anything.
 * @returns The rules, checked.
 * @throws CroupierError carrying `stud/bad-rules`.
 */
export function checkRulesOrThrow(rules: unknown): StudRules {
  return orThrow(checkRules(rules));
}

/**
 * The raise (the main bet, «СТАВКА») for an ante: `raiseMultiple × ante`, twice the ante in the text.
 *
 * @param ante - The ante.
 * @param rules - The rules.
 */
export function raiseFor(ante: Chips, rules: Pick<StudRules, 'raiseMultiple'>): Chips {
  return ante * rules.raiseMultiple;
}

/** `floor(stake × pays / per)`: a payout rounded down, exact for stakes up to 10^12 and terms up to 1000. */
function paid(stake: Chips, r: { readonly pays: number; readonly per: number }): Chips {
  return Math.floor((stake * r.pays) / r.per);
}

/**
 * The most a round with this ante can win: the ante paid and the raise paid at the best combination of
 * the paytable. A balance plus this must stay within `MAX_BALANCE`.
 *
 * @param ante - The ante (at most `MAX_STAKE / raiseMultiple`).
 * @param rules - The rules.
 */
export function bestWin(ante: Chips, rules: StudRules): Chips {
  const bet = raiseFor(ante, rules);
  let best = 0;
  for (const c of STUD_CATEGORIES) best = Math.max(best, paid(bet, rules.paytable[c]));
  return paid(ante, rules.antePays) + best;
}

/**
 * The largest ante a balance allows: the ante and its raise covered by the balance, the raise within
 * the stake limit (`MAX_STAKE`), and the best outcome within the balance limit (`MAX_BALANCE`).
 *
 * @param balance - The chips the player holds before the ante.
 * @param rules - The rules.
 * @returns The largest ante, or 0 when none is possible (or the balance is not a valid amount).
 * @example
 * ```ts
 * maxAnte(1000, resolveRulesOrThrow()); // 333: 333 + 666 = 999 ≤ 1000
 * ```
 */
export function maxAnte(balance: Chips, rules: StudRules): Chips {
  if (chipsProblem(balance, MAX_BALANCE, true) !== null) return 0;
  let hi = Math.min(Math.floor(balance / (1 + rules.raiseMultiple)), Math.floor(MAX_STAKE / rules.raiseMultiple));
  if (hi < 1) return 0;
  const room = MAX_BALANCE - balance;
  if (bestWin(hi, rules) <= room) return hi;
  let lo = 0; // bestWin(0) = 0 fits; bestWin grows with the ante
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (bestWin(mid, rules) <= room) lo = mid;
    else hi = mid;
  }
  return lo;
}

function checkBalance(balance: unknown): StudErrorOf<'stud/bad-balance'> | null {
  const problem = chipsProblem(balance, MAX_BALANCE, true);
  return problem === null
    ? null
    : studErr('stud/bad-balance', { reason: problem, balance: show(balance), max: MAX_BALANCE }).error;
}

/**
 * Whether an ante may be placed from a balance: a whole positive number of chips, with the ante and its
 * raise covered by the balance and within the chip bounds. The round, the site and the trainer ask this.
 *
 * @param balance - The chips the player holds before the ante.
 * @param amount - The ante asked for (anything a caller passed).
 * @param rules - The rules.
 * @returns Allowed, or why not with the numbers: `stud/bad-ante`, `stud/insufficient-balance`
 *   (`needed`, `balance`, `maxAnte`), `stud/over-limit`, `stud/bad-balance`.
 * @example
 * ```ts
 * anteAllowed(1000, 400, rules); // stud/insufficient-balance: needed 1200, balance 1000, maxAnte 333
 * ```
 */
export function anteAllowed(balance: Chips, amount: unknown, rules: StudRules): Allowed<StudError> {
  const bad = checkBalance(balance);
  if (bad) return { ok: false, error: bad };
  // The largest ante is worked out only for a refusal, which quotes it.
  const max = () => maxAnte(balance, rules);
  const problem = chipsProblem(amount, MAX_STAKE);
  if (problem !== null) return studErr('stud/bad-ante', { reason: problem, amount: show(amount), maxAnte: max() });
  const ante = amount as number;
  const raise = raiseFor(ante, rules);
  if (ante + raise > balance) {
    return studErr('stud/insufficient-balance', {
      action: 'ante',
      balance,
      needed: ante + raise,
      amount: ante,
      raise,
      maxAnte: max(),
    });
  }
  if (raise > MAX_STAKE) {
    return studErr('stud/over-limit', {
      action: 'ante',
      reason: 'stake',
      amount: ante,
      maxAnte: max(),
      limit: MAX_STAKE,
    });
  }
  if (balance + bestWin(ante, rules) > MAX_BALANCE) {
    return studErr('stud/over-limit', {
      action: 'ante',
      reason: 'balance',
      amount: ante,
      maxAnte: max(),
      limit: MAX_BALANCE,
    });
  }
  return ALLOWED;
}

/**
 * Whether another round can start from a balance: the smallest ante (1) must be allowed.
 *
 * @param balance - The chips the player holds.
 * @param rules - The rules.
 * @returns Allowed, or `stud/insufficient-balance` (`needed`: 1 + raiseMultiple) or `stud/over-limit`.
 */
export function nextRoundAllowed(balance: Chips, rules: StudRules): Allowed<StudError> {
  const bad = checkBalance(balance);
  if (bad) return { ok: false, error: bad };
  if (maxAnte(balance, rules) >= 1) return ALLOWED;
  const needed = 1 + rules.raiseMultiple;
  return balance < needed
    ? studErr('stud/insufficient-balance', { action: 'nextRound', balance, needed, maxAnte: 0 })
    : studErr('stud/over-limit', { action: 'nextRound', reason: 'balance', amount: 1, maxAnte: 0, limit: MAX_BALANCE });
}

/**
 * The exchange fee for `count` cards at an ante, in whole chips: one ante for a card and one and a half
 * for two in the text, a fraction rounded up, or refused under `feeRounding: 'refuse'`.
 *
 * @param ante - The ante.
 * @param count - 1 or 2 cards.
 * @param rules - Fees and their rounding.
 * @returns The fee, or `stud/fractional-fee` (with the ante multiple that gives whole fees),
 *   `stud/bad-ante` or `stud/bad-exchange` for bad input.
 * @example
 * ```ts
 * exchangeFee(10, 2, rules); // { ok: true, value: 15 }
 * exchangeFee(5, 2, rules);  // 7.5 rounded up: 8
 * ```
 */
export function exchangeFee(ante: Chips, count: 1 | 2, rules: StudRules): Result<Chips, StudError> {
  const problem = chipsProblem(ante, MAX_STAKE);
  if (problem !== null) return studErr('stud/bad-ante', { reason: problem, amount: show(ante), maxAnte: MAX_STAKE });
  if (count !== 1 && count !== 2) {
    return studErr('stud/bad-exchange', {
      reason: 'count',
      ...(typeof count === 'number' && Number.isSafeInteger(count) ? { count } : {}),
      allowed: [1, 2],
    });
  }
  const r = count === 1 ? rules.feeOneCard : rules.feeTwoCards;
  // The fee is the ante at the fee's ratio, rounded by the table's rule like any payout.
  const fee = payout(ante, r, rules.feeRounding);
  if (fee.ok) return ok(fee.value.win);
  if (fee.error.code !== 'money/fractional-payout') {
    // Only rules that skipped checkRules get here: a ratio term beyond MAX_RATIO_TERM.
    const key = count === 1 ? 'feeOneCard' : 'feeTwoCards';
    return studErr('stud/bad-rules', {
      issues: [{ key, message: `${key} is ${show(r)}, which no ante can be charged exactly` }],
    });
  }
  return studErr('stud/fractional-fee', { count, ante, pays: r.pays, per: r.per, multipleOf: payoutUnit(r) });
}

/**
 * The numbers of cards the rules let the player exchange: `[]`, `[1]` or `[1, 2]`.
 *
 * @param rules - The exchange rule.
 */
export function exchangeCounts(rules: Pick<StudRules, 'maxExchange'>): readonly (1 | 2)[] {
  return rules.maxExchange === 0 ? [] : rules.maxExchange === 1 ? [1] : [1, 2];
}

/**
 * Whether the player may exchange `count` cards, by the text's rule: the fee is paid from the balance,
 * and (under `exchangeNeedsRaise`, the text) the exchange is limited to one card or refused when the
 * balance after the fee could not cover the raise. Without that rule the fee alone must be covered.
 *
 * @param input - `balance`: chips off the table after the ante; `ante`; `count`: 1 or 2.
 * @param rules - The rules.
 * @returns The fee, or why not: `stud/exchange-not-allowed`, `stud/bad-exchange`, `stud/fractional-fee`,
 *   `stud/exchange-limited` or `stud/exchange-refused` (with `fee`, `balance`, `raise`, `needed`).
 * @example
 * ```ts
 * // Ante 10, 30 left after it; the raise is 20. One card (10) leaves 20: allowed. Two (15) leave 15: limited.
 * exchangeAllowed({ balance: 30, ante: 10, count: 2 }, rules); // stud/exchange-limited, oneCardFee 10
 * ```
 */
export function exchangeAllowed(
  input: { readonly balance: Chips; readonly ante: Chips; readonly count: number },
  rules: StudRules,
): Result<Chips, StudError> {
  const { balance, ante, count } = (input ?? {}) as { balance?: unknown; ante?: unknown; count?: unknown };
  const bad = checkBalance(balance);
  if (bad) return { ok: false, error: bad };
  if (rules.maxExchange === 0) return studErr('stud/exchange-not-allowed', { maxExchange: 0 });
  const allowed = exchangeCounts(rules);
  if (!(allowed as readonly unknown[]).includes(count)) {
    return studErr('stud/bad-exchange', {
      reason: 'count',
      ...(typeof count === 'number' && Number.isSafeInteger(count) ? { count } : {}),
      allowed,
    });
  }
  const n = count as 1 | 2;
  const fee = exchangeFee(ante as Chips, n, rules);
  if (!fee.ok) return fee;
  const raise = raiseFor(ante as Chips, rules);
  const needed = rules.exchangeNeedsRaise ? fee.value + raise : fee.value;
  if (needed <= (balance as Chips)) return fee;
  const reason = rules.exchangeNeedsRaise && fee.value <= (balance as Chips) ? 'raise' : 'fee';
  if (n === 2) {
    const one = exchangeFee(ante as Chips, 1, rules);
    if (one.ok && one.value + (rules.exchangeNeedsRaise ? raise : 0) <= (balance as Chips)) {
      return studErr('stud/exchange-limited', {
        reason,
        fee: fee.value,
        oneCardFee: one.value,
        balance: balance as Chips,
        raise,
        needed,
      });
    }
  }
  return studErr('stud/exchange-refused', {
    reason,
    count: n,
    fee: fee.value,
    balance: balance as Chips,
    raise,
    needed,
  });
}

/**
 * Whether the raise is covered: it is placed from the balance, never on credit, whatever the exchange
 * rule let the player spend before.
 *
 * @param balance - Chips off the table (after the ante and any fee).
 * @param ante - The ante.
 * @param rules - The rules.
 * @returns Allowed, or `stud/insufficient-balance` with `needed` (the raise) and `balance`.
 */
export function raiseAllowed(balance: Chips, ante: Chips, rules: StudRules): Allowed<StudError> {
  const raise = raiseFor(ante, rules);
  return raise <= balance
    ? ALLOWED
    : studErr('stud/insufficient-balance', { action: 'raise', balance, needed: raise, raise });
}

/**
 * The worst class that qualifies the dealer: the last ace-king (the text: «Туз-Король» or better) or
 * the last pair.
 *
 * @param rules - The qualifier rule.
 */
export function qualifyingLimit(rules: Pick<StudRules, 'qualifier'>): HandClass {
  return rules.qualifier === 'pair' ? CATEGORY_LAST_CLASS.pair : CATEGORY_LAST_CLASS.aceKing;
}

/**
 * Whether the dealer's hand qualifies (has a game): ace-king or better in the text, a pair or better
 * under `qualifier: 'pair'`. Below it the dealer has «нет игры»: the ante is paid 1:1 and the raise
 * returned, whatever the player holds.
 *
 * @param handClass - The dealer's class (1 best … 7462); anything else does not qualify.
 * @param rules - The qualifier rule.
 * @example
 * ```ts
 * dealerQualifies(evaluateOrThrow(parseHandOrThrow('Т-К-8-7-3')), rules); // true: ace-king
 * ```
 */
export function dealerQualifies(handClass: HandClass, rules: Pick<StudRules, 'qualifier'>): boolean {
  return (
    Number.isInteger(handClass) && handClass >= 1 && handClass <= CLASS_COUNT && handClass <= qualifyingLimit(rules)
  );
}
