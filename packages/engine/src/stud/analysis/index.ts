/**
 * The exact analysis of stud: the EV of every option for a dealt hand (`advise`), and the house edge
 * under optimal play (`odds`, from the shipped figures of `@croupier/paytables/stud`).
 *
 * @module
 */
import { STUD_ODDS, type StudOddsFigure } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID, type StudDecisionRow, type StudGridEntry } from '@croupier/paytables/stud-grid';
import { type Card, isCard } from '../../cards/index.js';
import { sameRules } from '../../rules-key.js';
import { type Fraction, compare, frac, toFractionString, toNumber } from '../../rational/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../../result/index.js';
import { chipsProblem } from '../../money/index.js';
import { type Category, type HandClass, categoryOf, evaluate5 } from '../evaluator.js';
import { bestFiveUnchecked } from '../combinations.js';
import { type OddsBet, type OddsReport } from '../../analysis/report.js';
import { presetOfWith } from '../../rules/index.js';
import { type StudError, studErr } from '../errors.js';
import { type StudRules, checkRules, studPresets, studSchema, checkRulesOrThrow, unanalysedRule } from '../rules.js';
import { choose, countTablesBuilt } from './counts.js';
import { type OptionEv, handTotals, optionEvs, payUnits, raiseTotal, raiseTotalWithUpCard } from './ev.js';
import { type StudOddsErrorCode, cachedOdds, planOdds, studOddsKey } from './exact.js';
import { adviseRussian } from './russian.js';

export type { OptionEv } from './ev.js';
export { countDealerHands, canonicalKey } from './counts.js';
export { canonicalForm, handClasses, cardsOfKey, type CanonicalForm } from './classes.js';
export {
  computeOdds,
  studOddsKey,
  planOdds,
  cachedOdds,
  rememberOdds,
  type ClassTotals,
  type ComputeOddsOptions,
  type ComputedOdds,
  type OddsPlan,
  type StudExactFigure,
  type StudOddsErrorCode,
  type StudOddsProgress,
} from './exact.js';
export type { PaySpec } from './shard.js';

/** Error codes of the analysis. */
export type StudAnalysisErrorCode =
  'stud/bad-hand' | 'stud/bad-ante' | 'stud/needs-up-card' | 'stud/sixth-card-not-sold' | StudOddsErrorCode;

/**
 * The largest ante {@link advise} counts at (`options.ante`): every sum of the Russian-poker advice
 * stays an exact integer in a double below it (a raise's win is at most a few hundred antes, summed over
 * at most C(47, 5) dealer hands and 1,024 replacements of one rank multiset).
 */
export const ADVICE_MAX_ANTE = 10_000;

/** The advice for a dealt hand. */
export interface Advice {
  /** The hand analysed. */
  readonly hand: readonly Card[];
  /** Its class and combination. */
  readonly class: HandClass;
  /** Its combination. */
  readonly category: Category;
  /** The dealer's up-card, when the rules show one. */
  readonly upCard?: Card;
  /** Every option with its exact EV per ante: fold, raise, then each exchange the rules allow. */
  readonly options: readonly OptionEv[];
  /** The best option (the first of equals, in the order above). */
  readonly best: OptionEv;
  /**
   * Under the Russian-poker options: the ante in chips the options were counted at (fees rounded and
   * payouts rounded down as the table does, a maximum payout in chips); by default the smallest ante at
   * which every fee and payout is whole chips.
   */
  readonly ante?: number;
}

/** Options of {@link advise}. */
export interface AdviseOptions {
  /** The dealer's shown card, required when the rules show one. */
  readonly upCard?: Card;
  /** `false`: fold and raise only (and insurance, a sixth card), no exchange valued. */
  readonly exchange?: boolean;
  /** Under the Russian-poker options: the ante in chips to count at (default: the smallest whole one). */
  readonly ante?: number;
}

