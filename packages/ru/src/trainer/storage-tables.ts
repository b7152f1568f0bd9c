/**
 * The trainer's saved tables in Russian: the round histories the play modes keep, the computed index
 * tables and the sync files — each read only by its own screen, so apart from the progress's words
 * (`storage.ts`, on the first screen).
 *
 * @module
 */
import { formatNumber } from '../format.js';
import { more } from './storage.js';

/** What the notices of kept-aside tables say about the copy. */
const KEPT = {
  notCopied: 'копию сделать не удалось, поэтому эта вкладка их не перезаписывает',
  copied: 'их копия хранится в этом браузере, её можно скачать файлом',
} as const;

/** The round histories the play modes saved. */
export const HISTORIES_RU = {
  /** The title of the histories' notices. */
  title: 'Сохранённые раздачи',
  corrupt: 'Сохранённые раздачи повреждены и не читаются.',
  unknown: 'Сохранённые раздачи записаны в неизвестном виде.',
  newer: (version: number, max: number) =>
    `Раздачи сохранены более новой версией тренажёра (версия ${formatNumber(version)}, эта понимает до ${max}).`,
  listUnreadable: 'список столов игры не читается',
  tableUnreadable: 'запись стола не читается',
  feedbackUnreadable: 'настройка проверки решений не читается',
  saveFailed:
    'Раздачи не сохранились: браузер не принял запись. Они не потеряны, пока открыта вкладка: тренажёр попробует сохранить их снова.',
  /** Some tables left out, the first two problems shown. */
  repaired: (shown: string) =>
    `Часть сохранённых раздач не читается (${shown}) и отложена: копия прежних данных хранится в этом браузере, её можно скачать файлом.`,
  /** The document could not be used: why, whether a copy was made, whether this tab stops saving. */
  kept: (why: string, copied: boolean, newer: boolean) =>
    `${why} Они не удалены: ${copied ? KEPT.copied : KEPT.notCopied}${newer ? '; эта вкладка раздачи не сохраняет' : ''}.`,
  newerTab:
    'В другой вкладке открыта более новая версия тренажёра, и она уже сохранила раздачи. Эта вкладка их больше не сохраняет, чтобы не затереть: обновите страницу.',
  /** The older store's histories could not be read (`legacy-histories.ts`), kept as they were. */
  legacyKept: (why: string, newer: boolean) =>
    `${why}${
      newer
        ? ' Они не удалены и не перезаписаны: их копия хранится в этом браузере, её можно скачать файлом; откройте новую версию тренажёра, чтобы вернуться к ним.'
        : ' Они не удалены и не перезаписаны: их копия хранится в этом браузере, её можно скачать файлом. Новые столы сохраняются отдельно от них.'
    }`,
  /** Some of the older store's tables left out: the first two problems shown, and how many more. */
  legacyRepaired: (shown: string, hidden: number) =>
    `Часть сохранённых раздач не читается (${shown}${hidden > 0 ? more(hidden) : ''}) и отложена: все прежние данные хранятся в этом браузере как были, их можно скачать файлом. Остальные столы на месте.`,
} as const;

/** The index tables the trainer computed and keeps. */
export const INDEX_CACHE_RU = {
  /** The title of the cache's notices. */
  title: 'Рассчитанные таблицы индексов',
  notTable: 'это не таблица индексов',
  tags: 'метки системы счёта не читаются',
  trueCounts: 'истинные счёты таблицы не читаются',
  entries: 'индексы не читаются',
  entry: 'индекс не читается',
  insurance: 'индекс страховки не читается',
  curves: 'оценки ходов не читаются',
  curve: 'оценка ходов не читается',
  record: 'запись не читается',
  corrupt: 'Сохранённые таблицы индексов повреждены и не читаются.',
  unknown: 'Сохранённые таблицы индексов записаны в неизвестном виде.',
  newer: (version: number, max: number) =>
    `Таблицы индексов сохранены более новой версией тренажёра (версия ${formatNumber(version)}, эта понимает до ${max}).`,
  /** Some tables left out, the first two problems shown. */
  repaired: (shown: string) =>
    `Часть сохранённых таблиц индексов не читается (${shown}) и отложена: копия прежних данных хранится в этом браузере, её можно скачать файлом. Такие таблицы будут рассчитаны заново.`,
  /** The document could not be used: why, whether a copy was made, whether this tab stops saving. */
  kept: (why: string, copied: boolean, newer: boolean) =>
    `${why} Они не удалены: ${copied ? KEPT.copied : KEPT.notCopied}${newer ? '; эта вкладка таблицы не сохраняет' : ''}.`,
  saveFailed:
    'Рассчитанная таблица индексов не сохранилась: браузер не принял запись. Пока открыта вкладка, она не потеряна; после перезагрузки её придётся рассчитать снова.',
} as const;

/** Why a sync file or a sync link cannot be read. */
export const SYNC_FILE_RU = {
  /** The file is refused: «Неверный формат файла: нет настроек.» */
  invalid: (what: string) => `Неверный формат файла: ${what}.`,
  notSync: 'это не файл синхронизации тренажёра',
  newer: (version: number, max: number) =>
    `Файл записан более новой версией тренажёра (версия ${formatNumber(version)}, эта понимает до ${max}).`,
  version: (version: string) => `версия ${version} неизвестна`,
  noLog: 'нет журнала ответов',
  /** Where in the log: «запись № 3 журнала». */
  logEntry: (n: number) => `запись № ${formatNumber(n)} журнала`,
  noId: (where: string) => `${where}: нет её номера`,
  badBase: (where: string) => `${where}: неверная ссылка на прежний прогресс`,
  repeatedId: (where: string) => `${where}: номер повторяется`,
  noSettings: 'нет настроек',
  badSetting: 'настройка правил относится к неизвестной игре или повторяется',
  settingTime: 'у настройки правил нет времени',
  noBases: 'нет записи о прежнем прогрессе',
  baseUnreadable: 'запись о прежнем прогрессе не читается',
  base: (why: string) => `прежний прогресс: ${why}`,
  tablesUnreadable: 'список сохранённых столов не читается',
  /** Which saved table: «сохранённый стол № 2». */
  table: (n: number) => `сохранённый стол № ${formatNumber(n)}`,
  tableUnreadable: (where: string) => `${where} не читается`,
  tableId: (where: string) => `${where}: неверный или повторный номер`,
  notJson: 'текст не читается как JSON (файл повреждён или это не файл тренажёра)',
  badLink: 'Ссылка повреждена или обрезана: скопируйте её целиком ещё раз.',
} as const;
