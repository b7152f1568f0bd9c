/**
 * The stud rule-cost page's logic: the rules a reader picks (exchange and fees, paytable, their own
 * numbers), the figures the engine already knows for them (shipped variants and the grid) or must
 * compute, the decisions that change by dealt combination, and what the balance limit of the text
 * (`exchangeNeedsRaise`) allows at each balance.
 *
 * @module
 */
import { exchangeAllowed, odds, studOddsKey, type StudRules } from '@croupier/engine/stud';
import type { StudOddsFigure, StudPaidCategory, StudPaytable } from '@croupier/paytables/stud';
import { STUD_CATEGORIES, studPresets } from '@croupier/paytables/stud';
import { STUD_GRID_PAYTABLES, type StudDecisionRow } from '@croupier/paytables/stud-grid';
import { antesRu, formatNumber, formatRatio } from '@croupier/ru';
import { ruleSets, studDecisionBet, type STUD_DECISION_FIELDS } from '../../method/ids';

/** How the exchange is sold (or not offered). */
export type ExchangeId = 'text' | 'flat' | 'perCard' | 'one' | 'none' | 'caribbean' | 'custom';

/** The exchange choices, in the page's order. */
export const EXCHANGE_IDS: readonly ExchangeId[] = ['text', 'flat', 'perCard', 'one', 'none', 'caribbean', 'custom'];

/** The exchange choices as the page names them. */
export const EXCHANGE_RU: Readonly<Record<ExchangeId, string>> = {
  text: 'одна или две карты: 1 и 1½ АНТЕ (текст)',
  flat: 'одна или две карты: 1 и 1 АНТЕ',
  perCard: 'одна или две карты: 1 и 2 АНТЕ',
  one: 'только одна карта: 1 АНТЕ',
  none: 'без обмена',
  caribbean: 'без обмена, одна карта дилера открыта (карибский покер)',
  custom: 'одна или две карты: своя плата',
};

/** A paytable choice: one of the grid's, or the reader's own. */
export type PaytableId = 'text' | 'royal200' | 'generous' | 'custom';

/** A ratio of the rules, `{ pays, per }`. */
export interface Ratio {
  readonly pays: number;
  readonly per: number;
}

/** What the reader picked. */
export interface StudChoice {
  /** The exchange and its fees. */
  readonly exchange: ExchangeId;
  /** The paytable. */
  readonly paytable: PaytableId;
  /** The reader's paytable, royal flush first, each `n` to 1 (used with `paytable: 'custom'`). */
  readonly customPaytable: readonly number[];
  /** The reader's fees for one and two cards (used with `exchange: 'custom'`). */
  readonly customFees: readonly [Ratio, Ratio];
}

/** The text's game. */
export const TEXT_CHOICE: StudChoice = {
  exchange: 'text',
  paytable: 'text',
  customPaytable: [100, 50, 20, 7, 5, 4, 3, 2, 1, 1],
  customFees: [
    { pays: 1, per: 1 },
    { pays: 3, per: 2 },
  ],
};

const r = (pays: number, per = 1): Ratio => ({ pays, per });

function paytableOf(c: StudChoice): StudPaytable {
  if (c.paytable !== 'custom') return STUD_GRID_PAYTABLES.find((p) => p.id === c.paytable)!.paytable;
  return Object.fromEntries(STUD_CATEGORIES.map((k, i) => [k, r(c.customPaytable[i]!)])) as Record<
    StudPaidCategory,
    Ratio
  >;
}

/**
 * The rules of a choice: the text's rules with the exchange, fees and paytable picked.
 *
 * @param c - The choice.
 */
