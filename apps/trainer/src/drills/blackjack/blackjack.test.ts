import { describe, expect, it } from 'vitest';
import { naiveDealerDraws, naivePoints, naiveValue } from '@croupier/testkit/oracles/blackjack';
import type { DrillItem } from '../../drill.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, strategyFor, withRules } from '../test-helpers.ts';
import { dealerDrill } from './dealer-draws.ts';
import { doubleDrill } from './double.ts';
import { drills } from './index.ts';
import { payoutDrill } from './payout.ts';
import { splitDrill } from './split.ts';
import { strategyDrill } from './strategy.ts';

const values = (cards: readonly number[]) => cards.map(naivePoints);
const CASINO = withRules('blackjack', rulesOf('blackjack', 'casino'));

describe('every blackjack drill builds an item for every key and judges it', () => {
  it.each(drills.map((d) => [d.id, d] as const))('%s, under the text’s rules and the casino’s', (_id, d) => {
    for (const rules of [DEFAULT_RULES, CASINO]) {
      for (const key of keysUnder(d, rules)) {
        const item = deal(d, key, `${d.id}-${key}`, rules);
        expect(item.key).toBe(key);
        expect(item.rules).toEqual(rules.blackjack);
        const v = d.check(item, item.solution.answer);
        expect(v.correct).toBe(true);
        expect(v.ruleLink).toMatch(/^\/(blackjack|counting)\/#/u);
      }
    }
  });
});

describe('hand-worked answers under the text’s rules', () => {
  it('double: yes exactly on first-two-card totals 9, 10, 11, the ace counted 1 or 11 (a naive sum)', () => {
    for (const key of keysUnder(doubleDrill)) {
      const item = deal(doubleDrill, key, key);
      const cards = item.hands![0]!.cards;
      const { total } = naiveValue(cards);
      const aceAsOne = values(cards).reduce((a, b) => a + b, 0);
      const inRange = (t: number) => t >= 9 && t <= 11;
      const want = inRange(total) || inRange(aceAsOne) ? 'yes' : 'no';
      expect(doubleDrill.check(item, want).correct).toBe(true);
    }
  });

  it('double: a refusal is worded by @croupier/ru from the engine’s reason', () => {
    const item = deal(doubleDrill, 'hard-12', 1);
    expect(doubleDrill.check(item, 'yes').explanation).toMatch(
      /Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12\.$/u,
    );
  });

  it('split: equal values only, never aces; J+K is a pair', () => {
    for (const key of keysUnder(splitDrill)) {
      const item = deal(splitDrill, key, key);
      const [a, b] = values(item.hands![0]!.cards);
      const want = a === b && a !== 1 ? 'yes' : 'no';
      expect(splitDrill.check(item, want).correct).toBe(true);
    }
    expect(splitDrill.check(deal(splitDrill, 'tens-mixed', 3), 'yes').correct).toBe(true);
  });

  it('dealer: draws as the testkit’s dealer does (below 17; a soft 17 stands under the text)', () => {
    for (const key of keysUnder(dealerDrill)) {
      const item = deal(dealerDrill, key, key);
      const cards = item.hands![0]!.cards;
      const { total, soft } = naiveValue(cards);
      expect(`${soft ? 'soft' : 'hard'}-${total}`).toBe(key);
      expect(dealerDrill.check(item, naiveDealerDraws(cards, false) ? 'draw' : 'stand').correct).toBe(true);
    }
  });

  it.each([
    { key: 'blackjack-even', stake: 10, win: 15 },
    { key: 'blackjack-odd', stake: 5, win: 7 },
    { key: 'win-even', stake: 10, win: 10 },
    { key: 'insurance', stake: 10, win: 10 },
    { key: 'push', stake: 20, win: 0 },
    { key: 'blackjack-vs-21', stake: 10, win: 15 },
    { key: 'blackjack-vs-blackjack', stake: 10, win: 0 },
    { key: 'doubled-vs-blackjack', stake: 10, win: 20 }, // the text: a dealer blackjack takes the double too
  ])('payout $key on $stake: $win (hand-worked)', ({ key, stake, win }) => {
    const dealt = deal(payoutDrill, key, 5);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), stake } };
    expect(payoutDrill.check(item, String(win)).correct).toBe(true);
    expect(payoutDrill.check(item, String(win + 1)).correct).toBe(false);
  });

  it('payout: a fraction of a chip is worked out in words', () => {
    const dealt = deal(payoutDrill, 'blackjack-odd', 5);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), stake: 5 } };
    expect(payoutDrill.check(item, '7').explanation).toBe(
      'Блекджек платит 3:2: 5 × 3/2 = 15/2 — доли фишки не выплачиваются: 7.',
    );
  });

  it('strategy: 11 against a ten hits under the text (a dealer blackjack takes the double); the cost is told', () => {
    const item = deal(strategyDrill, 'hard-11-10', 6);
    expect(strategyDrill.check(item, 'hit').correct).toBe(true);
    const wrong = strategyDrill.check(item, 'double');
    expect(wrong.correct).toBe(false);
    // The cost is the engine's EV of the best play less that of the play made, per unit bet.
    const evs = strategyFor(DEFAULT_RULES.blackjack).cells['hard-11-10']!.evs;
    expect(wrong.cost).toEqual({ value: evs.hit - evs.double! });
    expect(wrong.cost!.value).toBeGreaterThan(0);
    expect(strategyDrill.check(deal(strategyDrill, 'pair-8-6', 7), 'split').correct).toBe(true);
    expect(strategyDrill.check(deal(strategyDrill, 'hard-16-10', 8), 'hit').correct).toBe(true);
    // Two aces are never split under the text: the engine's reason, worded by @croupier/ru.
    const aces = strategyDrill.check(deal(strategyDrill, 'pair-A-6', 9), 'split');
    expect(aces.correct).toBe(false);
    expect(aces.explanation).toContain('Два туза разделять не разрешается.');
  });

  it('strategy: an item carries the engine’s EVs of its cell, per unit bet', () => {
    const item = deal(strategyDrill, 'soft-18-9', 1);
    const cell = strategyFor(DEFAULT_RULES.blackjack).cells['soft-18-9']!;
    expect(item.solution).toEqual({ answer: 'hit', evs: { ...cell.evs }, evUnit: 'bet' });
  });

  it('strategy: surrender is offered only where the rules offer it', () => {
    const late = withRules('blackjack', rulesOf('blackjack', 'casino', { surrender: 'late' }));
    const choices = (rules: typeof late) => {
      const item = deal(strategyDrill, 'hard-16-10', 1, rules);
      return item.answer.kind === 'choice' ? item.answer.choices.map((c) => c.id) : [];
    };
    expect(choices(DEFAULT_RULES)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(choices(late)).toEqual(['hit', 'stand', 'double', 'split', 'surrender']);
  });
});

