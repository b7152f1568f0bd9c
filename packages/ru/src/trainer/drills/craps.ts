/**
 * The trainer's craps drills: the come-out, what a roll does, the line bets' changes, the odds' limit,
 * the better bet, the payouts (typed or paid in chips) and the dealer's mistakes spotted in a roll's
 * settlement. A bet's name comes as `betNameRu` words it («„Проходит“»), a ratio already written.
 *
 * @module
 */
import { formatChips, formatNumber, formatRatio } from '../../format.js';

/** A payout ratio, as the engine's rules hold it. */
type Ratio = { readonly pays: number; readonly per: number };

/** The puck and the layout, as the drills' context lines say them. */
export const CRAPS_TABLE_RU = {
  puckOffComeOut: 'Шайба: ВЫКЛ (пункта нет)',
  puckOn: (point: number) => `Шайба: ВКЛ, пункт ${point}`,
  /** The bet on the layout: «На столе: „Проходит“, 10 фишек». */
  onTable: (bet: string, stake: number) => `На столе: ${bet}, ${formatChips(stake)}`,
  onTableBet: (bet: string) => `На столе: ${bet}`,
  chipsPlaceholder: 'фишек',
} as const;

/** A list of totals: «2, 3 или 12». */
export function crapsOrList(xs: readonly number[]): string {
  return xs.length <= 1 ? String(xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} или ${xs.at(-1)}`;
}

/**
 * A line bet's come-out in one sentence: ««Не проходит» при первом броске выигрывает на 3 или 12,
 * проигрывает на 7 или 11, при 2 возвращается игроку; 4, 5, 6, 8, 9 и 10 становятся пунктом.»
 *
 * @param bet - The bet's name.
 * @param come - A come bet, whose first roll is its own and whose number is its point.
 * @param totals - The totals that win, lose, push or make the point.
 */
export function crapsComeOutSentence(
  bet: string,
  come: boolean,
  totals: {
    readonly win: readonly number[];
    readonly lose: readonly number[];
    readonly push: readonly number[];
    readonly point: readonly number[];
  },
): string {
  const when = come ? 'при своём первом броске' : 'при первом броске';
  const own = come ? 'её номером' : 'пунктом';
  const pointsText = `${crapsOrList(totals.point).replace(/ или /u, ' и ')} становятся ${own}`;
  return `${bet} ${when} выигрывает на ${crapsOrList(totals.win)}, проигрывает на ${crapsOrList(totals.lose)}${
    totals.push.length > 0 ? `, при ${crapsOrList(totals.push)} возвращается игроку` : ''
  }; ${pointsText}.`;
}

/** «Крэпс: выходной бросок». */
export const CRAPS_COME_OUT_RU = {
  /** The buttons, by answer. */
  choices: { win: 'Выигрывает', lose: 'Проигрывает', push: 'Возвращается игроку', point: 'Выпал пункт' },
  keyLabel: (bet: string, total: string) => `${bet}, выпало ${total}`,
  prompt: (bet: string) => `Выходной бросок. Что будет со ставкой ${bet}?`,
  point: 'устанавливается пункт',
} as const;

/** «Крэпс: что делает бросок». */
export const CRAPS_ROLL_EFFECT_RU = {
  /** The buttons, by the engine's resolution. */
  choices: {
    win: 'Выигрывает',
    lose: 'Проигрывает',
    none: 'Остаётся',
    push: 'Возвращается',
    move: 'Переходит на свой пункт',
  },
  /** How each kind of bet is decided (the rules of the layout no table option changes). */
  why: {
    pass: 'После пункта «Проходит» выигрывает, если пункт выпадет раньше 7, и проигрывает на 7.',
    dontPass: 'После пункта «Не проходит» выигрывает на 7 и проигрывает, если выпадет пункт.',
    comePoint: '«Приходит» на своём числе выигрывает, если оно выпадет раньше 7.',
    dontComePoint: '«Не приходит» на своём числе выигрывает на 7 и проигрывает, если выпадет число.',
    place: '«На номер» выигрывает, если число выпадет раньше 7.',
    placeToLose: '«Против номера» выигрывает на 7 и проигрывает, если выпадет число.',
    buy: '«Купить» — ставка на число по истинным шансам: число раньше 7 выигрывает.',
    lay: '«Лэй» — против числа по истинным шансам: 7 раньше числа выигрывает.',
    field: '«Поле» решается одним броском: 2, 3, 4, 9, 10, 11, 12 выигрывают, 5, 6, 7, 8 проигрывают.',
    big: '«Большая 8» выигрывает на 8 и проигрывает на 7.',
    hard: '«Хард» выигрывает, если число выпадет дублем; «лёгким путём» или на 7 — проигрывает.',
    any7: '«Любая семёрка» — на один бросок: выигрывает только 7.',
    anyCraps: '«Любой крэпс» — на один бросок: выигрывают 2, 3 и 12.',
    eleven: '«Одиннадцать» — на один бросок: выигрывает только 11.',
    horn: '«Хорн» — на один бросок: выигрывает на 2, 3, 11 и 12 (одна из четырёх частей), иначе проигрывает.',
  } as Partial<Record<string, string>>,
  prompt: (bet: string) => `Что этот бросок делает со ставкой ${bet}?`,
  moves: (total: number) => `переходит на ${total}`,
  /** The verdict's answer: «8 (дублем): выигрывает». */
  expected: (total: number, double: boolean, result: string) => `${total}${double ? ' (дублем)' : ''}: ${result}`,
} as const;

/** «Крэпс: можно ли изменить ставку». */
export const CRAPS_MAY_CHANGE_RU = {
  /** The change asked, as a verb. */
  changes: { increase: 'увеличить', reduce: 'уменьшить', remove: 'снять' },
  keyLabel: (change: string, bet: string, afterPoint: boolean) =>
    `${change} ${bet} ${afterPoint ? 'после пункта' : 'до выходного броска'}`,
  prompt: (change: string, bet: string) => `Можно ли сейчас ${change} ставку ${bet}?`,
  puckOff: 'Шайба: ВЫКЛ, выходной бросок ещё не сделан',
  yes: 'Можно',
  no: 'Нельзя',
  afterPoint: (bet: string, change: string) => `По этим правилам ставку ${bet} после пункта можно ${change}.`,
  comeOut: 'До выходного броска ставка ещё не разыграна: её можно менять как угодно.',
} as const;

/** «Крэпс: предел свободных шансов». */
export const CRAPS_MAX_ODDS_RU = {
  keyLabel: (take: boolean, point: string) => `${take ? 'за «Проходит»' : 'за «Не проходит»'}, пункт ${point}`,
  prompt: (bet: string) => `Сколько фишек свободных шансов можно самое большее поставить за ставкой ${bet}?`,
  /** `rule` is the table's odds limit in words. */
  take: (flat: number, point: number, rule: string, most: number) =>
    `За «Проходит» ${formatChips(flat)} на пункт ${point} (${rule}) можно взять шансы до ${formatChips(most)}.`,
  lay: (flat: number, point: number, rule: string, most: number) =>
    `За «Не проходит» ${formatChips(flat)} на пункт ${point} шансы кладут против пункта; ${rule} — положить можно до ${formatChips(most)}.`,
} as const;

/** «Крэпс: какая ставка выгоднее». */
export const CRAPS_BETTER_BET_RU = {
  keyLabel: (a: string, b: string) => `${a} или ${b}`,
  prompt: 'Какая ставка выгоднее игроку?',
  context: 'На каждую поставленную фишку, по правилам этого стола.',
  /** The two bets' edges in words. */
  explain: (a: string, b: string) =>
    `Преимущество казино на поставленную фишку: ${a}; ${b}. Выгоднее ставка, на которой казино забирает меньше.`,
} as const;

/** «Крэпс: сколько платит ставка». */
export const CRAPS_PAYOUT_RU = {
  /** What won, by the line bet. */
  lines: { pass: '«Проходит»', dontPass: '«Не проходит»' },
  place: (n: number) => `«На номер» ${n}`,
  odds: (n: number) => `свободные шансы к «Проходит», пункт ${n}`,
  hard: (n: number) => `«Хард ${n}»`,
  linePrompt: (what: string, stake: number) =>
    `Выиграла ставка ${what}, ${formatChips(stake)}. Сколько фишек выигрыша (без самой ставки)?`,
  puckOff: 'Шайба: ВЫКЛ, выходной бросок',
  oddsOnTable: (flat: number) => `На столе: «Проходит» ${formatChips(flat)}, за ней свободные шансы`,
  prompt: (what: string, stake: number) =>
    `Выиграла ставка: ${what}, ${formatChips(stake)}. Сколько фишек выигрыша (без самой ставки)?`,
  /** The fraction of a chip the table keeps: «; долю фишки стол не платит — 7». */
  kept: (won: string) => `; долю фишки стол не платит — ${won}`,
  /** A win worked out: «„На номер“ 6 платит 7:6: 12 × 7/6 = 14». */
  paid: (bet: string, ratio: Ratio, stake: number, times: string, exact: string, kept: string) =>
    `${bet} платит ${formatRatio(ratio)}: ${stake} × ${times} = ${exact}${kept}`,
} as const;

/** «Крэпс: выплата фишками». */
export const CRAPS_PAY_CHIPS_RU = {
  /** Each kind's name, before the number. */
  names: {
    odds: 'свободные шансы, пункт',
    place: '«На номер»',
    buy: '«Купить»',
    lay: '«Лэй»',
    'commission-buy': 'комиссия «Купить»',
    'commission-lay': 'комиссия «Лэй»',
  },
  puckOn: (point: number) => `Шайба: ВКЛ, пункт ${point}.`,
  oddsOnTable: (flat: number, stake: number) =>
    `На столе: «Проходит» ${formatChips(flat)}, за ней свободные шансы ${formatChips(stake)}.`,
  commissionWithBet: (bet: string, stake: number) =>
    `Игрок ставит ${bet}: ${formatChips(stake)}. Какую комиссию он платит вместе со ставкой? Соберите её фишками.`,
  commissionFromWin: (bet: string, stake: number) =>
    `Выиграла ставка ${bet}: ${formatChips(stake)}. Какую комиссию удержать с выигрыша? Соберите её фишками.`,
  oddsBet: (n: number) => `на свободные шансы, пункт ${n}`,
  /** The payout's prompt; `less` where a commission is taken from the win. */
  prompt: (bet: string, stake: number, less: boolean) =>
    `Выиграла ставка ${bet}: ${formatChips(stake)}. Выплатите выигрыш фишками${less ? ' (за вычетом комиссии)' : ''}.`,
  paidWithBet: 'Комиссия уплачена вместе со ставкой.',
  /** What a commission is taken from: a buy's stake, a lay's win. */
  ofStake: (stake: number) => `ставки ${formatNumber(stake)}`,
  ofWin: (won: number) => `выигрыша ${formatNumber(won)}`,
  /** The commission worked out: «комиссия 5 % от ставки 20 (…) — 1 фишка, платится вместе со ставкой». */
  vig: (percent: number, base: string, commission: number, withBet: boolean) =>
    `комиссия ${formatNumber(percent)}\u00a0% от ${base} (целыми фишками, не меньше одной) — ${formatChips(commission)}, ${
      withBet ? 'платится вместе со ставкой' : 'удерживается из выигрыша'
    }`,
  /** The win less its commission. */
  less: (paid: string, vig: string, won: number, commission: number, right: number) =>
    `${paid}; ${vig}: ${formatNumber(won)} − ${formatNumber(commission)} = ${formatChips(right)}.`,
  whole: (paid: string, vig: string) => `${paid}; ${vig}, выигрыш платится целиком.`,
} as const;

/** «Крэпс: найдите ошибку крупье». */
export const CRAPS_SPOT_RU = {
  /** Each key's name. */
  keys: {
    odds: 'выплата свободных шансов',
    place: 'выплата «На номер»',
    'buy-lay': 'выплата «Купить» и «Лэй» с комиссией',
    hardway: 'выплата «Хард»',
  },
  /** A bet in a step: «„На номер“ 6, 12 фишек». */
  bet: (bet: string, stake: number) => `${bet}, ${formatChips(stake)}`,
  won: (bet: string, paid: number) => `${bet}: выигрыш ${formatChips(paid)}.`,
  lost: (bet: string) => `${bet}: проиграла, крупье забирает ставку.`,
  push: (bet: string) => `${bet}: возвращается игроку.`,
  stays: (bet: string) => `${bet}: остаётся на столе.`,
  roll: (point: number, a: number, b: number) => `Шайба на пункте ${point}. Бросок: ${a} + ${b} = ${a + b}.`,
  whyRoll: 'Каждая ставка рассчитывается по выпавшей сумме.',
  whyNoWin: (bet: string, lose: boolean) => `На эту сумму ${bet} ${lose ? 'проигрывает' : 'не выигрывает'}.`,
  rounding: ', долю фишки стол не платит',
  commissionFromWin: (percent: number, commission: number) =>
    `; комиссия ${formatNumber(percent)}\u00a0% (${formatChips(commission)}) удерживается из выигрыша`,
  commissionWithBet: '; комиссия уплачена вместе со ставкой',
  whyWin: (bet: string, ratio: Ratio, rounding: string, commission: string, paid: number) =>
    `${bet} платит ${formatRatio(ratio)}${rounding}${commission}: ${formatChips(paid)}.`,
  prompt: 'Следите за крупье: все ли ставки рассчитаны верно?',
  /** The layout: «На столе: „Проходит“ — 10 фишек; …». */
  onTable: (bets: readonly (readonly [string, number])[]) =>
    `На столе: ${bets.map(([bet, stake]) => `${bet} — ${formatChips(stake)}`).join('; ')}.`,
} as const;
