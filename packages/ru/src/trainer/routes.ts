/**
 * The trainer's pages as the browser names them: the document titles, and the pages for an address that
 * names no game or drill.
 *
 * @module
 */

/** The trainer's page titles and its «not found» pages. */
export const ROUTES_RU = {
  /** The suffix of every page title, and the app's name. */
  appTitle: 'Тренажёр крупье',
  /** A page's document title: «Разбор ошибок — Тренажёр крупье». */
  pageTitle: (title: string) => `${title} — Тренажёр крупье`,
  /** The link back from a «not found» page. */
  backToList: 'К списку упражнений',
  noGameTitle: 'Нет такой игры',
  noGameHeading: 'Такой игры нет',
  noPlay: (name: string) => `Игры «${name}» в тренажёре нет.`,
  noRules: (name: string) => `Правила игры «${name}» выбрать нельзя.`,
  noDrillTitle: 'Нет такого упражнения',
  noDrillHeading: 'Такого упражнения нет',
  noDrill: (id: string) => `Упражнение «${id}» не найдено.`,
  /** Each game's rules page. */
  rules: {
    blackjack: 'Правила блекджека',
    baccarat: 'Правила баккары',
    craps: 'Правила крэпса',
    stud: 'Правила покера',
  },
  /** A drill's heatmap page: «Карта ошибок: Счёт очков», or a drill this trainer does not have. */
  map: (title: string | undefined) => `Карта ошибок: ${title ?? 'нет такого упражнения'}`,
  mistakes: 'Разбор ошибок',
} as const;
