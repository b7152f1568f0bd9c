import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { dealerSteps, payoutRu, pctRu, splitDoubleRu, valueRu } from './logic';

const SEED = resolveRulesOrThrow({ preset: 'seed' });

describe('valueRu', () => {
  it.each([
    { hand: 'Т♠ 6♥', text: '17, мягкая' },
    { hand: 'Т♠ 6♥ 9♦', text: '16, жёсткая' },
    { hand: 'Т♠ К♥', text: 'Блекджек' },
    { hand: '10♠ 6♥ 8♦', text: 'Перебор: 24' },
  ])('$hand → $text', ({ hand, text }) => {
    expect(valueRu(parseCardsOrThrow(hand)).text).toBe(text);
  });
});

describe('dealerSteps: below 17 draw, 17 and over stop (S17), soft 17 draws under H17', () => {
  it('6, 10, 3: draws twice, stops on 19', () => {
    const s = dealerSteps(parseCardsOrThrow('6♣ 10♥ 3♦ 9♠'));
    expect(s.map((x) => [x.total, x.decision])).toEqual([
      [6, 'draw'],
      [16, 'draw'],
      [19, 'stand'],
    ]);
  });

  it('ace and six: stands on soft 17, draws under H17', () => {
    expect(dealerSteps(parseCardsOrThrow('Т♦ 6♠ 8♣')).at(-1)).toMatchObject({
      total: 17,
      soft: true,
      decision: 'stand',
    });
    // H17: soft 17 draws; A + 6 + 8 = hard 15 draws again; + 4 = 19 stops.
    expect(dealerSteps(parseCardsOrThrow('Т♦ 6♠ 8♣ 4♥'), true).map((x) => x.decision)).toEqual([
      'draw',
      'draw',
      'draw',
      'stand',
    ]);
  });
});

describe('payoutRu', () => {
  it('the text: bet 10, blackjack wins 15; bet 5, a win pays 5', () => {
    expect(payoutRu(SEED, 10, 'blackjack').win).toBe(15);
    expect(payoutRu(SEED, 5, 'win').win).toBe(5);
    expect(payoutRu(SEED, 5, 'insurance').win).toBe(10);
  });

  it('an odd stake at 3:2 keeps the half chip and says so', () => {
    const p = payoutRu(SEED, 5, 'blackjack');
    expect(p.win).toBe(7);
    expect(p.fractionKept).toBe(true);
    expect(p.text).toContain('15/2');
  });
});

describe('splitDoubleRu (seed rules)', () => {
  it.each([
    { hand: 'В♠ К♥', split: true, double: false },
    { hand: 'Т♠ Т♥', split: false, double: false },
    { hand: '5♠ 5♥', split: true, double: true },
    { hand: '6♠ 5♥', split: false, double: true },
    { hand: 'Т♠ 8♥', split: false, double: true }, // 9 with the ace as one: the text allows it
    { hand: 'Т♠ Т♥', split: false, double: false },
  ])('$hand: split $split, double $double', ({ hand, split, double }) => {
    const r = splitDoubleRu(SEED, parseCardsOrThrow(hand));
    expect([r.canSplit, r.canDouble]).toEqual([split, double]);
  });
});

it('a soft hand refused under doubleSoft: false says the ace counts 11', () => {
  const r = splitDoubleRu({ ...SEED, doubleSoft: false }, parseCardsOrThrow('Т♠ 8♥'));
  expect(r.canDouble).toBe(false);
  expect(r.double).toBe('Нельзя: по этим правилам мягкую руку не удваивают — туз считается за 11, сумма 19.');
});

it('pctRu writes a Russian percentage', () => {
  expect(pctRu(0.00828)).toBe('0,828 %');
  expect(pctRu(-0.0123, 2)).toBe('−1,23 %');
});