describe('keys that follow the rules', () => {
  it('payout: no doubling into a dealer blackjack where the dealer peeks; no half chip where the table refuses one', () => {
    expect(keysUnder(payoutDrill)).toContain('doubled-vs-blackjack');
    expect(keysUnder(payoutDrill, CASINO)).not.toContain('doubled-vs-blackjack');
    const refuse = withRules('blackjack', rulesOf('blackjack', 'seed', { rounding: 'refuse' }));
    expect(keysUnder(payoutDrill, refuse)).not.toContain('blackjack-odd');
    const noInsurance = withRules('blackjack', rulesOf('blackjack', 'seed', { insurance: false }));
    expect(keysUnder(payoutDrill, noInsurance)).not.toContain('insurance');
  });
});

describe('key labels come from @croupier/ru', () => {
  it.each([
    [dealerDrill, 'soft-17', 'мягкая 17'],
    [doubleDrill, 'hard-9', 'жёсткая 9'],
    [splitDrill, 'pair-A', 'пара тузов'],
    [strategyDrill, 'pair-8-A', 'пара восьмёрок против туза'],
    [strategyDrill, 'soft-18-9', 'мягкая 18 против 9'],
  ] as const)('%#: %s → %s', (drill, key, label) => {
    expect(drill.keyLabel!(key)).toBe(label);
  });
});
