/**
 * Five-card stud in Russian, in the text's own terms: the combinations («Фулл», «Туз-Король», «Нет
 * игры»), the boxes («АНТЕ», «СТАВКА»), the player's decisions, the phases and outcomes of a round, the
 * rules, and a Russian sentence for every error the stud engine returns, built from the error's code and
 * details (never from its English message).
 *
 * @module
 */
import { formatCard } from '@croupier/engine/cards';
import type { Category, StudActionType, StudError, StudOutcome, StudPhase, StudRules } from '@croupier/engine/stud';
import { formatChips, formatFraction, formatNumber } from './format.js';

/** The combinations as the text names them, best first. */
export const STUD_CATEGORY_RU: Readonly<Record<Category, string>> = {
  royalFlush: 'Флеш-рояль',
  straightFlush: 'Стрит-флеш',
  fourOfAKind: 'Каре',
  fullHouse: 'Фулл',
  flush: 'Флеш',
  straight: 'Стрит',
  threeOfAKind: 'Тройка',
  twoPair: 'Две пары',
  pair: 'Пара',
  aceKing: 'Туз-Король',
  noGame: 'Нет игры',
};

/**
 * The Russian name of a combination id.
 *
 * @param category - An id from the engine (`fullHouse`, `aceKing` …).
 * @returns «Фулл», «Туз-Король» …; an unknown id gives «—», never the id itself.
 * @example
 * ```ts
 * studCategoryRu('aceKing'); // 'Туз-Король'
 * ```
 */
export function studCategoryRu(category: string): string {
  return Object.prototype.hasOwnProperty.call(STUD_CATEGORY_RU, category)
    ? STUD_CATEGORY_RU[category as Category]
    : '—';
}

/** The player's actions as buttons name them. */
export const STUD_ACTION_RU: Readonly<Record<StudActionType, string>> = {
  ante: 'Поставить АНТЕ',
  exchange: 'Заменить карты',
  buyCard: 'Купить шестую карту',
  insure: 'Застраховать от «нет игры»',
  fold: 'Сдаться',
  raise: 'Играть',
  buyGame: 'Купить игру дилеру',
  takeAnte: 'Взять выигрыш АНТЕ',
  nextRound: 'Новая раздача',
};

/** The phases of a round. */
export const STUD_PHASE_RU: Readonly<Record<StudPhase, string>> = {
  betting: 'ставка АНТЕ',
  deciding: 'решение игрока',
  buying: 'у дилера «нет игры»: выигрыш АНТЕ или покупка игры',
  settled: 'раздача окончена',
};

/** How a round ended, as the text says it. */
export const STUD_OUTCOME_RU: Readonly<Record<StudOutcome, string>> = {
  folded: 'Игрок сдался: АНТЕ проиграно',
  dealerNoGame: 'У дилера «нет игры»: АНТЕ оплачивается 1:1, СТАВКА возвращается',
  boughtNoGame: 'Игра куплена, но у дилера снова «нет игры»: АНТЕ и СТАВКА возвращаются',
  playerWins: 'Игрок выиграл: АНТЕ 1:1, СТАВКА по таблице',
  push: 'Равноценные расклады: игрок остаётся при своих',
  dealerWins: 'Расклад дилера старше: игрок теряет АНТЕ и СТАВКУ',
};

/** The bets and fees of a round's ledger (`ante`, `bet`, `exchangeFee`, `sixthCardFee`, `buyGameFee`, `insurance`). */
export const STUD_BET_RU: Readonly<
  Record<'ante' | 'bet' | 'exchangeFee' | 'sixthCardFee' | 'buyGameFee' | 'insurance', string>
> = {
  ante: 'АНТЕ',
  bet: 'СТАВКА',
  exchangeFee: 'плата за обмен',
  sixthCardFee: 'плата за шестую карту',
  buyGameFee: 'плата за покупку игры',
  insurance: 'страховка от «нет игры»',
};

