/**
 * Independent craps oracles: the layout read off a printed table, written without the engine, for the
 * engine's tests to check against. A naive resolver of every bet on a roll, naive winnings in BigInt, the
 * buy/lay commission, the pass and don't pass probabilities as plain fractions, and a naive table that
 * keeps every player's bank and bets and settles each roll its own way.
 *
 * Sources: the payouts of the standard layout (Wizard of Odds, "Craps"; Scarne's Guide to Casino
 * Gambling); the text's pass and don't pass rules (seed 000, section 2.3).
 *
 * @module
 */

/** The rules the oracles read (a structural subset of the engine's craps rules). */
export interface NaiveCrapsRules {
  readonly dontPassBar: 2 | 12;
  readonly passAfterPoint: 'adjustable' | 'contract';
  readonly placeWorkingOnComeOut: boolean;
  readonly commissionPercent: number;
  readonly commissionOn: 'bet' | 'win';
  readonly fieldPays2: { readonly pays: number; readonly per: number };
  readonly fieldPays12: { readonly pays: number; readonly per: number };
}

/** What a roll does to a bet: `win p:q`, `lose`, `push`, `none`, or `move <bet>`. */
export type NaiveOutcome = `win ${number}:${number}` | 'lose' | 'push' | 'none' | `move ${string}`;

const TRUE_ODDS: Record<number, string> = { 4: '2:1', 10: '2:1', 5: '3:2', 9: '3:2', 6: '6:5', 8: '6:5' };
const LAY_ODDS: Record<number, string> = { 4: '1:2', 10: '1:2', 5: '2:3', 9: '2:3', 6: '5:6', 8: '5:6' };
const PLACE: Record<number, string> = { 4: '9:5', 10: '9:5', 5: '7:5', 9: '7:5', 6: '7:6', 8: '7:6' };
const PLACE_TO_LOSE: Record<number, string> = { 4: '5:11', 10: '5:11', 5: '5:8', 9: '5:8', 6: '4:5', 8: '4:5' };
const HARD: Record<number, string> = { 4: '7:1', 10: '7:1', 6: '9:1', 8: '9:1' };
const BOX = [4, 5, 6, 8, 9, 10];

/**
 * What one roll does to one bet, read off the layout.
 *
 * @param bet - A bet id (`pass`, `come6`, `place8`, `hard4`, `horn`…).
 * @param point - The puck before the roll (`null`: a come-out).
 * @param d1 - One die.
 * @param d2 - The other.
 * @param rules - The table's rules.
 */
