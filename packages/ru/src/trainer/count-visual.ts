/**
 * The counting drills' views: the card stream, the discard tray and the counting system's picker.
 *
 * @module
 */

/** The counting views' words. */
export const COUNT_VISUAL_RU = {
  /** The stream's end: «Карты показаны: 12. Какой счёт?». */
  shown: (cards: number) => `Карты показаны: ${cards}. Какой счёт?`,
  ready: 'Приготовьтесь…',
  /** The stream's bar: «Карт: 12 · 0,75 с на карту», the pace already formatted. */
  pace: (cards: number, seconds: string, pairs: boolean) =>
    `Карт: ${cards} · ${seconds}\u00a0с на ${pairs ? 'пару' : 'карту'}`,
  resume: 'Продолжить',
  pause: 'Пауза',
  /** The tray's accessible name: «Стопка сброса: около 2,5 кол. из 6», the decks already formatted. */
  tray: (about: string, decks: number) => `Стопка сброса: около ${about} кол. из ${decks}`,
  decks: 'колод',
  trayCaption: 'Сброс: высота — сыгранные колоды, риски через полколоды',
  /** The system picker's label, before the select. */
  system: 'Система счёта',
  nextItem: ' — со следующего задания',
} as const;
