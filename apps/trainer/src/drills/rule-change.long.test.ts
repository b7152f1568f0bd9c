/**
 * The drills follow the engine when the rules change (issue 10): with each changed rule — the dealer
 * hits soft 17, doubling on 10–11 only, rounding up, the casino tableau, other stud fees, the casino's
 * craps bar — the same drill objects deal items whose answers are checked against the engine, called
 * here, and against an independent oracle from `packages/testkit/src/oracles/` or a naive reading written
 * here. Each change must move at least one answer, so a drill that ignored the rule would fail.
 */
import { describe, expect, it } from 'vitest';
import { bankerDraws, baccaratCardValue, baccaratPoint } from '@croupier/engine/baccarat';
import { analyse, blackjackValue, dealerHits, mayDouble, settleHand } from '@croupier/engine/blackjack';
import { orThrow, rational } from '@croupier/engine';
import { betSpec, resolveBet } from '@croupier/engine/craps';
import { adviseOrThrow, exchangeFee } from '@croupier/engine/stud';
import { naiveCoup, naiveReturn, rulesMdBankerDraws } from '@croupier/testkit/oracles/baccarat';
import { naiveBoxNet, naiveDealerDraws, naivePoints, naiveValue } from '@croupier/testkit/oracles/blackjack';
import { naiveOutcome } from '@croupier/testkit/oracles/craps';
import type { Drill, DrillItem } from '../drill.ts';
import type { RulesByGame } from '../rules/choice.ts';
import { bankerDrawsDrill } from './baccarat/banker-draws.ts';
import { payoutDrill as baccaratPayout } from './baccarat/payout.ts';
import { dealerDrill } from './blackjack/dealer-draws.ts';
import { doubleDrill } from './blackjack/double.ts';
import { payoutDrill as blackjackPayout } from './blackjack/payout.ts';
import { chartAnswer, strategyDrill } from './blackjack/strategy.ts';
import { cellKey } from '../analysis/strategy-table.ts';
import { comeOutDrill } from './craps/come-out.ts';
import { decisionDrill } from './stud/decision.ts';
import { feesDrill } from './stud/fees.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, strategyFor, withRules } from './test-helpers.ts';

/** Items of a drill for every key under some rules, a few seeds each. */
function items(drill: Drill, rules: RulesByGame, seeds = 3): DrillItem[] {
  return keysUnder(drill, rules).flatMap((key) =>
    Array.from({ length: seeds }, (_, s) => deal(drill, key, `${key}#${s}`, rules)),
  );
}

/** The item's answer, as the drill judges it: its solution, and the checker accepting it. */
function drillAnswer(drill: Drill, item: DrillItem): string {
  expect(drill.check(item, item.solution.answer).correct).toBe(true);
  return item.solution.answer;
}

const cards = (item: DrillItem, field = 'cards') => (item.data as Record<string, number[]>)[field]!;

describe('the dealer hits soft 17', () => {
  const S17 = DEFAULT_RULES;
  const H17 = withRules('blackjack', rulesOf('blackjack', 'seed', { dealerHitsSoft17: true }));

  it.each([
    ['stands on soft 17 (the text)', S17, false],
    ['hits soft 17', H17, true],
  ] as const)('«Крупье берёт карту?» %s: the engine’s dealerHits and the testkit’s dealer agree', (_n, rules, h17) => {
    for (const item of items(dealerDrill, rules)) {
      const hand = cards(item);
      const v = blackjackValue(hand);
      const want = dealerHits(rules.blackjack, v.total, v.soft) ? 'draw' : 'stand';
      expect(drillAnswer(dealerDrill, item)).toBe(want);
      expect(want).toBe(naiveDealerDraws(hand, h17) ? 'draw' : 'stand');
    }
    const soft17 = deal(dealerDrill, 'soft-17', 1, rules);
    expect(soft17.solution.answer).toBe(h17 ? 'draw' : 'stand');
  });

  it('the strategy drill grades by the engine’s analysis of the rules, and H17 moves the published cells', () => {
    // Six decks, a hole card, double any two, late surrender: Wizard of Odds' 4–8 deck charts say 11
    // against an ace hits under S17 and doubles under H17; A-8 against 6 stands under S17, doubles under
    // H17; under H17 a player surrenders 15 and 17 against an ace.
    const base = rulesOf('blackjack', 'casino', { surrender: 'late' });
    const published = [
      ['hard-11-A', 'hit', 'double'],
      ['soft-19-6', 'stand', 'double'],
      ['hard-15-A', 'hit', 'surrender'],
      ['hard-17-A', 'stand', 'surrender'],
    ] as const;
    for (const h17 of [false, true]) {
      const rules = withRules('blackjack', { ...base, dealerHitsSoft17: h17 });
      const g = analyse(rules.blackjack); // the engine, called here; the drill is handed the same analysis
      strategyFor(rules.blackjack, g);
      const keys = keysUnder(strategyDrill, rules);
      let asked = 0;
      for (const cell of g.cells) {
        const key = cellKey(cell.kind, cell.row, cell.up);
        if (!keys.includes(key)) continue; // hard 20 and soft 12 come only from pairs
        asked++;
        const item = deal(strategyDrill, key, key, rules);
        expect(drillAnswer(strategyDrill, item)).toBe(chartAnswer(cell.action));
        expect(item.solution.evs).toEqual({ ...cell.evs });
      }
      expect(asked).toBe(keys.length);
      for (const [key, s17, hits] of published)
        expect(deal(strategyDrill, key, 1, rules).solution.answer).toBe(h17 ? hits : s17);
    }
  });
});

