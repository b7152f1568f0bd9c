/**
 * Independent reference implementations for baccarat, written from docs/rules.md (baccarat) and the published rules
 * of the side bets without the engine's code: a card's value, the banker's rule as the words say it, a
 * coup dealt from a list of cards, a naive settler, and two deliberately slow enumerations (every
 * ordered six-card value sequence; every ordered four-card sequence of the 52 cards) to check the
 * engine's exact analysis against.
 *
 * Cards use the engine's documented encoding, `rank × 4 + suit` with rank 0 = two … 12 = ace, but no
 * engine code is imported.
 *
 * @module
 */

/** A card's baccarat value: ace 1, two to nine face value, ten and pictures 0. */
export function naiveValue(card: number): number {
  const rank = Math.floor(card / 4);
  return rank === 12 ? 1 : rank >= 8 ? 0 : rank + 2;
}

/** A hand's point: the sum of values, tens dropped. */
export function naivePoint(cards: readonly number[]): number {
  return cards.reduce((s, c) => s + naiveValue(c), 0) % 10;
}

/**
 * The banker's rule as docs/rules.md (baccarat: the banker's third card) words it, for the casino tableau or the text's.
 *
 * @param tableau - `casino` or `seed`.
 * @param total - The banker's two-card total 0…7.
 * @param third - The value of the player's third card, or `null` if the player stood.
 */
export function rulesMdBankerDraws(tableau: 'casino' | 'seed', total: number, third: number | null): boolean {
  if (third === null) return total <= 5; // «banker, player stood: draws on 0–5, stands on 6–7»
  if (total <= 2) return true; // «0–2 draw»
  if (total === 3) return third !== 8; // «3 draws unless the player's third card is 8»
  if (total === 4) return ![0, 1, 8, 9].includes(third); // «4 draws unless it is 0, 1, 8, 9»
  if (total === 5) return tableau === 'casino' ? third >= 4 && third <= 7 : !(third >= 4 && third <= 7);
  if (total === 6) return tableau === 'casino' ? third === 6 || third === 7 : !(third === 6 || third === 7);
  return false; // «7 stands»
}

/** What a naive coup reports. */
export interface NaiveCoup {
  readonly player: number[];
  readonly banker: number[];
  readonly playerPoint: number;
  readonly bankerPoint: number;
  readonly winner: 'player' | 'banker' | 'tie';
  readonly natural: boolean;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  readonly playerPerfectPair: boolean;
  readonly bankerPerfectPair: boolean;
}

/**
 * Deals a coup from cards in order: player, banker, player, banker, then third cards by the rules.
 *
 * @param tableau - `casino` or `seed`.
 * @param cards - At least six cards, next first.
 */
export function naiveCoup(tableau: 'casino' | 'seed', cards: readonly number[]): NaiveCoup {
  let i = 0;
  const player = [cards[i++]!];
  const banker = [cards[i++]!];
  player.push(cards[i++]!);
  banker.push(cards[i++]!);
  const p2 = naivePoint(player);
  const b2 = naivePoint(banker);
  const natural = p2 >= 8 || b2 >= 8;
  if (!natural) {
    let third: number | null = null;
    if (p2 <= 5) {
      player.push(cards[i++]!);
      third = naiveValue(player[2]!);
    }
    if (rulesMdBankerDraws(tableau, b2, third)) banker.push(cards[i++]!);
  }
  const p = naivePoint(player);
  const b = naivePoint(banker);
  return {
    player,
    banker,
    playerPoint: p,
    bankerPoint: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    natural,
    playerPair: Math.floor(player[0]! / 4) === Math.floor(player[1]! / 4),
    bankerPair: Math.floor(banker[0]! / 4) === Math.floor(banker[1]! / 4),
    playerPerfectPair: player[0] === player[1],
    bankerPerfectPair: banker[0] === banker[1],
  };
}

/** The payouts a naive settler needs, as `[pays, per]` pairs (`null`: not offered). */
export interface NaivePaytable {
  readonly banker: readonly [number, number];
  readonly bankerSix: readonly [number, number] | null;
  readonly bankerThreeCardSevenPushes: boolean;
  readonly player: readonly [number, number];
  readonly tie: readonly [number, number];
  readonly tiePushes: boolean;
  readonly playerPair: readonly [number, number] | null;
  readonly bankerPair: readonly [number, number] | null;
  readonly eitherPair: readonly [number, number] | null;
  readonly perfectPair: readonly [number, number] | null;
  readonly perfectPairBoth: readonly [number, number] | null;
  readonly dragon7: readonly [number, number] | null;
  readonly panda8: readonly [number, number] | null;
  /** A fraction of a chip: `down` (kept by the house), `up`, `halfUp` (to the nearest, halves up). */
  readonly rounding: 'down' | 'up' | 'halfUp';
}

