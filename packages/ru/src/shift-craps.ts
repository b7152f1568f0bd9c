/**
 * The craps full table and the craps dealer's shift of the trainer in Russian: the order the croupier
 * settles a roll in, the croupier's actions (the puck, take, return, pay), the rule a wrong action broke
 * («Свободные шансы на 5 платятся 3:2 — по истинным шансам: 30 фишек, а не 20»), and what the player's
 * seat announces after a roll. The trainer's models decide what is right (with the engine); this module
 * only words it.
 *
 * @module
 */
import { betNameRu } from './craps.js';
import { formatChips, formatNet, formatNumber, formatRatio } from './format.js';
import type { BetId } from '@croupier/engine/craps';

/** The croupier's move on a settled craps bet: take it, return it (a bar), or pay the winnings. */
export type CrapsShiftMoveRu = 'take' | 'push' | 'pay';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The puck as the table shows it: «ВЫКЛ» or «ВКЛ, пункт 6». */
export function crapsPuckRu(point: number | null): string {
  return point === null ? 'ВЫКЛ' : `ВКЛ, пункт ${point}`;
}

/** The words of the craps shift screen. */
export const CRAPS_SHIFT_RU = {
  title: 'Крэпс: смена крупье',
  intro:
    'Вы — крупье за полным столом крэпса: игроки на восьми местах из шестнадцати ставят каждый в своём темпе, кости бросаются по номеру смены, а вы ставите шайбу, забираете проигравшие ставки и выплачиваете выигравшие фишками. Каждое действие оценивается: верно ли и как быстро.',
  order:
    'Порядок стола: после броска — сначала шайба (ВКЛ на пункте или ВЫКЛ), затем все проигравшие ставки забираются, от места 1 к месту 16, и только потом выплачиваются выигравшие и возвращаются ставки «бара» — снова от места 1, у каждого игрока в порядке поля. Последними «Приходит» и «Не приходит», которым бросок дал номер, переезжают на него, от места 1.',
  setup: 'Настройка смены',
  rolls: 'Бросков в смене',
  start: 'Начать смену',
  roll: 'Бросок',
  take: 'Забрать',
  push: 'Вернуть',
  again: 'Новая смена',
  puck: 'Шайба',
  puckOff: 'ВЫКЛ',
  summary: 'Итоги смены',
  errors: 'Ошибки смены',
  noErrors: 'Ошибок нет.',
  weak: 'Слабые места — в расписание упражнений',
  right: 'Верно.',
  wrong: 'Ошибка.',
  places: 'Места за столом, по номерам',
  noBets: 'ставок нет',
  keys: 'Клавиши: Пробел — бросок; шайба — 4, 5, 6, 8, 9, 0 (это 10) или В (ВЫКЛ); З — забрать, О — вернуть; выплата — фишками (Й Ц У К Е) или цифрами, Enter; перенос «Приходит» — 4, 5, 6, 8, 9, 0.',
  rollOf: (roll: number, rolls: number) => `Бросок ${roll} из ${rolls}`,
  rollNo: (roll: number) => `Бросок ${roll}`,
  place: (n: number) => `Место ${n}`,
  betsWait: (left: string) => `Ставки: ${left}`,
  dice: (a: number, b: number) => `Кости: ${a} и ${b}, сумма ${a + b}`,
  puckNow: (point: number | null) => `Шайба: ${crapsPuckRu(point)}`,
  puckTo: (n: number) => `Шайба на ${n}`,
  move: 'Перенос на номер',
  moveTo: (n: number) => `На ${n}`,
} as const;

/**
 * What the croupier must do now, for the screen and its announcement.
 *
 * @param task - The task: bets being placed, the roll, the puck, a bet to settle, the shift over.
 */
