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
  /** Dealer cards dealt face up before the player decides: 0 (the text) or 1 (Caribbean stud, Russian poker). */
  readonly upCards: 0 | 1;
  /** Which of the dealer's five cards is the face-up one, with `upCards: 1`: the first dealt, or the fifth (Russian poker tables). */
  readonly upCardPosition: 'first' | 'fifth';
  /**
   * The most cards the player may exchange: 0 (no exchange), 1 or 2 (the text), up to 5 (Russian poker:
   * any number). With `exchangeMode: 'oneAtATime'` it is the most single-card exchanges.
   */
  readonly maxExchange: 0 | 1 | 2 | 3 | 4 | 5;
  /** The fewest cards one exchange may take: 1, or 2 ("two to five cards only"). */
  readonly minExchange: 1 | 2;
  /**
   * `once`: one exchange of any allowed number of cards, priced by how many (the text). `oneAtATime`:
   * one card per exchange, repeatable up to `maxExchange` times, the k-th exchange priced as k cards
   * (1, 2, 3… antes with the per-card fees).
   */
  readonly exchangeMode: 'once' | 'oneAtATime';
  /** The fee for exchanging one card, in antes (`{ pays: 1, per: 1 }`: one ante). */
  readonly feeOneCard: RatioValue;
  /** The fee for exchanging two cards, in antes (`{ pays: 3, per: 2 }`: one and a half antes). */
  readonly feeTwoCards: RatioValue;
  /** The fee for exchanging three cards, in antes (used when `maxExchange` ≥ 3). */
  readonly feeThreeCards: RatioValue;
  /** The fee for exchanging four cards, in antes (used when `maxExchange` ≥ 4). */
  readonly feeFourCards: RatioValue;
  /** The fee for exchanging five cards, in antes (used when `maxExchange` is 5). */
  readonly feeFiveCards: RatioValue;
  /** What to do when a fee is not a whole number of chips (1.5 × an odd ante): round it up, or refuse. */
  readonly feeRounding: 'up' | 'refuse';
  /** Whether an exchange is limited (to fewer cards, or refused) when the balance after the fee could not cover the raise. */
  readonly exchangeNeedsRaise: boolean;
  /** Whether exchanging all five cards places the raise at once, with no fold (Oasis poker). */
  readonly exchangeAllRaises: boolean;
  /**
   * Whether the player may buy a sixth card (instead of an exchange: one action per hand); the best
   * five of the six play.
   */
  readonly sixthCard: boolean;
  /** The price of the sixth card, in antes. */
  readonly feeSixthCard: RatioValue;
  /**
   * Whether two combinations in one hand are both paid: the best one, and the best other whose cards
   * include one outside the first (Туз-Король may be the second).
   */
  readonly twoCombinations: boolean;
  /** The raise as a multiple of the ante (2: the bet is twice the ante). */
  readonly raiseMultiple: number;
  /** The dealer's qualifying hand: ace-king or better (the text), or a pair or better. */
  readonly qualifier: 'aceKing' | 'pair';
  /** What the ante pays when the player wins (1:1). */
  readonly antePays: RatioValue;
  /**
   * The ante when the dealer qualifies and loses: `paid` by `antePays` (the text, Caribbean stud), or
   * `push` (returned unpaid: most Russian-poker tables, which pay only the bet).
   */
  readonly anteWhenDealerLoses: 'paid' | 'push';
  /** What the raise pays by the player's combination when the dealer qualifies and loses. */
  readonly paytable: StudPaytable;
  /**
   * «Покупка игры»: when the dealer has «нет игры» the player may, instead of the ante's win, pay a fee
   * for the dealer to replace his highest card: `none`, `once`, or `sameRankAgain` (replaced again,
   * free, while the new card has the rank of the one replaced).
   */
  readonly buyGame: 'none' | 'once' | 'sameRankAgain';
  /** The price of buying the dealer a game, in antes. */
  readonly feeBuyGame: RatioValue;
  /**
   * Insurance against «нет игры», placed before the raise, paid 1:1 if the dealer does not qualify and
   * lost if he does: `none`, or allowed only with three of a kind or better (`threeOfAKind`).
   */
  readonly insurance: 'none' | 'threeOfAKind';
  /**
   * The largest insurance, from one ante up: half the raise's win for the hand held (`halfPayout`) or
   * the whole of it (`payout`), within `maxPayout` when there is one.
   */
  readonly insuranceMax: 'halfPayout' | 'payout';
  /** The most the raise can win on one box, in chips (a table's posted maximum); 0: no maximum. */
  readonly maxPayout: number;
}

