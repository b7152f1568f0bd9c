import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  naiveCoup,
  naivePoint as point,
  naiveReturn,
  naiveValue as value,
  rulesMdBankerDraws,
  type NaivePaytable,
} from '@croupier/testkit/oracles/baccarat';
import type { DrillItem } from '../../drill.ts';
import type { RulesByGame } from '../../rules/choice.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, withRules } from '../test-helpers.ts';
import { bankerDrawsDrill } from './banker-draws.ts';
import { payoutDrill } from './payout.ts';
import { playerDrawsDrill } from './player-draws.ts';
import { shoeDrill } from './shoe.ts';
import { winnerDrill } from './winner.ts';

// The rules as docs/rules.md (baccarat) words them (testkit oracle, independent of the engine); the drills default to
// the text's tableau, the page's default, and the casino's is the trainee's other choice.
const data = (item: DrillItem) => item.data as { player: number[]; banker: number[] };
const TEXT = withRules('baccarat', rulesOf('baccarat', 'seed'));
const CASINO = withRules('baccarat', rulesOf('baccarat', 'casino'));

describe('does the banker draw: every tableau cell is a key', () => {
  it('has 88 keys: banker 0–7 × the player third card 0–9 or stood', () => {
    expect(keysUnder(bankerDrawsDrill)).toHaveLength(88);
  });

  const both = keysUnder(bankerDrawsDrill).flatMap((k) => [
    [k, 'seed', DEFAULT_RULES] as const,
    [k, 'casino', CASINO] as const,
  ]);
  it.each(both)('%s (%s tableau) deals the cell and judges it as docs/rules.md', (key, tableau, rules) => {
    const [, total, third] = key.split('-');
    for (const seed of [1, 2, 3]) {
      const item = deal(bankerDrawsDrill, key, `${key}-${seed}`, rules);
      const { player, banker } = data(item);
      expect(point(banker)).toBe(Number(total));
      expect(new Set([...player, ...banker]).size).toBe(player.length + banker.length);
      if (third === 'stood') {
        expect(player).toHaveLength(2);
        expect(point(player)).toBeGreaterThanOrEqual(6);
      } else {
        expect(player).toHaveLength(3);
        expect(point(player.slice(0, 2))).toBeLessThanOrEqual(5);
        expect(value(player[2]!)).toBe(Number(third));
      }
      const draws = rulesMdBankerDraws(tableau, Number(total), third === 'stood' ? null : Number(third));
      expect(bankerDrawsDrill.check(item, draws ? 'draw' : 'stand').correct).toBe(true);
      const wrong = bankerDrawsDrill.check(item, draws ? 'stand' : 'draw');
      expect(wrong).toMatchObject({ correct: false, ruleLink: '/baccarat/#tableau' });
    }
  });

  it('explains banker 3 against a player eight', () => {
    const item: DrillItem = {
      ...deal(bankerDrawsDrill, 'banker-3-8', 1, CASINO),
      data: { player: parseCardsOrThrow('2s 3h 8d'), banker: parseCardsOrThrow('Ks 3c') },
    };
    const v = bankerDrawsDrill.check(item, 'draw');
    expect(v.correct).toBe(false);
    expect(v.expected).toBe('Стоит');
    expect(v.explanation).toBe(
      'У крупье К♠ 3♣ — 3, третья карта игрока 8♦ — 8. При 3 очках крупье берёт карту, если третья карта игрока — не 8.',
    );
  });

  it('each item carries its rules: the text’s tableau by default (the page’s default), the casino’s when chosen', () => {
    expect(deal(bankerDrawsDrill, 'banker-5-4', 1).rules).toMatchObject({ tableau: 'seed' });
    expect(deal(bankerDrawsDrill, 'banker-5-4', 1, CASINO).rules).toMatchObject({ tableau: 'casino' });
  });

  it('a cell where the text differs says so', () => {
    const item: DrillItem = {
      ...deal(bankerDrawsDrill, 'banker-5-4', 1, CASINO),
      data: { player: parseCardsOrThrow('2s 3h 4d'), banker: parseCardsOrThrow('Ks 5c') },
    };
    expect(bankerDrawsDrill.check(item, 'draw').explanation).toBe(
      'У крупье К♠ 5♣ — 5, третья карта игрока 4♦ — 4. При 5 очках крупье берёт карту, только если третья карта игрока — 4, 5, 6 или 7. По тексту здесь наоборот.',
    );
  });
});

