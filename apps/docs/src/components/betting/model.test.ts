import { beforeAll, describe, expect, it } from 'vitest';
import type { SpreadModel } from '@croupier/engine/blackjack';
import { ComputeError } from '@croupier/ui/compute';
import { blackjackRuleErrorRu, computeErrorRu } from '@croupier/ru';
import { bettingTasks } from './betting.tasks';
import {
  INITIAL,
  deviationName,
  figureId,
  outcomeAfter,
  outcomeChart,
  priced,
  rampOptions,
  readNumber,
  spreadInput,
  step,
  type BettingAction,
  type BettingState,
} from './model';

const NBSP = '\u00a0';

describe('step: what each action changes', () => {
  it.each<[string, BettingAction, Partial<BettingState>]>([
    ['the casino’s rules', { type: 'preset', preset: 'casino' }, { preset: 'casino' }],
    ['the Kelly ramp', { type: 'ramp', ramp: 'kelly' }, { ramp: 'kelly' }],
    ['a bankroll typed', { type: 'field', field: 'bankroll', text: '25 000' }, { bankroll: '25 000' }],
    ['a spread typed', { type: 'field', field: 'spread', text: '8' }, { spread: '8' }],
  ])('%s', (_, action, changed) => {
    expect(step(INITIAL, action)).toEqual({ ...INITIAL, ...changed });
  });
});

describe('readNumber: what the reader types', () => {
  it.each<[string, number]>([
    ['10000', 10000],
    ['10 000', 10000],
    [`10${NBSP}000`, 10000],
    ['0,75', 0.75],
    ['83.5', 83.5],
    ['', Number.NaN],
    ['abc', Number.NaN],
    ['1e3', Number.NaN],
    ['12x', Number.NaN],
  ])('«%s» → %d', (text, want) => {
    expect(readNumber(text)).toBe(want);
  });
});

describe('spreadInput: the worker gets the preset and the penetration as a share', () => {
  it.each<[string, number]>([
    ['75', 0.75],
    ['83,3', 0.833],
    ['66,6667', 0.666667],
  ])('%s %% → %d', (text, want) => {
    expect(spreadInput({ ...INITIAL, penetration: text })).toEqual({ preset: 'seed', penetration: want });
  });
});

describe('figureId: the options as `croupier spread blackjack` takes them', () => {
  it('the defaults', () => {
    const o = rampOptions(INITIAL);
    if (!o.ok) throw new Error(o.message);
    expect(figureId(spreadInput(INITIAL), o.value, 'winPer100')).toBe(
      'spread/blackjack/seed/penetration=0.75+bankroll=10000+min=10+max=160+ramp=score+rounds-per-hour=100+risk=0.05/winPer100',
    );
  });
  it('steps, a spread, a trip and a goal', () => {
    const s: BettingState = {
      ...INITIAL,
      preset: 'casino',
      ramp: 'steps',
      steps: '1:20, 3:80',
      spread: '12',
      trip: '5000',
      goal: '2000',
    };
    const o = rampOptions(s);
    if (!o.ok) throw new Error(o.message);
    expect(figureId(spreadInput(s), o.value, 'rows.-2.bet')).toBe(
      'spread/blackjack/casino/penetration=0.75+bankroll=10000+min=10+max=160+spread=12+ramp=1:20,3:80+rounds-per-hour=100+risk=0.05+trip=5000+goal=2000/rows.-2.bet',
    );
  });
});

describe('outcomeAfter and outcomeChart: the normal approximation, worked by hand', () => {
  // 0.1 a round and an SD of 50 a round: after 10 000 rounds a mean of 1 000 and an SD of 5 000;
  // the 5 % and 95 % quantiles 1 000 ∓ 1.6448536 × 5 000.
  it('10 000 rounds of 0.1 ± 50', () => {
    const o = outcomeAfter({ evPerRound: 0.1, sdPerRound: 50 }, 10_000);
    expect(o.mean).toBeCloseTo(1000, 9);
    expect(o.low).toBeCloseTo(-7224.26813, 4);
    expect(o.high).toBeCloseTo(9224.26813, 4);
  });
  it('the chart runs from 0 to 100 hours, the mean growing with the rounds', () => {
    const [x, mean, low, high] = outcomeChart({ evPerRound: 0.1, sdPerRound: 50 }, 80, 100, 4);
    expect(x).toEqual([0, 25, 50, 75, 100]);
    // 25 hours of 80 rounds = 2 000 rounds: a mean of 200.
    expect(mean![1]).toBeCloseTo(200, 9);
    expect(low![0]).toBe(0);
    expect(high![4]! - mean![4]!).toBeCloseTo(1.6448536269514722 * 50 * Math.sqrt(8000), 6);
  });
});

