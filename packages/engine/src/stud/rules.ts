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
  type StudPaidCategory,
  type StudPaytable,
  type StudPresetId,
  type StudRules,
} from '@croupier/paytables/stud';
import { type Chips, MAX_BALANCE, MAX_STAKE, chipsProblem, payout, payoutUnit } from '../money/index.js';
import { checkRules as checkSchema, type SchemaIssue } from '@croupier/paytables/schema';
import { ALLOWED, type Allowed, ok, orThrow, show, type Result, type RuleError } from '../result/index.js';
import { resolveRulesWith, resolveRulesWithOrThrow, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';
import { type StudError, type StudErrorOf, studErr } from './errors.js';
import { type Category, CATEGORY_LAST_CLASS, CLASS_COUNT, type HandClass } from './evaluator.js';

export type { StudRules, StudPresetId, StudPaytable, StudPaidCategory } from '@croupier/paytables/stud';
export {
  studPresets,
  studSchema,
  STUD_DEFAULT_PRESET,
  TEXT_PAYTABLE,
  STUD_CATEGORIES as PAID_CATEGORIES,
  RUSSIAN_POKER_PRESETS,
  RUSSIAN_POKER_SOURCES,
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
 * The rules added with the Russian-poker family (decision 033), each at the value that plays the game
 * rules saved before them described: no dealer card shown or the first, one exchange of one card up,
 * the ante paid, no sixth card, no second combination, no «покупка игры», no insurance, no maximum.
 * The unused fees take the seed's values (they never act while the option they price is off).
 */
export const STUD_LEGACY_DEFAULTS: Readonly<
  Pick<
    StudRules,
    | 'upCardPosition'
    | 'minExchange'
    | 'exchangeMode'
    | 'feeThreeCards'
    | 'feeFourCards'
    | 'feeFiveCards'
    | 'exchangeAllRaises'
    | 'sixthCard'
    | 'feeSixthCard'
    | 'twoCombinations'
    | 'anteWhenDealerLoses'
    | 'buyGame'
    | 'feeBuyGame'
    | 'insurance'
    | 'insuranceMax'
    | 'maxPayout'
  >
> = {
  upCardPosition: 'first',
  minExchange: 1,
  exchangeMode: 'once',
  feeThreeCards: { pays: 2, per: 1 },
  feeFourCards: { pays: 5, per: 2 },
  feeFiveCards: { pays: 3, per: 1 },
  exchangeAllRaises: false,
  sixthCard: false,
  feeSixthCard: { pays: 1, per: 1 },
  twoCombinations: false,
  anteWhenDealerLoses: 'paid',
  buyGame: 'none',
  feeBuyGame: { pays: 1, per: 1 },
  insurance: 'none',
  insuranceMax: 'halfPayout',
  maxPayout: 0,
};

/**
 * A plain object with every rule added since a save was made filled in at {@link STUD_LEGACY_DEFAULTS};
 * a rule that is present (even `undefined` or wrong) is left for the schema to judge. Anything else is
 * returned as it is.
 */
function withLegacyDefaults(rules: unknown): unknown {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) return rules;
  const missing = (Object.keys(STUD_LEGACY_DEFAULTS) as (keyof typeof STUD_LEGACY_DEFAULTS)[]).filter(
    (k) => !Object.hasOwn(rules, k),
  );
  if (missing.length === 0) return rules;
  const filled: Record<string, unknown> = { ...(rules as Record<string, unknown>) };
  for (const k of missing) {
    const v = STUD_LEGACY_DEFAULTS[k];
    filled[k] = typeof v === 'object' ? { ...v } : v;
  }
  return filled;
}

/**
 * Checks a rules object that comes from outside (JSON, a form, an old save) and returns a plain copy
 * of it: every rule present, known and allowed, no other keys, nothing inherited. A rule added with the
 * Russian-poker family and absent (rules saved before it) takes its {@link STUD_LEGACY_DEFAULTS} value,
 * which plays the game the save described; one present with a wrong value is refused. `start` keeps the
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
    rules = withLegacyDefaults(rules);
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
    upCardPosition: r.upCardPosition,
    maxExchange: r.maxExchange,
    minExchange: r.minExchange,
    exchangeMode: r.exchangeMode,
    feeOneCard: ratioCopy(r.feeOneCard),
    feeTwoCards: ratioCopy(r.feeTwoCards),
    feeThreeCards: ratioCopy(r.feeThreeCards),
    feeFourCards: ratioCopy(r.feeFourCards),
    feeFiveCards: ratioCopy(r.feeFiveCards),
    feeRounding: r.feeRounding,
    exchangeNeedsRaise: r.exchangeNeedsRaise,
    exchangeAllRaises: r.exchangeAllRaises,
    sixthCard: r.sixthCard,
    feeSixthCard: ratioCopy(r.feeSixthCard),
    twoCombinations: r.twoCombinations,
    raiseMultiple: r.raiseMultiple,
    qualifier: r.qualifier,
    antePays: ratioCopy(r.antePays),
    anteWhenDealerLoses: r.anteWhenDealerLoses,
    paytable,
    buyGame: r.buyGame,
    feeBuyGame: ratioCopy(r.feeBuyGame),
    insurance: r.insurance,
    insuranceMax: r.insuranceMax,
    maxPayout: r.maxPayout,
  });
}

/**
 * The rules added for the casino games that the exact odds analysis reads only at the old game's value
 * ({@link STUD_LEGACY_DEFAULTS}, the text's family): a rule set with another value is refused by `odds`,
 * naming the rule ({@link StudUnanalysedRule}).
 */
export const STUD_ANALYSED_RULES = [
  'minExchange',
  'exchangeMode',
  'exchangeAllRaises',
  'sixthCard',
  'twoCombinations',
  'anteWhenDealerLoses',
  'buyGame',
  'insurance',
  'maxPayout',
] as const satisfies readonly (keyof typeof STUD_LEGACY_DEFAULTS)[];

/** A rule of the Russian-poker family that the exact analysis does not evaluate yet. */
export type StudUnanalysedRule = (typeof STUD_ANALYSED_RULES)[number] | 'maxExchange';

/**
 * The first rule the exact analysis (`odds`, `advise`) cannot evaluate yet, or `null` when it covers
 * them all: an exchange of more than two cards, two to five only, one card at a time, all five forcing the
 * raise, a sixth card, two combinations paid, the ante pushed, «покупка игры», insurance or a maximum
 * payout. (A dealer card shown with an exchange is a separate refusal of the analysis.)
 *
 * @param rules - Checked rules.
 * @example
 * ```ts
 * unanalysedRule(studPresets.seed.rules);    // null
 * unanalysedRule(studPresets.senator.rules); // 'maxExchange' (five cards)
 * ```
 */
export function unanalysedRule(rules: StudRules): StudUnanalysedRule | null {
  if (rules.maxExchange > 2) return 'maxExchange';
  for (const k of STUD_ANALYSED_RULES) if (rules[k] !== STUD_LEGACY_DEFAULTS[k]) return k;
  return null;
}

/**
 * Whether the dealer's card at `index` (0…4, in dealing order) is dealt face up: with one up-card, the
 * first or the fifth by `upCardPosition`.
 *
 * @param index - The card's place in the dealer's five.
 * @param rules - `upCards` and `upCardPosition`.
 */
export function isDealerUpCard(index: number, rules: Pick<StudRules, 'upCards' | 'upCardPosition'>): boolean {
  if (rules.upCards === 0) return false;
  return rules.upCardPosition === 'fifth' ? index === 4 : index === 0;
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
  // Two combinations pay at most twice the best; a posted maximum caps the raise's win.
  if (rules.twoCombinations) best *= 2;
  if (rules.maxPayout > 0) best = Math.min(best, rules.maxPayout);
  // Insurance pays 1:1 at most the raise's win.
  const insured = rules.insurance === 'none' ? 0 : best;
  return paid(ante, rules.antePays) + best + insured;
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

const FEE_KEYS = ['feeOneCard', 'feeTwoCards', 'feeThreeCards', 'feeFourCards', 'feeFiveCards'] as const;

/** What a fee is paid for: an exchange, the sixth card, or «покупка игры». */
export type StudFeeKind = 'exchange' | 'sixthCard' | 'buyGame';

/** A fee in whole chips: the ante at the ratio, rounded by the table's rule, or refused. */
function feeAt(
  ante: Chips,
  r: { readonly pays: number; readonly per: number },
  key: keyof StudRules,
  what: StudFeeKind,
  count: number,
  rules: StudRules,
): Result<Chips, StudError> {
  const fee = payout(ante, r, rules.feeRounding);
  if (fee.ok) return ok(fee.value.win);
  if (fee.error.code !== 'money/fractional-payout') {
    // Only rules that skipped checkRules get here: a ratio term beyond MAX_RATIO_TERM.
    return studErr('stud/bad-rules', {
      issues: [{ key, message: `${key} is ${show(r)}, which no ante can be charged exactly` }],
    });
  }
  return studErr('stud/fractional-fee', {
    count,
    ante,
    pays: r.pays,
    per: r.per,
    multipleOf: payoutUnit(r),
    ...(what === 'exchange' ? {} : { what }),
  });
}

/**
 * The exchange fee for `count` cards at an ante, in whole chips: one ante for a card and one and a half
 * for two in the text (up to five cards by `feeThreeCards` … `feeFiveCards`), a fraction rounded up, or
 * refused under `feeRounding: 'refuse'`. Under `exchangeMode: 'oneAtATime'` the k-th single-card
 * exchange costs the fee of k cards.
 *
 * @param ante - The ante.
 * @param count - 1 to 5 cards.
 * @param rules - Fees and their rounding.
 * @returns The fee, or `stud/fractional-fee` (with the ante multiple that gives whole fees),
 *   `stud/bad-ante` or `stud/bad-exchange` for bad input.
 * @example
 * ```ts
 * exchangeFee(10, 2, rules); // { ok: true, value: 15 }
 * exchangeFee(5, 2, rules);  // 7.5 rounded up: 8
 * ```
 */
export function exchangeFee(ante: Chips, count: number, rules: StudRules): Result<Chips, StudError> {
  const problem = chipsProblem(ante, MAX_STAKE);
  if (problem !== null) return studErr('stud/bad-ante', { reason: problem, amount: show(ante), maxAnte: MAX_STAKE });
  if (!Number.isSafeInteger(count) || count < 1 || count > 5) {
    return studErr('stud/bad-exchange', {
      reason: 'count',
      ...(typeof count === 'number' && Number.isSafeInteger(count) ? { count } : {}),
      allowed: [1, 2, 3, 4, 5],
    });
  }
  const key = FEE_KEYS[count - 1]!;
  return feeAt(ante, rules[key], key, 'exchange', count, rules);
}

/**
 * The numbers of cards one exchange may take now: `[]`, `[1]` or `[1, 2]` in the text's family, `[1 … 5]`
 * for «any number», `[2 … 5]` for «two to five only», `[1]` one card at a time.
 *
 * @param rules - The exchange rule.
 */
export function exchangeCounts(
  rules: Pick<StudRules, 'maxExchange' | 'minExchange' | 'exchangeMode'>,
): readonly number[] {
  if (rules.maxExchange === 0) return [];
  if (rules.exchangeMode === 'oneAtATime') return [1];
  const out: number[] = [];
  for (let k = rules.minExchange; k <= rules.maxExchange; k++) out.push(k);
  return out;
}

/**
 * Whether the player may exchange `count` cards, by the text's rule: the fee is paid from the balance,
 * and (under `exchangeNeedsRaise`, the text) the exchange is limited to fewer cards or refused when the
 * balance after the fee could not cover the raise. Without that rule the fee alone must be covered.
 * One card at a time, `exchanges` says how many exchanges were made (the next is priced as one more).
 *
 * @param input - `balance`: chips off the table after the ante; `ante`; `count`; `exchanges` (0).
 * @param rules - The rules.
 * @returns The fee, or why not: `stud/exchange-not-allowed`, `stud/bad-exchange`, `stud/fractional-fee`,
 *   `stud/exchange-limited` (with `most`, the largest affordable count) or `stud/exchange-refused`.
 * @example
 * ```ts
 * // Ante 10, 30 left after it; the raise is 20. One card (10) leaves 20: allowed. Two (15) leave 15: limited.
 * exchangeAllowed({ balance: 30, ante: 10, count: 2 }, rules); // stud/exchange-limited, oneCardFee 10
 * ```
 */
export function exchangeAllowed(
  input: { readonly balance: Chips; readonly ante: Chips; readonly count: number; readonly exchanges?: number },
  rules: StudRules,
): Result<Chips, StudError> {
  const { balance, ante, count, exchanges } = (input ?? {}) as {
    balance?: unknown;
    ante?: unknown;
    count?: unknown;
    exchanges?: unknown;
  };
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
  const done = typeof exchanges === 'number' && Number.isSafeInteger(exchanges) && exchanges > 0 ? exchanges : 0;
  // One card at a time, the k-th exchange is priced as k cards.
  const priceOf = (n: number) => (rules.exchangeMode === 'oneAtATime' ? done + 1 : n);
  const n = count as number;
  const fee = exchangeFee(ante as Chips, priceOf(n), rules);
  if (!fee.ok) return fee;
  const raise = raiseFor(ante as Chips, rules);
  const reserve = rules.exchangeNeedsRaise ? raise : 0;
  const needed = fee.value + reserve;
  if (needed <= (balance as Chips)) return fee;
  const reason = rules.exchangeNeedsRaise && fee.value <= (balance as Chips) ? 'raise' : 'fee';
  // The largest smaller exchange the balance allows, if any.
  for (let k = n - 1; k >= 1; k--) {
    if (!allowed.includes(k)) continue;
    const smaller = exchangeFee(ante as Chips, priceOf(k), rules);
    if (smaller.ok && smaller.value + reserve <= (balance as Chips)) {
      const one = exchangeFee(ante as Chips, priceOf(1), rules);
      return studErr('stud/exchange-limited', {
        reason,
        count: n,
        fee: fee.value,
        most: k,
        mostFee: smaller.value,
        oneCardFee: one.ok ? one.value : smaller.value,
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
 * Whether the player may buy a sixth card: the rules sell it, its fee is whole (or rounded), and the
 * balance covers it (and, under `exchangeNeedsRaise`, the raise after it).
 *
 * @param input - `balance`: chips off the table after the ante; `ante`.
 * @param rules - The rules.
 * @returns The fee, or `stud/sixth-card-not-sold`, `stud/fractional-fee` or `stud/insufficient-balance`
 *   (`action: 'buyCard'`, `needed`: the fee and the raise).
 * @example
 * ```ts
 * sixthCardAllowed({ balance: 30, ante: 10 }, studPresets.senator.rules); // { ok: true, value: 10 }
 * ```
 */
export function sixthCardAllowed(
  input: { readonly balance: Chips; readonly ante: Chips },
  rules: StudRules,
): Result<Chips, StudError> {
  const { balance, ante } = input;
  const bad = checkBalance(balance);
  if (bad) return { ok: false, error: bad };
  if (!rules.sixthCard) return studErr('stud/sixth-card-not-sold', {});
  const fee = feeAt(ante, rules.feeSixthCard, 'feeSixthCard', 'sixthCard', 1, rules);
  if (!fee.ok) return fee;
  const raise = raiseFor(ante, rules);
  const needed = fee.value + (rules.exchangeNeedsRaise ? raise : 0);
  if (needed <= balance) return fee;
  return studErr('stud/insufficient-balance', { action: 'buyCard', balance, needed, raise });
}

/**
 * The fee of «покупка игры» at an ante: `feeBuyGame` antes (one ante at the tables that sell it).
 *
 * @param ante - The ante.
 * @param rules - The rules.
 * @returns The fee, or `stud/fractional-fee`.
 */
export function buyGameFee(ante: Chips, rules: StudRules): Result<Chips, StudError> {
  return feeAt(ante, rules.feeBuyGame, 'feeBuyGame', 'buyGame', 1, rules);
}

/**
 * What the raise wins for a hand's combinations: the paytable at the first combination, plus the second
 * under `twoCombinations`, within `maxPayout` when the table posts one.
 *
 * @param bet - The raise.
 * @param first - The combination that plays (the best five).
 * @param second - The second combination, or `null`.
 * @param rules - The rules.
 * @returns The win and whether the maximum cut it.
 * @example
 * ```ts
 * raiseWin(20, 'royalFlush', 'straightFlush', senatorRules); // { win: 3000, capped: false }: 20 × 100 + 20 × 50
 * ```
 */
export function raiseWin(
  bet: Chips,
  first: StudPaidCategory,
  second: StudPaidCategory | null,
  rules: StudRules,
): { readonly win: Chips; readonly capped: boolean } {
  let win = paid(bet, rules.paytable[first]);
  if (second !== null && rules.twoCombinations) win += paid(bet, rules.paytable[second]);
  if (rules.maxPayout > 0 && win > rules.maxPayout) return { win: rules.maxPayout, capped: true };
  return { win, capped: false };
}

/**
 * The insurance a hand may place against «нет игры»: from one ante up to half (or all) of the raise's
 * win for the hand held, within `maxPayout`; the balance must keep the raise covered after it.
 *
 * @param input - `balance` off the table, `ante`, the hand's `first` and `second` combinations.
 * @param rules - The rules.
 * @returns `{ min, max }` in chips, or `stud/insurance-not-sold`, `stud/insurance-not-allowed`
 *   (`reason: 'hand'`: below three of a kind) or `stud/insufficient-balance` (`action: 'insure'`).
 * @example
 * ```ts
 * // Olympic, ante 10, three of a kind: the raise (20) would win 60, half is 30: insure 10 … 30.
 * insuranceRange({ balance: 90, ante: 10, first: 'threeOfAKind', second: null }, olympic); // { min: 10, max: 30 }
 * ```
 */
export function insuranceRange(
  input: {
    readonly balance: Chips;
    readonly ante: Chips;
    readonly first: Category;
    readonly second: StudPaidCategory | null;
  },
  rules: StudRules,
): Result<{ readonly min: Chips; readonly max: Chips }, StudError> {
  if (rules.insurance === 'none') return studErr('stud/insurance-not-sold', {});
  const rank = STUD_CATEGORIES.indexOf(input.first as StudPaidCategory);
  if (rank < 0 || rank > STUD_CATEGORIES.indexOf('threeOfAKind')) {
    return studErr('stud/insurance-not-allowed', { reason: 'hand', category: input.first });
  }
  const bet = raiseFor(input.ante, rules);
  const win = raiseWin(bet, input.first as StudPaidCategory, input.second, rules).win;
  const max = rules.insuranceMax === 'halfPayout' ? Math.floor(win / 2) : win;
  const min = input.ante;
  const room = input.balance - bet;
  if (room < min) {
    return studErr('stud/insufficient-balance', {
      action: 'insure',
      balance: input.balance,
      needed: min + bet,
      raise: bet,
    });
  }
  return ok({ min, max: Math.max(min, Math.min(max, room)) });
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
