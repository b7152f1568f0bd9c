/**
 * Baccarat (Punto Banco): the rules schema, the third-card tableaus as data, the bets a table may
 * offer (Банко, Пунто, ничья and the side bets: pairs, perfect pair, Dragon 7, Panda 8) with what they
 * pay, and the presets (`seed`: the Russian text as written, `casino`: common practice, `noCommission`:
 * Банко 1:1 but 1:2 on a banker six, `ez`: EZ baccarat with Dragon 7 and Panda 8), with the source of
 * every value.
 *
 * @example
 * ```ts
 * import { baccaratPresets, BANKER_TABLEAUS } from '@croupier/paytables/baccarat';
 * baccaratPresets.casino.rules.bankerPays; // { pays: 19, per: 20 }
 * BANKER_TABLEAUS.casino[3];               // 'DDDDDDDDSD|D': banker 3 stands only on a player's 8
 * baccaratPresets.ez.rules.dragon7Pays;    // { pays: 40, per: 1 }
 * ```
 * @module
 */
import {
  MAX_RATIO_TERM,
  showValue,
  type FieldSpec,
  type Preset,
  type RatioValue,
  type RulesSchema,
  type Source,
} from './schema.js';

/** The seed file of the Russian baccarat text. */
export const BACCARAT_SEED_FILE = '004_b558c1f5db9be71a.txt';

/** The names of the two third-card tableaus: the text's (`seed`) and the casino one. */
export type TableauId = 'casino' | 'seed';

/**
 * A banker tableau: one row per banker two-card total 0…7 (8 and 9 are naturals). Each row is ten
 * letters for the player's third card value 0…9, a bar, then one letter for "the player stood":
 * `D` the banker draws, `S` the banker stands.
 */
export type BankerTableau = readonly [string, string, string, string, string, string, string, string];

/**
 * The banker's third-card rule as data, per tableau.
 *
 * `casino` is the rule of every Punto Banco table (banker 5 draws on a player's third card 4–7, banker 6
 * on 6–7). `seed` is the Russian text as written, which inverts those two rows: banker 5 draws unless
 * the third card is 4–7, banker 6 draws unless it is 6–7.
 */
export const BANKER_TABLEAUS: Readonly<Record<TableauId, BankerTableau>> = {
  //       player's third card: 0123456789 | stood
  casino: [
    'DDDDDDDDDD|D', // 0
    'DDDDDDDDDD|D', // 1
    'DDDDDDDDDD|D', // 2
    'DDDDDDDDSD|D', // 3: stands on an 8
    'SSDDDDDDSS|D', // 4: draws on 2–7
    'SSSSDDDDSS|D', // 5: draws on 4–7
    'SSSSSSDDSS|S', // 6: draws on 6–7
    'SSSSSSSSSS|S', // 7: stands
  ],
  seed: [
    'DDDDDDDDDD|D',
    'DDDDDDDDDD|D',
    'DDDDDDDDDD|D',
    'DDDDDDDDSD|D',
    'SSDDDDDDSS|D',
    'DDDDSSSSDD|D', // 5: the text: draws unless the third card is 4–7
    'DDDDDDSSDD|S', // 6: the text: draws unless it is 6–7
    'SSSSSSSSSS|S',
  ],
};

/** The player draws a third card on a two-card total of this or less (0–5), and stands on 6–7. */
export const PLAYER_DRAWS_THROUGH = 5;

/** The three main bets: Банко (banker), Пунто (player), ничья (tie). */
export const BACCARAT_MAIN_BETS = ['banker', 'player', 'tie'] as const;
/** One of {@link BACCARAT_MAIN_BETS}. */
export type BaccaratMainBet = (typeof BACCARAT_MAIN_BETS)[number];

/**
 * The side bets a table may offer (none in the text):
 * - `playerPair` / `bankerPair`: the first two cards of that hand are of one rank (К♠ К♥);
 * - `eitherPair`: either hand's first two cards are a pair;
 * - `perfectPair`: either hand's first two cards are the same card (rank and suit, К♠ К♠), which a shoe
 *   of several decks can deal; a table may pay more when both hands have one;
 * - `dragon7`: the banker wins with a three-card 7;
 * - `panda8`: the player wins with a three-card 8.
 */
export const BACCARAT_SIDE_BETS = [
  'playerPair',
  'bankerPair',
  'eitherPair',
  'perfectPair',
  'dragon7',
  'panda8',
] as const;
/** One of {@link BACCARAT_SIDE_BETS}. */
export type BaccaratSideBet = (typeof BACCARAT_SIDE_BETS)[number];

