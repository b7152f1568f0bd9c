/**
 * Blackjack in Russian, in the text's own terms: the names of the actions, phases and outcomes, the
 * rules as the page calls them, and a Russian sentence for every error code of
 * `@croupier/engine/blackjack`, built from the error's `details` (never from its English message).
 *
 * @module
 */
import type {
  BlackjackAction,
  BlackjackActionType,
  BlackjackLegalAction,
  BlackjackError,
  BlackjackPhase,
  BlackjackRules,
  ChartAction,
  HandOutcome,
} from '@croupier/engine/blackjack';
import type { ChipsProblem } from '@croupier/engine/money';
import { CARDS, formatChips, formatCount, formatNumber, formatPercent } from './format.js';

/** What each betting option of the bet-ramp model must be, in the site's words. */
const BET_OPTION_RU: Readonly<Record<string, string>> = {
  bankroll: 'Банк — положительное число фишек',
  min: 'Наименьшая ставка — положительное целое число фишек, кратное шагу фишки',
  max: 'Наибольшая ставка — положительное целое число фишек',
  unit: 'Шаг фишки — положительное целое число',
  wongIn: 'Счёт входа в игру — целое число',
  wongOut: 'Счёт выхода из игры — целое число, не больше счёта входа',
  roundsPerHour: 'Раундов в час — положительное число',
  trip: 'Длина поездки — положительное целое число раундов',
  goal: 'Цель выигрыша — положительное число фишек',
  risk: 'Допустимый риск разорения — больше 0 % и меньше 100 %',
  ramp: 'Шкала ставок — пары «счёт:ставка» через запятую, например 1:10,2:20,3:40, со ставками по возрастанию счёта',
  spotsAt: 'Добавочные боксы — целый счёт и число боксов от 1 до 7',
  kellyFraction: 'Доля ставки Келли — число больше 0 и не больше 1',
  correlation: 'Корреляция боксов — число от 0 до 1',
  clip: 'Граница счёта — целое число от 1 до 30',
};

/** The player's and the dealer's actions as the buttons name them. */
export const BLACKJACK_ACTION_RU: Readonly<Record<BlackjackActionType, string>> = {
  bet: 'Ставка',
  deal: 'Раздать',
  hit: 'Ещё карту',
  stand: 'Хватит',
  double: 'Удвоить',
  split: 'Разделить',
  surrender: 'Сдаться',
  insurance: 'Страховка',
  evenMoney: 'Выплата 1:1 сразу',
  nextRound: 'Следующая раздача',
};

/**
 * The label of a button for an action or a legal action: the insurance with its amount («Купить
 * страховку (5)», «Без страховки»), even money taken or refused.
 *
 * @param action - An action, or an entry of `legalActions`.
 * @example
 * ```ts
 * blackjackActionLabelRu({ type: 'insurance', amount: 5 }); // 'Купить страховку (5)'
 * blackjackActionLabelRu({ type: 'evenMoney', take: false }); // 'Играть дальше'
 * ```
 */
export function blackjackActionLabelRu(action: BlackjackAction | BlackjackLegalAction): string {
  switch (action.type) {
    case 'insurance':
      if (action.amount === undefined) return 'Купить страховку';
      return action.amount > 0 ? `Купить страховку (${formatNumber(action.amount)})` : 'Без страховки';
    case 'evenMoney':
      return action.take ? 'Взять 1:1 сразу' : 'Играть дальше';
    default:
      return BLACKJACK_ACTION_RU[action.type];
  }
}

/** The phases of a table. */
export const BLACKJACK_PHASE_RU: Readonly<Record<BlackjackPhase, string>> = {
  betting: 'приём ставок',
  insurance: 'предложение страховки',
  playing: 'игра рук',
  settled: 'расчёт окончен',
};

/** How a bet ended, in the text's words («равенство» for a push). */
export const HAND_OUTCOME_RU: Readonly<Record<HandOutcome, string>> = {
  win: 'Выигрыш 1:1',
  blackjack: 'Блекджек',
  push: 'Равенство',
  lose: 'Проигрыш',
  surrender: 'Игрок сдался: половина ставки возвращена',
  evenMoney: 'Выплата 1:1 сразу',
};

/** The rules by the names the page gives them. */
export const BLACKJACK_RULE_RU: Readonly<Record<keyof BlackjackRules, string>> = {
  decks: 'число колод',
  holeCard: 'закрытая карта крупье',
  dealerBlackjackTakes: 'что забирает Блекджек крупье',
  dealerHitsSoft17: 'берёт ли крупье на мягких 17',
  blackjackPays: 'выплата за Блекджек',
  doubleOn: 'суммы для удвоения',
  doubleSoft: 'удвоение мягких рук',
  doubleAfterSplit: 'удвоение после разделения',
  splitBy: 'что считается парой',
  maxHands: 'наибольшее число рук',
  splitAces: 'разделение тузов',
  hitSplitAces: 'карты на разделённые тузы',
  resplitAces: 'повторное разделение тузов',
  surrender: 'отказ от руки за половину ставки («сдаться»)',
  insurance: 'страховка',
  insurancePays: 'выплата страховки',
  evenMoney: 'выплата 1:1 сразу при Блекджеке',
  rounding: 'округление выплат',
};

