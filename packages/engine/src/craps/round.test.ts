import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceRoll, Die } from '../dice/index.js';
import { ALL_BETS, type BetId } from './bets.js';
import { canChange, legalActions } from './guards.js';
import {
  apply,
  applyOrThrow,
  newTable,
  totalChips,
  type CrapsAction,
  type CrapsEvent,
  type CrapsTable,
} from './round.js';
import { resolveRulesOrThrow } from './rules.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });

function run(
  table: CrapsTable,
  actions: readonly CrapsAction[],
  rules = seed,
): { table: CrapsTable; events: CrapsEvent[] } {
  const events: CrapsEvent[] = [];
  for (const a of actions) {
    const step = applyOrThrow(table, a, rules);
    events.push(...step.events);
    table = step.table;
  }
  return { table, events };
}
const bet = (bet: BetId, amount: number, player = 'ann'): CrapsAction => ({ type: 'bet', player, bet, amount });
const roll = (a: number, b: number): CrapsAction => ({ type: 'roll', dice: [a as Die, b as Die] });
const settled = (events: CrapsEvent[]) =>
  events.flatMap((e) => (e.type === 'betSettled' ? [`${e.player} ${e.bet} ${e.outcome} paid ${e.paid}`] : []));

describe('hand-worked rounds', () => {
  it('pass: 7 on the come-out wins 1:1 (the text: «выигрывает, если при первом броске выпадает 7 или 11»)', () => {
    const { table, events } = run(newTable({ ann: 100 }), [bet('pass', 10), roll(3, 4)]);
    expect(settled(events)).toEqual(['ann pass win paid 20']);
    expect(table.players['ann']!.bank).toBe(110);
    expect(table.point).toBeNull();
  });

  it('pass with odds: point 6, odds 50 at 6:5, the 6 comes before a 7', () => {
    const { table, events } = run(newTable({ ann: 100 }), [
      bet('pass', 10),
      roll(2, 4), // point 6
      bet('passOdds', 50), // 5× on 6 with 3-4-5x odds
      roll(5, 4), // 9: nothing
      roll(1, 5), // 6: pass wins 10, odds win 60
    ]);
    expect(events.filter((e) => e.type === 'pointSet' || e.type === 'pointMade')).toEqual([
      { type: 'pointSet', point: 6 },
      { type: 'pointMade', point: 6 },
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'ann passOdds win paid 110']);
    expect(table.players['ann']!.bank).toBe(170);
  });

  it("don't pass: a 2 on the come-out is returned (bar 2), a 12 wins; the casino preset bars 12", () => {
    expect(settled(run(newTable({ bob: 50 }), [bet('dontPass', 10, 'bob'), roll(1, 1)]).events)).toEqual([
      'bob dontPass push paid 10',
    ]);
    expect(settled(run(newTable({ bob: 50 }), [bet('dontPass', 10, 'bob'), roll(6, 6)]).events)).toEqual([
      'bob dontPass win paid 20',
    ]);
    expect(settled(run(newTable({ bob: 50 }), [bet('dontPass', 10, 'bob'), roll(6, 6)], casino).events)).toEqual([
      'bob dontPass push paid 10',
    ]);
  });

  it('come bets travel to their own points; the come-out 7 after a made point loses them', () => {
    const { table, events } = run(newTable({ ann: 1000 }), [
      bet('pass', 10),
      roll(4, 4), // point 8
      bet('come', 10),
      roll(1, 4), // 5: the come bet moves to come5
      bet('comeOdds5', 40), // 4× on 5
      bet('come', 10),
      roll(4, 4), // 8: pass wins; the new come bet moves to come8; puck off
      roll(5, 5), // come-out 10: nothing for come5/come8; point 10
      roll(2, 3), // 5: come5 wins 10, its odds 40 win 60
      roll(3, 4), // seven out: come8 loses (no pass bet was made for this point)
    ]);
    expect(events.filter((e) => e.type === 'betMoved').map((e) => (e.type === 'betMoved' ? e.to : ''))).toEqual([
      'come5',
      'come8',
    ]);
    expect(settled(events)).toEqual([
      'ann pass win paid 20',
      'ann come5 win paid 20',
      'ann comeOdds5 win paid 100',
      'ann come8 lose paid 0',
    ]);
    // 1000 − pass 10 − come 10 − odds 40 − come 10 + pass 20 + come5 20 + odds 100
    expect(table.players['ann']!.bank).toBe(1000 - 10 - 10 - 40 - 10 + 20 + 20 + 100);
  });

  it('the odds on a come bet are off on the come-out and come back when it is decided', () => {
    const { events } = run(newTable({ ann: 1000 }), [
      bet('pass', 10),
      roll(2, 2), // point 4
      bet('come', 10),
      roll(3, 3), // come → come6
      bet('comeOdds6', 50),
      roll(1, 3), // point 4 made: puck off
      roll(1, 5), // come-out 6: come6 wins even money, the odds are returned
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'ann come6 win paid 20', 'ann comeOdds6 push paid 50']);
  });

  it('place, buy and lay pay and come back; commission with the bet or from the win', () => {
    const seedRun = run(newTable({ ann: 1000 }), [
      bet('pass', 10),
      roll(1, 3),
      bet('place6', 12),
      bet('buy10', 20),
      bet('lay5', 30),
      roll(3, 3),
    ]);
    // buy 20 → 1 commission; lay 30 against 5 wins 20 → 1 commission; both paid with the bet
    expect(
      seedRun.events.filter((e) => e.type === 'commissionPaid').map((e) => e.type === 'commissionPaid' && e.amount),
    ).toEqual([1, 1]);
    expect(settled(seedRun.events)).toEqual(['ann place6 win paid 26']);
    const casinoRun = run(newTable({ ann: 1000 }), [bet('pass', 10), roll(1, 3), bet('buy10', 20), roll(5, 5)], casino);
    // buy 10 for 20 wins 40 at 2:1, less 1 (5% of 20): paid 20 + 39
    expect(settled(casinoRun.events)).toEqual(['ann buy10 win paid 59']);
  });

  it('several players: each bet is settled for its owner', () => {
    const { events } = run(newTable({ ann: 100, bob: 100 }), [
      bet('pass', 10),
      bet('dontPass', 10, 'bob'),
      bet('field', 5, 'bob'),
      roll(6, 5),
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'bob dontPass lose paid 0', 'bob field win paid 10']);
  });
});

