/**
 * Independent oracles for five-card stud, written apart from the engine and imported by every test that
 * needs them: a deliberately naive evaluator (count the ranks, read the combination off the counts, list
 * the tie-break ranks as club poker states them), a namer, and a naive settler that follows the text's
 * words (the dealer plays from ace-king; the ante pays 1:1; the raise, twice the ante, by the table).
 *
 * Cards are integers `rank * 4 + suit` (two = 0 … ace = 12); nothing here imports the engine.
 *
 * @module
 */

/** The text's combinations from the worst to the best: the index is the combination's rank. */
export const STUD_ORDER = [
  'noGame',
  'aceKing',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;

/**
 * How many of the 2,598,960 five-card hands make each combination: the published counts (e.g. Wikipedia,
 * «Poker probability»), with the text's «Туз-Король» split out of high card by hand — ranks A, K and three
 * of the other eleven (C(11,3) = 165) minus the one straight A-K-Q-J-10, times the 4^5 − 4 suitings that
 * are not a flush: 164 · 1020 = 167,280; «нет игры» is the rest of high card, 1,302,540 − 167,280.
 */
export const FIVE_CARD_COUNTS: Readonly<Record<string, number>> = {
  royalFlush: 4,
  straightFlush: 36,
  fourOfAKind: 624,
  fullHouse: 3744,
  flush: 5108,
  straight: 10200,
  threeOfAKind: 54912,
  twoPair: 123552,
  pair: 1098240,
  aceKing: 164 * 1020,
  noGame: 1302540 - 164 * 1020,
};

/** The text's raise paytable, copied from the text by hand: «Флеш-Рояль 100:1 … Туз-Король 1:1». */
export const TEXT_PAYS: Readonly<Record<string, number>> = {
  royalFlush: 100,
  straightFlush: 50,
  fourOfAKind: 20,
  fullHouse: 7,
  flush: 5,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  pair: 1,
  aceKing: 1,
};

// Scratch arrays keep the evaluator quick enough to run on all 2,598,960 hands.
const COUNT = new Int8Array(13);
const TIE = new Int8Array(5);

/**
 * The naive value of five cards: the combination's rank in {@link STUD_ORDER} and the tie-break ranks
 * (the ranks of the largest groups first, higher before lower; a straight by its top card, the
 * 5-4-3-2-A by its five). The returned `tie` array is reused by the next call.
 *
 * @param cards - Five distinct cards.
 */
export function naiveStudValue(cards: readonly number[]): { readonly rank: number; readonly tie: Int8Array } {
  COUNT.fill(0);
  let flush = true;
  for (const c of cards) {
    COUNT[Math.floor(c / 4)]!++;
    if (c % 4 !== cards[0]! % 4) flush = false;
  }
  let k = 0;
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  for (let size = 4; size >= 1; size--) {
    for (let r = 12; r >= 0; r--) {
      if (COUNT[r] === size) {
        TIE[k++] = r;
        if (size === 2) pairs++;
        if (size === 3) trips++;
        if (size === 4) quads++;
      }
    }
  }
  for (let i = k; i < 5; i++) TIE[i] = -1;
  let straightHigh = -1;
  if (k === 5) {
    if (TIE[0]! - TIE[4]! === 4) straightHigh = TIE[0]!;
    else if (TIE[0] === 12 && TIE[1] === 3 && TIE[4] === 0) straightHigh = 3; // 5-4-3-2-A
  }
  if (straightHigh >= 0) {
    TIE.fill(-1);
    TIE[0] = straightHigh;
  }
  if (straightHigh >= 0 && flush) return { rank: straightHigh === 12 ? 10 : 9, tie: TIE };
  if (quads) return { rank: 8, tie: TIE };
  if (trips && pairs) return { rank: 7, tie: TIE };
  if (flush) return { rank: 6, tie: TIE };
  if (straightHigh >= 0) return { rank: 5, tie: TIE };
  if (trips) return { rank: 4, tie: TIE };
  if (pairs === 2) return { rank: 3, tie: TIE };
  if (pairs === 1) return { rank: 2, tie: TIE };
  if (TIE[0] === 12 && TIE[1] === 11) return { rank: 1, tie: TIE };
  return { rank: 0, tie: TIE };
}

/**
 * One number per hand value: higher is better, equal values tie.
 *
 * @param cards - Five distinct cards.
 */
export function naiveStudKey(cards: readonly number[]): number {
  const { rank, tie } = naiveStudValue(cards);
  let key = rank;
  for (let i = 0; i < 5; i++) key = key * 14 + (tie[i]! + 1);
  return key;
}

/**
 * The text's name id of five cards (`fullHouse`, `aceKing`, `noGame` …).
 *
 * @param cards - Five distinct cards.
 */
export function naiveStudCategory(cards: readonly number[]): (typeof STUD_ORDER)[number] {
  return STUD_ORDER[naiveStudValue(cards).rank]!;
}

/**
 * Compares two hands: positive if `a` is better, negative if `b` is, 0 for equal hands.
 *
 * @param a - Five cards.
 * @param b - Five cards.
 */
export function naiveStudCompare(a: readonly number[], b: readonly number[]): number {
  return Math.sign(naiveStudKey(a) - naiveStudKey(b));
}

/** Every k-card subset of a list, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/**
 * The best five of five or six cards, by trying every five and keeping the highest naive key.
 *
 * @param cards - Five or six cards.
 * @returns The five cards and their combination.
 */
export function naiveBestFive(cards: readonly number[]): {
  readonly cards: readonly number[];
  readonly category: (typeof STUD_ORDER)[number];
} {
  let best: number[] = [];
  let key = -Infinity;
  for (const five of subsets(cards, 5)) {
    const k = naiveStudKey(five);
    if (k > key) {
      key = k;
      best = five;
    }
  }
  return { cards: best, category: naiveStudCategory(best) };
}

/** The combination a set of cards makes exactly (each card needed), or null: a pair is two cards, a straight five. */
function exactCombination(set: readonly number[]): (typeof STUD_ORDER)[number] | null {
  const ranks = set.map((c) => Math.floor(c / 4)).sort((a, b) => a - b);
  const same = ranks.every((r) => r === ranks[0]);
  switch (set.length) {
    case 2:
      if (same) return 'pair';
      return ranks[0] === 11 && ranks[1] === 12 ? 'aceKing' : null;
    case 3:
      return same ? 'threeOfAKind' : null;
    case 4:
      if (same) return 'fourOfAKind';
      return ranks[0] === ranks[1] && ranks[2] === ranks[3] && ranks[1] !== ranks[2] ? 'twoPair' : null;
    case 5: {
      const c = naiveStudCategory(set);
      return ['straight', 'flush', 'fullHouse', 'straightFlush', 'royalFlush'].includes(c) ? c : null;
    }
    default:
      return null;
  }
}

/**
 * Russian poker's two combinations, naively: every subset of two to five cards that makes a combination
 * exactly is a combination; the first is the one of the best five's combination inside the best five,
 * the second the highest combination with a card outside the first.
 *
 * @param cards - Five or six cards.
 * @returns The two combinations (`second` null when there is none).
 */
export function naiveTwoCombinations(cards: readonly number[]): {
  readonly first: (typeof STUD_ORDER)[number];
  readonly second: (typeof STUD_ORDER)[number] | null;
} {
  const best = naiveBestFive(cards);
  if (best.category === 'noGame') return { first: 'noGame', second: null };
  const all: { set: number[]; cat: (typeof STUD_ORDER)[number] }[] = [];
  for (let k = 2; k <= 5; k++) {
    for (const set of subsets(cards, k)) {
      const cat = exactCombination(set);
      if (cat !== null) all.push({ set, cat });
    }
  }
  const first = all.find((c) => c.cat === best.category && c.set.every((x) => best.cards.includes(x)))!;
  let second: (typeof STUD_ORDER)[number] | null = null;
  for (const c of all) {
    if (c.set.every((x) => first.set.includes(x))) continue;
    if (second === null || STUD_ORDER.indexOf(c.cat) > STUD_ORDER.indexOf(second)) second = c.cat;
  }
  return { first: best.category, second };
}

/** The rules the naive settler reads (the Russian-poker ones optional: off when absent). */
export interface NaiveStudRules {
  readonly raiseMultiple: number;
  readonly qualifier: 'aceKing' | 'pair';
  readonly antePays: { readonly pays: number; readonly per: number };
  readonly paytable: Readonly<Record<string, { readonly pays: number; readonly per: number }>>;
  readonly twoCombinations?: boolean;
  readonly anteWhenDealerLoses?: 'paid' | 'push';
  readonly maxPayout?: number;
}

/**
 * Settles a round as the text tells it, with BigInt arithmetic: a fold loses the ante; a dealer below
 * the qualifier has no game (ante paid, raise returned); otherwise the better hand wins (ante paid, raise
 * by the player's combination), equal hands push, a worse hand loses both. Payouts round down; fees are
 * lost.
 *
 * @param round - The hands, the ante, whether the player raised, and the fees paid.
 * @param rules - Raise multiple, qualifier and payouts.
 * @returns The outcome and the player's net in chips (winnings minus everything lost, fees included).
 */
export function naiveStudSettle(
  round: {
    readonly player: readonly number[];
    readonly dealer: readonly number[];
    readonly ante: number;
    readonly raised: boolean;
    readonly fees?: number;
    /** Insurance staked, paid 1:1 if the dealer had no game when shown. */
    readonly insurance?: number;
    /** Whether the dealer qualified when shown (before a game was bought); default: his final hand. */
    readonly qualifiedWhenShown?: boolean;
    /** Whether a game was bought for the dealer (its fee among `fees`). */
    readonly bought?: boolean;
  },
  rules: NaiveStudRules,
): { readonly outcome: string; readonly net: bigint } {
  const ante = BigInt(round.ante);
  const fees = BigInt(round.fees ?? 0);
  const insured = BigInt(round.insurance ?? 0);
  const bet = ante * BigInt(rules.raiseMultiple);
  const pay = (stake: bigint, r: { pays: number; per: number }) => (stake * BigInt(r.pays)) / BigInt(r.per);
  if (!round.raised) return { outcome: 'folded', net: -ante - fees - insured };
  const dealerRank = naiveStudValue(round.dealer).rank;
  const lowest = rules.qualifier === 'pair' ? 2 : 1;
  const qualifies = dealerRank >= lowest;
  const shownQualified = round.qualifiedWhenShown ?? qualifies;
  const insurance = shownQualified ? -insured : insured;
  const player = round.player.length === 6 ? naiveBestFive(round.player).cards : round.player;
  if (!qualifies) {
    if (round.bought) return { outcome: 'boughtNoGame', net: insurance - fees };
    return { outcome: 'dealerNoGame', net: pay(ante, rules.antePays) - fees + insurance };
  }
  const c = naiveStudCompare(player, round.dealer);
  if (c === 0) return { outcome: 'push', net: -fees + insurance };
  if (c < 0) return { outcome: 'dealerWins', net: -ante - bet - fees + insurance };
  const two = naiveTwoCombinations(round.player);
  let win = pay(bet, rules.paytable[naiveStudCategory(player)]!);
  if (rules.twoCombinations && two.second !== null) win += pay(bet, rules.paytable[two.second]!);
  if ((rules.maxPayout ?? 0) > 0 && win > BigInt(rules.maxPayout!)) win = BigInt(rules.maxPayout!);
  const anteWin = rules.anteWhenDealerLoses === 'push' ? 0n : pay(ante, rules.antePays);
  return { outcome: 'playerWins', net: anteWin + win - fees + insurance };
}

/** One box of a multi-box round for {@link naiveStudBoxesSettle}: its final cards and what was staked. */
export interface NaiveStudBox {
  /** The player whose box it is. */
  readonly player: string;
  /** The box's final cards (five, or six after a sixth card). */
  readonly cards: readonly number[];
  readonly ante: number;
  readonly raised: boolean;
  /** Exchange or sixth-card fees. */
  readonly fees: number;
  readonly insurance: number;
  /** Whether the box paid for «покупка игры». */
  readonly bought: boolean;
  /** What it paid for it. */
  readonly gameFee: number;
}

/**
 * Settles several boxes against one dealer hand, naively: the dealer's hand as shown settles every box
 * that did not pay for a game; if some box paid, the dealer's highest card is replaced by the first of
 * `replacements` (again by the next while the new card has the rank of the one replaced, under
 * `sameRankAgain`), and that hand settles the boxes that paid (their insurance by the hand as shown).
 * Each box is settled alone by {@link naiveStudSettle}, so the maximum payout caps each box's win.
 *
 * @returns The dealer's final hand, each box's outcome and net, and each player's net.
 */
export function naiveStudBoxesSettle(
  round: {
    readonly dealer: readonly number[];
    readonly replacements: readonly number[];
    readonly boxes: readonly NaiveStudBox[];
  },
  rules: NaiveStudRules & { readonly buyGame?: 'none' | 'once' | 'sameRankAgain' },
): {
  readonly dealerAfter: readonly number[];
  readonly boxes: readonly { readonly outcome: string; readonly net: bigint }[];
  readonly byPlayer: Readonly<Record<string, bigint>>;
} {
  const lowest = rules.qualifier === 'pair' ? 2 : 1;
  const shownQualified = naiveStudValue(round.dealer).rank >= lowest;
  let after = [...round.dealer];
  if (round.boxes.some((b) => b.bought)) {
    let high = after.reduce((a, b) => (Math.floor(b / 4) > Math.floor(a / 4) ? b : a));
    for (const card of round.replacements) {
      after = after.map((c) => (c === high ? card : c));
      if (rules.buyGame !== 'sameRankAgain' || Math.floor(card / 4) !== Math.floor(high / 4)) break;
      high = card;
    }
  }
  const byPlayer: Record<string, bigint> = {};
  const boxes = round.boxes.map((b) => {
    const r = naiveStudSettle(
      {
        player: b.cards,
        dealer: b.bought ? after : round.dealer,
        ante: b.ante,
        raised: b.raised,
        fees: b.fees + b.gameFee,
        insurance: b.insurance,
        qualifiedWhenShown: shownQualified,
        bought: b.bought,
      },
      rules,
    );
    byPlayer[b.player] = (byPlayer[b.player] ?? 0n) + r.net;
    return r;
  });
  return { dealerAfter: after, boxes, byPlayer };
}
