import { describe, expect, it } from 'vitest';
import { odds, resolveRulesOrThrow, studOddsKey } from '@croupier/engine/stud';
import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import {
  TEXT_CHOICE,
  antesAmountRu,
  balanceRows,
  decisionChanges,
  decisionTotals,
  knownFigures,
  parseAntes,
  parsePayout,
  rulesOf,
  studFigureId,
  type ExchangeId,
  type PaytableId,
  type StudChoice,
} from './studCost';

const none = new Map();
const choice = (exchange: ExchangeId, paytable: PaytableId = 'text'): StudChoice => ({
  ...TEXT_CHOICE,
  exchange,
  paytable,
});

describe('the rules of a choice', () => {
  it('the text is the seed preset', () => {
    expect(rulesOf(TEXT_CHOICE)).toEqual(resolveRulesOrThrow({ preset: 'seed' }));
  });

  it('one card only is the casino preset, Caribbean stud the caribbean preset (same figures key)', () => {
    expect(studOddsKey(rulesOf(choice('one')))).toBe(studOddsKey(resolveRulesOrThrow({ preset: 'casino' })));
    expect(studOddsKey(rulesOf(choice('caribbean')))).toBe(studOddsKey(resolveRulesOrThrow({ preset: 'caribbean' })));
  });

  // Every choice of the page lands on the grid entry of the same name: the grid's own ids.
  const cases: [ExchangeId, string][] = [
    ['text', 'text/2'],
    ['flat', 'flat/2'],
    ['perCard', 'perCard/2'],
    ['one', '1'],
    ['none', '0'],
    ['caribbean', 'caribbean'],
  ];
  it.each(
    (['text', 'royal200', 'generous'] as const).flatMap((p) =>
      cases.map(([x, suffix]) => [p, x, `${p}/${suffix}`] as const),
    ),
  )('%s paytable, %s exchange: the shipped figures of grid entry %s', (paytable, exchange, id) => {
    const entry = STUD_ODDS_GRID.find((e) => e.id === id)!;
    const f = knownFigures(rulesOf(choice(exchange, paytable)), none)!;
    expect(f.source).toBe('shipped');
    expect(f.figure.houseEdge).toBe(entry.houseEdge);
    expect(f.figure.elementOfRisk).toBe(entry.elementOfRisk);
    expect(f.byCategory).toEqual(entry.byCategory);
  });

  it('the text’s game is the shipped seed figure', () => {
    expect(knownFigures(rulesOf(TEXT_CHOICE), none)!.figure.houseEdge).toBe(STUD_ODDS.seed.houseEdge);
  });

  it('a paytable off the grid must be computed, and a computed answer is then used', () => {
    const rules = rulesOf({ ...choice('text', 'custom'), customPaytable: [100, 50, 20, 7, 5, 4, 3, 2, 1, 2] });
    expect(knownFigures(rules, none)).toBeNull();
    expect(odds(rules).ok).toBe(false);
    const figure = { exact: true, houseEdgeValue: 0.01 };
    const got = knownFigures(rules, new Map([[studOddsKey(rules), { figure, ms: 5 }]]));
    expect(got).toEqual({ source: 'computed', figure, ms: 5 });
  });

  it('fees off the grid must be computed', () => {
    const rules = rulesOf({
      ...choice('custom'),
      customFees: [
        { pays: 1, per: 2 },
        { pays: 1, per: 1 },
      ],
    });
    expect(knownFigures(rules, none)).toBeNull();
  });
});