export function rulesOf(c: StudChoice): StudRules {
  const seed = studPresets.seed.rules;
  const paytable = paytableOf(c);
  const base = { ...seed, paytable } as StudRules;
  switch (c.exchange) {
    case 'text':
      return { ...base, feeOneCard: r(1), feeTwoCards: r(3, 2) };
    case 'flat':
      return { ...base, feeOneCard: r(1), feeTwoCards: r(1) };
    case 'perCard':
      return { ...base, feeOneCard: r(1), feeTwoCards: r(2) };
    case 'one':
      return { ...base, maxExchange: 1, feeOneCard: r(1) };
    case 'none':
      return { ...base, maxExchange: 0 };
    case 'caribbean':
      return { ...base, upCards: 1, maxExchange: 0 };
    case 'custom':
      return { ...base, feeOneCard: c.customFees[0], feeTwoCards: c.customFees[1] };
  }
}

/** Figures of a rules set and where they come from. */
export interface StudFigures {
  /** `shipped`: shipped with the site (the text's variants and the grid); `computed`: computed in this browser. */
  readonly source: 'shipped' | 'computed';
  /** The figures (exact fractions and numbers). */
  readonly figure: StudOddsFigure;
  /** Decisions by the dealt combination (no dealer card shown only). */
  readonly byCategory?: readonly StudDecisionRow[];
  /** For figures computed here: how long it took, in milliseconds. */
  readonly ms?: number;
  /** For figures computed here: the rules in words. */
  readonly label?: string;
}

/** Answers computed in this browser, by {@link studOddsKey}. */
export type ComputedStore = ReadonlyMap<string, Omit<StudFigures, 'source'>>;

/**
 * The figures of a rules set if they are known without computing: shipped, or computed earlier here.
 *
 * @param rules - The rules.
 * @param computed - Answers computed in this browser.
 * @returns The figures, or `null` when they must be computed.
 */
export function knownFigures(rules: StudRules, computed: ComputedStore): StudFigures | null {
  const got = computed.get(studOddsKey(rules));
  if (got) return { source: 'computed', ...got };
  const answer = odds(rules);
  if (!answer.ok || answer.value.variant === 'computed') return null;
  return {
    source: 'shipped',
    figure: answer.value.figure,
    ...(answer.value.byCategory ? { byCategory: answer.value.byCategory } : {}),
  };
}

/** One dealt combination's decisions before and after. */
export interface DecisionChange {
  /** The combination (`royalFlush` … `noGame`). */
  readonly category: StudPaidCategory | 'noGame';
  /** Hands dealt with it, of 2,598,960. */
  readonly hands: number;
  /** Fold, raise, exchange one, exchange two: the base's counts. */
  readonly before: readonly [number, number, number, number];
  /** The same under the rules picked. */
  readonly after: readonly [number, number, number, number];
}

/** The dealt combinations in the rows' order: the paid ones, then «нет игры». */
export const DEALT_CATEGORIES: readonly (StudPaidCategory | 'noGame')[] = [...STUD_CATEGORIES, 'noGame'];

/**
 * The decisions by dealt combination under two rule sets.
 *
 * @param before - The base's rows.
 * @param after - The rows of the rules picked.
 */
export function decisionChanges(
  before: readonly StudDecisionRow[],
  after: readonly StudDecisionRow[],
): DecisionChange[] {
  return DEALT_CATEGORIES.map((category, i) => {
    const b = before[i]!;
    const a = after[i]!;
    return { category, hands: b[0], before: [b[1], b[2], b[3], b[4]], after: [a[1], a[2], a[3], a[4]] };
  });
}

