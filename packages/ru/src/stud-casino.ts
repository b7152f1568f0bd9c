/**
 * The Russian of «Русский покер в казино» (decision 033): the presets' short names, the rules table's
 * rows and values, the readings the site takes where a casino's page leaves a point open, and the
 * advisor's options.
 *
 * @module
 */
import type { Chips } from '@croupier/engine/money';
import type { StudOutcome, StudRules } from '@croupier/engine/stud';
import { formatChips, formatFraction, formatNumber } from './format.js';
import { STUD_OUTCOME_RU } from './stud.js';

/** The presets the casino page compares: the text's game and the five casinos. */
export type StudFamilyPreset = 'seed' | 'aragon' | 'oracul' | 'senator' | 'olympic' | 'oasis';

/** A preset's short name, for a column head or a switch. */
export const STUD_FAMILY_PRESET_RU: Readonly<Record<StudFamilyPreset, string>> = {
  seed: 'Игра из текста',
  aragon: 'Aragon',
  oracul: 'Oracul',
  senator: 'Senator',
  olympic: 'Olympic',
  oasis: 'Оазис-покер',
};

/** The rows of the rules table: each an option of the family. */
export const STUD_FAMILY_ROWS = [
  'upCard',
  'exchange',
  'exchangeFees',
  'sixthCard',
  'twoCombinations',
  'anteWhenDealerLoses',
  'buyGame',
  'insurance',
  'qualifier',
  'pair',
] as const;

/** A row of the rules table. */
export type StudFamilyRow = (typeof STUD_FAMILY_ROWS)[number];

/** Each row's name. */
export const STUD_FAMILY_ROW_RU: Readonly<Record<StudFamilyRow, string>> = {
  upCard: 'Открытая карта дилера',
  exchange: 'Обмен карт',
  exchangeFees: 'Плата за обмен 1, 2, 3, 4, 5 карт',
  sixthCard: 'Покупка шестой карты',
  twoCombinations: 'Две комбинации на руке',
  anteWhenDealerLoses: 'АНТЕ, если у дилера есть игра и он проиграл',
  buyGame: '«Покупка игры» у дилера без игры',
  insurance: 'Страховка от «нет игры»',
  qualifier: 'Наименьшая игра дилера',
  pair: 'Выплата СТАВКИ за пару',
};

/** The rule keys each row shows (a row's source is theirs; a reading when any of them is one). */
export const STUD_FAMILY_ROW_KEYS: Readonly<Record<StudFamilyRow, readonly (keyof StudRules)[]>> = {
  upCard: ['upCards', 'upCardPosition'],
  exchange: ['maxExchange', 'minExchange', 'exchangeMode', 'exchangeAllRaises'],
  exchangeFees: ['feeOneCard', 'feeTwoCards', 'feeThreeCards', 'feeFourCards', 'feeFiveCards'],
  sixthCard: ['sixthCard', 'feeSixthCard'],
  twoCombinations: ['twoCombinations'],
  anteWhenDealerLoses: ['anteWhenDealerLoses'],
  buyGame: ['buyGame', 'feeBuyGame'],
  insurance: ['insurance', 'insuranceMax'],
  qualifier: ['qualifier'],
  pair: ['paytable'],
};

/** A ratio in antes: «1», «1½», «2». */
function antes(r: { readonly pays: number; readonly per: number }): string {
  if (r.per === 2 && r.pays % 2 === 1) return r.pays === 1 ? '½' : `${formatNumber((r.pays - 1) / 2)}½`;
  return r.pays % r.per === 0 ? formatNumber(r.pays / r.per) : formatFraction(r.pays, r.per);
}

const FEE_KEYS = ['feeOneCard', 'feeTwoCards', 'feeThreeCards', 'feeFourCards', 'feeFiveCards'] as const;
const COUNT_GENITIVE = ['', 'одной', 'двух', 'трёх', 'четырёх', 'пяти'];

/**
 * A row's value under some rules, in a few words: «пятая», «от одной до пяти карт», «1, 1½ АНТЕ».
 *
 * @param row - The row.
 * @param rules - The rules.
 */
