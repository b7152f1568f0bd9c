/**
 * The trainer's heatmap of a drill (`/map/<id>`): the page's words, the legend of each colour mode and a
 * cell's description.
 *
 * @module
 */
import { formatPercent } from '../format.js';

/** The heatmap page's words. */
export const HEATMAP_RU = {
  back: '← К упражнению',
  /** The heading: «Карта ошибок: Счёт очков». */
  title: (drill: string) => `Карта ошибок: ${drill}`,
  /** The introduction, in pieces around the colour's meaning (a space of its own follows `introBefore`). */
  introBefore: 'Каждая клетка — одно задание упражнения. Цвет —',
  accuracyColour: 'доля верных ответов',
  costColour: (ante: boolean) => `сколько в среднем потеряно за решение, в ${ante ? 'АНТЕ' : 'ставках'}`,
  introAfter: '; пустые клетки ещё без ответов. Выберите клетки (стрелки и пробел или мышью) и тренируйте только их.',
  mode: 'Цвет клеток',
  accuracyMode: 'точность',
  costMode: 'потери',
  legend: 'Легенда',
  noCostedAnswers: 'нет ответов с ценой',
  noAnswers: 'нет ответов',
  /** The practice button: «Тренировать только эти (3)». */
  practise: (n: number) => `Тренировать только эти (${n})`,
  pickWeak: 'Выбрать слабые',
  clear: 'Снять выбор',
  /** The selection, for the status region: «Выбрано клеток: 3». */
  selected: (n: number) => `Выбрано клеток: ${n}`,
  ledger: 'Журнал упражнения',
  /** The legend of a mode, best step first (the cost in the drill's stake: ставки, АНТЕ in stud). */
  accuracyLegend: ['верно 95–100 %', '80–95 %', '60–80 %', '40–60 %', 'меньше 40 %'],
  costLegend: (ante: boolean) => {
    const u = ante ? 'АНТЕ' : 'ставки';
    return [
      'без потерь',
      `потеряно меньше 0,01 ${u} за решение`,
      '0,01–0,05',
      '0,05–0,2',
      `0,2 ${u} и больше`,
    ] as const;
  },
  /** A cell's description. */
  noCellAnswers: 'ответов нет',
  /** «ответов 12, верно 75 %, −0,05 ставки за решение»; the cost comes formatted, when any was valued. */
  cell: (decisions: number, accuracy: number, cost: string | undefined) =>
    `ответов ${decisions}, верно ${formatPercent(accuracy, 0)}${cost !== undefined ? `, ${cost} за решение` : ''}`,
} as const;