/** The rules, named for a reader. */
export const STUD_RULE_RU: Readonly<Record<keyof StudRules, string>> = {
  upCards: 'открытые карты дилера',
  upCardPosition: 'какая карта дилера открыта',
  maxExchange: 'сколько карт можно заменить',
  minExchange: 'наименьший обмен',
  exchangeMode: 'обмен сразу или по одной карте',
  feeOneCard: 'плата за замену одной карты',
  feeTwoCards: 'плата за замену двух карт',
  feeThreeCards: 'плата за замену трёх карт',
  feeFourCards: 'плата за замену четырёх карт',
  feeFiveCards: 'плата за замену пяти карт',
  feeRounding: 'округление платы за обмен',
  exchangeNeedsRaise: 'ограничение обмена счётом игрока',
  exchangeAllRaises: 'СТАВКА после замены всех пяти карт',
  sixthCard: 'покупка шестой карты',
  feeSixthCard: 'плата за шестую карту',
  twoCombinations: 'выплата двух комбинаций',
  raiseMultiple: 'размер СТАВКИ в АНТЕ',
  qualifier: 'наименьшая игра дилера',
  antePays: 'выплата АНТЕ',
  anteWhenDealerLoses: 'АНТЕ при выигрыше у дилера с игрой',
  paytable: 'таблица выплат СТАВКИ',
  buyGame: '«покупка игры» у дилера',
  feeBuyGame: 'плата за покупку игры',
  insurance: 'страховка от «нет игры»',
  insuranceMax: 'наибольшая страховка',
  maxPayout: 'наибольшая выплата на бокс',
};

/**
 * A fee or a stake as a share of the ante: «одно АНТЕ», «полтора АНТЕ», «2 АНТЕ», «5/4 АНТЕ».
 *
 * @param pays - The numerator.
 * @param per - The denominator.
 */
export function antesRu(pays: number, per: number): string {
  if (pays === per) return 'одно АНТЕ';
  if (pays === 3 * (per / 2) && per % 2 === 0) return 'полтора АНТЕ';
  return `${formatFraction(pays, per)} АНТЕ`;
}

/** A wrong form of one of the text's poker terms, with the form the text uses. */
export interface StudTermRule {
  /** The wrong form (a case-sensitive pattern over Russian text). */
  readonly wrong: RegExp;
  /** What to write instead, in the text's terms. */
  readonly right: string;
}

const NOT_LETTER_BEFORE = '(?<![А-Яа-яЁё])';
const NOT_LETTER_AFTER = '(?![А-Яа-яЁё])';
const word = (w: string) => new RegExp(`${NOT_LETTER_BEFORE}(?:${w})${NOT_LETTER_AFTER}`, 'u');

/**
 * The text's poker terms, as rules of wording: the site, the trainer and this module write АНТЕ (in
 * capitals; a neuter noun: «полтора АНТЕ»), СТАВКА for the raise, «сдаться» (решение 1) for the fold,
 * «Туз-Король» for the ace-king, and a dealer with «значащая комбинация» (or «нет игры») rather than a
 * «qualified» one. A quotation of the text itself keeps its letters («Туз-король» in its list).
 */
export const STUD_TERM_RULES: readonly StudTermRule[] = [
  { wrong: /полторы\s+АНТЕ/iu, right: 'полтора АНТЕ (АНТЕ — среднего рода) или «полторы ставки АНТЕ»' },
  { wrong: word('анте|Анте'), right: 'АНТЕ' },
  { wrong: word('[Тт]уз[а-яё]*-корол[а-яё]*'), right: 'Туз-Король' },
  { wrong: word('[Пп]ас|[Пп]аса|[Пп]асе|[Пп]асом|[Пп]асу'), right: 'сдаться (решение 1)' },
  { wrong: word('[Пп]овышени[а-яё]*'), right: 'СТАВКА (решение 2)' },
  { wrong: word('[Кк]валифицир[а-яё]*'), right: 'значащая комбинация, «у дилера есть игра»' },
];

