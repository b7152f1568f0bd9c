/**
 * The words of stud («русский покер») at a full table: the player's seat with two boxes among other
 * players, and the dealer's shift (the croupier calls the dealer's game, then settles every box in table
 * order). Terms of the text: АНТЕ, СТАВКА, Туз-Король, «нет игры».
 *
 * @module
 */
import { cardName } from './cards.js';
import { formatChips, formatNumber, formatRatio } from './format.js';
import { studCategoryRu } from './stud.js';

/** The dealer's shift at stud: fixed words. */
export const STUD_SHIFT_RU = {
  title: 'Покер: смена крупье',
  intro:
    'Вы — крупье за столом русского покера: игроки ставят АНТЕ и решают каждый в своём темпе, один из них играет два бокса. Вы сдаёте, открыв карты дилера, объявляете, есть ли у него игра, и рассчитываете боксы. Каждое действие оценивается: верно ли и как быстро.',
  order:
    'Порядок стола: дилер играет от Туз-Короля и выше. Боксы рассчитываются по порядку стола, с первого: у сдавшегося бокса АНТЕ забирают; при «нет игры» у дилера АНТЕ оплачивается 1:1, СТАВКА остаётся у игрока; если дилер играет — проигравшие АНТЕ и СТАВКУ забирают, при равенстве оставляют, выигравшим платят АНТЕ 1:1 и СТАВКУ по таблице выплат.',
  start: 'Начать смену',
  rounds: 'Раундов в смене',
  deal: 'Сдать',
  game: 'Игра есть',
  noGame: 'Нет игры',
  take: 'Забрать',
  push: 'Оставить',
  again: 'Новая смена',
  setup: 'Настройка смены',
  dealer: 'Дилер',
  summary: 'Итоги смены',
  errors: 'Ошибки смены',
  noErrors: 'Ошибок нет.',
  weak: 'Слабые места — в расписание упражнений',
  right: 'Верно.',
  wrong: 'Ошибка.',
  boxes: 'Боксы, по порядку стола',
  roundOf: (round: number, rounds: number) => `Раунд ${round} из ${rounds}`,
  roundNo: (round: number) => `Раунд ${round}`,
  box: (box: number) => `Бокс ${box}`,
  player: (n: number) => `Игрок ${n}`,
  keys: 'Клавиши: Пробел — сдать; Е — игра есть, Н — нет игры; З — забрать, О — оставить; выплата — фишками (Й Ц У К Е) или цифрами, Enter.',
} as const;

/** What a box holds on the layout, in words: «АНТЕ 10, СТАВКА 20», «сдался». */
export function studStakesRu(ante: number, bet: number, folded: boolean): string {
  if (ante === 0) return 'не играет';
  return folded
    ? `АНТЕ ${formatNumber(ante)}, сдался`
    : `АНТЕ ${formatNumber(ante)}${bet > 0 ? `, СТАВКА ${formatNumber(bet)}` : ''}`;
}

/** Cards in words, for the announcements: «туз пик, король червей …». */
export function studCardsRu(cards: readonly number[]): string {
  return cards.map(cardName).join(', ');
}

/** What the croupier of the stud shift must do now. */
export type StudShiftTaskRu =
  | { readonly kind: 'bets' | 'deal' | 'done' | 'qualify' }
  | { readonly kind: 'player'; readonly box: number }
  | { readonly kind: 'settle'; readonly box: number; readonly stakes: string };

/** The task in words, for the screen and its announcement. */
export function studShiftTaskRu(task: StudShiftTaskRu): string {
  switch (task.kind) {
    case 'bets':
      return 'Игроки ставят АНТЕ.';
    case 'deal':
      return 'АНТЕ поставлены: сдавайте.';
    case 'player':
      return `Решает бокс ${task.box}.`;
    case 'qualify':
      return 'Карты дилера открыты. Есть ли у дилера игра?';
    case 'settle':
      return `Рассчитайте бокс ${task.box}: ${task.stakes}.`;
    case 'done':
      return 'Смена окончена.';
  }
}

/** A croupier's move at stud: «забрать», «оставить», «выплатить 30 фишек». */
export function studMoveRu(move: 'take' | 'push' | 'pay', chips = 0): string {
  return move === 'take' ? 'забрать ставки' : move === 'push' ? 'оставить ставки' : `выплатить ${formatChips(chips)}`;
}

/** The kind of a graded action, for the error list. */
export function studShiftKindRu(kind: 'deal' | 'qualify' | 'settle'): string {
  return kind === 'deal' ? 'Сдача' : kind === 'qualify' ? 'Игра дилера' : 'Расчёт бокса';
}

/**
 * The rule a wrong call of the dealer's game broke.
 *
 * @param category - The dealer's combination id (`aceKing`, `pair`, `noGame` …).
 * @param qualifies - Whether the dealer has a game.
 * @param pairQualifier - Whether the table's dealer plays from a pair (not from Туз-Король).
 */
export function studQualifyRuleRu(category: string, qualifies: boolean, pairQualifier = false): string {
  const from = pairQualifier ? 'от пары' : 'от Туз-Короля';
  const hand = category === 'noGame' ? 'ни одной комбинации' : `«${studCategoryRu(category)}»`;
  return qualifies
    ? `У дилера ${hand}: дилер играет ${from} и выше — игра есть.`
    : `У дилера ${hand}: дилер играет ${from} и выше, ниже — «нет игры».`;
}

