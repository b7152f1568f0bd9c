/**
 * Five-card stud with exchange: the rules schema, the `seed` (the Russian text), `casino` and
 * `caribbean` presets with the source of every value, and the raise paytable.
 *
 * @module
 */
import {
  checkField,
  hasOwnKey,
  MAX_RATIO_TERM,
  showValue,
  type Preset,
  type RatioValue,
  type RulesSchema,
  type Source,
} from './schema.js';
import { STUD_ODDS as GENERATED_ODDS } from './stud-data/odds.js';

/** The text's combinations, best first (the keys of {@link StudRules.paytable}). */
export const STUD_CATEGORIES = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'pair',
  'aceKing',
] as const;

/** A combination that the raise paytable pays. */
export type StudPaidCategory = (typeof STUD_CATEGORIES)[number];

/** What the raise (the main bet) pays per combination, e.g. `{ fullHouse: { pays: 7, per: 1 } }`. */
export type StudPaytable = Readonly<Record<StudPaidCategory, RatioValue>>;

/** How a five-card stud table plays. Every field is an option a caller may change. */
export interface StudRules {
  /** Dealer cards dealt face up before the player decides: 0 (the text) or 1 (Caribbean stud). */
  readonly upCards: 0 | 1;
  /** The most cards the player may exchange, once: 0 (no exchange), 1 or 2 (the text). */
  readonly maxExchange: 0 | 1 | 2;
  /** The fee for exchanging one card, in antes (`{ pays: 1, per: 1 }`: one ante). */
  readonly feeOneCard: RatioValue;
  /** The fee for exchanging two cards, in antes (`{ pays: 3, per: 2 }`: one and a half antes). */
  readonly feeTwoCards: RatioValue;
  /** What to do when a fee is not a whole number of chips (1.5 × an odd ante): round it up, or refuse. */
  readonly feeRounding: 'up' | 'refuse';
  /** Whether an exchange is limited (to one card, or refused) when the balance after the fee could not cover the raise. */
  readonly exchangeNeedsRaise: boolean;
  /** The raise as a multiple of the ante (2: the bet is twice the ante). */
  readonly raiseMultiple: number;
  /** The dealer's qualifying hand: ace-king or better (the text), or a pair or better. */
  readonly qualifier: 'aceKing' | 'pair';
  /** What the ante pays when the player wins (1:1). */
  readonly antePays: RatioValue;
  /** What the raise pays by the player's combination when the dealer qualifies and loses. */
  readonly paytable: StudPaytable;
}

/** The schema of {@link StudRules}. The paytable is set from the CLI as `paytable=100,50,20,7,5,4,3,2,1,1`. */
export const studSchema: RulesSchema = {
  upCards: {
    kind: 'enum',
    values: [0, 1],
    description: 'dealer cards face up before the decision (1: Caribbean stud)',
  },
  maxExchange: { kind: 'enum', values: [0, 1, 2], description: 'most cards the player may exchange, once' },
  feeOneCard: { kind: 'ratio', description: 'fee for one card, in antes' },
  feeTwoCards: { kind: 'ratio', description: 'fee for two cards, in antes' },
  feeRounding: {
    kind: 'enum',
    values: ['up', 'refuse'],
    description: 'a fee that is not whole chips: round up or refuse',
  },
  exchangeNeedsRaise: {
    kind: 'boolean',
    description: 'an exchange is limited or refused when the balance after the fee cannot cover the raise',
  },
  raiseMultiple: { kind: 'int', min: 1, max: 10, description: 'the raise as a multiple of the ante' },
  qualifier: { kind: 'enum', values: ['aceKing', 'pair'], description: "the dealer's lowest qualifying hand" },
  antePays: { kind: 'ratio', description: 'what the ante pays when the player wins' },
  paytable: {
    kind: 'custom',
    description: `the raise paytable: ${STUD_CATEGORIES.length} whole payouts to 1 (1 to ${MAX_RATIO_TERM}) from royal flush down to ace-king, e.g. 100,50,20,7,5,4,3,2,1,1`,
    check: (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return `paytable must be an object of ratios by combination, got ${showValue(value)}`;
      for (const k of Object.keys(value)) {
        if (!(STUD_CATEGORIES as readonly string[]).includes(k))
          return `paytable has an unknown combination ${showValue(k)}; known: ${STUD_CATEGORIES.join(', ')}`;
      }
      for (const k of STUD_CATEGORIES) {
        // Own properties only: an inherited ratio would vanish from a JSON copy of the rules.
        const ratio = hasOwnKey(value, k) ? (value as Record<string, unknown>)[k] : undefined;
        if (checkField({ kind: 'ratio', description: k }, ratio) !== null)
          return `paytable.${k} must be a ratio { pays, per } of whole numbers from 1 to ${MAX_RATIO_TERM}, got ${showValue(ratio)}`;
      }
      return null;
    },
    parse: (text) => {
      const parts = text.split(',').map((p) => p.trim());
      if (parts.length !== STUD_CATEGORIES.length || parts.some((p) => !/^\d+$/.test(p) || Number(p) <= 0)) return text;
      return Object.fromEntries(STUD_CATEGORIES.map((k, i) => [k, { pays: Number(parts[i]), per: 1 }]));
    },
  },
};