function checkHand(
  hand: readonly Card[],
  upCard: Card | undefined,
  size: 5 | 6 = 5,
): RuleError<StudAnalysisErrorCode> | null {
  if (!Array.isArray(hand) || hand.length !== size || !hand.every(isCard) || new Set(hand).size !== size) {
    const what = size === 5 ? 'five' : 'six';
    return { code: 'stud/bad-hand', message: `Advice needs ${what} distinct cards (integers 0…51).`, details: {} };
  }
  if (upCard !== undefined && (!isCard(upCard) || hand.includes(upCard))) {
    return {
      code: 'stud/bad-hand',
      message: `The dealer's up-card must be a card not in the hand, got ${String(upCard)}.`,
      details: { upCard },
    };
  }
  return null;
}

function checkAnte(ante: number | undefined): RuleError<StudAnalysisErrorCode> | null {
  if (ante === undefined) return null;
  const reason = chipsProblem(ante, ADVICE_MAX_ANTE);
  if (reason === null) return null;
  return {
    code: 'stud/bad-ante',
    message: `The ante to count the advice at must be a whole number of chips from 1 to ${ADVICE_MAX_ANTE}; got ${String(ante)}.`,
    details: { reason, amount: String(ante), maxAnte: ADVICE_MAX_ANTE },
  };
}

/**
 * The exact EV per ante of fold, raise and every exchange the rules allow for a dealt hand. The
 * dealer's five cards and the replacements are uniform over the 47 cards the player has not seen.
 *
 * @param hand - The player's five cards.
 * @param rules - The rules (payouts, qualifier, fees, the exchange allowed, up-cards).
 * @param options - `upCard`: the dealer's shown card, required when `rules.upCards` is 1 (no exchange
 *   is analysed then); `exchange: false` skips the exchanges (raise and fold only, much faster).
 * @returns The options and the best, or a rule error for a bad hand.
 * @example
 * ```ts
 * const a = adviseOrThrow(parseHandOrThrow('As Kd Jh 3c 2s'), resolveRulesOrThrow());
 * a.best.action; // 'fold' or 'raise' or 'exchange'
 * ```
 */
export function advise(
  hand: readonly Card[],
  rules: StudRules,
  options: AdviseOptions = {},
): Result<Advice, RuleError<StudAnalysisErrorCode>> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const bad = checkHand(hand, options.upCard);
  if (bad) return { ok: false, error: bad };
  const cls = evaluate5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
  let list: OptionEv[];
  let ante: number | undefined;
  const russian = unanalysedRule(rules) !== null || (rules.upCards === 1 && rules.maxExchange > 0);
  if (rules.upCards === 1 && options.upCard === undefined) {
    return err('stud/needs-up-card', 'These rules show one dealer card: give it as upCard to get advice.');
  }
  const badAnte = checkAnte(options.ante);
  if (badAnte) return { ok: false, error: badAnte };
  const pay = payUnits(rules);
  if (russian) {
    // The Russian-poker options (decision 033): counted in chips at one ante.
    const r = adviseRussian(hand, rules, {
      ...(options.upCard === undefined ? {} : { upCard: options.upCard }),
      ...(options.ante === undefined ? {} : { ante: options.ante }),
      ...(options.exchange === false ? { exchange: false } : {}),
    });
    list = r.options;
    ante = r.ante;
  } else if (rules.upCards === 1) {
    if (options.upCard === undefined) {
      return err('stud/needs-up-card', 'These rules show one dealer card: give it as upCard to get advice.');
    }
    const total = raiseTotalWithUpCard(hand, options.upCard, pay);
    list = [
      { action: 'fold', discard: [], ev: frac(-1) },
      { action: 'raise', discard: [], ev: frac(BigInt(total), BigInt(choose(46, 4) * pay.scale)) },
    ];
  } else if (options.exchange === false || rules.maxExchange === 0) {
    // With the tables built the raise is a few hundred lookups; without them, enumerate the dealer.
    const total = countTablesBuilt() ? handTotals(hand, pay, 0).raise : raiseTotalDirect(hand, rules);
    list = [
      { action: 'fold', discard: [], ev: frac(-1) },
      { action: 'raise', discard: [], ev: frac(BigInt(total), BigInt(choose(47, 5) * pay.scale)) },
    ];
  } else {
    list = optionEvs(hand, handTotals(hand, pay, rules.maxExchange as 1 | 2), pay); // more: refused above
  }
  let best = list[0]!;
  for (const o of list) if (compare(o.ev, best.ev) > 0) best = o;
  return ok({
    hand: [...hand],
    class: cls,
    category: categoryOf(cls),
    ...(options.upCard === undefined ? {} : { upCard: options.upCard }),
    ...(ante === undefined ? {} : { ante }),
    options: list,
    best,
  });
}

