/**
 * The trainer's baccarat play mode (the dealer's seat): the screen's words and the calls the dealer
 * makes, Пунто's and Банко's draws, the winner and the pay.
 *
 * @module
 */

/** The baccarat play mode's words. */
export const PLAY_BACCARAT_RU = {
  intro:
    'Вы крупье: объявляете, берёт ли карту Пунто и Банко, кто выиграл, и платите ставку игрока. Кон раздаёт движок из тасованного башмака.',
  player: 'Игрок (Пунто)',
  banker: 'Крупье (Банко)',
  /** The cards for the live region: «Пунто: 9♥ 7♣, 6. Банко: …, 5.» */
  cards: (player: string, playerPoint: number, banker: string, bankerPoint: number) =>
    `Пунто: ${player}, ${playerPoint}. Банко: ${banker}, ${bankerPoint}.`,
  /** The bets on the table, before the list. */
  onTable: 'На столе: ',
  /** The coup's outcome, before the winner. */
  outcome: 'Итог: ',
  punterBets: 'Игрок ставит на',
  /** A bet button: «Банко — раздать». */
  betAndDeal: (bet: string) => `${bet} — раздать`,
  /** The calls. */
  playerDraw: (point: number) => `Натуральных нет. У Пунто ${point}: берёт ли Пунто третью карту?`,
  /** Банко's draw, with Пунто's third card's value, or `undefined` when Пунто stood. */
  bankerDraw: (point: number, third: number | undefined) =>
    `У Банко ${point}${third !== undefined ? `, третья карта Пунто — ${third}` : ', Пунто стоял'}: берёт ли Банко третью карту?`,
  winner: 'Кон сыгран. Кто выиграл?',
  pay: (stake: number) =>
    `Сколько фишек выигрыша выплатить на ставку ${stake} (сама ставка — отдельно)? Проигравшая ставка — 0.`,
} as const;