export function crapsShiftTaskRu(
  task:
    | { readonly kind: 'bets' }
    | { readonly kind: 'roll' }
    | { readonly kind: 'puck'; readonly total: number; readonly point: number | null }
    | { readonly kind: 'settle'; readonly place: number; readonly bet: BetId; readonly stake: number }
    | {
        readonly kind: 'move';
        readonly place: number;
        readonly bet: BetId;
        readonly stake: number;
        readonly total: number;
      }
    | { readonly kind: 'done' },
): string {
  switch (task.kind) {
    case 'bets':
      return 'Игроки делают ставки.';
    case 'roll':
      return 'Ставки сделаны. Бросок.';
    case 'puck':
      return `Выпало ${task.total}, шайба была ${crapsPuckRu(task.point)}. Куда теперь шайбу?`;
    case 'settle':
      return `Место ${task.place}: ${betNameRu(task.bet)}, ставка ${formatChips(task.stake)}.`;
    case 'move':
      return `Выпало ${task.total}. Место ${task.place}: ${betNameRu(task.bet)}, ставка ${formatChips(task.stake)} — на какой номер?`;
    case 'done':
      return 'Смена окончена.';
  }
}

/** A croupier's move in words: «забрать ставку», «вернуть ставку», «выплатить 15 фишек». */
export function crapsShiftMoveRu(move: CrapsShiftMoveRu, chips = 0): string {
  return move === 'take' ? 'забрать ставку' : move === 'push' ? 'вернуть ставку' : `выплатить ${formatChips(chips)}`;
}

/** The kind of a graded action, for the error list. */
export function crapsShiftKindRu(kind: 'roll' | 'puck' | 'settle' | 'move'): string {
  return kind === 'roll' ? 'Бросок' : kind === 'puck' ? 'Шайба' : kind === 'move' ? 'Перенос ставки' : 'Расчёт ставки';
}

/** Where a come bet goes: on the number; a don't come bet goes behind it. */
const moveTo = (from: BetId, n: number) => `${from === 'dontCome' ? 'за' : 'на'} ${n}`;

/** A come or don't come bet's move in words: «переставить на 8», «переставить за 4». */
export function crapsMoveRu(from: BetId, n: number): string {
  return `переставить ${moveTo(from, n)}`;
}

/**
 * The rule a wrong move of a come or don't come bet broke: «"Приходит" переезжает на выпавший номер: на 8, а
 * не на 6.»
 *
 * @param from - `come` or `dontCome`.
 * @param right - The number rolled.
 * @param given - Where the trainee moved it.
 */
export function crapsMoveRuleRu(from: BetId, right: number, given: number): string {
  const where = from === 'dontCome' ? 'за' : 'на';
  return `${capital(betNameRu(from))} переезжает ${where} выпавший номер: ${moveTo(from, right)}, а не ${moveTo(from, given)}.`;
}

/**
 * The rule of the puck a wrong placing broke.
 *
 * @param before - The point before the roll (`null`: a come-out roll).
 * @param total - The dice's total.
 * @param after - Where the puck belongs now.
 * @param given - Where the trainee put it.
 */
export function crapsPuckRuleRu(
  before: number | null,
  total: number,
  after: number | null,
  given: number | null,
): string {
  const wrong = `, а не ${crapsPuckRu(given)}`;
  if (before === null) {
    return after === null
      ? `На выходном броске ${total} пункта не ставит: шайба остаётся ВЫКЛ${wrong}.`
      : `На выходном броске ${total} становится пунктом: шайба ВКЛ на ${total}${wrong}.`;
  }
  if (total === before) return `Выпал пункт ${before}: «Проходит» выиграла, шайба выключается${wrong}.`;
  if (total === 7) return `Семёрка при пункте ${before} кончает раунд: шайба выключается${wrong}.`;
  return `${total} при пункте ${before} пункт не меняет: шайба остаётся на ${before}${wrong}.`;
}

