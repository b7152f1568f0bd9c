import { describe, expect, it } from 'vitest';
import { naiveDealerDraws, naivePoints, naiveValue } from '@croupier/testkit/oracles/blackjack';
import type { DrillItem } from '../../drill.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, strategyFor, withRules } from '../test-helpers.ts';
import { dealerDrill } from './dealer-draws.ts';
import { doubleDrill } from './double.ts';
import { drills } from './index.ts';
import { payoutDrill } from './payout.ts';
import { insuranceDrill } from './insurance.ts';
import { splitDrill } from './split.ts';
import { spotDrill } from './spot.ts';
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
  it('double: yes exactly on first-two-card totals 9, 10, 11, the ace counted 1 or 11 (a naive sum), never a Блекджек', () => {
    const twoCardKeys = keysUnder(doubleDrill).filter((k) => !k.startsWith('after-double-'));
    expect(twoCardKeys).toContain('natural');
    for (const key of twoCardKeys) {
      const item = deal(doubleDrill, key, key);
      const cards = item.hands![0]!.cards;
      const { total } = naiveValue(cards);
      const aceAsOne = values(cards).reduce((a, b) => a + b, 0);
      const inRange = (t: number) => t >= 9 && t <= 11;
      // «Туз и любая карта достоинством в 10 очков … Блекджек»: paid at once, not a soft 11 to double.
      const natural = cards.length === 2 && total === 21;
      const want = !natural && (inRange(total) || inRange(aceAsOne)) ? 'yes' : 'no';
      expect(doubleDrill.check(item, want).correct, key).toBe(true);
    }
  });

  it.each([
    ['the text', DEFAULT_RULES],
    ['the casino (any two cards)', CASINO],
  ])(
    'double: «игрок получает еще одну карту, после чего сдача карт заканчивается» — no card after a double, under %s',
    (_n, rules) => {
      const keys = keysUnder(doubleDrill, rules).filter((k) => k.startsWith('after-double-'));
      expect(keys).toEqual(['after-double-9', 'after-double-10', 'after-double-11']);
      for (const key of keys)
        for (const seed of [1, 2, 3]) {
          const item = deal(doubleDrill, key, `${key}-${seed}`, rules);
          const player = item.hands![1]!.cards;
          expect(player).toHaveLength(3);
          expect(values(player.slice(0, 2)).reduce((a, b) => a + b, 0)).toBe(Number(key.slice(13)));
          expect(item.solution.answer).toBe('no');
          const v = doubleDrill.check(item, 'yes');
          expect(v.correct).toBe(false);
          expect(v.explanation).toContain('ровно одну карту');
        }
    },
  );

  it('double: a Блекджек is refused with the engine’s reason', () => {
    const item = deal(doubleDrill, 'natural', 4);
    expect(doubleDrill.check(item, 'yes').explanation).toMatch(
      /Это Блекджек — он оплачивается сразу и не удваивается/u,
    );
  });

  it.each([
    // The text: «не может сделать это еще раз» — never; the casino resplits to four hands, aces aside.
    { name: 'the text', rules: DEFAULT_RULES, values: 9, want: (_v: number): string => 'no' },
    { name: 'the casino', rules: CASINO, values: 10, want: (v: number): string => (v === 1 ? 'no' : 'yes') },
  ])('split: a pair after the split, under $name (hand-worked)', ({ rules, values: count, want }) => {
    const keys = keysUnder(splitDrill, rules).filter((k) => k.startsWith('resplit-'));
    expect(keys).toHaveLength(count);
    for (const key of keys) {
      const item = deal(splitDrill, key, key, rules);
      const [a, b] = values(item.hands![0]!.cards);
      expect(a).toBe(b);
      expect(item.hands).toHaveLength(2);
      expect(splitDrill.check(item, want(a!)).correct, key).toBe(true);
    }
    if (count === 9)
      expect(splitDrill.check(deal(splitDrill, 'resplit-8', 1), 'yes').explanation).toContain(
        'Разделить можно только один раз.',
      );
  });

  it.each([
    // «Страховка приобретается за половинную стоимость начальной ставки»: exactly half; an odd bet is not
    // insured (docs/rules.md, Blackjack: Insurance). Hand-worked from the bet in each item.
    ['cost-even', (bet: number) => String(bet / 2)],
    ['cost-odd', () => 'none'],
  ] as const)('insurance %s: the engine’s price is half the bet, or none on an odd bet', (key, want) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const item = deal(insuranceDrill, key, `${key}-${seed}`);
      const bet = (item.data as { bet: number }).bet;
      expect(bet % 2).toBe(key === 'cost-even' ? 0 : 1);
      expect(item.solution.answer).toBe(want(bet));
      expect(insuranceDrill.check(item, want(bet)).correct).toBe(true);
      if (item.answer.kind !== 'choice') throw new Error('not a choice');
      expect(item.answer.choices.map((c) => c.id)).toContain(want(bet));
    }
    const odd = deal(insuranceDrill, 'cost-odd', 'explained');
    expect(insuranceDrill.check(odd, String(Math.floor((odd.data as { bet: number }).bet / 2))).explanation).toMatch(
      /нечётная.*при чётной ставке/u,
    );
  });

  it('insurance: lost without a dealer Блекджек; with one it wins 2:1 — the original bet (hand-worked)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const lost = deal(insuranceDrill, 'lost', `lost-${seed}`);
      const dealer = lost.hands![0]!.cards;
      expect(naiveValue(dealer).total === 21).toBe(false);
      expect(insuranceDrill.check(lost, 'lose').correct).toBe(true);
      expect(insuranceDrill.check(lost, 'win').correct).toBe(false);
      const won = deal(insuranceDrill, 'won', `won-${seed}`);
      const { bet, insurance } = won.data as { bet: number; insurance: number };
      expect(insurance * 2).toBe(bet);
      expect(naiveValue(won.hands![0]!.cards).total).toBe(21);
      expect(insuranceDrill.check(won, String(bet)).correct).toBe(true);
      expect(insuranceDrill.check(won, String(insurance)).correct).toBe(false);
    }
  });

  it('insurance: where it is not offered, the price is «не предлагают» and nothing else is asked', () => {
    const none = withRules('blackjack', rulesOf('blackjack', 'seed', { insurance: false }));
    expect(keysUnder(insuranceDrill, none)).toEqual(['cost-even', 'cost-odd']);
    const item = deal(insuranceDrill, 'cost-even', 1, none);
    expect(item.solution.answer).toBe('none');
    expect(insuranceDrill.check(item, 'none').explanation).toBe('Страховку за этим столом не предлагают.');
  });

  it.each([
    [
      'the text: no hole card, the dealer takes his second card after the player',
      DEFAULT_RULES,
      0,
      /^Крупье берёт себе вторую карту/u,
    ],
    ['the casino: a hole card, turned over', CASINO, 1, /^Крупье открывает вторую карту/u],
  ] as const)('spot: the deal as the table deals it — %s', (_n, rules, hidden, second) => {
    for (const key of keysUnder(spotDrill, rules))
      for (const seed of [1, 2]) {
        const item = deal(spotDrill, key, `${key}-${seed}`, rules);
        if (item.answer.kind !== 'spot') throw new Error('not a spot item');
        const [first, next] = item.answer.steps;
        const dealerShown = first!.hands![1]!;
        expect(dealerShown.cards).toHaveLength(1);
        expect(dealerShown.hidden ?? 0).toBe(hidden);
        expect(first!.text).toMatch(hidden === 0 ? /одна крупье/u : /одна карта закрыта/u);
        expect(next!.text).toMatch(second);
      }
  });

  it('double: a refusal is worded by @croupier/ru from the engine’s reason', () => {
    const item = deal(doubleDrill, 'hard-12', 1);
    expect(doubleDrill.check(item, 'yes').explanation).toMatch(
      /Удвоить можно только при сумме первых двух карт 9, 10 или 11, а здесь 12\.$/u,
    );
  });

  it('split: equal values only, never aces; J+K is a pair', () => {
    for (const key of keysUnder(splitDrill).filter((k) => !k.startsWith('resplit-'))) {
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
    { key: 'lose', stake: 20, win: 20 }, // «игрок проигрывает, и его ставка теряется»: the stake, 20
    { key: 'blackjack-vs-21', stake: 10, win: 15 },
    { key: 'blackjack-vs-blackjack', stake: 10, win: 0 },
    { key: 'doubled-vs-blackjack', stake: 10, win: 20 }, // the text: a dealer blackjack takes the double too
  ])('payout $key on $stake: $win (hand-worked)', ({ key, stake, win }) => {
    const dealt = deal(payoutDrill, key, 5);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), stake } };
    expect(payoutDrill.check(item, String(win)).correct).toBe(true);
    expect(payoutDrill.check(item, String(win + 1)).correct).toBe(false);
  });

  it.each([[1], [2], [3], [4], [5], [6]])(
    'payout lose (seed %i): both stopped, the player’s total the smaller; the stake is the answer',
    (seed) => {
      const item = deal(payoutDrill, 'lose', seed);
      const [player, dealer] = item.hands!.map((h) => naiveValue(h.cards).total);
      // «сумма карт игрока меньше суммы карт крупье»; the dealer stands (17 or more), no bust.
      expect(player).toBeLessThan(dealer!);
      expect(dealer).toBeGreaterThanOrEqual(17);
      expect(dealer).toBeLessThanOrEqual(21);
      const { stake } = item.data as { stake: number };
      expect(item.solution.answer).toBe(String(stake));
      expect(payoutDrill.check(item, String(stake)).explanation).toContain('его ставка теряется');
    },
  );

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