describe('doubling on 10–11 only', () => {
  /** A naive reading: the first two cards total one of the totals, the ace as 1 or 11 (`doubleSoft`). */
  const naiveMayDouble = (hand: readonly number[], totals: readonly number[]) => {
    const hard = hand.map(naivePoints).reduce((a, b) => a + b, 0);
    // A Блекджек (an ace and a ten-value card) is paid at once and never doubled.
    if (hand.length === 2 && naiveValue(hand).total === 21) return false;
    return totals.includes(naiveValue(hand).total) || totals.includes(hard);
  };

  it.each([
    ['9, 10 or 11 (the text)', DEFAULT_RULES, [9, 10, 11]],
    ['10 or 11', withRules('blackjack', rulesOf('blackjack', 'seed', { doubleOn: '10-11' })), [10, 11]],
  ] as const)('«Можно ли удвоить?» on %s: the engine’s mayDouble and a naive sum agree', (_n, rules, totals) => {
    const answers = new Set<string>();
    // The two-card questions (the after-double items ask whether a doubled hand may draw: never).
    for (const item of items(doubleDrill, rules).filter((i) => !i.key.startsWith('after-double-'))) {
      const hand = cards(item);
      const want = mayDouble(rules.blackjack, hand).ok ? 'yes' : 'no';
      expect(drillAnswer(doubleDrill, item)).toBe(want);
      expect(want).toBe(naiveMayDouble(hand, totals) ? 'yes' : 'no');
      if (item.key === 'hard-9') answers.add(want);
    }
    expect([...answers]).toEqual([(totals as readonly number[]).includes(9) ? 'yes' : 'no']);
  });

  it('the strategy drill never doubles a hard 9 on 10–11', () => {
    const rules = withRules('blackjack', rulesOf('blackjack', 'seed', { doubleOn: '10-11' }));
    const g = analyse(rules.blackjack);
    strategyFor(rules.blackjack, g);
    for (const up of [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]) {
      const item = deal(strategyDrill, cellKey('hard', 9, up), up, rules);
      const cell = g.cells.find((c) => c.kind === 'hard' && c.row === 9 && c.up === up)!;
      expect(item.solution.answer).toBe(chartAnswer(cell.action));
      expect(item.solution.answer).not.toBe('double');
      expect(item.solution.evs!.double).toBeUndefined();
    }
  });
});

describe('rounding fractions of a chip up', () => {
  const UP = withRules('blackjack', rulesOf('blackjack', 'seed', { rounding: 'up' }));

  it.each([
    ['down (the text)', DEFAULT_RULES],
    ['up', UP],
  ] as const)(
    '«Сколько выиграл игрок?» rounding %s: the engine’s settleHand and the testkit’s settler agree',
    (_n, rules) => {
      for (const item of items(blackjackPayout, rules)) {
        if (item.key === 'insurance' || item.key === 'doubled-vs-blackjack') continue; // own questions, below
        const { stake } = item.data as { stake: number };
        const s = orThrow(settleHand(rules.blackjack, { cards: cards(item), stake }, cards(item, 'dealer')));
        // A lost hand asks what was lost.
        const lost = item.key === 'lose';
        expect(drillAnswer(blackjackPayout, item)).toBe(String(lost ? s.lost : s.won));
        const net = naiveBoxNet(
          rules.blackjack,
          {
            bet: stake,
            insurance: null,
            evenMoney: false,
            hands: [{ cards: cards(item), stake, fromSplit: false, surrendered: false }],
          },
          cards(item, 'dealer'),
        );
        expect(lost ? -net : Math.max(0, net)).toBe(lost ? s.lost : s.won);
      }
      // 3:2 on 5 is 7½: 7 rounded down, 8 rounded up.
      const odd = deal(blackjackPayout, 'blackjack-odd', 1, rules);
      const five: DrillItem = { ...odd, data: { ...(odd.data as object), stake: 5 } };
      expect(blackjackPayout.check(five, rules === UP ? '8' : '7').correct).toBe(true);
    },
  );

  it('baccarat: Банко 19:20 on a stake that is not a multiple of 20, rounded up, as the testkit settles it', () => {
    const up = withRules('baccarat', rulesOf('baccarat', 'casino', { rounding: 'up' }));
    for (const rules of [DEFAULT_RULES, up]) {
      for (const item of items(baccaratPayout, rules).filter((i) => i.key === 'banker-fraction')) {
        const { player, banker, stake } = item.data as { player: number[]; banker: number[]; stake: number };
        const order = [player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2), ...banker.slice(2)];
        const r = rules.baccarat;
        const back = naiveReturn(
          {
            banker: [r.bankerPays.pays, r.bankerPays.per],
            bankerSix: null,
            bankerThreeCardSevenPushes: false,
            player: [1, 1],
            tie: [8, 1],
            tiePushes: true,
            playerPair: null,
            bankerPair: null,
            eitherPair: null,
            perfectPair: null,
            perfectPairBoth: null,
            dragon7: null,
            panda8: null,
            rounding: r.rounding as 'down' | 'up',
          },
          'banker',
          stake,
          naiveCoup(r.tableau, order),
        )!;
        expect(drillAnswer(baccaratPayout, item)).toBe(String(back - stake));
        const exact = (stake * 19) / 20;
        expect(back - stake).toBe(rules === up ? Math.ceil(exact) : Math.floor(exact));
      }
    }
  });
});

