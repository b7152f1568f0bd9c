/**
 * Blackjack: the rules schema, the `seed` (the Russian text) and `casino` presets with the source of
 * every value, and the payouts.
 *
 * @module
 */
import type { Preset, RatioValue, RulesSchema, Source } from './schema.js';

/** How a blackjack table plays. Every field is an option a caller may change. */
export interface BlackjackRules {
  /** Decks in the shoe, 1–8. */
  readonly decks: number;
  /** Whether the dealer takes a hole card and peeks for blackjack (US) or takes one card only (European). */
  readonly holeCard: boolean;
  /**
   * Without a hole card, what a dealer blackjack takes: `all` (doubles and split hands too, as the text
   * says) or `original` (only the original bet; extra stakes are returned). Ignored with a hole card.
   */
  readonly dealerBlackjackTakes: 'all' | 'original';
  /** Whether the dealer hits soft 17 (H17) instead of standing on it (S17). */
  readonly dealerHitsSoft17: boolean;
  /** What a player blackjack pays, `{ pays: 3, per: 2 }` for 3:2. */
  readonly blackjackPays: RatioValue;
  /** Which first two cards may be doubled: any two, a total of 9–11, or 10–11. */
  readonly doubleOn: 'any' | '9-11' | '10-11';
  /**
   * Whether a soft hand qualifies for `doubleOn` by its total with the ace counted as one: with `true`,
   * A+8 (9 or 19) and A+9 (10 or 20) may be doubled under `9-11`, and A+9 under `10-11`. With `false`
   * only the best total counts, so no soft hand qualifies (common in European casinos). Irrelevant
   * under `doubleOn: 'any'`.
   */
  readonly doubleSoft: boolean;
  /** Whether a hand made by splitting may be doubled. */
  readonly doubleAfterSplit: boolean;
  /** Whether a pair is two cards of equal value (J+K) or of equal rank (K+K only). */
  readonly splitBy: 'value' | 'rank';
  /** Most hands a player may hold after splitting: 1 (no splitting), 2 (one split) … 4. */
  readonly maxHands: number;
  /** Whether two aces may be split. */
  readonly splitAces: boolean;
  /** Whether a split ace may take more than its one card. */
  readonly hitSplitAces: boolean;
  /** Whether a split ace that draws another ace may be split again (within `maxHands`). */
  readonly resplitAces: boolean;
  /** Surrender: none, late (after the dealer's blackjack is known), early (before). */
  readonly surrender: 'none' | 'late' | 'early';
  /** Whether insurance is offered when the dealer's first card is an ace. */
  readonly insurance: boolean;
  /** What insurance pays, 2:1. */
  readonly insurancePays: RatioValue;
  /** Whether a player with blackjack against an ace may take even money (1:1 at once). */
  readonly evenMoney: boolean;
  /** What to do with a fraction of a chip (3:2 on an odd stake): see `@croupier/engine/money`. */
  readonly rounding: 'down' | 'up' | 'halfUp' | 'refuse';
}

/** The schema of {@link BlackjackRules}. */
export const blackjackSchema: RulesSchema = {
  decks: { kind: 'int', min: 1, max: 8, description: 'decks in the shoe' },
  holeCard: { kind: 'boolean', description: 'the dealer takes a hole card and peeks (false: European, one card)' },
  dealerBlackjackTakes: {
    kind: 'enum',
    values: ['all', 'original'],
    description: 'without a hole card, whether a dealer blackjack takes doubles and splits too',
  },
  dealerHitsSoft17: { kind: 'boolean', description: 'the dealer hits soft 17 (H17)' },
  blackjackPays: { kind: 'ratio', description: 'what a blackjack pays' },
  doubleOn: { kind: 'enum', values: ['any', '9-11', '10-11'], description: 'which first two cards may be doubled' },
  doubleSoft: {
    kind: 'boolean',
    description: 'a soft hand qualifies for doubleOn by its total with the ace as one (A+8 is 9)',
  },
  doubleAfterSplit: { kind: 'boolean', description: 'doubling allowed after a split' },
  splitBy: { kind: 'enum', values: ['value', 'rank'], description: 'a pair is equal value (J+K) or equal rank' },
  maxHands: { kind: 'int', min: 1, max: 4, description: 'most hands after splitting (1: no split, 2: one split)' },
  splitAces: { kind: 'boolean', description: 'aces may be split' },
  hitSplitAces: { kind: 'boolean', description: 'a split ace may draw more than one card' },
  resplitAces: { kind: 'boolean', description: 'split aces may be split again (within maxHands)' },
  surrender: { kind: 'enum', values: ['none', 'late', 'early'], description: 'surrender for half the bet' },
  insurance: { kind: 'boolean', description: 'insurance offered against a dealer ace' },
  insurancePays: { kind: 'ratio', description: 'what insurance pays' },
  evenMoney: { kind: 'boolean', description: 'even money offered for a blackjack against an ace' },
  rounding: {
    kind: 'enum',
    values: ['down', 'up', 'halfUp', 'refuse'],
    description: 'fractions of a chip (3:2 on an odd stake)',
  },
};

