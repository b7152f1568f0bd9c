import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { seededRng } from '@croupier/engine/rng';
import { adviseOrThrow, type StudRules } from '@croupier/engine/stud';
import { naiveStudCategory, naiveStudSettle } from '@croupier/testkit/oracles/stud';
import type { DrillItem } from '../../drill.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, withRules } from '../test-helpers.ts';
import { compareDrill } from './compare.ts';
import { handOf } from './deal.ts';
import { decisionDrill } from './decision.ts';
import { feesDrill } from './fees.ts';
import { nameDrill } from './name.ts';
import { payoutDrill } from './payout.ts';
import { qualifyDrill } from './qualify.ts';
import { optionsDrill } from './options.ts';
import { drills } from './index.ts';
import { studTermSlips } from '@croupier/ru';

// The naive namer of the testkit (counts ranks and suits, apart from the engine).
const naiveName = naiveStudCategory;
const cardsOf = (item: DrillItem, f: string) => (item.data as Record<string, number[]>)[f]!;

describe('stud drills', () => {
  it.each(keysUnder(nameDrill).map((k) => [k]))('handOf(%s) deals that combination (naive check)', (key) => {
    const rng = seededRng(key);
    for (let i = 0; i < 20; i++) expect(naiveName(handOf(key as never, rng))).toBe(key);
  });

  it('name: the checker accepts the naive name and rejects another', () => {
    const item = deal(nameDrill, 'fullHouse', 1);
    expect(nameDrill.check(item, naiveName(cardsOf(item, 'hand'))).correct).toBe(true);
    expect(nameDrill.check(item, 'flush').correct).toBe(false);
  });

  it('compare: equal ranks are equal hands, whatever the suits', () => {
    for (let i = 0; i < 10; i++) expect(compareDrill.check(deal(compareDrill, 'tie', i), 'tie').correct).toBe(true);
  });

  it.each([
    ['aceKing', 'yes', 'no'],
    ['aceQueen', 'no', 'no'],
    ['kingHigh', 'no', 'no'],
    ['pair', 'yes', 'yes'],
    ['no-wrap', 'yes', 'no'], // Д-К-Т-2-3 is no straight, but it holds an ace and a king
    ['wheel', 'yes', 'yes'], // 5-4-3-2-Т is a straight
  ])('qualify %s: %s from Туз-Король, %s from a pair', (key, aceKing, pair) => {
    expect(qualifyDrill.check(deal(qualifyDrill, key, key), aceKing).correct).toBe(true);
    const fromPair = withRules('stud', rulesOf('stud', 'seed', { qualifier: 'pair' }));
    expect(qualifyDrill.check(deal(qualifyDrill, key, key, fromPair), pair).correct).toBe(true);
  });

  it.each([
    // key, what the player nets per ante (hand-worked from the paytable: ante 1:1 + 2 × pays)
    ['no-game', 1],
    ['lose', -3],
    ['push', 0],
    ['aceKing', 3],
    ['pair', 3],
    ['twoPair', 5],
    ['threeOfAKind', 7],
    ['straight', 9],
    ['flush', 11],
    ['fullHouse', 15],
    ['fourOfAKind', 41],
    ['straightFlush', 101], // 1 + 2 × 50
    ['royalFlush', 201], // 1 + 2 × 100
  ])('payout %s nets %d antes', (key, perAnte) => {
    const item = deal(payoutDrill, key, key);
    const ante = (item.data as { ante: number }).ante;
    expect(payoutDrill.check(item, String(perAnte * ante)).correct).toBe(true);
    if (perAnte < 0) expect(payoutDrill.check(item, `−${-perAnte * ante}`).correct).toBe(true);
  });

  it('payout: the explanation names the combination in Russian and works the raise out (full house, ante 10: 20 × 7 = 140)', () => {
    const dealt = deal(payoutDrill, 'fullHouse', 'fullHouse-10');
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), ante: 10 } };
    const v = payoutDrill.check(item, '150');
    expect(v.correct).toBe(true);
    expect(v.explanation).toBe(
      'Дилер играет и проигрывает: АНТЕ 1:1 (10\u00a0фишек) и СТАВКА по таблице, Фулл 7:1 (20 × 7 = 140\u00a0фишек).',
    );
  });

  it('payout: every key’s net is the naive settler’s, under the text’s paytable and another', () => {
    const other = withRules(
      'stud',
      rulesOf('stud', 'seed', {
        paytable: { ...DEFAULT_RULES.stud.paytable, fullHouse: { pays: 8, per: 1 }, flush: { pays: 6, per: 1 } },
      }),
    );
    for (const rules of [DEFAULT_RULES, other]) {
      for (const key of keysUnder(payoutDrill, rules)) {
        const item = deal(payoutDrill, key, key, rules);
        const { player, dealer, ante } = item.data as { player: number[]; dealer: number[]; ante: number };
        const naive = naiveStudSettle({ player, dealer, ante, raised: true }, rules.stud);
        expect(item.solution.answer).toBe(String(naive.net));
      }
    }
  });

  it('decision: the feedback prices the exchange in the text’s words («полтора АНТЕ», not «полторы»)', () => {
    const item = deal(decisionDrill, 'pair', 3);
    expect(decisionDrill.check(item, 'fold').explanation).toContain(
      'Обмен: замена одной карты — одно АНТЕ, двух — полтора АНТЕ.',
    );
  });

  it('name: the choices and the feedback name combinations in Russian, never by their ids', () => {
    const item = deal(nameDrill, 'fullHouse', 2);
    const v = nameDrill.check(item, 'flush');
    expect(v.expected).toBe('Фулл');
    expect(v.explanation).not.toMatch(/[A-Za-z]{3}/u);
    expect(item.answer.kind === 'choice' && item.answer.choices.map((c) => c.label)).toContain('Туз-Король');
  });

  it('decision: the best option is judged right, a worse one shows its EV cost, and the item carries every EV', () => {
    const item = deal(decisionDrill, 'flush-draw', 11);
    expect(item.solution.evUnit).toBe('ante');
    const ids = item.answer.kind === 'choice' ? item.answer.choices.map((c) => c.id) : [];
    expect(Object.keys(item.solution.evs!).sort()).toEqual([...ids].sort());
    const best = item.solution.answer;
    expect(decisionDrill.check(item, best).correct).toBe(true);
    const worst = ids.reduce((a, b) => (item.solution.evs![b]! < item.solution.evs![a]! ? b : a));
    // The cost is exact: the engine's advice for the hand, best EV less the chosen one, as a fraction.
    const { hand } = item.data as { hand: number[] };
    const advice = adviseOrThrow(hand, item.rules as StudRules);
    const evOf = (id: string) =>
      advice.options.find(
        (o) =>
          (o.action === 'exchange'
            ? `x${o.discard
                .map((c) => hand.indexOf(c))
                .sort()
                .join('')}`
            : o.action) === id,
      )!.ev;
    const want = rational.sub(advice.best.ev, evOf(worst));
    expect(decisionDrill.check(item, worst).cost).toEqual({
      value: rational.toNumber(want),
      exact: rational.toFractionString(want),
    });
    // Folding loses the ante, exactly −1 (the rules); its cost is the best EV plus one ante.
    expect(evOf('fold')).toEqual(rational.frac(-1));
    expect(decisionDrill.check(item, 'fold').cost!.exact).toBe(
      rational.toFractionString(rational.add(advice.best.ev, rational.ONE)),
    );
    expect(decisionDrill.check(item, best).cost).toEqual({ value: 0, exact: '0/1' });
  });

  it('decision: the choices follow the exchange the rules allow', () => {
    const choices = (overrides: Record<string, unknown>) => {
      const item = deal(decisionDrill, 'pair', 1, withRules('stud', rulesOf('stud', 'seed', overrides)));
      return item.answer.kind === 'choice' ? item.answer.choices.length : 0;
    };
    expect(choices({})).toBe(2 + 5 + 10);
    expect(choices({ maxExchange: 1 })).toBe(2 + 5);
    expect(choices({ maxExchange: 0 })).toBe(2);
    expect(choices({ upCards: 1, maxExchange: 0 })).toBe(2);
  });
});

