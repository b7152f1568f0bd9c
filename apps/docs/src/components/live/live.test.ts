import { describe, expect, it } from 'vitest';
import { applyAllToRound, currentState, startRound } from '@croupier/ui';
import { blackjackGame, resolveRulesOrThrow as bjRules, type BlackjackState } from '@croupier/engine/blackjack';
import { baccaratGame, resolveRulesOrThrow as bacRules, type BaccaratState } from '@croupier/engine/baccarat';
import { canExchange, studGame, resolveRulesOrThrow as studRules, type StudState } from '@croupier/engine/stud';
import { naiveStudSettle } from '@croupier/testkit/oracles/stud';
import { studErrorRu } from '@croupier/ru';
import { crapsGame, resolveRulesOrThrow as crapsRules } from '@croupier/engine/craps';
import type { Card } from '@croupier/engine/cards';
import { betAction, coupSetup, nextAction } from '../baccarat/coupSteps';
import {
  BJ_BET,
  BJ_BOX,
  BJ_LINE,
  bacSeeds,
  bjOpening,
  bjSeeds,
  bjSetup,
  crapsSeeds,
  crapsSetup,
  CRAPS_SEAT,
  rollToDecision,
  STUD_OPENING,
  studNoGameSeeds,
  studSetup,
  type BjScenario,
} from './scenarios';
import { STUD_DEALS, studDealSeeds, studDealSetup, type StudDeal } from './studDeals';
import { exampleCaption, splitRefusalRu } from './bjExample';

// Independent readings of the cards, from the texts (not the engine's valuation): a card is rank·4 + suit,
// ranks 0…12 are two … ace.
const rank = (c: Card) => c >> 2;
const bjPoints = (c: Card) => (rank(c) === 12 ? 11 : Math.min(rank(c) + 2, 10));
const bjTotal = (cards: readonly Card[]) => {
  let t = cards.reduce((a, c) => a + bjPoints(c), 0);
  for (let aces = cards.filter((c) => rank(c) === 12).length; t > 21 && aces > 0; aces--) t -= 10;
  return t;
};
const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && bjTotal(cards) === 21;
// Baccarat: «дама, король, десятка, валет — дают ноль очков; туз приносит одно очко».
const bacValue = (c: Card) => (rank(c) === 12 ? 1 : rank(c) >= 8 ? 0 : rank(c) + 2);
const bacPoint = (cards: readonly Card[]) => cards.reduce((a, c) => a + bacValue(c), 0) % 10;

const BJ = bjRules({ preset: 'seed' });
function bjPlayed(scenario: BjScenario, seed: number) {
  const start = startRound(blackjackGame, BJ, bjSetup, seed);
  if (!start.ok) throw new Error('refused');
  const dealt = applyAllToRound(blackjackGame, start.round, bjOpening(BJ_BET[scenario]));
  const end = applyAllToRound(blackjackGame, dealt, BJ_LINE[scenario]);
  const d = currentState(dealt) as Extract<BlackjackState, { boxes: unknown }>;
  const s = currentState(end) as Extract<BlackjackState, { phase: 'settled' }>;
  return { d, s, net: s.seats.find((x) => x.id === BJ_BOX)!.balance - 1000 };
}

