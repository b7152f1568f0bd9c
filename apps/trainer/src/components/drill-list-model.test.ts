import { describe, expect, it } from 'vitest';
import type { Ledger } from '../ledger.ts';
import type { DrillSummary } from '../summary.ts';
import { cardFigures, importOutcome, ledgerLine } from './drill-list-model.ts';

const summary = (over: Partial<DrillSummary>): DrillSummary => ({
  total: 10,
  seen: 0,
  learned: 0,
  due: 0,
  answered: 0,
  accuracy: undefined,
  weak: [],
  ...over,
});

describe('drill list: a card', () => {
  it.each<[string, Partial<DrillSummary>, Omit<ReturnType<typeof cardFigures>, 'ofTotal' | 'answers'>]>([
    ['a new drill', {}, { learnedShare: 0, seenShare: 0, stats: 'выучено 0 из 10 · начато 0', action: 'start' }],
    [
      'a drill under way',
      { seen: 5, learned: 2, answered: 8, accuracy: 0.75 },
      {
        learnedShare: 0.2,
        seenShare: 0.5,
        stats: 'выучено 2 из 10 · начато 5 · ответов 8, верно 75\u00a0%',
        action: 'continue',
      },
    ],
    [
      'its code not loaded yet: no total',
      { total: undefined, seen: 3, learned: 1, answered: 4, accuracy: 0.5 },
      { learnedShare: 0, seenShare: 0, stats: 'выучено 1 · начато 3 · ответов 4, верно 50\u00a0%', action: 'continue' },
    ],
    [
      'no item under the rules',
      { total: 0 },
      { learnedShare: 0, seenShare: 0, stats: 'выучено 0 из 0 · начато 0', action: 'none' },
    ],
  ])('%s', (_name, over, expected) => {
    const f = cardFigures(summary(over));
    expect(f).toMatchObject(expected);
    // The view writes the line from its parts: they must make the same line.
    const s = summary(over);
    expect(`выучено ${s.learned}${f.ofTotal} · начато ${s.seen}${f.answers}`).toBe(expected.stats);
  });
});

describe('drill list: the ledger line', () => {
  const ledger = (over: Partial<Ledger>): Ledger => ({
    decisions: 4,
    correct: 3,
    accuracy: 0.75,
    costed: 0,
    cost: 0,
    costPer100: undefined,
    byUnit: {},
    expensive: [],
    ...over,
  });
  const cell = (key: string, cost: number) => ({ drill: 'd', key, decisions: 1, correct: 0, costed: 1, cost });
  it.each<[string, Partial<Ledger>, 'bet' | 'ante', ((k: string) => string) | undefined, string | undefined]>([
    ['nothing in the log', { decisions: 0, correct: 0, accuracy: undefined }, 'bet', undefined, undefined],
    ['rules questions: the accuracy', {}, 'bet', undefined, 'в журнале 4, верно 75\u00a0%'],
    [
      'costed decisions, per 100, in bets',
      { costed: 4, cost: 0.5, costPer100: 12.5 },
      'bet',
      undefined,
      // 0.5 lost over 4 valued decisions: 12.5 per hundred
      'потеряно 12,50\u00a0ставки на 100 решений',
    ],
    [
      'the dearest cells by the drill’s names',
      { costed: 4, cost: 0.5, costPer100: 12.5, expensive: [cell('hard-16-10', 0.3), cell('soft-18-9', 0.2)] },
      'ante',
      (k) => k.toUpperCase(),
      'потеряно 12,50\u00a0АНТЕ на 100 решений · дороже всего: HARD-16-10, SOFT-18-9',
    ],
    [
      'no names before the drill is loaded',
      { expensive: [cell('hard-16-10', 0.3)] },
      'bet',
      undefined,
      'в журнале 4, верно 75\u00a0%',
    ],
  ])('%s', (_name, over, unit, keyLabel, expected) => {
    expect(ledgerLine(ledger(over), unit, keyLabel)?.join('')).toBe(expected);
  });
});

describe('drill list: import', () => {
  it.each([
    ['a good file', undefined, { ok: true, text: 'Ответы и правила из файла добавлены к прогрессу.' }],
    ['a bad one', 'не JSON', { ok: false, text: 'Файл не загружен: не JSON' }],
  ])('%s', (_name, error, expected) => {
    expect(importOutcome(error)).toEqual(expected);
  });
});
