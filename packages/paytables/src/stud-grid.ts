/**
 * The exact stud odds of a grid of common variants: paytables × exchange fees × how many cards may be
 * exchanged, with no dealer card shown (the text's deal), and classic Caribbean stud (one card shown,
 * no exchange) for each paytable. Every figure is an exact fraction under optimal play, computed by
 * `packages/engine/scripts/stud-odds.ts` (the engine's exact analysis; see its decision record 005),
 * with a summary of the decisions by the combination dealt, for a "what changes" view.
 *
 * @module
 */
import type { RatioValue, Source } from './schema.js';
import { type StudOddsFigure, type StudPaytable, type StudRules, TEXT_PAYTABLE } from './stud.js';
import { STUD_ODDS_GRID as GENERATED_GRID } from './stud-data/grid.js';

/** The rules a grid entry fixes (the others do not change the per-ante figures; see {@link StudGridEntry}). */
export type StudGridRules = Pick<
  StudRules,
  'upCards' | 'maxExchange' | 'qualifier' | 'raiseMultiple' | 'antePays' | 'paytable' | 'feeOneCard' | 'feeTwoCards'
>;

/**
 * Decisions by the combination of the dealt five cards, in hands out of 2,598,960: `[hands, fold,
 * raise, exchange one card, exchange two cards]`, one row per combination from royal flush to «нет
 * игры» (`STUD_CATEGORIES` then `noGame`).
 */
export type StudDecisionRow = readonly [number, number, number, number, number];

/** One variant of the grid with its exact figures. */
export interface StudGridEntry extends StudOddsFigure {
  /** `<paytable>/<fees>/<exchange>`, e.g. `text/text/2`, or `<paytable>/caribbean`. */
  readonly id: string;
  /** The paytable's id in {@link STUD_GRID_PAYTABLES}. */
  readonly paytableId: string;
  /** The fees' id in {@link STUD_GRID_FEES} (`none` when no exchange is allowed). */
  readonly feesId: string;
  /** The rules the figures are for. */
  readonly rules: StudGridRules;
  /** Decisions by the dealt combination (absent for Caribbean stud, where they depend on the up-card). */
  readonly byCategory?: readonly StudDecisionRow[];
}

/** A paytable of the grid. */
export interface StudGridPaytable {
  /** Short id (`text`, …). */
  readonly id: string;
  /** Russian name for the site. */
  readonly title: string;
  /** The raise payouts. */
  readonly paytable: StudPaytable;
  /** Where it comes from. */
  readonly source: Source;
}

/** A pair of exchange fees of the grid. */
export interface StudGridFees {
  /** Short id (`text`, `flat`, `perCard`). */
  readonly id: string;
  /** Russian name for the site. */
  readonly title: string;
  /** The fee for one card, in antes. */
  readonly feeOneCard: RatioValue;
  /** The fee for two cards, in antes. */
  readonly feeTwoCards: RatioValue;
  /** Where it comes from. */
  readonly source: Source;
}

const r = (pays: number, per = 1): RatioValue => ({ pays, per });
const table = (...pays: number[]): StudPaytable => ({
  royalFlush: r(pays[0]!),
  straightFlush: r(pays[1]!),
  fourOfAKind: r(pays[2]!),
  fullHouse: r(pays[3]!),
  flush: r(pays[4]!),
  straight: r(pays[5]!),
  threeOfAKind: r(pays[6]!),
  twoPair: r(pays[7]!),
  pair: r(pays[8]!),
  aceKing: r(pays[9]!),
});

/** The paytables of the grid. */
export const STUD_GRID_PAYTABLES: readonly StudGridPaytable[] = [
  {
    id: 'text',
    title: 'Из текста: 100 / 50 / 20 / 7 / 5 / 4 / 3 / 2 / 1 / 1',
    paytable: TEXT_PAYTABLE,
    source: {
      kind: 'seed',
      file: '001_70f9a5682b1581e4.txt',
      quote: 'Флеш-Рояль 100:1 … Туз-Король 1:1',
    },
  },
  {
    id: 'royal200',
    title: 'Флеш-рояль 200, фулл 6: 200 / 50 / 20 / 6 / 5 / 4 / 3 / 2 / 1 / 1',
    paytable: table(200, 50, 20, 6, 5, 4, 3, 2, 1, 1),
    source: {
      kind: 'casino',
      note: 'A variant reported at an online casino: the royal flush at 200:1 and the full house at 6:1, the rest standard ("Enjoying Caribbean Stud Poker, part 3", packplrarticledirectory.blogspot.com, 2016).',
    },
  },
  {
    id: 'generous',
    title: 'Щедрая: 250 / 50 / 25 / 9 / 6 / 4 / 3 / 2 / 1 / 1',
    paytable: table(250, 50, 25, 9, 6, 4, 3, 2, 1, 1),
    source: {
      kind: 'settled',
      note: 'No published table: the example of a custom paytable in the CLI help (`--set paytable=250,50,25,9,6,4,3,2,1,1`), kept as the upper end of the grid so a reader sees how much better payouts on the rare hands are worth.',
    },
  },
];

/** The exchange fees of the grid. */
export const STUD_GRID_FEES: readonly StudGridFees[] = [
  {
    id: 'text',
    title: 'Из текста: одна карта — 1 АНТЕ, две — 1,5 АНТЕ',
    feeOneCard: r(1),
    feeTwoCards: r(3, 2),
    source: {
      kind: 'seed',
      file: '001_70f9a5682b1581e4.txt',
      quote: 'Замена одной карты оплачивается суммой, равной ставке АНТЕ, замена двух карт стоит полторы ставки АНТЕ.',
    },
  },
  {
    id: 'flat',
    title: 'Любой обмен — 1 АНТЕ',
    feeOneCard: r(1),
    feeTwoCards: r(1),
    source: {
      kind: 'casino',
      note: 'Russian poker tables sell an exchange of any number of cards for one ante (e.g. the rules of Casino Aragon, Minsk, and of Casinò Campione d’Italia, "Russian Poker").',
    },
  },
  {
    id: 'perCard',
    title: 'Одно АНТЕ за карту: одна — 1, две — 2',
    feeOneCard: r(1),
    feeTwoCards: r(2),
    source: {
      kind: 'casino',
      note: 'Oasis poker charges one ante per card switched, up to three (e.g. the NetEnt "Oasis Poker Professional Series" rules: 1 card = 1 × ante, 2 cards = 2 × ante).',
    },
  },
];

/** Every variant of the grid, generated by `packages/engine/scripts/stud-odds.ts`. */
export const STUD_ODDS_GRID: readonly StudGridEntry[] = GENERATED_GRID;
