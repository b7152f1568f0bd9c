/**
 * The baccarat table of the trainer in Russian: the player's seat at a full table of fourteen, and the
 * dealer's shift there — what the croupier is to do, the names of the croupier's moves, and the rule a
 * wrong call or payment broke («Банко платится 19:20: 95 фишек, а не 100.»). The trainer's models decide
 * what is right (with the engine); this module only words it.
 *
 * @module
 */
import { BACCARAT_BET_NAMES, BACCARAT_BET_ON } from './baccarat.js';
import { formatChips, formatNet, formatNumber, formatRatio } from './format.js';
import type { ShiftMoveRu } from './shift.js';

type Bet = keyof typeof BACCARAT_BET_NAMES;
type Winner = 'banker' | 'player' | 'tie';

/** Who won a coup, as the croupier calls it. */
export const BACCARAT_WON_RU: Readonly<Record<Winner, string>> = {
  banker: 'Выиграл Банко',
  player: 'Выиграл Пунто',
  tie: 'Ничья',
};

/** The words of the baccarat shift screen. */
export const BACCARAT_SHIFT_RU = {
  title: 'Баккара: смена крупье',
  intro:
    'Вы — крупье за полным столом на четырнадцать мест: игроки ставят каждый в своём темпе, а вы сдаёте, решаете по таблице, берут ли Пунто и Банко третью карту, и рассчитываете ставки. Каждое действие оценивается: верно ли и как быстро.',
  order:
    'Порядок стола: после третьей карты крупье сначала забирает проигравшие ставки — от места 1 к месту 14, — затем платит выигравшие в том же порядке; при ничьей ставки на Банко и Пунто остаются у игроков. Банко платится за вычетом комиссии, как велит таблица выплат.',
  coups: 'Конов в смене',
  setup: 'Настройка смены',
  start: 'Начать смену',
  deal: 'Сдать',
  take: 'Забрать',
  push: 'Оставить',
  again: 'Новая смена',
  right: 'Верно.',
  wrong: 'Ошибка.',
  summary: 'Итоги смены',
  errors: 'Ошибки смены',
  noErrors: 'Ошибок нет.',
  weak: 'Слабые места — в расписание упражнений',
  betsWait: (left: string) => `Ставки: ${left}`,
  layout: (bets: string) => `На столе: ${bets}`,
  coupOf: (coup: number, coups: number) => `Кон ${coup} из ${coups}`,
  coupNo: (coup: number) => `Кон ${coup}`,
  seat: (seat: string) => `Место ${seat}`,
  seats: 'Места, от первого к четырнадцатому',
  punto: 'Пунто',
  banco: 'Банко',
  draw: 'Берёт карту',
  stand: 'Стоит',
  keys: 'Клавиши: Пробел — сдать; В — берёт карту, С — стоит; З — забрать, О — оставить; выплата — фишками (Й Ц У К Е) или цифрами, Enter.',
  thinking: 'думает',
  noBet: 'без ставки',
  kind: (kind: 'deal' | 'draw' | 'settle', hand?: 'player' | 'banker') =>
    kind === 'deal'
      ? 'Сдача'
      : kind === 'draw'
        ? `Третья карта ${hand === 'banker' ? 'Банко' : 'Пунто'}`
        : 'Расчёт ставки',
  spotKey: (key: string): string => {
    const p = /^player-(\d)$/u.exec(key);
    if (p) return `Пунто на ${p[1]} очках`;
    const b = /^banker-(\d)-(\d|stood)$/u.exec(key);
    if (b)
      return `Банко на ${b[1]} очках, ${b[2] === 'stood' ? 'Пунто без третьей карты' : `третья карта Пунто ${b[2]}`}`;
    return PAY_KEYS[key] ?? key;
  },
} as const;

const PAY_KEYS: Readonly<Record<string, string>> = {
  'banker-whole': 'Банко, целая выплата',
  'banker-fraction': 'Банко с долей фишки',
  'banker-six': 'Банко на шести очках',
  player: 'Пунто',
  tie: 'ничья',
};

/**
 * What the croupier must do now, for the screen and its announcement.
 *
 * @param task - Bets being placed, the deal, a hand's third card, a bet to settle, the shift over.
 */
export function baccaratShiftTaskRu(
  task:
    | { readonly kind: 'bets' }
    | { readonly kind: 'deal' }
    | { readonly kind: 'draw'; readonly hand: 'player' | 'banker'; readonly player: number; readonly banker: number }
    | {
        readonly kind: 'settle';
        readonly seat: string;
        readonly bet: Bet;
        readonly stake: number;
        readonly winner: Winner;
      }
    | { readonly kind: 'done' },
): string {
  switch (task.kind) {
    case 'bets':
      return 'Игроки делают ставки.';
    case 'deal':
      return 'Ставки сделаны. Сдавайте.';
    case 'draw':
      return task.hand === 'player'
        ? `У Пунто ${task.player}, у Банко ${task.banker}. Берёт ли Пунто третью карту?`
        : `У Пунто ${task.player}, у Банко ${task.banker}. Берёт ли Банко третью карту?`;
    case 'settle':
      return `${BACCARAT_WON_RU[task.winner]}. Рассчитайте место ${task.seat}: ${formatChips(task.stake)} на ${BACCARAT_BET_ON[task.bet]}.`;
    case 'done':
      return 'Смена окончена.';
  }
}

