/**
 * Baccarat (Punto Banco): the rules schema, the third-card tableaus as data, and the presets (`seed`:
 * the Russian text as written, `casino`: common practice, `noCommission`: the commission-free banker
 * variant), with the source of every value.
 *
 * @example
 * ```ts
 * import { baccaratPresets, BANKER_TABLEAUS } from '@croupier/paytables/baccarat';
 * baccaratPresets.casino.rules.bankerPays; // { pays: 19, per: 20 }
 * BANKER_TABLEAUS.casino[3];               // 'DDDDDDDDSD|D': banker 3 stands only on a player's 8
 * ```
 * @module
 */
import type { FieldSpec, Preset, RatioValue, RulesSchema, Source } from './schema.js';

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

/** The bets of the table: Банко (banker), Пунто (player), ничья (tie). */
export const BACCARAT_BETS = ['banker', 'player', 'tie'] as const;
/** One of {@link BACCARAT_BETS}. */
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

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
  /** What a winning Пунто bet pays (1:1). */
  readonly playerPays: RatioValue;
  /** What a winning tie bet pays (8:1; some tables 9:1). */
  readonly tiePays: RatioValue;
  /** Whether a tie returns the Банко and Пунто stakes (`true`) or loses them (`false`). */
  readonly tiePushes: boolean;
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
  return typeof r === 'object' && Number.isSafeInteger(r.pays) && Number.isSafeInteger(r.per) && r.pays > 0 && r.per > 0
    ? null
    : `must be a ratio like 1:2 as { pays, per } or null (none), got ${JSON.stringify(value)}`;
}

/** The baccarat rules schema: one field spec (kind, allowed values, description) per rule. */
export const baccaratSchema = {
  decks: { kind: 'int', min: 1, max: 8, description: 'decks in the shoe' },
  tableau: { kind: 'enum', values: ['casino', 'seed'], description: "the banker's third-card tableau" },
  bankerPays: { kind: 'ratio', description: 'what a winning Банко (banker) bet pays' },
  bankerSixPays: {
    kind: 'custom',
    description: 'a ratio like 1:2, or none: what a Банко win on a banker 6 pays instead',
    check: ratioOrNone,
    parse: (text: string) => {
      if (text === 'none' || text === 'null') return null;
      const m = /^(\d+)\s*[:/]\s*(\d+)$/.exec(text);
      return m ? { pays: Number(m[1]), per: Number(m[2]) } : text;
    },
  },
  playerPays: { kind: 'ratio', description: 'what a winning Пунто (player) bet pays' },
  tiePays: { kind: 'ratio', description: 'what a winning tie bet pays' },
  tiePushes: { kind: 'boolean', description: 'whether a tie returns the Банко and Пунто stakes' },
  rounding: {
    kind: 'enum',
    values: ['down', 'up', 'halfUp', 'refuse'],
    description: 'what happens to a fraction of a chip',
  },
  maxPlayers: { kind: 'int', min: 1, max: 14, description: 'seats at the table' },
  cutCardFromEnd: { kind: 'int', min: 6, max: 200, description: 'cards behind the cut card' },
} as const satisfies RulesSchema & Record<keyof BaccaratRules, FieldSpec>;

const seed = (quote: string): Source => ({ kind: 'seed', file: BACCARAT_SEED_FILE, quote });

const COMMON_SOURCES = {
  bankerPays: seed('Банко – это ставка на победу руки крупье. Выплата девятнадцать к двадцати'),
  playerPays: seed('Пунто – это ставка на то, что одержит победу рука игрока. Выплата один к одному'),
  tiePays: seed('Ничья – ставка на то, что итоговый результат выявится ничейным. Выплата восемь к одному'),
  tiePushes: {
    kind: 'settled',
    note: 'The text is silent; every Punto Banco table returns Банко and Пунто stakes on a tie (RULES.md).',
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
} as const satisfies Partial<Record<keyof BaccaratRules, Source>>;

/** The preset ids: `seed`, `casino`, `noCommission`. */
export type BaccaratPresetId = 'seed' | 'casino' | 'noCommission';

/** The preset used when none is named: the casino tableau (RULES.md). */
export const BACCARAT_DEFAULT_PRESET: BaccaratPresetId = 'casino';

/** The named presets, with the source of every value. */
export const baccaratPresets: Readonly<Record<BaccaratPresetId, Preset<BaccaratRules>>> = {
  seed: {
    id: 'seed',
    title: 'Как в тексте',
    description: 'The Russian text as written, including its inverted banker rules for 5 and 6.',
    rules: {
      decks: 8,
      tableau: 'seed',
      bankerPays: { pays: 19, per: 20 },
      bankerSixPays: null,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      tiePushes: true,
      rounding: 'down',
      maxPlayers: 14,
      cutCardFromEnd: 16,
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
    description: 'Punto Banco as dealt in casinos: the standard tableau, 8 decks, Банко 19:20, tie 8:1.',
    rules: {
      decks: 8,
      tableau: 'casino',
      bankerPays: { pays: 19, per: 20 },
      bankerSixPays: null,
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      tiePushes: true,
      rounding: 'down',
      maxPlayers: 14,
      cutCardFromEnd: 16,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: seed('В игре участвует шесть либо восемь карточных колод'),
      tableau: {
        kind: 'casino',
        note: 'Every casino: banker 5 draws only on a player third card of 4–7, banker 6 only on 6–7 (RULES.md).',
      },
    },
  },
  noCommission: {
    id: 'noCommission',
    title: 'Без комиссии',
    description: 'Commission-free Punto Banco: Банко pays 1:1, except a win on a banker 6, which pays 1:2.',
    rules: {
      decks: 8,
      tableau: 'casino',
      bankerPays: { pays: 1, per: 1 },
      bankerSixPays: { pays: 1, per: 2 },
      playerPays: { pays: 1, per: 1 },
      tiePays: { pays: 8, per: 1 },
      tiePushes: true,
      rounding: 'down',
      maxPlayers: 14,
      cutCardFromEnd: 16,
    },
    sources: {
      ...COMMON_SOURCES,
      decks: { kind: 'casino', note: 'Commission-free tables deal 8 decks.' },
      tableau: { kind: 'casino', note: 'The standard tableau.' },
      bankerPays: { kind: 'casino', note: 'Commission-free tables pay Банко even money…' },
      bankerSixPays: { kind: 'casino', note: '…except a banker win with 6, which pays half the stake.' },
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