describe('the ante and the exchange fees', () => {
  it.each([
    // balance → the largest ante: ante + 2 × ante ≤ balance (the text's raise is two antes)
    [100, 33],
    [99, 33],
    [20, 6],
    [300, 100],
  ])('a balance of %i allows an ante of %i', (balance, ante) => {
    const item: DrillItem = { ...deal(feesDrill, 'max-ante', 1), data: { balance, ante: 0 } };
    expect(feesDrill.check(item, String(ante))).toMatchObject({ correct: true, ruleLink: '/poker/#exchange' });
  });

  it.each([
    // ante, cards, fee: one ante for a card; one and a half for two, rounded up (the text, feeRounding up)
    [10, 1, 10],
    [10, 2, 15],
    [7, 2, 11],
  ])('ante %i, %i card(s): %i', (ante, count, fee) => {
    const item: DrillItem = { ...deal(feesDrill, `fee-${count}`, 1), data: { balance: 0, ante } };
    expect(feesDrill.check(item, String(fee)).correct).toBe(true);
  });

  it.each([
    // ante 10, raise 20; the balance after the ante → the most cards: two need 15 + 20, one needs 10 + 20
    [35, 2],
    [34, 1],
    [30, 1],
    [29, 0],
  ])('ante 10 with %i left: %i cards', (balance, cards) => {
    const item: DrillItem = { ...deal(feesDrill, 'exchange', 1), data: { balance, ante: 10 } };
    expect(feesDrill.check(item, String(cards)).correct).toBe(true);
  });

  it('the keys follow the exchange the rules allow', () => {
    expect(keysUnder(feesDrill)).toEqual(['max-ante', 'fee-1', 'fee-2', 'exchange']);
    expect(keysUnder(feesDrill, withRules('stud', rulesOf('stud', 'casino')))).toEqual([
      'max-ante',
      'fee-1',
      'exchange',
    ]);
    expect(keysUnder(feesDrill, withRules('stud', rulesOf('stud', 'seed', { maxExchange: 0 })))).toEqual(['max-ante']);
  });
});

