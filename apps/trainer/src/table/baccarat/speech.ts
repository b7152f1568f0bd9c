/**
 * What the live region says at the full baccarat table: whose turn it is, what was dealt, who won and
 * what each seat is owed, the trainee's seat first.
 *
 * @module
 */
import { TABLE_SEAT_RU } from '@croupier/ru/trainer/table';
import { baccaratPoint } from '@croupier/engine/baccarat';
import { formatCard, type Card } from '@croupier/engine/cards';
import { BACCARAT_TABLE_RU as RU, baccaratCoupRu } from '@croupier/ru';
import { yourNet, type SeatResult, type SeatRun } from './baccarat-seat.ts';

const cardsRu = (cards: readonly Card[]) => cards.map((c) => formatCard(c, { notation: 'ru' })).join(' ');

/** Who a result's seat is: «Вы» or «Место 3». */
export function whoRu(r: Pick<SeatResult, 'seat' | 'you'>): string {
  return r.you ? RU.you : TABLE_SEAT_RU.seat(r.seat);
}

/** What the croupier did with a bet: «забрано», «выплачено 95 фишек», «ставка остаётся». */
export function moveRu(r: SeatResult): string {
  return r.move === 'take' ? RU.taken : r.move === 'push' ? RU.returned : RU.paid(r.won);
}

/**
 * The announcement after a coup (or, before the first, the trainee's turn).
 *
 * @param run - The table.
 */
export function seatSpeech(run: SeatRun): string {
  if (run.phase === 'bet' || run.table.phase !== 'settled') return RU.yourTurn(run.config.seat);
  const t = run.table;
  const dealt = baccaratCoupRu(cardsRu(t.player), baccaratPoint(t.player), cardsRu(t.banker), baccaratPoint(t.banker));
  const mine = run.results.filter((r) => r.you).map((r) => `${whoRu(r)}: ${moveRu(r)}.`);
  const others = run.results.filter((r) => !r.you).map((r) => `${whoRu(r)}: ${moveRu(r)}`);
  return [dealt, RU.coupOver(t.outcome.winner, yourNet(run)), ...mine, `${RU.results}: ${others.join('; ')}.`].join(
    ' ',
  );
}
