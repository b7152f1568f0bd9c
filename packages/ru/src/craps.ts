/**
 * Craps in Russian: the names of the bets with the text's terms («Проходит», «Не проходит», «На номер»,
 * «Против номера», «Купить»; the text has no name for the lay bet, so the site's «Лэй»), of the phases,
 * the outcomes of a roll, the changes to a bet, the table's rules, and a Russian sentence for every craps
 * error code, worded from the error's `details`.
 *
 * @module
 */
import {
  betSpec,
  type BetChange,
  type BetId,
  type BetKind,
  type CrapsAction,
  type CrapsError,
  type CrapsEvent,
  type CrapsPhase,
  type CrapsRules,
  type Resolution,
} from '@croupier/engine/craps';
import { formatChips, formatNumber } from './format.js';

/** The Russian name of each bet kind, as the site and the trainer print it. */
export const BET_KIND_NAMES_RU: Readonly<Record<BetKind, string>> = {
  pass: '«Проходит»',
  dontPass: '«Не проходит»',
  passOdds: 'Свободные шансы к «Проходит»',
  dontPassOdds: 'Свободные шансы к «Не проходит»',
  come: '«Приходит»',
  dontCome: '«Не приходит»',
  comePoint: '«Приходит» на номере',
  dontComePoint: '«Не приходит» на номере',
  comeOdds: 'Шансы к «Приходит»',
  dontComeOdds: 'Шансы к «Не приходит»',
  place: '«На номер»',
  placeToLose: '«Против номера»',
  buy: '«Купить»',
  lay: '«Лэй»',
  field: '«Поле»',
  big: '«Большие 6/8»',
  hard: '«Хард»',
  any7: '«Любая семёрка»',
  anyCraps: '«Любой крэпс»',
  two: '«Двойка»',
  three: '«Тройка»',
  eleven: '«Одиннадцать»',
  twelve: '«Двенадцать»',
  horn: '«Хорн»',
};

/**
 * The Russian name of a bet, with its number.
 *
 * @param id - The bet id.
 * @returns `«На номер» 6`, `«Хард 8»`, `«Большая 6»`; an unknown id comes back as it is.
 * @example
 * ```ts
 * betNameRu('place6'); // '«На номер» 6'
 * ```
 */
export function betNameRu(id: BetId): string {
  const spec = betSpec(id);
  if (!spec) return String(id);
  if (spec.kind === 'big') return `«Большая ${spec.n}»`;
  if (spec.kind === 'hard') return `«Хард ${spec.n}»`;
  return spec.n === undefined ? BET_KIND_NAMES_RU[spec.kind] : `${BET_KIND_NAMES_RU[spec.kind]} ${spec.n}`;
}

/** The phases of the table: the puck off (a come-out roll next) or on a point. */
export const CRAPS_PHASE_NAMES_RU: Readonly<Record<CrapsPhase, string>> = {
  comeOut: 'выходной бросок',
  point: 'пункт установлен',
};

/** What a roll does to a bet. */
export const CRAPS_OUTCOME_NAMES_RU: Readonly<Record<Resolution['kind'], string>> = {
  win: 'выигрывает',
  lose: 'проигрывает',
  push: 'возвращается игроку',
  none: 'остаётся',
  move: 'переходит на свой номер',
};

/** The changes to a bet, as verbs (`можно …`). */
export const CRAPS_CHANGE_NAMES_RU: Readonly<Record<BetChange, string>> = {
  bet: 'поставить или увеличить',
  reduce: 'уменьшить',
  remove: 'снять',
};

/** The actions at the table. */
export const CRAPS_ACTION_NAMES_RU: Readonly<Record<CrapsAction['type'], string>> = {
  bet: 'ставка',
  reduce: 'уменьшить ставку',
  remove: 'снять ставку',
  roll: 'бросок',
};

/** The rules of a craps table. */
export const CRAPS_RULE_NAMES_RU: Readonly<Record<keyof CrapsRules, string>> = {
  dontPassBar: 'число, при котором «Не проходит» возвращается игроку',
  passAfterPoint: 'что можно делать со ставкой «Проходит» после пункта',
  oddsLimit: 'предел свободных шансов',
  placeWorkingOnComeOut: 'работают ли ставки на номера при первом броске',
  commissionPercent: 'комиссия за «Купить» и «Лэй», в процентах',
  commissionOn: 'когда берётся комиссия',
  fieldPays2: 'выплата «Поля» на 2',
  fieldPays12: 'выплата «Поля» на 12',
};

