import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '@croupier/engine/rng';
import type { Drill, DrillItem, Verdict } from '../drill.ts';
import { answerCost } from '../cost.ts';
import { recordAnswer } from '../session.ts';
import { emptyProgress } from '../storage/progress.ts';
import {
  announcementOf,
  choiceMark,
  fieldText,
  givenLabel,
  isNew,
  isSolving,
  keyAction,
  seedOf,
  settingWait,
  spotShown,
  startRun,
  step,
  type KeyPress,
  type PracticeAction,
  type PracticeEnv,
  type PracticeState,
  type SettingFacts,
} from './practice-model.ts';

const T0 = Date.UTC(2026, 0, 1);

/**
 * A toy drill: key `a` asks a choice (x is right, y wrong, hotkey «д» on y), key `n` a signed number (the
 * answer is -3), key `s` an error spot (the round passes). Every item records the first draw of its rng,
 * so a test can tell which seed dealt it.
 */
const toy: Drill<'general'> = {
  id: 'toy',
  game: 'general',
  title: 'Игрушка',
  description: '',
  keys: () => ['a', 'n', 's'],
  item(key: string, rng: Rng): DrillItem {
    const draw = rng.nextUint32();
    const base = { key, prompt: `Вопрос ${key}`, rules: null, data: draw };
    if (key === 'n') return { ...base, answer: { kind: 'number', signed: true }, solution: { answer: '-3' } };
    if (key === 's')
      return { ...base, answer: { kind: 'spot', steps: [{ text: 'Сдача' }] }, solution: { answer: 'pass' } };
    return {
      ...base,
      hands: [{ label: 'Игрок', cards: [0] }],
      answer: {
        kind: 'choice',
        choices: [
          { id: 'x', label: 'Икс' },
          { id: 'y', label: 'Игрек', hotkey: 'д' },
        ],
      },
      solution: { answer: 'x' },
    };
  },
  check(item: DrillItem, answer: string): Verdict {
    const correct = answer.trim() === item.solution.answer;
    const spot = item.answer.kind === 'spot' ? (answer === 'pass' ? 'pass' : 'false-alarm') : undefined;
    return {
      correct,
      expected: item.solution.answer,
      explanation: 'Так.',
      expectedAnswer: item.solution.answer,
      ...(spot ? { spot } : {}),
    };
  },
};

const env = (over: Partial<PracticeEnv> = {}): PracticeEnv => ({
  drill: toy,
  setting: { rules: null },
  progress: emptyProgress(),
  ...over,
});
const only = (key: string): Partial<PracticeEnv> => ({ forcedKey: key });
const asking = (key = 'a', seed = 'S'): PracticeState => startRun(seed, env(only(key)), T0);
const answered = (answer: string, key = 'a'): PracticeState =>
  step(asking(key), { type: 'answer', answer, at: T0 + 2_000 }, env()).state;