/**
 * What a stake on a bet gets back in all (stake plus winnings, rounded as the table says; 0 on a loss), the rules of
 * the side bets as their publishers word them: pairs on the first two cards of a hand, Dragon 7 a banker
 * win with three cards totalling 7, Panda 8 a player win with three cards totalling 8; in EZ baccarat a
 * banker win with a three-card 7 pushes Банко.
 *
 * @returns The chips back, or `null` when the bet is not offered.
 */
export function naiveReturn(t: NaivePaytable, bet: string, stake: number, c: NaiveCoup): number | null {
  const win = (pays: number, per: number) => {
    const n = stake * pays;
    if (t.rounding === 'up') return Math.ceil(n / per);
    if (t.rounding === 'halfUp') return Math.floor((2 * n + per) / (2 * per));
    return Math.floor(n / per);
  };
  const paid = (r: readonly [number, number] | null) => (r === null ? null : stake + win(r[0], r[1]));
  const dragon = c.winner === 'banker' && c.banker.length === 3 && c.bankerPoint === 7;
  switch (bet) {
    case 'banker':
      if (c.winner === 'tie') return t.tiePushes ? stake : 0;
      if (c.winner !== 'banker') return 0;
      if (dragon && t.bankerThreeCardSevenPushes) return stake;
      return paid(c.bankerPoint === 6 && t.bankerSix ? t.bankerSix : t.banker);
    case 'player':
      if (c.winner === 'tie') return t.tiePushes ? stake : 0;
      return c.winner === 'player' ? paid(t.player) : 0;
    case 'tie':
      return c.winner === 'tie' ? paid(t.tie) : 0;
    case 'playerPair':
      return t.playerPair === null ? null : c.playerPair ? paid(t.playerPair) : 0;
    case 'bankerPair':
      return t.bankerPair === null ? null : c.bankerPair ? paid(t.bankerPair) : 0;
    case 'eitherPair':
      return t.eitherPair === null ? null : c.playerPair || c.bankerPair ? paid(t.eitherPair) : 0;
    case 'perfectPair':
      if (t.perfectPair === null) return null;
      if (c.playerPerfectPair && c.bankerPerfectPair) return paid(t.perfectPairBoth ?? t.perfectPair);
      return c.playerPerfectPair || c.bankerPerfectPair ? paid(t.perfectPair) : 0;
    case 'dragon7':
      return t.dragon7 === null ? null : dragon ? paid(t.dragon7) : 0;
    case 'panda8':
      if (t.panda8 === null) return null;
      return c.winner === 'player' && c.player.length === 3 && c.playerPoint === 8 ? paid(t.panda8) : 0;
    default:
      return null;
  }
}

/** Tallies of a naive enumeration, in its unit (ordered sequences, weighted). */
export interface NaiveTallies {
  readonly total: bigint;
  readonly banker: bigint;
  readonly player: bigint;
  readonly tie: bigint;
  /** The banker wins on a 6. */
  readonly bankerSix: bigint;
  /** The banker wins with a three-card 7. */
  readonly dragon7: bigint;
  /** The player wins with a three-card 8. */
  readonly panda8: bigint;
}

/**
 * Walks every ordered sequence of six card values, weighted by the ways to draw it (c1·c2…c6 with the
 * counts going down, or never going down for an infinite shoe, where the counts are weights out of 13),
 * deals the coup from it as docs/rules.md words the rules, and tallies it. 10⁶ sequences; no shortcut for
 * short coups.
 *
 * @param tableau - `casino` or `seed`.
 * @param counts - Ten counts (values 0…9), or `'infinite'` (a ten-value card 4/13, any other 1/13).
 */