const RULE_KEYS = Object.keys(CRAPS_RULE_NAMES_RU) as (keyof CrapsRules)[];

/**
 * A value as the engine shows it in `details` (`"ann"`; a long one cut: `"яяя…" (63 characters)`) the way
 * a reader sees it: «ann», «яяя…».
 */
function quoted(shown: string): string {
  let text = shown.replace(/… \(\d+ characters\)$/u, '…');
  if (text.startsWith('"')) text = text.slice(1);
  text = text.replace(/"(…?)$/u, '$1');
  return `«${text}»`;
}

/** The odds limit as the site writes it: 3-4-5×, 10×. */
function oddsLimitRu(limit: string): string {
  return limit.replace('x', '×');
}

/** What to call a rule in an error: its Russian name, or «лишнее правило» for a key no craps table has. */
function ruleRu(key: string): string {
  if (key === '(root)') return 'правила не заданы набором значений';
  return (RULE_KEYS as string[]).includes(key) ? CRAPS_RULE_NAMES_RU[key as keyof CrapsRules] : 'лишнее правило';
}

const CHANGE_INFINITIVE_RU: Readonly<Record<BetChange, string>> = {
  bet: 'увеличить',
  reduce: 'уменьшить',
  remove: 'снять',
};

/**
 * A craps rule error as one Russian sentence: what was wrong and what is allowed, with the numbers from
 * `details` (never the engine's English `message`).
 *
 * @param error - A craps rule error.
 * @example
 * ```ts
 * crapsErrorRu({ code: 'craps/horn-stake', message: '…', details: { total: 5, multipleOf: 4 } });
 * // 'Ставка «Хорн» — четыре равные ставки на 2, 3, 11 и 12, поэтому она кратна 4 фишкам; 5 — не кратно 4.'
 * ```
 */
export function crapsErrorRu(error: CrapsError): string {
  switch (error.code) {
    case 'craps/bad-rules': {
      const d = error.details;
      const names = [...new Set(d.issues.map((i) => ruleRu(i.key)))];
      return `Правила стола заданы неверно; проверьте: ${names.join('; ')}.`;
    }
    case 'craps/bad-seed':
      return `Зерно случайности — целое число, по модулю меньше 2^53, или текст длиной от 1 до ${formatNumber(error.details.maxLength)} знаков.`;
    case 'craps/bad-setup': {
      const d = error.details;
      switch (d.reason) {
        case 'too-many-seats':
          return `За столом не больше ${formatNumber(d.maxSeats)} мест, а задано ${formatNumber(d.seats)}.`;
        case 'no-seats':
          return `За столом нужен хотя бы один игрок (мест — от 1 до ${formatNumber(d.maxSeats)}).`;
        case 'seats-not-an-object':
          return `Места за столом задают парами «игрок — его фишки», от 1 до ${formatNumber(d.maxSeats)} мест.`;
        default:
          return `Чтобы открыть стол, нужны места игроков (от 1 до ${formatNumber(d.maxSeats)}) и зерно случайности.`;
      }
    }
    case 'craps/bad-players': {
      const d = error.details;
      return d.reason === 'duplicate'
        ? `Два игрока за столом названы одинаково: ${quoted(d.player)}.`
        : `Доля бросков, перед которыми игрок ${quoted(d.player)} делает ставку «Приходит», — число от 0 до 1, а не ${quoted(d.value ?? '')}.`;
    }
    case 'craps/bad-player': {
      const d = error.details;
      return d.reason === 'empty'
        ? `Имя игрока не может быть пустым: от 1 до ${formatNumber(d.maxLength)} знаков.`
        : `Имя игрока ${quoted(d.player)} длиннее ${formatNumber(d.maxLength)} знаков.`;
    }
    case 'craps/bad-bank': {
      const d = error.details;
      const why =
        d.reason === 'not-whole'
          ? 'дробных фишек не бывает'
          : d.reason === 'negative'
            ? 'фишек не может быть меньше нуля'
            : d.reason === 'over-limit'
              ? 'это больше предела'
              : 'задано не число';
      return `Фишки игрока ${quoted(JSON.stringify(d.player))} — целое число от 0 до ${formatNumber(d.max)}: ${why}.`;
    }
    case 'craps/bad-action':
      return 'Такого действия за столом нет: можно сделать ставку, уменьшить её, снять или бросить кости.';
    case 'craps/unknown-player': {
      const d = error.details;
      const players = d.players.length === 0 ? 'никого' : d.players.map((p) => `«${p}»`).join(', ');
      return `Игрока ${quoted(d.player)} за столом нет; за столом: ${players}.`;
    }
    case 'craps/unknown-bet':
      return `Такой ставки на столе нет: ${quoted(error.details.bet)}.`;
    case 'craps/bad-amount': {
      const d = error.details;
      switch (d.reason) {
        case 'not-whole':
          return `Ставят целое число фишек, от 1 до ${formatNumber(d.max)}: дробных фишек не бывает.`;
        case 'negative':
        case 'zero':
          return `Ставят не меньше одной фишки и не больше ${formatChips(d.max)}.`;
        case 'over-limit':
          return `На одну ставку — не больше ${formatChips(d.max)}.`;
        default:
          return `Сумма — целое число фишек, от 1 до ${formatNumber(d.max)}.`;
      }
    }
    case 'craps/bad-point':
      return error.details.reason === 'needed'
        ? 'Эта ставка бывает только при установленном пункте: укажите пункт — 4, 5, 6, 8, 9 или 10.'
        : 'Пункт — это 4, 5, 6, 8, 9 или 10; если пункта нет, шайба выключена.';
    case 'craps/bad-roll':
      return 'Бросок — это две кости, на каждой от 1 до 6 очков.';
    case 'craps/no-such-bet': {
      const d = error.details;
      return `У игрока ${quoted(JSON.stringify(d.player))} нет ставки ${betNameRu(d.bet)} — ${d.change === 'reduce' ? 'уменьшать' : 'снимать'} нечего.`;
    }
    case 'craps/line-bet-after-point': {
      const d = error.details;
      return `Новую ставку ${betNameRu(d.bet)} делают только перед выходным броском, а пункт уже установлен (${formatNumber(d.point)}): ставьте ${betNameRu(d.instead)}.`;
    }
    case 'craps/come-before-point': {
      const d = error.details;
      return `Ставку ${betNameRu(d.bet)} делают, когда пункт установлен; при первом броске ставьте ${betNameRu(d.instead)}.`;
    }
    case 'craps/contract-bet': {
      const d = error.details;
      const at = d.point === null ? '' : ` (пункт ${formatNumber(d.point)})`;
      return `Ставка ${betNameRu(d.bet)} на своём пункте${at} по правилам казино — контрактная: её нельзя ${CHANGE_INFINITIVE_RU[d.change]}, пока она не выиграет или не проиграет.`;
    }
    case 'craps/cannot-increase':
      return `Ставку ${betNameRu(error.details.bet)} после установки пункта можно снять или уменьшить, но не увеличить.`;
    case 'craps/not-placeable': {
      const d = error.details;
      return `На поле ${betNameRu(d.bet)} ставку не кладут: сюда переходит ставка ${betNameRu(d.instead)}. Ставьте ${betNameRu(d.instead)}.`;
    }
    case 'craps/odds-without-bet': {
      const d = error.details;
      return d.reason === 'no-point'
        ? `Свободные шансы за ставкой ${betNameRu(d.needs)} ставят, когда пункт установлен.`
        : `Свободные шансы ставят за ставкой ${betNameRu(d.needs)} на её пункте, а такой ставки нет.`;
    }
    case 'craps/odds-over-limit': {
      const d = error.details;
      return `За ставкой ${betNameRu(d.base)} в ${formatChips(d.flat)} стол принимает не больше ${formatChips(d.limit)} свободных шансов (предел ${oddsLimitRu(d.oddsLimit)}), а просили ${formatNumber(d.total)}.`;
    }
    case 'craps/odds-would-exceed-limit': {
      const d = error.details;
      return `Если на ставке ${betNameRu(d.bet)} останется ${formatChips(d.flat)}, шансов за ней может быть не больше ${formatNumber(d.limit)}, а на них ${formatChips(d.odds)}: сначала уменьшите ${betNameRu(d.oddsBet)}.`;
    }
    case 'craps/horn-stake': {
      const d = error.details;
      return `Ставка «Хорн» — четыре равные ставки на 2, 3, 11 и 12, поэтому она кратна ${formatNumber(d.multipleOf)} фишкам; ${formatNumber(d.total)} — не кратно ${formatNumber(d.multipleOf)}.`;
    }
    case 'craps/reduce-too-much': {
      const d = error.details;
      const most =
        d.max > 0 ? `уменьшить её можно самое большее на ${formatNumber(d.max)}` : 'уменьшить её сейчас нельзя';
      return `На ставке ${betNameRu(d.bet)} ${formatChips(d.current)}, просили уменьшить на ${formatNumber(d.amount)}: ${most}, или снимите её целиком.`;
    }
    case 'craps/stake-limit': {
      const d = error.details;
      return `На одной ставке — не больше ${formatChips(d.limit)}, а на ${betNameRu(d.bet)} было бы ${formatNumber(d.total)}.`;
    }
    case 'craps/not-enough-chips': {
      const d = error.details;
      const commission = d.commission > 0 ? `, вместе с комиссией ${formatNumber(d.commission)}` : '';
      return `У игрока ${quoted(JSON.stringify(d.player))} ${formatChips(d.bank)}, а ставка требует ${formatNumber(d.needed)}${commission}.`;
    }
    case 'craps/balance-limit': {
      const d = error.details;
      return `У игрока ${quoted(JSON.stringify(d.player))} ${formatChips(d.worth)}, и его ставки могут выиграть ещё ${formatNumber(d.maxWin)}: вместе больше предела в ${formatChips(d.limit)}, такую ставку стол не принимает.`;
    }
  }
}

/**
 * The Russian name of a row of the craps odds table: a bet id, or one of the analysis' ways of playing
 * a bet (`passWithOdds`, `passTakenDownAtPoint`, `passOdds4` …).
 *
 * @param id - The row id.
 * @example
 * ```ts
 * crapsPlayNameRu('passTakenDownAtPoint'); // '«Проходит», снятая при установке пункта'
 * ```
 */
export function crapsPlayNameRu(id: string): string {
  if (id === 'passWithOdds') return '«Проходит» + полные шансы';
  if (id === 'dontPassWithOdds') return '«Не проходит» + полные шансы';
  if (id === 'passTakenDownAtPoint') return '«Проходит», снятая при установке пункта';
  const odds = /^(pass|dontPass)Odds(\d+)$/u.exec(id);
  if (odds) return `${odds[1] === 'pass' ? 'Шансы к «Проходит»' : 'Шансы к «Не проходит»'} на ${odds[2]}`;
  return betSpec(id) ? betNameRu(id as BetId) : '—';
}

/**
 * One event of a craps table as a line of its log, or `null` for the events a log does not show.
 *
 * @param e - The event.
 * @example
 * ```ts
 * crapsEventRu({ type: 'pointSet', point: 4 }); // 'Пункт — 4: шайба ВКЛ'
 * ```
 */
export function crapsEventRu(e: CrapsEvent): string | null {
  const n = formatNumber;
  switch (e.type) {
    case 'betPlaced':
      return `Ставка ${betNameRu(e.bet)}: +${n(e.amount)} (на ней ${n(e.total)})`;
    case 'betReduced':
      return `${betNameRu(e.bet)} уменьшена на ${n(e.amount)} (осталось ${n(e.total)})`;
    case 'betRemoved':
      return `${betNameRu(e.bet)} снята: ${n(e.amount)} вернулись игроку`;
    case 'commissionPaid':
      return `Комиссия за ${betNameRu(e.bet)}: ${formatChips(e.amount)}`;
    case 'rolled':
      return `Бросок ${e.dice[0]} + ${e.dice[1]} = ${e.total}${e.comeOut ? ' (выходной)' : ''}`;
    case 'pointSet':
      return `Пункт — ${e.point}: шайба ВКЛ`;
    case 'pointMade':
      return `Пункт ${e.point} выпал снова: шайба ВЫКЛ, следующий бросок — выходной`;
    case 'sevenOut':
      return `Семёрка раньше пункта ${e.point}: шайба ВЫКЛ`;
    case 'betSettled':
      if (e.outcome === 'win')
        return `${betNameRu(e.bet)} выигрывает ${n(e.won)}${e.commission > 0 ? ` (комиссия ${n(e.commission)})` : ''}`;
      if (e.outcome === 'push') return `${betNameRu(e.bet)} возвращается игроку`;
      return `${betNameRu(e.bet)} проигрывает ${n(e.lost)}`;
    case 'betMoved':
      return `${betNameRu(e.from)} переходит на ${betNameRu(e.to)}`;
  }
}