/** The sums of the rows: how many of the 2,598,960 hands fold, raise, exchange one, exchange two. */
export function decisionTotals(rows: readonly StudDecisionRow[]): readonly [number, number, number, number] {
  const t = [0, 0, 0, 0];
  for (const row of rows) for (let i = 0; i < 4; i++) t[i]! += row[i + 1]!;
  return [t[0]!, t[1]!, t[2]!, t[3]!];
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A balance range of {@link balanceRows}: from `from` antes (inclusive) to `to` (exclusive; null: and up). */
export interface BalanceRow {
  /** The balance after the ante, in antes, from. */
  readonly from: number;
  /** Up to (not included); `null`: no upper end. */
  readonly to: number | null;
  /** Exchanges allowed under the text's limit (the balance after the fee covers the raise). */
  readonly withLimit: readonly (1 | 2)[];
  /** Exchanges allowed without it (the fee alone must be covered). */
  readonly withoutLimit: readonly (1 | 2)[];
  /** The exchange a player may use to advantage: the largest after which the raise is still covered. */
  readonly useful: 0 | 1 | 2;
}

/**
 * What the exchange limit of the text allows at every balance, by asking the engine's
 * `exchangeAllowed` at each chip of balance for an ante at which every fee is whole chips. The balance is
 * what the player has left after the ante; the raise must always be covered (the ante is taken only
 * then), so the rows start at the raise.
 *
 * @param rules - The rules (fees, exchange, raise multiple).
 */
export function balanceRows(rules: StudRules): BalanceRow[] {
  if (rules.maxExchange === 0) return [];
  const lcm = (a: number, b: number) => (a * b) / gcd(a, b);
  const ante = lcm(rules.feeOneCard.per, rules.feeTwoCards.per);
  const raise = rules.raiseMultiple * ante;
  const maxFee = Math.max(
    (rules.feeOneCard.pays * ante) / rules.feeOneCard.per,
    (rules.feeTwoCards.pays * ante) / rules.feeTwoCards.per,
  );
  const allowed = (balance: number, limit: boolean): (1 | 2)[] =>
    ([1, 2] as const).filter(
      (n) =>
        n <= rules.maxExchange &&
        exchangeAllowed({ balance, ante, count: n }, { ...rules, exchangeNeedsRaise: limit }).ok,
    );
  const rows: BalanceRow[] = [];
  for (let b = raise; b <= raise + maxFee + ante; b++) {
    const withLimit = allowed(b, true);
    const withoutLimit = allowed(b, false);
    // Useful: an exchange after which the raise is still covered, which is what the limit asks.
    const useful = (withLimit.length === 0 ? 0 : Math.max(...withLimit)) as 0 | 1 | 2;
    const last = rows.at(-1);
    if (
      last &&
      last.useful === useful &&
      last.withLimit.join() === withLimit.join() &&
      last.withoutLimit.join() === withoutLimit.join()
    ) {
      continue;
    }
    if (last) rows[rows.length - 1] = { ...last, to: b / ante };
    rows.push({ from: b / ante, to: null, withLimit, withoutLimit, useful });
  }
  return rows;
}

/**
 * The rules a player of a given balance effectively plays: the exchange cut to what is useful.
 *
 * @param rules - The rules.
 * @param useful - The largest useful exchange.
 */
export function effectiveRules(rules: StudRules, useful: 0 | 1 | 2): StudRules {
  return { ...rules, maxExchange: useful };
}

/**
 * A balance in antes: «3», «3½», «2,25».
 *
 * @param antes - The balance.
 */
export function antesAmountRu(antes: number): string {
  if (Number.isInteger(antes)) return formatNumber(antes);
  if (Number.isInteger(antes * 2)) return `${formatNumber(Math.floor(antes))}½`;
  return formatNumber(antes, { min: 0, max: 3 });
}

/**
 * The fees of a rules set in words: «1 и 1½ АНТЕ».
 *
 * @param rules - The rules.
 */
export function feesRu(rules: StudRules): string {
  const one = antesRu(rules.feeOneCard.pays, rules.feeOneCard.per);
  if (rules.maxExchange === 1) return `одна карта — ${one}`;
  return `одна карта — ${one}, две — ${antesRu(rules.feeTwoCards.pays, rules.feeTwoCards.per)}`;
}

/**
 * A paytable in the texts' order: `100 / 50 / 20 / 7 / 5 / 4 / 3 / 2 / 1 / 1`.
 *
 * @param p - The paytable.
 */
export function paytableRu(p: StudPaytable): string {
  return STUD_CATEGORIES.map((k) => (p[k].per === 1 ? String(p[k].pays) : formatRatio(p[k]))).join(' / ');
}

/** The largest term of a payout or fee the rules accept. */
export const MAX_TERM = 1000;

/**
 * Reads a number of antes typed by a reader: `1`, `1,5`, `1.5`, `3/2`, `1½` → a ratio.
 *
 * @param text - What was typed.
 * @returns The ratio, or `null` when it is not a positive number with at most three decimals.
 */
export function parseAntes(text: string): Ratio | null {
  const t = text.trim().replace(',', '.').replace('½', '.5');
  const frac = /^(\d{1,4})\s*\/\s*(\d{1,4})$/u.exec(t);
  let pays: number;
  let per: number;
  if (frac) {
    pays = Number(frac[1]);
    per = Number(frac[2]);
  } else {
    const dec = /^(\d{0,4})(?:\.(\d{1,3}))?$/u.exec(t);
    if (!dec || t === '' || t === '.') return null;
    const digits = dec[2] ?? '';
    per = 10 ** digits.length;
    pays = Number(dec[1] || '0') * per + Number(digits || '0');
  }
  if (per === 0 || pays === 0) return null;
  const g = gcd(pays, per);
  pays /= g;
  per /= g;
  return pays <= MAX_TERM && per <= MAX_TERM ? { pays, per } : null;
}

/**
 * Reads a payout typed by a reader: a whole number from 1 to 1000 (`n` to 1).
 *
 * @param text - What was typed.
 */
export function parsePayout(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/u.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_TERM ? n : null;
}

/**
 * The figure id of a stud figure under some rules, written against the text's (`croupier odds stud
 * --preset seed --set …`): a paytable that differs from the text's is one `+paytable=200,50,…` (its
 * payouts to 1, royal flush first, as `--set paytable=…` takes them); `undefined` when a rule has no
 * `--set` form (a payout that is not whole to 1).
 *
 * @param rules - The rules.
 * @param field - `houseEdge`, `elementOfRisk` or `raiseChance`.
 * @example
 * ```ts
 * studFigureId({ ...seed, maxExchange: 1 }, 'houseEdge'); // 'stud/seed+maxExchange=1/ante/houseEdge'
 * ```
 */
export function studFigureId(
  rules: StudRules,
  field: 'houseEdge' | 'elementOfRisk' | 'raiseChance',
): string | undefined {
  const { paytable, ...rest } = rules;
  const { paytable: textPaytable, ...seed } = studPresets.seed.rules;
  const sets = ruleSets(seed, rest);
  if (sets === undefined) return undefined;
  let table = '';
  if (
    JSON.stringify(STUD_CATEGORIES.map((k) => paytable[k])) !==
    JSON.stringify(STUD_CATEGORIES.map((k) => textPaytable[k]))
  ) {
    if (STUD_CATEGORIES.some((k) => paytable[k].per !== 1)) return undefined;
    table = `+paytable=${STUD_CATEGORIES.map((k) => paytable[k].pays).join(',')}`;
  }
  return `stud/seed${sets}${table}/ante/${field}`;
}

/**
 * The figure id of a share of a combination's hands that take a decision under some rules (the table
 * «Как меняется игра»): `stud/seed…/decisions<Category>/<decision>`, its rules as {@link studFigureId}
 * writes them; `undefined` when they have no `--set` form.
 *
 * @param rules - The rules.
 * @param category - The dealt combination (`royalFlush` … `noGame`), or `all` for every hand.
 * @param decision - Fold, raise, exchange one card or two.
 * @example
 * ```ts
 * studDecisionFigureId(seed, 'pair', 'raise'); // 'stud/seed/decisionsPair/raise'
 * ```
 */
export function studDecisionFigureId(
  rules: StudRules,
  category: StudPaidCategory | 'noGame' | 'all',
  decision: (typeof STUD_DECISION_FIELDS)[number],
): string | undefined {
  return studFigureId(rules, 'houseEdge')?.replace(/\/ante\/houseEdge$/u, `/${studDecisionBet(category)}/${decision}`);
}

/**
 * A count over a number of hands as an exact fraction in lowest terms, `num/den`.
 *
 * @param count - The hands that take a decision.
 * @param of - The hands dealt.
 */
export function shareFraction(count: number, of: number): string {
  const g = gcd(count, of) || 1;
  return `${count / g}/${of / g}`;
}
