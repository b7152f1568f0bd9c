/**
 * The heatmap grids of the drills: each grid's row and column titles, headers and reading note.
 *
 * @module
 */

/** The heatmap grids' words. */
export const HEATMAP_GRID_RU = {
  /** The ace in a blackjack grid's headers. */
  ace: 'Т',
  strategyNote: 'Строки: 5–19 — жёсткие суммы, М13–М20 — мягкие (с тузом за 11), 2–2 … Т–Т — пары; Т — туз.',
  playerHand: 'Рука игрока',
  upCard: 'Открытая карта крупье',
  /** A soft total's row: «М17». */
  soft: (total: string) => `М${total}`,
  bankerPoints: 'Очки крупье (Банко)',
  playerThird: 'Третья карта игрока',
  /** The player stood: no third card. */
  stood: 'нет',
  bet: 'Ставка',
  comeOut: 'Выпало при первом броске',
  pass: '«Проходит»',
  dontPass: '«Не проходит»',
  decision: 'Решение',
  /** The stud decisions' columns. */
  studChoices: {
    fold: 'Сдаться',
    raise: 'Играть',
    x1: 'Заменить 1',
    x2: 'Заменить 2',
  },
  rolled: 'Выпало',
  /** What splits a better-bet key's label («“Проходит” или “Поле”») into its two bets. */
  or: ' или ',
  orBet: 'или ставка',
  item: 'Задание',
  answers: 'Ответы',
} as const;
