import { COUNTING_SYSTEMS, type BlackjackState } from '@croupier/engine/blackjack';
import { orThrow, parseCards } from '@croupier/engine';
import { naivePoints } from '@croupier/testkit/oracles/blackjack';
import { seatRoleRu } from '@croupier/ru';
import { describe, expect, it } from 'vitest';
import { gradeCount } from './count-answer.ts';
import { strategyTable } from '../analysis/strategy-table.ts';
import { DEFAULT_RULES, presetRules } from '../drills/test-helpers.ts';
import { chartOf, seatOf } from './seats.ts';
import { act, decisions, netByBox, placeBet, startTable, type TableRun } from './play-table.ts';
import { delayMs, rightCount, startCount, step, tableView, type CountRun, type CountConfig } from './count-table.ts';

const rules = { ...DEFAULT_RULES.blackjack, decks: 1 };
const chart = chartOf(strategyTable(DEFAULT_RULES.blackjack));

const must = (r: TableRun | string): TableRun => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

/**
 * The text's game deals each box, the dealer's one card, then each box again (no hole card): box 1 T 9
 * (19), box 2 — the trainee — T 6 (16), box 3 T 8 (18), the dealer 7; the trainee hits a 4 (20), the dealer
 * draws a king (17) and stands. Hard 16 against a 7 is a hit in every basic-strategy chart.
 */
const cards = orThrow(parseCards('Ts Th Td 7c 9s 6h 8d 4c Kc Kh Ks Kd 2c 2d 2h 2s'));

describe('the full table on a stacked shoe', () => {
  const start = startTable({ rules, boxes: 3, seat: 2, chart, seed: 1, cards, mistakes: [] });

  it('plays the first base before the trainee and the third base after, then the dealer', () => {
    let run = must(placeBet(start, 20));
    expect(run.phase).toBe('play');
    // Before the trainee: the deal, then box 1 stands on 19; box 3 has not acted.
    expect(run.steps.map((s) => [s.box, s.action.type])).toEqual([
      [null, 'deal'],
      ['b1', 'stand'],
    ]);
    expect(decisions(run).map((a) => a.type)).toContain('hit');
    run = act(run, { type: 'hit' });
    expect(run.graded[0]).toMatchObject({ key: 'hard-16-7', answer: 'hit', expected: 'hit', correct: true });
    run = act(run, { type: 'stand' });
    expect(run.graded[1]).toMatchObject({ answer: 'stand', correct: true });
    expect(run.phase).toBe('over');
    expect(run.steps.map((s) => [s.box, s.action.type])).toEqual([
      ['b2', 'stand'],
      ['b3', 'stand'],
    ]);
    const state = run.state as Extract<BlackjackState, { phase: 'settled' }>;
    expect(state.dealer.map((c) => naivePoints(c))).toEqual([7, 10]);
    // 19, 20 and 18 against the dealer's 17: every box wins its bet.
    expect(Object.fromEntries(netByBox(run))).toEqual({ b1: 10, b2: 20, b3: 10 });
  });

  it('grades a stand on 16 against a 7 as a costly mistake', () => {
    const run = act(must(placeBet(start, 20)), { type: 'stand' });
    expect(run.graded[0]).toMatchObject({ answer: 'stand', expected: 'hit', correct: false });
    expect(run.graded[0]!.cost!.value).toBeGreaterThan(0);
  });

  it('refuses a seat off the table', () => {
    expect(() => startTable({ rules, boxes: 3, seat: 4, chart, seed: 1 })).toThrow(RangeError);
    expect(() => startTable({ rules, boxes: 8, seat: 1, chart, seed: 1 })).toThrow(RangeError);
  });
});