/** What the rule sentence of a settled craps bet needs. */
export interface CrapsSettleCase {
  readonly bet: BetId;
  /** What the roll did to it. */
  readonly outcome: 'win' | 'lose' | 'push';
  readonly total: number;
  /** The point before the roll (`null`: a come-out roll). */
  readonly point: number | null;
  readonly stake: number;
  /** The ratio it won at, the winnings before the commission and the commission taken from them. */
  readonly ratio?: { readonly pays: number; readonly per: number };
  readonly won: number;
  readonly commission: number;
  /** Whether the bet pays true odds (free odds behind a line or come bet). */
  readonly trueOdds: boolean;
  /** What the trainee did. */
  readonly given: CrapsShiftMoveRu;
  readonly givenChips: number;
}

/**
 * The rule a wrong settlement of a craps bet broke, with the right amount and the wrong one.
 *
 * @param c - See {@link CrapsSettleCase}.
 */
export function crapsSettleRuleRu(c: CrapsSettleCase): string {
  const when = c.point === null ? `на выходном броске выпало ${c.total}` : `при пункте ${c.point} выпало ${c.total}`;
  const wrong = `, а не ${c.given === 'pay' ? formatNumber(c.givenChips) : c.given === 'take' ? '«забрать»' : '«вернуть»'}`;
  const head = `${capital(betNameRu(c.bet))}: ${when}`;
  if (c.outcome === 'lose') return `${head} — ставка проиграла, её забирают${wrong}.`;
  if (c.outcome === 'push') return `${head} — «бар»: ставка возвращается игроку без выигрыша${wrong}.`;
  const ratio = c.ratio ? ` ${formatRatio(c.ratio)}` : '';
  const odds = c.trueOdds ? ' — по истинным шансам' : '';
  const fee = c.commission > 0 ? ` за вычетом комиссии ${formatChips(c.commission)}` : '';
  return `${head} — ставка выиграла, платится${ratio}${odds}: ${formatChips(c.won - c.commission)} на ${formatChips(c.stake)}${fee}${wrong}.`;
}

/** The words of the player's seat at a full craps table. */
export const CRAPS_TABLE_RU = {
  title: 'Крэпс: полный стол',
  intro:
    'Вы — один из восьми игроков за столом на шестнадцать мест. Остальные ставят по своим привычкам: линия и шансы, «Приходит», «На номер»; кости бросаются по номеру стола. Выберите место, ставьте и бросайте — после броска видно, что выиграл и проиграл каждый.',
  seat: 'Ваше место',
  sit: 'Сесть за стол',
  stake: 'Ставка, фишек',
  roll: 'Бросить кости',
  bets: 'Ваши ставки',
  you: 'вы',
  bank: (chips: number) => `У вас ${formatChips(chips)}`,
  placeBet: (bet: BetId) => `Поставить ${betNameRu(bet)}`,
  betError: 'Такую ставку сейчас сделать нельзя: проверьте сумму и шайбу.',
  keys: 'Клавиши: 1 — бросить кости, 2–9 — ставки по порядку кнопок.',
  seats: 'Игроки за столом',
  lastRoll: 'Итог броска',
  net: (net: number) => formatNet(net),
} as const;

/**
 * What a roll at the full table did, for the screen's announcement: the dice, the puck, and each player's
 * result: «Выпало 4 и 2: 6. Шайба ВКЛ, пункт 6. Место 3 (вы): +10 фишек; место 5: −20 фишек.»
 *
 * @param r - The dice, the puck after the roll, and each seat's net this roll (seats with no change left out).
 */
export function crapsRollSpeechRu(r: {
  readonly dice: readonly [number, number];
  readonly point: number | null;
  readonly nets: readonly { readonly place: number; readonly net: number; readonly you: boolean }[];
}): string {
  const [a, b] = r.dice;
  const people = r.nets.filter((n) => n.net !== 0);
  const who = people.map((n) => `место ${n.place}${n.you ? ' (вы)' : ''}: ${formatNet(n.net)}`).join('; ');
  return `Выпало ${a} и ${b}: ${a + b}. Шайба ${crapsPuckRu(r.point)}. ${who ? `${capital(who)}.` : 'Ставки не решены.'}`;
}
