// Issue 21: what the CLI refuses rather than quietly takes. An empty hand is not a hand; a seed that
// looks like a number must be a whole number from 0 to 2^32 − 1 (outside that range the generator
// folds two seeds into one run: -1 and 0, 2^32 and 1); an emoji in a bad card is echoed whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '../rng/index.js';
import { capture } from '../testing/capture.js';
import { parseCommandLine } from './options.js';
import { main } from './run.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether a text holds half of a surrogate pair. */
const hasLoneSurrogate = (s: string) => /[\uD800-\uDFFF]/u.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/gu, ''));

describe('croupier eval refuses an empty hand', () => {
  it.each([[['']], [['', ' ']], [['   ']]])('eval %j exits 2 and says a card is needed', async (argv) => {
    const io = capture();
    expect(await main(['eval', ...argv])).toBe(2);
    expect(io.err()).toMatch(/eval needs at least one card/u);
    expect(io.out()).toBe('');
  });
});

describe('--seed', () => {
  it.each([['1.5'], ['NaN'], ['1e3'], ['Infinity'], ['-Infinity'], ['0x10'], ['+7'], ['.5'], ['7.']])(
    '%s looks like a number but is not a whole one: refused, exit 2',
    async (seed) => {
      const io = capture();
      expect(await main(['simulate', 'craps', '--rounds', '1', '--seed', seed])).toBe(2);
      expect(io.err()).toMatch(/--seed as a number must be a whole number from 0 to 4294967295/u);
    },
  );

  it.each([['-1'], ['-0'], ['4294967296'], ['9007199254740991'], ['99999999999999999999']])(
    '%s is outside 0 … 2^32 − 1: refused, exit 2',
    async (seed) => {
      const io = capture();
      expect(await main(['simulate', 'craps', '--rounds', '1', '--seed', seed])).toBe(2);
      expect(io.err()).toMatch(/from 0 to 4294967295, got "/u);
    },
  );

  it.each([
    ['0', 0],
    ['4294967295', 4294967295],
    ['7', 7],
    ['shoe-1', 'shoe-1'],
  ] as const)('%s is taken as %j', (seed, value) => {
    expect(parseCommandLine('play', 'baccarat', ['--seed', seed]).options.seed()).toBe(value);
  });

  it('the refused pairs would have replayed one run: the reason for the range', () => {
    const words = (seed: number) => {
      const rng = seededRng(seed);
      return [rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
    };
    expect(words(-1)).toEqual(words(0));
    expect(words(2 ** 32)).toEqual(words(1));
  });

  it('--help states the range', async () => {
    const io = capture();
    expect(await main(['simulate', 'craps', '--help'])).toBe(0);
    expect(io.out()).toMatch(/0 to 4294967295/u);
  });
});

describe('a bad card with an emoji is echoed whole', () => {
  it.each([['😀'], ['😀s'], ['A😀'], ['🂡']])('eval %s: exit 2, no half character in the message', async (token) => {
    const io = capture();
    expect(await main(['eval', token])).toBe(2);
    expect(hasLoneSurrogate(io.err())).toBe(false);
    expect(io.err()).not.toMatch(/\\ud8[0-3][0-9a-f]/iu);
    expect(io.err()).toContain(token);
  });

  it('a long bad input cut for the message does not end on half an emoji', async () => {
    const io = capture();
    // 58 letters then emoji: the message's cut at 59 UTF-16 units falls inside the first emoji.
    expect(await main(['eval', `${'x'.repeat(57)}${'😀'.repeat(5)}`])).toBe(2);
    expect(hasLoneSurrogate(io.err())).toBe(false);
  });
});
