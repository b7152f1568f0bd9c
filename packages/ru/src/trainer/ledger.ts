/**
 * The ledger panel of a drill or of all drills: its figures' names and the costliest cells.
 *
 * @module
 */

/** The ledger panel's words. */
export const LEDGER_RU = {
  /** A cell's name when its drill is not known. */
  drill: 'упражнение',
  decisions: 'Решений',
  accuracy: 'Точность',
  costPer100: 'Потеряно на 100 решений',
  noCost: 'без оценки',
  /** The losses in each unit, joined: «0,5 ставки и 0,2 АНТЕ». */
  costs: (parts: readonly string[]) => parts.join(' и '),
  expensive: 'Дороже всего:',
} as const;
