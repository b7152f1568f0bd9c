/**
 * The logic of the «Покер» islands, apart from React: the text's examples, the payout calculator, the
 * exchange cost with the balance limit, and the advisor's rows.
 */
import { type Card, formatCards } from '@croupier/engine/cards';
import {
  CATEGORY_RU,
  type Category,
  type StudRules,
  canExchange,
  categoryOf,
  compareHands,
  evaluate,
  parseHandOrThrow,
  resolveRulesOrThrow,
  settle,
} from '@croupier/engine/stud';

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
  const r = evaluate(cards);
  if (!r.ok) throw new Error(r.error.message);
  const category = categoryOf(r.value);
  return { cards, category, name: CATEGORY_RU[category], cls: r.value };
}

/**
 * Compares two hands written as cards or as the text's ranks.
 *
 * @param a - The first hand.
 * @param b - The second hand.
 */
export function compareText(a: string | Card[], b: string | Card[]): Comparison {
  const ca = typeof a === 'string' ? parseHandOrThrow(a) : a;
  const cb = typeof b === 'string' ? parseHandOrThrow(b) : b;
  const r = compareHands(ca, cb);
  if (!r.ok) throw new Error(r.error.message);
  return { a: describe(ca), b: describe(cb), winner: r.value > 0 ? 'a' : r.value < 0 ? 'b' : 'tie' };
}

/** One row of the payout calculator. */
export interface PayoutRow {
  readonly category: Category;
  readonly name: string;
  readonly pays: string;
  /** What the player wins in all (ante 1:1 plus the raise by the table), the stakes returned on top. */
  readonly won: number;
}

/** Hands that make each combination, for the calculator (the player's), and a dealer that qualifies with a pair of twos. */
const EXAMPLE_HANDS: Readonly<Record<Exclude<Category, 'noGame'>, string>> = {
  royalFlush: 'Ah Kh Qh Jh Th',
  straightFlush: '9s 8s 7s 6s 5s',
  fourOfAKind: '9c 9d 9h 9s 4d',
  fullHouse: '3s 3h 3d 4c 4s',
  flush: 'Kd Td 8d 6d 3d',
  straight: '9s 8h 7d 6c 5s',
  threeOfAKind: '9s 9h 9d Qc 4h',
  twoPair: 'As Ah 5d 5c Th',
  pair: '8s 8d Kc 4h 3s',
  aceKing: 'Ac Kd 8h 7c 3h',
};

/**
 * What each combination wins when the dealer qualifies and loses, settled by the engine.
 *
 * @param ante - The ante in chips.
 * @param rules - The rules (default: the text's).
 */
export function payoutRows(ante: number, rules: StudRules = SEED_RULES): PayoutRow[] {
  const dealer = parseHandOrThrow('2c 2d 6h 7s Jc'); // ace-king or better? a pair of twos: qualifies, and loses to every combination above
  const dealerAk = parseHandOrThrow('Ad Ks 4c 3d 2h'); // the lowest ace-king, for the player's ace-king
  return (Object.keys(EXAMPLE_HANDS) as Exclude<Category, 'noGame'>[]).map((category) => {
    const player = parseHandOrThrow(EXAMPLE_HANDS[category]);
    const s = settle(
      { player, dealer: category === 'aceKing' ? dealerAk : dealer, ante, raised: true, fees: 0 },
      rules,
    );
    const r = rules.paytable[category];
    return { category, name: CATEGORY_RU[category], pays: `${r.pays}:${r.per}`, won: s.ledger.won };
  });
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
 * The fee of one and two cards and whether the balance allows them.
 *
 * @param ante - The ante.
 * @param balance - The chips the player had before the ante.
 * @param rules - The rules.
 */
export function exchangeInfo(ante: number, balance: number, rules: StudRules = SEED_RULES): ExchangeInfo | string {
  if (!Number.isInteger(ante) || ante <= 0) return 'АНТЕ — целое положительное число фишек.';
  if (!Number.isInteger(balance) || balance < ante * (1 + rules.raiseMultiple)) {
    return `Со счётом ${balance} нельзя поставить АНТЕ ${ante}: нужно ${ante * (1 + rules.raiseMultiple)} (АНТЕ и СТАВКА ${ante * rules.raiseMultiple}).`;
  }
  const state = {
    phase: 'deciding' as const,
    balance: balance - ante,
    ante,
    player: [0, 1, 2, 3, 4],
    dealer: [5, 6, 7, 8, 9],
    upCards: 0,
    deck: [10, 11],
    exchanged: 0 as const,
    discards: [],
    fees: 0,
  };
  const options = ([1, 2] as const).map((count) => {
    const r = canExchange(state, count, rules);
    if (r.ok)
      return {
        count,
        fee: r.value,
        allowed: true,
        reason: `после платы останется ${balance - ante - r.value}, СТАВКА ${ante * rules.raiseMultiple} покрыта`,
      };
    const code = r.error.code;
    const fee = typeof r.error.details?.['fee'] === 'number' ? (r.error.details['fee'] as number) : null;
    const reason =
      code === 'stud/exchange-limited'
        ? `после платы ${fee} останется ${balance - ante - (fee ?? 0)} — меньше СТАВКИ ${ante * rules.raiseMultiple}: обмен ограничен одной картой`
        : code === 'stud/exchange-refused'
          ? `после платы ${fee} останется ${balance - ante - (fee ?? 0)} — меньше СТАВКИ ${ante * rules.raiseMultiple}: обмен запрещён`
          : r.error.message;
    return { count, fee, allowed: false, reason };
  });
  return { raise: ante * rules.raiseMultiple, options };
}

/** Formats cards in the text's notation. */
export function ru(cards: readonly Card[]): string {
  return formatCards(cards, { notation: 'ru' });
}
