// The multi-box stud table, hand-worked: stacked decks (each box with an АНТЕ five cards in table order,
// the dealer's five, then the replacements), expected balances worked out by hand from the text's
// payouts (ante 10, raise 20, full house 7:1, two pairs 2:1) and the casino pages' rules, checked again
// against the naive multi-box settler of the testkit.
import { describe, expect, it } from 'vitest';
import { naiveStudBoxesSettle } from '@croupier/testkit/oracles/stud';
import { parseCardsOrThrow } from '../cards/index.js';
import { orThrow } from '../result/index.js';
import {
  applyBoxes,
  boxesChipsInPlay,
  boxesLegalActions,
  boxesPlayerView,
  isBoxesOver,
  startBoxes,
  STUD_TABLE_LIMITS,
  type StudBoxesAction,
  type StudBoxesSettled,
  type StudBoxesSetup,
  type StudBoxesState,
} from './boxes.js';
import { apply, start } from './round.js';
import { resolveRulesOrThrow, type StudRules } from './rules.js';
import type { StudAction, StudSettled, StudState } from './state.js';

const seed = resolveRulesOrThrow();
const senator = resolveRulesOrThrow({ preset: 'senator' });
const cards = (text: string): number[] => parseCardsOrThrow(text);

function table(setup: Omit<StudBoxesSetup, 'seed' | 'deck'>, deck: string, rules: StudRules = seed): StudBoxesState {
  return orThrow(startBoxes(rules, { ...setup, seed: 1, deck: cards(deck) })).state;
}

function run(state: StudBoxesState, actions: readonly StudBoxesAction[]): StudBoxesState {
  for (const a of actions) state = orThrow(applyBoxes(state, a)).state;
  return state;
}

const balances = (s: StudBoxesState) => Object.fromEntries(s.seats.map((x) => [x.id, x.balance]));

/** The naive settler's per-player nets for a settled table. */
function naive(s: StudBoxesSettled, rules: StudRules) {
  return naiveStudBoxesSettle(
    {
      dealer: s.dealerShown,
      replacements: s.gameBought?.in ?? [],
      boxes: s.boxes
        .filter((b) => b.decision !== 'out')
        .map((b) => ({
          player: b.player,
          cards: b.cards,
          ante: b.ante,
          raised: b.decision === 'raised',
          fees: b.fees,
          insurance: b.insurance,
          bought: b.purchase === 'buyGame',
          gameFee: b.gameFee,
        })),
    },
    rules,
  );
}

