/**
 * The trainer's statistics (`/stats`): the page's words, the charts' captions, notes and table heads,
 * and the axes' figures.
 *
 * @module
 */
import { formatCount, formatNumber } from '../format.js';
import { TASKS } from '../time.js';

/** The statistics page's words. */
export const STATS_RU = {
  title: 'Статистика',
  intro:
    'Точность, скорость и потери по дням — по журналу ответов в этом браузере; повторения — по расписанию интервальных повторений.',
  emptyTitle: 'Ответов пока нет',
  /** The empty page's sentence (a space of its own follows), before the link. */
  empty: 'Графики точности, скорости и потерь появятся после первых ответов.',
  toList: 'К упражнениям',
  answered: 'Ответов',
  accuracy: 'Точность',
  medianTime: 'Медиана времени',
  lostPer100: 'Потеряно на 100 решений',
  /** Between the figures of the value lost in bets and in АНТЕ. */
  and: ' и ',
  accuracyCaption: 'Точность по дням',
  accuracyNote: 'Доля верных ответов за день, %.',
  speedCaption: 'Скорость по дням',
  speedNote: 'Медианное время ответа за день, секунды.',
  day: 'День',
  correct: 'Верно',
  costed: 'Решений с ценой',
  per100: 'На 100 решений',
  noCosted: 'Решений с ценой пока не было.',
  /** Each unit's chart of the value lost: in bets (blackjack, craps) and in АНТЕ (poker). */
  cost: {
    bet: {
      caption: 'Потери по дням',
      note: 'Сколько ставок потеряно на 100 решений, у которых движок знает цену (блекджек, крэпс).',
      lost: 'Потеряно ставок',
    },
    ante: {
      caption: 'Потери в покере по дням',
      note: 'Сколько АНТЕ потеряно на 100 решений покера, у которых движок знает цену.',
      lost: 'Потеряно АНТЕ',
    },
  },
  dueCaption: 'Повторения на неделю',
  /** The reviews' note: «Сегодня к повторению: 5 заданий, из них просрочено 2; дальше — по дням.» */
  dueNote: (today: number, overdue: number) =>
    `Сегодня к повторению: ${formatCount(today, TASKS)}${overdue > 0 ? `, из них просрочено ${formatNumber(overdue)}` : ''}; дальше — по дням.`,
  dueHead: 'Заданий к повторению',
  /** Today's row: «сегодня, 3 декабря». */
  today: (day: string) => `сегодня, ${day}`,
  /** The speed axis's figure: «1,5 с». */
  secondsAxis: (v: number) => `${formatNumber(v, { min: 0, max: 1 })}\u00a0с`,
} as const;
