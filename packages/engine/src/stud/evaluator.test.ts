import { describe, expect, it } from 'vitest';
import { parseCards } from '../cards/index.js';
import { CATEGORIES, categoryOf, compareHands, evaluate, evaluate5 } from './evaluator.js';
import { parseHandOrThrow } from './hand.js';

describe('the examples of the text', () => {
  it.each([
    ['Т-К-В-3-2', 'Т-К-10-9-8', 'aceKing'],
    ['5-5-4-3-2', '4-4-Т-К-Д', 'pair'],
    ['5-5-Д-3-2', '5-5-В-10-9', 'pair'],
    ['Т-Т-2-2-3', 'К-К-Д-Д-A', 'twoPair'],
    ['Т-К-Д-В-10', 'К-Д-В-10-9', 'straight'],
    ['6-5-4-3-2', '5-4-3-2-Т', 'straight'],
    ['3-3-3-2-2', '2-2-2-Т-Т', 'fullHouse'],
    ['9-9-9-Д-4', 'Т-Т-5-5-10', 'threeOfAKind'],
  ] as const)('%s beats %s (%s)', (better, worse, cat) => {
    const a = parseHandOrThrow(better);
    const b = parseHandOrThrow(worse);
    expect(compareHands(a, b)).toMatchObject({ ok: true });
    const r = compareHands(a, b);
    expect(r.ok && r.value > 0).toBe(true);
    expect(categoryOf(evaluate5(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!))).toBe(cat);
  });

  it('the text names the highest and the lowest straight', () => {
    const high = parseHandOrThrow('Т-К-Д-В-10');
    const low = parseHandOrThrow('5-4-3-2-Т');
    // Over all non-flush straights (ten rank sets), these are the extremes.
    expect(evaluate(high)).toEqual({ ok: true, value: 1600 });
    expect(evaluate(low)).toEqual({ ok: true, value: 1609 });
  });

  it.each(['Д-К-Т-2-3', '3-2-Т-К-Д', 'К-Т-2-3-4'])('%s wraps around the ace and is no straight', (text) => {
    const r = evaluate(parseHandOrThrow(text));
    expect(r.ok && categoryOf(r.value)).toBe('aceKing');
  });

  it('royal flushes of hearts and clubs tie; suits never rank', () => {
    const hearts = parseCards('Ah Kh Qh Jh Th');
    const clubs = parseCards('Ac Kc Qc Jc Tc');
    expect(hearts.ok && clubs.ok && compareHands(hearts.value, clubs.value)).toEqual({ ok: true, value: 0 });
  });

  it.each([
    ['В-10-7-5-2', 'noGame'],
    ['8-8-К-4-2', 'pair'],
    ['Т-К-8-7-3', 'aceKing'],
  ] as const)('%s is %s', (text, cat) => {
    const r = evaluate(parseHandOrThrow(text));
    expect(r.ok && categoryOf(r.value)).toBe(cat);
  });
});

describe('bad input', () => {
  it.each([
    [[1, 2, 3, 4], 'stud/not-five-cards'],
    [[1, 2, 3, 4, 52], 'stud/not-a-card'],
    [[1, 2, 3, 4, 2.5], 'stud/not-a-card'],
    [[1, 2, 3, 4, 4], 'stud/duplicate-card'],
  ] as const)('%j → %s', (cards, code) => {
    const r = evaluate(cards as unknown as number[]);
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('every category id is known', () => {
    expect(CATEGORIES).toHaveLength(11);
  });
});