const SEED_FILE = '001_70f9a5682b1581e4.txt';
const seedSrc = (quote: string): Source => ({ kind: 'seed', file: SEED_FILE, quote });
const r = (pays: number, per = 1): RatioValue => ({ pays, per });

/** The text's raise paytable: 100 / 50 / 20 / 7 / 5 / 4 / 3 / 2 / 1 / 1, all to 1. */
export const TEXT_PAYTABLE: StudPaytable = {
  royalFlush: r(100),
  straightFlush: r(50),
  fourOfAKind: r(20),
  fullHouse: r(7),
  flush: r(5),
  straight: r(4),
  threeOfAKind: r(3),
  twoPair: r(2),
  pair: r(1),
  aceKing: r(1),
};

const paytableSrc = seedSrc(
  'Флеш-Рояль 100:1, Стрит-Флеш 50:1, Каре 20:1, Фулл 7:1, Флеш 5:1, Стрит 4:1, Тройка 3:1, Две пары 2:1, Пара 1:1, Туз-Король 1:1',
);

const seedSources: { readonly [K in keyof StudRules]: Source } = {
  upCards: seedSrc('После того, как игрок сделал выбор, дилер открывает свои карты.'),
  maxExchange: seedSrc('попробовать заменить одну или две карты'),
  feeOneCard: seedSrc('Замена одной карты оплачивается суммой, равной ставке АНТЕ'),
  feeTwoCards: seedSrc('замена двух карт стоит полторы ставки АНТЕ'),
  feeRounding: {
    kind: 'settled',
    note: 'The text prices two cards at 1.5 antes and says nothing of odd antes; the fee is rounded up to a whole chip.',
  },
  exchangeNeedsRaise: seedSrc(
    'обмен будет ограничен одной картой или запрещен, если денег на счету игрока недостаточно, чтобы поставить основную СТАВКУ после платы за обмен',
  ),
  raiseMultiple: seedSrc('основная ставка, вдвое больше, чем начальная ставка в боксе АНТЕ, делается автоматически'),
  qualifier: {
    kind: 'settled',
    note: 'The text: a dealer below its lowest combination, ace-king, has «нет игры» (docs/rules.md, stud: the dealer’s qualifier).',
  },
  antePays: seedSrc('Ставка АНТЕ будет оплачена в соотношении 1:1.'),
  paytable: paytableSrc,
};

/** The Russian text's game: no dealer card shown, exchange of one or two cards for a fee. */
const seed: Preset<StudRules> = {
  id: 'seed',
  title: 'Правила из текста',
  description: 'Пятикарточный покер против дилера с АНТЕ и обменом одной или двух карт за плату, как в тексте.',
  rules: {
    upCards: 0,
    maxExchange: 2,
    feeOneCard: r(1),
    feeTwoCards: r(3, 2),
    feeRounding: 'up',
    exchangeNeedsRaise: true,
    raiseMultiple: 2,
    qualifier: 'aceKing',
    antePays: r(1),
    paytable: TEXT_PAYTABLE,
  },
  sources: seedSources,
};

