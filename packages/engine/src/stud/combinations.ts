/**
 * Hands of six cards and hands with two combinations, as Russian poker pays them: the best five of six
 * play against the dealer, and under `twoCombinations` a second combination is paid too when it uses a
 * card outside the cards that make the first (senator.am: «at least one card … in the second hand which
 * are not included in the first one»; Туз-Король may be the second).
 *
 * The cards that make a combination (its *core*): all five for a straight, flush, full house, straight
 * flush or royal flush; the four of a four of a kind; the three of a three; the four of two pairs; the two
 * of a pair; the ace and the king of a Туз-Король. So K-K-Т-8-5 holds a pair and a Туз-Король (the ace is
 * outside the pair), and Т-Т-Т-Т-К four of a kind and a Туз-Король, as gamsoft.ru's list of Russian
 * poker's double combinations pays them.
 *
 * @module
 */
import { type Card, isCard } from '../cards/index.js';
import { ok, show, type Result } from '../result/index.js';
import { studErr, type StudErrorOf } from './errors.js';
import { type Category, type HandClass, CATEGORIES, categoryOf, evaluate5 } from './evaluator.js';

/** The best five of a hand of five or six cards. */
export interface BestFive {
  /** The class of the best five (1 best … 7462). */
  readonly class: HandClass;
  /** Its combination. */
  readonly category: Category;
  /** The five cards, in the order of the hand. */
  readonly cards: readonly Card[];
}

/** The two combinations of a hand, as Russian poker pays them. */
export interface TwoCombinations {
  /** The best five: the hand that plays against the dealer. */
  readonly first: BestFive;
  /** The cards that make the first combination (none for «нет игры»). */
  readonly firstCore: readonly Card[];
  /** The best other combination with a card outside `firstCore`, or `null` when there is none. */
  readonly second: { readonly category: Exclude<Category, 'noGame'>; readonly cards: readonly Card[] } | null;
}

const rankOf = (c: Card): number => c >> 2;
const ACE = 12;
const KING = 11;

/**
 * The best five of five or six encoded cards, unchecked (the round's own path).
 *
 * @param cards - Five or six distinct cards.
 * @internal
 */
export function bestFiveUnchecked(cards: readonly Card[]): BestFive {
  if (cards.length === 5) {
    const cls = evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    return { class: cls, category: categoryOf(cls), cards: [...cards] };
  }
  let best = Infinity;
  let skip = 0;
  for (let out = 0; out < 6; out++) {
    const f = cards.filter((_, i) => i !== out);
    const cls = evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!);
    if (cls < best) {
      best = cls;
      skip = out;
    }
  }
  return { class: best, category: categoryOf(best), cards: cards.filter((_, i) => i !== skip) };
}

function checkCards(
  cards: unknown,
): StudErrorOf<'stud/not-five-cards' | 'stud/not-a-card' | 'stud/duplicate-card'> | null {
  if (!Array.isArray(cards) || (cards.length !== 5 && cards.length !== 6)) {
    return studErr('stud/not-five-cards', {
      count: Array.isArray(cards) ? cards.length : null,
      hand: show(cards),
    }).error;
  }
  const seen = new Set<number>();
  for (const c of cards as unknown[]) {
    if (!isCard(c)) return studErr('stud/not-a-card', { card: show(c) }).error;
    if (seen.has(c)) return studErr('stud/duplicate-card', { card: c }).error;
    seen.add(c);
  }
  return null;
}

/**
 * The best five of a hand of five or six cards: what plays against the dealer after a sixth card.
 *
 * @param cards - Five or six distinct cards.
 * @returns The class, combination and cards of the best five, or `stud/not-five-cards` (five or six
 *   wanted), `stud/not-a-card`, `stud/duplicate-card`.
 * @example
 * ```ts
 * bestFive(parseCardsOrThrow('9s 8s 7s 6s 5s 2d')).value.category; // 'straightFlush'
 * ```
 */
export function bestFive(
  cards: readonly Card[],
): Result<BestFive, StudErrorOf<'stud/not-five-cards' | 'stud/not-a-card' | 'stud/duplicate-card'>> {
  const bad = checkCards(cards);
  if (bad) return { ok: false, error: bad };
  return ok(bestFiveUnchecked(cards));
}