export function naiveOutcome(
  bet: string,
  point: number | null,
  d1: number,
  d2: number,
  rules: NaiveCrapsRules,
): NaiveOutcome {
  const t = d1 + d2;
  const m = /^([a-zA-Z]+?)(\d*)$/.exec(bet);
  if (!m) throw new Error(`naiveOutcome: ${bet}`);
  const name = m[1]!;
  const n = m[2] ? Number(m[2]) : 0;
  const off = point === null && !rules.placeWorkingOnComeOut; // place-type bets are off on a come-out
  const w = (ratio: string) => `win ${ratio}` as NaiveOutcome;
  // A bet on a number against the seven: the number wins, the seven loses.
  const forNumber = (num: number, ratio: string): NaiveOutcome => (t === num ? w(ratio) : t === 7 ? 'lose' : 'none');
  const againstNumber = (num: number, ratio: string): NaiveOutcome =>
    t === 7 ? w(ratio) : t === num ? 'lose' : 'none';
  switch (bet === 'big6' || bet === 'big8' ? 'big' : name) {
    case 'pass':
      if (point === null) return t === 7 || t === 11 ? w('1:1') : t === 2 || t === 3 || t === 12 ? 'lose' : 'none';
      return forNumber(point, '1:1');
    case 'dontPass':
      if (point === null) {
        if (t === 7 || t === 11) return 'lose';
        if (t === rules.dontPassBar) return 'push';
        return t === 2 || t === 3 || t === 12 ? w('1:1') : 'none';
      }
      return againstNumber(point, '1:1');
    case 'passOdds':
      return point === null ? 'none' : forNumber(point, TRUE_ODDS[point]!);
    case 'dontPassOdds':
      return point === null ? 'none' : againstNumber(point, LAY_ODDS[point]!);
    case 'come':
      if (n === 0) {
        if (t === 7 || t === 11) return w('1:1');
        if (t === 2 || t === 3 || t === 12) return 'lose';
        return `move come${t}`;
      }
      return forNumber(n, '1:1');
    case 'dontCome':
      if (n === 0) {
        if (t === 7 || t === 11) return 'lose';
        if (t === rules.dontPassBar) return 'push';
        if (t === 2 || t === 3 || t === 12) return w('1:1');
        return `move dontCome${t}`;
      }
      return againstNumber(n, '1:1');
    case 'comeOdds':
      // Off on the come-out: returned when its come bet is decided, otherwise it waits.
      if (off) return t === n || t === 7 ? 'push' : 'none';
      return forNumber(n, TRUE_ODDS[n]!);
    case 'dontComeOdds':
      return againstNumber(n, LAY_ODDS[n]!);
    case 'place':
      return off ? 'none' : forNumber(n, PLACE[n]!);
    case 'buy':
      return off ? 'none' : forNumber(n, TRUE_ODDS[n]!);
    case 'placeToLose':
      return off ? 'none' : againstNumber(n, PLACE_TO_LOSE[n]!);
    case 'lay':
      return off ? 'none' : againstNumber(n, LAY_ODDS[n]!);
    case 'hard':
      if (off) return 'none';
      if (t === n) return d1 === d2 ? w(HARD[n]!) : 'lose';
      return t === 7 ? 'lose' : 'none';
    case 'big':
      return forNumber(Number(bet.slice(3)), '1:1');
    case 'field':
      if (t === 2) return w(`${rules.fieldPays2.pays}:${rules.fieldPays2.per}`);
      if (t === 12) return w(`${rules.fieldPays12.pays}:${rules.fieldPays12.per}`);
      return [3, 4, 9, 10, 11].includes(t) ? w('1:1') : 'lose';
    case 'any':
      return t === 7 ? w('4:1') : 'lose';
    case 'anyCraps':
      return t === 2 || t === 3 || t === 12 ? w('7:1') : 'lose';
    case 'two':
      return t === 2 ? w('30:1') : 'lose';
    case 'three':
      return t === 3 ? w('15:1') : 'lose';
    case 'eleven':
      return t === 11 ? w('15:1') : 'lose';
    case 'twelve':
      return t === 12 ? w('30:1') : 'lose';
    case 'horn':
      return t === 2 || t === 12 ? w('30:1') : t === 3 || t === 11 ? w('15:1') : 'lose';
    default:
      throw new Error(`naiveOutcome: unknown bet ${bet}`);
  }
}

/** Whole chips won by `stake` at `pays:per`, the fraction of a chip not paid (in BigInt, so nothing overflows). */
export function naiveWinnings(stake: number, pays: number, per: number): number {
  return Number((BigInt(stake) * BigInt(pays)) / BigInt(per));
}

/**
 * The buy/lay commission: `percent` of the buy bet, or of the lay bet's win, rounded down but at least
 * one chip when the percent is not zero.
 */
export function naiveCommission(bet: string, stake: number, percent: number): number {
  let base = 0;
  if (bet.startsWith('buy')) base = stake;
  else if (bet.startsWith('lay')) {
    const n = Number(bet.slice(3));
    const [pays, per] = LAY_ODDS[n]!.split(':').map(Number) as [number, number];
    base = naiveWinnings(stake, pays, per);
  } else return 0;
  if (percent === 0 || base === 0) return 0;
  return Math.max(1, Math.floor((base * percent) / 100));
}

/** A fraction as two BigInts, reduced. */
export interface NaiveFraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}

