import { describe, expect, it } from 'vitest';
import * as analysis from './analysis/index.js';
import * as counting from './counting/index.js';
import * as all from './index.js';
import * as players from './players.js';
import * as table from './table.js';

describe('the blackjack subpaths', () => {
  it('/blackjack exports exactly the names of /blackjack/table, /analysis, /counting and /players together', () => {
    const parts = new Set([
      ...Object.keys(table),
      ...Object.keys(analysis),
      ...Object.keys(counting),
      ...Object.keys(players),
    ]);
    expect([...parts].sort()).toEqual(Object.keys(all).sort());
  });
  it('the table part holds no analysis or counting', () => {
    expect(Object.keys(table)).toContain('apply');
    expect(Object.keys(table)).not.toContain('analyse');
    expect(Object.keys(table)).not.toContain('computeIndexTable');
  });
});