describe('multi-box rounds, hand-worked', () => {
  type Case = {
    name: string;
    setup: Omit<StudBoxesSetup, 'seed' | 'deck'>;
    deck: string;
    rules: StudRules;
    actions: StudBoxesAction[];
    outcomes: string[];
    after: Record<string, number>;
  };
  const cases: Case[] = [
    {
      name: 'one player, two boxes: a full house raised (10 + 7 × 20 = +150), high card folded (−10)',
      setup: { seats: { anna: 1000 }, boxes: { anna: 2 } },
      deck: '3s 3h 3d 2c 2s  Jc 9s 7c 5d 4h  Ah Kh 9d 8c 6s',
      rules: seed,
      actions: [{ type: 'ante', antes: [10, 10] }, { type: 'raise' }, { type: 'fold' }],
      outcomes: ['playerWins', 'folded'],
      after: { anna: 1140 },
    },
    {
      name: 'two players: the dealer has «нет игры» (Q high): both raised boxes win the ante only (+10 each)',
      setup: { seats: { anna: 1000, boris: 500 } },
      deck: '2s 2h 7d 8c 9s  Jc Td 6c 5d 3c  Qh 9d 7c 5s 4h',
      rules: seed,
      actions: [{ type: 'ante', antes: [10, 10] }, { type: 'raise' }, { type: 'raise' }],
      outcomes: ['dealerNoGame', 'dealerNoGame'],
      after: { anna: 1010, boris: 510 },
    },
    {
      name: 'the maximum payout caps each box: two full houses at 100 each (+110 per box), not 200 for the player',
      setup: { seats: { anna: 1000 }, boxes: { anna: 2 } },
      deck: '3s 3h 3d 2c 2s  4s 4h 4d 5c 5s  Ah Kh 9d 8c 6s',
      rules: { ...seed, maxPayout: 100 },
      actions: [{ type: 'ante', antes: [10, 10] }, { type: 'raise' }, { type: 'raise' }],
      outcomes: ['playerWins', 'playerWins'],
      after: { anna: 1220 },
    },
    {
      name: 'three boxes, different antes; a box left out; the dealer qualifies and beats one box',
      setup: { seats: { anna: 1000, boris: 500 }, boxes: { anna: 2, boris: 2 } },
      // box 0 (anna, 10): two pairs; box 1 (anna): out; box 2 (boris, 5): pair of 3s; box 3 (boris, 20): fold
      deck: 'Kd Ks 8h 8d 2c  3s 3h 9c 7d 4s  Js 8s 6d 4h 2d  As Kh 9d 9h 5c',
      rules: seed,
      actions: [{ type: 'ante', antes: [10, 0, 5, 20] }, { type: 'raise' }, { type: 'raise' }, { type: 'fold' }],
      // two pairs beat a pair of nines: 10 + 2 × 20 = +50; pair of 3s loses 5 + 10; the fold loses 20
      outcomes: ['playerWins', 'dealerWins', 'folded'],
      after: { anna: 1050, boris: 465 },
    },
    {
      name: 'Senator: «покупка игры» for one box, the ante taken by another; the dealer replaces Q♥, gets Q♠, again: 9♥, a pair',
      setup: { seats: { anna: 1000, boris: 500 }, boxes: { anna: 2 } },
      deck: 'Kd Ks 8h 8d 2c  Jd Th 6c 4d 2h  Js 8s 6d 4s 2d  Qh 9d 7c 5s 3h  Qs 9h',
      rules: senator,
      actions: [
        { type: 'ante', antes: [10, 10, 10] },
        { type: 'raise' },
        { type: 'raise' },
        { type: 'fold' },
        { type: 'buyGame' },
        { type: 'takeAnte' },
      ],
      // box 0: two pairs beat the bought pair of nines: the bet 20 × 2 = 40, the ante pushed, the fee 10: +30;
      // box 1: «нет игры» as shown: the ante 1:1, +10; box 2 folded: −10
      outcomes: ['playerWins', 'dealerNoGame', 'folded'],
      after: { anna: 1040, boris: 490 },
    },
  ];

  it.each(cases)('$name', ({ setup, deck, rules, actions, outcomes, after }) => {
    const t0 = table(setup, deck, rules);
    const total = boxesChipsInPlay(t0);
    let s = t0;
    for (const a of actions) {
      s = orThrow(applyBoxes(s, a)).state;
      expect(boxesChipsInPlay(s)).toBe(total);
    }
    expect(s.phase).toBe('settled');
    const settled = s as StudBoxesSettled;
    expect(settled.boxes.filter((b) => b.settlement !== null).map((b) => b.settlement!.outcome)).toEqual(outcomes);
    expect(balances(settled)).toEqual(after);
    const n = naive(settled, rules);
    expect(n.dealerAfter).toEqual(settled.dealer);
    for (const seat of t0.seats) expect(BigInt(after[seat.id]! - seat.balance)).toBe(n.byPlayer[seat.id] ?? 0n);
    expect(isBoxesOver(settled)).toBe(true);
  });

  it('the bought game: the events name the boxes that paid, the cards out and in', () => {
    const c = cases[4]!;
    let s = table(c.setup, c.deck, c.rules);
    for (const a of c.actions.slice(0, -1)) s = orThrow(applyBoxes(s, a)).state;
    const last = orThrow(applyBoxes(s, { type: 'takeAnte' }));
    expect(last.events.find((e) => e.type === 'gameBought')).toEqual({
      type: 'gameBought',
      boxes: [0],
      out: cards('Qh Qs'),
      in: cards('Qs 9h'),
      qualifies: true,
    });
  });
});

