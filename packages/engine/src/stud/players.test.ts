import { describe, expect, it } from 'vitest';
import { naiveStudBoxesSettle, naiveStudCategory } from '@croupier/testkit/oracles/stud';
import { parseCardsOrThrow } from '../cards/index.js';
import { seededRng } from '../rng/index.js';
import { orThrow } from '../result/index.js';
import { startBoxes, type StudBoxesSettled } from './boxes.js';
import { clipAntes, playStudTable, studPolicy, studRuleDecision, type StudSeatPlayer } from './players.js';
import { resolveRulesOrThrow } from './rules.js';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const cards = (s: string) => parseCardsOrThrow(s);
const flat = (ante: number) => ({ ante: { kind: 'flat' as const, ante } });

describe('the rule a seat player plays by (hands worked by hand)', () => {
  it.each([
    ['As Kd 7h 4c 2s', true, { type: 'raise' }], // Туз-Король: the lowest hand that plays
    ['7s 7d Kh 4c 2s', true, { type: 'raise' }], // a pair
    ['As Qd 7h 4c 2s', true, { type: 'fold' }], // ace-queen: nothing
    ['Ah 9h 6h 3h 2c', true, { type: 'exchange', cards: cards('2c') }], // four hearts: the club goes
    ['Ah 9h 6h 3h 2c', false, { type: 'fold' }], // the same, no one-card exchange sold
    ['Jh 9h 6s 3h 2c', true, { type: 'fold' }], // three hearts only
  ])('%s (one-card exchange %s) → %o', (hand, drawOne, want) => {
    expect(studRuleDecision(cards(hand), drawOne)).toEqual(want);
  });
});

describe('the АНТЕ pattern', () => {
  it('a ramp climbs a step after each lost box, to its cap, and falls back after a win', () => {
    const p = studPolicy({ ante: { kind: 'ramp', ante: 10, step: 5, max: 20 } }, seededRng(1));
    expect(p.antes(2)).toEqual([10, 10]);
    p.observe([-10, 30]);
    expect(p.antes(2)).toEqual([15, 10]);
    p.observe([-45, null]);
    expect(p.antes(2)).toEqual([20, 10]);
    p.observe([-60, 0]);
    expect(p.antes(2)).toEqual([20, 10]); // capped at 20; a push or an empty box leaves it
    p.observe([40, -10]);
    expect(p.antes(2)).toEqual([10, 15]);
  });

  it('antes are clipped to what the balance covers with the raise, box after box', () => {
    const t = orThrow(startBoxes(rules, { seats: { anna: 100, boris: 1000 }, boxes: { anna: 2 }, seed: 1 })).state;
    // anna: 100 covers 30 + 60 on her first box; 10 left covers 3 + 6 on her second.
    expect(clipAntes(t, { anna: [30, 30], boris: [25] })).toEqual([30, 3, 25]);
  });
});

