/**
 * Baccarat in Russian, in the terms of the text (Банко, Пунто, ничья, крупье, кон, тасовка): the names of
 * the bets, actions, phases and outcomes, the banker's third-card rule worded from the engine's tableau
 * data for the rules in play, and a Russian sentence for every baccarat error code.
 *
 * @module
 */
import type {
  BaccaratActionType,
  BaccaratBet,
  BaccaratError,
  BankerRow,
  Phase,
  ThirdCardRules,
  Winner,
} from '@croupier/engine/baccarat';
import { formatCard } from '@croupier/engine/cards';
import { MAX_SEED_LENGTH } from '@croupier/engine/rng';
import { formatChips, formatNumber, plural, type PluralForms } from './format.js';

/** The names of the bets, as on the layout. */
export const BACCARAT_BET_NAMES: Readonly<Record<BaccaratBet, string>> = {
  banker: 'Банко',
  player: 'Пунто',
  tie: 'Ничья',
  playerPair: 'Пара игрока',
  bankerPair: 'Пара крупье',
  eitherPair: 'Любая пара',
  perfectPair: 'Идеальная пара',
  dragon7: 'Дракон 7',
  panda8: 'Панда 8',
};

/** The bets in the accusative, after «ставка на …»: «на Банко», «на ничью», «на пару игрока». */
export const BACCARAT_BET_ON: Readonly<Record<BaccaratBet, string>> = {
  banker: 'Банко',
  player: 'Пунто',
  tie: 'ничью',
  playerPair: 'пару игрока',
  bankerPair: 'пару крупье',
  eitherPair: 'любую пару',
  perfectPair: 'идеальную пару',
  dragon7: 'Дракон 7',
  panda8: 'Панду 8',
};

/** What each bet is on, in one sentence. */
export const BACCARAT_BET_RULES: Readonly<Record<BaccaratBet, string>> = {
  banker: 'Выигрывает, если рука крупье ближе к девяти.',
  player: 'Выигрывает, если рука игрока ближе к девяти.',
  tie: 'Выигрывает, если очков поровну.',
  playerPair: 'Выигрывает, если первые две карты игрока одного достоинства.',
  bankerPair: 'Выигрывает, если первые две карты крупье одного достоинства.',
  eitherPair: 'Выигрывает, если первые две карты игрока или крупье одного достоинства.',
  perfectPair: 'Выигрывает, если первые две карты игрока или крупье одинаковы — и по достоинству, и по масти.',
  dragon7: 'Выигрывает, если крупье побеждает с семью очками на трёх картах.',
  panda8: 'Выигрывает, если игрок побеждает с восемью очками на трёх картах.',
};

/** The actions at the table, as the buttons say them. */
export const BACCARAT_ACTION_NAMES: Readonly<Record<BaccaratActionType, string>> = {
  bet: 'Сделать ставку',
  deal: 'Раздать',
  playerRule: 'Третья карта игрока',
  bankerRule: 'Третья карта крупье',
  settle: 'Расчёт ставок',
  nextCoup: 'Новый кон',
};

/** The phases of a coup, after «сейчас»: «сейчас идёт приём ставок». */
export const BACCARAT_PHASE_NAMES: Readonly<Record<Phase, string>> = {
  betting: 'идёт приём ставок',
  playerRule: 'карты розданы, очередь третьей карты игрока',
  bankerRule: 'очередь третьей карты крупье',
  decided: 'исход известен, ставки ещё не рассчитаны',
  settled: 'ставки рассчитаны, кон окончен',
};

/** How a coup ended. */
export const BACCARAT_WINNER_NAMES: Readonly<Record<Winner, string>> = {
  banker: 'выиграл крупье (Банко)',
  player: 'выиграл игрок (Пунто)',
  tie: 'ничья',
};

const POINTS_AT: PluralForms = ['очке', 'очках', 'очках'];

/** «при 1 очке», «при 3 очках». */
function atPoints(n: number): string {
  return `при ${n} ${plural(n, POINTS_AT)}`;
}

