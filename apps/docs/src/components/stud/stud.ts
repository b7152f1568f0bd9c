/**
 * The logic of the «Покер» islands, apart from React: the text's examples, the payout calculator, the
 * exchange cost with the balance limit, and the advisor's rows.
 */
import { type Card, formatCards } from '@croupier/engine/cards';
import { orThrow } from '@croupier/engine';
import {
  type Category,
  PAID_CATEGORIES,
  type StudPaidCategory,
  type StudRules,
  anteAllowed,
  categoryOf,
  compareHands,
  evaluate,
  exchangeAllowed,
  parseHandOrThrow,
  raiseFor,
  resolveRulesOrThrow,
  settleOutcome,
} from '@croupier/engine/stud';
import { isCroupierError } from '@croupier/engine';
import { cardName, formatChips, formatRatio, studCategoryRu, studErrorRu, studRuleErrorRu } from '@croupier/ru';

/** The text's rules (preset `seed`). */
export const SEED_RULES: StudRules = resolveRulesOrThrow();

/** Every comparison example of the text, as it writes them (the better hand first). */
export const TEXT_EXAMPLES: readonly { readonly better: string; readonly worse: string; readonly why: string }[] = [
  { better: 'Т-К-В-3-2', worse: 'Т-К-10-9-8', why: 'валет старше десятки' },
  { better: '5-5-4-3-2', worse: '4-4-Т-К-Д', why: 'сравнивается достоинство парных карт' },
  { better: '5-5-Д-3-2', worse: '5-5-В-10-9', why: 'дама старше валета' },
  { better: 'Т-Т-2-2-3', worse: 'К-К-Д-Д-Т', why: 'сравнивается достоинство карт старшей пары' },
  { better: 'Т-К-Д-В-10', worse: '5-4-3-2-Т', why: 'самый старший стрит и самый младший' },
  { better: '3-3-3-2-2', worse: '2-2-2-Т-Т', why: 'карта из тройки весомее, чем из пары' },
];

/** A compared pair: each hand's cards, combination and class, and the verdict. */
export interface Comparison {
  readonly a: { readonly cards: Card[]; readonly category: Category; readonly name: string; readonly cls: number };
  readonly b: { readonly cards: Card[]; readonly category: Category; readonly name: string; readonly cls: number };
  /** `a`, `b` or `tie`. */
  readonly winner: 'a' | 'b' | 'tie';
}

function describe(cards: Card[]): Comparison['a'] {
  const category = categoryOf(orThrow(evaluate(cards)));
  return { cards, category, name: studCategoryRu(category), cls: orThrow(evaluate(cards)) };
}

/**
 * Compares two hands written as cards or as the text's ranks.
 *
 * @param a - The first hand.
 * @param b - The second hand.
 * @throws CroupierError (carrying the engine's error) for a hand that is not one.
 */
export function compareText(a: string | Card[], b: string | Card[]): Comparison {
  const ca = typeof a === 'string' ? parseHandOrThrow(a) : a;
  const cb = typeof b === 'string' ? parseHandOrThrow(b) : b;
  const r = orThrow(compareHands(ca, cb));
  return { a: describe(ca), b: describe(cb), winner: r > 0 ? 'a' : r < 0 ? 'b' : 'tie' };
}

/**
 * {@link compareText} for what a reader typed: the comparison, or the engine's refusal in Russian.
 *
 * @param a - The first hand as typed.
 * @param b - The second hand as typed.
 */
export function compareTyped(a: string, b: string): { ok: true; value: Comparison } | { ok: false; error: string } {
  try {
    const ca = parseHandOrThrow(a);
    const cb = parseHandOrThrow(b);
    // A hand written with suits is real cards: one deck has each card once. The text's rank-only form
    // (Т-К-В-3-2) says nothing about suits, so two such hands may share ranks.
    if (!RANKS_ONLY.test(a) && !RANKS_ONLY.test(b)) {
      const shared = ca.filter((c) => cb.includes(c));
      if (shared.length > 0)
        return {
          ok: false,
          error: `${shared.map(cardName).join(', ')} — в обоих раскладах, а в колоде каждая карта одна: уберите ${shared.length === 1 ? 'её' : 'их'} из одного расклада.`,
        };
    }
    return { ok: true, value: compareText(ca, cb) };
  } catch (e) {
    if (isCroupierError(e)) return { ok: false, error: studRuleErrorRu(e.error) };
    throw e;
  }
}