/** Every bet id of the table, main bets first. */
export const BACCARAT_BETS = [...BACCARAT_MAIN_BETS, ...BACCARAT_SIDE_BETS] as const;
/** One of {@link BACCARAT_BETS}. */
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/** The rule that says what each side bet pays (`null` in the rules: the table does not offer it). */
export const SIDE_BET_PAYS_KEY = {
  playerPair: 'playerPairPays',
  bankerPair: 'bankerPairPays',
  eitherPair: 'eitherPairPays',
  perfectPair: 'perfectPairPays',
  dragon7: 'dragon7Pays',
  panda8: 'panda8Pays',
} as const satisfies Record<BaccaratSideBet, keyof BaccaratRules>;

/** The rules of a baccarat table. */
export interface BaccaratRules {
  /** Decks in the shoe, 1–8 (the text: six or eight). */
  readonly decks: number;
  /** Which banker tableau decides the banker's third card ({@link BANKER_TABLEAUS}). */
  readonly tableau: TableauId;
  /** What a winning Банко bet pays (the text: 19:20, i.e. 1:1 less 5% commission). */
  readonly bankerPays: RatioValue;
  /** If set, a Банко win on a banker total of 6 pays this instead (commission-free tables: 1:2). */
  readonly bankerSixPays: RatioValue | null;
  /** Whether a Банко bet pushes when the banker wins with a three-card 7 (EZ baccarat's commission-free rule). */
  readonly bankerThreeCardSevenPushes: boolean;
  /** What a winning Пунто bet pays (1:1). */
  readonly playerPays: RatioValue;
  /** What a winning tie bet pays (8:1; some tables 9:1). */
  readonly tiePays: RatioValue;
  /** Whether a tie returns the Банко and Пунто stakes (`true`) or loses them (`false`). */
  readonly tiePushes: boolean;
  /** What the player pair bet pays (11:1), or `null`: not offered. */
  readonly playerPairPays: RatioValue | null;
  /** What the banker pair bet pays (11:1), or `null`: not offered. */
  readonly bankerPairPays: RatioValue | null;
  /** What the either-pair bet pays (5:1), or `null`: not offered. */
  readonly eitherPairPays: RatioValue | null;
  /** What the perfect pair bet pays when one hand has a perfect pair (25:1), or `null`: not offered. */
  readonly perfectPairPays: RatioValue | null;
  /** What the perfect pair bet pays when both hands have one (e.g. 250:1), or `null`: the same as one. */
  readonly perfectPairBothPays: RatioValue | null;
  /** What Dragon 7 pays (40:1), or `null`: not offered. */
  readonly dragon7Pays: RatioValue | null;
  /** What Panda 8 pays (25:1), or `null`: not offered. */
  readonly panda8Pays: RatioValue | null;
  /** What happens to a fraction of a chip (19:20 on a stake that is not a multiple of 20). */
  readonly rounding: 'down' | 'up' | 'halfUp' | 'refuse';
  /** Seats at the table, 1–14 (the text: up to fourteen players). */
  readonly maxPlayers: number;
  /** Cards left behind the cut card; when it comes out the coup is finished and the shoe reshuffled. */
  readonly cutCardFromEnd: number;
}

function ratioOrNone(value: unknown): string | null {
  if (value === null) return null;
  const r = value as RatioValue;
  return typeof value === 'object' &&
    Number.isSafeInteger(r.pays) &&
    Number.isSafeInteger(r.per) &&
    r.pays > 0 &&
    r.per > 0 &&
    r.pays <= MAX_RATIO_TERM &&
    r.per <= MAX_RATIO_TERM
    ? null
    : `must be a ratio like 1:2 as { pays, per } (whole numbers from 1 to ${MAX_RATIO_TERM}) or null (none), got ${showValue(value)}`;
}

function parseRatioOrNone(text: string): unknown {
  if (text === 'none' || text === 'null') return null;
  const m = /^(\d+)\s*[:/]\s*(\d+)$/.exec(text);
  if (m) return { pays: Number(m[1]), per: Number(m[2]) };
  return /^\d+$/.test(text) ? { pays: Number(text), per: 1 } : text;
}

/** A rule that is a ratio or `none`. */
function optionalRatio(description: string): FieldSpec {
  return { kind: 'custom', description, check: ratioOrNone, parse: parseRatioOrNone };
}

