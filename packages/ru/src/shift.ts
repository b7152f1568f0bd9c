/**
 * The dealer's shift of the trainer in Russian: the order the croupier settles a table in, the names of
 * the croupier's actions, and the rule a wrong action broke («Блекджек платится 3:2: 15 фишек, а не 10»).
 * The trainer's shift model decides what is right (with the engine); this module only words it.
 *
 * @module
 */
import { formatChips, formatCount, formatNumber, formatRatio } from './format.js';
import { formatSeconds } from './time.js';
import { blackjackTotalRu } from './hands.js';
import { SHIFT_LINK_RU } from './list-links.js';

/** The croupier's move on a settled hand: take the stake, leave it (a push), or pay the winnings. */
export type ShiftMoveRu = 'take' | 'push' | 'pay';

const SPOT_KEYS: Readonly<Record<string, string>> = {
  'win-even': 'выигрыш 1:1',
  'win-odd': 'выигрыш 1:1, нечётная ставка',
  'blackjack-even': 'Блекджек, выплата целыми фишками',
  'blackjack-odd': 'Блекджек, выплата с долей фишки',
  push: 'равенство',
  lose: 'проигрыш по сумме',
  'blackjack-vs-blackjack': 'Блекджек против Блекджека',
  'doubled-vs-blackjack': 'удвоение против Блекджека крупье',
};

function spotTotal(key: string): string {
  const [kind, total] = key.split('-');
  return `крупье на ${blackjackTotalRu(Number(total), kind === 'soft')}`;
}

/** The words of the blackjack shift screen. */
export const SHIFT_RU = {
  title: 'Блекджек: смена крупье',
  link: SHIFT_LINK_RU,
  intro:
    'Вы — крупье за полным столом: игроки ставят и играют каждый в своём темпе, а вы сдаёте, решаете, берёт ли крупье карту, и рассчитываете боксы. Каждое действие оценивается: верно ли и как быстро.',
  order:
    'Порядок стола: после хода игроков крупье добирает карты по правилу (до 17), затем рассчитывает боксы справа налево от себя — с последнего бокса к первому: проигравшую ставку забирает, выигравшей выплачивает фишками, при равенстве оставляет ставку игроку.',
  start: 'Начать смену',
  rounds: 'Раундов в смене',
  deal: 'Сдать',
  hit: 'Взять карту',
  stand: 'Стоп',
  take: 'Забрать',
  push: 'Оставить',
  pay: 'Выплатить',
  again: 'Новая смена',
  back: 'К списку',
  waitChart: 'Игроки учат базовую стратегию этих правил…',
  errors: 'Ошибки смены',
  noErrors: 'Ошибок нет.',
  weak: 'Слабые места — в расписание упражнений',
  dealer: 'Крупье',
  summary: 'Итоги смены',
  setup: 'Настройка смены',
  noShift: 'Такой смены нет',
  noShiftText: 'Смены крупье есть за столами блекджека, баккары, крэпса и покера: выберите одну в списке упражнений.',
  roundOf: (round: number, rounds: number) => `Раунд ${round} из ${rounds}`,
  roundNo: (round: number) => `Раунд ${round}`,
  box: (box: string) => `Бокс ${box}`,
  boxes: 'Боксы, от левой руки крупье',
  betsWait: (left: string) => `Ставки: ${left}`,
  doubled: (stake: string) => `удвоено: ${stake}`,
  right: 'Верно.',
  wrong: 'Ошибка.',
  spotKey: (key: string): string => SPOT_KEYS[key] ?? (/^(hard|soft)-(\d+)$/u.test(key) ? spotTotal(key) : key),
  keys: 'Клавиши: Пробел — сдать; В — взять карту, С — стоп; З — забрать, О — оставить; выплата — фишками (Й Ц У К Е) или цифрами, Enter.',
} as const;

/**
 * The letter on each physical key the shifts' controls use (`KeyboardEvent.code` → what the button shows):
 * the Russian letter of the ЙЦУКЕН layout, «Пробел» for the space bar.
 */
export const SHIFT_KEY_RU: Readonly<Record<string, string>> = {
  Space: 'Пробел',
  KeyD: 'В',
  KeyC: 'С',
  KeyP: 'З',
  KeyJ: 'О',
  KeyT: 'Е',
  KeyY: 'Н',
};

/**
 * What the croupier must do now, for the screen and its announcement.
 *
 * @param task - The task: bets being placed, the deal, the dealer's draw, a box to settle, the shift over.
 */