describe('the drills under the text’s rules', () => {
  it.each(['banker-5-4', 'banker-5-2', 'banker-6-6', 'banker-6-0', 'banker-3-8', 'banker-6-stood'])(
    '%s is graded by the text’s tableau',
    (key) => {
      const item = deal(bankerDrawsDrill, key, key, TEXT);
      const { player, banker } = data(item);
      const third = player.length === 3 ? value(player[2]!) : null;
      const draws = rulesMdBankerDraws('seed', point(banker), third);
      expect(bankerDrawsDrill.check(item, draws ? 'draw' : 'stand').correct).toBe(true);
      expect(item.rules).toMatchObject({ tableau: 'seed' });
    },
  );

  it('the text’s row 5, worded from the engine', () => {
    const item: DrillItem = {
      ...deal(bankerDrawsDrill, 'banker-5-4', 1, TEXT),
      data: { player: parseCardsOrThrow('2s 3h 4d'), banker: parseCardsOrThrow('Ks 5c') },
    };
    expect(bankerDrawsDrill.check(item, 'stand')).toMatchObject({
      correct: true,
      explanation:
        'У крупье К♠ 5♣ — 5, третья карта игрока 4♦ — 4. При 5 очках крупье берёт карту, если третья карта игрока — не 4, 5, 6 и не 7. В казино здесь наоборот.',
    });
  });

  it('who won: coups dealt under the text’s rules are the text’s coups (the naive walker agrees)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const item = deal(winnerDrill, 'third-player', seed, TEXT);
      const { player, banker } = data(item);
      expect(point(player)).toBeGreaterThan(point(banker));
      // Dealing the same cards in coup order, docs/rules.md's text tableau draws the same hands.
      const order = [player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2), ...banker.slice(2)];
      const c = naiveCoup('seed', order);
      expect([c.player, c.banker]).toEqual([player, banker]);
    }
  });
});

describe('key labels for the weak spots', () => {
  it.each([
    { drill: bankerDrawsDrill, key: 'banker-5-4', label: 'крупье 5 против 4' },
    { drill: bankerDrawsDrill, key: 'banker-6-stood', label: 'крупье 6, игрок стоял' },
    { drill: playerDrawsDrill, key: 'player-5', label: 'игрок 5' },
    { drill: winnerDrill, key: 'natural-tie', label: 'натуральная: ничья' },
    { drill: payoutDrill, key: 'banker-fraction', label: 'Банко с долей фишки' },
    { drill: payoutDrill, key: 'playerPair', label: 'Пара игрока' },
  ])('$key → «$label»', ({ drill, key, label }) => {
    expect(drill.keyLabel!(key)).toBe(label);
  });
});

describe('does the player draw', () => {
  it.each(keysUnder(playerDrawsDrill).map((k) => [k]))('%s', (key) => {
    const total = Number(key.split('-')[1]);
    const item = deal(playerDrawsDrill, key, key);
    const { player, banker } = data(item);
    expect(point(player)).toBe(total);
    expect(point(banker)).toBeLessThan(8);
    expect(playerDrawsDrill.check(item, total <= 5 ? 'draw' : 'stand').correct).toBe(true);
    expect(playerDrawsDrill.check(item, total <= 5 ? 'stand' : 'draw')).toMatchObject({
      correct: false,
      ruleLink: '/baccarat/#player-rule',
    });
  });
});

describe('who won', () => {
  it.each(keysUnder(winnerDrill).map((k) => [k]))('%s deals a coup of that kind, judged by the points', (key) => {
    const [how, who] = key.split('-');
    const item = deal(winnerDrill, key, key);
    const { player, banker } = data(item);
    const natural = point(player.slice(0, 2)) >= 8 || point(banker.slice(0, 2)) >= 8;
    expect(natural).toBe(how === 'natural');
    if (natural) expect(player.length + banker.length).toBe(4);
    const p = point(player);
    const b = point(banker);
    expect(p > b ? 'player' : b > p ? 'banker' : 'tie').toBe(who);
    expect(winnerDrill.check(item, who!).correct).toBe(true);
    expect(winnerDrill.check(item, who === 'tie' ? 'banker' : 'tie').correct).toBe(false);
  });
});

/** The testkit's paytable of engine rules. */
function paytableOf(r: RulesByGame['baccarat']): NaivePaytable {
  const p = (x: { pays: number; per: number } | null) => (x === null ? null : ([x.pays, x.per] as const));
  return {
    banker: p(r.bankerPays)!,
    bankerSix: p(r.bankerSixPays),
    bankerThreeCardSevenPushes: r.bankerThreeCardSevenPushes,
    player: p(r.playerPays)!,
    tie: p(r.tiePays)!,
    tiePushes: r.tiePushes,
    playerPair: p(r.playerPairPays),
    bankerPair: p(r.bankerPairPays),
    eitherPair: p(r.eitherPairPays),
    perfectPair: p(r.perfectPairPays),
    perfectPairBoth: p(r.perfectPairBothPays),
    dragon7: p(r.dragon7Pays),
    panda8: p(r.panda8Pays),
    rounding: r.rounding === 'refuse' ? 'down' : r.rounding,
  };
}

/** The winnings of an item by the testkit's naive settler. */
function naiveWinnings(item: DrillItem, r: RulesByGame['baccarat']): number {
  const { player, banker, bet, stake } = item.data as {
    player: number[];
    banker: number[];
    bet: string;
    stake: number;
  };
  const order = [player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2), ...banker.slice(2)];
  const back = naiveReturn(paytableOf(r), bet, stake, naiveCoup(r.tableau, order))!;
  return back === 0 ? 0 : back - stake;
}