describe('the practice run: transitions', () => {
  it.each<[string, () => PracticeState, PracticeAction, Partial<PracticeEnv>, Record<string, unknown>]>([
    [
      'an answer while asking goes to the feedback',
      () => asking(),
      { type: 'answer', answer: 'x', at: T0 + 2_000 },
      {},
      { phase: 'feedback', answer: 'x', n: 1 },
    ],
    [
      'a second answer during the feedback changes nothing',
      () => answered('y'),
      { type: 'answer', answer: 'x', at: T0 + 3_000 },
      {},
      { phase: 'feedback', answer: 'y' },
    ],
    [
      '«Дальше» while asking changes nothing',
      () => asking(),
      { type: 'next', at: T0 + 1_000 },
      {},
      { phase: 'asking', n: 1 },
    ],
    [
      '«Дальше» deals item 2 from the seed S-2',
      () => answered('x'),
      { type: 'next', at: T0 + 5_000 },
      only('a'),
      { phase: 'asking', n: 2, shownAt: T0 + 5_000, typed: '' },
    ],
    [
      '«Дальше» with the setting gone leaves the run idle',
      () => answered('x'),
      { type: 'next', at: T0 + 5_000 },
      { setting: undefined },
      { phase: 'idle', n: 2 },
    ],
    [
      'a deal while asking changes nothing',
      () => asking(),
      { type: 'deal', at: T0 + 1 },
      {},
      { phase: 'asking', shownAt: T0 },
    ],
    [
      'typing keeps the text and clears a hint',
      () => ({ ...(asking('n') as PracticeState & { phase: 'asking' }), hint: 'Введите число.' }),
      { type: 'type', text: '-3' },
      {},
      { typed: '-3', hint: undefined },
    ],
    [
      'typing during the feedback changes nothing',
      () => answered('y'),
      { type: 'type', text: '5' },
      {},
      { phase: 'feedback' },
    ],
    [
      'an empty field is not submitted',
      () => asking('n'),
      { type: 'submit-typed', at: T0 + 1 },
      {},
      { phase: 'asking', typed: '', stats: { answered: 0 } },
    ],
    [
      'a choice item takes no typed answer',
      () => ({ ...(asking('a') as PracticeState & { phase: 'asking' }), typed: '1' }),
      { type: 'submit-typed', at: T0 + 1 },
      {},
      { phase: 'asking' },
    ],
  ])('%s', (_name, from, action, over, expected) => {
    expect(step(from(), action, env(over)).state).toMatchObject(expected);
  });

  it('deals item 1 from the run seed itself and item n from `seed-n`, as a replay link does', () => {
    const first = asking('a', 'S');
    expect(first).toMatchObject({ phase: 'asking', n: 1, reason: 'due' });
    expect((first as { item: DrillItem }).item.data).toBe(seededRng('S').nextUint32());
    const second = step(answered('x'), { type: 'next', at: T0 + 5_000 }, env(only('a'))).state;
    expect((second as { item: DrillItem }).item.data).toBe(seededRng('S-2').nextUint32());
    expect(seedOf(second)).toBe('S-2');
  });

  it('starts idle without a setting and deals the first new key, in order, once it is ready', () => {
    const idle = startRun('S', env({ setting: undefined }), T0);
    expect(idle).toMatchObject({ phase: 'idle', n: 1 });
    expect(step(idle, { type: 'deal', at: T0 + 9 }, env({ setting: undefined })).state).toEqual(idle);
    const dealt = step(idle, { type: 'deal', at: T0 + 9 }, env()).state;
    expect(dealt).toMatchObject({ phase: 'asking', reason: 'new', shownAt: T0 + 9, item: { key: 'a' } });
    expect(isNew(dealt)).toBe(true);
  });

  it('stays idle when the rules leave the drill no key', () => {
    const none = env({ drill: { ...toy, keys: () => [] } });
    expect(startRun('S', none, T0)).toMatchObject({ phase: 'idle' });
  });

  it('judges an answer, counts it and records it: a wrong one returns in a minute', () => {
    const { state, events } = step(asking(), { type: 'answer', answer: 'y', at: T0 + 2_500 }, env());
    const record = {
      drill: 'toy',
      key: 'a',
      at: T0 + 2_500,
      ms: 2_500,
      correct: false,
      answer: 'y',
      expected: 'x',
      seed: 'S',
    };
    expect(events).toEqual([{ type: 'answered', record }]);
    expect(state).toMatchObject({
      phase: 'feedback',
      verdict: { correct: false, expected: 'x' },
      schedule: { grade: 'again', inMs: 60_000 },
      stats: { answered: 1, correct: 0, streak: 0, bestStreak: 0 },
      log: [record],
    });
    expect(isNew(state)).toBe(false);
  });

  it('grades a right answer slower than 10 s as hard', () => {
    const { state } = step(asking(), { type: 'answer', answer: 'x', at: T0 + 10_001 }, env());
    expect(state).toMatchObject({ schedule: { grade: 'hard' }, stats: { answered: 1, correct: 1, streak: 1 } });
  });

  it('goes on to the next new key after a wrong answer (the wrong one is due in a minute)', () => {
    const first = step(startRun('S', env(), T0), { type: 'answer', answer: 'y', at: T0 + 1_000 }, env());
    const [e] = first.events;
    const progress = recordAnswer(
      emptyProgress(),
      (e as { record: Parameters<typeof recordAnswer>[1] }).record,
    ).progress;
    const next = step(first.state, { type: 'next', at: T0 + 2_000 }, env({ progress })).state;
    expect(next).toMatchObject({ phase: 'asking', n: 2, reason: 'new', item: { key: 'n' } });
  });

  it.each([
    ['a word', 'семнадцать', 'Ответ нужен цифрами: например, 17.'],
    ['a number with a word', '-3 фишки', 'Введите только число, без слов: -3.'],
    ['a fraction', '2,5', 'Ответ — целое число, без дробной части.'],
  ])('refuses %s with a hint and grades nothing', (_name, text, hint) => {
    const typed = step(asking('n'), { type: 'type', text }, env()).state;
    const { state, events } = step(typed, { type: 'submit-typed', at: T0 + 1 }, env());
    expect(events).toEqual([{ type: 'refused', hint }]);
    expect(state).toMatchObject({ phase: 'asking', hint, typed: text, stats: { answered: 0 } });
  });

  it('submits a typed number in the right form as the answer, and the field keeps it', () => {
    const typed = step(asking('n'), { type: 'type', text: ' -3' }, env()).state;
    const { state, events } = step(typed, { type: 'submit-typed', at: T0 + 1_000 }, env());
    expect(state).toMatchObject({ phase: 'feedback', answer: ' -3', verdict: { correct: true } });
    expect(events).toMatchObject([{ type: 'answered', record: { answer: '-3', correct: true } }]);
    expect(fieldText(state)).toBe(' -3');
    expect(fieldText(step(state, { type: 'next', at: T0 + 2_000 }, env()).state)).toBe('');
  });

  it('counts the session’s value lost, and saved where a wrong habit was answered right', () => {
    // A toy decision valued exactly: x is worth 0, y −1/4 АНТЕ, so y costs a quarter ante.
    const valued: Drill<'general'> = {
      ...toy,
      id: 'valued',
      item: (key, rng) => ({
        ...toy.item(key, rng, { rules: null }),
        solution: { answer: 'x', evs: { x: 0, y: -0.25 }, exactEvs: { x: '0/1', y: '-1/4' }, evUnit: 'ante' },
      }),
      check: (item, answer) => ({ ...toy.check(item, answer), cost: answerCost(item.solution, answer)! }),
    };
    const e = (over: Partial<PracticeEnv> = {}) => env({ drill: valued, forcedKey: 'a', ...over });
    const wrong = step(startRun('S', e(), T0), { type: 'answer', answer: 'y', at: T0 + 1_000 }, e());
    expect(wrong.state.cost).toEqual({
      costed: 1,
      lost: { value: 0.25, exact: '1/4' },
      saved: { value: 0, exact: '0/1' },
      unit: 'ante',
    });
    const record = (wrong.events[0] as { record: Parameters<typeof recordAnswer>[1] }).record;
    const progress = recordAnswer(emptyProgress(), record).progress;
    const again = step(wrong.state, { type: 'next', at: T0 + 2_000 }, e({ progress })).state;
    const right = step(again, { type: 'answer', answer: 'x', at: T0 + 3_000 }, e({ progress })).state;
    expect(right.cost).toEqual({
      costed: 2,
      lost: { value: 0.25, exact: '1/4' },
      saved: { value: 0.25, exact: '1/4' },
      unit: 'ante',
    });
  });

  it('keeps the error-spotting score and shows it once there is one', () => {
    expect(spotShown(asking('a'))).toBeUndefined();
    expect(spotShown(asking('s'))).toEqual({ catches: 0, misses: 0, falseAlarms: 0, passes: 0 });
    const alarm = step(asking('s'), { type: 'answer', answer: 'stop:0', at: T0 + 1 }, env()).state;
    const after = step(alarm, { type: 'next', at: T0 + 2 }, env(only('a'))).state;
    expect(spotShown(after)).toEqual({ catches: 0, misses: 0, falseAlarms: 1, passes: 0 });
  });
});