describe('the text’s worked payout and the decisions', () => {
  // «Если ставка АНТЕ - 10 (основная СТАВКА - 20), общий выигрыш игрока, у которого выпал Фулл, составит
  // 150. За Флеш-Рояль игроку будет выплачено 2010.»
  it('payout «worked»: АНТЕ 10 and a Фулл (150) or a Флеш-Рояль (2010), both coming up, quoted in the feedback', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const item = deal(payoutDrill, 'worked', `worked-${i}`);
      const { player, ante } = item.data as { player: number[]; ante: number };
      const category = naiveName(player);
      const want = category === 'fullHouse' ? 150 : category === 'royalFlush' ? 2010 : NaN;
      expect([ante, item.solution.answer]).toEqual([10, String(want)]);
      const v = payoutDrill.check(item, String(want));
      expect(v.correct).toBe(true);
      expect(v.explanation).toContain(want === 150 ? 'составит 150»' : 'будет выплачено 2010»');
      seen.set(category, (seen.get(category) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['fullHouse', 'royalFlush']);
  });

  it('payout: the royal and straight flushes are asked under the text’s rules', () => {
    expect(keysUnder(payoutDrill)).toEqual(expect.arrayContaining(['royalFlush', 'straightFlush', 'worked']));
  });

  it.each([
    // key, the engine's decisions under the text's rules with 1000 chips (hand-worked from the text)
    ['dealt', 'all'], // all three decisions
    ['exchanged', 'fold-raise'], // «Других альтернатив уже нет»: decisions 1 and 2
  ])('options %s: %s, every time', (key, want) => {
    for (let i = 0; i < 12; i++) {
      const item = deal(optionsDrill, key, `${key}-${i}`);
      expect(item.solution.answer).toBe(want);
      expect(optionsDrill.check(item, want).correct).toBe(true);
    }
  });

  it('options «exchanged»: the feedback quotes the text, and the hand is the one after the exchange', () => {
    const item = deal(optionsDrill, 'exchanged', 3);
    const v = optionsDrill.check(item, 'all');
    expect(v).toMatchObject({ correct: false, expected: 'Только сдаться или играть', ruleLink: '/poker/#decisions' });
    expect(v.explanation).toContain('Других альтернатив уже нет');
  });

  it.each([
    // chips before an АНТЕ of 10 (СТАВКА 20; one card 10, two 15: the text's «полтора АНТЕ»), the answer
    [1000, 'all'],
    [45, 'all'], // 35 left = 15 + 20
    [44, 'one'], // 34 left: one card (10 + 20), not two
    [40, 'one'],
    [39, 'fold-raise'], // 29 left < 10 + 20: no exchange
    [30, 'fold-raise'],
  ])('options with %i chips and АНТЕ 10: %s', (balance, want) => {
    const dealt = deal(optionsDrill, 'short', balance);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), balance, ante: 10, discard: [] } };
    const v = optionsDrill.check(item, want);
    expect(v.correct).toBe(true);
    if (want === 'fold-raise') expect(v.explanation).toMatch(/Обмен запрещён/u);
    if (want === 'one') expect(v.explanation).toMatch(/Обмен ограничен одной картой/u);
  });

  it.each([
    // АНТЕ, cards exchanged before the fold, the net: the АНТЕ lost and the fee (one АНТЕ a card, one and
    // a half for two, rounded up)
    [10, 0, -10],
    [10, 1, -20],
    [10, 2, -25],
    [7, 2, -18],
  ])('options fold: АНТЕ %i after %i card(s) nets %i, as the naive settler says', (ante, count, net) => {
    const dealt = deal(optionsDrill, 'fold', `fold-${ante}-${count}`);
    const discard = [0, 1].slice(0, count);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), balance: 1000, ante, discard } };
    const fees = count === 0 ? 0 : count === 1 ? ante : Math.ceil((3 * ante) / 2);
    expect(Number(naiveStudSettle({ player: [], dealer: [], ante, raised: false, fees }, DEFAULT_RULES.stud).net)).toBe(
      net,
    );
    const v = optionsDrill.check(item, String(net));
    expect(v.correct).toBe(true);
    expect(v.explanation).toContain('Ставка АНТЕ тут же теряется');
    expect(optionsDrill.check(item, String(-ante - 1)).correct).toBe(false);
  });

  it('options: the keys follow the exchange the rules allow', () => {
    expect(keysUnder(optionsDrill)).toEqual(['dealt', 'exchanged', 'short', 'fold']);
    expect(keysUnder(optionsDrill, withRules('stud', rulesOf('stud', 'seed', { upCards: 1, maxExchange: 0 })))).toEqual(
      ['dealt', 'fold'],
    );
    const item = deal(
      optionsDrill,
      'dealt',
      1,
      withRules('stud', rulesOf('stud', 'seed', { upCards: 1, maxExchange: 0 })),
    );
    expect(item.solution.answer).toBe('fold-raise');
  });

  it('every stud drill speaks the text’s terms (АНТЕ, полтора АНТЕ, Туз-Король, сдаться, СТАВКА)', () => {
    const texts: string[] = [];
    for (const drill of drills) {
      for (const key of keysUnder(drill)) {
        const item = deal(drill, key, `terms-${key}`);
        texts.push(item.prompt, ...(item.context ?? []));
        if (item.answer.kind === 'choice') texts.push(...item.answer.choices.map((c) => c.label));
        const v = drill.check(item, item.answer.kind === 'choice' ? (item.answer.choices[0]?.id ?? '') : '0');
        texts.push(v.explanation, v.expected);
      }
    }
    expect(texts.flatMap((t) => studTermSlips(t))).toEqual([]);
  });
});