describe('the casino tableau and the text’s', () => {
  it.each([
    ['casino', withRules('baccarat', rulesOf('baccarat', 'casino'))],
    ['seed', DEFAULT_RULES],
  ] as const)(
    '«Третья карта крупье» under the %s tableau: the engine’s bankerDraws and docs/rules.md agree',
    (tableau, rules) => {
      let differs = 0;
      for (const item of items(bankerDrawsDrill, rules, 1)) {
        const player = cards(item, 'player');
        const banker = cards(item, 'banker');
        const third = player.length === 3 ? baccaratCardValue(player[2]!) : null;
        const want = bankerDraws(rules.baccarat, baccaratPoint(banker), third) ? 'draw' : 'stand';
        expect(drillAnswer(bankerDrawsDrill, item)).toBe(want);
        expect(want).toBe(rulesMdBankerDraws(tableau, baccaratPoint(banker), third) ? 'draw' : 'stand');
        if (
          rulesMdBankerDraws('casino', baccaratPoint(banker), third) !==
          rulesMdBankerDraws('seed', baccaratPoint(banker), third)
        )
          differs++;
      }
      expect(differs).toBeGreaterThan(0); // the rows for 5 and 6 differ, and the drill asks them
    },
  );
});

describe('other stud fees', () => {
  const PER_CARD = withRules('stud', rulesOf('stud', 'seed', { feeTwoCards: { pays: 2, per: 1 } }));

  it.each([
    ['one and a half antes for two cards (the text)', DEFAULT_RULES, 3, 2],
    ['two antes for two cards', PER_CARD, 2, 1],
  ] as const)(
    '«АНТЕ и плата за обмен» at %s: the engine’s exchangeFee and a naive fee agree',
    (_n, rules, pays, per) => {
      for (const item of items(feesDrill, rules, 4).filter((i) => i.key === 'fee-2')) {
        const { ante } = item.data as { ante: number };
        expect(drillAnswer(feesDrill, item)).toBe(String(orThrow(exchangeFee(ante, 2, rules.stud))));
        expect(item.solution.answer).toBe(String(Math.ceil((ante * pays) / per))); // the text rounds a fee up
      }
    },
  );

  it('the decision drill values the options with the engine’s advice for the fees in play', () => {
    let moved = 0;
    for (const key of keysUnder(decisionDrill)) {
      const text = deal(decisionDrill, key, key);
      const perCard = deal(decisionDrill, key, key, PER_CARD);
      expect(perCard.data).toEqual(text.data); // the same hand: only the rules differ
      for (const [item, rules] of [
        [text, DEFAULT_RULES],
        [perCard, PER_CARD],
      ] as const) {
        const hand = cards(item, 'hand');
        const advice = adviseOrThrow(hand, rules.stud); // the engine, called here
        for (const o of advice.options) {
          const id =
            o.action === 'exchange'
              ? `x${o.discard
                  .map((c) => hand.indexOf(c))
                  .sort((a, b) => a - b)
                  .join('')}`
              : o.action;
          expect(item.solution.evs![id]).toBe(rational.toNumber(o.ev));
        }
        drillAnswer(decisionDrill, item);
      }
      if (perCard.solution.evs!.x01 !== text.solution.evs!.x01) moved++;
    }
    expect(moved).toBeGreaterThan(0); // a dearer two-card exchange is worth less
  });
});

describe('the casino’s craps bar', () => {
  it('«Выходной бросок»: a 12 pushes «Не проходит» at the casino, a 2 in the text — the engine and the testkit agree', () => {
    const casino = withRules('craps', rulesOf('craps', 'casino'));
    for (const rules of [DEFAULT_RULES, casino]) {
      for (const item of items(comeOutDrill, rules, 1)) {
        const { bet, dice } = item.data as { bet: 'pass' | 'dontPass'; dice: [number, number] };
        const kind = resolveBet(betSpec(bet)!, null, dice as never, rules.craps).kind;
        const o = naiveOutcome(bet, null, dice[0], dice[1], rules.craps);
        const want = kind === 'none' ? 'point' : kind;
        expect(drillAnswer(comeOutDrill, item)).toBe(want);
        expect(o.startsWith('win') ? 'win' : o === 'none' ? 'point' : o).toBe(want);
      }
      const bar = rules.craps.dontPassBar;
      expect(deal(comeOutDrill, `dontPass-${bar}`, 1, rules).solution.answer).toBe('push');
    }
  });
});