/** The baccarat rules schema: one field spec (kind, allowed values, description) per rule. */
export const baccaratSchema = {
  decks: { kind: 'int', min: 1, max: 8, description: 'decks in the shoe' },
  tableau: { kind: 'enum', values: ['casino', 'seed'], description: "the banker's third-card tableau" },
  bankerPays: { kind: 'ratio', description: 'what a winning Банко (banker) bet pays' },
  bankerSixPays: optionalRatio('a ratio like 1:2, or none: what a Банко win on a banker 6 pays instead'),
  bankerThreeCardSevenPushes: {
    kind: 'boolean',
    description: 'whether a Банко bet pushes when the banker wins with a three-card 7 (EZ baccarat)',
  },
  playerPays: { kind: 'ratio', description: 'what a winning Пунто (player) bet pays' },
  tiePays: { kind: 'ratio', description: 'what a winning tie bet pays' },
  tiePushes: { kind: 'boolean', description: 'whether a tie returns the Банко and Пунто stakes' },
  playerPairPays: optionalRatio('a ratio like 11:1, or none (not offered): what the player pair bet pays'),
  bankerPairPays: optionalRatio('a ratio like 11:1, or none (not offered): what the banker pair bet pays'),
  eitherPairPays: optionalRatio('a ratio like 5:1, or none (not offered): what the either-pair bet pays'),
  perfectPairPays: optionalRatio(
    'a ratio like 25:1, or none (not offered): what the perfect pair bet pays for one suited pair',
  ),
  perfectPairBothPays: optionalRatio(
    'a ratio like 250:1, or none (the same as one pair): what the perfect pair bet pays when both hands have one',
  ),
  dragon7Pays: optionalRatio('a ratio like 40:1, or none (not offered): what Dragon 7 pays'),
  panda8Pays: optionalRatio('a ratio like 25:1, or none (not offered): what Panda 8 pays'),
  rounding: {
    kind: 'enum',
    values: ['down', 'up', 'halfUp', 'refuse'],
    description: 'what happens to a fraction of a chip',
  },
  maxPlayers: { kind: 'int', min: 1, max: 14, description: 'seats at the table' },
  cutCardFromEnd: { kind: 'int', min: 6, max: 200, description: 'cards behind the cut card' },
} as const satisfies RulesSchema & Record<keyof BaccaratRules, FieldSpec>;

const seed = (quote: string): Source => ({ kind: 'seed', file: BACCARAT_SEED_FILE, quote });

/** Where the side bets' rules and payouts come from (common practice, with the published analyses). */
export const BACCARAT_SIDE_BET_SOURCES = {
  pairs: {
    kind: 'casino',
    note: 'Player pair and banker pair pay 11:1 when that hand’s first two cards are a pair of one rank; a non-proprietary bet found at baccarat tables everywhere (E. Jacobson, “Computer-perfect play against the baccarat pairs bet”, 888casino.com blog: house edge 10.361%, hit frequency 7.470%, eight decks).',
  },
  eitherPair: {
    kind: 'casino',
    note: 'Either pair pays 5:1 when the first two cards of either hand are a pair (live-dealer tables; published edge 13.71% for eight decks).',
  },
  perfectPair: {
    kind: 'casino',
    note: 'Perfect pair pays 25:1 when either hand’s first two cards are identical in rank and suit (Wizard of Odds, “Perfect Pairs (Version 1)”: 13.03% for eight decks; version 2 pays 250:1 when both hands have one: 6.62%).',
  },
  dragon7: {
    kind: 'casino',
    note: 'EZ baccarat: Dragon 7 pays 40:1 when the banker wins with a three-card 7 (Wizard of Odds, “EZ Baccarat”: house edge 7.61%, eight decks).',
  },
  panda8: {
    kind: 'casino',
    note: 'EZ baccarat: Panda 8 pays 25:1 when the player wins with a three-card 8 (Wizard of Odds, “EZ Baccarat”: house edge 10.19%, eight decks).',
  },
  ezBanker: {
    kind: 'casino',
    note: 'EZ baccarat pays Банко 1:1 with no commission, but a banker win with a three-card 7 pushes the Банко bet (Wizard of Odds, “EZ Baccarat”: house edge 1.02%, eight decks).',
  },
  none: { kind: 'settled', note: 'The text has no side bets: not offered.' },
} as const satisfies Record<string, Source>;