describe('the practice run: keys', () => {
  const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({ key, target: 'other', ...over });
  it.each<[string, () => PracticeState, KeyPress, PracticeAction | undefined]>([
    ['1 picks the first choice', () => asking(), press('1'), { type: 'answer', answer: 'x', at: T0 }],
    ['2 picks the second', () => asking(), press('2'), { type: 'answer', answer: 'y', at: T0 }],
    ['a hotkey picks its choice', () => asking(), press('Д'), { type: 'answer', answer: 'y', at: T0 }],
    [
      'the hotkey by its physical key on a Latin layout',
      () => asking(),
      press('l', { code: 'KeyL' }),
      { type: 'answer', answer: 'y', at: T0 },
    ],
    [
      'a digit on a focused button still answers',
      () => asking(),
      press('1', { target: 'button' }),
      { type: 'answer', answer: 'x', at: T0 },
    ],
    ['3 selects nothing of two', () => asking(), press('3'), undefined],
    ['keys in a text field are the field’s', () => asking(), press('1', { target: 'typing' }), undefined],
    ['a repeated or modified key is ignored', () => asking(), press('1', { ignored: true }), undefined],
    ['digits do not answer a number item', () => asking('n'), press('1'), undefined],
    ['Enter goes on after the feedback', () => answered('x'), press('Enter'), { type: 'next', at: T0 }],
    ['Space goes on after the feedback', () => answered('x'), press(' '), { type: 'next', at: T0 }],
    ['Enter on a button is the button’s click', () => answered('x'), press('Enter', { target: 'button' }), undefined],
    ['a digit during the feedback does nothing', () => answered('x'), press('1'), undefined],
    ['nothing while idle', () => startRun('S', env({ setting: undefined }), T0), press('1'), undefined],
  ])('%s', (_name, state, key, expected) => {
    expect(keyAction(state(), key, T0)).toEqual(expected);
  });
});

