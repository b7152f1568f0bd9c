import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../run.js';
import { capture } from '../../testing/capture.js';
import { expectContract } from '../../testing/contracts.js';

afterEach(() => vi.restoreAllMocks());

// Small runs (one deck, three true counts, the rest of the hand by the chart, this thread) keep the unit
// tier fast; the full six-deck tables are checked through the shipped data and in the long tier.
const SMALL = ['--decks', '1', '--range', '-2,2', '--step', '2', '--workers', '1', '--continuation', 'chart'];

describe('croupier indices blackjack', () => {
  it('--json matches the indices contract, for the rules and system asked', async () => {
    const io = capture();
    const code = await main(['indices', 'blackjack', '--preset', 'seed', '--system', 'hilo', ...SMALL, '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(io.out());
    expectContract('indices', json);
    expect(json.rules.decks).toBe(1);
    expect(json.system).toMatchObject({ id: 'hilo', tags: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1], balanced: true });
    for (const e of json.indices) {
      expect(e.index).toBeGreaterThanOrEqual(-2);
      expect(e.index).toBeLessThanOrEqual(2);
    }
    // Progress goes to stderr, never into the JSON: after the first second, plain lines of the two stages.
    for (const line of io.err().split('\n').filter(Boolean)) {
      expect(line).toMatch(/^(effects of removal|true counts): /);
    }
  });

  it('--quiet: nothing on stderr', async () => {
    const io = capture();
    expect(await main(['indices', 'blackjack', ...SMALL, '--quiet', '--json'])).toBe(0);
    expect(io.err()).toBe('');
    expectContract('indices', JSON.parse(io.out()));
  });

  it('a custom system by its ten tags; the text names it, its efficiencies and the top deviations', async () => {
    const io = capture();
    const code = await main(['indices', 'blackjack', '--system', '0.5,1,1,1.5,1,0.5,0,-0.5,-1,-1', ...SMALL]);
    expect(code).toBe(0);
    expect(io.out()).toContain('custom (0.5, 1, 1, 1.5, 1, 0.5, 0, -0.5, -1, -1) indices');
    expect(io.out()).toMatch(/betting correlation 0\.\d{3}, playing efficiency 0\.\d{3}, insurance correlation/);
    expect(io.out()).toContain('most valuable deviations');
  });

  it.each([
    { args: ['--system', 'hi-lo'], code: 1, says: 'hilo, ko, hiopt1, hiopt2, omega2, zen' },
    { args: ['--system', '1,1,1'], code: 1, says: 'ten finite tags' },
    { args: ['--range', '2,4'], code: 2, says: '--range must be two true counts' },
    { args: ['--workers', '0'], code: 2, says: '--workers must be a whole number from 1' },
    { args: ['--continuation', 'basic'], code: 2, says: '--continuation must be one of optimal, chart' },
    { args: ['--step', 'two'], code: 2, says: '--step must be a number from 0.25 to 6' },
    { args: ['--remaining', '60', '--decks', '1'], code: 2, says: '--remaining must be a whole number from 20 to 49' },
    { args: ['--optimal'], code: 2, says: '--optimal does not apply to indices blackjack' },
  ])('bad input $args: exit $code naming what is allowed', async ({ args, code, says }) => {
    const io = capture();
    expect(await main(['indices', 'blackjack', ...args])).toBe(code);
    expect(io.err()).toContain(says);
  });
});

describe('croupier eor blackjack', () => {
  it('--json: the effects by rank and every system’s efficiencies', async () => {
    const io = capture();
    const code = await main(['eor', 'blackjack', '--decks', '1', '--workers', '1', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(io.out());
    expect(json.ranks).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']);
    expect(json.gameEffects).toHaveLength(10);
    // Removing a five helps the player most, removing an ace hurts most (Griffin's single-deck table).
    const fives = json.gameEffects[3];
    expect(Math.max(...json.gameEffects)).toBe(fives);
    expect(Math.min(...json.gameEffects)).toBe(json.gameEffects[9]);
    expect(json.systems.map((s: { id: string }) => s.id)).toEqual(['hilo', 'ko', 'hiopt1', 'hiopt2', 'omega2', 'zen']);
  });

  it('prints a table of the effects and the systems', async () => {
    const io = capture();
    expect(await main(['eor', 'blackjack', '--decks', '1', '--workers', '1', '--no-color'])).toBe(0);
    expect(io.out()).toContain('Effects of removal');
    expect(io.out()).toContain('Hi-Opt II');
  });
});