/** {@link advise}, throwing a `CroupierError` on bad input. */
export function adviseOrThrow(hand: readonly Card[], rules: StudRules, options: AdviseOptions = {}): Advice {
  return orThrow(advise(hand, rules, options));
}

/** Options of {@link adviseSixCards}. */
export interface AdviseSixCardsOptions {
  /** The dealer's shown card, required when the rules show one. */
  readonly upCard?: Card;
  /** The ante in chips to count at (default: the smallest at which every fee and payout is whole chips). */
  readonly ante?: number;
}

/**
 * The exact EV per ante of fold, raise and (where the hand may be insured) insurance once a sixth card
 * was bought: the best five of the six play, the dealer's hidden cards are uniform over the cards the
 * player has not seen (52 less the six and the up-card), and under «покупка игры» the raise counts the
 * better of the ante's win and the purchase when the dealer has no game. The fee of the sixth card is
 * paid and not counted. The options are counted as {@link advise} counts them (in chips at one ante).
 *
 * @param hand - The player's six cards.
 * @param rules - Rules that sell a sixth card.
 * @param options - `upCard`: the dealer's shown card, required when `rules.upCards` is 1; `ante`.
 * @returns The options (fold, raise, insure) and the best; `stud/bad-hand`, `stud/needs-up-card`,
 *   `stud/bad-ante`, `stud/sixth-card-not-sold` or `stud/bad-rules`.
 * @example
 * ```ts
 * const rules = resolveRulesOrThrow({ preset: 'senator' });
 * const a = adviseSixCardsOrThrow(parseCardsOrThrow('As Kd Jh 3c 2s 9d'), rules, { upCard: parseCardOrThrow('7h') });
 * a.best.action; // 'fold' or 'raise' (or 'insure')
 * ```
 */
export function adviseSixCards(
  hand: readonly Card[],
  rules: StudRules,
  options: AdviseSixCardsOptions = {},
): Result<Advice, RuleError<StudAnalysisErrorCode>> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  if (!rules.sixthCard) return err('stud/sixth-card-not-sold', 'These rules sell no sixth card.');
  const bad = checkHand(hand, options.upCard, 6) ?? checkAnte(options.ante);
  if (bad) return { ok: false, error: bad };
  if (rules.upCards === 1 && options.upCard === undefined) {
    return err('stud/needs-up-card', 'These rules show one dealer card: give it as upCard to get advice.');
  }
  const r = adviseRussian(hand, rules, {
    ...(options.upCard === undefined ? {} : { upCard: options.upCard }),
    ...(options.ante === undefined ? {} : { ante: options.ante }),
  });
  let best = r.options[0]!;
  for (const o of r.options) if (compare(o.ev, best.ev) > 0) best = o;
  const five = bestFiveUnchecked(hand);
  return ok({
    hand: [...hand],
    class: five.class,
    category: five.category,
    ...(options.upCard === undefined ? {} : { upCard: options.upCard }),
    ante: r.ante,
    options: r.options,
    best,
  });
}

/**
 * {@link adviseSixCards}, throwing a `CroupierError` on bad input.
 *
 * @param hand - The player's six cards.
 * @param rules - Rules that sell a sixth card.
 * @param options - The up-card and the ante.
 */
export function adviseSixCardsOrThrow(
  hand: readonly Card[],
  rules: StudRules,
  options: AdviseSixCardsOptions = {},
): Advice {
  return orThrow(adviseSixCards(hand, rules, options));
}

/**
 * The raise's total in units over the 1,533,939 dealer hands, by enumerating them (no tables: about
 * 1.5 million evaluations).
 *
 * @param hand - The player's five cards.
 * @param rules - The rules.
 */