function reduce(num: bigint, den: bigint): NaiveFraction {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** Ways out of 36 to roll each total. */
export const NAIVE_WAYS: Readonly<Record<number, number>> = {
  2: 1,
  3: 2,
  4: 3,
  5: 4,
  6: 5,
  7: 6,
  8: 5,
  9: 4,
  10: 3,
  11: 2,
  12: 1,
};

/**
 * P(pass wins) summed the textbook way: 8/36 on the come-out, plus for each point n, P(n) × P(n before 7).
 * 244/495 (Wizard of Odds, "Craps").
 */
export function naivePassWin(): NaiveFraction {
  // Over the common denominator 36 · 990 (w + 6 is 9, 10 or 11, and 990 = 9 · 10 · 11):
  // (w/36) · (w/(w + 6)) = w · w · (990/(w + 6)) / 35640.
  let num = 8n * 990n;
  for (const n of BOX) {
    const w = BigInt(NAIVE_WAYS[n]!);
    num += w * w * (990n / (w + 6n));
  }
  return reduce(num, 35640n);
}

/**
 * P(don't pass wins): 3/36 on the come-out (the unbarred one of 2 and 12, and 3), plus for each point n,
 * P(n) × P(7 before n).
 */
export function naiveDontPassWin(): NaiveFraction {
  let num = 3n * 990n;
  for (const n of BOX) {
    const w = BigInt(NAIVE_WAYS[n]!);
    num += w * 6n * (990n / (w + 6n));
  }
  return reduce(num, 35640n);
}

/** One player at the {@link NaiveTable}. */
export interface NaiveSeat {
  bank: number;
  readonly bets: Map<string, number>;
}

/**
 * A naive craps table: each player's bank and bets in `Map`s, bets placed and rolls settled by the
 * layout as {@link naiveOutcome} reads it. It checks nothing (the engine's guards decide what is legal);
 * it only moves chips, so the engine's banks and bets can be compared with it after every step.
 */
export class NaiveTable {
  /** The puck. */
  point: number | null = null;
  /** The seats. */
  readonly seats = new Map<string, NaiveSeat>();

  /**
   * @param banks - Each player's chips.
   * @param rules - The table's rules.
   */
  constructor(
    banks: readonly (readonly [string, number])[],
    readonly rules: NaiveCrapsRules,
  ) {
    for (const [id, bank] of banks) this.seats.set(id, { bank, bets: new Map() });
  }

  /** Puts chips on a bet (a commission paid with a buy or lay bet comes out of the bank too). */
  bet(player: string, bet: string, amount: number): void {
    const seat = this.seats.get(player)!;
    const before = seat.bets.get(bet) ?? 0;
    let commission = 0;
    if (this.rules.commissionOn === 'bet') {
      commission =
        naiveCommission(bet, before + amount, this.rules.commissionPercent) -
        naiveCommission(bet, before, this.rules.commissionPercent);
    }
    seat.bank -= amount + commission;
    seat.bets.set(bet, before + amount);
  }

  /** Takes chips back from a bet. */
  reduce(player: string, bet: string, amount: number): void {
    const seat = this.seats.get(player)!;
    seat.bets.set(bet, seat.bets.get(bet)! - amount);
    seat.bank += amount;
  }

  /** Takes a bet down, with the free odds behind it. */
  remove(player: string, bet: string): void {
    const seat = this.seats.get(player)!;
    let odds: string | null = null;
    if (bet === 'pass' || bet === 'dontPass') odds = `${bet}Odds`;
    else if (/^(come|dontCome)\d+$/.test(bet)) odds = bet.replace(/(\d+)$/, 'Odds$1'); // come6 → comeOdds6
    for (const id of odds ? [odds, bet] : [bet]) {
      seat.bank += seat.bets.get(id) ?? 0;
      seat.bets.delete(id);
    }
  }

  /** Settles a roll: pays winners (stake back plus winnings, less a commission taken from the win), moves come bets, moves the puck. */
  roll(d1: number, d2: number): void {
    const t = d1 + d2;
    for (const seat of this.seats.values()) {
      const moved: [string, number][] = [];
      for (const [bet, stake] of [...seat.bets]) {
        const o = naiveOutcome(bet, this.point, d1, d2, this.rules);
        if (o === 'none') continue;
        seat.bets.delete(bet);
        if (o === 'lose') continue;
        if (o === 'push') {
          seat.bank += stake;
          continue;
        }
        if (o.startsWith('move ')) {
          moved.push([o.slice(5), stake]);
          continue;
        }
        const [pays, per] = o.slice(4).split(':').map(Number) as [number, number];
        if (bet === 'horn') {
          seat.bank += stake / 4 + naiveWinnings(stake / 4, pays, per);
          continue;
        }
        const won = naiveWinnings(stake, pays, per);
        const commission =
          this.rules.commissionOn === 'win'
            ? Math.min(won, naiveCommission(bet, stake, this.rules.commissionPercent))
            : 0;
        seat.bank += stake + won - commission;
      }
      for (const [bet, stake] of moved) seat.bets.set(bet, stake);
    }
    if (this.point === null) {
      if (BOX.includes(t)) this.point = t;
    } else if (t === this.point || t === 7) this.point = null;
  }
}
