import { describe, expect, it } from 'vitest';
import { BACCARAT_SHIFT_RU, baccaratSettleRuleRu, baccaratShiftTaskRu } from './shift-baccarat.js';

const NBSP = '\u00a0';

describe('the baccarat shift in Russian', () => {
  it.each([
    [
      {
        bet: 'banker',
        stake: 100,
        result: 'win',
        winner: 'banker',
        ratio: { pays: 19, per: 20 },
        owed: 95,
        given: 'pay',
        givenChips: 100,
      },
      `Банко платится 19:20 — выигрыш 1:1 за вычетом комиссии 5 %, доля фишки не платится: 95${NBSP}фишек, а не 100.`,
    ],
    [
      {
        bet: 'tie',
        stake: 5,
        result: 'win',
        winner: 'tie',
        ratio: { pays: 8, per: 1 },
        owed: 40,
        given: 'pay',
        givenChips: 5,
      },
      `Ничья платится 8:1: 40${NBSP}фишек, а не 5.`,
    ],
    [
      {
        bet: 'player',
        stake: 25,
        result: 'lose',
        winner: 'banker',
        ratio: null,
        owed: 0,
        given: 'push',
        givenChips: 0,
      },
      'Ставка на Пунто проиграла — выиграл Банко: крупье её забирает, а не «оставить».',
    ],
  ] as const)('words a wrong settlement: %o', (c, want) => {
    expect(baccaratSettleRuleRu(c)).toBe(want);
  });

  it('names the drill keys the shift schedules', () => {
    expect(BACCARAT_SHIFT_RU.spotKey('banker-5-stood')).toBe('Банко на 5 очках, Пунто без третьей карты');
    expect(BACCARAT_SHIFT_RU.spotKey('banker-3-8')).toBe('Банко на 3 очках, третья карта Пунто 8');
    expect(BACCARAT_SHIFT_RU.spotKey('player-5')).toBe('Пунто на 5 очках');
    expect(BACCARAT_SHIFT_RU.spotKey('banker-fraction')).toBe('Банко с долей фишки');
  });

  it('says the task', () => {
    expect(baccaratShiftTaskRu({ kind: 'draw', hand: 'banker', player: 2, banker: 4 })).toBe(
      'У Пунто 2, у Банко 4. Берёт ли Банко третью карту?',
    );
  });
});