describe('the seat order at a table of seven', () => {
  it.each([1, 4, 7])('seat %i: only the boxes to its left act before it', (seat) => {
    for (let seed = 1; seed <= 5; seed++) {
      let run = must(placeBet(startTable({ rules: DEFAULT_RULES.blackjack, boxes: 7, seat, chart, seed }), 10));
      const before = run.steps.filter((s) => s.box !== null).map((s) => seatOf(s.box!));
      // The seats in order, each before the trainee's.
      expect([...before].sort((a, b) => a - b)).toEqual(before);
      // A trainee dealt a natural has no decision: the whole round is played then.
      if (run.phase === 'over') continue;
      expect(before.every((s) => s < seat)).toBe(true);
      while (run.phase === 'play') run = act(run, decisions(run).find((a) => a.type === 'stand') ?? decisions(run)[0]!);
      const after = run.steps.filter((s) => s.box !== null && s.box !== `b${seat}`).map((s) => seatOf(s.box!));
      expect(after.every((s) => s > seat)).toBe(true);
      expect([...after].sort((a, b) => a - b)).toEqual(after);
    }
  });
});

/** Hi-Lo by hand: 2–6 +1, 7–9 0, tens and aces −1 (the testkit's card points). */
const hilo = (cards: readonly number[]) =>
  cards.reduce((s, c) => {
    const p = naivePoints(c);
    return s + (p >= 2 && p <= 6 ? 1 : p === 10 || p === 1 ? -1 : 0);
  }, 0);

/** Every card on the engine's settled table (the text's game: no hole card, all seen). */
function cardsOnTable(state: BlackjackState): number[] {
  if (state.phase === 'betting') return [];
  return [...state.dealer, ...state.boxes.flatMap((b) => b.hands.flatMap((h) => h.cards))];
}

const dealOut = (run: CountRun): CountRun => {
  while (run.phase === 'dealing') run = step(run, { type: 'tick' });
  return run;
};

describe('the counting drill at a full table', () => {
  const config: CountConfig = {
    rules: DEFAULT_RULES.blackjack,
    boxes: 7,
    chart,
    seed: 'count-1',
    system: COUNTING_SYSTEMS.hilo,
    pace: { kind: 'cps', cps: 2 },
    ask: 'round',
  };

  it('shows every card of the round one tick at a time, then asks the count of them all', () => {
    let run = startCount(config);
    expect(delayMs(run)).toBe(500);
    expect(tableView(run).seats.flat(2)).toEqual([]);
    run = step(run, { type: 'tick' });
    // The first card goes to the first base.
    expect(tableView(run).seats[0]!.flat()).toHaveLength(1);
    run = dealOut(run);
    expect(run.phase).toBe('ask');
    expect(delayMs(run)).toBeNull();
    const onTable = cardsOnTable(run.state);
    const view = tableView(run);
    expect([...view.dealer, ...view.seats.flat(2)].sort()).toEqual([...onTable].sort());
    expect(rightCount(run).running).toBe(hilo(onTable));
  });

  it('carries the count over rounds, grading each answer against a count kept by hand', () => {
    let run = startCount(config);
    let kept = 0;
    for (let round = 0; round < 6; round++) {
      if (run.shuffled) kept = 0;
      run = dealOut(run);
      kept += hilo(cardsOnTable(run.state));
      const given = round === 2 ? kept + 1 : kept;
      const seen = rightCount(run).seen;
      // The true count floored (Hi-Lo's rounding): running × 52 / cards left.
      const right = Math.floor((kept * 52) / (52 * config.rules.decks - seen));
      run = step(run, { type: 'answer', running: given, trueCount: right });
      const a = run.answers[round]!;
      expect(a.rightRunning).toBe(kept);
      expect(a.rightTrue).toBe(right);
      expect(a.running === a.rightRunning).toBe(round !== 2);
      run = step(run, { type: 'next' });
    }
  });

  it('times a seat’s hit by its think time at the table speed, the deal at the dealer’s pace', () => {
    let run = startCount({ ...config, pace: { kind: 'table' } });
    expect(delayMs(run)).toBe(700);
    const frames = run.frames;
    expect(frames.slice(0, 15).every((f) => f.tableMs === 700)).toBe(true);
    for (const f of frames.slice(15)) if (f.seat > 0) expect(f.tableMs).toBeGreaterThanOrEqual(300);
    run = dealOut(run);
    expect(run.phase).toBe('ask');
  });
});