describe('the blackjack examples deal what they say, and pay what the text says', () => {
  it.each(bjSeeds('win5').map((s) => [s]))('«поставил 5 и выиграл … выигрыш составит 5» (seed %i)', (seed) => {
    const { d, s, net } = bjPlayed('win5', seed);
    expect(bjTotal(d.boxes[0]!.hands[0]!.cards)).toBeGreaterThanOrEqual(19);
    expect(bjTotal(s.dealer) > 21 || bjTotal(s.dealer) < bjTotal(d.boxes[0]!.hands[0]!.cards)).toBe(true);
    expect(net).toBe(5);
  });
  it.each(bjSeeds('blackjack10').map((s) => [s]))('«поставив 10 и получив Блекджек … выигрыш 15» (seed %i)', (seed) => {
    const { s, net } = bjPlayed('blackjack10', seed);
    expect(isBlackjack(s.boxes[0]!.hands[0]!.cards)).toBe(true);
    expect(isBlackjack(s.dealer)).toBe(false);
    expect(net).toBe(15);
  });
  it.each(bjSeeds('dealerBjDouble').map((s) => [s]))(
    'a dealer blackjack takes the doubled stake, 20 (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('dealerBjDouble', seed);
      const two = d.boxes[0]!.hands[0]!.cards;
      // «сумма которых равна 9, 10 или 11 очкам»: a hard 9–11, or an ace counted as 1 (Т+8, Т+9).
      const low = two.reduce((a, c) => a + (rank(c) === 12 ? 1 : bjPoints(c)), 0);
      expect([9, 10, 11]).toContain(low);
      expect(s.boxes[0]!.hands[0]!.doubled).toBe(true);
      expect(s.boxes[0]!.hands[0]!.cards).toHaveLength(3);
      expect(isBlackjack(s.dealer)).toBe(true);
      expect(net).toBe(-20);
    },
  );
  it.each(bjSeeds('dealerBjSplit').map((s) => [s]))(
    'a dealer blackjack takes both split stakes, 20 (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('dealerBjSplit', seed);
      const [a, b] = d.boxes[0]!.hands[0]!.cards;
      expect(bjPoints(a!)).toBe(bjPoints(b!));
      expect(s.boxes[0]!.hands).toHaveLength(2);
      expect(isBlackjack(s.dealer)).toBe(true);
      expect(net).toBe(-20);
    },
  );
  it('insurance: «страховка оплачивается 2 : 1, что соответствует сумме начальной ставки», or is lost', () => {
    const seeds = bjSeeds('insurance');
    expect(seeds.length).toBe(6);
    const kinds = seeds.map((seed) => {
      const { d, s, net } = bjPlayed('insurance', seed);
      expect(rank(d.dealer[0]!)).toBe(12);
      const player = s.boxes[0]!.hands[0]!.cards;
      if (isBlackjack(s.dealer)) {
        // The insurance (5) wins 10, the bet (10) is lost — unless the player has a blackjack too (a push).
        expect(net).toBe(isBlackjack(player) ? 10 : 0);
        return 'bj';
      }
      const p = bjTotal(player);
      const dl = bjTotal(s.dealer);
      const main = p > 21 ? -10 : dl > 21 || p > dl ? (isBlackjack(player) ? 15 : 10) : p === dl ? 0 : -10;
      expect(net).toBe(main - 5);
      return 'none';
    });
    expect(kinds).toEqual(['bj', 'none', 'bj', 'none', 'bj', 'none']);
  });
});