describe('priced: the ramp from the model of the text’s game at 75 %', () => {
  let model: SpreadModel;
  beforeAll(() => {
    model = bettingTasks.model(spreadInput(INITIAL), {
      progress: () => undefined,
      signal: new AbortController().signal,
    });
  });

  const report = (s: BettingState) => {
    const r = priced(s, model);
    if (!r.ok) throw new Error(r.message);
    return r.value.report;
  };

  // `croupier spread blackjack --preset seed --penetration 0.75 --bankroll 10000 --min 10 --max 160 --ramp score --json`
  // (run on its own, 2 December 2026): the page's defaults.
  it('the defaults, SCORE-optimal 1–16: what the CLI prints', () => {
    const r = report(INITIAL);
    expect(r.winPer100).toBeCloseTo(10.200594970582785, 9);
    expect(r.sdPer100).toBeCloseTo(567.590543223974, 9);
    expect(r.risk).toBeCloseTo(0.5308559475789435, 12);
    expect(r.bankrollForRisk).toBeCloseTo(47306.17137849862, 6);
    expect(r.n0).toBeCloseTo(309613.0763976319, 4);
    expect(r.score).toBeCloseTo(3.2298377434023933, 9);
    // The CLI's two most valuable deviations under this ramp: insurance from 3.01, then 16 against a ten stands from 0.42.
    expect(r.deviations.slice(0, 2).map((d) => [d.deviation.index, d.gainPer100])).toEqual([
      [3.01, expect.closeTo(1.8766678218393729, 9)],
      [0.42, expect.closeTo(0.6864271733278754, 9)],
    ]);
    expect(r.deviations.slice(0, 2).map((d) => deviationName(d.deviation))).toEqual([
      'страховка против туза',
      'жёсткая 16 против 10: хватит',
    ]);
    // The CLI's ramp: the minimum up to +1, 77 at +2, the maximum from +3.
    expect(r.rows.map((x) => [x.trueCount, x.bet]).filter(([tc]) => tc! >= 0 && tc! <= 4)).toEqual([
      [0, 10],
      [1, 10],
      [2, 77],
      [3, 160],
      [4, 160],
    ]);
  });

  // `croupier spread blackjack --preset seed --penetration 0.75 --bankroll 5000 --min 10 --max 160
  //  --ramp 1:20,2:40,3:80,4:120,5:160 --rounds-per-hour 80 --risk 0.02 --trip 10000 --goal 5000 --json`.
  it('the reader’s steps, a trip and a goal: what the CLI prints', () => {
    const r = report({
      ...INITIAL,
      bankroll: '5 000',
      ramp: 'steps',
      roundsPerHour: '80',
      risk: '2',
      trip: '10000',
      goal: '5000',
    });
    expect(r.winPerHour).toBeCloseTo(4.9595007895557, 9);
    expect(r.sdPerHour).toBeCloseTo(375.90149526027255, 9);
    expect(r.averageBet).toBeCloseTo(21.912915476255424, 9);
    expect(r.tripRisk).toBeCloseTo(0.19523089752547568, 9);
    expect(r.goalRisk).toBeCloseTo(0.41314332666663073, 9);
    expect(r.bankrollForRisk).toBeCloseTo(55729.03811478415, 5);
    // The steps read by hand: the minimum below +1, then 20, 40, 80, 120 and 160 from +5 up.
    expect(r.rows.filter((x) => x.trueCount >= -1).map((x) => x.bet)).toEqual([
      10, 10, 20, 40, 80, 120, 160, 160, 160, 160, 160, 160,
    ]);
    // The risk for ever by the diffusion formula exp(−2μB/σ²), from the CLI's μ and σ a round.
    expect(r.risk).toBeCloseTo(Math.exp((-2 * 0.061993759869446254 * 5000) / 42.02706481228922 ** 2), 12);
  });

  it.each<[string, Partial<BettingState>, string]>([
    [
      'a spread below one',
      { spread: '0,5' },
      'Разброс ставок — во сколько раз наибольшая ставка больше наименьшей, не меньше 1; 0,5 не подходит.',
    ],
    ['a maximum below the minimum', { max: '5' }, 'Наибольшая ставка стола (5) меньше наименьшей (10).'],
    [
      'a bankroll smaller than one bet',
      { bankroll: '5' },
      `Банка в 5${NBSP}фишек не хватает даже на одну ставку в 10${NBSP}фишек.`,
    ],
    [
      'a bankroll that is not a number',
      { bankroll: 'много' },
      'Банк — положительное число фишек; «много» не подходит.',
    ],
    ['no bankroll', { bankroll: '' }, 'Банк — положительное число фишек; «—» не подходит.'],
    ['a risk of 100 %', { risk: '100' }, 'Допустимый риск разорения — больше 0 % и меньше 100 %; «100» не подходит.'],
    [
      'steps that do not parse',
      { ramp: 'steps', steps: '1:20,x' },
      'Шкала ставок — пары «счёт:ставка» через запятую, например 1:10,2:20,3:40, со ставками по возрастанию счёта; «1:20,x» не подходит.',
    ],
  ])('%s: the engine’s error in Russian', (_, change, want) => {
    const r = priced({ ...INITIAL, ...change }, model);
    expect(r).toEqual({ ok: false, message: want });
  });
});

describe('the worker’s task refuses a penetration outside the shoe', () => {
  it.each<[string, string]>([
    ['120', '120'],
    ['1', '1'],
  ])('%s %%', (text, shown) => {
    let error: unknown;
    try {
      bettingTasks.model(spreadInput({ ...INITIAL, penetration: text }), {
        progress: () => undefined,
        signal: new AbortController().signal,
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ComputeError);
    const e = error as ComputeError;
    expect(e.code).toBe('blackjack/bad-penetration');
    // Six decks, 5.6 cards a round: from ⌈100 · 5.6/312⌉ = 2 % to ⌊100 · 297/312⌋ = 95 % (15 cards kept back).
    expect(computeErrorRu({ code: e.code, details: e.details }, blackjackRuleErrorRu)).toBe(
      `Проникновение — доля башмака, сданная до перетасовки: для этого башмака от 2${NBSP}% до 95${NBSP}%; ${shown}${NBSP}% не подходит.`,
    );
  });
});