describe('a whole table through the public API', () => {
  it('a stacked round: anna two boxes, boris one, settled as worked by hand', () => {
    // Dealing order: five for each box in table order, the dealer's five, then the exchanged card.
    const deck = cards('Ks Kh 7d 4c 2s  9s 7h 5d 3c 2h  Ah 9h 6h 3h 2c  As Kd 8c 5s 3d  8h');
    const players: StudSeatPlayer[] = [
      { id: 'anna', chips: 1000, boxes: 2, style: flat(10) },
      { id: 'boris', chips: 1000, style: flat(10) },
    ];
    let seen: StudBoxesSettled | null = null;
    const run = orThrow(
      playStudTableStacked(players, deck, (s) => {
        seen = s;
      }),
    );
    // Box 1: kings beat the dealer's Туз-Король: АНТЕ 10 at 1:1, the bet 20 at 1:1 → +30.
    // Box 2: nothing, folded → −10. Box 3: the club exchanged for 8h, a flush at 5:1 on 20, АНТЕ 10,
    // less the one-card fee of one АНТЕ: 100 + 10 − 10 = +100.
    expect(run.nets).toEqual([20, 100]);
    const s = seen! as StudBoxesSettled;
    expect(s.boxes.map((b) => b.decision)).toEqual(['raised', 'folded', 'raised']);
    expect(s.boxes[2]!.cards).toEqual(cards('Ah 9h 6h 3h 8h'));
  });

  it('every box settles as the naive settler says, over 300 rounds at a full table', () => {
    const players: StudSeatPlayer[] = [
      { id: 'anna', chips: 100_000, boxes: 2, style: { ...flat(10), looseRate: 0.2 } },
      { id: 'boris', chips: 100_000, style: { ante: { kind: 'ramp', ante: 5, step: 5, max: 25 } } },
      { id: 'vera', chips: 100_000, boxes: 3, style: { ...flat(7), drawToFlush: false } },
    ];
    let rounds = 0;
    let raisedLoose = 0;
    const run = orThrow(
      playStudTable(rules, players, {
        rounds: 300,
        seed: 'naive',
        onRound(summary, s) {
          rounds++;
          const naive = naiveStudBoxesSettle(
            {
              dealer: s.dealer,
              replacements: [],
              boxes: s.boxes.map((b) => ({
                player: b.player,
                cards: b.cards,
                ante: b.ante,
                raised: b.decision === 'raised',
                fees: b.fees,
                insurance: b.insurance,
                bought: false,
                gameFee: 0,
              })),
            },
            rules,
          );
          expect(summary.boxNets).toEqual(naive.boxes.map((n) => Number(n.net)));
          for (const b of s.boxes) {
            // vera never draws; a box folded after its rule must hold nothing.
            if (b.player === 'vera') expect(b.exchanged).toBe(0);
            if (b.decision === 'folded') expect(naiveStudCategory(b.cards)).toBe('noGame');
            if (b.decision === 'raised' && naiveStudCategory(b.cards) === 'noGame') raisedLoose++;
          }
        },
      }),
    );
    expect(rounds).toBe(300);
    expect(run.rounds).toBe(300);
    // Only anna plays loose: about a fifth of her nothing hands are raised (some, not all).
    expect(raisedLoose).toBeGreaterThan(0);
    expect(run.nets.reduce((a, b) => a + b, 0)).toBe(-run.state.houseNet);
  });

  it('is deterministic from the seed', () => {
    const players: StudSeatPlayer[] = [{ id: 'anna', chips: 5000, boxes: 2, style: { ...flat(10), looseRate: 0.5 } }];
    const a = orThrow(playStudTable(rules, players, { rounds: 40, seed: 9 }));
    const b = orThrow(playStudTable(rules, players, { rounds: 40, seed: 9 }));
    const c = orThrow(playStudTable(rules, players, { rounds: 40, seed: 10 }));
    expect(b.nets).toEqual(a.nets);
    expect(c.nets).not.toEqual(a.nets);
  });

  it.each([
    [
      'duplicate',
      [
        { id: 'anna', chips: 10, style: flat(1) },
        { id: 'anna', chips: 10, style: flat(1) },
      ],
    ],
    ['rate', [{ id: 'anna', chips: 10, style: { ...flat(1), looseRate: -0.1 } }]],
  ] as const)('refuses seat players it cannot seat (%s)', (reason, players) => {
    const r = playStudTable(rules, players, { rounds: 1, seed: 1 });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'stud/bad-players', details: { reason } });
  });

  it('stops when no player can place an АНТЕ', () => {
    const run = orThrow(playStudTable(rules, [{ id: 'anna', chips: 2, style: flat(10) }], { rounds: 5, seed: 1 }));
    expect(run.rounds).toBe(0);
  });
});

/** playStudTable with a stacked first deck: the same driver, the deck passed through startBoxes. */
function playStudTableStacked(
  players: readonly StudSeatPlayer[],
  deck: readonly number[],
  onSettled: (s: StudBoxesSettled) => void,
) {
  return playStudTable(rules, players, {
    rounds: 1,
    seed: 1,
    deck,
    onRound: (_, s) => onSettled(s),
  });
}
