import { describe, expect, it } from 'vitest';
import { findDrill, keysOf } from '../drills/index.ts';
import { DEFAULT_RULES } from '../drills/test-helpers.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { cellId, gridOf, keysOfCells } from './grid.ts';

const rec = (drill: string, key: string, answer: string, correct: boolean, cost?: number): AnswerRecord => ({
  drill,
  key,
  answer,
  correct,
  expected: 'x',
  at: 0,
  ms: 1,
  seed: '1',
  ...(cost === undefined ? {} : { cost: { value: cost } }),
});

const grid = (id: string, log: AnswerRecord[] = []) => {
  const drill = findDrill(id)!;
  return { drill, keys: keysOf(drill, DEFAULT_RULES), g: gridOf(drill, keysOf(drill, DEFAULT_RULES), log) };
};

describe('the natural grids', () => {
  it('blackjack: the chart — hard 5–19, soft 13–20 and ten pairs by the ten up-cards', () => {
    const { g, keys } = grid('blackjack-strategy');
    expect(g.cols.map((c) => c.label)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Т']);
    expect(g.rows).toHaveLength(15 + 8 + 10);
    expect(g.cells.size).toBe(keys.length);
    expect(g.cells.get(cellId('hard-16', '10'))!.keys).toEqual(['hard-16-10']);
  });

  it('baccarat: the banker tableau, totals 0–7 by the player’s third card or none', () => {
    const { g } = grid('baccarat-banker-draws');
    expect(g.rows.map((r) => r.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(g.cols.map((c) => c.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'нет']);
  });

  it('stud: hand categories by the choice made; a cell is practised through its row', () => {
    const log = [
      rec('stud-decision', 'pair', 'fold', false, 0.5),
      rec('stud-decision', 'pair', 'x14', false, 0.25),
      rec('stud-decision', 'pair', 'raise', true, 0),
      rec('stud-decision', 'noGame', 'x3', true, 0),
    ];
    const { g, keys } = grid('stud-decision', log);
    expect(g.cols.map((c) => c.id)).toEqual(['fold', 'raise', 'x1', 'x2']);
    expect(g.cells.get(cellId('pair', 'fold'))).toMatchObject({ decisions: 1, correct: 0, cost: 0.5 });
    expect(g.cells.get(cellId('pair', 'x2'))).toMatchObject({ decisions: 1, cost: 0.25 });
    expect(g.cells.get(cellId('noGame', 'x1'))).toMatchObject({ decisions: 1, correct: 1 });
    expect(
      keysOfCells(g, new Set([cellId('pair', 'fold'), cellId('pair', 'x2'), cellId('noGame', 'raise')]), keys),
    ).toEqual(['noGame', 'pair']);
  });

  it('craps: bets by the come-out roll; bets by bets', () => {
    const { g } = grid('craps-come-out', [rec('craps-come-out', 'dontPass-12', 'win', false)]);
    expect(g.rows.map((r) => r.id)).toEqual(['pass', 'dontPass']);
    expect(g.cols.map((c) => c.id)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(g.cells.get(cellId('dontPass', '12'))).toMatchObject({ decisions: 1, correct: 0, costed: 0 });
    const better = grid('craps-better-bet').g;
    expect(better.cells.get(cellId('pass', 'field'))!.keys).toEqual(['pass~field']);
    expect(better.rows[0]!.label).toBe('«Проходит»');
  });

  it('craps, what a roll does: bets by the roll each item dealt (given by the caller)', () => {
    const drill = findDrill('craps-roll-effect')!;
    const keys = keysOf(drill, DEFAULT_RULES);
    const log = [
      rec('craps-roll-effect', 'field', 'lose', false),
      { ...rec('craps-roll-effect', 'field', 'win', true), seed: '2' },
    ];
    const g = gridOf(drill, keys, log, (r) => (r.seed === '2' ? 12 : 7));
    expect(g.cols.map((c) => c.id)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(g.cells.get(cellId('field', '7'))).toMatchObject({ decisions: 1, correct: 0, keys: ['field'] });
    expect(g.cells.get(cellId('field', '12'))).toMatchObject({ decisions: 1, correct: 1 });
    expect(gridOf(drill, keys, log).cells.get(cellId('field', '7'))!.decisions).toBe(0); // no rolls given
  });

  it('any other drill: one row per key', () => {
    const { g, keys } = grid('baccarat-point');
    expect(g.rows).toHaveLength(keys.length);
    expect(g.cols).toHaveLength(1);
  });
});
