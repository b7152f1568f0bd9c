import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow } from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { naiveCommission, naiveOutcome, naiveWinnings } from '@croupier/testkit/oracles/craps';
import {
  crapsShiftErrors,
  crapsShiftScore,
  owedNow,
  rightAction,
  startCrapsShift,
  step,
  type CrapsShiftAction,
  type CrapsShiftState,
} from './craps-shift.ts';
import { shiftRecords as crapsShiftRecords } from '../record.ts';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });

/** Three players: a line bettor with 2× odds, a don't bettor laying 1×, a place bettor on 6 and 8 at 12. */
const TABLE = [
  { place: 1, style: { kind: 'pass', line: 10, odds: 2 } },
  { place: 3, style: { kind: 'dont', line: 10, odds: 1 } },
  { place: 5, style: { kind: 'place', stake: 12 } },
] as const;

function must(s: CrapsShiftState, a: CrapsShiftAction): CrapsShiftState {
  const r = step(s, a);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

/** Runs the clock to the slowest player's bet: the roll falls due now. */
function toDue(s: CrapsShiftState): CrapsShiftState {
  return must(s, { type: 'tick', ms: s.task.kind === 'bets' ? s.task.until - s.now : 0 });
}

/** Lets the players bet (the clock runs past the slowest), then calls the roll and the right puck. */
function rollAndPuck(s: CrapsShiftState): CrapsShiftState {
  let cur = toDue(s);
  cur = must(cur, { type: 'roll' });
  return must(cur, rightAction(cur)!);
}

/** The owed bets of the roll in play: [place, bet, move, chips]. */
const owedOf = (s: CrapsShiftState) => s.owed.map((o) => [o.place, o.bet, o.move, o.chips]);

/** Settles every owed bet right. */
function settleAll(s: CrapsShiftState): CrapsShiftState {
  let cur = s;
  while (cur.task.kind === 'settle') cur = must(cur, rightAction(cur)!);
  return cur;
}

describe('the craps shift, roll by hand-worked roll (seed preset: bar 2, place bets off on the come-out)', () => {
  const dice: DiceRoll[] = [
    [2, 3], // come-out 5: the point
    [4, 1], // 5 again: point made
    [3, 4], // come-out 7
    [1, 1], // come-out 2: the don't is barred
    [4, 4], // come-out 8: the point
    [3, 3], // 6: place 6 wins 7:6
    [5, 2], // seven-out
  ];
  const start = () => startCrapsShift({ rules: seed, rolls: dice.length, seed: 'hand', table: TABLE, dice });

  it('waits for the slowest player, then the roll is due; an action out of turn is refused', () => {
    const s = start();
    expect(s.task.kind).toBe('bets');
    expect(step(s, { type: 'roll' })).toEqual({
      ok: false,
      error: { code: 'shift/not-due', details: { due: 'bets', action: 'roll' } },
    });
    const t = s.task.kind === 'bets' ? s.task.until : 0;
    expect(must(s, { type: 'tick', ms: t - 1 }).task.kind).toBe('bets');
    expect(must(s, { type: 'tick', ms: t }).task).toEqual({ kind: 'roll', since: t });
  });

  it('settles each roll in the table order: the puck, the losers from place 1, then the winners', () => {
    let s = rollAndPuck(start());
    // Come-out 5: the puck on 5, nothing settled.
    expect(s.puck).toBe(5);
    expect(s.owed).toEqual([]);
    expect(s.round).toBe(2);

    s = rollAndPuck(s);
    // Point 5 made. The don't's lay of 1× behind 10 on 5 is 10; the pass odds 2× are 20.
    // Losers first: don't pass 10 and its lay; then the pass 10 at 1:1 and its odds 20 at 3:2 = 30.
    expect(s.puck).toBe(null);
    expect(owedOf(s)).toEqual([
      [3, 'dontPass', 'take', 0],
      [3, 'dontPassOdds', 'take', 0],
      [1, 'pass', 'pay', 10],
      [1, 'passOdds', 'pay', 30],
    ]);
    s = settleAll(s);

    s = rollAndPuck(s);
    // Come-out 7: pass wins, don't loses; the place bets (12 on 6 and 8) are off on a come-out.
    expect(owedOf(s)).toEqual([
      [3, 'dontPass', 'take', 0],
      [1, 'pass', 'pay', 10],
    ]);
    s = settleAll(s);

    s = rollAndPuck(s);
    // Come-out 2: pass loses, don't pass is barred on 2 under the seed preset: returned.
    expect(owedOf(s)).toEqual([
      [1, 'pass', 'take', 0],
      [3, 'dontPass', 'push', 0],
    ]);
    s = settleAll(s);

    s = rollAndPuck(s);
    expect(s.puck).toBe(8);
    expect(owedOf(s)).toEqual([]);

    s = rollAndPuck(s);
    // 6 with the point on 8: place 6 of 12 wins 7:6 = 14.
    expect(s.puck).toBe(8);
    expect(owedOf(s)).toEqual([[5, 'place6', 'pay', 14]]);
    s = settleAll(s);

    s = rollAndPuck(s);
    // Seven-out: pass 10 and its odds 20 lose, the place bets 12 and 12 lose; the don't wins 10 and its lay
    // of 10 on 8 pays 5:6 = 8 (8⅓ rounded down).
    expect(owedOf(s)).toEqual([
      [1, 'pass', 'take', 0],
      [1, 'passOdds', 'take', 0],
      [5, 'place6', 'take', 0],
      [5, 'place8', 'take', 0],
      [3, 'dontPass', 'pay', 10],
      [3, 'dontPassOdds', 'pay', 8],
    ]);
    s = settleAll(s);
    expect(s.task.kind).toBe('done');
    expect(crapsShiftErrors(s)).toEqual([]);
    // Every action at 0 ms: within its target.
    expect(crapsShiftScore(s).points).toBe(100);
  });

  it('grades a wrong payout of the odds wrong, with the true-odds rule, its cost and its drill key', () => {
    let s = rollAndPuck(rollAndPuck(start()));
    s = must(s, { type: 'settle', move: 'take' });
    s = must(s, { type: 'settle', move: 'take' });
    s = must(s, { type: 'settle', move: 'pay', chips: 10 });
    expect(owedNow(s)?.bet).toBe('passOdds');
    s = must(s, { type: 'settle', move: 'pay', chips: 20 });
    const [e] = crapsShiftErrors(s);
    expect(e).toMatchObject({
      kind: 'settle',
      place: 1,
      correct: false,
      given: 'выплатить 20\u00a0фишек',
      expected: 'выплатить 30\u00a0фишек',
      cost: { value: 0.5, exact: '10/20' },
      spot: { drill: 'craps-payout', key: 'odds5' },
    });
    expect(e!.rule).toBe(
      'Свободные шансы к «Проходит»: при пункте 5 выпало 5 — ставка выиграла, платится 3:2 — по истинным шансам: 30\u00a0фишек на 20\u00a0фишек, а не 20.',
    );
    const records = crapsShiftRecords(s.graded, 1000, 'hand');
    expect(records).toEqual([
      {
        drill: 'craps-payout',
        key: 'odds5',
        at: 1000,
        ms: 0,
        correct: false,
        answer: 'выплатить 20\u00a0фишек',
        expected: 'выплатить 30\u00a0фишек',
        seed: 'hand/2',
        cost: { value: 0.5, exact: '10/20' },
      },
    ]);
  });

  it('grades a wrong puck and a losing bet paid, each with its rule', () => {
    let s = toDue(start());
    s = must(s, { type: 'roll' });
    s = must(s, { type: 'puck', point: null });
    expect(s.puck).toBe(5); // the right puck is put instead
    expect(crapsShiftErrors(s)[0]).toMatchObject({
      kind: 'puck',
      rule: 'На выходном броске 5 становится пунктом: шайба ВКЛ на 5, а не ВЫКЛ.',
      spot: { drill: 'craps-come-out', key: 'pass-5' },
    });
    s = rollAndPuck(s);
    s = must(s, { type: 'settle', move: 'pay', chips: 10 });
    expect(crapsShiftErrors(s)[1]).toMatchObject({
      rule: '«Не проходит»: при пункте 5 выпало 5 — ставка проиграла, её забирают, а не 10.',
      spot: { drill: 'craps-roll-effect', key: 'dontPass' },
      cost: { value: 2, exact: '20/10' },
    });
  });

  it('times each action from when it fell due, and scores a slow one by target ÷ time', () => {
    let s = toDue(start());
    s = must(s, { type: 'tick', ms: 4000 }); // the roll called 4 s late: target 2 s
    s = must(s, { type: 'roll' });
    expect(s.graded[0]).toMatchObject({ kind: 'roll', ms: 4000 });
    s = must(s, { type: 'puck', point: 5 });
    expect(crapsShiftScore(s)).toEqual({ actions: 2, right: 2, medianMs: 2000, points: 75 });
  });
});

describe('moving come bets to their numbers, after the roll is settled', () => {
  // Place 2 bets the line and a come bet on every roll with a point; place 6 lays don't pass and don't come.
  const table = [
    { place: 2, style: { kind: 'pass', line: 10, odds: 0, comeRate: 1, maxCome: 1 } },
    { place: 6, style: { kind: 'dont', line: 10, odds: 0, comeRate: 1 } },
  ] as const;
  const dice: DiceRoll[] = [
    [3, 3], // come-out 6: the point; no come bet before a point
    [4, 4], // 8: both come bets travel to 8
    [6, 4], // 10: the bets on 8 stay; place 2 has its one come bet (maxCome 1), place 6's new one goes to 10
  ];
  const start = () => startCrapsShift({ rules: seed, rolls: dice.length, seed: 'move', table, dice });

  it('after the puck and the settlements, each travelling bet is moved in place order, then the next roll', () => {
    let s = rollAndPuck(start());
    expect(s.owed).toEqual([]);
    s = rollAndPuck(s);
    expect(s.owed).toEqual([]); // 8 with the point on 6 decides neither line bet
    expect(s.task).toMatchObject({ kind: 'move', index: 0 });
    expect(s.rolled!.moved.map((m) => [m.place, m.from, m.to, m.number, m.amount])).toEqual([
      [2, 'come', 'come8', 8, 10],
      [6, 'dontCome', 'dontCome8', 8, 10],
    ]);
    // A settlement or the puck is not due now: refused, nothing changes.
    expect(step(s, { type: 'settle', move: 'take' })).toEqual({
      ok: false,
      error: { code: 'shift/not-due', details: { due: 'move', action: 'settle' } },
    });
    s = must(s, { type: 'move', number: 8 });
    expect(s.task).toMatchObject({ kind: 'move', index: 1 });
    s = must(s, { type: 'move', number: 6 }); // wrong: behind the 8, not the 6
    expect(s.task.kind).toBe('bets');
    expect(s.round).toBe(3);
    expect(crapsShiftErrors(s)).toEqual([
      expect.objectContaining({
        kind: 'move',
        place: 6,
        given: 'переставить за 6',
        expected: 'переставить за 8',
        rule: '«Не приходит» переезжает за выпавший номер: за 8, а не за 6.',
        spot: { drill: 'craps-roll-effect', key: 'dontCome' },
      }),
    ]);
    // The engine moved the bets anyway: both sit on 8 before the third roll.
    expect(s.table.seats.map((x) => [x.id, x.bets.come8, x.bets.dontCome8])).toEqual([
      ['p2', 10, undefined],
      ['p6', undefined, 10],
    ]);
    s = rollAndPuck(s);
    expect(s.owed).toEqual([]);
    expect(s.rolled!.moved.map((m) => [m.place, m.from, m.number])).toEqual([[6, 'dontCome', 10]]);
    s = must(s, { type: 'move', number: 4 });
    expect(crapsShiftErrors(s).at(-1)!.rule).toBe('«Не приходит» переезжает за выпавший номер: за 10, а не за 4.');
    expect(s.task.kind).toBe('done');
  });

  it('words a wrong come bet’s move with the number it belongs on', () => {
    let s = rollAndPuck(rollAndPuck(start()));
    s = must(s, { type: 'move', number: 9 });
    expect(crapsShiftErrors(s)[0]).toMatchObject({
      given: 'переставить на 9',
      expected: 'переставить на 8',
      rule: '«Приходит» переезжает на выпавший номер: на 8, а не на 9.',
      spot: { drill: 'craps-roll-effect', key: 'come' },
    });
  });
});

describe('a whole shift at the default table against the naive oracle', () => {
  for (const [name, rules] of [
    ['seed', seed],
    ['casino', casino],
  ] as const) {
    it(`owes, under the ${name} preset, what the layout read by hand owes on every roll`, () => {
      let s = startCrapsShift({ rules, rolls: 100, seed: `oracle-${name}` });
      let settled = 0;
      let moved = 0;
      while (s.task.kind !== 'done') {
        s = must(s, { type: 'tick', ms: 60_000 });
        const point = s.table.point;
        const seats = s.table.seats;
        s = must(s, { type: 'roll' });
        const [d1, d2] = s.rolled!.dice;
        const lose: (string | number)[][] = [];
        const rest: (string | number)[][] = [];
        for (const seat of seats) {
          for (const [bet, stake] of Object.entries(seat.bets)) {
            const o = naiveOutcome(bet, point, d1, d2, rules);
            const place = Number(seat.id.slice(1));
            if (o === 'lose') lose.push([place, bet, stake!, 'take', 0]);
            else if (o === 'push') rest.push([place, bet, stake!, 'push', 0]);
            else if (o.startsWith('win')) {
              const [pays, per] = o.slice(4).split(':').map(Number) as [number, number];
              const won = naiveWinnings(stake!, pays, per);
              const fee = rules.commissionOn === 'win' ? naiveCommission(bet, stake!, rules.commissionPercent) : 0;
              rest.push([place, bet, stake!, 'pay', won - Math.min(won, fee)]);
            }
          }
        }
        // The same bets, in the table's order: the losers first, each part from place 1 up (within a
        // place the oracle keeps the order the bets were made, the table the layout's).
        const got = s.owed.map((o) => [o.place, o.bet, o.stake, o.move, o.chips]);
        expect(got.slice(0, lose.length).sort()).toEqual(lose.sort());
        expect(got.slice(lose.length).sort()).toEqual(rest.sort());
        for (const part of [got.slice(0, lose.length), got.slice(lose.length)]) {
          const places = part.map((r) => r[0] as number);
          expect(places).toEqual([...places].sort((a, b) => a - b));
        }
        // Come and don't come bets on a box number travel to it, place 1 first.
        const total = d1 + d2;
        const travel = [4, 5, 6, 8, 9, 10].includes(total)
          ? seats.flatMap((seat) =>
              (['come', 'dontCome'] as const)
                .filter((bet) => seat.bets[bet] !== undefined)
                .map((bet) => [Number(seat.id.slice(1)), bet, total, seat.bets[bet]!]),
            )
          : [];
        expect(s.rolled!.moved.map((m) => [m.place, m.from, m.number, m.amount])).toEqual(travel);
        settled += got.length;
        moved += travel.length;
        s = must(s, rightAction(s)!); // the puck
        while (s.task.kind === 'settle') s = must(s, rightAction(s)!);
        for (const m of travel) {
          expect(s.task.kind).toBe('move');
          s = must(s, rightAction(s)!);
          expect(s.graded.at(-1)).toMatchObject({ kind: 'move', place: m[0], correct: true });
        }
      }
      expect(s.round).toBe(100);
      expect(settled).toBeGreaterThan(100);
      expect(moved).toBeGreaterThan(0);
      expect(crapsShiftErrors(s)).toEqual([]);
    });
  }
});