/**
 * The cells of a basic strategy chart: a one- or two-letter code for the cell and what it means (the
 * text's «сдача» is the deal, so a surrender is «сдаться», never «сдача»).
 */
export const CHART_ACTION_RU: Readonly<Record<ChartAction, { readonly code: string; readonly title: string }>> = {
  H: { code: 'Е', title: 'ещё карту' },
  S: { code: 'Х', title: 'хватит' },
  Dh: { code: 'У', title: 'удвоить, а если нельзя — ещё карту' },
  Ds: { code: 'Ух', title: 'удвоить, а если нельзя — хватит' },
  P: { code: 'Р', title: 'разделить' },
  Rh: { code: 'Сд', title: 'сдаться, а если нельзя — ещё карту' },
  Rs: { code: 'Сх', title: 'сдаться, а если нельзя — хватит' },
};

/** What a blackjack table pays, as its table of winnings names it («Выигравшая рука», «Страховка», «Блекджек»). */
export const BLACKJACK_PAYS_RU: Readonly<Record<'win' | 'blackjack' | 'insurance', string>> = {
  win: 'выигравшая рука',
  blackjack: 'Блекджек',
  insurance: 'страховка',
};

const PROBLEM_RU: Readonly<Record<ChipsProblem, string>> = {
  'not-a-number': 'это не число',
  'not-whole': 'это не целое число',
  negative: 'число отрицательное',
  zero: 'это ноль',
  'over-limit': 'это больше предела',
};

const HANDS = ['рука', 'руки', 'рук'] as const;