describe('the count graded', () => {
  it('grades each count apart, keyed for the scheduler, the exact true count in the explanation', () => {
    // Hand-worked: running +3 after 52 of 312 cards: 3 × 52 / 260 = 0.6, floored 0 (Hi-Lo).
    const [running, tc] = gradeCount(
      { running: 3, trueCount: 1, rightRunning: 3, rightTrue: 0, exactTrue: 0.6, seen: 52 },
      6,
    );
    expect(running).toMatchObject({ key: 'table-count-running', correct: true, answer: '+3', expected: '3' });
    expect(tc).toMatchObject({ key: 'table-count-true', correct: false, answer: '+1', expected: '0' });
    expect(tc.verdict.explanation).toContain('точно +0,60');
    expect(tc.verdict.explanation).toContain('осталось колод: 5');
  });
});

describe('the seats said', () => {
  it.each([
    [1, 7, 'первая база'],
    [7, 7, 'третья база'],
    [3, 7, 'середина стола: ходит третьим, после 2 боксов'],
    [2, 5, 'после 1 бокса'],
    [1, 1, 'один на один'],
  ] as const)('seat %i of %i: «%s»', (seat, boxes, text) => {
    expect(seatRoleRu(seat, boxes)).toContain(text);
  });
});

describe('the count at the end of a shoe, and a hole card', () => {
  it('deals round after round to the cut card, then asks the count of every card dealt', () => {
    let run = startCount({
      rules: DEFAULT_RULES.blackjack,
      boxes: 5,
      chart,
      seed: 'shoe-1',
      system: COUNTING_SYSTEMS.hilo,
      pace: { kind: 'cps', cps: 3 },
      ask: 'shoe',
    });
    run = dealOut(run);
    expect(run.phase).toBe('ask');
    expect(run.round).toBeGreaterThan(3);
    const s = run.state;
    expect(s.shoe.position).toBeGreaterThanOrEqual(s.shoe.cutCard);
    // The text's game has no hole card: every card dealt from the shoe was seen.
    const dealt = s.shoe.cards.slice(0, s.shoe.position);
    expect(rightCount(run)).toMatchObject({ running: hilo(dealt), seen: dealt.length });
    run = step(run, { type: 'answer', running: hilo(dealt), trueCount: undefined });
    expect(run.phase).toBe('done');
    expect(run.answers[0]).toMatchObject({ running: hilo(dealt), rightRunning: hilo(dealt), trueCount: undefined });
  });

  it('counts a face-down hole card only once it is turned over', () => {
    const casino = presetRules('blackjack', 'casino');
    expect(casino.holeCard).toBe(true);
    let run = startCount({
      rules: casino,
      boxes: 3,
      chart,
      seed: 'hole-1',
      system: COUNTING_SYSTEMS.hilo,
      pace: { kind: 'cps', cps: 1 },
      ask: 'round',
    });
    // The deal: three boxes, the up-card, three boxes, the hole card (8 cards).
    for (let i = 0; i < 8; i++) run = step(run, { type: 'tick' });
    const hole = run.frames[7]!;
    expect(hole).toMatchObject({ seat: 0, faceDown: true });
    expect(tableView(run)).toMatchObject({ hidden: 1 });
    const open = run.frames.slice(0, 7).map((f) => f.card);
    expect(rightCount(run).running).toBe(hilo(open));
    run = dealOut(run);
    const revealed = run.frames.some((f) => f.reveal);
    const onTable = cardsOnTable(run.state);
    expect(rightCount(run).running).toBe(revealed ? hilo(onTable) : hilo(onTable) - hilo([hole.card]));
  });
});
