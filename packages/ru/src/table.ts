/**
 * The trainer's full table: the seats of a blackjack table and what each means, what the other seats do,
 * and the words of the counting drill at a full table.
 *
 * @module
 */
import { formatChips, formatNumber, plural } from './format.js';
import { TABLE_KEYS_RU } from './list-links.js';

/** «Ходит вторым»: the order of a turn. */
const ORDINAL_RU = ['первым', 'вторым', 'третьим', 'четвёртым', 'пятым', 'шестым', 'седьмым'] as const;

/**
 * What a seat of a blackjack table means, in the dealers' words: the first base sits at the dealer's left
 * and acts first, the third base at the dealer's right and acts last, just before the dealer.
 *
 * @param seat - The seat, 1 (first base) to `boxes`.
 * @param boxes - Boxes at the table.
 * @example
 * ```ts
 * seatRoleRu(1, 7); // 'первая база: слева от крупье, получает карты и ходит первым'
 * ```
 */
export function seatRoleRu(seat: number, boxes: number): string {
  if (boxes === 1) return 'один бокс за столом: вы играете один на один с крупье';
  if (seat === 1) return 'первая база: слева от крупье, получает карты и ходит первым';
  if (seat === boxes) return 'третья база: справа от крупье, ходит последним — перед самим крупье';
  return `середина стола: ходит ${ORDINAL_RU[seat - 1] ?? `${formatNumber(seat)}-м`}, после ${formatNumber(seat - 1)} ${plural(seat - 1, ['бокса', 'боксов', 'боксов'])} слева`;
}

/** The words of the full table. */
export const TABLE_RU = {
  title: 'Блекджек: полный стол',
  intro:
    'Вы сидите на выбранном месте за столом, остальные боксы играют посетители — по таблице, но с обычными ошибками. Карты всех боксов открыты, как за настоящим столом; ваши решения сравниваются с точным расчётом движка для карт на столе.',
  countTitle: 'Счёт за полным столом',
  countIntro:
    'Крупье сдаёт карты всем боксам и себе с выбранной скоростью. Ведите текущий счёт по всем картам на столе; в конце раунда (или башмака) назовите текущий и истинный счёт.',
  boxes: 'Боксов за столом',
  seat: 'Ваше место',
  sit: 'Сесть за стол',
  seatName: (seat: number) => `Бокс ${formatNumber(seat)}`,
  you: 'Вы',
  dealer: 'Крупье',
  empty: 'Пусто',
  bet: 'Ставка',
  deal: 'Раздать',
  next: 'Следующая раздача',
  actions: 'Ваш ход',
  turnOf: (seat: number) => `Ходит бокс ${formatNumber(seat)}.`,
  yourTurn: 'Ваш ход.',
  did: (seat: number, what: string) => `Бокс ${formatNumber(seat)}: ${what}.`,
  dealt: (where: string, card: string) => `${where}: ${card}.`,
  holeCard: 'закрытая карта',
  hole: (card: string) => `Крупье открывает закрытую карту: ${card}.`,
  shuffled: 'Башмак перемешан: счёт начинается заново.',
  roundOver: 'Раунд окончен.',
  outcome: (seat: number, text: string) => `Бокс ${formatNumber(seat)}: ${text}`,
  betError: 'Ставка — целое число фишек, например 10.',
  back: '← Все упражнения',
  change: 'Пересесть',
  speed: 'Скорость сдачи',
  speedCps: (cps: number) =>
    `${formatNumber(cps, { min: 0, max: 1 })} ${Number.isInteger(cps) ? plural(cps, ['карта', 'карты', 'карт']) : 'карты'} в секунду`,
  speedTable: 'Скорость стола: игроки думают каждый в своём темпе',
  ask: 'Когда спрашивать счёт',
  askRound: 'После каждого раунда',
  askShoe: 'В конце башмака',
  startCount: 'Начать сдачу',
  running: 'Текущий счёт',
  trueCount: 'Истинный счёт',
  answer: 'Ответить',
  countPrompt: 'Раунд окончен. Какой счёт?',
  shoePrompt: 'Башмак окончен. Какой счёт?',
  countError: 'Счёт — целое число, например −3 или 5.',
  pause: 'Пауза',
  resume: 'Дальше',
  dealing: (cards: number) => `Сдано карт с начала башмака: ${formatNumber(cards)}.`,
  rightRunning: (right: string) => `Текущий счёт: ${right}.`,
  rightTrue: (right: string, exact: string, left: string) =>
    `Истинный счёт: ${right} (точно ${exact}; в башмаке осталось колод: ${left}).`,
  dealtAll: (boxes: string, up: string) => `Карты розданы. ${boxes}; крупье — ${up}.`,
  withCard: (what: string, cards: string) => `${what}, карта ${cards}`,
  dealerHas: (cards: string, total: string) => `Крупье: ${cards}, ${total}.`,
  yourNet: (net: string) => `Ваш итог: ${net}.`,
  bust: (total: number) => `перебор, ${formatNumber(total)}`,
  chips: (chips: number) => `У вас ${formatChips(chips)}.`,
  stake: (chips: number) => `ставка ${formatNumber(chips)}`,
  active: 'ходит',
  rightAnswer: 'Верно',
  wrongAnswer: 'Ошибка',
  given: (running: string, tc: string) => `Ваш ответ: текущий ${running}, истинный ${tc}.`,
  again: 'Ещё раунд',
  newShoe: 'Новый башмак',
  summary: (right: number, all: number) => `Верных ответов: ${formatNumber(right)} из ${formatNumber(all)}.`,
  computing: 'Движок рассчитывает базовую стратегию для этих правил…',
  keyRunning: TABLE_KEYS_RU.running,
  keyTrue: TABLE_KEYS_RU.true,
} as const;