/** `9, 10 или 11`. */
function orList(items: readonly (string | number)[]): string {
  const xs = items.map((x) => (typeof x === 'number' ? formatNumber(x) : x));
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} или ${xs.at(-1)}`;
}

/** `«Ещё карту», «Хватит»`. */
function actions(types: readonly BlackjackActionType[]): string {
  return types.length === 0 ? 'ничего' : types.map((t) => `«${BLACKJACK_ACTION_RU[t]}»`).join(', ');
}

function ruleName(key: string): string {
  return Object.prototype.hasOwnProperty.call(BLACKJACK_RULE_RU, key)
    ? BLACKJACK_RULE_RU[key as keyof BlackjackRules]
    : 'неизвестное правило';
}

function box(id: string): string {
  return `бокса «${id}»`;
}

/**
 * A Russian sentence for a blackjack rule error: what was wrong and what is allowed, with the numbers
 * from its `details`.
 *
 * @param error - An error from `start`, `apply`, a guard or a settlement function.
 * @example
 * ```ts
 * blackjackErrorRu(canDouble(state).error);
 * // 'Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12.'
 * ```
 */
export function blackjackErrorRu(error: BlackjackError): string {
  switch (error.code) {
    case 'blackjack/bad-rules': {
      const names = [
        ...new Set(error.details.issues.map((i) => (i.key === '(root)' ? 'правила целиком' : ruleName(i.key)))),
      ];
      return `Правила стола заданы неверно: ${names.join('; ')}. Правила берутся из готового набора (текст или казино) с изменениями.`;
    }
    case 'blackjack/bad-setup': {
      const d = error.details;
      switch (d.reason) {
        case 'not-an-object':
          return 'Стол открывается описанием мест: имя каждого бокса и его фишки, и зерном случайности.';
        case 'unknown-key':
          return 'В описании стола лишнее поле: нужны только места, зерно случайности и, если надо, подготовленный башмак.';
        case 'no-seats':
          return 'За столом нет ни одного бокса: нужен хотя бы один.';
        case 'too-many-seats':
          return `За столом не больше ${formatNumber(d.max)} боксов, а указано ${formatNumber(d.count)}.`;
        case 'seat-id':
          return `Имя бокса — от 1 до ${formatNumber(d.maxLength)} знаков.`;
        case 'balance':
          return `Фишки ${box(d.box)} — целое число от 0 до ${formatNumber(d.max)}, а здесь ${PROBLEM_RU[d.problem]}.`;
        case 'seed':
          return 'Зерно случайности — целое число меньше 2⁵³ по модулю или текст от 1 до 200 знаков.';
        case 'shoe':
          return 'Подготовленный башмак — список карт по порядку сдачи.';
        case 'shoe-too-long':
          return `В подготовленном башмаке не больше ${formatNumber(d.max)} карт (восемь колод), а их ${formatNumber(d.cards)}.`;
      }
      break;
    }
    case 'blackjack/bad-action': {
      const d = error.details;
      if (d.reason === 'field') {
        return d.field === 'take'
          ? 'На предложение выплаты 1:1 сразу отвечают «да» или «нет».'
          : 'Ставку делает бокс, названный по имени.';
      }
      return `Такого хода нет. Ходы за столом: ${actions(d.allowed)}.`;
    }
    case 'blackjack/wrong-phase': {
      const d = error.details;
      return `Ход «${BLACKJACK_ACTION_RU[d.action]}» сейчас не делается: ${BLACKJACK_PHASE_RU[d.phase]}. Сейчас можно: ${actions(d.allowed)}.`;
    }
    case 'blackjack/unknown-box': {
      const d = error.details;
      const seated = d.seated.map((s) => `«${s}»`).join(', ');
      return `За столом нет бокса «${d.box}»; боксы стола: ${seated || 'нет ни одного'}.`;
    }
    case 'blackjack/bad-stake': {
      const d = error.details;
      const what = d.field === 'bet' ? 'Ставка' : d.field === 'insurance' ? 'Страховка' : 'Ставка на руку';
      const min = d.field === 'insurance' ? 0 : 1;
      return `${what} — целое число фишек от ${min} до ${formatNumber(d.max)}, а здесь ${PROBLEM_RU[d.problem]}.`;
    }
    case 'blackjack/cannot-bet': {
      const d = error.details;
      switch (d.reason) {
        case 'balance':
          return `У ${box(d.box)} ${formatChips(d.balance)}: ставку в ${formatChips(d.amount)} не покрыть.`;
        case 'table-limit':
          return `Ставка на бокс не больше предела стола: добавить можно ещё ${formatChips(d.max)}, а не ${formatNumber(d.amount)}.`;
        case 'balance-limit':
          return `Ставка ${formatNumber(d.amount)} слишком велика: выигрыш мог бы вывести фишки бокса за предел; можно поставить не больше ${formatChips(d.max)}.`;
        case 'fractional':
          return `Стол платит только целыми фишками, поэтому ставки кратны ${formatNumber(d.multipleOf)}; ${formatNumber(d.amount)} не подходит.`;
      }
      break;
    }
    case 'blackjack/no-bets':
      return 'Сначала ставки: раздача начинается, когда хотя бы один бокс поставил.';
    case 'blackjack/cannot-hit':
      return 'Разделённый туз получает только одну карту: взять ещё нельзя.';
    case 'blackjack/cannot-double': {
      const d = error.details;
      switch (d.reason) {
        case 'not-two-cards':
          return `Удвоить можно только первые две карты, а в руке ${formatCount(d.cards, CARDS)}.`;
        case 'total':
          return `Удвоить можно только при сумме первых двух карт ${orList(d.allowed)}, а здесь ${formatNumber(d.total)}${d.low === undefined ? '' : ` (или ${formatNumber(d.low)}, если туз считать за 1)`}.`;
        case 'soft':
          return `По этим правилам мягкую руку не удваивают: туз считается за 11, сумма ${formatNumber(d.total)}, а не ${formatNumber(d.low)}; удваивают при ${orList(d.allowed)}.`;
        case 'split-aces':
          return 'Разделённый туз получает только одну карту: удвоить нельзя.';
        case 'after-split':
          return 'По этим правилам после разделения не удваивают.';
        case 'blackjack':
          return 'Это Блекджек — он оплачивается сразу и не удваивается, хотя с тузом за 1 сумма была бы 11.';
        case 'balance':
          return `Для удвоения нужно ещё ${formatChips(d.needed)}, а у бокса ${formatChips(d.balance)}.`;
      }
      break;
    }
    case 'blackjack/cannot-split': {
      const d = error.details;
      switch (d.reason) {
        case 'not-two-cards':
          return `Разделить можно только первые две карты, а в руке ${formatCount(d.cards, CARDS)}.`;
        case 'no-splitting':
          return 'По этим правилам карты не разделяют.';
        case 'not-a-pair':
          return d.splitBy === 'rank'
            ? 'Разделить можно только две карты одного ранга: два короля — да, валет и король — нет.'
            : 'Разделить можно только две карты одинакового достоинства: валет и король — да, 9 и 10 — нет.';
        case 'aces':
          return 'Два туза разделять не разрешается.';
        case 'resplit-aces':
          return 'Разделённые тузы повторно не разделяют.';
        case 'max-hands':
          return d.maxHands === 2
            ? 'Разделить можно только один раз.'
            : `У бокса может быть не больше ${formatCount(d.maxHands, HANDS)}.`;
        case 'balance':
          return `Для разделения нужно ещё ${formatChips(d.needed)}, а у бокса ${formatChips(d.balance)}.`;
      }
      break;
    }
    case 'blackjack/cannot-surrender': {
      const d = error.details;
      switch (d.reason) {
        case 'not-offered':
          return 'Сдаться за этим столом нельзя.';
        case 'not-two-cards':
          return `Сдаться можно только с первыми двумя картами, а в руке ${formatCount(d.cards, CARDS)}.`;
        case 'after-split':
          return 'После разделения сдаться нельзя.';
      }
      break;
    }
    case 'blackjack/cannot-insure': {
      const d = error.details;
      switch (d.reason) {
        case 'not-offered':
          return 'Страховку за этим столом не предлагают.';
        case 'even-money':
          return `У ${box(d.box)} Блекджек против туза: ему предлагают выплату 1:1 сразу, а не страховку.`;
        case 'not-half':
          return `Страховка стоит ровно половину начальной ставки, ${formatChips(d.half)}, не больше и не меньше; ${formatNumber(d.amount)} не подходит (0 — отказаться).`;
        case 'odd-bet':
          return `Ставка ${formatNumber(d.bet)} нечётная: её половина — не целое число фишек, поэтому страховку на неё не предлагают. Страховку можно купить при чётной ставке.`;
        case 'balance':
          return `У ${box(d.box)} ${formatChips(d.balance)}: на страховку в ${formatChips(d.amount)} не хватает.`;
        case 'fractional':
          return `Стол платит только целыми фишками, поэтому страховка кратна ${formatNumber(d.multipleOf)}; ${formatNumber(d.amount)} не подходит.`;
      }
      break;
    }
    case 'blackjack/cannot-even-money':
      return error.details.reason === 'not-offered'
        ? 'Выплату 1:1 сразу за этим столом не предлагают.'
        : `Выплату 1:1 сразу предлагают только при Блекджеке против туза, а у ${box(error.details.box)} его нет.`;
    case 'blackjack/bad-cards': {
      const d = error.details;
      if (d.reason === 'not-cards') return 'Это не список карт.';
      return `${d.of === 'hand' ? 'В руке игрока' : 'У крупье'} должно быть не меньше ${formatCount(d.min, CARDS)}, а здесь ${formatNumber(d.count)}.`;
    }
    case 'blackjack/fractional-payout': {
      const d = error.details;
      return `Ставка ${formatNumber(d.stake)} при выплате ${d.pays}:${d.per} дала бы долю фишки; стол принимает ставки, кратные ${formatNumber(d.multipleOf)}.`;
    }
    case 'blackjack/spread-below-one':
      return `Разброс ставок — во сколько раз наибольшая ставка больше наименьшей, не меньше ${formatNumber(error.details.min, { min: 0, max: 2 })}; ${Number.isFinite(error.details.spread) ? formatNumber(error.details.spread, { min: 0, max: 2 }) : 'это значение'} не подходит.`;
    case 'blackjack/max-below-min':
      return `Наибольшая ставка стола (${formatNumber(error.details.max)}) меньше наименьшей (${formatNumber(error.details.min)}).`;
    case 'blackjack/bankroll-below-bet':
      return `Банка в ${formatChips(error.details.bankroll)} не хватает даже на одну ставку в ${formatChips(error.details.bet)}.`;
    case 'blackjack/bad-penetration':
      return `Проникновение — доля башмака, сданная до перетасовки: для этого башмака от ${formatPercent(error.details.min, 0)} до ${formatPercent(error.details.max, 0)}; ${Number.isFinite(error.details.penetration) ? `${formatNumber(100 * error.details.penetration, { min: 0, max: 2 })}\u00a0%` : 'это значение'} не подходит.`;
    case 'blackjack/bad-spots':
      return `Боксов можно играть от ${formatNumber(error.details.min)} до ${formatNumber(error.details.max)}, целое число; ${formatNumber(error.details.spots)} не подходит.`;
    case 'blackjack/bad-bet-option':
      return `${BET_OPTION_RU[error.details.field] ?? 'Это значение задано неверно'}; «${error.details.value}» не подходит.`;
    case 'blackjack/bad-players': {
      const d = error.details;
      switch (d.reason) {
        case 'boxes-per-player':
          return `Один игрок занимает не больше ${formatNumber(d.max)} боксов, а игрок «${d.player}» просит ${formatNumber(d.boxes)}.`;
        case 'boxes':
          return `Игрок «${d.player}» занимает целое число боксов, хотя бы один; «${d.value}» не подходит.`;
        case 'duplicate':
          return `Два игрока за столом названы одинаково: «${d.player}».`;
        case 'mistake-rate':
          return `Доля ошибок игрока «${d.player}» — число от 0 до 1, а не «${d.value}».`;
        case 'ramp-without-count':
          return `Игрок «${d.player}» ставит по истинному счёту, но не ведёт счёт карт.`;
      }
      break;
    }
  }
  return 'Так сделать нельзя.';
}
