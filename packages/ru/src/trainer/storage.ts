/**
 * The trainer's saved data in Russian: why a saved record cannot be read (a card, an answer, a game's
 * rules, a sync file, a computed index table), and the notices about progress, round histories and index
 * tables that were kept aside, moved, or could not be saved.
 *
 * @module
 */
import { formatCount, plural } from '../format.js';
import { GAME_GENITIVE_RU } from '../games.js';

/** A game that has rules and a play mode in the trainer. */
type TrainerGame = 'blackjack' | 'baccarat' | 'craps' | 'stud';

/** The tail of a shortened list of problems: « и ещё 2». */
export const more = (n: number) => ` и ещё ${n}`;

/** Why a saved progress document (or a part of it) cannot be read: the values come formatted. */
export const PROGRESS_CHECK_RU = {
  notCard: 'это не запись о повторении',
  due: (v: string) => `срок повторения ${v} — не время`,
  lastReview: (v: string) => `время последнего ответа ${v} — не время`,
  interval: (v: string) => `интервал ${v} — должен быть числом не меньше 0`,
  counter: (v: string) => `счётчик ${v} — должен быть целым числом не меньше 0`,
  state: (v: string) => `стадия ${v} — должна быть 0, 1, 2 или 3`,
  notNumbers: (s: string, d: string) => `стабильность ${s} и сложность ${d} должны быть числами`,
  freshStarted: 'у начатого задания нулевые стабильность и сложность',
  stability: (s: string, min: string, max: string) => `стабильность ${s} — должна быть от ${min} до ${max}`,
  difficulty: (d: string) => `сложность ${d} — должна быть от 1 до 10`,
  answered: (v: string) => `число ответов ${v} — должно быть целым числом не меньше 0`,
  correct: (v: string, answered: string) => `верных ответов ${v} — должно быть от 0 до числа ответов (${answered})`,
  /** A saved drill's name: «упражнение «Счёт очков»». */
  drill: (title: string) => `упражнение «${title}»`,
  /** A game's play mode as a saved drill: «раунды блекджека». */
  rounds: (game: TrainerGame) => `раунды ${GAME_GENITIVE_RU[game]}`,
  unknownDrill: 'упражнение, которого в этой версии тренажёра нет',
  rulesMissing: (game: TrainerGame) => `правила ${GAME_GENITIVE_RU[game]} не записаны`,
  unknownPreset: (game: TrainerGame, preset: string) =>
    `правила ${GAME_GENITIVE_RU[game]}: набор ${preset} неизвестен (есть «по тексту» и «как в казино»)`,
  overridesMissing: (game: TrainerGame) => `правила ${GAME_GENITIVE_RU[game]}: изменения не записаны`,
  rulesRefused: (game: TrainerGame, why: string) => `правила ${GAME_GENITIVE_RU[game]}: ${why}`,
  notRecord: 'это не запись об ответе',
  recordField: (v: string) => `поле ответа ${v} — не строка`,
  recordTime: (v: string) => `время ответа ${v} — не время`,
  recordMs: (v: string) => `длительность ответа ${v} — должна быть числом не меньше 0`,
  recordCorrect: 'не сказано, верен ли ответ',
  costValue: 'цена ответа — не число',
  costExact: (v: string) => `точная цена ответа ${v} — не дробь`,
  /** The whole document is refused: «Неверный формат прогресса: нет записи целиком.» */
  invalid: (what: string | undefined) => `Неверный формат прогресса: ${what}.`,
  noDocument: 'нет записи целиком',
  version: (found: string, expected: number) => `версия схемы ${found}, ожидалась ${expected}`,
  noDrills: 'нет записей об упражнениях',
  drillUnreadable: (name: string) => `${name}: запись не читается`,
  /** A drill's part left out: «упражнение «…»: 2 задания не читаются (первая причина)». */
  cardsUnreadable: (name: string, bad: number, first: string | undefined) =>
    `${name}: ${formatCount(bad, ['задание', 'задания', 'заданий'])} не ${plural(bad, ['читается', 'читаются', 'читаются'])} (${first})`,
  noLog: 'журнал ответов не записан',
  /** The log's records left out: «журнал ответов: 3 записи не читаются (первая причина)». */
  recordsUnreadable: (bad: number, first: string | undefined) =>
    `журнал ответов: ${formatCount(bad, ['запись', 'записи', 'записей'])} не ${plural(bad, ['читается', 'читаются', 'читаются'])} (${first})`,
  noSettings: 'настройки не записаны: правила взяты по умолчанию',
  rulesDefault: (problem: string) => `${problem}; взяты правила по умолчанию`,
  noVersion: 'Неверный формат прогресса: не указана версия схемы.',
  newer: (version: number, max: number) =>
    `Прогресс сохранён более новой версией тренажёра (версия схемы ${version}, эта версия понимает до ${max}).`,
  noMigration: (version: number) => `Прогресс версии схемы ${version} этой версией тренажёра не читается.`,
  migrationFailed: (version: number, why: string) => `Прогресс версии схемы ${version} не удалось перенести: ${why}.`,
  corrupt: 'Сохранённые данные повреждены и не читаются.',
} as const;