describe('what may be changed, and when (the text and the casino rule)', () => {
  const atPoint = (rules = seed) =>
    run(newTable({ ann: 1000, bob: 1000 }), [bet('pass', 10), bet('dontPass', 10, 'bob'), roll(2, 4)], rules).table;

  it.each([
    // rules, player, action, expected error code (null: allowed)
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }, null], // «могут быть увеличены»
    ['seed', 'ann', { type: 'reduce', player: 'ann', bet: 'pass', amount: 5 }, null], // «уменьшены»
    ['seed', 'ann', { type: 'remove', player: 'ann', bet: 'pass' }, null], // «или сняты»
    ['casino', 'ann', { type: 'bet', player: 'ann', bet: 'pass', amount: 10 }, 'craps/contract-bet'],
    ['casino', 'ann', { type: 'reduce', player: 'ann', bet: 'pass', amount: 5 }, 'craps/contract-bet'],
    ['casino', 'ann', { type: 'remove', player: 'ann', bet: 'pass' }, 'craps/contract-bet'],
    // «можно снять или уменьшить, но не увеличить»
    ['seed', 'bob', { type: 'bet', player: 'bob', bet: 'dontPass', amount: 10 }, 'craps/cannot-increase'],
    ['seed', 'bob', { type: 'reduce', player: 'bob', bet: 'dontPass', amount: 5 }, null],
    ['casino', 'bob', { type: 'remove', player: 'bob', bet: 'dontPass' }, null],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'dontPass', amount: 10 }, 'craps/line-bet-after-point'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'passOdds', amount: 51 }, 'craps/odds-over-limit'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'comeOdds6', amount: 10 }, 'craps/odds-without-bet'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'come6', amount: 10 }, 'craps/not-placeable'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'horn', amount: 5 }, 'craps/horn-stake'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'field', amount: 2000 }, 'craps/not-enough-chips'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'field', amount: 2.5 }, 'craps/bad-amount'],
    ['seed', 'ann', { type: 'bet', player: 'ann', bet: 'nope', amount: 5 }, 'craps/unknown-bet'],
    ['seed', 'cat', { type: 'bet', player: 'cat', bet: 'field', amount: 5 }, 'craps/unknown-player'],
    ['seed', 'ann', { type: 'remove', player: 'ann', bet: 'field' }, 'craps/no-such-bet'],
    ['seed', 'ann', { type: 'reduce', player: 'ann', bet: 'pass', amount: 10 }, 'craps/bad-amount'],
    ['seed', 'ann', { type: 'roll', dice: [0, 7] }, 'craps/bad-roll'],
  ] as const)('%s: %s %j → %s', (preset, _player, action, code) => {
    const rules = preset === 'seed' ? seed : casino;
    const table = atPoint(rules);
    const before = structuredClone(table);
    const result = apply(table, action as unknown as CrapsAction, rules);
    if (code === null) {
      expect(result.ok).toBe(true);
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
      expect(table).toEqual(before);
    }
  });

  it('refuses come bets on a come-out and line bets after the point, saying what to bet instead', () => {
    const r = apply(newTable({ ann: 100 }), bet('come', 10), seed);
    expect(r.ok ? null : r.error.message).toMatchInlineSnapshot(
      `"Come bets are made once a point is set; on a come-out roll bet pass."`,
    );
    const r2 = apply(atPoint(), bet('pass', 10, 'bob'), seed);
    expect(r2.ok ? null : r2.error.message).toMatchInlineSnapshot(
      `"A new pass bet is made only before a come-out roll; the point is 6 — bet come or don't come instead."`,
    );
  });

  it('removing a line bet takes its odds down with it', () => {
    const { table, events } = run(atPoint(), [bet('passOdds', 50), { type: 'remove', player: 'ann', bet: 'pass' }]);
    expect(events.filter((e) => e.type === 'betRemoved').map((e) => e.type === 'betRemoved' && e.bet)).toEqual([
      'passOdds',
      'pass',
    ]);
    expect(table.players['ann']!).toEqual({ bank: 1000, bets: {} });
  });

  it('the odds limits: 3-4-5x takes 3/4/5×, lays 6×; 2x lays twice the win', () => {
    for (const [dice, take, lay] of [
      [[2, 2], 30, 60],
      [[2, 3], 40, 60],
      [[3, 3], 50, 60],
    ] as const) {
      const t = run(newTable({ ann: 1000, bob: 1000 }), [
        bet('pass', 10),
        bet('dontPass', 10, 'bob'),
        roll(dice[0], dice[1]),
      ]).table;
      const ann = legalActions(t, seed, 'ann').find((a) => a.bet === 'passOdds')!;
      const bob = legalActions(t, seed, 'bob').find((a) => a.bet === 'dontPassOdds')!;
      expect([ann.max, bob.max]).toEqual([take, lay]);
    }
    const twoX = { ...seed, oddsLimit: '2x' as const };
    const t = run(newTable({ bob: 1000 }), [bet('dontPass', 10, 'bob'), roll(2, 2)], twoX).table;
    // 2x on 4: lay enough to win 20 at 1:2, i.e. 40
    expect(legalActions(t, twoX, 'bob').find((a) => a.bet === 'dontPassOdds')!.max).toBe(40);
  });

  it("legalActions agrees with canChange and lists the text's changes after the point", () => {
    const t = atPoint();
    const ann = legalActions(t, seed, 'ann')
      .filter((a) => a.bet === 'pass')
      .map((a) => a.change);
    expect(ann).toEqual(['increase', 'reduce', 'remove']);
    const bob = legalActions(t, seed, 'bob')
      .filter((a) => a.bet === 'dontPass')
      .map((a) => a.change);
    expect(bob).toEqual(['reduce', 'remove']);
    expect(legalActions(atPoint(casino), casino, 'ann').filter((a) => a.bet === 'pass')).toEqual([]);
    for (const a of legalActions(t, seed, 'ann')) expect(canChange(t, seed, 'ann', a.bet, a.change).ok).toBe(true);
  });
});