describe('the cards of one box are seen while deciding the next', () => {
  // anna boxes 0 and 1, boris box 2
  const t = run(table({ seats: { anna: 1000, boris: 1000 }, boxes: { anna: 2 } }, ''), [
    { type: 'ante', antes: [10, 10, 10] },
  ]);
  const shown = (v: ReturnType<typeof boxesPlayerView>) => v.boxes.map((b) => b.cards.every((c) => c !== null));
  const hidden = (v: ReturnType<typeof boxesPlayerView>) => v.boxes.map((b) => b.cards.every((c) => c === null));

  it('box 0 deciding: anna sees box 0 only; her box 1 and boris’s box are face down', () => {
    expect(shown(boxesPlayerView(t))).toEqual([true, false, false]);
    expect(hidden(boxesPlayerView(t))).toEqual([false, true, true]);
  });
  it('box 1 deciding: anna sees box 0 (decided) and box 1', () => {
    const s = run(t, [{ type: 'raise' }]);
    expect(boxesPlayerView(s).viewer).toBe('anna');
    expect(shown(boxesPlayerView(s))).toEqual([true, true, false]);
  });
  it('box 2 deciding: boris sees his box only', () => {
    const s = run(t, [{ type: 'raise' }, { type: 'fold' }]);
    expect(boxesPlayerView(s).viewer).toBe('boris');
    expect(shown(boxesPlayerView(s))).toEqual([false, false, true]);
    expect(JSON.stringify(boxesPlayerView(s))).not.toContain('"deck"');
  });
});