export function studFamilyValueRu(row: StudFamilyRow, rules: StudRules): string {
  switch (row) {
    case 'upCard':
      return rules.upCards === 0 ? 'нет: все пять закрыты' : rules.upCardPosition === 'fifth' ? 'пятая' : 'первая';
    case 'exchange': {
      if (rules.maxExchange === 0) return 'нет';
      const range =
        rules.minExchange === rules.maxExchange
          ? `${COUNT_GENITIVE[rules.minExchange]} карты`
          : `от ${COUNT_GENITIVE[rules.minExchange]} до ${COUNT_GENITIVE[rules.maxExchange]} карт`;
      const once = rules.exchangeMode === 'once' ? 'один раз' : 'по одной карте';
      return `${range}, ${once}${rules.exchangeAllRaises ? '; сменив все пять, игрок обязан играть' : ''}`;
    }
    case 'exchangeFees': {
      if (rules.maxExchange === 0) return '—';
      const fees = FEE_KEYS.slice(0, rules.maxExchange).map((k) => antes(rules[k]));
      return fees.every((f) => f === fees[0]) && fees.length > 1
        ? `${fees[0]} АНТЕ за любой обмен`
        : `${fees.join(', ')} АНТЕ`;
    }
    case 'sixthCard':
      return rules.sixthCard ? `за ${antes(rules.feeSixthCard)} АНТЕ, вместо обмена` : 'нет';
    case 'twoCombinations':
      return rules.twoCombinations ? 'оплачиваются обе' : 'оплачивается старшая';
    case 'anteWhenDealerLoses':
      return rules.anteWhenDealerLoses === 'paid'
        ? `оплачивается ${formatNumber(rules.antePays.pays)}:${formatNumber(rules.antePays.per)}`
        : 'возвращается без выигрыша';
    case 'buyGame':
      if (rules.buyGame === 'none') return 'нет';
      return `за ${antes(rules.feeBuyGame)} АНТЕ${rules.buyGame === 'sameRankAgain' ? '; пришла карта того же ранга — замена ещё раз' : ''}`;
    case 'insurance':
      if (rules.insurance === 'none') return 'нет';
      return `с тройки и старше, от АНТЕ до ${rules.insuranceMax === 'halfPayout' ? 'половины выплаты' : 'всей выплаты'} СТАВКИ`;
    case 'qualifier':
      return rules.qualifier === 'aceKing' ? 'Туз-Король' : 'пара';
    case 'pair':
      return `${formatNumber(rules.paytable.pair.pays)}:${formatNumber(rules.paytable.pair.per)}`;
  }
}

/**
 * Why a casino preset's value is the site's reading, for a row where the page leaves the point open
 * (its source is `settled`); the site says so beside the value.
 *
 * @param row - The row.
 * @param preset - The casino preset.
 */
export function studFamilyReadingRu(row: StudFamilyRow, preset: Exclude<StudFamilyPreset, 'seed'>): string {
  switch (row) {
    case 'upCard':
      return preset === 'oasis'
        ? 'Описание не говорит, какая карта дилера открыта; сайт берёт первую, как в карибском покере.'
        : 'Страница не говорит, какая карта дилера открыта (или сколько их); сайт берёт пятую, как на столе Olympic.';
    case 'exchange':
      return 'Страница не говорит о СТАВКЕ после замены всех пяти карт: сайт считает, что игрок решает, как после любого обмена.';
    case 'exchangeFees':
    case 'sixthCard':
      return 'Страница не называет этого правила: сайт считает, что его нет.';
    case 'twoCombinations':
      return 'Страница не упоминает двух комбинаций: сайт считает, что оплачивается одна.';
    case 'anteWhenDealerLoses':
      return 'Страница не говорит, что бывает с АНТЕ: сайт возвращает его без выигрыша, как на большинстве столов русского покера (Oracul, Senator).';
    case 'buyGame':
      return 'В прочитанной части страницы о покупке игры ничего нет: сайт считает, что её не продают.';
    case 'insurance':
      return preset === 'senator'
        ? 'Страница обрывается на ограничениях страховки: сайт берёт правила Olympic — с тройки, от АНТЕ до половины выплаты.'
        : 'В прочитанной части страницы о страховке ничего нет: сайт считает, что её нет.';
    case 'qualifier':
      return 'Страница не называет наименьшую игру дилера прямо: сайт берёт Туз-Король, как на остальных столах семьи.';
    case 'pair':
      return preset === 'aragon'
        ? 'Страница пишет пару 2:1 и не упоминает Туз-Король: пара — 2:1 по странице, Туз-Король — 1:1, как везде.'
        : 'В прочитанной части страницы нет таблицы выплат: сайт берёт общую таблицу семьи.';
  }
}