describe('the practice run: what the view shows', () => {
  it.each<[string, () => PracticeState, string, ReturnType<typeof choiceMark>]>([
    ['nothing is marked while asking', () => asking(), 'x', undefined],
    ['a right pick is right', () => answered('x'), 'x', 'right'],
    ['a wrong pick is wrong', () => answered('y'), 'y', 'wrong'],
    ['the right choice is shown after a wrong pick', () => answered('y'), 'x', 'expected'],
    ['an unpicked wrong choice is not marked', () => answered('x'), 'y', undefined],
  ])('%s', (_name, state, id, mark) => {
    expect(choiceMark(state(), id)).toBe(mark);
  });

  const item = (key: string) => (asking(key) as { item: DrillItem }).item;
  const chips: DrillItem = { ...item('n'), answer: { kind: 'chips' } };
  it.each([
    ['a choice by its label', item('a'), 'y', 'Игрек'],
    ['an unknown choice as given', item('a'), 'z', 'z'],
    ['chips as a count', chips, '55', '55\u00a0фишек'],
    ['one chip', chips, '1', '1\u00a0фишка'],
    ['a spot pass', item('s'), 'pass', '«Всё верно»'],
    ['a spot stop, steps counted from 1', item('s'), 'stop:2', '«Ошибка!» на шаге 3'],
    ['a typed number, trimmed', item('n'), ' -3 ', '-3'],
  ])('the given answer: %s', (_name, it_, answer, label) => {
    expect(givenLabel(it_, answer)).toBe(label);
  });

  it('announces nothing while idle, the verdict after an answer', () => {
    expect(announcementOf(startRun('S', env({ setting: undefined }), T0))).toBeUndefined();
    expect(announcementOf(answered('y'))).toContain('Игрек');
  });

  it.each<[string, SettingFacts, ReturnType<typeof settingWait>]>([
    [
      'a drill loading its tables',
      { needs: undefined, prepared: false, computeIndices: false, indicesReady: false, strategyReady: false },
      'prepare',
    ],
    [
      'a plain drill',
      { needs: undefined, prepared: true, computeIndices: false, indicesReady: false, strategyReady: false },
      undefined,
    ],
    [
      'strategy pending',
      { needs: 'blackjack-strategy', prepared: true, computeIndices: false, indicesReady: false, strategyReady: false },
      'strategy',
    ],
    [
      'strategy ready',
      { needs: 'blackjack-strategy', prepared: true, computeIndices: false, indicesReady: false, strategyReady: true },
      undefined,
    ],
    [
      'indices shipped',
      { needs: 'blackjack-indices', prepared: true, computeIndices: false, indicesReady: false, strategyReady: false },
      undefined,
    ],
    [
      'indices computed, pending',
      { needs: 'blackjack-indices', prepared: true, computeIndices: true, indicesReady: false, strategyReady: false },
      'indices',
    ],
    [
      'indices computed, ready',
      { needs: 'blackjack-indices', prepared: true, computeIndices: true, indicesReady: true, strategyReady: false },
      undefined,
    ],
  ])('the setting waits for: %s', (_name, facts, wait) => {
    expect(settingWait(facts)).toBe(wait);
  });
});

describe('an item whose solution is computed off the main thread', () => {
  // The toy's choice item, dealt pending: the buttons are shown, the answer waits for `solved`.
  const pendingToy: Drill<'general'> = {
    ...toy,
    item: (key, rng) => {
      const item = toy.item(key, rng, { rules: null });
      return { ...item, solution: { answer: '', pending: true } };
    },
  };
  const penv = (): PracticeEnv => env({ drill: pendingToy, forcedKey: 'a' });
  const start = () => startRun('S', penv(), T0);
  const press: KeyPress = { key: '1', target: 'other' };

  it('refuses answers, keys and the typed field while pending', () => {
    const s = start();
    expect(isSolving(s)).toBe(true);
    expect(step(s, { type: 'answer', answer: 'x', at: T0 + 1 }, penv()).state).toBe(s);
    expect(keyAction(s, press, T0 + 1)).toBeUndefined();
  });

  it('takes the solved item for the same item number, then judges by it', () => {
    const s = start();
    if (s.phase !== 'asking') throw new Error('asking');
    const solved = { ...s.item, solution: { answer: 'x' } };
    expect(step(s, { type: 'solved', n: s.n + 1, item: solved }, penv()).state).toBe(s); // a stale reply
    const t = step(s, { type: 'solved', n: s.n, item: solved }, penv()).state;
    expect(isSolving(t)).toBe(false);
    expect(keyAction(t, press, T0 + 2)).toEqual({ type: 'answer', answer: 'x', at: T0 + 2 });
    const judged = step(t, { type: 'answer', answer: 'y', at: T0 + 3 }, penv());
    expect(judged.state.phase).toBe('feedback');
    expect(judged.events.map((e) => e.type)).toEqual(['answered']);
    // Once answered, a late reply changes nothing.
    expect(step(judged.state, { type: 'solved', n: s.n, item: solved }, penv()).state).toBe(judged.state);
  });
});
