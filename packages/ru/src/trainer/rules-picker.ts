/**
 * The rules picker of a game: its heading, the two rule sets, every option's question and the stud
 * paytable editor.
 *
 * @module
 */

/** The rules picker's words. */
export const RULES_PICKER_RU = {
  back: '← Все упражнения',
  /** Each game's name in the heading. */
  games: {
    blackjack: 'Блекджек',
    baccarat: 'Баккара',
    craps: 'Крэпс',
    stud: 'Покер',
  },
  /** The heading: «Правила: Блекджек». */
  title: (game: string) => `Правила: ${game}`,
  help: 'Каждое упражнение этой игры сдаёт задания и проверяет ответы движком по этим правилам и показывает, по каким. Правила сохраняются вместе с прогрессом.',
  presets: 'Набор правил',
  /** The two rule sets. */
  preset: {
    seed: { title: 'По тексту', text: 'Правила из текста — так, как их читает сайт.' },
    casino: { title: 'Как в казино', text: 'Правила, принятые в большинстве казино.' },
  },
  /** The line when options differ from the set: «Изменено по сравнению с набором «по тексту».». */
  changed: (preset: string) => `Изменено по сравнению с набором «${preset.toLowerCase()}».`,
  reset: 'Вернуть набор',
  inPreset: ' · в наборе',
  other: 'Сейчас: другое значение (из файла).',
  /** The drills an option affects: «Влияет на: …». */
  users: (drills: readonly string[]) => `Влияет на: ${drills.join(', ')}.`,
  paytable: 'Выплаты по СТАВКЕ',
  /** Whose paytable it is, before its users. */
  textTable: 'Таблица текста.',
  ownTable: 'Своя таблица.',
  /** A combination's field: «Флеш: выплата к 1». */
  pays: (category: string) => `${category}: выплата к 1`,
  saveTable: 'Сохранить таблицу',
  /** The button back to the text's paytable. */
  resetTable: 'Таблица текста',
} as const;

/** Each game's option questions, by option id, and why an option changes nothing under some rules. */
export const RULE_OPTIONS_RU = {
  blackjack: {
    decks: 'Колоды в башмаке',
    holeCard: 'Закрытая карта крупье',
    dealerHitsSoft17: 'Мягкие 17 у крупье',
    doubleOn: 'Удвоение',
    doubleSoft: 'Удвоение мягкой руки',
    splitBy: 'Что считается парой',
    splitAces: 'Разделение тузов',
    surrender: 'Сдача',
    blackjackPays: 'Выплата за Блекджек',
    rounding: 'Доли фишки',
  },
  baccarat: {
    tableau: 'Третья карта крупье',
    banker: 'Выплата по Банко',
    tiePays: 'Выплата по ничьей',
    sideBets: 'Побочные ставки',
    rounding: 'Доли фишки',
  },
  craps: {
    dontPassBar: '«Не проходит» при первом броске',
    passAfterPoint: '«Проходит» после пункта',
    oddsLimit: 'Предел свободных шансов',
  },
  stud: {
    table: 'Стол: правила текста или казино',
    upCards: 'Карты дилера',
    maxExchange: 'Обмен карт',
    fees: 'Плата за обмен',
    feeRounding: 'Доля фишки в плате',
    qualifier: 'С чего играет дилер',
  },
  /** Why an option changes nothing now. */
  inert: {
    anyTwo: 'Сейчас не действует: удваивают любые две карты.',
    noExchange: 'Сейчас не действует: обмена нет.',
    oneCard: 'Сейчас меняют только одну карту: плата за две не действует.',
  },
  /** A whole stud table's label: «Сенатор: …». */
  studTable: (title: string, description: string) => `${title}: ${description}`,
} as const;
