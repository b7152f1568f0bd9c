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

/** The kind of a bet: what its id means, without its number. */
export type BetKind =
  | 'pass'
  | 'dontPass'
  | 'passOdds'
  | 'dontPassOdds'
  | 'come'
  | 'dontCome'
  | 'comePoint'
  | 'dontComePoint'
  | 'comeOdds'
  | 'dontComeOdds'
  | 'place'
  | 'placeToLose'
  | 'buy'
  | 'lay'
  | 'field'
  | 'big'
  | 'hard'
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

const PLAIN: readonly BetKind[] = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  'field',
  'any7',
  'anyCraps',
  'two',
  'three',
  'eleven',
  'twelve',
  'horn',
];

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
 * @param id - A bet id such as `place6` or `dontPass`.
 * @returns Its spec, or `undefined` if no bet has that id.
 */
export function betSpec(id: string): BetSpec | undefined {
  return SPECS.get(id);
}

/** Whether a value is a bet id. */
export function isBetId(id: unknown): id is BetId {
  return typeof id === 'string' && SPECS.has(id);
}

/** Whether a total is a box number (4, 5, 6, 8, 9, 10). */
export function isBoxNumber(total: number): total is CrapsNumber {
  return (CRAPS_NUMBERS as readonly number[]).includes(total);
}

/** The Russian name of each bet kind, as the site and the trainer print it. */
export const BET_KIND_NAMES_RU: Readonly<Record<BetKind, string>> = {
  pass: '«Проходит»',
  dontPass: '«Не проходит»',
  passOdds: 'Свободные шансы к «Проходит»',
  dontPassOdds: 'Свободные шансы к «Не проходит»',
  come: '«Приходит»',
  dontCome: '«Не приходит»',
  comePoint: '«Приходит» на номере',
  dontComePoint: '«Не приходит» на номере',
  comeOdds: 'Шансы к «Приходит»',
  dontComeOdds: 'Шансы к «Не приходит»',
  place: '«На номер»',
  placeToLose: '«Против номера»',
  buy: '«Купить»',
  lay: '«Лэй»',
  field: '«Поле»',
  big: '«Большие 6/8»',
  hard: '«Хард»',
  any7: '«Любая семёрка»',
  anyCraps: '«Любой крэпс»',
  two: '«Двойка»',
  three: '«Тройка»',
  eleven: '«Одиннадцать»',
  twelve: '«Двенадцать»',
  horn: '«Хорн»',
};

/**
 * The Russian name of a bet, with its number.
 *
 * @param id - The bet id.
 * @example
 * ```ts
 * betNameRu('place6'); // '«На номер» 6'
 * ```
 */
export function betNameRu(id: BetId): string {
  const spec = SPECS.get(id)!;
  if (spec.kind === 'big') return `«Большая ${spec.n}»`;
  if (spec.kind === 'hard') return `«Хард ${spec.n}»`;
  return spec.n === undefined ? BET_KIND_NAMES_RU[spec.kind] : `${BET_KIND_NAMES_RU[spec.kind]} ${spec.n}`;
}