/** The schema of {@link StudRules}. The paytable is set from the CLI as `paytable=100,50,20,7,5,4,3,2,1,1`. */
export const studSchema: RulesSchema = {
  upCards: {
    kind: 'enum',
    values: [0, 1],
    description: 'dealer cards face up before the decision (1: Caribbean stud)',
  },
  upCardPosition: {
    kind: 'enum',
    values: ['first', 'fifth'],
    description: 'which dealer card is face up with upCards=1: the first or the fifth',
  },
  maxExchange: {
    kind: 'enum',
    values: [0, 1, 2, 3, 4, 5],
    description: 'most cards the player may exchange (oneAtATime: most single-card exchanges)',
  },
  minExchange: { kind: 'enum', values: [1, 2], description: 'fewest cards one exchange may take' },
  exchangeMode: {
    kind: 'enum',
    values: ['once', 'oneAtATime'],
    description: 'one exchange of several cards, or one card at a time (the k-th priced as k cards)',
  },
  feeOneCard: { kind: 'ratio', description: 'fee for one card, in antes' },
  feeTwoCards: { kind: 'ratio', description: 'fee for two cards, in antes' },
  feeThreeCards: { kind: 'ratio', description: 'fee for three cards, in antes' },
  feeFourCards: { kind: 'ratio', description: 'fee for four cards, in antes' },
  feeFiveCards: { kind: 'ratio', description: 'fee for five cards, in antes' },
  feeRounding: {
    kind: 'enum',
    values: ['up', 'refuse'],
    description: 'a fee that is not whole chips: round up or refuse',
  },
  exchangeNeedsRaise: {
    kind: 'boolean',
    description: 'an exchange is limited or refused when the balance after the fee cannot cover the raise',
  },
  exchangeAllRaises: {
    kind: 'boolean',
    description: 'exchanging all five cards places the raise at once (Oasis poker)',
  },
  sixthCard: { kind: 'boolean', description: 'the player may buy a sixth card (best five of six play)' },
  feeSixthCard: { kind: 'ratio', description: 'price of the sixth card, in antes' },
  twoCombinations: {
    kind: 'boolean',
    description: 'two combinations in one hand are both paid (the second with a card outside the first)',
  },
  raiseMultiple: { kind: 'int', min: 1, max: 10, description: 'the raise as a multiple of the ante' },
  qualifier: { kind: 'enum', values: ['aceKing', 'pair'], description: "the dealer's lowest qualifying hand" },
  antePays: { kind: 'ratio', description: 'what the ante pays when the player wins' },
  anteWhenDealerLoses: {
    kind: 'enum',
    values: ['paid', 'push'],
    description: 'the ante when the dealer qualifies and loses: paid, or returned unpaid',
  },
  buyGame: {
    kind: 'enum',
    values: ['none', 'once', 'sameRankAgain'],
    description: 'buying the dealer a game when he has none: not sold, once, or again while the same rank comes',
  },
  feeBuyGame: { kind: 'ratio', description: 'price of buying the dealer a game, in antes' },
  insurance: {
    kind: 'enum',
    values: ['none', 'threeOfAKind'],
    description: 'insurance against the dealer having no game: not sold, or with three of a kind or better',
  },
  insuranceMax: {
    kind: 'enum',
    values: ['halfPayout', 'payout'],
    description: "the largest insurance: half the hand's raise win, or all of it",
  },
  maxPayout: {
    kind: 'int',
    min: 0,
    max: 1_000_000_000_000,
    description: 'the most the raise can win on one box, in chips (0: no maximum)',
  },
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

const textSilent = (what: string): Source => ({
  kind: 'settled',
  note: `The text says nothing of ${what}; the option is off, as the text's game has it not.`,
});

const seedSources: { readonly [K in keyof StudRules]: Source } = {
  upCards: seedSrc('После того, как игрок сделал выбор, дилер открывает свои карты.'),
  upCardPosition: {
    kind: 'settled',
    note: 'No dealer card is shown in the text (upCards 0), so which one would be is moot; the first.',
  },
  maxExchange: seedSrc('попробовать заменить одну или две карты'),
  minExchange: seedSrc('попробовать заменить одну или две карты'),
  exchangeMode: seedSrc(
    'принимает решение 2. А если не повезло, можно сразу же прекратить игру - решение 1. Других альтернатив уже нет.',
  ),
  feeOneCard: seedSrc('Замена одной карты оплачивается суммой, равной ставке АНТЕ'),
  feeTwoCards: seedSrc('замена двух карт стоит полторы ставки АНТЕ'),
  feeThreeCards: {
    kind: 'settled',
    note: 'The text exchanges at most two cards; a caller who allows more pays on at the text’s step of half an ante per further card (2, 2.5, 3 antes).',
  },
  feeFourCards: {
    kind: 'settled',
    note: 'The text exchanges at most two cards; half an ante per further card (2.5 antes for four).',
  },
  feeFiveCards: {
    kind: 'settled',
    note: 'The text exchanges at most two cards; half an ante per further card (3 antes for five).',
  },
  exchangeAllRaises: textSilent('exchanging all five cards'),
  sixthCard: textSilent('a sixth card'),
  feeSixthCard: {
    kind: 'settled',
    note: 'No sixth card in the text; one ante, the price Russian-poker tables ask, if a caller sells it.',
  },
  twoCombinations: textSilent('paying two combinations'),
  anteWhenDealerLoses: seedSrc('Ставка АНТЕ будет оплачена в соотношении 1:1.'),
  buyGame: textSilent('buying the dealer a game («покупка игры»)'),
  feeBuyGame: {
    kind: 'settled',
    note: 'No «покупка игры» in the text; one ante, the price Russian-poker tables ask, if a caller sells it.',
  },
  insurance: textSilent('insurance against «нет игры»'),
  insuranceMax: {
    kind: 'settled',
    note: 'No insurance in the text; half the hand’s raise win (olympic-casino.lv) if a caller sells it.',
  },
  maxPayout: textSilent('a maximum payout (the text’s royal flush wins 2010 on an ante of 10)'),
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
    upCardPosition: 'first',
    maxExchange: 2,
    minExchange: 1,
    exchangeMode: 'once',
    feeOneCard: r(1),
    feeTwoCards: r(3, 2),
    feeThreeCards: r(2),
    feeFourCards: r(5, 2),
    feeFiveCards: r(3),
    feeRounding: 'up',
    exchangeNeedsRaise: true,
    exchangeAllRaises: false,
    sixthCard: false,
    feeSixthCard: r(1),
    twoCombinations: false,
    raiseMultiple: 2,
    qualifier: 'aceKing',
    antePays: r(1),
    anteWhenDealerLoses: 'paid',
    paytable: TEXT_PAYTABLE,
    buyGame: 'none',
    feeBuyGame: r(1),
    insurance: 'none',
    insuranceMax: 'halfPayout',
    maxPayout: 0,
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

const page = (url: string, what: string): Source => ({ kind: 'casino', note: `${url} (read 2026-12-01): ${what}` });
const ARAGON = 'casino-aragon.by, «Russian poker»';
const ORACUL = 'oracul-casino.com, «Russian poker»';
const SENATOR = 'senator.am, «Poker Russian»';
const OLYMPIC = 'olympic-casino.lv, «Russian Poker»';
const OASIS = 'Wizard of Odds, «Oasis Poker»';

/** What every Russian-poker preset shares: one ante for any exchange of 1–5 cards or a sixth card, the fifth dealer card up, the bet 2×. */
const russianRules: StudRules = {
  ...seed.rules,
  upCards: 1,
  upCardPosition: 'fifth',
  maxExchange: 5,
  minExchange: 1,
  exchangeMode: 'once',
  feeOneCard: r(1),
  feeTwoCards: r(1),
  feeThreeCards: r(1),
  feeFourCards: r(1),
  feeFiveCards: r(1),
  exchangeNeedsRaise: true,
  sixthCard: true,
  feeSixthCard: r(1),
  anteWhenDealerLoses: 'push',
};

const oneAnteAnyExchange = (url: string, quote: string): Partial<Record<keyof StudRules, Source>> => ({
  maxExchange: page(url, quote),
  minExchange: page(url, quote),
  exchangeMode: page(url, `${quote} — one action per hand`),
  feeOneCard: page(url, quote),
  feeTwoCards: page(url, quote),
  feeThreeCards: page(url, quote),
  feeFourCards: page(url, quote),
  feeFiveCards: page(url, quote),
  sixthCard: page(url, quote),
  feeSixthCard: page(url, quote),
});

const russianSources = (url: string): { readonly [K in keyof StudRules]: Source } => ({
  ...seedSources,
  upCards: page(url, 'the dealer has five cards, one of them face up'),
  upCardPosition: {
    kind: 'settled',
    note: `${url} shows one dealer card; Russian-poker tables turn the fifth (olympic-casino.lv: «the last card for the dealer will be face-up»).`,
  },
  exchangeNeedsRaise: {
    kind: 'settled',
    note: 'The page does not say; the exchange is kept within a balance that still covers the bet, as in the text, so the bet is never on credit (decision 007).',
  },
  anteWhenDealerLoses: {
    kind: 'settled',
    note: `${url} does not say what the ante does when the dealer qualifies and loses; it pushes, as at most Russian-poker tables (oracul-casino.com: «“ANTE” bet is not paid»).`,
  },
  paytable: page(
    url,
    'pair 1, two pairs 2, three 3, straight 4, flush 5, full house 7, four 20, straight flush 50, royal 100 (× the bet)',
  ),
  qualifier: page(url, 'Ace / King are a minimum value necessary for the dealer'),
  maxPayout: {
    kind: 'settled',
    note: `${url} says the maximum payout is posted at the table, without a figure: no maximum here; set maxPayout to the table's.`,
  },
});

/**
 * Casino Aragon (Belarus): any number of cards exchanged or a sixth card for one ante, one dealer
 * card up, two open boxes; the page lists «Одна пара 2:1».
 */
const aragon: Preset<StudRules> = {
  id: 'aragon',
  title: 'Русский покер (Aragon)',
  description: 'Обмен любого числа карт или покупка шестой карты за одно АНТЕ, одна карта дилера открыта.',
  rules: { ...russianRules, paytable: { ...TEXT_PAYTABLE, pair: r(2) } },
  sources: {
    ...russianSources(ARAGON),
    ...oneAnteAnyExchange(
      ARAGON,
      'the player can exchange any number of his cards or buy the sixth card for a fee equal to one ante',
    ),
    paytable: {
      kind: 'settled',
      note: `${ARAGON} lists «Одна пара 2:1, Две пары 2:1, Три карты 3:1 … Флэш Рояль 100:1» and no Туз-Король: the pair is taken at the page's 2:1, Туз-Король at the family's 1:1.`,
    },
    twoCombinations: { kind: 'settled', note: `${ARAGON} does not mention two combinations: one is paid.` },
  },
};

/** Oracul (Russia): one ante for any exchange or a sixth card, only the bet paid, two combinations paid. */
const oracul: Preset<StudRules> = {
  id: 'oracul',
  title: 'Русский покер (Oracul)',
  description:
    'Обмен любого числа карт или шестая карта за одно АНТЕ; платится только СТАВКА, две комбинации оплачиваются обе.',
  rules: { ...russianRules, twoCombinations: true },
  sources: {
    ...russianSources(ORACUL),
    ...oneAnteAnyExchange(ORACUL, 'for one “ANTE” You should change any quantity of cards or buy the sixth card'),
    upCards: {
      kind: 'settled',
      note: `${ORACUL} does not say how many dealer cards are shown; one, the fifth, as every Russian-poker table of RULES.md.`,
    },
    anteWhenDealerLoses: page(ORACUL, '“BET” is paid according to the payment table. Thereby “ANTE” bet is not paid'),
    twoCombinations: page(
      ORACUL,
      'when You have two poker combinations, they can be both paid according to the payoff ratio',
    ),
    qualifier: {
      kind: 'settled',
      note: `${ORACUL}: the dealer plays «one of the combinations mentioned below», Туз-Король the lowest.`,
    },
    buyGame: { kind: 'settled', note: `The part of ${ORACUL} read says nothing of «покупка игры»: not sold.` },
    insurance: { kind: 'settled', note: `The part of ${ORACUL} read says nothing of insurance: not sold.` },
  },
};

/** Senator (Armenia): as Oracul, plus «покупка игры» (again when the same rank comes) and insurance. */
const senator: Preset<StudRules> = {
  id: 'senator',
  title: 'Русский покер (Senator)',
  description:
    'Обмен от одной до пяти карт или шестая карта за одно АНТЕ, две комбинации, покупка игры у дилера, страховка от «нет игры».',
  rules: { ...russianRules, twoCombinations: true, buyGame: 'sameRankAgain', insurance: 'threeOfAKind' },
  sources: {
    ...russianSources(SENATOR),
    ...oneAnteAnyExchange(
      SENATOR,
      'to buy the sixth card in addition or to change from one to five cards per bet equal to ANTE',
    ),
    upCards: {
      kind: 'settled',
      note: `${SENATOR} does not say how many dealer cards are shown; one, the fifth, as every Russian-poker table of RULES.md.`,
    },
    anteWhenDealerLoses: page(SENATOR, 'Payment is done only for BET position'),
    twoCombinations: page(
      SENATOR,
      'two play hands paid at once … at least one card … in the second hand which are not included in the first one. At that player’s «Ace-King» can be the second hand',
    ),
    qualifier: page(SENATOR, 'Dealer’s game begins from «Ace-King»'),
    buyGame: page(
      SENATOR,
      'buy a game for Dealer equal to ANTE. In this case Dealer changes his senior card … If Dealer has the card like his previous senior card after change (King-King, nine-nine), a second time change is done',
    ),
    feeBuyGame: page(SENATOR, 'buy a game for Dealer equal to ANTE'),
    insurance: {
      kind: 'settled',
      note: `${SENATOR}: «Player may insure his game from "no game" at Dealer's» (the page read breaks off at the minimum); with three of a kind or better, as olympic-casino.lv and casinocampioneditalia.it.`,
    },
    insuranceMax: {
      kind: 'settled',
      note: `${SENATOR}'s limits were not read; from one ante to half the hand's payout, as olympic-casino.lv.`,
    },
  },
};

/** Olympic (Latvia): 1–5 cards or a sixth card for one ante, insurance with three of a kind, the fifth dealer card up. */
const olympic: Preset<StudRules> = {
  id: 'olympic',
  title: 'Русский покер (Olympic)',
  description:
    'Обмен 1–5 карт или шестая карта за одно АНТЕ, страховка от «нет игры» с тройки, последняя карта дилера открыта.',
  rules: { ...russianRules, twoCombinations: true, insurance: 'threeOfAKind', insuranceMax: 'halfPayout' },
  sources: {
    ...russianSources(OLYMPIC),
    ...oneAnteAnyExchange(
      OLYMPIC,
      'change 1, 2, 3, 4, or all 5 cards or to buy 1 additional card. At one hand there is one action … amount equal ANTE bet',
    ),
    upCards: page(OLYMPIC, 'the last card for the dealer will be face-up'),
    upCardPosition: page(OLYMPIC, 'the last card for the dealer will be face-up'),
    insurance: page(
      OLYMPIC,
      'If player has combination "Three of a kind" or higher he has an option to insure … against probability that dealer will not have game',
    ),
    insuranceMax: page(
      OLYMPIC,
      'Minimum insurance can be equal with ANTE bet and maximum - equal half of possible payout',
    ),
    twoCombinations: page(
      OLYMPIC,
      'If player have two combinations both combinat[ions are paid] (the page read breaks off there)',
    ),
    buyGame: { kind: 'settled', note: `The part of ${OLYMPIC} read says nothing of «покупка игры»: not sold.` },
    paytable: {
      kind: 'settled',
      note: `The part of ${OLYMPIC} read gives no table; the family's 100/50/20/7/5/4/3/2/1/1.`,
    },
    qualifier: {
      kind: 'settled',
      note: `The part of ${OLYMPIC} read gives no qualifier; Туз-Король, as every Russian-poker table of RULES.md.`,
    },
  },
};

/**
 * Oasis poker, the parent game: one dealer card up, switch 1–5 cards for 1, 2, 3, 2, 1 antes, the ante
 * paid 1:1 and the bet by the paytable when the dealer qualifies and loses.
 */
const oasis: Preset<StudRules> = {
  id: 'oasis',
  title: 'Оазис-покер',
  description: 'Обмен 1–5 карт за 1, 2, 3, 2 и 1 АНТЕ; АНТЕ оплачивается 1:1 и при выигрыше у дилера с игрой.',
  rules: {
    ...russianRules,
    upCardPosition: 'first',
    feeOneCard: r(1),
    feeTwoCards: r(2),
    feeThreeCards: r(3),
    feeFourCards: r(2),
    feeFiveCards: r(1),
    exchangeAllRaises: true,
    sixthCard: false,
    anteWhenDealerLoses: 'paid',
  },
  sources: {
    ...russianSources(OASIS),
    upCards: page(OASIS, 'all cards are dealt face down, except one dealer card is exposed'),
    upCardPosition: {
      kind: 'settled',
      note: `${OASIS} exposes «one dealer card» without saying which: the first, as Caribbean stud.`,
    },
    maxExchange: page(OASIS, 'the player may switch one or more cards'),
    minExchange: page(OASIS, 'the player may switch one or more cards'),
    exchangeMode: page(OASIS, 'the player may switch, then either fold or raise'),
    feeOneCard: page(OASIS, 'one card: 1x the ante'),
    feeTwoCards: page(OASIS, 'two cards: 2x the ante'),
    feeThreeCards: page(OASIS, 'three cards: 3x the ante'),
    feeFourCards: page(OASIS, 'four cards: 2x the ante'),
    feeFiveCards: page(OASIS, 'five cards: 1x the ante'),
    exchangeAllRaises: page(OASIS, 'if the player switches all five cards, then he must raise'),
    sixthCard: { kind: 'casino', note: `${OASIS}: no sixth card.` },
    anteWhenDealerLoses: page(
      OASIS,
      'if the dealer qualifies and loses to the player then the ante will pay even money and the raise according to the raise pay table',
    ),
    paytable: page(
      OASIS,
      'the Caribbean stud table 100/50/20/7/5/4/3/2/1/1 ("other pay tables have been known to exist")',
    ),
    qualifier: page(OASIS, 'the dealer must have an ace/king or higher to qualify'),
    twoCombinations: { kind: 'casino', note: `${OASIS}: one combination paid.` },
  },
};

/** The stud presets by id: the text's game, the common practice, Caribbean stud, and Russian poker as named casinos publish it. */
export const studPresets = { seed, casino, caribbean, aragon, oracul, senator, olympic, oasis } as const;

/** The presets of Russian poker as casinos deal it (not the user's text), with the page each follows. */
export const RUSSIAN_POKER_PRESETS = ['aragon', 'oracul', 'senator', 'olympic', 'oasis'] as const;

/** Where each casino preset's rules were read. */
export const RUSSIAN_POKER_SOURCES: Readonly<Record<(typeof RUSSIAN_POKER_PRESETS)[number], string>> = {
  aragon: 'http://casino-aragon.by/casino/games-and-bets/russian-poker/?lang=en',
  oracul: 'https://www.oracul-casino.com/russian-poker/',
  senator: 'http://senator.am/eng/games.php?page=4',
  olympic: 'https://olympic-casino.lv/en/game/russian-poker-1',
  oasis: 'https://wizardofodds.com/games/oasis-poker/',
};

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

/**
 * How many players and boxes a stud table takes: the limits `startTable` checks (with several boxes,
 * each box its own hand with its own АНТЕ against the one dealer hand).
 */
export interface StudTableLimits {
  /** The most players (seats) at the table. */
  readonly maxSeats: number;
  /** The most boxes one player may play at once. */
  readonly maxBoxesPerPlayer: number;
  /** The most boxes on the layout, all players together. */
  readonly maxBoxes: number;
}

/** A preset's table limits and where each value comes from. */
export interface StudTableLimitsPreset {
  /** The limits. */
  readonly limits: StudTableLimits;
  /** The source of every limit. */
  readonly sources: { readonly [K in keyof StudTableLimits]: Source };
}

const SEVEN_BOXES: Source = {
  kind: 'settled',
  note: 'The text and the pages read name no figure; a Caribbean stud / Russian poker layout is taken to have seven boxes, as a blackjack table, and seven is also the most a deck allows (seven boxes of six cards and the dealer’s five are 47 cards).',
};
const SEAT_PER_BOX: Source = {
  kind: 'settled',
  note: 'A player sits at one box at least, so there are at most as many players as boxes: seven.',
};

const tableLimits = (maxBoxesPerPlayer: number, perPlayer: Source): StudTableLimitsPreset => ({
  limits: { maxSeats: 7, maxBoxesPerPlayer, maxBoxes: 7 },
  sources: { maxSeats: SEAT_PER_BOX, maxBoxesPerPlayer: perPlayer, maxBoxes: SEVEN_BOXES },
});

const noPerPlayerLimit = (where: string): Source => ({
  kind: 'settled',
  note: `${where} sets no limit of boxes per player; a player may play every free box of the seven.`,
});

/**
 * The table limits of each stud preset. The text plays one box and says nothing of more; the casino
 * pages read name no figure except Aragon's «two open boxes» (blind boxes are not modelled).
 */
export const STUD_TABLE_LIMITS: Readonly<Record<StudPresetId, StudTableLimitsPreset>> = {
  seed: tableLimits(7, noPerPlayerLimit('The text (one player, one box)')),
  casino: tableLimits(7, noPerPlayerLimit('Common practice, as read here,')),
  caribbean: tableLimits(7, noPerPlayerLimit('Caribbean stud as Wizard of Odds describes it')),
  aragon: tableLimits(2, {
    kind: 'settled',
    note: `${ARAGON} lets a player play two open boxes (as the preset was read; its further blind boxes are not modelled): two.`,
  }),
  oracul: tableLimits(7, noPerPlayerLimit(`The part of ${ORACUL} read`)),
  senator: tableLimits(7, noPerPlayerLimit(`The part of ${SENATOR} read`)),
  olympic: tableLimits(7, noPerPlayerLimit(`The part of ${OLYMPIC} read`)),
  oasis: tableLimits(7, noPerPlayerLimit(OASIS)),
};

/** The limits `startTable` uses when the setup names none: seven boxes, seven players, no per-player limit below seven. */
export const STUD_DEFAULT_TABLE_LIMITS: StudTableLimits = STUD_TABLE_LIMITS.seed.limits;