/**
 * Common casino practice for the «Russian poker» / Oasis family: the draw is sold at one ante per
 * card, so only the one-card exchange keeps the text's price; the dealer's cards stay hidden as in the
 * text; paytable and qualifier as in Caribbean stud.
 */
const casino: Preset<StudRules> = {
  id: 'casino',
  title: 'Как в казино',
  description: 'Обмен только одной карты за одно АНТЕ (цена обмена в казино — АНТЕ за карту); остальное как в тексте.',
  rules: { ...seed.rules, maxExchange: 1 },
  sources: {
    ...seedSources,
    maxExchange: {
      kind: 'casino',
      note: 'Oasis / Russian poker tables sell a draw at one ante per card (Wizard of Odds, "Oasis Poker"); this preset keeps the one-card draw only.',
    },
    paytable: {
      kind: 'casino',
      note: 'The common Caribbean stud table 100/50/20/7/5/4/3/2/1 with ace-king 1 (Wizard of Odds), the same as the text.',
    },
  },
};

/** Classic Caribbean stud: one dealer card up, no exchange, the same paytable and qualifier. */
const caribbean: Preset<StudRules> = {
  id: 'caribbean',
  title: 'Карибский покер',
  description:
    'Классический карибский покер: одна карта дилера открыта, обмена нет, выплаты и квалификация как в тексте.',
  rules: { ...seed.rules, upCards: 1, maxExchange: 0 },
  sources: {
    ...seedSources,
    upCards: {
      kind: 'casino',
      note: 'Caribbean stud deals one dealer card face up (Wizard of Odds, "Caribbean Stud Poker").',
    },
    maxExchange: { kind: 'casino', note: 'Caribbean stud has no draw.' },
  },
};

/** The stud presets by id. */
export const studPresets = { seed, casino, caribbean } as const;

/** A stud preset id. */
export type StudPresetId = keyof typeof studPresets;

/** The preset used when none is named: the text's game. */
export const STUD_DEFAULT_PRESET: StudPresetId = 'seed';

/** One game's figures under optimal play, per ante. */
export interface StudOddsFigure {
  /** Whether the figures are exact (every hand class computed) or an estimate with an interval. */
  readonly exact: boolean;
  /** The house edge per ante as a reduced fraction, when exact. */
  readonly houseEdge?: string;
  /** The house edge per ante (positive favours the house). */
  readonly houseEdgeValue: number;
  /** The element of risk (house edge per chip wagered on the ante and the raise), as a fraction when exact. */
  readonly elementOfRisk?: string;
  /** The element of risk as a number. */
  readonly elementOfRiskValue?: number;
  /** The chance of raising under optimal play, as a fraction when exact. */
  readonly raiseChance?: string;
  /** The chance of raising as a number. */
  readonly raiseChanceValue?: number;
  /** For an estimate: the 95% confidence interval of the house edge. */
  readonly houseEdgeCi95?: readonly [number, number];
  /** For an estimate: a rigorous upper bound of the house edge. */
  readonly houseEdgeAtMost?: number;
  /** For an estimate: how many hand classes were computed, of how many. */
  readonly classesDone?: number;
  /** For an estimate: the number of hand classes. */
  readonly classes?: number;
  /** What the figure is. */
  readonly note?: string;
}

/** The shipped stud odds: what they were computed with, and the figures of each variant. */
export interface StudOdds {
  /** The payouts and fees the figures assume (the text's, which Caribbean stud shares). */
  readonly computedWith: Pick<
    StudRules,
    'paytable' | 'antePays' | 'raiseMultiple' | 'qualifier' | 'feeOneCard' | 'feeTwoCards'
  >;
  /** Classic Caribbean stud: one dealer card up, no exchange (Wizard of Odds: 5.2243%, element of risk 2.5553%). */
  readonly caribbean: StudOddsFigure;
  /** The text's game without the exchange (no dealer card shown). */
  readonly noExchange: StudOddsFigure;
  /** The text's game with the exchange of one or two cards. */
  readonly seed: StudOddsFigure;
  /** The text's game with the one-card exchange only (preset `casino`). */
  readonly casino: StudOddsFigure;
}

/** The shipped stud odds, generated by `packages/engine/scripts/stud-odds.ts`. */
export const STUD_ODDS: StudOdds = GENERATED_ODDS;
