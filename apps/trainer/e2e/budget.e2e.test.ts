/**
 * What the first screen (the drill list) loads: none of the other screens and none of the drills' code
 * (every other screen and each game's drills are chunks of their own), within its JavaScript budget. Its
 * Lighthouse scores are `lighthouse.lh.test.ts`, run alone after the browser tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GZIP_BUDGET, firstScreenScripts } from './budget.ts';
import { DIST } from './global-setup.ts';

describe('the first screen', () => {
  it('loads none of the other screens, and stays within its JavaScript budget', () => {
    const scripts = firstScreenScripts();
    const names = scripts.map((s) => s.split('/').pop()!);
    // The screens, and the drills' chunks (one per game, the counting indices, the scheduler with FSRS).
    const chunks = ['Drill-', 'Rules-', 'Stats-', 'uplot-', 'strategy.worker-', 'session-'];
    for (const lazy of [...chunks, 'general-', 'blackjack-', 'baccarat-', 'craps-', 'stud-']) {
      expect(names.filter((n) => n.startsWith(lazy))).toEqual([]);
    }
    const gzip = scripts.reduce((n, s) => n + gzipSync(readFileSync(join(DIST, s))).length, 0);
    console.log(`first screen: ${names.join(', ')} — ${gzip} bytes gzip`);
    expect(gzip).toBeLessThanOrEqual(FIRST_SCREEN_GZIP_BUDGET);
  });
});