/** What the sentence of a box's settlement needs. */
export interface StudSettleCaseRu {
  /** The engine's outcome: `folded`, `dealerNoGame`, `playerWins`, `push`, `dealerWins`, `boughtNoGame`. */
  readonly outcome: string;
  /** The box's and the dealer's combinations (ids). */
  readonly player: string;
  readonly dealer: string;
  /** The stakes and what is owed: the АНТЕ's win, the СТАВКА's win and its ratio. */
  readonly ante: number;
  readonly bet: number;
  readonly anteWon: number;
  readonly betWon: number;
  readonly ratio: { readonly pays: number; readonly per: number } | null;
  /** What the trainee did. */
  readonly given: 'take' | 'push' | 'pay';
  readonly givenChips: number;
}

/** The rule a wrong settlement of a stud box broke, with the right amount and the wrong one. */
export function studSettleRuleRu(c: StudSettleCaseRu): string {
  const wrong = `, а не ${c.given === 'pay' ? formatNumber(c.givenChips) : c.given === 'take' ? '«забрать»' : '«оставить»'}`;
  const owed = c.anteWon + c.betWon;
  switch (c.outcome) {
    case 'folded':
      return 'Игрок сдался: его АНТЕ проиграно, крупье забирает его, что бы ни было у дилера.';
    case 'dealerNoGame':
      return `У дилера «нет игры»: АНТЕ оплачивается 1:1, СТАВКА возвращается — выплатить ${formatChips(owed)}${wrong}.`;
    case 'boughtNoGame':
      return 'Игра куплена, но у дилера снова «нет игры»: АНТЕ и СТАВКА остаются у игрока.';
    case 'push':
      return `Равноценные расклады (${studCategoryRu(c.player)}): АНТЕ и СТАВКА остаются у игрока, их не забирают и не доплачивают.`;
    case 'dealerWins':
      return `«${studCategoryRu(c.dealer)}» у дилера старше, чем «${studCategoryRu(c.player)}» у игрока: АНТЕ и СТАВКУ забирают.`;
    default: {
      const ratio = c.ratio ? formatRatio(c.ratio) : '';
      const ante = c.anteWon > 0 ? `АНТЕ ${formatNumber(c.ante)} — 1:1 (${formatNumber(c.anteWon)}), ` : '';
      return `«${studCategoryRu(c.player)}» у игрока старше, чем «${studCategoryRu(c.dealer)}» у дилера: ${ante}СТАВКА ${formatNumber(c.bet)} — ${ratio} (${formatNumber(c.betWon)}); выплатить ${formatChips(owed)}${wrong}.`;
    }
  }
}

/** The player's seat at a full stud table: fixed words. */
export const STUD_TABLE_RU = {
  title: 'Покер: полный стол, два ваших бокса',
  intro:
    'За столом несколько игроков, у вас два бокса. Боксы решают по порядку стола; решая второй бокс, вы видите карты первого. Остальных игроков ведёт тренажёр.',
  ante: 'АНТЕ на каждый ваш бокс',
  deal: 'Раздать',
  next: 'Следующая раздача',
  fold: 'Сдаться',
  raise: 'Играть',
  exchange: 'Заменить выбранные',
  dealer: 'Дилер',
  yours: (n: number) => `Ваш бокс ${n}`,
  theirs: (n: number, player: number) => `Бокс ${n} (игрок ${player})`,
  keys: 'Клавиши: И — играть, С — сдаться, З — заменить выбранные карты; карту выбирают кнопкой с её названием.',
  badAnte: 'АНТЕ — целое число фишек, например 10.',
  balance: (chips: number) => `У вас ${formatChips(chips)}`,
  yourTurn: (n: number, cards: readonly number[]) => `Ваш бокс ${n}: ${studCardsRu(cards)}. Решайте.`,
  pick: (card: number, picked: boolean) => `${cardName(card)}${picked ? ': на замену' : ''}`,
  insure: (chips: number) => `Застраховать на ${formatChips(chips)}`,
} as const;

/** A box's settlement in one line: «Бокс 2: Пара против «Туз-Король» — +30». */
export function studBoxResultRu(label: string, outcome: string, net: number | null): string {
  if (net === null) return `${label}: не играл`;
  const words: Record<string, string> = {
    folded: 'сдался, АНТЕ проиграно',
    dealerNoGame: 'у дилера «нет игры», АНТЕ 1:1',
    boughtNoGame: 'игра куплена, у дилера снова «нет игры»',
    playerWins: 'выиграл',
    push: 'равенство',
    dealerWins: 'дилер старше',
  };
  const sign = net > 0 ? `+${formatNumber(net)}` : net < 0 ? `−${formatNumber(-net)}` : '0';
  return `${label}: ${words[outcome] ?? ''}, ${sign}`;
}

const STUD_SPOT_KEYS: Readonly<Record<string, string>> = {
  'no-game': 'у дилера «нет игры»',
  lose: 'дилер старше',
  push: 'равные расклады',
  aceQueen: 'туз и дама у дилера — «нет игры»',
  kingHigh: 'старший король у дилера — «нет игры»',
};

/** A drill key the stud shift schedules, in words: «у дилера «нет игры»», «Фулл». */
export function studSpotKeyRu(key: string): string {
  return STUD_SPOT_KEYS[key] ?? studCategoryRu(key);
}
