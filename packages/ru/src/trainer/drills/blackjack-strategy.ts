/**
 * The trainer's blackjack play drills: the basic strategy and the deviations by the count. Counts and
 * percentages come in already written («+3», «−0,52 %»).
 *
 * @module
 */

/** A hand's two cards against the dealer's card: the two hands' captions. */
const HANDS = { dealer: 'Крупье', player: 'Игрок' } as const;

/** «Базовая стратегия». */
export const STRATEGY_RU = {
  /** The answer buttons, by action. */
  choices: {
    hit: 'Ещё карту',
    stand: 'Хватит',
    double: 'Удвоить',
    split: 'Разделить',
    surrender: 'Сдаться',
  },
  /** An action in a sentence: «ещё карту», by action. */
  actions: {
    hit: 'ещё карту',
    stand: 'хватит',
    double: 'удвоить',
    split: 'разделить',
    surrender: 'сдаться',
  },
  prompt: 'Ваш ход?',
  hands: HANDS,
  /** After the cell's name and a refusal of the answer, each play's EV: «хватит −16,00 %, ещё карту …». */
  evs: (listed: string) => `Ожидание ходов на единицу ставки: ${listed}.`,
} as const;

/** «Отклонения по счёту». */
export const DEVIATIONS_RU = {
  /** The play buttons, by play. */
  plays: {
    hit: 'Ещё карту',
    stand: 'Хватит',
    double: 'Удвоить',
    split: 'Разделить',
    surrender: 'Сдаться',
  },
  insure: 'Страховать',
  noInsure: 'Не страховать',
  /** The table's rules, by the shipped table's preset, or computed here. */
  tableName: {
    seed: 'правил по тексту (без закрытой карты, блекджек крупье забирает всё)',
    casino: 'правил казино',
    computed: 'выбранных правил в этом браузере',
  },
  insuranceKey: 'страховка',
  insurePrompt: 'Страховать?',
  prompt: 'Ваш ход при этом счёте?',
  hands: HANDS,
  /** The count shown: «Истинный счёт Хай-Лоу: +3 (округлён вниз).». */
  count: (k: string) => `Истинный счёт Хай-Лоу: ${k} (округлён вниз).`,
  /** What the count shown stands for, and where the plays are valued. */
  countBin: (k: string, next: string, valuedAt: string) =>
    `Счёт ${k} — это истинный счёт от ${k} до ${next}; ходы оценены при ${valuedAt}.`,
  source: (table: string) => `Индексы Хай-Лоу рассчитаны движком для ${table}.`,
  /** Insurance's verdict: its index, the count, its EV, the table's source. */
  insurance: (whole: string, index: string, count: string, ev: string, source: string) =>
    `Страховка выгодна при истинном счёте ${whole} и выше (ожидание ставки равно нулю при ${index}). ${count} Ожидание страховки — ${ev} основной ставки. ${source}`,
  /** One index of a cell: «удвоить при счёте +1 и выше (ходы равны при +0,62)». */
  index: (play: string, whole: string, above: boolean, index: string) =>
    `${play} при счёте ${whole} и ${above ? 'выше' : 'ниже'} (ходы равны при ${index})`,
  best: '— лучший',
  /** A play's verdict: the cell, the basic play, its indices, the count, each play's loss, the source. */
  explain: (cell: string, basic: string, indices: string, count: string, listed: string, source: string) =>
    `${cell}. По базовой стратегии — ${basic}; по индексу — ${indices}. ${count} Ходы против лучшего при этом счёте, на единицу ставки: ${listed}. ${source}`,
} as const;
