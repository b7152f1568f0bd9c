/**
 * Card counting systems as data: a tag per rank, whether the tags balance over a deck, an ace side
 * count where the system keeps one, and the true-count rounding its users apply.
 *
 * Tags are listed in the order `2, 3, 4, 5, 6, 7, 8, 9, T, A` (T stands for every ten-value card), the
 * order of the `indices` JSON contract. The engine's analysis works by blackjack value with aces first
 * (`[A, 2, …, 9, T]`); {@link tagsByValue} converts.
 *
 * The tags of the built-in systems are facts taken from the published tables of the systems (see
 * {@link COUNTING_SYSTEMS} for the source of each).
 *
 * @module
 */
import { err, ok, type Result, type RuleError } from '../../result/index.js';

/** A rank label in the order tags are listed: `2` … `9`, `T` (ten-value), `A`. */
export type CountRank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'A';

/** The ranks in tag order. */
export const COUNT_RANKS: readonly CountRank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];

/**
 * How a true count is rounded to a whole number before it is compared with an integer index:
 * `floor` (towards −∞), `truncate` (towards 0), `round` (to the nearest, halves up) or `exact` (no
 * rounding; the index is compared with the real-valued count).
 */
export type TrueCountRounding = 'floor' | 'truncate' | 'round' | 'exact';

/** The ids of the built-in systems. */
export type CountingSystemId = 'hilo' | 'ko' | 'hiopt1' | 'hiopt2' | 'omega2' | 'zen';

/** A card counting system. */
export interface CountingSystem {
  /** `hilo`, `ko`, `hiopt1`, `hiopt2`, `omega2`, `zen`, or `custom`. */
  readonly id: CountingSystemId | 'custom';
  /** Name for people. */
  readonly name: string;
  /** The tag of each rank, in the order `2, 3, 4, 5, 6, 7, 8, 9, T, A`. */
  readonly tags: readonly number[];
  /** Whether the tags of a full deck sum to zero. */
  readonly balanced: boolean;
  /** Whether the system keeps a side count of aces (for betting), its main count tagging the ace 0. */
  readonly aceSideCount: boolean;
  /**
   * The running count at the start of a shoe of `decks` decks: 0 for a balanced system; for an
   * unbalanced one, `initialRunningCount.perDeck × decks + initialRunningCount.offset`.
   */
  readonly initialRunningCount: { readonly perDeck: number; readonly offset: number };
  /** The rounding its users apply to the true count (a convention, not a fact; change it freely). */
  readonly rounding: TrueCountRounding;
  /** Where the tags come from. */
  readonly source: string;
}

const APPRENTICESHIP =
  'Blackjack Apprenticeship, "Card Counting Systems" (blackjackapprenticeship.com/resources/card-counting-systems), table of tags';

/**
 * The built-in systems. Every tag vector is copied from a published table of the systems:
 * Blackjack Apprenticeship's comparison table, which lists all six with their tags; Hi-Lo, Hi-Opt I
 * and KO also agree with the table of blackjackinfo.com ("New Efficiency Calculator Added", 2009).
 * KO's initial running count `4 − 4 × decks` is the one its authors give (Vancura and Fuchs,
 * "Knock-Out Blackjack", 1998), so that the count ends a shoe at +4.
 */
export const COUNTING_SYSTEMS: Readonly<Record<CountingSystemId, CountingSystem>> = {
  hilo: {
    id: 'hilo',
    name: 'Hi-Lo',
    tags: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1],
    balanced: true,
    aceSideCount: false,
    initialRunningCount: { perDeck: 0, offset: 0 },
    rounding: 'floor',
    source: APPRENTICESHIP,
  },
  ko: {
    id: 'ko',
    name: 'KO (Knock-Out)',
    tags: [1, 1, 1, 1, 1, 1, 0, 0, -1, -1],
    balanced: false,
    aceSideCount: false,
    initialRunningCount: { perDeck: -4, offset: 4 },
    rounding: 'floor',
    source: `${APPRENTICESHIP}; initial running count from Vancura and Fuchs, Knock-Out Blackjack (1998)`,
  },
  hiopt1: {
    id: 'hiopt1',
    name: 'Hi-Opt I',
    tags: [0, 1, 1, 1, 1, 0, 0, 0, -1, 0],
    balanced: true,
    aceSideCount: true,
    initialRunningCount: { perDeck: 0, offset: 0 },
    rounding: 'floor',
    source: APPRENTICESHIP,
  },
  hiopt2: {
    id: 'hiopt2',
    name: 'Hi-Opt II',
    tags: [1, 1, 2, 2, 1, 1, 0, 0, -2, 0],
    balanced: true,
    aceSideCount: true,
    initialRunningCount: { perDeck: 0, offset: 0 },
    rounding: 'floor',
    source: APPRENTICESHIP,
  },
  omega2: {
    id: 'omega2',
    name: 'Omega II',
    tags: [1, 1, 2, 2, 2, 1, 0, -1, -2, 0],
    balanced: true,
    aceSideCount: true,
    initialRunningCount: { perDeck: 0, offset: 0 },
    rounding: 'floor',
    source: APPRENTICESHIP,
  },
  zen: {
    id: 'zen',
    name: 'Zen Count',
    tags: [1, 1, 2, 2, 2, 1, 0, 0, -2, -1],
    balanced: true,
    aceSideCount: false,
    initialRunningCount: { perDeck: 0, offset: 0 },
    rounding: 'floor',
    source: APPRENTICESHIP,
  },
};