export function raiseTotalDirect(hand: readonly Card[], rules: StudRules): number {
  checkRulesOrThrow(rules);
  const pay = payUnits(rules);
  const p = evaluate5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
  const free: number[] = [];
  for (let c = 0; c < 52; c++) if (!hand.includes(c)) free.push(c);
  const tq = pay.q1;
  const tl = Math.min(p, tq);
  const tle = Math.min(p + 1, tq);
  let q = 0;
  let l = 0;
  let le = 0;
  for (let a = 0; a < 47; a++)
    for (let b = a + 1; b < 47; b++)
      for (let c = b + 1; c < 47; c++)
        for (let d = c + 1; d < 47; d++)
          for (let e = d + 1; e < 47; e++) {
            const k = evaluate5(free[a]!, free[b]!, free[c]!, free[d]!, free[e]!);
            if (k < tq) q++;
            if (k < tl) l++;
            if (k < tle) le++;
          }
  return raiseTotal(p, choose(47, 5), q, l, le, pay);
}

/** One bet of the odds report (shape: `packages/engine/contracts/odds.schema.json`). */
export interface StudOddsBet extends OddsBet {
  /** Always `ante`: figures are per ante. */
  readonly id: 'ante';
  /** The house edge per ante under optimal play. */
  readonly houseEdge: number;
  /** The house edge as a reduced fraction, when exact. */
  readonly exact?: string;
  /** House edge per chip wagered (ante and raise). */
  readonly elementOfRisk?: number;
  /** The chance of raising under optimal play. */
  readonly raiseChance?: number;
  /** For an estimate: the 95% interval of the house edge. */
  readonly houseEdgeCi95?: readonly [number, number];
  /** For an estimate: a rigorous upper bound of the house edge. */
  readonly houseEdgeAtMost?: number;
}

/** Which shipped figure the rules correspond to. */
export type StudVariant = 'caribbean' | 'noExchange' | 'seed' | 'casino';

/**
 * The odds report of stud (decision 005's `OddsReport`, the shape `croupier odds stud --json` prints),
 * with where the figures come from and the figures themselves.
 */
export interface StudOddsReport extends OddsReport {
  /** Always `stud`. */
  readonly game: 'stud';
  /** The preset the rules came from (the option, else the preset they equal, else `custom`). */
  readonly preset: string;
  /** The rules analysed. */
  readonly rules: StudRules;
  /** One bet, `ante`: the figures per ante. */
  readonly bets: readonly StudOddsBet[];
  /** A shipped variant, an entry of the shipped grid (`grid`), or computed in this process (`computed`). */
  readonly variant: StudVariant | 'grid' | 'computed';
  /** The canonical key of the rules' figures ({@link studOddsKey}). */
  readonly key: string;
  /** The figures (exact fractions and numbers). */
  readonly figure: StudOddsFigure;
  /** Decisions by the dealt combination, when known (no dealer card shown). */
  readonly byCategory?: readonly StudDecisionRow[];
  /** The grid entry's id, for a grid answer. */
  readonly gridId?: string;
}

/**
 * The odds of a rules object.
 *
 * @deprecated Use {@link StudOddsReport}, the same value under the shared report's name.
 */
export type StudOddsAnswer = StudOddsReport;

/** Options of {@link odds}. */
export interface StudOddsOptions {
  /** The preset the rules came from, for the report (default: the preset the rules equal, or `custom`). */
  readonly preset?: string;
}

let gridByKey: Map<string, StudGridEntry> | undefined;

/** The shipped grid by canonical key. */
function grid(): Map<string, StudGridEntry> {
  return (gridByKey ??= new Map(STUD_ODDS_GRID.map((e) => [studOddsKey(e.rules as StudRules), e])));
}

function betOf(f: StudOddsFigure): StudOddsBet {
  return {
    id: 'ante',
    houseEdge: f.houseEdgeValue,
    ...(f.exact && f.houseEdge ? { exact: f.houseEdge } : {}),
    ...(f.elementOfRiskValue === undefined ? {} : { elementOfRisk: f.elementOfRiskValue }),
    ...(f.raiseChanceValue === undefined ? {} : { raiseChance: f.raiseChanceValue }),
    ...(f.houseEdgeCi95 ? { houseEdgeCi95: f.houseEdgeCi95 } : {}),
    ...(f.houseEdgeAtMost === undefined ? {} : { houseEdgeAtMost: f.houseEdgeAtMost }),
  };
}