const NO_SIDE_BETS = {
  playerPairPays: null,
  bankerPairPays: null,
  eitherPairPays: null,
  perfectPairPays: null,
  perfectPairBothPays: null,
  dragon7Pays: null,
  panda8Pays: null,
} as const;

const NONE = BACCARAT_SIDE_BET_SOURCES.none;
const NO_SIDE_BET_SOURCES = {
  bankerThreeCardSevenPushes: { kind: 'settled', note: 'The text pays Банко 19:20 on every win: no push.' },
  playerPairPays: NONE,
  bankerPairPays: NONE,
  eitherPairPays: NONE,
  perfectPairPays: NONE,
  perfectPairBothPays: NONE,
  dragon7Pays: NONE,
  panda8Pays: NONE,
} as const satisfies Partial<Record<keyof BaccaratRules, Source>>;

const COMMON_SOURCES = {
  bankerPays: seed('Банко – это ставка на победу руки крупье. Выплата девятнадцать к двадцати'),
  playerPays: seed('Пунто – это ставка на то, что одержит победу рука игрока. Выплата один к одному'),
  tiePays: seed('Ничья – ставка на то, что итоговый результат выявится ничейным. Выплата восемь к одному'),
  tiePushes: {
    kind: 'settled',
    note: 'The text is silent; every Punto Banco table returns Банко and Пунто stakes on a tie (docs/rules.md, baccarat: a tie).',
  },
  rounding: {
    kind: 'casino',
    note: 'A fraction of a chip from 19:20 is not paid (docs/decisions/002-money-rounding.md); the settlement shows it.',
  },
  maxPlayers: seed('принимать участие могут до четырнадцати человек играющих'),
  cutCardFromEnd: {
    kind: 'casino',
    note: 'The text is silent; casinos place the cut card about 16 cards from the end of the shoe.',
  },
  bankerSixPays: { kind: 'settled', note: 'The text has no commission-free variant: none.' },
  ...NO_SIDE_BET_SOURCES,
} as const satisfies Partial<Record<keyof BaccaratRules, Source>>;

/**
 * The shoes the text allows: «В игре участвует шесть либо восемь карточных колод, количество которых
 * составляет пятьдесят две игровые карты в каждой». Every preset settles on 8 (docs/rules.md, baccarat:
 * shoe, values and bets); `decks: 6` is the text's other shoe (the schema takes 1–8, for other tables).
 */
export const BACCARAT_TEXT_DECKS: readonly [6, 8] = [6, 8];

/**
 * The croupiers of the text's table: «принимать участие могут до четырнадцати человек играющих и трое
 * крупье». Not a rule the engine deals by (it has no croupiers); for pictures and questions of the table.
 */
export const BACCARAT_TEXT_CROUPIERS = 3;

/** The preset ids: `seed`, `casino`, `noCommission`, `ez`. */
export type BaccaratPresetId = 'seed' | 'casino' | 'noCommission' | 'ez';

/** The preset used when none is named: the casino tableau (docs/rules.md, baccarat: the banker’s third card). */
export const BACCARAT_DEFAULT_PRESET: BaccaratPresetId = 'casino';

const TABLE = {
  tiePushes: true,
  rounding: 'down',
  maxPlayers: 14,
  cutCardFromEnd: 16,
} as const;

const PAIRS_11_TO_1 = {
  playerPairPays: { pays: 11, per: 1 },
  bankerPairPays: { pays: 11, per: 1 },
} as const;