describe('the blackjack examples of the rules that end or refuse (issue 20)', () => {
  it.each(bjSeeds('bjPush').map((s) => [s]))(
    '«кроме того, когда у него самого выпадает Блекджек … равенство» (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('bjPush', seed);
      expect(d.phase).toBe('settled');
      expect(isBlackjack(s.boxes[0]!.hands[0]!.cards)).toBe(true);
      expect(isBlackjack(s.dealer)).toBe(true);
      expect(net).toBe(0);
    },
  );
  it.each(bjSeeds('bj21').map((s) => [s]))(
    '«Блекджек бьет комбинацию … 21 очку»: the plain 21 loses (seed %i)',
    (seed) => {
      const { s, net } = bjPlayed('bj21', seed);
      const hand = s.boxes[0]!.hands[0]!.cards;
      expect(hand).toHaveLength(3);
      expect(bjTotal(hand)).toBe(21);
      expect(isBlackjack(s.dealer)).toBe(true);
      expect(net).toBe(-10);
    },
  );
  it.each(bjSeeds('splitOnce').map((s) => [s]))(
    '«не может сделать это еще раз»: the first split hand is a pair again and may not be split (seed %i)',
    (seed) => {
      const start = startRound(blackjackGame, BJ, bjSetup, seed);
      if (!start.ok) throw new Error('refused');
      const split = currentState(
        applyAllToRound(blackjackGame, start.round, [...bjOpening(10), { type: 'split' }]),
      ) as Extract<BlackjackState, { phase: 'playing' }>;
      const [a, b] = split.boxes[0]!.hands[0]!.cards;
      expect(bjPoints(a!)).toBe(bjPoints(b!));
      expect(split.boxes[0]!.hands).toHaveLength(2);
      expect(blackjackGame.apply(split, { type: 'split' }).ok).toBe(false);
      expect(splitRefusalRu(split)).toBe('Разделить нельзя. Разделить можно только один раз.');
    },
  );
  it.each(bjSeeds('acesNoSplit').map((s) => [s]))('«два Туза … разделение карт не допускается» (seed %i)', (seed) => {
    const start = startRound(blackjackGame, BJ, bjSetup, seed);
    if (!start.ok) throw new Error('refused');
    const d = currentState(applyAllToRound(blackjackGame, start.round, bjOpening(10))) as Extract<
      BlackjackState,
      { phase: 'playing' }
    >;
    expect(d.boxes[0]!.hands[0]!.cards.map(rank)).toEqual([12, 12]);
    expect(blackjackGame.apply(d, { type: 'split' }).ok).toBe(false);
    expect(splitRefusalRu(d)).toBe('Разделить нельзя. Два туза разделять не разрешается.');
  });
  it('each new example has its six deals', () => {
    expect((['bjPush', 'bj21', 'splitOnce', 'acesNoSplit'] as const).map((s) => bjSeeds(s).length)).toEqual([
      6, 6, 6, 6,
    ]);
  });
});

describe('the blackjack examples of a dealt Блекджек, equal totals, a double and a push after an ace up', () => {
  // The hand's net at a bet of `stake`, from the texts' comparison: a bust loses, then the dealer's bust or
  // the nearer total wins 1:1, equal totals push (no blackjack in these hands).
  const compared = (player: readonly Card[], dealer: readonly Card[], stake: number) => {
    const p = bjTotal(player);
    const d = bjTotal(dealer);
    return p > 21 ? -stake : d > 21 || p > d ? stake : p === d ? 0 : -stake;
  };
  it.each(bjSeeds('natural').map((s) => [s]))(
    '«Туз и любая карта достоинством в 10 очков … Блекджек»: dealt, the deal ends, 3:2 (seed %i)',
    (seed) => {
      const { d, net } = bjPlayed('natural', seed);
      expect(d.phase).toBe('settled');
      const ranks = d.boxes[0]!.hands[0]!.cards.map(rank).sort((a, b) => a - b);
      // An ace (12) and a ten, a jack, a queen or a king (8 … 11).
      expect(ranks[1]).toBe(12);
      expect([8, 9, 10, 11]).toContain(ranks[0]);
      expect(isBlackjack(d.dealer)).toBe(false);
      expect(net).toBe(15);
    },
  );
  it('the natural example shows each ten-value rank, and none of the 3:2 example’s deals', () => {
    const seeds = bjSeeds('natural');
    const tens = seeds.map((seed) => Math.min(...bjPlayed('natural', seed).d.boxes[0]!.hands[0]!.cards.map(rank)));
    expect(new Set(tens)).toEqual(new Set([8, 9, 10, 11]));
    expect(seeds.filter((s) => bjSeeds('blackjack10').includes(s))).toEqual([]);
  });
  it.each(bjSeeds('push').map((s) => [s]))(
    '«Если суммы карт у игрока и крупье совпадают … ставка возвращается игроку» (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('push', seed);
      const hand = d.boxes[0]!.hands[0]!.cards;
      expect(hand).toHaveLength(2);
      expect(isBlackjack(hand) || isBlackjack(s.dealer)).toBe(false);
      expect(bjTotal(s.dealer)).toBeLessThanOrEqual(21);
      expect(bjTotal(s.dealer)).toBe(bjTotal(hand));
      expect(net).toBe(0);
    },
  );
  it.each(bjSeeds('double').map((s) => [s]))(
    '«Ставка удваивается, игрок получает еще одну карту, после чего сдача карт заканчивается» (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('double', seed);
      const two = d.boxes[0]!.hands[0]!.cards;
      const low = two.reduce((a, c) => a + (rank(c) === 12 ? 1 : bjPoints(c)), 0);
      expect([9, 10, 11]).toContain(low);
      // One action, and the round is settled: the one card came and the player had no other move.
      expect(s.phase).toBe('settled');
      const hand = s.boxes[0]!.hands[0]!;
      expect(hand.cards).toHaveLength(3);
      expect(hand.cards.slice(0, 2)).toEqual(two);
      expect(hand.doubled).toBe(true);
      expect(isBlackjack(s.dealer)).toBe(false);
      expect(net).toBe(compared(hand.cards, s.dealer, 20));
    },
  );
  it.each(bjSeeds('insurancePush').map((s) => [s]))(
    '«Если Блекджек выпадет и у игрока, и у крупье, игра заканчивается ничьей» (seed %i)',
    (seed) => {
      const { d, s, net } = bjPlayed('insurancePush', seed);
      expect(d.phase).toBe('insurance');
      expect(rank(d.dealer[0]!)).toBe(12);
      expect(isBlackjack(d.boxes[0]!.hands[0]!.cards)).toBe(true);
      expect(isBlackjack(s.dealer)).toBe(true);
      expect(net).toBe(0);
    },
  );
  it('each has its six deals', () => {
    expect((['natural', 'push', 'double', 'insurancePush'] as const).map((s) => bjSeeds(s).length)).toEqual([
      6, 6, 6, 6,
    ]);
  });
});