describe('properties', () => {
  const die = fc.integer({ min: 1, max: 6 });
  const action = fc.oneof(
    fc.record({ type: fc.constant('roll' as const), dice: fc.tuple(die, die) }),
    fc.record({
      type: fc.constant('bet' as const),
      player: fc.constantFrom('ann', 'bob'),
      bet: fc.constantFrom(...ALL_BETS),
      amount: fc.integer({ min: 1, max: 60 }),
    }),
    fc.record({
      type: fc.constant('reduce' as const),
      player: fc.constantFrom('ann', 'bob'),
      bet: fc.constantFrom(...ALL_BETS),
      amount: fc.integer({ min: 1, max: 30 }),
    }),
    fc.record({
      type: fc.constant('remove' as const),
      player: fc.constantFrom('ann', 'bob'),
      bet: fc.constantFrom(...ALL_BETS),
    }),
  );

  it.each([
    ['seed', seed],
    ['casino', casino],
  ] as const)('%s: random bets and rolls conserve chips; refused actions leave the table unchanged', (_name, rules) => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        let table = newTable({ ann: 500, bob: 500 });
        for (const a of actions as CrapsAction[]) {
          const before = structuredClone(table);
          const r = apply(table, a, rules);
          if (!r.ok) {
            expect(table).toEqual(before);
            expect(r.error.code.startsWith('craps/')).toBe(true);
            continue;
          }
          table = r.value.table;
          expect(totalChips(table)).toBe(1000);
          for (const seat of Object.values(table.players)) {
            expect(seat.bank).toBeGreaterThanOrEqual(0);
            for (const v of Object.values(seat.bets)) expect(Number.isSafeInteger(v) && v! > 0).toBe(true);
          }
          // the puck is on exactly when it should be, and pass odds only stand with it
          for (const seat of Object.values(table.players)) {
            if (table.point === null) expect(seat.bets.passOdds ?? 0).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every change legalActions offers, at its largest amount, is accepted', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), fc.constantFrom(seed, casino), (actions, rules) => {
        let table = newTable({ ann: 137, bob: 1000 });
        for (const a of actions as CrapsAction[]) {
          const r = apply(table, a, rules);
          if (r.ok) table = r.value.table;
        }
        for (const player of ['ann', 'bob']) {
          for (const l of legalActions(table, rules, player)) {
            const a: CrapsAction =
              l.change === 'remove'
                ? { type: 'remove', player, bet: l.bet }
                : l.change === 'reduce'
                  ? { type: 'reduce', player, bet: l.bet, amount: l.max }
                  : { type: 'bet', player, bet: l.bet, amount: l.max };
            const r = apply(table, a, rules);
            expect(r.ok ? 'accepted' : r.error.code).toBe('accepted');
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('every settlement event balances: paid = returned stake + winnings − commission', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(die, die), { minLength: 1, maxLength: 40 }), (rolls) => {
        let table = newTable({ ann: 100_000, bob: 100_000 });
        for (const dice of rolls) {
          for (const [player, ids] of [
            ['ann', ['pass', 'come', 'place6', 'buy4', 'field', 'hard8', 'horn', 'big8']],
            ['bob', ['dontPass', 'dontCome', 'lay10', 'placeToLose5', 'any7', 'two']],
          ] as const) {
            for (const id of ids) {
              const r = apply(table, bet(id as BetId, id === 'horn' ? 8 : 20, player), seed);
              if (r.ok) table = r.value.table;
            }
          }
          const before = totalChips(table);
          const step = applyOrThrow(table, { type: 'roll', dice: dice as unknown as DiceRoll }, seed);
          for (const e of step.events) {
            if (e.type !== 'betSettled') continue;
            expect(e.paid).toBe(e.stake - e.lost + e.won - e.commission);
            if (e.outcome === 'lose') expect(e.paid).toBe(0);
            if (e.outcome === 'push') expect(e.paid).toBe(e.stake);
          }
          table = step.table;
          expect(totalChips(table)).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
  });
});
