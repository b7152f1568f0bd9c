import { describe, expect, it } from 'vitest';
import { analyse, resolveRulesOrThrow, type SettledState } from '@croupier/engine/blackjack';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { naiveBoxNet, naiveDealerDraws } from '@croupier/testkit/oracles/blackjack';
import { emptyProgress } from '../../storage/progress.ts';
import { strategyTable } from '../../analysis/strategy-table.ts';
import {
  rightAction,
  shiftErrors,
  shiftScore,
  startShift,
  step,
  type ShiftAction,
  type ShiftState,
} from './blackjack-shift.ts';
import { recordShift, shiftRecords } from '../record.ts';
import { chartOfTable } from './chart.ts';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const chart = analyse(rules).chart;

function go(s: ShiftState, a: ShiftAction): ShiftState {
  const r = step(s, a);
  if (!r.ok) throw new Error(`refused: ${r.error.code} (${r.error.details.due})`);
  return r.state;
}

/** Ticks the clock until the trainee is due (or the shift is over). */
function untilDue(s: ShiftState): ShiftState {
  let cur = s;
  for (let i = 0; i < 10_000 && rightAction(cur) === null && cur.task.kind !== 'done'; i++) {
    cur = go(cur, { type: 'tick', ms: 250 });
  }
  return cur;
}

// A hand-worked round at three boxes (the text's rules: no hole card, the dealer stands on 17, 3:2 rounded
// down). Dealt box 1, 2, 3, the dealer's up-card, box 1, 2, 3 again: box 1 Т♠ К♥ (Блекджек), box 2 10♦ 9♣
// (19, stands), box 3 10♣ 6♥ (16 against a ten: the chart hits) takes 5♠ (21); the dealer 10♠ draws 7♦: 17,
// stands. From the dealer's right: box 3 wins 1:1, box 2 wins 1:1, box 1's Блекджек is paid 3:2.
const SHOE = parseCardsOrThrow('Т♠ 10♦ 10♣ 10♠ К♥ 9♣ 6♥ 5♠ 7♦ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 2♦ 3♦ 4♦ 5♦');

function handWorked(bets: readonly number[]): ShiftState {
  return untilDue(startShift({ rules, chart, rounds: 1, seed: 'hand', bets, shoe: SHOE }));
}

describe('a hand-worked round', () => {
  it('asks the deal, the dealer standing on 17, then the boxes from the dealer’s right', () => {
    let s = handWorked([10, 15, 20]);
    expect(s.task.kind).toBe('deal');
    s = untilDue(go(s, { type: 'deal' }));
    expect(s.task.kind).toBe('draw');
    expect(s.draws.map((d) => d.hits)).toEqual([false]);
    expect(s.owed.map((o) => [o.box, o.move, o.settlement.won])).toEqual([
      ['3', 'pay', 20],
      ['2', 'pay', 15],
      ['1', 'pay', 15],
    ]);
  });

  it.each([
    // bet, what a Блекджек is paid: 10 × 3/2 = 15; 15 × 3/2 = 22,5, a fraction not paid: 22.
    [10, 15],
    [15, 22],
  ])('a Блекджек on %i is paid %i, as the naive settler says', (bet, paid) => {
    let s = untilDue(go(handWorked([bet, 15, 20]), { type: 'deal' }));
    const table = s.table as SettledState;
    const box1 = table.boxes[0]!;
    const oracle = naiveBoxNet(
      rules,
      { bet: box1.bet, insurance: box1.insurance, evenMoney: box1.evenMoney, hands: box1.hands.map((h) => ({ ...h })) },
      table.dealer,
    );
    expect(oracle).toBe(paid);
    s = go(s, { type: 'draw', hit: false });
    s = go(s, { type: 'settle', move: 'pay', chips: 20 });
    s = go(s, { type: 'settle', move: 'pay', chips: 15 });
    s = go(s, { type: 'settle', move: 'pay', chips: paid });
    expect(shiftErrors(s)).toEqual([]);
    expect(s.task.kind).toBe('done');
  });

  it('judges a Блекджек paid 1:1 wrong, with the 3:2 rule, and goes on', () => {
    let s = untilDue(go(handWorked([10, 15, 20]), { type: 'deal' }));
    s = go(s, { type: 'draw', hit: true });
    s = go(s, { type: 'settle', move: 'take' });
    s = go(s, { type: 'settle', move: 'pay', chips: 15 });
    s = go(s, { type: 'settle', move: 'pay', chips: 10 });
    const errors = shiftErrors(s);
    expect(errors.map((e) => e.rule)).toEqual([
      'У крупье жёсткая 17: 17 или больше — крупье останавливается.',
      'Жёсткая 21 против 17 у крупье — бокс выиграл, выигрыш платится 1:1: 20\u00a0фишек, а не «забрать».',
      'Блекджек платится 3:2: 15\u00a0фишек, а не 10.',
    ]);
    // Taking a winning 20 instead of paying 20: 40 chips wrong on a bet of 20; 5 short on a bet of 10.
    expect(errors.map((e) => e.cost?.exact)).toEqual([undefined, '40/20', '5/10']);
    expect(s.task.kind).toBe('done');
    // The weak spots go to the drills' keys.
    const records = shiftRecords(s.graded, 1_000, 'hand');
    expect(records.map((r) => `${r.drill}:${r.key}`)).toEqual([
      'blackjack-dealer-draws:hard-17',
      'blackjack-pay-chips:win-even',
      'blackjack-pay-chips:blackjack-even',
    ]);
    const p = recordShift(emptyProgress(), records);
    expect(p.drills['blackjack-pay-chips']?.answered).toBe(2);
    expect(p.log).toHaveLength(3);
  });

  it('refuses an action out of turn and changes nothing', () => {
    const s = handWorked([10, 15, 20]);
    const r = step(s, { type: 'settle', move: 'take' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'shift/not-due', details: { due: 'deal', action: 'settle' } });
  });

  it('times an action from when it fell due', () => {
    let s = handWorked([10, 15, 20]);
    s = go(go(s, { type: 'tick', ms: 1234 }), { type: 'deal' });
    expect(s.graded[0]!.ms).toBeGreaterThanOrEqual(1234);
    expect(s.graded[0]!.ms).toBeLessThan(1234 + 250);
  });
});

