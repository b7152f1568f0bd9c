/**
 * A naive value of every decision of a Russian-poker hand, for checking the engine's advice on a small
 * deck: every dealer hand, every replacement and every purchase enumerated, settled by
 * {@link naiveStudSettle}. Written without engine code; slow (use a deck of 15–20 cards).
 *
 * @module
 */
import { naiveBestFive, naiveStudSettle, naiveStudValue, naiveTwoCombinations, type NaiveStudRules } from './stud.js';

/** The rules the naive advice reads. */
export interface NaiveRussianRules extends NaiveStudRules {
  readonly buyGame: 'none' | 'once' | 'sameRankAgain';
  readonly insuranceMax: 'halfPayout' | 'payout';
  readonly exchangeAllRaises: boolean;
}

function subsets(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [number, ...number[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/** The average net of the raise for a final hand against every dealer hand from `left` (with `up`). */
export function naiveStand(
  player: readonly number[],
  left: readonly number[],
  up: number | undefined,
  ante: number,
  rules: NaiveRussianRules,
  buy: { readonly fee: number } | null,
): { readonly raise: number; readonly noGame: number } {
  let total = 0;
  let noGame = 0;
  const hidden = up === undefined ? 5 : 4;
  const hands = subsets(left, hidden);
  const lowest = rules.qualifier === 'pair' ? 2 : 1;
  for (const h of hands) {
    const dealer = up === undefined ? h : [...h, up];
    const take = Number(naiveStudSettle({ player, dealer, ante, raised: true }, rules).net);
    if (naiveStudValue(dealer).rank >= lowest) {
      total += take;
      continue;
    }
    noGame++;
    if (buy === null) {
      total += take;
      continue;
    }
    const deck = left.filter((c) => !h.includes(c));
    const hi = dealer.reduce((a, b) => (Math.floor(b / 4) > Math.floor(a / 4) ? b : a));
    const bought = (d: readonly number[], gone: number, pool: readonly number[]): number => {
      let s = 0;
      for (const c of pool) {
        const next = d.map((x) => (x === gone ? c : x));
        if (rules.buyGame === 'sameRankAgain' && Math.floor(c / 4) === Math.floor(gone / 4)) {
          s += bought(
            next,
            c,
            pool.filter((x) => x !== c),
          );
        } else {
          s += Number(
            naiveStudSettle(
              { player, dealer: next, ante, raised: true, fees: buy.fee, bought: true, qualifiedWhenShown: false },
              rules,
            ).net,
          );
        }
      }
      return s / pool.length;
    };
    total += Math.max(take, bought(dealer, hi, deck));
  }
  return { raise: total / hands.length, noGame: noGame / hands.length };
}

/**
 * The naive EVs per ante of fold, raise, insure, a sixth card and the exchanges asked for. A hand of six
 * cards (a sixth card bought) is valued as it stands: pass no sixth-card fee and no discards.
 */
export function naiveRussianAdvice(input: {
  readonly hand: readonly number[];
  readonly up?: number;
  readonly deck: readonly number[];
  readonly ante: number;
  readonly rules: NaiveRussianRules;
  /** Fees in chips. */
  readonly fees: { readonly buyGame: number; readonly sixthCard: number | null; readonly exchange: readonly number[] };
  /** The discards to value (card lists). */
  readonly discards: readonly (readonly number[])[];
  readonly insurance: boolean;
}): { raise: number; insure: number | null; sixthCard: number | null; exchanges: number[] } {
  const { hand, up, ante, rules, fees } = input;
  const left = input.deck.filter((c) => !hand.includes(c) && c !== up);
  const buy = rules.buyGame === 'none' ? null : { fee: fees.buyGame };
  const stand = naiveStand(hand, left, up, ante, rules, buy);
  let insure: number | null = null;
  const cat = naiveBestFive(hand).category;
  if (
    input.insurance &&
    ['threeOfAKind', 'straight', 'flush', 'fullHouse', 'fourOfAKind', 'straightFlush', 'royalFlush'].includes(cat)
  ) {
    const bet = ante * rules.raiseMultiple;
    const two = naiveTwoCombinations(hand);
    let win = Math.floor((bet * rules.paytable[cat]!.pays) / rules.paytable[cat]!.per);
    if (rules.twoCombinations && two.second !== null)
      win += Math.floor((bet * rules.paytable[two.second]!.pays) / rules.paytable[two.second]!.per);
    if ((rules.maxPayout ?? 0) > 0) win = Math.min(win, rules.maxPayout!);
    const max = Math.max(ante, rules.insuranceMax === 'halfPayout' ? Math.floor(win / 2) : win);
    const edge = stand.noGame - (1 - stand.noGame);
    insure = stand.raise + Math.max(ante * edge, max * edge);
  }
  const draw = (player: readonly number[], rest: readonly number[], forced: boolean): number => {
    const r = naiveStand(player, rest, up, ante, rules, null).raise;
    return forced ? r : Math.max(-ante, r);
  };
  let sixthCard: number | null = null;
  if (fees.sixthCard !== null) {
    let s = 0;
    for (const c of left)
      s += draw(
        [...hand, c],
        left.filter((x) => x !== c),
        false,
      );
    sixthCard = s / left.length - fees.sixthCard;
  }
  const exchanges = input.discards.map((discard) => {
    const kept = hand.filter((c) => !discard.includes(c));
    const k = discard.length;
    const forced = k === 5 && rules.exchangeAllRaises;
    let s = 0;
    const draws = subsets(left, k);
    for (const r of draws)
      s += draw(
        [...kept, ...r],
        left.filter((x) => !r.includes(x)),
        forced,
      );
    return s / draws.length - fees.exchange[k - 1]!;
  });
  return {
    raise: stand.raise / ante,
    insure: insure === null ? null : insure / ante,
    sixthCard: sixthCard === null ? null : sixthCard / ante,
    exchanges: exchanges.map((e) => e / ante),
  };
}