export function shiftTaskRu(
  task:
    | { readonly kind: 'bets' }
    | { readonly kind: 'player'; readonly box: string }
    | { readonly kind: 'deal' }
    | { readonly kind: 'draw'; readonly total: number; readonly soft: boolean }
    | {
        readonly kind: 'settle';
        readonly box: string;
        readonly total: number;
        readonly soft: boolean;
        readonly stake: number;
        readonly bust: boolean;
      }
    | { readonly kind: 'done' },
): string {
  switch (task.kind) {
    case 'bets':
      return 'Игроки делают ставки.';
    case 'player':
      return `Ходит бокс ${task.box}.`;
    case 'deal':
      return 'Ставки сделаны. Сдавайте.';
    case 'draw':
      return `У крупье ${blackjackTotalRu(task.total, task.soft)}. Берёт ли он карту?`;
    case 'settle':
      return `Рассчитайте бокс ${task.box}: ${task.bust ? 'перебор' : blackjackTotalRu(task.total, task.soft)}, ставка ${formatChips(task.stake)}.`;
    case 'done':
      return 'Смена окончена.';
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A croupier's move in words: «забрал ставку», «оставил ставку», «выплатил 15 фишек». */
export function shiftMoveRu(move: ShiftMoveRu, chips = 0): string {
  return move === 'take' ? 'забрать ставку' : move === 'push' ? 'оставить ставку' : `выплатить ${formatChips(chips)}`;
}

/** What the rule sentence of a settled hand needs. */
export interface ShiftSettleCase {
  /** The engine's outcome of the hand. */
  readonly outcome: 'win' | 'blackjack' | 'push' | 'lose' | 'surrender' | 'evenMoney';
  /** The hand's total and softness, and whether it went bust. */
  readonly total: number;
  readonly soft: boolean;
  readonly bust: boolean;
  /** The dealer's total, and whether the dealer went bust or has a blackjack. */
  readonly dealerTotal: number;
  readonly dealerBust: boolean;
  readonly dealerBlackjack: boolean;
  /** Chips on the hand, and whether it was doubled. */
  readonly stake: number;
  readonly doubled: boolean;
  /** The winnings owed (0 unless paid) and the blackjack's ratio (3:2). */
  readonly owed: number;
  readonly blackjackPays: { readonly pays: number; readonly per: number };
  /** What the trainee did. */
  readonly given: ShiftMoveRu;
  readonly givenChips: number;
}

/**
 * The rule a wrong settlement broke, in one sentence with the right amount and the wrong one:
 * «Блекджек платится 3:2: 15 фишек, а не 10.»
 *
 * @param c - See {@link ShiftSettleCase}.
 */
export function shiftSettleRuleRu(c: ShiftSettleCase): string {
  const wrong = `, а не ${c.given === 'pay' ? formatNumber(c.givenChips) : c.given === 'take' ? '«забрать»' : '«оставить»'}`;
  switch (c.outcome) {
    case 'blackjack':
      return `Блекджек платится ${formatRatio(c.blackjackPays)}: ${formatChips(c.owed)}${wrong}.`;
    case 'win':
    case 'evenMoney': {
      const why = c.dealerBust
        ? 'У крупье перебор — все оставшиеся боксы выигрывают'
        : `${blackjackTotalRu(c.total, c.soft)} против ${c.dealerTotal} у крупье — бокс выиграл`;
      return `${capital(why)}, выигрыш платится 1:1${c.doubled ? ' на удвоенную ставку' : ''}: ${formatChips(c.owed)}${wrong}.`;
    }
    case 'push':
      return `Равенство (${c.total} на ${c.dealerTotal}): ставка остаётся у игрока, её не забирают и не доплачивают.`;
    case 'lose':
      if (c.bust) return `Перебор — ставка проиграна, её забирают, даже если у крупье потом тоже перебор.`;
      if (c.dealerBlackjack) {
        return `Блекджек крупье бьёт всё, кроме Блекджека игрока: ставку забирают${c.doubled ? ' вместе с удвоением' : ''}.`;
      }
      return `${capital(blackjackTotalRu(c.total, c.soft))} против ${c.dealerTotal} у крупье — ставка проиграна, её забирают.`;
    case 'surrender':
      return 'Игрок сдался: половина ставки возвращается, половину забирают.';
  }
}

/**
 * The rule of the dealer's draw a wrong answer broke.
 *
 * @param total - The dealer's total.
 * @param soft - Whether it is soft.
 * @param hits - Whether the rules make the dealer draw.
 * @param hitsSoft17 - Whether the table's dealer hits a soft 17.
 */
export function shiftDrawRuleRu(total: number, soft: boolean, hits: boolean, hitsSoft17: boolean): string {
  const hand = blackjackTotalRu(total, soft);
  if (hits) {
    return total < 17
      ? `У крупье ${hand}: меньше 17 — крупье обязан взять карту.`
      : `У крупье ${hand}: по правилам стола крупье берёт карту на мягких 17.`;
  }
  return total === 17 && soft && !hitsSoft17
    ? `У крупье ${hand}: за этим столом крупье останавливается на любых 17, и на мягких тоже.`
    : `У крупье ${hand}: 17 или больше — крупье останавливается.`;
}

/** The score line of a shift: «Точность 95 %, медиана 1,8 с, очки 87 из 100». */
export function shiftScoreRu(score: {
  readonly right: number;
  readonly actions: number;
  readonly medianMs: number;
  readonly points: number;
}): string {
  const share = score.actions === 0 ? 0 : Math.round((100 * score.right) / score.actions);
  return `Верно ${score.right} из ${formatCount(score.actions, ['действия', 'действий', 'действий'])} (${share}\u00a0%), медиана ${formatSeconds(score.medianMs)}, очки смены: ${score.points} из 100.`;
}

/** A countdown of a seat player's think time: «ещё 1,4 с». */
export function shiftCountdownRu(ms: number): string {
  return `ещё ${formatSeconds(ms)}`;
}

/** The kind of a graded action, for the error list. */
export function shiftActionKindRu(kind: 'deal' | 'draw' | 'settle'): string {
  return kind === 'deal' ? 'Сдача' : kind === 'draw' ? 'Добор крупье' : 'Расчёт бокса';
}

/** A refused step of the shift (an action out of turn): the model's error code in Russian. */
export function shiftErrorRu(error: {
  readonly code: 'shift/not-due';
  readonly details: { readonly due: string };
}): string {
  const due: Record<string, string> = {
    bets: 'игроки ещё делают ставки',
    player: 'ещё ходит игрок',
    deal: 'сейчас нужно сдать',
    draw: 'сейчас решается добор крупье',
    settle: 'сейчас идёт расчёт боксов',
    done: 'смена окончена',
  };
  return `Сейчас это действие невозможно: ${due[error.details.due] ?? 'не время'}.`;
}
