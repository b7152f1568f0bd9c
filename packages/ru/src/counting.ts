/**
 * The card-counting glossary: one Russian word for each counting term, used by the trainer's counting
 * drills and by the site's «Счёт карт» page and its islands, so the two apps say the same thing the same
 * way. The rule texts name none of these terms; the words are the ones the apps already used most:
 * «башмак» (as every rules page and option says, never «шу»), «текущий счёт», «истинный счёт», «глубина
 * раздачи», «отклонение», «индекс», «метка», «стопка сброса». The systems are named in Russian
 * transliteration as Russian books write them, the original name in brackets where a system is chosen.
 * `packages/ru/src/counting.test.ts` fails on an app file that spells a term another way.
 *
 * @module
 */
/** The counting systems the engine knows (its `CountingSystemId`). */
export type CountingSystemKey = 'hilo' | 'ko' | 'hiopt1' | 'hiopt2' | 'omega2' | 'zen';

/** A system's name: in Russian, and as its authors wrote it. */
export interface CountingSystemName {
  /** The Russian name: «Хай-Лоу». */
  readonly ru: string;
  /** The original name: «Hi-Lo». */
  readonly original: string;
}

/** The systems' names (Hi-Lo: Harvey Dubner; KO: Vancura and Fuchs; Hi-Opt: Humble; Omega II: Carlson; Zen Count: Snyder). */
export const COUNTING_SYSTEM_NAMES: Readonly<Record<CountingSystemKey, CountingSystemName>> = {
  hilo: { ru: 'Хай-Лоу', original: 'Hi-Lo' },
  ko: { ru: 'КО', original: 'Knock-Out' },
  hiopt1: { ru: 'Хай-Опт I', original: 'Hi-Opt I' },
  hiopt2: { ru: 'Хай-Опт II', original: 'Hi-Opt II' },
  omega2: { ru: 'Омега II', original: 'Omega II' },
  zen: { ru: 'Дзен', original: 'Zen Count' },
};

/**
 * A system's name in running text: «Хай-Лоу», «Дзен»; an unknown id is returned as it is.
 *
 * @param id - The engine's system id.
 * @example
 * ```ts
 * countingSystemRu('zen'); // 'Дзен'
 * ```
 */
export function countingSystemRu(id: string): string {
  return (COUNTING_SYSTEM_NAMES as Record<string, CountingSystemName | undefined>)[id]?.ru ?? id;
}

/**
 * A system's name where it is chosen (a picker, a table's row): the Russian name with the original in
 * brackets, «Хай-Лоу (Hi-Lo)».
 *
 * @param id - The engine's system id.
 * @example
 * ```ts
 * countingSystemTitleRu('ko'); // 'КО (Knock-Out)'
 * ```
 */
export function countingSystemTitleRu(id: string): string {
  const n = (COUNTING_SYSTEM_NAMES as Record<string, CountingSystemName | undefined>)[id];
  return n === undefined ? id : `${n.ru} (${n.original})`;
}

/** A noun's cases the counting texts need. */
export interface NounCases {
  /** Именительный: «башмак». */
  readonly nom: string;
  /** Родительный: «из башмака». */
  readonly gen: string;
  /** Предложный: «в башмаке». */
  readonly prep: string;
}

/** The counting terms. */
export const COUNTING_TERMS = {
  /** The box the cards are dealt from: «башмак» (not «шу»). */
  shoe: { nom: 'башмак', gen: 'башмака', prep: 'башмаке' } satisfies NounCases,
  /** The sum of the tags of the cards seen: «текущий счёт». */
  runningCount: 'текущий счёт',
  /** The running count per deck left: «истинный счёт». */
  trueCount: 'истинный счёт',
  /** How deep the shoe is dealt before the shuffle: «глубина раздачи». */
  penetration: 'глубина раздачи',
  /** A play that departs from the basic strategy at a count: «отклонение». */
  deviation: 'отклонение',
  /** The true count at which a deviation starts: «индекс». */
  index: 'индекс',
  /** A card's value in a system: «метка». */
  tag: 'метка',
  /** Where the dealt cards are put, read for the decks played: «стопка сброса». */
  discardTray: 'стопка сброса',
  /** Where an unbalanced system's count starts: «начальный счёт». */
  startCount: 'начальный счёт',
} as const;

/**
 * The decimals a true count is written with before it is rounded: two, or more (up to eight) where two
 * would show a whole number the count is not, or a figure across a whole number from it — «−1,004», not
 * «−1,00», for −260/259, which is floored to −2 (so «−1,00 → −2» never appears).
 *
 * @param raw - The unrounded true count.
 * @example
 * ```ts
 * trueCountDigits(-260 / 259); // 3 (−1,004)
 * trueCountDigits(4.4); // 2 (+4,40)
 * ```
 */
export function trueCountDigits(raw: number): number {
  for (let digits = 2; digits <= 8; digits++) {
    const shown = Math.round(raw * 10 ** digits) / 10 ** digits;
    const honest = !Number.isInteger(shown) || Number.isInteger(raw);
    if (honest && Math.floor(shown) === Math.floor(raw) && Math.trunc(shown) === Math.trunc(raw)) return digits;
  }
  return 8;
}

/** How a true count is rounded to a whole number (the engine's `TrueCountRounding`). */
export type TrueCountRoundingKey = 'floor' | 'truncate' | 'round' | 'exact';

/** The rounding rules of a true count in words, with an example each. */
export const TRUE_COUNT_ROUNDING_RU: Readonly<Record<TrueCountRoundingKey, string>> = {
  floor: 'вниз, к меньшему целому (+2,7 → +2, −0,4 → −1)',
  truncate: 'отбрасыванием дробной части (+2,7 → +2, −0,4 → 0)',
  round: 'до ближайшего целого (+2,5 → +3)',
  exact: 'без округления',
};