/**
 * The wrong forms of the text's poker terms in a Russian text ({@link STUD_TERM_RULES}).
 *
 * @param text - Any Russian text shown to a reader or a trainee.
 * @returns Each wrong form found, with what to write instead; empty when the text keeps the terms.
 * @example
 * ```ts
 * studTermSlips('обмен двух карт — полторы АНТЕ'); // [{ found: 'полторы АНТЕ', right: 'полтора АНТЕ …' }]
 * ```
 */
export function studTermSlips(text: string): { readonly found: string; readonly right: string }[] {
  const out: { found: string; right: string }[] = [];
  for (const rule of STUD_TERM_RULES) {
    const all = new RegExp(rule.wrong.source, `${rule.wrong.flags}g`);
    for (const m of text.matchAll(all)) out.push({ found: m[0], right: rule.right });
  }
  return out;
}

const GENITIVE = ['', 'одной карты', 'двух карт', 'трёх карт', 'четырёх карт', 'пяти карт'];
const ACCUSATIVE = ['', 'одну карту', 'две карты', 'три карты', 'четыре карты', 'пять карт'];
const INSTRUMENTAL = ['', 'одной картой', 'двумя картами', 'тремя картами', 'четырьмя картами', 'пятью картами'];

/** «одной карты», «двух карт» … «пяти карт». */
function cardsGenitive(count: number): string {
  return GENITIVE[count] ?? `${formatNumber(count)} карт`;
}

/** «одну карту», «две карты» … «пять карт». */
function cardsAccusative(count: number): string {
  return ACCUSATIVE[count] ?? `${formatNumber(count)} карт`;
}

/** The numbers of cards one may exchange: «только одну карту», «одну или две карты», «от двух до пяти карт». */
function countsRu(allowed: readonly number[]): string {
  if (allowed.length === 0) return 'ни одной карты';
  if (allowed.length === 1) return `только ${cardsAccusative(allowed[0]!)}`;
  if (allowed.length === 2) return `${ACCUSATIVE[allowed[0]!]!.split(' ')[0]} или ${cardsAccusative(allowed[1]!)}`;
  const lo = ['', 'одной', 'двух', 'трёх', 'четырёх', 'пяти'][allowed[0]!];
  return `от ${lo} до ${cardsGenitive(allowed[allowed.length - 1]!)}`;
}

/** A value the caller passed, as the engine showed it: a number in Russian, a card, or the text in «». */
function given(shown: string | undefined): string {
  if (shown === undefined) return '«?»';
  if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/u.test(shown)) {
    return formatNumber(Number(shown), { min: 0, max: 6 });
  }
  const text = shown.startsWith('"') && shown.endsWith('"') && shown.length >= 2 ? shown.slice(1, -1) : shown;
  return `«${text}»`;
}

/** A card the engine showed as its number: the card in the text's notation (Т♠), else the value. */
function cardGiven(shown: string | number | undefined): string {
  const n = typeof shown === 'number' ? shown : Number(shown);
  if (Number.isInteger(n) && n >= 0 && n < 52) return formatCard(n, { notation: 'ru' });
  return given(typeof shown === 'number' ? String(shown) : shown);
}

const ACTION_INFINITIVE: Readonly<Record<StudActionType, string>> = {
  ante: 'ставить АНТЕ',
  exchange: 'менять карты',
  buyCard: 'покупать шестую карту',
  insure: 'страховать от «нет игры»',
  buyGame: 'покупать игру дилеру',
  takeAnte: 'брать выигрыш АНТЕ',
  fold: 'сдаться',
  raise: 'играть',
  nextRound: 'начинать новую раздачу',
};

const PHASE_NOW: Readonly<Record<StudPhase, string>> = {
  betting: 'игра ждёт ставки АНТЕ',
  deciding: 'карты сданы, игрок принимает решение',
  buying: 'у дилера «нет игры», игрок выбирает между выигрышем АНТЕ и покупкой игры',
  settled: 'раздача окончена',
};

/** A name in the middle of a sentence: its first letter small, the text's capitals (АНТЕ, СТАВКА) kept. */
const midSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function allowedActions(allowed: readonly StudActionType[]): string {
  return allowed.length === 0 ? 'ничего' : allowed.map((a) => midSentence(STUD_ACTION_RU[a])).join(', ');
}