/** The core of the best five: the cards that make its combination. */
function coreOf(five: BestFive): Card[] {
  const byRank = new Map<number, Card[]>();
  for (const c of five.cards) byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c]);
  const groups = (n: number) => [...byRank.values()].filter((g) => g.length === n);
  switch (five.category) {
    case 'fourOfAKind':
      return groups(4)[0]!;
    case 'threeOfAKind':
      return groups(3)[0]!;
    case 'twoPair':
      return groups(2).flat();
    case 'pair':
      return groups(2)[0]!;
    case 'aceKing':
      return [byRank.get(ACE)![0]!, byRank.get(KING)![0]!];
    case 'noGame':
      return [];
    default:
      return [...five.cards];
  }
}

/** Every combination a hand holds, as `[category, cards]`, its cards exactly those that make it. */
function combinationsIn(cards: readonly Card[]): [Exclude<Category, 'noGame'>, Card[]][] {
  const out: [Exclude<Category, 'noGame'>, Card[]][] = [];
  const byRank = new Map<number, Card[]>();
  for (const c of cards) byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c]);
  const pairs: Card[][] = [];
  for (const g of byRank.values()) {
    for (let i = 0; i < g.length; i++)
      for (let j = i + 1; j < g.length; j++) {
        pairs.push([g[i]!, g[j]!]);
        for (let k = j + 1; k < g.length; k++) {
          out.push(['threeOfAKind', [g[i]!, g[j]!, g[k]!]]);
          for (let l = k + 1; l < g.length; l++) out.push(['fourOfAKind', [g[i]!, g[j]!, g[k]!, g[l]!]]);
        }
      }
  }
  for (const p of pairs) out.push(['pair', p]);
  for (let i = 0; i < pairs.length; i++)
    for (let j = i + 1; j < pairs.length; j++)
      if (rankOf(pairs[i]![0]!) !== rankOf(pairs[j]![0]!)) out.push(['twoPair', [...pairs[i]!, ...pairs[j]!]]);
  for (const a of byRank.get(ACE) ?? []) for (const k of byRank.get(KING) ?? []) out.push(['aceKing', [a, k]]);
  // The five-card combinations: each five of the hand that is one.
  const fives: Card[][] =
    cards.length === 5 ? [[...cards]] : cards.map((_, out6) => cards.filter((__, i) => i !== out6));
  for (const f of fives) {
    const cat = categoryOf(evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!));
    if (cat === 'royalFlush' || cat === 'straightFlush' || cat === 'fullHouse' || cat === 'flush' || cat === 'straight')
      out.push([cat, f]);
  }
  return out;
}

/**
 * The two combinations of a hand, unchecked (the round's own path).
 *
 * @param cards - Five or six distinct cards.
 * @internal
 */
export function twoCombinationsUnchecked(cards: readonly Card[]): TwoCombinations {
  const first = bestFiveUnchecked(cards);
  const firstCore = coreOf(first);
  if (first.category === 'noGame') return { first, firstCore, second: null };
  const inCore = new Set(firstCore);
  let second: TwoCombinations['second'] = null;
  let bestIndex = Infinity;
  for (const [cat, set] of combinationsIn(cards)) {
    if (set.every((c) => inCore.has(c))) continue;
    const index = CATEGORIES.indexOf(cat);
    if (index < bestIndex) {
      bestIndex = index;
      second = { category: cat, cards: set };
    }
  }
  return { first, firstCore, second };
}

/**
 * The two combinations of a hand of five or six cards, as Russian poker pays them: the best five, and
 * the best other combination that uses a card outside the cards making the first.
 *
 * @param cards - Five or six distinct cards.
 * @returns The two combinations (the second `null` when the hand holds no other), or a hand error.
 * @example
 * ```ts
 * twoCombinations(parseCardsOrThrow('Kh Ks Ac 8d 5h')).value.second?.category; // 'aceKing' (a pair and Туз-Король)
 * twoCombinations(parseCardsOrThrow('Ah Kh Qh Jh Th 9h')).value.second?.category; // 'straightFlush' (100 + 50)
 * ```
 */
export function twoCombinations(
  cards: readonly Card[],
): Result<TwoCombinations, StudErrorOf<'stud/not-five-cards' | 'stud/not-a-card' | 'stud/duplicate-card'>> {
  const bad = checkCards(cards);
  if (bad) return { ok: false, error: bad };
  return ok(twoCombinationsUnchecked(cards));
}
