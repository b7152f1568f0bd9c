/**
 * The store notices' banner: each notice's heading and the banner's buttons.
 *
 * @module
 */

/** The store notices' banner words. */
export const NOTICE_RU = {
  /** Each kind of notice's heading (unless the notice brings its own). */
  titles: {
    corrupt: 'Сохранённый прогресс не удалось прочитать',
    repaired: 'Часть прогресса не удалось прочитать',
    newer: 'Прогресс сохраняет другая вкладка',
    unavailable: 'Прогресс не сохраняется',
    unwritable: 'Прогресс пока не сохранён',
    migrated: 'Прогресс перенесён',
  },
  download: 'Скачать копию',
  dismiss: 'Понятно',
} as const;
