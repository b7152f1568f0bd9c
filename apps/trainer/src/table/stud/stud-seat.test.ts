import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import {
  actSeat,
  dealSeat,
  seatInsurance,
  seatLegal,
  seatResults,
  seatView,
  startStudSeat,
  yourBalance,
  yourBox,
  type StudSeatRun,
} from './stud-seat.ts';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const cards = (s: string) => parseCardsOrThrow(s);
const ok = (r: ReturnType<typeof dealSeat>): StudSeatRun => {
  if (!r.ok) throw new Error(r.message);
  return r.run;
};

// Table order: player 1, your two boxes, player 3; then the dealer's five and the exchanged card.
const DECK = cards('Ks Kh 7d 4c 2s  9s 7h 5d 3c 2h  Qs Qd Jh 8c 3s  Ah 9h 6h 3h 2c  Ad Kc 9d 6s 4d  8h');

describe("the player's seat at a full stud table (a round worked by hand)", () => {
  it('your two boxes decide in order, the first seen while deciding the second, each settled', () => {
    let run = ok(dealSeat(startStudSeat(rules, 's', 1000, DECK), 10));
    // Player 1 has raised its kings; your first box is due and your second is still face down.
    expect(yourBox(run)).toBe(1);
    expect(run.table.boxes[0]!.decision).toBe('raised');
    expect(seatView(run).boxes[1]!.cards).toEqual(cards('9s 7h 5d 3c 2h'));
    expect(seatView(run).boxes[2]!.cards).toEqual([null, null, null, null, null]);
    expect(seatLegal(run).map((a) => a.type)).toContain('raise');
    run = ok(actSeat(run, { type: 'fold' }));
    expect(yourBox(run)).toBe(2);
    expect(seatView(run).boxes[1]!.cards).toEqual(cards('9s 7h 5d 3c 2h'));
    expect(seatView(run).boxes[2]!.cards).toEqual(cards('Qs Qd Jh 8c 3s'));
    run = ok(actSeat(run, { type: 'raise' }));
    // Player 3 drew the eight of hearts to its four hearts and raised; the dealer's Туз-Король plays.
    expect(run.table.phase).toBe('settled');
    expect(run.table.boxes[3]!.cards).toEqual(cards('Ah 9h 6h 3h 8h'));
    expect(seatResults(run)).toEqual([
      'Бокс 1 (игрок 1): выиграл, +30', // kings: АНТЕ 10 + СТАВКА 20 at 1:1
      'Ваш бокс 1: сдался, АНТЕ проиграно, −10',
      'Ваш бокс 2: выиграл, +30', // queens: 10 + 20
      'Бокс 4 (игрок 3): выиграл, +250', // flush: АНТЕ 25 + 50 × 5, less the card's fee of 25
    ]);
    expect(yourBalance(run)).toBe(1020);
  });

  it('a decision out of turn is refused in Russian, the run unchanged', () => {
    const run = ok(dealSeat(startStudSeat(rules, 's', 1000, DECK), 10));
    const r = actSeat(run, { type: 'exchange', cards: cards('Ks') });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/[а-яё]/iu);
    expect(yourBox(run)).toBe(1);
  });

  it('plays on: the next round deals again from the settled table', () => {
    let run = ok(dealSeat(startStudSeat(rules, 'on', 1000), 10));
    for (let i = 0; i < 5; i++) {
      while (yourBox(run) !== null) run = ok(actSeat(run, { type: 'fold' }));
      expect(run.table.phase).toBe('settled');
      run = ok(dealSeat(run, 10));
    }
    expect(run.table.round).toBe(6);
  });
});

describe('the seat under a casino preset that sells insurance (Senator)', () => {
  const senator = resolveRulesOrThrow({ preset: 'senator' });
  // Player 1, your two boxes, player 3, the dealer (Туз-Король: a game), then the cards any draw takes.
  const deck = cards('Ks Kh 7d 5c 3s  9s 9h 9d 4c 2s  Qs Qd Jh 8c 3d  Ah 9c 6h 3h 2c  Ad Kc 8d 6s 4d  8h 7s 7c 6d 5h');

  it('offers three nines insurance from one АНТЕ to half the raise’s win, and only that hand', () => {
    let run = ok(dealSeat(startStudSeat(senator, 'ins', 1000, deck), 10));
    expect(yourBox(run)).toBe(1);
    // Three of a kind: the raise of 20 wins 3:1 = 60; half of it, 30, is the most insured, one АНТЕ the least.
    expect(seatInsurance(run)).toEqual([10, 30]);
    run = ok(actSeat(run, { type: 'insure', amount: 30 }));
    expect(run.table.boxes[1]!.insurance).toBe(30);
    expect(yourBalance(run)).toBe(1000 - 10 - 10 - 30);
    expect(seatInsurance(run)).toEqual([]); // insured once
    run = ok(actSeat(run, { type: 'raise' }));
    // The second box's queens are no three of a kind: nothing to insure.
    expect(yourBox(run)).toBe(2);
    expect(seatInsurance(run)).toEqual([]);
    run = ok(actSeat(run, { type: 'fold' }));
    expect(run.table.phase).toBe('settled');
    // The dealer's Туз-Король plays and loses: at Senator the АНТЕ is then returned (`anteWhenDealerLoses:
    // 'push'`, 0), the raise wins 3:1 (+60), the insurance is lost (−30).
    expect(seatResults(run)[1]).toBe('Ваш бокс 1: выиграл, +30');
    expect(seatResults(run)[2]).toBe('Ваш бокс 2: сдался, АНТЕ проиграно, −10');
  });

  it('under the text’s rules no insurance is offered, whatever the hand', () => {
    const run = ok(dealSeat(startStudSeat(rules, 'ins', 1000, deck), 10));
    expect(yourBox(run)).toBe(1);
    expect(seatInsurance(run)).toEqual([]);
  });
});