describe('the caption keeps its promise (issue 20: «выигрыш 1 : 1» over a lost random deal)', () => {
  it.each([
    ['one of the example’s deals: its prompt', true, null, 'Остановитесь — выигрыш 1 : 1.'],
    [
      'a random deal, not settled',
      false,
      null,
      'Своя тасовка, не подобранная под правило выше: сыграйте её, итог появится ниже.',
    ],
    [
      'a random deal lost',
      false,
      -10,
      'Своя тасовка, не подобранная под правило выше; в этой раздаче — проигрыш 10 фишек.',
    ],
    ['a random deal won', false, 5, 'Своя тасовка, не подобранная под правило выше; в этой раздаче — выигрыш 5 фишек.'],
    [
      'a random deal pushed',
      false,
      0,
      'Своя тасовка, не подобранная под правило выше; в этой раздаче — ставка вернулась, ни выигрыша, ни проигрыша.',
    ],
  ] as const)('%s', (_name, promised, net, want) => {
    expect(exampleCaption('Остановитесь — выигрыш 1 : 1.', promised, net).replace(/\u00a0/gu, ' ')).toBe(want);
  });
});

function bacCoup(seed: number): BaccaratState {
  const start = startRound(baccaratGame, bacRules({ preset: 'seed' }), coupSetup, seed); // the page's default
  if (!start.ok) throw new Error('refused');
  let s = currentState(applyAllToRound(baccaratGame, start.round, [betAction('banker')]));
  for (let a = nextAction(s); a; a = nextAction(s)) {
    const r = baccaratGame.apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}

describe('the baccarat examples', () => {
  it('naturals: a natural 8 or 9 on two cards ends the coup, the player’s and the banker’s in turn', () => {
    const coups = bacSeeds('natural').map(bacCoup);
    expect(coups).toHaveLength(6);
    coups.forEach((c, i) => {
      expect([c.player.length, c.banker.length]).toEqual([2, 2]);
      const who = bacPoint(c.player) >= 8 ? 'player' : bacPoint(c.banker) >= 8 ? 'banker' : 'none';
      expect(who).toBe(i % 2 === 0 ? 'player' : 'banker');
    });
  });
  it('the player’s rule: draws on 0–5, stands on 6–7, in turn', () => {
    const coups = bacSeeds('playerRule').map(bacCoup);
    coups.forEach((c, i) => {
      const two = bacPoint(c.player.slice(0, 2));
      expect(bacPoint(c.banker.slice(0, 2))).toBeLessThan(8);
      expect(i % 2 === 0 ? two <= 5 : two === 6 || two === 7).toBe(true);
      expect(c.player.length).toBe(two <= 5 ? 3 : 2);
    });
  });
});

describe('the poker example of «нет игры»', () => {
  it.each(studNoGameSeeds().map((s) => [s]))('«его выигрыш будет равняться ставке АНТЕ» (seed %i)', (seed) => {
    const start = startRound(studGame, studRules({ preset: 'seed' }), studSetup, seed);
    if (!start.ok) throw new Error('refused');
    const end = currentState(applyAllToRound(studGame, start.round, [...STUD_OPENING, { type: 'raise' }]));
    if (end.phase !== 'settled') throw new Error('not settled');
    // The dealer has no pair and not both an ace and a king.
    const ranks = end.dealer.map(rank);
    expect(new Set(ranks).size).toBe(5);
    expect(ranks.includes(12) && ranks.includes(11)).toBe(false);
    expect(end.balance - 1000).toBe(10);
  });
});

describe('the prepared poker deals', () => {
  const rules = studRules({ preset: 'seed' });
  /** A deal's table after the АНТЕ, then after the given actions. */
  const play = (deals: readonly StudDeal[], seed: number, line: { type: 'raise' }[] = []): StudState => {
    const start = startRound(studGame, rules, studDealSetup(deals), seed);
    if (!start.ok) throw new Error('refused');
    const r = applyAllToRound(studGame, start.round, [...STUD_OPENING, ...line]);
    if (r.error !== null) throw new Error(r.error.code);
    return currentState(r);
  };
  const ranks = (cards: readonly Card[]) => cards.map(rank).sort((a, b) => a - b);

  it.each([
    // scenario, the naive settler's outcome, the player's net at АНТЕ 10 (hand-worked: a push keeps both
    // boxes; a loss takes the АНТЕ, 10, and the СТАВКА, 20)
    ['push', 'push', 0],
    ['lose', 'dealerWins', -30],
  ] as const)('%s: every deal settles as «%s», net %i', (scenario, outcome, net) => {
    const deals = STUD_DEALS[scenario];
    for (const seed of studDealSeeds(deals)) {
      const end = play(deals, seed, [{ type: 'raise' }]);
      if (end.phase !== 'settled') throw new Error('not settled');
      const naive = naiveStudSettle({ player: end.player, dealer: end.dealer, ante: 10, raised: true }, rules);
      expect([naive.outcome, Number(naive.net)]).toEqual([outcome, net]);
      expect([end.settlement.outcome, end.balance - 1000]).toEqual([outcome, net]);
      // «два расклада из карт попарно одинакового ранга имеют одну и ту же ценность».
      if (scenario === 'push') expect(ranks(end.player)).toEqual(ranks(end.dealer));
    }
  });

  it.each([
    // seed (balance 35, then 40), the engine's answer for one card and for two. Hand-worked, АНТЕ 10:
    // 25 left < 10 + 20 for one card; 30 left = 10 + 20 for one, < 15 + 20 for two.
    [1, 'stud/exchange-refused', 'stud/exchange-refused', /Обмен запрещён/u],
    [2, true, 'stud/exchange-limited', /Обмен ограничен одной картой/u],
  ] as const)('exchangeShort seed %i: one card %s, two %s', (seed, one, two, sentence) => {
    const dealt = play(STUD_DEALS.exchangeShort, seed);
    if (dealt.phase !== 'deciding') throw new Error('not dealt');
    // The text's Д-9-8-7-6: the queen (rank 10) and 9 … 6.
    expect(ranks(dealt.player)).toEqual([4, 5, 6, 7, 10]);
    const answer = (count: number) => {
      const r = canExchange(dealt, count);
      return r.ok ? true : r.error.code;
    };
    expect([answer(1), answer(2)]).toEqual([one, two]);
    const refused = canExchange(dealt, 2);
    expect(refused.ok ? '' : studErrorRu(refused.error)).toMatch(sentence);
  });
});

describe('the text’s Д-9-8-7-6 with the queen thrown (stud-29)', () => {
  const rules = studRules({ preset: 'seed' });
  // The deal's table after the АНТЕ and the exchange of the queen (rank 10).
  const exchanged = (seed: number) => {
    const start = startRound(studGame, rules, studDealSetup(STUD_DEALS.queenOut), seed);
    if (!start.ok) throw new Error('refused');
    const dealt = currentState(applyAllToRound(studGame, start.round, STUD_OPENING));
    if (dealt.phase !== 'deciding') throw new Error('not dealt');
    expect(dealt.player.map(rank).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 10]);
    const queen = dealt.player.find((c) => rank(c) === 10)!;
    const r = applyAllToRound(studGame, start.round, [...STUD_OPENING, { type: 'exchange', cards: [queen] }]);
    return { round: r, s: currentState(r) };
  };
  const straight = (cards: readonly Card[]) => {
    const r = cards.map(rank).sort((a, b) => a - b);
    return r.every((x, i) => i === 0 || x === r[i - 1]! + 1);
  };
  it.each([
    // seed, the card that came (rank: 8 is a ten, 3 a five, 11 a king), a straight?, the net of a raise
    // hand-worked at АНТЕ 10 (fee 10): a straight wins АНТЕ 1:1 and СТАВКА 4:1, 10 + 80 − 10 = 80
    [1, 8, true, 80],
    [2, 3, true, 80],
    [3, 11, false, null],
  ] as const)('deal %i: the dealer gives rank %i; straight %s; a raise nets %s', (seed, came, made, net) => {
    const { round, s } = exchanged(seed);
    if (s.phase !== 'deciding') throw new Error('not deciding');
    expect(s.player.map(rank)).toContain(came);
    expect(s.player.map(rank)).not.toContain(10);
    expect(straight(s.player)).toBe(made);
    // «Других альтернатив уже нет»: no second exchange; decisions 1 and 2 remain.
    expect(canExchange(s, 1).ok).toBe(false);
    expect(studGame.apply(s, { type: 'fold' }).ok).toBe(true);
    expect(studGame.apply(s, { type: 'raise' }).ok).toBe(true);
    const end = currentState(applyAllToRound(studGame, round, [{ type: 'raise' }]));
    if (end.phase !== 'settled') throw new Error('not settled');
    const naive = naiveStudSettle({ player: end.player, dealer: end.dealer, ante: 10, raised: true, fees: 10 }, rules);
    expect(end.balance - 1000).toBe(Number(naive.net));
    if (net !== null) expect(end.balance - 1000).toBe(net);
  });
});