/** The named presets, with the source of every value. */
export const baccaratPresets: Readonly<Record<BaccaratPresetId, Preset<BaccaratRules>>> = {
  seed: {
    id: 'seed',
    title: 'Как в тексте',
    description: 'The Russian text as written, including its inverted banker rules for 5 and 6; no side bets.',
    rules: {
      decks: 8,
      tableau: 'seed',
      bankerPays: { pays: 19, per: 20 },
      bankerSixPays: null,
      bankerThreeCardSevenPushes: false,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      ...NO_SIDE_BETS,
      ...TABLE,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: seed('В игре участвует шесть либо восемь карточных колод'),
      tableau: seed(
        'Если у крупье имеется пять очков, тогда получает возможность на третью карту при условии, что номинал вытащенной игроком карты, не будет равняться четырем, пяти, семи либо шести',
      ),
    },
  },
  casino: {
    id: 'casino',
    title: 'Как в казино',
    description:
      'Punto Banco as dealt in casinos: the standard tableau, 8 decks, Банко 19:20, tie 8:1, player and banker pairs 11:1.',
    rules: {
      decks: 8,
      tableau: 'casino',
      bankerPays: { pays: 19, per: 20 },
      bankerSixPays: null,
      bankerThreeCardSevenPushes: false,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      ...NO_SIDE_BETS,
      ...PAIRS_11_TO_1,
      ...TABLE,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: seed('В игре участвует шесть либо восемь карточных колод'),
      tableau: {
        kind: 'casino',
        note: 'Every casino: banker 5 draws only on a player third card of 4–7, banker 6 only on 6–7 (docs/rules.md, baccarat: the banker’s third card).',
      },
      playerPairPays: BACCARAT_SIDE_BET_SOURCES.pairs,
      bankerPairPays: BACCARAT_SIDE_BET_SOURCES.pairs,
    },
  },
  noCommission: {
    id: 'noCommission',
    title: 'Без комиссии',
    description:
      'Commission-free Punto Banco ("Super 6"): Банко pays 1:1, except a win on a banker 6, which pays 1:2; pairs 11:1.',
    rules: {
      decks: 8,
      tableau: 'casino',
      bankerPays: { pays: 1, per: 1 },
      bankerSixPays: { pays: 1, per: 2 },
      bankerThreeCardSevenPushes: false,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      ...NO_SIDE_BETS,
      ...PAIRS_11_TO_1,
      ...TABLE,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: { kind: 'casino', note: 'Commission-free tables deal 8 decks.' },
      tableau: { kind: 'casino', note: 'The standard tableau.' },
      bankerPays: { kind: 'casino', note: 'Commission-free tables pay Банко even money…' },
      bankerSixPays: {
        kind: 'casino',
        note: '…except a banker win with 6, which pays half the stake (E. Jacobson, “Card counting the Super Six baccarat side bet”, 888casino.com blog: house edge 1.4581%, eight decks).',
      },
      playerPairPays: BACCARAT_SIDE_BET_SOURCES.pairs,
      bankerPairPays: BACCARAT_SIDE_BET_SOURCES.pairs,
    },
  },
  ez: {
    id: 'ez',
    title: 'EZ-баккара',
    description:
      'EZ baccarat: Банко pays 1:1 with no commission but pushes on a banker win with a three-card 7; Dragon 7 40:1, Panda 8 25:1.',
    rules: {
      decks: 8,
      tableau: 'casino',
      bankerPays: { pays: 1, per: 1 },
      bankerSixPays: null,
      bankerThreeCardSevenPushes: true,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      ...NO_SIDE_BETS,
      dragon7Pays: { pays: 40, per: 1 },
      panda8Pays: { pays: 25, per: 1 },
      ...TABLE,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: { kind: 'casino', note: 'EZ baccarat is dealt from 8 decks.' },
      tableau: { kind: 'casino', note: 'The standard tableau.' },
      bankerPays: BACCARAT_SIDE_BET_SOURCES.ezBanker,
      bankerThreeCardSevenPushes: BACCARAT_SIDE_BET_SOURCES.ezBanker,
      dragon7Pays: BACCARAT_SIDE_BET_SOURCES.dragon7,
      panda8Pays: BACCARAT_SIDE_BET_SOURCES.panda8,
    },
  },
};

/**
 * Whether the banker draws under a tableau.
 *
 * @param tableau - The tableau ({@link BANKER_TABLEAUS}).
 * @param bankerTotal - The banker's two-card total, 0…7.
 * @param playerThird - The value 0…9 of the player's third card, or `null` if the player stood.
 * @returns `true` if the banker draws.
 * @throws RangeError for a total outside 0…7 or a third-card value outside 0…9 (a bug).
 */
export function tableauSaysDraw(tableau: BankerTableau, bankerTotal: number, playerThird: number | null): boolean {
  const row = tableau[bankerTotal];
  if (row === undefined || !Number.isInteger(bankerTotal)) {
    throw new RangeError(`The banker tableau has rows for totals 0–7, got ${bankerTotal}.`);
  }
  if (playerThird !== null && !(Number.isInteger(playerThird) && playerThird >= 0 && playerThird <= 9)) {
    throw new RangeError(`A third card's value is 0–9, got ${playerThird}.`);
  }
  return row[playerThird === null ? 11 : playerThird] === 'D';
}