/** The ids of the built-in systems, in the order the CLI lists them. */
export const COUNTING_SYSTEM_IDS: readonly CountingSystemId[] = ['hilo', 'ko', 'hiopt1', 'hiopt2', 'omega2', 'zen'];

/** The error codes of {@link countingSystem} and {@link customSystem}. */
export type CountingErrorCode = 'blackjack/unknown-system' | 'blackjack/bad-tags';

/**
 * A built-in system by id.
 *
 * @param id - `hilo`, `ko`, `hiopt1`, `hiopt2`, `omega2` or `zen`.
 * @returns The system, or `blackjack/unknown-system` listing the ids there are.
 * @example
 * ```ts
 * const r = countingSystem('hilo');
 * if (r.ok) r.value.tags; // [1, 1, 1, 1, 1, 0, 0, 0, -1, -1]
 * ```
 */
export function countingSystem(id: string): Result<CountingSystem, RuleError<CountingErrorCode>> {
  const s = (COUNTING_SYSTEMS as Record<string, CountingSystem>)[id];
  if (s) return ok(s);
  return err(
    'blackjack/unknown-system',
    `There is no counting system "${id}"; the systems are ${COUNTING_SYSTEM_IDS.join(', ')} (or give ten tags for 2…9, T, A).`,
    { system: id, allowed: COUNTING_SYSTEM_IDS },
  );
}

/**
 * A system from any ten tags, for 2, 3, 4, 5, 6, 7, 8, 9, T, A. It is balanced when a full deck's
 * tags sum to zero (four ten-value ranks count four times); an unbalanced one starts its running
 * count at `−(sum over a deck) × (decks − 1)`, so that, like KO, it ends a shoe at the deck's sum.
 *
 * @param tags - Ten finite numbers, or a string of ten numbers separated by commas or spaces.
 * @param options - A name, an ace side count, the true-count rounding (default `floor`).
 * @returns The system, or `blackjack/bad-tags` saying what was wrong.
 * @example
 * ```ts
 * customSystem('0.5,1,1,1.5,1,0.5,0,-0.5,-1,-1'); // Wong's Halves, balanced
 * ```
 */
export function customSystem(
  tags: readonly number[] | string,
  options: { name?: string; aceSideCount?: boolean; rounding?: TrueCountRounding } = {},
): Result<CountingSystem, RuleError<CountingErrorCode>> {
  const list =
    typeof tags === 'string'
      ? tags
          .split(/[\s,]+/)
          .filter((x) => x !== '')
          .map(Number)
      : [...tags];
  if (list.length !== 10 || list.some((x) => !Number.isFinite(x))) {
    return err(
      'blackjack/bad-tags',
      `A counting system needs ten finite tags, for 2, 3, 4, 5, 6, 7, 8, 9, T, A; got ${JSON.stringify(tags)}.`,
      { tags },
    );
  }
  if (list.every((x) => x === 0)) {
    return err('blackjack/bad-tags', 'A counting system needs at least one tag that is not zero.', { tags });
  }
  const perDeck = deckSum(list);
  const balanced = Math.abs(perDeck) < 1e-9;
  return ok({
    id: 'custom',
    name: options.name ?? `custom (${list.join(', ')})`,
    tags: list,
    balanced,
    aceSideCount: options.aceSideCount ?? false,
    initialRunningCount: balanced ? { perDeck: 0, offset: 0 } : { perDeck: -perDeck, offset: perDeck },
    rounding: options.rounding ?? 'floor',
    source: 'given by the user',
  });
}

/** The sum of the tags over one deck: four suits of each rank, four ten-value ranks. */
function deckSum(tags: readonly number[]): number {
  let s = 0;
  tags.forEach((t, i) => (s += 4 * (i === 8 ? 4 : 1) * t));
  return s;
}

/**
 * The tags by blackjack value, aces first (`[A, 2, …, 9, T]`), the order of the analysis' shoes.
 *
 * @param system - The system.
 * @example
 * ```ts
 * tagsByValue(COUNTING_SYSTEMS.hilo); // [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1]
 * ```
 */
export function tagsByValue(system: Pick<CountingSystem, 'tags'>): number[] {
  const t = system.tags;
  return [t[9]!, t[0]!, t[1]!, t[2]!, t[3]!, t[4]!, t[5]!, t[6]!, t[7]!, t[8]!];
}

/**
 * The sum of a system's tags over one deck: 0 for a balanced system, +4 for KO.
 *
 * @param system - The system.
 */
export function tagsPerDeck(system: Pick<CountingSystem, 'tags'>): number {
  return deckSum(system.tags);
}

/**
 * The running count at the start of a shoe: 0 for a balanced system, `4 − 4 × decks` for KO.
 *
 * @param system - The system.
 * @param decks - Decks in the shoe.
 * @example
 * ```ts
 * initialRunningCount(COUNTING_SYSTEMS.ko, 6); // -20
 * ```
 */
export function initialRunningCount(system: Pick<CountingSystem, 'initialRunningCount'>, decks: number): number {
  return system.initialRunningCount.perDeck * decks + system.initialRunningCount.offset;
}