describe('the craps line examples', () => {
  it.each([['pass'], ['dontPass']] as const)('%s: each seed decides as the text says', (bet) => {
    const rules = crapsRules({ preset: 'seed' });
    const seeds = crapsSeeds(bet);
    expect(seeds.length).toBe(8);
    const kinds = new Set<string>();
    for (const seed of seeds) {
      const start = startRound(crapsGame, rules, crapsSetup, seed);
      if (!start.ok) throw new Error('refused');
      const opened = currentState(
        applyAllToRound(crapsGame, start.round, [{ type: 'bet', player: CRAPS_SEAT, bet, amount: 10 }]),
      );
      // The first roll, with the same dice the table would roll.
      const first = crapsGame.apply(opened, { type: 'roll' });
      if (!first.ok) throw new Error('refused');
      const roll = first.value.state.lastRoll!;
      const total = roll[0] + roll[1];
      const d = rollToDecision(opened, bet)!;
      if (!d.point) {
        const expected =
          bet === 'pass'
            ? [7, 11].includes(total)
              ? 'win'
              : 'lose'
            : [3, 12].includes(total)
              ? 'win'
              : total === 2
                ? 'push'
                : 'lose';
        expect(d.outcome).toBe(expected);
      } else expect([4, 5, 6, 8, 9, 10]).toContain(total);
      kinds.add(`${d.point}-${d.outcome}`);
    }
    expect(kinds.size).toBe(bet === 'pass' ? 4 : 5);
  });
});