/** «4, 5, 6 или 7»; with `not`: «не 0, 1, 8 и не 9»; one value: «8», «не 8». */
function valuesList(values: readonly number[], not: boolean): string {
  if (values.length === 1) return not ? `не ${values[0]}` : String(values[0]);
  const head = values.slice(0, -1).join(', ');
  const last = values[values.length - 1];
  return not ? `не ${head} и не ${last}` : `${head} или ${last}`;
}

/**
 * The banker's rule for one row of the tableau, worded from the engine's data (`thirdCardRules(rules)`),
 * so it says what the rules in play say.
 *
 * @param row - A row of `thirdCardRules(rules).banker`.
 * @example
 * ```ts
 * bankerRowRu(thirdCardRules(casino).banker[5]); // 'При 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7.'
 * bankerRowRu(thirdCardRules(seed).banker[5]);   // 'При 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7.'
 * ```
 */
export function bankerRowRu(row: BankerRow): string {
  const at = atPoints(row.total);
  const At = at[0]!.toUpperCase() + at.slice(1);
  if (row.standsOn.length === 0) return `${At} крупье берёт третью карту всегда.`;
  if (row.drawsOn.length === 0) return `${At} крупье третью карту не берёт.`;
  return row.standsOn.length <= row.drawsOn.length
    ? `${At} крупье берёт карту, если третья карта игрока — ${valuesList(row.standsOn, true)}.`
    : `${At} крупье берёт карту, только если третья карта игрока — ${valuesList(row.drawsOn, false)}.`;
}

/** «0–5» for a run of totals, «0, 2» otherwise. */
function totals(values: readonly number[]): string {
  const run = values.every((v, i) => i === 0 || v === values[i - 1]! + 1);
  return run && values.length >= 2 ? `${values[0]}–${values[values.length - 1]}` : values.join(', ');
}

/**
 * What the banker does when the player stood, worded from the tableau data.
 *
 * @param rules - `thirdCardRules(rules)`.
 * @example
 * ```ts
 * bankerStoodRu(thirdCardRules(casino)); // 'Если игрок не брал карту, крупье берёт её при 0–5 очках и стоит при 6–7.'
 * ```
 */
export function bankerStoodRu(rules: ThirdCardRules): string {
  const draws = rules.banker.filter((r) => r.whenPlayerStood === 'draw').map((r) => r.total);
  const stands = rules.banker.filter((r) => r.whenPlayerStood === 'stand').map((r) => r.total);
  return `Если игрок не брал карту, крупье берёт её при ${totals(draws)} очках и стоит при ${totals(stands)}.`;
}

/**
 * The player's rule, worded from the data.
 *
 * @param rules - `thirdCardRules(rules)`.
 */
export function playerRuleRu(rules: ThirdCardRules): string {
  return `Игрок берёт третью карту при ${totals(rules.player.drawsOn)} очках и стоит при ${totals(rules.player.standsOn)}.`;
}

/** The rules of a table by their key, for a sentence about a rules object. */
const RULE_NAMES: Readonly<Record<string, string>> = {
  decks: 'число колод',
  tableau: 'правило третьей карты крупье',
  bankerPays: 'выплата по Банко',
  bankerSixPays: 'выплата по Банко на шести очках',
  bankerThreeCardSevenPushes: 'возврат Банко на семи очках с тремя картами',
  playerPays: 'выплата по Пунто',
  tiePays: 'выплата по ничьей',
  tiePushes: 'возврат ставок при ничьей',
  playerPairPays: 'выплата по паре игрока',
  bankerPairPays: 'выплата по паре крупье',
  eitherPairPays: 'выплата по любой паре',
  perfectPairPays: 'выплата по идеальной паре',
  perfectPairBothPays: 'выплата по двум идеальным парам',
  dragon7Pays: 'выплата по Дракону 7',
  panda8Pays: 'выплата по Панде 8',
  rounding: 'округление долей фишки',
  maxPlayers: 'число мест',
  cutCardFromEnd: 'место подрезной карты',
};

const names = (items: readonly string[], of: Readonly<Record<string, string>>) =>
  items.map((x) => (Object.hasOwn(of, x) ? of[x]! : `«${x}»`)).join(', ');

const BAD_CHIPS: Readonly<Record<string, string>> = {
  'not-a-number': 'это не число',
  'not-whole': 'это не целое число',
  negative: 'это отрицательное число',
  zero: 'это ноль',
  'over-limit': 'это больше предела',
};