/** What the dealt coup shows, said: «Пунто: 7♠ K♥ — 7. Банко: 8♦ A♣ — 9, натуральная.». */
export function baccaratCoupRu(player: string, playerPoint: number, banker: string, bankerPoint: number): string {
  return `Пунто: ${player} — ${playerPoint}. Банко: ${banker} — ${bankerPoint}.`;
}

const lowerFirst = (x: string) => x.charAt(0).toLowerCase() + x.slice(1);

/** What the rule sentence of a settled bet needs. */
export interface BaccaratSettleCase {
  /** The bet and its stake. */
  readonly bet: Bet;
  readonly stake: number;
  /** How the bet ended (`push`: a tie returns the Банко and Пунто stakes). */
  readonly result: 'win' | 'push' | 'lose';
  /** Who won the coup. */
  readonly winner: Winner;
  /** The ratio paid on a win, and the winnings owed. */
  readonly ratio: { readonly pays: number; readonly per: number } | null;
  readonly owed: number;
  /** What the trainee did. */
  readonly given: ShiftMoveRu;
  readonly givenChips: number;
}

/**
 * The rule a wrong settlement broke, in one sentence with the right amount and the wrong one.
 *
 * @param c - See {@link BaccaratSettleCase}.
 * @example
 * ```ts
 * baccaratSettleRuleRu({ bet: 'banker', stake: 100, result: 'win', winner: 'banker', ratio: { pays: 19, per: 20 }, owed: 95, given: 'pay', givenChips: 100 });
 * // 'Банко платится 19:20 — выигрыш 1:1 за вычетом комиссии 5 %, доля фишки не платится: 95 фишек, а не 100.'
 * ```
 */
export function baccaratSettleRuleRu(c: BaccaratSettleCase): string {
  const wrong = `, а не ${c.given === 'pay' ? formatNumber(c.givenChips) : c.given === 'take' ? '«забрать»' : '«оставить»'}`;
  if (c.result === 'lose') {
    return `Ставка на ${BACCARAT_BET_ON[c.bet]} проиграла — ${lowerFirst(BACCARAT_WON_RU[c.winner])}: крупье её забирает${wrong}.`;
  }
  if (c.result === 'push') {
    return `При ничьей ставка на ${BACCARAT_BET_ON[c.bet]} не выигрывает и не проигрывает: она остаётся у игрока${wrong}.`;
  }
  const ratio = c.ratio ? formatRatio(c.ratio) : '';
  const why =
    c.bet === 'banker' && c.ratio && c.ratio.pays < c.ratio.per
      ? `${BACCARAT_BET_NAMES.banker} платится ${ratio} — выигрыш 1:1 за вычетом комиссии ${formatNumber(Math.round((100 * (c.ratio.per - c.ratio.pays)) / c.ratio.per))} %, доля фишки не платится`
      : `${BACCARAT_BET_NAMES[c.bet]} платится ${ratio}`;
  return `${why}: ${formatChips(c.owed)}${wrong}.`;
}

/** The player's seat at the full baccarat table. */
export const BACCARAT_TABLE_RU = {
  title: 'Баккара: ваше место за полным столом',
  intro:
    'Четырнадцать мест: вы садитесь на одно, на остальных играют игроки тренажёра — кто всегда на Банко, кто на Пунто, кто за последним выигрышем, иногда на ничью. Вы ставите, крупье сдаёт кон по таблице третьей карты и рассчитывает стол: сначала забирает проигравшие ставки, потом платит выигравшие, от места 1 к месту 14.',
  seat: 'Ваше место',
  sit: 'Сесть за стол',
  stake: 'Ставка, фишек',
  betOn: 'Поставить и сдать',
  next: 'Следующий кон',
  change: 'Другое место',
  you: 'Вы',
  yourSeat: (seat: number, chips: number) => `Место ${seat}. У вас ${formatChips(chips)}.`,
  betError: 'Ставка — целое число фишек в пределах стола и вашего остатка.',
  yourTurn: (seat: number) => `Ваша очередь ставить, место ${seat}.`,
  results: 'Расчёт стола',
  /** «Место 3: Банко 100 — +95». */
  result: (who: string, bet: Bet, stake: number, net: number) =>
    `${who}: ${BACCARAT_BET_NAMES[bet]} ${formatNumber(stake)} — ${formatNet(net)}`,
  taken: 'забрано',
  paid: (chips: number) => `выплачено ${formatChips(chips)}`,
  returned: 'ставка остаётся',
  coupOver: (winner: Winner, net: number | null) =>
    `${BACCARAT_WON_RU[winner]}.${net === null ? '' : ` Ваш итог за кон: ${formatNet(net)}.`}`,
} as const;
