/**
 * What a screen shows when the code of its drills could not be loaded (offline before the app was cached).
 *
 * @module
 */

/** The failed drill load's words. */
export const DRILL_PENDING_RU = {
  title: 'Упражнение не загрузилось',
  body: 'Нет связи, а в этом браузере упражнение ещё не сохранено для работы без сети. Проверьте соединение и попробуйте снова.',
  retry: 'Попробовать снова',
} as const;
