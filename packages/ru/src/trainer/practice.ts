/**
 * The practice screen: the run's frame (back, the drill's heading, the rules line, the ledger), the item's
 * answer area, the analysis waits and notes, the seed line, the session bar and the feedback on an answer.
 *
 * @module
 */

/** The practice screen's frame. */
export const PRACTICE_RU = {
  back: '← Все упражнения',
  isNew: 'новое',
  noItems: 'По выбранным правилам в этом упражнении нет заданий.',
  /** The line of a run limited to some cells, before its count and link. */
  onlyKeys: (n: number) => `Тренируются только выбранные клетки: ${n}.`,
  allKeys: 'Все клетки',
  ledgerTitle: 'Журнал упражнения',
  mistakesMap: 'Карта ошибок',
  mistakes: 'Разбор ошибок',
  changeRules: 'Изменить',
  preparing: 'Загрузка таблиц упражнения…',
  /** The index table's note, then its time (or that it was stored), then a full stop. */
  indicesNote: 'Таблица индексов Хай-Лоу для этих правил рассчитана движком в этом браузере',
  indicesTime: (seconds: string, workers: string) => ` за ${seconds}\u00a0с (потоков: ${workers})`,
  indicesStored: ' и сохранена',
  /** The strategy's note, then its time, then a full stop. */
  strategyNote: 'Стратегия для этих правил рассчитана движком точно',
  strategyTime: (seconds: string) => ` за ${seconds}\u00a0с`,
  /** When the solution of an item could not be computed. */
  solveFailed: 'Расчёт не удался: это задание не оценить.',
} as const;

/** The item's answer area. */
export const PRACTICE_ITEM_RU = {
  choices: 'Варианты ответа',
  solving: 'Считаю точные ожидания…',
  answer: 'Ответ',
  placeholder: 'Число',
  /** The submit button's word, before its key («Enter»). */
  submit: 'Ответить ',
  /** A refused typed answer: the hint, then this. */
  notCounted: (hint: string) => `${hint} Ответ не засчитан.`,
} as const;

/** The wait for the blackjack analysis. */
export const ANALYSIS_WAIT_RU = {
  title: 'Расчёт стратегии',
  error: 'Расчёт стратегии не удался. Обновите страницу, чтобы попробовать снова.',
  intro:
    'Движок считает точную стратегию для этих правил: все руки против каждой открытой карты крупье. Это занимает около секунды и делается один раз для каждого набора правил.',
  /** The progress: «Готово: 3 из 10 карт крупье». */
  progress: (done: number, total: number) => `Готово: ${done} из ${total} карт крупье`,
} as const;

/** The seed line. */
export const SEED_LINE_RU = {
  /** The summary's words, before the seed. */
  seed: 'Зерно раздачи: ',
  about: 'Задания сдаются из криптографически случайного зерна; по зерну раздачу можно повторить.',
  replay: 'Повторить это задание',
  field: 'Зерно',
  placeholder: 'Своё зерно',
  start: 'Начать с этого зерна',
} as const;

/** The session bar. */
export const SESSION_BAR_RU = {
  answered: 'Ответов',
  accuracy: 'Точность',
  streak: 'Серия',
  /** The best streak, after the current one: « (лучшая 12)». */
  best: (n: number) => ` (лучшая ${n})`,
  median: 'Медиана времени',
  catches: 'Поймано',
  misses: 'Пропущено',
  falseAlarms: 'Ложных тревог',
  lost: 'Потеряно за сессию',
  saved: 'Сэкономлено за сессию',
} as const;

/** The feedback on an answer. */
export const FEEDBACK_RU = {
  right: 'Верно',
  wrong: 'Неверно',
  /** The wrong answer given: « — ваш ответ: Взять». */
  given: (given: string) => ` — ваш ответ: ${given}`,
  /** The right answer's words, before it. */
  expected: 'Правильный ответ: ',
  /** The text's sentence, quoted, before its link. */
  quote: (words: string) => `По тексту правил: «${words}»`,
  /** The link to the rule's paragraph. */
  ruleOnSite: (number: number) => `правило ${number} на сайте`,
  /** The answer's time: «Время ответа: 3,2 с». */
  time: (time: string) => `Время ответа: ${time}`,
  /** A right answer graded hard (slow), before the schedule. */
  slow: 'Верно, но не быстро (дольше 10 с). ',
  /** When the item comes back: «Такое задание вернётся через 10 минут.». */
  returns: (inTime: string) => `Такое задание вернётся ${inTime}.`,
  rule: 'Правило',
  /** The next button's word, before its key. */
  next: 'Дальше ',
  space: 'Пробел',
} as const;