const SEED_FILE = '000_a67c294d54cfb7d5.txt';
const seedSrc = (quote: string): Source => ({ kind: 'seed', file: SEED_FILE, quote });

/** The Russian text's game: European, no hole card, a dealer blackjack takes everything. */
const seed: Preset<BlackjackRules> = {
  id: 'seed',
  title: 'Правила из текста',
  description: 'Европейский блекджек без закрытой карты крупье, как в тексте правил.',
  rules: {
    decks: 6,
    holeCard: false,
    dealerBlackjackTakes: 'all',
    dealerHitsSoft17: false,
    blackjackPays: { pays: 3, per: 2 },
    doubleOn: '9-11',
    doubleSoft: true,
    doubleAfterSplit: true,
    splitBy: 'value',
    maxHands: 2,
    splitAces: false,
    hitSplitAces: false,
    resplitAces: false,
    surrender: 'none',
    insurance: true,
    insurancePays: { pays: 2, per: 1 },
    evenMoney: false,
    rounding: 'down',
  },
  sources: {
    decks: {
      kind: 'settled',
      note: 'The text does not say; 6 decks is the common shoe (docs/rules.md, blackjack: decks, surrender and the rest).',
    },
    holeCard: seedSrc('Крупье сдает две карты игроку и одну себе.'),
    dealerBlackjackTakes: seedSrc(
      'Если у крупье выпадает Блекджек, игрок проигрывает во всех случаях, кроме того, когда у него самого выпадает Блекджек.',
    ),
    dealerHitsSoft17: seedSrc('должен остановиться сразу, как только наберет 17 или больше очков'),
    blackjackPays: seedSrc('поставив 10 и получив Блекджек, игрок получает обратно свою ставку 10 и выигрыш 15'),
    doubleOn: seedSrc('сумма которых равна 9, 10 или 11 очкам'),
    doubleSoft: {
      kind: 'settled',
      note: 'The text lets the ace count 1 or 11 («Достоинство Туза равно 1 или 11») and asks only for a sum of 9, 10 or 11, so A+8 and A+9 qualify with the ace as one (docs/rules.md, blackjack: doubling).',
    },
    doubleAfterSplit: {
      kind: 'settled',
      note: 'The text says «Далее игра продолжается как обычно»; docs/rules.md (blackjack: splitting) reads it as allowed.',
    },
    splitBy: seedSrc('Если первые две карты игрока одинакового достоинства (например, два Валета)'),
    maxHands: seedSrc('Если игрок один раз разделил комбинацию карт на две, то он не может сделать это еще раз.'),
    splitAces: seedSrc('Единственное исключение представляет случай, когда игроку выпадают два Туза.'),
    hitSplitAces: { kind: 'settled', note: 'Aces are never split under the text; the option is off.' },
    resplitAces: { kind: 'settled', note: 'Aces are never split under the text; the option is off.' },
    surrender: { kind: 'settled', note: 'Not in the text: none.' },
    insurance: seedSrc('Если первая карта крупье Туз, игрок может купить страховку.'),
    insurancePays: seedSrc('страховка оплачивается 2 : 1'),
    evenMoney: { kind: 'settled', note: 'Not in the text: not offered.' },
    rounding: { kind: 'settled', note: 'Fractions of a chip are not paid (docs/decisions/002-money-rounding.md).' },
  },
};