/** The notices about the saved progress: loaded, kept aside, moved, not saved. */
export const PROGRESS_NOTICES_RU = {
  unavailable:
    'Браузер не разрешает этому сайту хранить данные (так бывает в режиме инкогнито или при запрете сохранения для сайтов): ответы засчитываются, но после закрытия вкладки прогресс пропадёт. Его можно сохранить в файл внизу списка упражнений.',
  /** Unreadable data that could not be copied aside. */
  notCopied: (why: string) =>
    `${why} Копию прежних данных сделать не удалось (в браузере нет места), поэтому они оставлены как есть, а прогресс этой вкладки сохраняться не будет, чтобы их не затереть. Тренажёр работает с чистого листа.`,
  /** A newer version's data, copied aside. */
  keptNewer: (why: string) =>
    `${why} Эти данные не удалены: их копия хранится в этом браузере, её можно скачать файлом. Эта вкладка продолжает с чистого листа; откройте новую версию тренажёра, чтобы вернуться к тому прогрессу.`,
  /** Unreadable data, copied aside. */
  kept: (why: string) =>
    `${why} Прежние данные не удалены: их копия хранится в этом браузере, её можно скачать файлом. Тренажёр продолжает с чистого листа.`,
  migrated: 'Прогресс перенесён из прежней версии тренажёра; прежние данные оставлены как были.',
  /** Some parts left out, and no copy made: the shown problems, and how many more. */
  repairedNotCopied: (shown: string, hidden: number) =>
    `Часть сохранённого прогресса не читается (${shown}${hidden > 0 ? more(hidden) : ''}). Копию сделать не удалось (в браузере нет места), поэтому эта вкладка не будет сохранять прогресс, чтобы не затереть прежние данные.`,
  /** Some parts left out, a copy made: the shown problems, and how many more. */
  repaired: (shown: string, hidden: number) =>
    `Часть сохранённого прогресса не читается (${shown}${hidden > 0 ? more(hidden) : ''}) и отложена: копия всех прежних данных хранится в этом браузере, её можно скачать файлом. Остальной прогресс на месте.`,
  saveFailed:
    'Прогресс не сохранился: браузер не принял запись (обычно кончилось место, отведённое сайтам). Ответы этой вкладки не потеряны: тренажёр попробует сохранить их снова.',
  /** The older tab store's notices (`store.ts`). */
  newerTab:
    'В другой вкладке открыта более новая версия тренажёра, и она уже сохранила прогресс. Эта вкладка больше не сохраняет, чтобы не затереть его: обновите страницу.',
  unwritable:
    'Прогресс не сохранился: браузер не принял запись. Ответы этой вкладки не потеряны: тренажёр попробует сохранить их снова.',
} as const;

/** The notices of the answer log's store (IndexedDB) and of the progress moved into it. */
export const LOG_STORE_RU = {
  memory:
    'Браузер не даёт этому сайту хранить данные (так бывает в режиме инкогнито или при запрете хранения для сайтов). Тренажёр работает, но ответы хранятся только в этой вкладке и пропадут, когда она закроется: сохраните их в файл внизу списка упражнений.',
  unwritable:
    'Браузер не принял запись (обычно кончилось место, отведённое сайтам). Ответы этой вкладки не потеряны: тренажёр попробует сохранить их снова, а сохранить их в файл можно внизу списка упражнений.',
  lost: 'В другой вкладке открыта более новая версия тренажёра. Эта вкладка больше не сохраняет ответы: обновите страницу. Ответы, данные здесь после этого, можно сохранить в файл внизу списка упражнений.',
  /** The older store's progress could not be read (a newer version's), kept as it was. */
  legacyNewer: (why: string) =>
    `${why} Эти данные не удалены и не перезаписаны: их копия хранится в этом браузере, её можно скачать файлом. Эта вкладка ведёт прогресс отдельно; откройте новую версию тренажёра, чтобы вернуться к тому прогрессу.`,
  /** The older store's progress could not be read, kept as it was. */
  legacyCorrupt: (why: string) =>
    `${why} Прежние данные не удалены и не перезаписаны: их копия хранится в этом браузере, её можно скачать файлом. Тренажёр ведёт прогресс отдельно от них.`,
  legacyMigrated: 'Прогресс перенесён в новое хранилище тренажёра; прежние данные оставлены как были.',
  /** Parts of the older store's progress left out: the shown problems, and how many more. */
  legacyRepaired: (shown: string, hidden: number) =>
    `Часть сохранённого прогресса не читается (${shown}${hidden > 0 ? more(hidden) : ''}) и отложена: все прежние данные хранятся в этом браузере как были, их можно скачать файлом. Остальной прогресс на месте.`,
} as const;