describe('the balance limit (exchangeNeedsRaise)', () => {
  // Hand-worked: the raise is 2 antes; with the limit an exchange needs its fee plus the raise.
  it.each([
    [
      'text: 1 and 1½ antes',
      'text',
      [
        { from: 2, to: 3, withLimit: [], withoutLimit: [1, 2], useful: 0 },
        { from: 3, to: 3.5, withLimit: [1], withoutLimit: [1, 2], useful: 1 },
        { from: 3.5, to: null, withLimit: [1, 2], withoutLimit: [1, 2], useful: 2 },
      ],
    ],
    [
      '1 and 1',
      'flat',
      [
        { from: 2, to: 3, withLimit: [], withoutLimit: [1, 2], useful: 0 },
        { from: 3, to: null, withLimit: [1, 2], withoutLimit: [1, 2], useful: 2 },
      ],
    ],
    [
      '1 and 2',
      'perCard',
      [
        { from: 2, to: 3, withLimit: [], withoutLimit: [1, 2], useful: 0 },
        { from: 3, to: 4, withLimit: [1], withoutLimit: [1, 2], useful: 1 },
        { from: 4, to: null, withLimit: [1, 2], withoutLimit: [1, 2], useful: 2 },
      ],
    ],
    [
      'one card',
      'one',
      [
        { from: 2, to: 3, withLimit: [], withoutLimit: [1], useful: 0 },
        { from: 3, to: null, withLimit: [1], withoutLimit: [1], useful: 1 },
      ],
    ],
  ] as const)('%s', (_, exchange, rows) => {
    expect(balanceRows(rulesOf(choice(exchange)))).toEqual(rows);
  });

  it('no exchange: nothing to limit', () => {
    expect(balanceRows(rulesOf(choice('none')))).toEqual([]);
  });

  it('a short balance plays the smaller exchange: the text’s balance rows are the grid’s 0, 1 and 2', () => {
    const edges = balanceRows(rulesOf(TEXT_CHOICE)).map(
      (row) => knownFigures({ ...rulesOf(TEXT_CHOICE), maxExchange: row.useful }, none)!.figure.houseEdge,
    );
    const grid = (id: string) => STUD_ODDS_GRID.find((e) => e.id === id)!.houseEdge;
    expect(edges).toEqual([grid('text/0'), grid('text/1'), grid('text/text/2')]);
  });
});

describe('decisions by dealt combination', () => {
  it('the exchange turns folds of «нет игры» into exchanges; every row still sums to its hands', () => {
    const grid = (id: string) => STUD_ODDS_GRID.find((e) => e.id === id)!.byCategory!;
    const rows = decisionChanges(grid('text/0'), grid('text/text/2'));
    for (const r of rows) {
      expect(r.before.reduce((a, b) => a + b, 0)).toBe(r.hands);
      expect(r.after.reduce((a, b) => a + b, 0)).toBe(r.hands);
    }
    const noGame = rows.at(-1)!;
    expect(noGame.category).toBe('noGame');
    // Without an exchange every «нет игры» hand folds (it cannot beat a qualifying dealer).
    expect(noGame.before).toEqual([noGame.hands, 0, 0, 0]);
    expect(noGame.after[0]).toBeLessThan(noGame.hands);
    // C(52, 5) hands in all.
    expect(decisionTotals(grid('text/text/2')).reduce((a, b) => a + b, 0)).toBe(2598960);
  });
});

describe('reading numbers', () => {
  it.each([
    ['1', { pays: 1, per: 1 }],
    ['1,5', { pays: 3, per: 2 }],
    ['1.5', { pays: 3, per: 2 }],
    ['3/2', { pays: 3, per: 2 }],
    ['1½', { pays: 3, per: 2 }],
    ['0,25', { pays: 1, per: 4 }],
    ['2', { pays: 2, per: 1 }],
  ])('antes %s', (text, ratio) => {
    expect(parseAntes(text)).toEqual(ratio);
  });

  it.each(['', '0', 'abc', '-1', '1/0', '2001', '1,2345'])('not antes: «%s»', (text) => {
    expect(parseAntes(text)).toBeNull();
  });

  it.each([
    ['100', 100],
    ['1', 1],
    ['0', null],
    ['1001', null],
    ['2.5', null],
  ])('payout %s', (text, n) => {
    expect(parsePayout(text)).toBe(n);
  });

  it.each([
    [3, '3'],
    [3.5, '3½'],
    [2.25, '2,25'],
  ])('%f antes: %s', (x, text) => {
    expect(antesAmountRu(x)).toBe(text);
  });
});

describe('the figure id of a choice (what `croupier odds stud --preset seed --set …` is given)', () => {
  it.each([
    ['the text', choice('text'), 'stud/seed/ante/houseEdge'],
    ['one card', choice('one'), 'stud/seed+maxExchange=1/ante/houseEdge'],
    [
      '«Рояль 200, фулл 6», one card',
      choice('one', 'royal200'),
      'stud/seed+maxExchange=1+paytable=200,50,20,6,5,4,3,2,1,1/ante/houseEdge',
    ],
    [
      'a paytable of one’s own, ace-king 2 to 1, no exchange',
      { ...choice('none', 'custom'), customPaytable: [100, 50, 20, 7, 5, 4, 3, 2, 1, 2] },
      'stud/seed+maxExchange=0+paytable=100,50,20,7,5,4,3,2,1,2/ante/houseEdge',
    ],
  ])('%s', (_, c, id) => {
    expect(studFigureId(rulesOf(c), 'houseEdge')).toBe(id);
  });
});