/**
 * The house edge and element of risk of the ante under optimal play, at once, for rules whose figures
 * are known without computing: the four shipped variants (the text's payouts), every entry of the
 * shipped grid (`@croupier/paytables/stud-grid`: common paytables × fees × exchange), and anything
 * {@link computeOdds} (or `@croupier/engine/stud/node`) computed earlier in this process.
 *
 * @param rules - The rules (checked: they may come from JSON).
 * @param options - The preset's name for the report.
 * @returns The report (decision 005's `OddsReport`: `game`, `preset`, `rules`, `bets`, and stud's
 *   `variant`, `key`, `figure`, `byCategory`, `gridId`); `stud/bad-rules`; `stud/odds-not-computed` for
 *   covered rules not known yet (compute them with {@link computeOdds}: a couple of minutes),
 *   `stud/odds-not-covered` for a dealer card shown with an exchange, `stud/odds-out-of-range` for
 *   payouts too large to sum exactly.
 * @example
 * ```ts
 * const r = oddsOrThrow(resolveRulesOrThrow({ preset: 'caribbean' }));
 * r.preset;  // 'caribbean'
 * r.bets[0]; // { id: 'ante', houseEdge: 0.052243…, exact: '142031221/2718662100', elementOfRisk: 0.025553…, … }
 * ```
 */
export function odds(rules: StudRules, options: StudOddsOptions = {}): Result<StudOddsReport, StudError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const plan = planOdds(rules);
  if (!plan.ok) return { ok: false, error: plan.error as StudError };
  const key = plan.value.key;
  const head = {
    game: 'stud' as const,
    preset:
      options !== null && typeof options === 'object' && typeof options.preset === 'string'
        ? options.preset.slice(0, 60)
        : (presetOfWith(studSchema, studPresets, rules) ?? 'custom'),
    rules,
    key,
  };
  const fromGrid = grid().get(key);
  const byCategory = fromGrid?.byCategory === undefined ? {} : { byCategory: fromGrid.byCategory };
  const w = STUD_ODDS.computedWith;
  const same =
    sameRules(w.paytable, rules.paytable) &&
    sameRules(w.antePays, rules.antePays) &&
    w.raiseMultiple === rules.raiseMultiple &&
    w.qualifier === rules.qualifier &&
    (rules.maxExchange === 0 || sameRules(w.feeOneCard, rules.feeOneCard)) &&
    (rules.maxExchange < 2 || sameRules(w.feeTwoCards, rules.feeTwoCards));
  const variant: StudVariant | undefined = !same
    ? undefined
    : rules.upCards === 1
      ? 'caribbean'
      : rules.maxExchange === 0
        ? 'noExchange'
        : rules.maxExchange === 1
          ? 'casino'
          : 'seed';
  if (variant !== undefined) {
    const f = STUD_ODDS[variant];
    return ok({ ...head, bets: [betOf(f)], variant, figure: f, ...byCategory });
  }
  if (fromGrid !== undefined) {
    return ok({
      ...head,
      bets: [betOf(fromGrid)],
      variant: 'grid',
      figure: fromGrid,
      gridId: fromGrid.id,
      ...byCategory,
    });
  }
  const computed = cachedOdds(rules);
  if (computed !== undefined) {
    return ok({
      ...head,
      bets: [betOf(computed.figure)],
      variant: 'computed',
      figure: computed.figure,
      ...(computed.byCategory === undefined ? {} : { byCategory: computed.byCategory }),
    });
  }
  return studErr('stud/odds-not-computed', { key });
}

/** {@link odds}, throwing a `CroupierError` on bad rules or when the figures are not known or not covered. */
export function oddsOrThrow(rules: StudRules, options: StudOddsOptions = {}): StudOddsReport {
  return orThrow(odds(rules, options));
}

/** Formats an EV fraction as a number with a sign, for tables (`+0.1234`, `−1.0000`). */
export function formatEv(ev: Fraction, digits = 4): string {
  const x = toNumber(ev);
  return `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
}

/** An EV as a reduced fraction string, e.g. `-1/1`. */
export function evFraction(ev: Fraction): string {
  return toFractionString(ev);
}