export function naiveEnumerate(tableau: 'casino' | 'seed', counts: readonly number[] | 'infinite'): NaiveTallies {
  const infinite = counts === 'infinite';
  const c = infinite ? [4, 1, 1, 1, 1, 1, 1, 1, 1, 1] : counts.slice();
  const seq: number[] = [];
  // Plain numbers count exactly: every weight and total is below N⁶ < 2⁵³ for N ≤ 430 (13⁶ when infinite).
  let total = 0;
  let banker = 0;
  let player = 0;
  let tie = 0;
  let bankerSix = 0;
  let dragon7 = 0;
  let panda8 = 0;
  const visit = (weight: number) => {
    if (seq.length === 6) {
      const [p1, b1, p2, b2, x, y] = seq as [number, number, number, number, number, number];
      let p = (p1 + p2) % 10;
      let b = (b1 + b2) % 10;
      let playerCards = 2;
      let bankerCards = 2;
      if (p < 8 && b < 8) {
        let third: number | null = null;
        let next = x;
        if (p <= 5) {
          third = x;
          p = (p + x) % 10;
          playerCards = 3;
          next = y;
        }
        if (rulesMdBankerDraws(tableau, b, third)) {
          b = (b + next) % 10;
          bankerCards = 3;
        }
      }
      total += weight;
      if (p > b) {
        player += weight;
        if (p === 8 && playerCards === 3) panda8 += weight;
      } else if (b > p) {
        banker += weight;
        if (b === 6) bankerSix += weight;
        if (b === 7 && bankerCards === 3) dragon7 += weight;
      } else tie += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      if (c[v] === 0) continue;
      const w = weight * c[v]!;
      if (!infinite) c[v]!--;
      seq.push(v);
      visit(w);
      seq.pop();
      if (!infinite) c[v]!++;
    }
  };
  visit(1);
  return {
    total: BigInt(total),
    banker: BigInt(banker),
    player: BigInt(player),
    tie: BigInt(tie),
    bankerSix: BigInt(bankerSix),
    dragon7: BigInt(dragon7),
    panda8: BigInt(panda8),
  };
}

/** Tallies of the first four cards: the pairs, in ordered four-card sequences of cards. */
export interface NaivePairTallies {
  readonly total: bigint;
  readonly playerPair: bigint;
  readonly bankerPair: bigint;
  readonly bothPairs: bigint;
  readonly playerPerfect: bigint;
  readonly bankerPerfect: bigint;
  readonly bothPerfect: bigint;
}

/**
 * Walks every ordered sequence of four cards (player, banker, player, banker) drawn from 52 card counts,
 * weighted by the ways to draw it, and tallies pairs (one rank) and perfect pairs (one card).
 *
 * @param counts - Copies of each card 0…51 in the shoe.
 */
export function naivePairs(counts: readonly number[]): NaivePairTallies {
  const c = counts.slice();
  const rank = (card: number) => Math.floor(card / 4);
  // Plain numbers count exactly here: every total is at most 416⁴ ≈ 3·10¹⁰.
  const t = {
    total: 0,
    playerPair: 0,
    bankerPair: 0,
    bothPairs: 0,
    playerPerfect: 0,
    bankerPerfect: 0,
    bothPerfect: 0,
  };
  for (let p1 = 0; p1 < 52; p1++) {
    const w1 = c[p1]!;
    if (w1 === 0) continue;
    c[p1]!--;
    for (let b1 = 0; b1 < 52; b1++) {
      const w2 = w1 * c[b1]!;
      if (w2 === 0) continue;
      c[b1]!--;
      for (let p2 = 0; p2 < 52; p2++) {
        const w3 = w2 * c[p2]!;
        if (w3 === 0) continue;
        c[p2]!--;
        for (let b2 = 0; b2 < 52; b2++) {
          const w = w3 * c[b2]!;
          if (w === 0) continue;
          t.total += w;
          const pp = rank(p1) === rank(p2);
          const bp = rank(b1) === rank(b2);
          if (pp) t.playerPair += w;
          if (bp) t.bankerPair += w;
          if (pp && bp) t.bothPairs += w;
          if (p1 === p2) t.playerPerfect += w;
          if (b1 === b2) t.bankerPerfect += w;
          if (p1 === p2 && b1 === b2) t.bothPerfect += w;
        }
        c[p2]!++;
      }
      c[b1]!++;
    }
    c[p1]!++;
  }
  return {
    total: BigInt(t.total),
    playerPair: BigInt(t.playerPair),
    bankerPair: BigInt(t.bankerPair),
    bothPairs: BigInt(t.bothPairs),
    playerPerfect: BigInt(t.playerPerfect),
    bankerPerfect: BigInt(t.bankerPerfect),
    bothPerfect: BigInt(t.bothPerfect),
  };
}
