/**
 * The trainer's drill list: its heading and introduction, each game's section, a drill's card and the
 * progress backup panel.
 *
 * @module
 */

/** The drill list's words. */
export const DRILL_LIST_RU = {
  title: 'Упражнения',
  intro:
    'Короткие задания по правилам из текстов: счёт очков, решения и выплаты. Ошибки возвращаются скорее, выученное — реже (интервальные повторения FSRS). Отвечайте мышью или клавишами: цифры 1–9, буквы на кнопках, Enter.',
  ledgerTitle: 'Журнал всех упражнений',
  mistakes: 'Разбор ошибок',
  ledgerNote: 'Потери — в ставках, в покере — в АНТЕ; у вопросов о правилах цены нет.',
  games: 'Игры',
  dueTitle: 'к повторению',
  /** Each game's play-mode link. */
  play: {
    blackjack: 'Играть целые раунды',
    baccarat: 'Сесть на место крупье',
    craps: 'Сесть на место крупье',
    stud: 'Играть целые раунды',
  } as Readonly<Record<string, string>>,
  rulesLink: 'правила',
  changeRules: 'Изменить правила',
  /** The card's «к повторению: 3». */
  due: (n: number) => `к повторению: ${n}`,
  learned: 'Выучено',
  /** The figures line's words, around the figures: «выучено 3 из 10 · начато 4 · …». */
  learnedWord: 'выучено ',
  seenWord: ' · начато ',
  mistakesMap: 'карта ошибок',
  weak: (spots: readonly string[]) => `Слабые места: ${spots.join(', ')}`,
  noItems: 'По выбранным правилам заданий нет.',
  continue: 'Продолжить',
  start: 'Начать',
} as const;

/** The progress backup panel's words. */
export const BACKUP_RU = {
  confirmImport: 'Добавить к прогрессу ответы и правила из файла? Ответы, которые уже есть, не повторятся.',
  title: 'Прогресс',
  body: 'Прогресс и выбранные правила хранятся только в этом браузере. Их можно сохранить в файл и загрузить на другом устройстве — или ',
  syncLink: 'перенести ссылкой или через общую папку',
  save: 'Сохранить в файл',
  load: 'Загрузить из файла',
} as const;

/** A drill card's figures and ledger lines, and what the list says after an import. */
export const DRILL_CARD_RU = {
  /** The total after the learned count: « из 10». */
  ofTotal: (total: number) => ` из ${total}`,
  /** The answers after the seen count: « · ответов 9, верно 78 %», the accuracy already formatted. */
  answers: (answered: number, accuracy: string) => ` · ответов ${answered}, верно ${accuracy}`,
  /** The ledger line where nothing is costed: «в журнале 9, верно 78 %». */
  logged: (decisions: number, accuracy: string) => `в журнале ${decisions}, верно ${accuracy}`,
  /** The dearest cells, after the ledger line: « · дороже всего: …». */
  dearest: (cells: readonly string[]) => ` · дороже всего: ${cells.join(', ')}`,
  /** An import that failed, with its reason. */
  importFailed: (error: string) => `Файл не загружен: ${error}`,
  imported: 'Ответы и правила из файла добавлены к прогрессу.',
} as const;