const COMPOSITION_KIND = 'по достоинствам, по картам или бесконечный башмак';

/**
 * A Russian sentence for a baccarat rule error: what was wrong and what is allowed, from the error's
 * code and details (never its English message).
 *
 * @param error - A baccarat rule error.
 * @example
 * ```ts
 * baccaratErrorRu(apply(table, { type: 'bet', player: 'анна', bet: 'tie', stake: 101 }).error);
 * // 'Ставка 101 фишка больше, чем есть у игрока «анна»: наибольшая ставка сейчас — 100 фишек.'
 * ```
 */
export function baccaratErrorRu(error: BaccaratError): string {
  switch (error.code) {
    case 'baccarat/bad-rules': {
      const d = error.details;
      const keys = [...new Set(d.issues.map((i) => i.key))].filter((k) => Object.hasOwn(RULE_NAMES, k));
      const other = d.issues.length - d.issues.filter((i) => Object.hasOwn(RULE_NAMES, i.key)).length;
      return `Правила стола заданы не полностью или с ошибкой (${formatNumber(d.issues.length)} ${plural(d.issues.length, ['ошибка', 'ошибки', 'ошибок'])})${
        keys.length > 0 ? `: проверьте ${names(keys, RULE_NAMES)}` : ''
      }${other > 0 ? `${keys.length > 0 ? ';' : ':'} лишних или неизвестных правил — ${formatNumber(other)}` : ''}. Возьмите готовый набор правил и меняйте в нём по одному правилу.`;
    }
    case 'baccarat/bad-seed':
      return `Номер тасовки — целое число (по модулю меньше 2⁵³) или текст длиной от 1 до ${formatNumber(MAX_SEED_LENGTH)} символов.`;
    case 'baccarat/bad-seats': {
      const d = error.details;
      switch (d.reason) {
        case 'not-an-object':
          return 'Места за столом задаются так: имя игрока — число его фишек.';
        case 'no-seats':
          return `За столом должен быть хотя бы один игрок, а игроков ${formatNumber(d.seats ?? 0)}; мест за этим столом — до ${formatNumber(d.max ?? 0)}.`;
        case 'too-many':
          return `За этим столом не больше ${formatNumber(d.max ?? 0)} ${plural(d.max ?? 0, ['места', 'мест', 'мест'])}, а игроков ${formatNumber(d.seats ?? 0)}.`;
        case 'bad-id':
          return 'Имя игрока — текст длиной от 1 до 60 символов.';
        case 'bad-chips':
          return `У игрока ${d.player ?? ''} должно быть целое неотрицательное число фишек, не больше ${formatChips(d.max ?? 0)}: ${d.chips ?? ''} — ${BAD_CHIPS[d.problem ?? 'not-a-number']}.`;
        case 'over-limit':
          return `За одним столом может быть не больше ${formatChips(d.max ?? 0)} на всех.`;
      }
      break;
    }
    case 'baccarat/bad-shoe': {
      const d = error.details;
      switch (d.reason) {
        case 'not-cards':
          return 'Заготовленный башмак — список карт по порядку сдачи (номера карт от 0 до 51).';
        case 'bad-length':
          return `В заготовленном башмаке должно быть от ${formatNumber(d.min ?? 0)} до ${formatNumber(d.max ?? 0)} карт (на кон может понадобиться шесть), а их ${formatNumber(d.cards ?? 0)}.`;
        case 'bad-cut-card':
          return `Подрезная карта стоит на месте от 0 до ${formatNumber(d.max ?? 0)}, а не ${d.cutCard ?? ''}.`;
      }
      break;
    }
    case 'baccarat/unknown-action':
      return `Такого действия за столом нет. Действия: ${names(error.details.allowed, BACCARAT_ACTION_NAMES)}.`;
    case 'baccarat/wrong-phase': {
      const d = error.details;
      return `Сейчас нельзя «${names([d.action], BACCARAT_ACTION_NAMES)}»: ${names([d.phase], BACCARAT_PHASE_NAMES)}. Сейчас можно: ${names(d.allowed, BACCARAT_ACTION_NAMES)}.`;
    }
    case 'baccarat/bet-after-deal':
      return `Ставки принимаются только до раздачи, а сейчас ${names([error.details.phase], BACCARAT_PHASE_NAMES)}. Сейчас можно: ${names(error.details.allowed, BACCARAT_ACTION_NAMES)}.`;
    case 'baccarat/unknown-bet':
      return `Ставки ${error.details.bet} нет. Ставки: ${names(error.details.allowed, BACCARAT_BET_NAMES)}.`;
    case 'baccarat/bet-not-offered':
      return `За этим столом не принимают ставку «${names([error.details.bet], BACCARAT_BET_NAMES)}». Здесь можно ставить на: ${names(error.details.offered, BACCARAT_BET_NAMES)}.`;
    case 'baccarat/unknown-player':
      return error.details.seated.length > 0
        ? `Игрока ${error.details.player} за столом нет. За столом: ${error.details.seated.map((s) => `«${s}»`).join(', ')}.`
        : `Игрока ${error.details.player} за столом нет: за столом никого.`;
    case 'baccarat/bad-stake':
      return `Ставка — целое положительное число фишек, не больше ${formatChips(error.details.max)}; ${error.details.stake} — ${BAD_CHIPS[error.details.reason]}.`;
    case 'baccarat/insufficient-balance': {
      const d = error.details;
      return `Ставка ${formatChips(d.stake)} больше, чем есть у игрока «${d.player}»: наибольшая ставка сейчас — ${formatChips(d.balance)}.`;
    }
    case 'baccarat/over-limit': {
      const d = error.details;
      return d.reason === 'stake'
        ? `На одной ставке может быть не больше ${formatChips(d.limit)}, поэтому ставка ${formatChips(d.stake)} не проходит: добавить сюда можно самое большее — ${formatChips(d.max)}.`
        : `За столом может быть не больше ${formatChips(d.limit)}, даже если все ставки выиграют по самой большой выплате, поэтому ставка ${formatChips(d.stake)} не проходит: наибольшая ставка здесь — ${formatChips(d.max)}.`;
    }
    case 'baccarat/fractional-payout': {
      const d = error.details;
      return `Ставка ${formatChips(d.stake)} при выплате ${d.ratio} дала бы долю фишки, а этот стол платит только целыми фишками: ставьте кратно ${formatNumber(d.multipleOf)}.`;
    }
    case 'baccarat/bad-composition': {
      const d = error.details;
      switch (d.reason) {
        case 'not-a-composition':
          return `Состав башмака задаётся ${COMPOSITION_KIND}.`;
        case 'bad-counts':
          return `Состав башмака — ${formatNumber(d.max ?? 0)} целых неотрицательных чисел.`;
        case 'too-few':
          return `В башмаке должно остаться не меньше ${formatNumber(d.min ?? 0)} карт — столько может понадобиться на один кон, — а их ${formatNumber(d.cards ?? 0)}.`;
        case 'too-many':
          return `Точный расчёт берёт не больше ${formatNumber(d.max ?? 0)} карт в башмаке, а их ${formatNumber(d.cards ?? 0)}.`;
        case 'over-shoe': {
          const what =
            d.card !== undefined ? formatCard(d.card, { notation: 'ru', suits: 'symbol' }) : `в ${d.value ?? 0} очков`;
          return `Карт ${what} вышло ${formatNumber(d.dealt ?? 0)}, а в башмаке их всего ${formatNumber(d.held ?? 0)}.`;
        }
        case 'needs-ranks':
          return 'Для ставок на пары нужен состав башмака по достоинствам карт: по очкам десятки и картинки не различить.';
        case 'needs-cards':
          return 'Для идеальной пары нужен состав башмака по картам — с мастями.';
      }
      break;
    }
    case 'baccarat/bad-players': {
      const d = error.details;
      return d.reason === 'duplicate'
        ? `Два игрока за столом названы одинаково: «${d.player}».`
        : `Доля партий, в которых игрок «${d.player}» делает ставку, — число от 0 до 1, а не «${d.value ?? ''}».`;
    }
  }
  return 'Ошибка в правилах баккары.';
}
