/**
 * The wait for an index table computed for the trainee's rules: what is computed and why, each stage in
 * words, the progress, and the error.
 *
 * @module
 */

/** The index table wait's words. */
export const INDEX_WAIT_RU = {
  error: 'Расчёт таблицы индексов не удался. Обновите страницу, чтобы попробовать снова.',
  title: 'Расчёт таблицы индексов',
  intro:
    'Для этих правил готовой таблицы индексов нет, и движок рассчитывает её сейчас точно: базовую стратегию, затем каждое решение при истинных счётах от −12 до +12, затем уточняет, где меняется лучший ход. Это занимает от десяти секунд до минуты и делается один раз: таблица сохраняется в браузере. Если уйти с этого экрана или изменить правила, расчёт остановится.',
  /** Each stage of the computation, its figures already formatted. */
  stage: {
    chart: 'базовая стратегия для этих правил',
    levels: (done: string, total: string) => `истинные счёты: ${done} из ${total}`,
    assemble: (done: string, total: string) => `уточнение индексов: ${done} из ${total} решений`,
  },
  /** The visible progress line: «Готово 40 % — …», the percent already formatted. */
  progress: (percent: string, stage: string) => `Готово ${percent}\u00a0% — ${stage}`,
  /** The live region's progress, in tenths: «Расчёт таблицы индексов: готово 40 %.». */
  status: (percent: string) => `Расчёт таблицы индексов: готово ${percent}\u00a0%.`,
} as const;