/** What the text's column says where the text has no such rule. */
export const STUD_FAMILY_NOT_IN_TEXT_RU = 'в тексте такого правила нет';

/** How the site reads the text's qualifier (docs/rules.md, stud: the dealer's qualifier). */
export const STUD_FAMILY_TEXT_QUALIFIER_RU =
  'Текст не называет наименьшую игру прямо: расклад ниже Туз-Короля у дилера — «нет игры», так сайт читает текст.';

/** An advisor option of the casino page, as the advisor works it out. */
export interface StudFamilyOptionInput {
  /** The engine's action. */
  readonly action: 'fold' | 'raise' | 'exchange' | 'insure' | 'buyCard';
  /** The cards exchanged, in the text's notation («Д♠ 9♥»), empty otherwise. */
  readonly discardText: string;
  /** For insurance: the amount in antes. */
  readonly amountAntes?: number;
}

/**
 * An option's label: «Сдаться», «Играть (СТАВКА)», «Заменить Д♠ 9♥», «Купить шестую карту»,
 * «Застраховать на 3 АНТЕ и играть».
 *
 * @param o - The option.
 */
export function studFamilyOptionRu(o: StudFamilyOptionInput): string {
  switch (o.action) {
    case 'fold':
      return 'Сдаться';
    case 'raise':
      return 'Играть (СТАВКА)';
    case 'insure':
      return `Застраховать на ${formatNumber(o.amountAntes ?? 1, { min: 0, max: 2 })} АНТЕ и играть`;
    case 'buyCard':
      return 'Купить шестую карту';
    case 'exchange':
      return `Заменить ${o.discardText}`;
  }
}

/** The mark of a value that is a lower bound. */
export const STUD_LOWER_BOUND_RU = '≥';

/**
 * How a round of a casino preset ended: the text's wording (`STUD_OUTCOME_RU`), but a win over a dealer
 * with a game says what the ante does at that table, and insurance and a bought game are told.
 *
 * @param s - The settlement's outcome, insurance and purchase.
 * @param rules - The table's rules.
 */
export function studFamilyOutcomeRu(
  s: {
    readonly outcome: StudOutcome;
    readonly insurance: { readonly won: Chips; readonly lost: Chips } | null;
    readonly gameBought: { readonly replaced: readonly unknown[] } | null;
  },
  rules: Pick<StudRules, 'anteWhenDealerLoses'>,
): string {
  const parts: string[] = [];
  if (s.gameBought !== null) {
    const n = s.gameBought.replaced.length;
    parts.push(n > 1 ? `Игра куплена: старшая карта дилера заменена ${formatNumber(n)} раза` : 'Игра куплена');
  }
  parts.push(
    s.outcome === 'playerWins' && rules.anteWhenDealerLoses === 'push'
      ? 'Игрок выиграл: СТАВКА по таблице, АНТЕ возвращается без выигрыша'
      : STUD_OUTCOME_RU[s.outcome],
  );
  if (s.insurance !== null) {
    parts.push(
      s.insurance.won > 0
        ? `страховка оплачена 1:1 (${formatChips(s.insurance.won)})`
        : `страховка проиграна (${formatChips(s.insurance.lost)})`,
    );
  }
  return parts.join('; ');
}