function chipsProblemRu(reason: string, value: string): string {
  switch (reason) {
    case 'not-a-number':
      return `${given(value)} — не число`;
    case 'not-whole':
      return `${given(value)} — не целое число фишек`;
    case 'negative':
      return `${given(value)} — отрицательное число`;
    case 'zero':
      return 'ноль фишек — не ставка';
    default:
      return `${given(value)} — больше предела`;
  }
}

/**
 * A Russian sentence for any error the stud engine returns (`start`, `apply`, the guards, the rules, the
 * evaluator and the analysis): what was wrong and what is allowed, with the numbers from its details.
 *
 * @param error - The rule error.
 * @returns The sentence.
 * @example
 * ```ts
 * studErrorRu(canExchange(state, 2).error);
 * // 'На счету — 30 фишек; после платы за две карты (15 фишек) останется 15 фишек, меньше СТАВКИ (20 фишек). …'
 * ```
 */
export function studErrorRu(error: StudError): string {
  switch (error.code) {
    case 'stud/bad-rules': {
      const names = error.details.issues.map((i) =>
        Object.prototype.hasOwnProperty.call(STUD_RULE_RU, i.key)
          ? STUD_RULE_RU[i.key as keyof StudRules]
          : 'неизвестное правило',
      );
      return names.length > 0
        ? `Правила игры заданы неверно: ${[...new Set(names)].join(', ')}.`
        : 'Правила игры заданы неверно.';
    }
    case 'stud/bad-seed':
      return `Зерно раздачи — целое число (по модулю меньше 2^53) или текст длиной от 1 до ${formatNumber(error.details.maxLength)} символов.`;
    default:
      return studRoundErrorRu(error);
  }
}