describe('each box’s raise stays covered', () => {
  it('an exchange on box 0 may not spend the raise of the player’s box 1', () => {
    // 65 chips, two antes of 10: 45 left, box 1's raise of 20 reserved: 25 to spend; one card (10) and
    // box 0's raise (20) need 30.
    const t = run(table({ seats: { anna: 65 }, boxes: { anna: 2 } }, ''), [{ type: 'ante', antes: [10, 10] }]);
    const b = (t as unknown as { boxes: { cards: readonly number[] }[] }).boxes[0]!;
    const r = applyBoxes(t, { type: 'exchange', cards: [b.cards[0]!] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('stud/exchange-refused');
    expect(!r.ok && (r.error.details as { balance: number }).balance).toBe(25);
    // The last box of the player may spend down to its own raise: fold box 0, and box 1 has 45.
    const s = run(t, [{ type: 'fold' }]);
    const c = (s as unknown as { boxes: { cards: readonly number[] }[] }).boxes[1]!;
    expect(applyBoxes(s, { type: 'exchange', cards: [c.cards[0]!] }).ok).toBe(true);
  });
  it('the antes need every box’s ante and raise: 2 × (10 + 20) = 60 from 59 is refused on box 2', () => {
    const t = table({ seats: { anna: 59 }, boxes: { anna: 2 } }, '');
    const r = applyBoxes(t, { type: 'ante', antes: [10, 10] });
    expect(!r.ok && r.error.code).toBe('stud/box-refused');
    expect(!r.ok && r.error.details).toMatchObject({
      box: 1,
      player: 'anna',
      cause: { code: 'stud/insufficient-balance' },
    });
    expect(
      applyBoxes(table({ seats: { anna: 60 }, boxes: { anna: 2 } }, ''), { type: 'ante', antes: [10, 10] }).ok,
    ).toBe(true);
  });
});

describe('limits: over-limit setups are refused at start', () => {
  it.each([
    [
      'eight players at a seven-seat table',
      { seats: Object.fromEntries([...'abcdefgh'].map((p) => [p, 100])) },
      { limit: 'seats', asked: 8, allowed: 7 },
    ],
    [
      'eight boxes for one player',
      { seats: { anna: 100 }, boxes: { anna: 8 } },
      { limit: 'boxesPerPlayer', asked: 8, allowed: 7, player: 'anna' },
    ],
    [
      'four and four boxes: eight in all',
      { seats: { anna: 100, boris: 100 }, boxes: { anna: 4, boris: 4 } },
      { limit: 'boxes', asked: 8, allowed: 7 },
    ],
    [
      'three boxes under Aragon’s two',
      { seats: { anna: 100 }, boxes: { anna: 3 }, limits: STUD_TABLE_LIMITS.aragon.limits },
      { limit: 'boxesPerPlayer', asked: 3, allowed: 2, player: 'anna' },
    ],
    [
      'a table limit of 3 boxes',
      { seats: { a: 100, b: 100 }, boxes: { a: 2, b: 2 }, limits: { maxSeats: 7, maxBoxesPerPlayer: 7, maxBoxes: 3 } },
      { limit: 'boxes', asked: 4, allowed: 3 },
    ],
  ] as const)('%s', (_name, setup, details) => {
    const r = startBoxes(seed, { ...(setup as Omit<StudBoxesSetup, 'seed'>), seed: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('stud/table-limit');
    expect(!r.ok && r.error.details).toEqual(details);
  });

  it.each([
    ['no seats', { seats: {} }, 'no-seats'],
    ['a box count of 0', { seats: { anna: 100 }, boxes: { anna: 0 } }, 'boxes'],
    ['boxes for a player with no seat', { seats: { anna: 100 }, boxes: { boris: 1 } }, 'unknown-player'],
    [
      'limits above seven boxes',
      { seats: { anna: 100 }, limits: { maxSeats: 7, maxBoxesPerPlayer: 7, maxBoxes: 8 } },
      'limits',
    ],
    ['seats not an object', { seats: 5 }, 'not-an-object'],
  ] as const)('%s: stud/bad-table-setup', (_name, setup, reason) => {
    const r = startBoxes(seed, { ...(setup as unknown as Omit<StudBoxesSetup, 'seed'>), seed: 1 });
    expect(!r.ok && r.error.code).toBe('stud/bad-table-setup');
    expect(!r.ok && (r.error.details as { reason: string }).reason).toBe(reason);
  });

  it('seven boxes deal 35 cards and the dealer’s five; the legal АНТЕ covers every box', () => {
    const t = orThrow(startBoxes(seed, { seats: { anna: 1000 }, boxes: { anna: 7 }, seed: 9 })).state;
    expect(boxesLegalActions(t)).toEqual([{ type: 'ante', min: 1, max: Array(7).fill(333) }]);
    const s = run(t, [{ type: 'ante', antes: Array(7).fill(10) }]);
    expect(s.phase === 'deciding' && s.deck.length).toBe(52 - 40);
  });
});

describe('one box plays exactly as the one-box round', () => {
  const scripts: [string, StudAction[]][] = [
    ['raise', [{ type: 'ante', amount: 10 }, { type: 'raise' }]],
    ['fold', [{ type: 'ante', amount: 25 }, { type: 'fold' }]],
    ['buy a sixth card then raise', [{ type: 'ante', amount: 10 }, { type: 'buyCard' }, { type: 'raise' }]],
  ];
  it.each(scripts.flatMap(([name, actions]) => [1, 2, 3, 4, 5, 6].map((seedN) => [name, seedN, actions] as const)))(
    '%s, seed %d: same cards, same settlement, same balance',
    (_name, seedN, actions) => {
      const rules = senator;
      let one: StudState = orThrow(start(rules, { balance: 1000, seed: seedN })).state;
      let many: StudBoxesState = orThrow(startBoxes(rules, { seats: { p: 1000 }, seed: seedN })).state;
      for (const a of actions) {
        one = orThrow(apply(one, a)).state;
        const b: StudBoxesAction = a.type === 'ante' ? { type: 'ante', antes: [a.amount] } : (a as StudBoxesAction);
        many = orThrow(applyBoxes(many, b)).state;
      }
      // The dealer without a game under Senator: take the ante in both.
      if (one.phase === 'buying') {
        one = orThrow(apply(one, { type: 'takeAnte' })).state;
        many = orThrow(applyBoxes(many, { type: 'takeAnte' })).state;
      }
      const o = one as StudSettled;
      const m = many as StudBoxesSettled;
      expect(m.boxes[0]!.settlement).toEqual(o.settlement);
      expect(m.boxes[0]!.cards).toEqual(o.player);
      expect(m.dealer).toEqual(o.dealer);
      expect(m.seats[0]!.balance).toBe(o.balance);
      expect(m.houseNet).toBe(o.houseNet);
    },
  );
});