/** A hand in the text's notation, ranks only: `Т-К-В-3-2`. */
const RANKS_ONLY = /^\s*[0-9A-ZА-Я]{1,2}(?:\s*-\s*[0-9A-ZА-Я]{1,2}){4}\s*$/iu;

/** One row of the payout calculator. */
export interface PayoutRow {
  readonly category: StudPaidCategory;
  readonly name: string;
  readonly pays: string;
  /** What the player wins in all (ante 1:1 plus the raise by the table), the stakes returned on top. */
  readonly won: number;
}

/** The payout calculator's table for an ante, or the reason the ante is not one. */
export type Payouts =
  | {
      readonly ok: true;
      readonly raise: number;
      readonly rows: readonly PayoutRow[];
      /** What the dealer's «нет игры» pays: the ante 1:1, the raise returned. */
      readonly noGame: number;
    }
  | { readonly ok: false; readonly error: string };

/**
 * What each combination wins when the dealer qualifies and loses, and what the dealer's «нет игры»
 * pays, settled by the engine's `settleOutcome` (the rule the round settles with).
 *
 * @param ante - The ante in chips (anything typed: the engine checks it).
 * @param rules - The rules (default: the text's).
 */
export function payouts(ante: number, rules: StudRules = SEED_RULES): Payouts {
  const noGame = settleOutcome({ ante, outcome: 'dealerNoGame' }, rules);
  if (!noGame.ok) return { ok: false, error: studErrorRu(noGame.error) };
  const rows = PAID_CATEGORIES.map((category) => {
    const p = settleOutcome({ ante, outcome: 'playerWins', category }, rules);
    const won = orThrow(p).net; // the ante was checked above
    return { category, name: studCategoryRu(category), pays: formatRatio(rules.paytable[category]), won };
  });
  return { ok: true, raise: raiseFor(ante, rules), rows, noGame: noGame.value.net };
}

/** The exchange options at an ante and a balance, as the text limits them. */
export interface ExchangeInfo {
  readonly raise: number;
  readonly options: readonly {
    readonly count: 1 | 2;
    readonly fee: number | null;
    readonly allowed: boolean;
    readonly reason: string;
  }[];
}

/**
 * The fee of one and two cards and whether the balance allows them, by the engine's rules
 * (`anteAllowed`, `exchangeAllowed`); refusals are worded by `@croupier/ru`.
 *
 * @param ante - The ante.
 * @param balance - The chips the player had before the ante.
 * @param rules - The rules.
 */
export function exchangeInfo(ante: number, balance: number, rules: StudRules = SEED_RULES): ExchangeInfo | string {
  const a = anteAllowed(balance, ante, rules);
  if (!a.ok) return studErrorRu(a.error);
  const left = balance - ante;
  const raise = raiseFor(ante, rules);
  const options = ([1, 2] as const).map((count) => {
    const r = exchangeAllowed({ balance: left, ante, count }, rules);
    if (r.ok) {
      return {
        count,
        fee: r.value,
        allowed: true,
        reason: `после платы останется ${formatChips(left - r.value)}, СТАВКА ${formatChips(raise)} покрыта`,
      };
    }
    const d = r.error.details as { readonly fee?: unknown };
    const why = studErrorRu(r.error);
    return {
      count,
      fee: typeof d.fee === 'number' ? d.fee : null,
      allowed: false,
      reason: why.charAt(0).toLowerCase() + why.slice(1),
    };
  });
  return { raise, options };
}

/** Formats cards in the text's notation. */
export function ru(cards: readonly Card[]): string {
  return formatCards(cards, { notation: 'ru' });
}

/**
 * What a reader typed as chips, passed on for the engine to check: a number when it reads as one
 * («25», «2.5», «2,5»), otherwise the text itself, which the engine refuses with its own reason (worded in
 * Russian, quoting what was typed) — never quietly 0.
 *
 * @param text - The field's text.
 * @returns A number of chips for the engine to check (the text itself, typed as a number, when it is not one).
 */
export function readChips(text: string): number {
  const t = text.trim().replace(',', '.');
  return (/^-?\d+(\.\d+)?$/u.test(t) ? Number(t) : text.trim()) as number;
}
