import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { dealerSteps, payoutLines, payoutRu, splitDoubleRu, valueRu } from './logic';
import { actionButtons, dealActions, settlementRu } from './roundPlayer';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
const NBSP = '\u00a0';

describe('valueRu: the one wording of @croupier/ru', () => {
  it.each([
    { hand: 'Т♠ 6♥', text: '17, мягкая' },
    { hand: 'Т♠ 6♥ 9♦', text: '16, жёсткая' },
    { hand: 'Т♠ К♥', text: 'Блекджек' },
    { hand: '10♠ 6♥ 8♦', text: 'Перебор: 24' },
  ])('$hand → $text', ({ hand, text }) => {
    expect(valueRu(parseCardsOrThrow(hand)).text).toBe(text);
  });
});

describe('dealerSteps: below 17 draw, 17 and over stop (S17)', () => {
  it('6, 10, 3: draws twice, stops on 19', () => {
    const s = dealerSteps(SEED, parseCardsOrThrow('6♣ 10♥ 3♦ 9♠'));
    expect(s.map((x) => [x.total, x.decision])).toEqual([
      [6, 'draw'],
      [16, 'draw'],
      [19, 'stand'],
    ]);
  });

  it('ace and six: the text stands on a soft 17', () => {
    expect(dealerSteps(SEED, parseCardsOrThrow('Т♦ 6♠ 8♣')).at(-1)).toMatchObject({
      total: 17,
      soft: true,
      decision: 'stand',
    });
  });
});

describe('payouts: the text’s figures, in the one sentence of @croupier/ru', () => {
  it('bet 10: a blackjack wins 15; bet 5: a win pays 5; insurance 5 pays 10', () => {
    expect(payoutRu(SEED, 10, 'blackjack').text).toBe('Ставка 10, Блекджек 3:2: выигрыш 15, вместе со ставкой 25.');
    expect(payoutRu(SEED, 5, 'win').win).toBe(5);
    expect(payoutRu(SEED, 5, 'insurance').win).toBe(10);
  });

  it('an odd stake at 3:2 keeps the half chip and says so', () => {
    const p = payoutRu(SEED, 5, 'blackjack');
    expect(p.win).toBe(7);
    expect(p.text).toBe(
      `Ставка 5, Блекджек 3:2: выигрыш 7 (ровно 7,5; 0,5${NBSP}фишки остаётся казино), вместе со ставкой 12.`,
    );
  });

  it.each([
    [
      '10: half, 5, paid 10 — «что соответствует сумме начальной ставки»',
      '10',
      /^Страховка стоит ровно половину ставки, 5\. .*выигрыш 10/u,
    ],
    [
      '5: an odd bet is not insured, and the reason says what is allowed',
      '5',
      /^Ставка 5 нечётная: .*при чётной ставке\.$/u,
    ],
  ])('insurance on a stake of %s', (_name, t, want) => {
    const r = payoutLines(SEED, t);
    expect(r.ok ? r.insurance : r.error).toMatch(want);
  });

  it.each(['0', '-5', '2.5', 'сто', ''])('«%s» is not a stake', (t) => {
    expect(payoutLines(SEED, t)).toEqual({ ok: false, error: 'Ставка — целое число фишек больше нуля.' });
  });
});

describe('splitDoubleRu (the text’s rules)', () => {
  it.each([
    { hand: 'В♠ К♥', split: true, double: false },
    { hand: 'Т♠ Т♥', split: false, double: false },
    { hand: '5♠ 5♥', split: true, double: true },
    { hand: '6♠ 5♥', split: false, double: true },
    { hand: 'Т♠ 8♥', split: false, double: true }, // 9 with the ace as one: the text lets the ace count 1 or 11
    { hand: 'Т♠ 9♥', split: false, double: true },
    { hand: '7♠ 5♥', split: false, double: false },
    { hand: 'Т♠ К♥', split: false, double: false }, // a Блекджек: never doubled
  ])('$hand: split $split, double $double', ({ hand, split, double }) => {
    const r = splitDoubleRu(SEED, parseCardsOrThrow(hand));
    expect([r.canSplit, r.canDouble]).toEqual([split, double]);
  });

  it('says why, in the engine’s reasons worded by @croupier/ru', () => {
    expect(splitDoubleRu(SEED, parseCardsOrThrow('Т♠ Т♥')).split).toBe('Нельзя: два туза разделять не разрешается.');
    expect(splitDoubleRu(SEED, parseCardsOrThrow('7♠ 5♥')).double).toBe(
      'Нельзя: удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12.',
    );
    // A natural is a soft 11 with the ace as one, but it is settled at once: never doubled.
    expect(splitDoubleRu(SEED, parseCardsOrThrow('Т♠ К♥')).double).toBe(
      'Нельзя: это Блекджек — он оплачивается сразу и не удваивается, хотя с тузом за 1 сумма была бы 11.',
    );
    expect(splitDoubleRu(SEED, parseCardsOrThrow('Т♠ 8♥')).double).toBe(
      'Можно: туз считается за 1, сумма 9 (за 11 было бы 19); ставка удваивается, игрок получает ровно одну карту.',
    );
  });
});

describe('the round player’s logic', () => {
  it('the deal button bets 10 and deals; after a settled round it first clears the table', () => {
    const betting = { phase: 'betting', seats: [{ id: 'Игрок', balance: 1000 }] } as never;
    expect(dealActions(betting)).toEqual([{ type: 'bet', box: 'Игрок', amount: 10 }, { type: 'deal' }]);
    const broke = { phase: 'settled', seats: [{ id: 'Игрок', balance: 5 }] } as never;
    expect(dealActions(broke)).toBeNull();
  });

  it('buttons: the insurance with its amount, never the dealer’s or the table’s actions', () => {
    expect(
      actionButtons([{ type: 'insurance', amount: 5 }, { type: 'insurance', amount: 0 }, { type: 'nextRound' }]).map(
        (b) => b.label,
      ),
    ).toEqual(['Купить страховку (5)', 'Без страховки']);
  });

  it('the settlement: insurance at its ratio, each hand’s outcome, the net', () => {
    const s = settlementRu(SEED, [
      { type: 'betSettled', box: 'Игрок', bet: 'insurance', outcome: 'win', staked: 5, net: 10, balance: 0 },
      { type: 'betSettled', box: 'Игрок', bet: 0, outcome: 'lose', staked: 10, net: -10, balance: 0 },
    ]);
    expect(s).toEqual({ lines: ['Страховка: Выигрыш 2:1, +10', 'Ставка: Проигрыш, −10'], net: 0 });
  });
});