function studRoundErrorRu(error: Exclude<StudError, { readonly code: 'stud/bad-rules' | 'stud/bad-seed' }>): string {
  switch (error.code) {
    case 'stud/bad-setup':
      return `Чтобы начать игру, нужны сумма на счету и зерно раздачи; получено ${given(error.details.setup)}.`;
    case 'stud/bad-balance': {
      const d = error.details;
      return `Сумма на счету — целое число фишек от 0 до ${formatNumber(d.max)}: ${chipsProblemRu(d.reason, d.balance)}.`;
    }
    case 'stud/bad-deck': {
      const d = error.details;
      switch (d.reason) {
        case 'not-an-array':
          return 'Подготовленная колода — это список карт в порядке раздачи: пять игроку, пять дилеру, затем замены.';
        case 'too-long':
          return `В колоде не больше ${formatNumber(d.max)} карт, а в подготовленной — ${formatNumber(d.length ?? 0)}.`;
        case 'not-a-card':
          return `В подготовленной колоде ${given(d.card)} — не карта: карты — целые числа от 0 до 51.`;
        default:
          return `Карта ${cardGiven(d.card)} встречается в подготовленной колоде дважды, а в колоде каждая карта одна.`;
      }
    }
    case 'stud/bad-action': {
      const d = error.details;
      return d.reason === 'not-an-object'
        ? `Действие игрока не распознано; возможны: ${allowedActions(d.allowed)}.`
        : `Неизвестное действие ${given(d.action)}; возможны: ${allowedActions(d.allowed)}.`;
    }
    case 'stud/out-of-turn': {
      const d = error.details;
      return `Сейчас нельзя ${ACTION_INFINITIVE[d.action]}: ${PHASE_NOW[d.phase]}. Можно: ${allowedActions(d.allowed)}.`;
    }
    case 'stud/bad-ante': {
      const d = error.details;
      return `АНТЕ — целое положительное число фишек${d.maxAnte > 0 ? ` (наибольшее здесь — ${formatChips(d.maxAnte)})` : ''}: ${chipsProblemRu(d.reason, d.amount)}.`;
    }
    case 'stud/insufficient-balance': {
      const d = error.details;
      if (d.action === 'raise') {
        return `На СТАВКУ не хватает денег: СТАВКА — ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}. Остаётся только сдаться.`;
      }
      if (d.action === 'nextRound') {
        return `Для новой раздачи нужно хотя бы ${formatChips(d.needed)} — наименьшее АНТЕ и СТАВКА к нему, а на счету — ${formatChips(d.balance)}.`;
      }
      if (d.action === 'buyCard' || d.action === 'insure') {
        const what = d.action === 'buyCard' ? 'На шестую карту' : 'На страховку (не меньше АНТЕ)';
        return `${what} и СТАВКУ после неё нужно ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}.`;
      }
      if (d.action === 'buyGame') {
        return `На покупку игры нужно ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}. Остаётся взять выигрыш АНТЕ.`;
      }
      const max = d.maxAnte ?? 0;
      return `АНТЕ ${formatChips(d.amount ?? 0)} и СТАВКА к нему ${formatChips(d.raise ?? 0)} — всего ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}. ${
        max > 0 ? `Наибольшее АНТЕ при таком счёте — ${formatChips(max)}.` : 'Этого не хватает даже на наименьшее АНТЕ.'
      }`;
    }
    case 'stud/over-limit': {
      const d = error.details;
      if (d.reason === 'stake') {
        return `АНТЕ ${formatChips(d.amount)} слишком велико: СТАВКА превысила бы предел одной ставки — ${formatChips(d.limit)}. Наибольшее АНТЕ — ${formatChips(d.maxAnte)}.`;
      }
      const head =
        d.action === 'nextRound'
          ? 'Новая раздача невозможна: даже при наименьшем АНТЕ'
          : `АНТЕ ${formatChips(d.amount)} слишком велико: при нём`;
      return `${head} выигрыш мог бы поднять счёт выше предела — ${formatChips(d.limit)}. ${
        d.maxAnte > 0 ? `Наибольшее АНТЕ — ${formatChips(d.maxAnte)}.` : 'При таком счёте играть нельзя.'
      }`;
    }
    case 'stud/exchange-not-allowed':
      return 'По этим правилам обмена карт нет: можно сдаться или играть.';
    case 'stud/already-exchanged': {
      const n = error.details.exchanged;
      const done =
        n === 1 ? 'одна карта уже заменена' : n === 2 ? 'две карты уже заменены' : `заменено карт: ${formatNumber(n)}`;
      return `Больше менять нельзя: ${done}. Теперь можно только сдаться или играть.`;
    }
    case 'stud/one-draw': {
      const d = error.details;
      const what = d.action === 'buyCard' ? 'покупать шестую карту' : 'менять карты';
      if (d.done === 'insure')
        return `Рука уже застрахована как есть: ${what} после страховки нельзя. Можно сдаться или играть.`;
      return `За раздачу — одно действие: ${d.done === 'buyCard' ? 'шестая карта уже куплена' : 'карты уже заменены'}, поэтому ${what} нельзя. Можно сдаться или играть.`;
    }
    case 'stud/sixth-card-not-sold':
      return 'По этим правилам шестую карту не продают.';
    case 'stud/insurance-not-sold':
      return 'По этим правилам страховки от «нет игры» нет.';
    case 'stud/insurance-not-allowed':
      return error.details.reason === 'hand'
        ? `Страховка от «нет игры» — только с комбинацией Тройка и старше, а на руке — ${studCategoryRu(error.details.category ?? '')}.`
        : 'Страховку ставят один раз, и она уже поставлена.';
    case 'stud/bad-insurance': {
      const d = error.details;
      const why =
        d.reason === 'below-min'
          ? `${given(d.amount)} — меньше АНТЕ`
          : d.reason === 'above-max'
            ? `${given(d.amount)} — больше предела`
            : chipsProblemRu(d.reason, d.amount);
      return `Страховка — целое число фишек от ${formatChips(d.min)} до ${formatChips(d.max)}: ${why}.`;
    }
    case 'stud/bad-exchange': {
      const d = error.details;
      const can = countsRu(d.allowed);
      switch (d.reason) {
        case 'count':
          return `Заменить можно ${can}${d.count === undefined ? '' : `, а не ${formatNumber(d.count)}`}.`;
        case 'not-an-array':
          return `Для обмена назовите карты, которые сбрасываете: ${can}.`;
        case 'not-a-card':
          return `${given(d.card)} — не карта: заменить можно ${can} со своей руки.`;
        case 'repeated':
          return `Карта ${cardGiven(d.card)} названа дважды: каждую карту меняют один раз.`;
        default:
          return `Карты ${cardGiven(d.card)} нет на руке: заменить можно только свои карты.`;
      }
    }
    case 'stud/fractional-fee': {
      const d = error.details;
      const what =
        d.what === 'sixthCard'
          ? 'Шестая карта'
          : d.what === 'buyGame'
            ? 'Покупка игры'
            : `Замена ${cardsGenitive(d.count)}`;
      return `${what} стоит ${antesRu(d.pays, d.per)}; при АНТЕ ${formatChips(d.ante)} это не целое число фишек, а плату здесь берут только целыми фишками. Подойдёт АНТЕ, кратное ${formatNumber(d.multipleOf)}.`;
    }
    case 'stud/exchange-limited': {
      const d = error.details;
      const asked = cardsAccusative(d.count);
      const why =
        d.reason === 'raise'
          ? `Плата за ${asked} и СТАВКА после обмена — ${formatNumber(d.fee)} + ${formatNumber(d.raise)} = ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}.`
          : `Плата за ${asked} — ${formatChips(d.fee)}, а на счету — ${formatChips(d.balance)}.`;
      return d.most === 1
        ? `${why} Обмен ограничен одной картой: плата за неё — ${formatChips(d.mostFee)}.`
        : `${why} Обмен ограничен ${INSTRUMENTAL[d.most] ?? formatNumber(d.most)}: плата — ${formatChips(d.mostFee)}.`;
    }
    case 'stud/exchange-refused': {
      const d = error.details;
      const what = cardsAccusative(d.count);
      const why =
        d.reason === 'raise'
          ? `Плата за ${what} и СТАВКА после обмена — ${formatNumber(d.fee)} + ${formatNumber(d.raise)} = ${formatChips(d.needed)}, а на счету — ${formatChips(d.balance)}.`
          : `Плата за ${what} — ${formatChips(d.fee)}, а на счету — ${formatChips(d.balance)}.`;
      return `${why} Обмен запрещён: можно сдаться или играть.`;
    }
    case 'stud/bad-outcome':
      return `Неизвестный исход ${given(error.details.outcome)}; исходы раздачи: ${error.details.allowed
        .map((o) => midSentence(STUD_OUTCOME_RU[o].split(':')[0]!))
        .join('; ')}.`;
    case 'stud/bad-category':
      return `СТАВКА оплачивается по комбинации из таблицы, от комбинации Флеш-рояль до комбинации Туз-Король; ${given(error.details.category)} — не такая комбинация.`;
    case 'stud/not-five-cards':
      return `Покерный расклад — ровно пять карт${error.details.count === null ? '' : `, а здесь ${formatNumber(error.details.count)}`}.`;
    case 'stud/not-a-card':
      return `${given(error.details.card)} — не карта: карты — целые числа от 0 до 51.`;
    case 'stud/duplicate-card':
      return `Карта ${cardGiven(error.details.card)} встречается дважды, а расклад — из одной колоды.`;
    case 'stud/bad-hand': {
      const d = error.details;
      switch (d.reason) {
        case 'five-of-a-rank':
          return `В раскладе ${given(d.hand)} пять карт одного ранга, а в колоде их четыре.`;
        case 'up-card':
          return `Открытая карта дилера должна быть картой не с руки игрока; получено ${given(d.upCard)}.`;
        case 'not-five-cards':
          return 'Для совета нужны пять разных карт.';
        default:
          return `${given(d.hand)} — не расклад из пяти карт: напишите пять карт (Т♠ К♥ В♦ 3♣ 2♠) или пять рангов (Т-К-В-3-2).`;
      }
    }
    case 'stud/needs-up-card':
      return 'По этим правилам одна карта дилера открыта: укажите её, чтобы получить совет.';
    case 'stud/odds-not-computed':
      return 'Точные шансы для этих выплат и платы за обмен ещё не посчитаны: их можно посчитать точно, на это уходит пара минут.';
    case 'stud/odds-not-covered':
      if (error.details.rule !== undefined) {
        const rule = Object.prototype.hasOwnProperty.call(STUD_RULE_RU, error.details.rule)
          ? STUD_RULE_RU[error.details.rule as keyof StudRules]
          : 'правило русского покера';
        return `Точный расчёт пока не охватывает правило «${rule}»: он считает игру из текста и её родню — обмен до двух карт один раз, без шестой карты, страховки и покупки игры. По этим правилам можно играть за столом.`;
      }
      return `Точный расчёт охватывает либо обмен при закрытых картах дилера, либо одну открытую карту дилера без обмена; здесь открыто карт: ${error.details.upCards}, а обменять можно до ${error.details.maxExchange}.`;
    case 'stud/odds-out-of-range':
      return `Выплаты слишком велики для точного расчёта: ${formatNumber(error.details.units)} долей по 1/${formatNumber(error.details.scale)} АНТЕ на одну ставку.`;
    case 'stud/bad-table-setup': {
      const d = error.details;
      switch (d.reason) {
        case 'not-an-object':
          return `Чтобы открыть стол, нужны игроки с суммами на счету, число боксов каждого и зерно раздачи; получено ${given(d.value)}.`;
        case 'no-seats':
          return 'За столом нет ни одного игрока: нужен хотя бы один.';
        case 'seat-id':
          return `Имя игрока — от 1 до 64 знаков; получено ${given(d.value)}.`;
        case 'boxes':
          return `Число боксов игрока — целое число от 1; получено ${given(d.value)}.`;
        case 'unknown-player':
          return `Боксы указаны для игрока ${given(d.value)}, которого нет за столом.`;
        case 'limits':
          return `Пределы стола — целые числа от 1 (игроков, боксов у одного игрока, боксов всего); получено ${given(d.value)}.`;
      }
      return 'Стол задан неверно.';
    }
    case 'stud/table-limit': {
      const d = error.details;
      if (d.limit === 'seats') {
        return `За этим столом не больше ${formatNumber(d.allowed)} игроков, а их ${formatNumber(d.asked)}.`;
      }
      if (d.limit === 'boxesPerPlayer') {
        return `Один игрок может играть не больше чем на ${formatNumber(d.allowed)} боксах, а ${d.player === undefined ? 'игрок просит' : `игрок «${d.player}» просит`} ${formatNumber(d.asked)}.`;
      }
      return `На этом столе ${formatNumber(d.allowed)} боксов, а просят ${formatNumber(d.asked)}.`;
    }
    case 'stud/bad-antes': {
      const d = error.details;
      if (d.reason === 'none') return 'Чтобы раздать карты, хотя бы на одном боксе должно стоять АНТЕ.';
      return `АНТЕ задаётся для каждого из ${formatNumber(d.boxes)} боксов по порядку целым числом фишек (0 — бокс не играет)${d.length === undefined ? '' : `; задано ${formatNumber(d.length)}`}.`;
    }
    case 'stud/box-refused': {
      const d = error.details;
      return `Бокс ${formatNumber(d.box + 1)} (игрок «${d.player}»${d.committed > 0 ? `; на АНТЕ и СТАВКИ предыдущих боксов отложено ${formatChips(d.committed)}` : ''}): ${studErrorRu(d.cause)}`;
    }
    case 'stud/bad-players': {
      const d = error.details;
      return d.reason === 'duplicate'
        ? `Два игрока за столом названы одинаково: «${d.player}».`
        : `Доля рук, которые игрок «${d.player}» играет вопреки правилу, — число от 0 до 1, а не «${d.value ?? ''}».`;
    }
  }
}