/** Common casino practice (a US-style six-deck shoe game with a hole card). */
const casino: Preset<BlackjackRules> = {
  id: 'casino',
  title: 'Типичное казино',
  description: 'Шесть колод, крупье заглядывает под карту, удвоение на любых двух, до четырёх рук.',
  rules: {
    decks: 6,
    holeCard: true,
    dealerBlackjackTakes: 'original',
    dealerHitsSoft17: false,
    blackjackPays: { pays: 3, per: 2 },
    doubleOn: 'any',
    doubleSoft: true,
    doubleAfterSplit: true,
    splitBy: 'value',
    maxHands: 4,
    splitAces: true,
    hitSplitAces: false,
    resplitAces: false,
    surrender: 'none',
    insurance: true,
    insurancePays: { pays: 2, per: 1 },
    evenMoney: true,
    rounding: 'down',
  },
  sources: {
    decks: { kind: 'casino', note: 'Six-deck shoes are the most common (Wizard of Odds, blackjack rule variations).' },
    holeCard: { kind: 'casino', note: 'US practice: a hole card, peek under an ace or ten-value card.' },
    dealerBlackjackTakes: {
      kind: 'casino',
      note: 'With a peek only the original bet is ever at risk to a dealer blackjack.',
    },
    dealerHitsSoft17: { kind: 'casino', note: 'S17 is the common shoe-game rule (H17 spreads on low limits).' },
    blackjackPays: { kind: 'casino', note: '3:2 is the standard payout; 6:5 is a known worse variant.' },
    doubleOn: { kind: 'casino', note: 'Double on any first two cards.' },
    doubleSoft: { kind: 'casino', note: 'Any two cards may be doubled, soft hands included.' },
    doubleAfterSplit: { kind: 'casino', note: 'DAS is allowed in most shoe games.' },
    splitBy: { kind: 'casino', note: 'Any two ten-value cards may be split.' },
    maxHands: { kind: 'casino', note: 'Resplit to four hands.' },
    splitAces: { kind: 'casino', note: 'Aces may be split once, one card each.' },
    hitSplitAces: { kind: 'casino', note: 'Split aces take one card each.' },
    resplitAces: {
      kind: 'casino',
      note: 'Split aces are not split again in most shoe games (other pairs resplit to four hands).',
    },
    surrender: { kind: 'casino', note: 'Surrender is offered in few casinos; off here.' },
    insurance: { kind: 'casino', note: 'Insurance is offered against an ace.' },
    insurancePays: { kind: 'casino', note: 'Insurance pays 2:1.' },
    evenMoney: { kind: 'casino', note: 'Even money is offered to a blackjack against an ace.' },
    rounding: { kind: 'casino', note: 'Half chips are not paid on odd stakes.' },
  },
};

/** A preset id: `seed` (the text) or `casino`. */
export type BlackjackPresetId = 'seed' | 'casino';

/** The presets by id, each value with its source. */
export const blackjackPresets: Readonly<Record<BlackjackPresetId, Preset<BlackjackRules>>> = { seed, casino };

/** The preset used when none is named: the text's rules. */
export const BLACKJACK_DEFAULT_PRESET: BlackjackPresetId = 'seed';

/** The payout table of the text («Таблица выигрышей»), in the order it lists them. */
export const blackjackPayouts = {
  /** A winning hand, 1:1. */
  win: { pays: 1, per: 1 },
  /** Insurance, 2:1. */
  insurance: { pays: 2, per: 1 },
  /** A blackjack, 3:2. */
  blackjack: { pays: 3, per: 2 },
} as const satisfies Record<string, RatioValue>;

/** The limits of a full blackjack table: how many boxes, how many one player may play, how many bets a box holds. */
export interface BlackjackTableLimits {
  /** Boxes at the table. */
  readonly boxes: number;
  /** Boxes one player may play at once. */
  readonly boxesPerPlayer: number;
  /** Bets on one box before the deal: the main bet only (the engine offers no side bet). */
  readonly betsPerBox: number;
}

/** A full blackjack table's limits and the source of each. */
export const blackjackTableLimits: {
  /** The limits. */
  readonly value: BlackjackTableLimits;
  /** Where each comes from. */
  readonly sources: { readonly [K in keyof BlackjackTableLimits]: Source };
} = {
  value: { boxes: 7, boxesPerPlayer: 3, betsPerBox: 1 },
  sources: {
    boxes: {
      kind: 'settled',
      note: 'The text speaks of one player («Крупье сдает две карты игроку»); seven boxes is the common shoe table, and every box is a seat of the engine (docs/rules.md, blackjack: a full table).',
    },
    boxesPerPlayer: {
      kind: 'settled',
      note: 'Not in the text; houses let one player take two or three boxes when the table has room, and the project settles on three.',
    },
    betsPerBox: {
      kind: 'settled',
      note: 'The text names one bet per box before the deal («Игроки делают ставки») and no side bet; insurance, doubles and splits come later in the round.',
    },
  },
};