describe('what a bet pays', () => {
  it.each([
    {
      bet: 'banker',
      stake: 25,
      win: '23',
      explanation: 'Банко платит 19:20: 25 × 19/20 = 95/4; доли фишки не выплачиваются: 23.',
    },
    { bet: 'banker', stake: 40, win: '38', explanation: 'Банко платит 19:20: 40 × 19/20 = 38.' },
  ])('$stake on $bet wins $win (worked by hand)', ({ bet, stake, win, explanation }) => {
    const dealt = deal(payoutDrill, 'banker-whole', 1);
    const item: DrillItem = { ...dealt, data: { ...(dealt.data as object), bet, stake } };
    expect(payoutDrill.check(item, win)).toMatchObject({
      correct: true,
      expected: win,
      explanation,
      ruleLink: '/baccarat/#payouts',
    });
    expect(payoutDrill.check(item, String(Number(win) + 1)).correct).toBe(false);
    expect(payoutDrill.check(item, `${win}.5`).correct).toBe(false);
  });

  const tables: [string, RulesByGame][] = [
    ['casino', CASINO],
    ['text (the default)', DEFAULT_RULES],
    [
      'commission-free',
      withRules(
        'baccarat',
        rulesOf('baccarat', 'casino', { bankerPays: { pays: 1, per: 1 }, bankerSixPays: { pays: 1, per: 2 } }),
      ),
    ],
    [
      'EZ',
      withRules(
        'baccarat',
        rulesOf('baccarat', 'casino', {
          bankerPays: { pays: 1, per: 1 },
          bankerThreeCardSevenPushes: true,
          dragon7Pays: { pays: 40, per: 1 },
          panda8Pays: { pays: 25, per: 1 },
        }),
      ),
    ],
  ];
  it.each(tables)(
    'every key of the %s table deals a coup its bet wins and pays what the naive settler pays',
    (_name, rules) => {
      for (const key of keysUnder(payoutDrill, rules)) {
        for (const seed of [1, 2]) {
          const item = deal(payoutDrill, key, `${key}-${seed}`, rules);
          const { bet, stake } = item.data as { bet: string; stake: number };
          expect(bet).toBe(key.startsWith('banker') ? 'banker' : key);
          if (key === 'banker-whole')
            expect((stake * rules.baccarat.bankerPays.pays) % rules.baccarat.bankerPays.per).toBe(0);
          if (key === 'banker-fraction') expect((stake * 19) % 20).not.toBe(0);
          const want = naiveWinnings(item, rules.baccarat);
          if (key === 'banker-seven') expect(want).toBe(0);
          else expect(want).toBeGreaterThan(0);
          expect(item.solution.answer).toBe(String(want));
          expect(payoutDrill.check(item, String(want)).correct).toBe(true);
        }
      }
    },
  );

  it('asks about the side bets a table offers, and only those', () => {
    // The text has no side bets (docs/rules.md, baccarat: side bets and the cut card); the casino's table offers the pairs.
    expect(keysUnder(payoutDrill, CASINO)).toEqual([
      'banker-whole',
      'banker-fraction',
      'player',
      'tie',
      'playerPair',
      'bankerPair',
    ]);
    expect(keysUnder(payoutDrill)).toEqual(['banker-whole', 'banker-fraction', 'player', 'tie']);
  });
});

// The text: «В игре участвует шесть либо восемь карточных колод, количество которых составляет пятьдесят две
// игровые карты в каждой»; «принимать участие могут до четырнадцати человек играющих и трое крупье».
describe('the shoe and the table, as the text says', () => {
  it('asks the shoe, its cards for six and for eight decks, the seats and the croupiers', () => {
    expect(keysUnder(shoeDrill)).toEqual(['decks', 'cards-6', 'cards-8', 'seats', 'croupiers']);
  });

  it.each([
    { key: 'decks', right: '6-8', wrong: '4', expected: 'Шесть или восемь колод' },
    { key: 'cards-6', right: String(6 * 52), wrong: '52', expected: '312' },
    { key: 'cards-8', right: String(8 * 52), wrong: '312', expected: '416' },
    { key: 'seats', right: '14', wrong: '15', expected: '14' },
    { key: 'croupiers', right: '3', wrong: '1', expected: '3' },
  ])('$key: $right', ({ key, right, wrong, expected }) => {
    for (const rules of [DEFAULT_RULES, CASINO]) {
      const item = deal(shoeDrill, key, 1, rules);
      expect(item.solution.answer).toBe(right);
      expect(shoeDrill.check(item, right)).toMatchObject({ correct: true, expected, ruleLink: '/baccarat/#table' });
      expect(shoeDrill.check(item, wrong).correct).toBe(false);
    }
  });

  it('the shoe question offers the text’s answer among others, and marks it', () => {
    const item = deal(shoeDrill, 'decks', 1);
    expect(item.answer.kind === 'choice' && item.answer.choices.map((c) => c.id)).toEqual(['1', '2', '4', '6-8']);
    expect(shoeDrill.check(item, '1')).toMatchObject({
      correct: false,
      expectedAnswer: '6-8',
      explanation:
        'По тексту «в игре участвует шесть либо восемь карточных колод», по 52 карты в каждой: 6\u00a0колод — 312 карт, 8\u00a0колод — 416 карт.',
    });
  });
});
