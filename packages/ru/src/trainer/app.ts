/**
 * The trainer's frame: the header (the app's name, its sections) and what shows while a screen loads.
 *
 * @module
 */

/** The trainer frame's words. */
export const APP_RU = {
  loading: 'Загрузка…',
  skipLink: 'К содержимому',
  name: 'Тренажёр крупье',
  sections: 'Разделы',
  stats: 'Статистика',
  rules: 'Правила',
} as const;