describe('a seeded shift of twenty rounds', () => {
  /** Plays the shift with a scripted trainee who answers `delay` ms after each action falls due. */
  function play(delay: number, answer: (s: ShiftState) => ShiftAction = (s) => rightAction(s)!) {
    let s = startShift({ rules, chart, rounds: 20, seed: 'shift-1' });
    const checked = { draws: 0, boxes: 0 };
    while (s.task.kind !== 'done') {
      s = untilDue(s);
      if (s.task.kind === 'done') break;
      if (s.task.kind === 'draw' && s.task.index === 0) {
        // Every call, and every box's settlement, against the naive oracles.
        for (const d of s.draws) expect(d.hits).toBe(naiveDealerDraws(d.cards, rules.dealerHitsSoft17));
        checked.draws += s.draws.length;
      }
      if (s.task.kind === 'settle' && s.task.index === 0) {
        const table = s.table as SettledState;
        for (const b of table.boxes) {
          const net = s.owed.filter((o) => o.box === b.id).reduce((n, o) => n + o.settlement.net, 0);
          expect(net).toBe(naiveBoxNet(rules, { ...b, hands: b.hands.map((h) => ({ ...h })) }, table.dealer));
          checked.boxes++;
        }
      }
      s = go(go(s, { type: 'tick', ms: delay }), answer(s));
    }
    return { s, checked };
  }

  it('plays every round with seven boxes, each call and payout as the oracles say', () => {
    const { s, checked } = play(1000);
    expect(s.round).toBe(20);
    expect(checked.boxes).toBe(20 * 7);
    expect(checked.draws).toBeGreaterThan(20);
    const score = shiftScore(s);
    expect(score.right).toBe(score.actions);
    // Every answer within its target: a full score.
    expect(score.points).toBe(100);
    expect(score.medianMs).toBeGreaterThanOrEqual(1000);
  });

  it('scores slow answers by target ÷ time and wrong ones 0', () => {
    // Every action 4 s after it fell due (plus at most one 250 ms tick of waiting): a payout (target 4 s)
    // scores about 1, anything else (target 2 s) about ½. Every payout one chip short: 0.
    const { s } = play(4000, (cur) => {
      const a = rightAction(cur)!;
      return a.type === 'settle' && a.move === 'pay' ? { ...a, chips: a.chips! - 1 } : a;
    });
    const pays = s.graded.filter((g) => g.expected.startsWith('выплатить')).length;
    const others = s.graded.length - pays;
    const score = shiftScore(s);
    expect(score.right).toBe(others);
    expect(shiftErrors(s).filter((e) => !/фиш/u.test(e.rule ?? ''))).toEqual([]);
    const points = score.points;
    expect(points).toBeLessThanOrEqual(Math.round((100 * others * 0.5) / s.graded.length));
    expect(points).toBeGreaterThanOrEqual(Math.round((100 * others * (2000 / 4250)) / s.graded.length));
  });
});

describe('the chart of the app’s strategy table', () => {
  it('is the engine’s chart on every row the table holds', () => {
    const c = chartOfTable(strategyTable(rules));
    for (let t = 5; t <= 20; t++) expect(c.hard[t]).toEqual(chart.hard[t]);
    for (let t = 13; t <= 20; t++) expect(c.soft[t]).toEqual(chart.soft[t]);
    for (let v = 1; v <= 10; v++) expect(c.pairs[v]).toEqual(chart.pairs[v]);
  });
});
