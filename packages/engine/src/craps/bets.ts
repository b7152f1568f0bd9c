/**
 * The bets of a craps layout: their ids, and the kind and number behind each id.
 *
 * Ids are camelCase: `pass`, `dontPass`, `passOdds`, `dontPassOdds`, `come`, `dontCome` (in the come
 * boxes), `come6`/`dontCome6` (a come bet that travelled to its point 6), `comeOdds6`/`dontComeOdds6`,
 * `place6` («На номер»), `placeToLose6` («Против номера»), `buy6` («Купить»), `lay6`, `field`, `big6`,
 * `big8`, `hard4`…`hard10`, `any7`, `anyCraps`, `two`, `three`, `eleven`, `twelve`, `horn`.
 *
 * @module
 */
import { CRAPS_NUMBERS, type CrapsNumber } from '@croupier/paytables/craps';

export type { CrapsNumber } from '@croupier/paytables/craps';
export { CRAPS_NUMBERS } from '@croupier/paytables/craps';

/** A hardway number. */
export type HardNumber = 4 | 6 | 8 | 10;
/** The hardway numbers. */
export const HARD_NUMBERS: readonly HardNumber[] = [4, 6, 8, 10];

/** The id of a bet on the layout. */
export type BetId =
  | 'pass'
  | 'dontPass'
  | 'passOdds'
  | 'dontPassOdds'
  | 'come'
  | 'dontCome'
  | `come${CrapsNumber}`
  | `dontCome${CrapsNumber}`
  | `comeOdds${CrapsNumber}`
  | `dontComeOdds${CrapsNumber}`
  | `place${CrapsNumber}`
  | `placeToLose${CrapsNumber}`
  | `buy${CrapsNumber}`
  | `lay${CrapsNumber}`
  | 'field'
  | 'big6'
  | 'big8'
  | `hard${HardNumber}`
  | 'any7'
  | 'anyCraps'
  | 'two'
  | 'three'
  | 'eleven'
  | 'twelve'
  | 'horn';

/** A parsed bet id. */
export interface BetSpec {
  /** The id. */
  readonly id: BetId;
  /** What kind of bet it is. */
  readonly kind: BetKind;
  /** Its number (the come point, the place/buy/lay/hardway/big number), when it has one. */
  readonly n?: number;
}

const NUMBERED: readonly [string, BetKind, readonly number[]][] = [
  ['comeOdds', 'comeOdds', CRAPS_NUMBERS],
  ['dontComeOdds', 'dontComeOdds', CRAPS_NUMBERS],
  ['come', 'comePoint', CRAPS_NUMBERS],
  ['dontCome', 'dontComePoint', CRAPS_NUMBERS],
  ['placeToLose', 'placeToLose', CRAPS_NUMBERS],
  ['place', 'place', CRAPS_NUMBERS],
  ['buy', 'buy', CRAPS_NUMBERS],
  ['lay', 'lay', CRAPS_NUMBERS],
  ['hard', 'hard', HARD_NUMBERS],
  ['big', 'big', [6, 8]],
];

/** Every bet kind, in layout order. */
export const BET_KINDS = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  'comePoint',
  'dontComePoint',
  'comeOdds',
  'dontComeOdds',
  'place',
  'placeToLose',
  'buy',
  'lay',
  'field',
  'big',
  'hard',
  'any7',
  'anyCraps',
  'two',
  'three',
  'eleven',
  'twelve',
  'horn',
] as const;

/** The kind of a bet: what its id means, without its number. */
export type BetKind = (typeof BET_KINDS)[number];

/** The kinds whose id is the kind itself, with no number: all but the numbered ones. */
const PLAIN: readonly BetKind[] = BET_KINDS.filter((k) => !NUMBERED.some(([, kind]) => kind === k));

/** Every bet id of the layout, in layout order. */
export const ALL_BETS: readonly BetId[] = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  ...CRAPS_NUMBERS.flatMap((n) => [`come${n}`, `comeOdds${n}`, `dontCome${n}`, `dontComeOdds${n}`] as BetId[]),
  ...CRAPS_NUMBERS.flatMap((n) => [`place${n}`, `placeToLose${n}`, `buy${n}`, `lay${n}`] as BetId[]),
  'field',
  'big6',
  'big8',
  ...HARD_NUMBERS.map((n) => `hard${n}` as BetId),
  'any7',
  'anyCraps',
  'two',
  'three',
  'eleven',
  'twelve',
  'horn',
];

const SPECS = new Map<string, BetSpec>();
for (const id of ALL_BETS) {
  let spec: BetSpec | undefined;
  if ((PLAIN as readonly string[]).includes(id)) spec = { id, kind: id as BetKind };
  else {
    for (const [prefix, kind, numbers] of NUMBERED) {
      const rest = id.slice(prefix.length);
      if (id.startsWith(prefix) && /^\d+$/.test(rest) && numbers.includes(Number(rest))) {
        spec = { id, kind, n: Number(rest) };
        break;
      }
    }
  }
  if (!spec) throw new Error(`bet table bug: ${id}`);
  SPECS.set(id, spec);
}

/**
 * Parses a bet id.
 *
 * @param id - A bet id such as `place6` or `dontPass` (anything: ids from JSON are looked up in a `Map`, so
 *   `toString` or `__proto__` are simply unknown).
 * @returns Its spec, or `undefined` if no bet has that id.
 * @example
 * ```ts
 * betSpec('place6'); // { id: 'place6', kind: 'place', n: 6 }
 * ```
 */
export function betSpec(id: unknown): BetSpec | undefined {
  return typeof id === 'string' ? SPECS.get(id) : undefined;
}

/**
 * Whether a value is a bet id.
 *
 * @param id - Anything.
 */
export function isBetId(id: unknown): id is BetId {
  return typeof id === 'string' && SPECS.has(id);
}

/**
 * Whether a value is a box number (4, 5, 6, 8, 9, 10): a point, a place, buy or lay number.
 *
 * @param total - Anything (a dice total, a point from JSON).
 */
export function isBoxNumber(total: unknown): total is CrapsNumber {
  return (CRAPS_NUMBERS as readonly unknown[]).includes(total);
}
