import { afterEach, describe, expect, it, vi } from 'vitest';
import { baccaratPresets, baccaratSchema } from '@croupier/paytables/baccarat';
import { blackjackPresets, blackjackSchema } from '@croupier/paytables/blackjack';
import { crapsPresets, crapsSchema } from '@croupier/paytables/craps';
import { studPresets, studSchema } from '@croupier/paytables/stud';
import { main } from './run.js';
import { parseArgs, UsageError } from './args.js';
import { rulesFromArgs } from './rules-args.js';
import { parseCommandLine } from './options.js';
import { capture } from '../testing/capture.js';
import { CroupierError } from '../result/index.js';
import type { GameId } from './types.js';

afterEach(() => {
  vi.restoreAllMocks();
});

async function run(argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const io = capture();
  const code = await main(argv);
  const result = { code, out: io.out(), err: io.err() };
  vi.restoreAllMocks();
  return result;
}

const GAMES: readonly GameId[] = ['blackjack', 'baccarat', 'craps', 'stud'];

// Read from @croupier/paytables, not from the CLI: the presets and rule keys each game has.
const PRESETS: Record<GameId, string[]> = {
  blackjack: Object.keys(blackjackPresets),
  baccarat: Object.keys(baccaratPresets),
  craps: Object.keys(crapsPresets),
  stud: Object.keys(studPresets),
};
const SCHEMAS = { blackjack: blackjackSchema, baccarat: baccaratSchema, craps: crapsSchema, stud: studSchema };
const RULE_KEYS: Record<GameId, string[]> = {
  blackjack: Object.keys(blackjackSchema),
  baccarat: Object.keys(baccaratSchema),
  craps: Object.keys(crapsSchema),
  stud: Object.keys(studSchema),
};
/** Each game's first whole-number rule and its range (decks, decks, commissionPercent, raiseMultiple). */
const INT_RULE = Object.fromEntries(
  GAMES.map((g) => {
    const [key, field] = Object.entries(SCHEMAS[g]).find(([, f]) => f.kind === 'int')!;
    return [g, { key, min: (field as { min: number }).min, max: (field as { max: number }).max }];
  }),
) as Record<GameId, { key: string; min: number; max: number }>;

// The options `croupier odds <game>` knows, written out by hand from the games' rules: every game has
// presets and rules; blackjack and baccarat have a shoe (so --decks); baccarat can remove dealt cards.
const COMMON = '--json, --no-color, --color, --quiet, --help, --preset ID, --set key=value';
const ODDS_KNOWN: Record<GameId, string> = {
  blackjack: `${COMMON}, --decks N`,
  baccarat: `${COMMON}, --decks N, --removed "cards"`,
  craps: COMMON,
  stud: `${COMMON}, --workers N, --no-cache, --progress`,
};

/** A message with the game's own words (its name, its presets, its rules, its options) taken out. */
function normalise(text: string, game: GameId): string {
  return text
    .replace(/Known options for .*$/su, 'Known options for <where>.')
    .replace(/(allowed|known rules): .*$/su, '$1: <list>.')
    .replaceAll(game, '<game>');
}

describe('the same mistake reads and exits the same in every game (issue 10)', () => {
  const mistakes = [
    {
      mistake: 'an unknown preset',
      argv: () => ['--preset', 'vegas'],
      code: 1,
      says: (g: GameId) =>
        `croupier: rules/unknown-preset: ${g} has no preset "vegas"; allowed: ${PRESETS[g].join(', ')}.\n`,
    },
    {
      mistake: 'an unknown rule',
      argv: () => ['--set', 'colour=red'],
      code: 1,
      says: (g: GameId) =>
        `croupier: rules/unknown-key: ${g}: unknown rule "colour"; known rules: ${RULE_KEYS[g].join(', ')}.\n`,
    },
    {
      mistake: 'a bad rule value',
      argv: (g: GameId) => ['--set', `${INT_RULE[g].key}=%%%`],
      code: 1,
      says: (g: GameId) =>
        `croupier: rules/bad-value: ${g}: ${INT_RULE[g].key} must be a whole number from ${INT_RULE[g].min} to ${INT_RULE[g].max}, got "%%%".\n`,
    },
    {
      mistake: 'an unknown option',
      argv: () => ['--colour'],
      code: 2,
      says: (g: GameId) =>
        `croupier: Unknown option "--colour" (did you mean --color?). Known options for odds ${g}: ${ODDS_KNOWN[g]}.\n`,
    },
    {
      mistake: 'an option of another command',
      argv: () => ['--rounds', '10'],
      code: 2,
      says: (g: GameId) =>
        `croupier: --rounds does not apply to odds ${g}: it is an option of simulate. Known options for odds ${g}: ${ODDS_KNOWN[g]}.\n`,
    },
    {
      mistake: 'a stray argument',
      argv: () => ['10'],
      code: 2,
      says: (g: GameId) =>
        `croupier: odds ${g} takes no arguments besides options, got "10". Known options for odds ${g}: ${ODDS_KNOWN[g]}.\n`,
    },
    {
      mistake: 'a flag given a value',
      argv: () => ['--json=yes'],
      code: 2,
      says: (g: GameId) =>
        `croupier: --json takes no value, got "yes". Known options for odds ${g}: ${ODDS_KNOWN[g]}.\n`,
    },
    {
      mistake: 'an option without its value',
      argv: () => ['--preset'],
      code: 2,
      says: (g: GameId) => `croupier: --preset needs a value (ID). Known options for odds ${g}: ${ODDS_KNOWN[g]}.\n`,
    },
  ];

  it.each(mistakes.flatMap((m) => GAMES.map((game) => ({ ...m, game }))))(
    '$mistake, odds $game: exit $code',
    async ({ game, argv, code, says }) => {
      const r = await run(['odds', game, ...argv(game)]);
      expect(r.code).toBe(code);
      expect(r.out).toBe('');
      expect(r.err).toBe(says(game));
    },
  );

  it.each(mistakes.map((m) => m.mistake))('%s: one message shape for the four games', async (mistake) => {
    const m = mistakes.find((x) => x.mistake === mistake)!;
    const shapes = new Set<string>();
    const codes = new Set<number>();
    for (const game of GAMES) {
      const r = await run(['odds', game, ...m.argv(game)]);
      codes.add(r.code);
      // The bad-value rule and its range differ by game: take them out too.
      shapes.add(
        normalise(r.err, game)
          .replace(INT_RULE[game].key, '<key>')
          .replace(/from \d+ to \d+/u, 'from <min> to <max>'),
      );
    }
    expect(codes.size).toBe(1);
    expect([...shapes]).toHaveLength(1);
  });

  it.each([
    { game: 'craps', decks: 'refused', code: 2 },
    { game: 'stud', decks: 'refused', code: 2 },
    { game: 'blackjack', decks: 'used', code: 0 },
    { game: 'baccarat', decks: 'used', code: 0 },
  ] as const)('--decks 8 is $decks for $game', async ({ game, code }) => {
    const r = await run(['odds', game, '--decks', '8', '--json']);
    expect(r.code).toBe(code);
    if (code === 0) expect(JSON.parse(r.out).rules.decks).toBe(8);
    else
      expect(r.err).toBe(
        `croupier: --decks does not apply to odds ${game}: it applies to games with a shoe (blackjack, baccarat) only. Known options for odds ${game}: ${ODDS_KNOWN[game]}.\n`,
      );
  });

  it.each(['blackjack', 'baccarat'] as const)('--decks 9 for %s is out of range: exit 2', async (game) => {
    const r = await run(['odds', game, '--decks', '9']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^croupier: --decks must be a whole number from 1 to 8 or infinite, got "9"\. Known options/);
  });
});

describe('the options of each command (issue 14: the CLI ignored what it did not know)', () => {
  it.each([
    {
      argv: ['simulate', 'craps', '--round', '10'],
      says: 'croupier: Unknown option "--round" (did you mean --rounds?). Known options for simulate craps: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value, --rounds N, --seed S.\n',
    },
    {
      argv: ['simulate', 'craps', '--decks', '6'],
      says: 'croupier: --decks does not apply to simulate craps: it applies to games with a shoe (blackjack, baccarat) only. Known options for simulate craps: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value, --rounds N, --seed S.\n',
    },
    {
      argv: ['play', 'stud', '--decks', '1'],
      says: 'croupier: --decks does not apply to play stud: it applies to games with a shoe (blackjack, baccarat) only. Known options for play stud: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value, --seed S, --ante N, --balance N.\n',
    },
    {
      argv: ['odds', 'craps', '--removed', '5s'],
      says: 'croupier: --removed does not apply to odds craps: it applies to baccarat only. Known options for odds craps: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value.\n',
    },
    {
      argv: ['simulate', 'baccarat', '--rounds', 'many'],
      says: 'croupier: --rounds must be a whole number from 1 to 1000000000, got "many". Known options for simulate baccarat: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value, --decks N, --rounds N, --seed S.\n',
    },
    {
      argv: ['play', 'baccarat', '--bet', 'dragon'],
      says: 'croupier: --bet must be one of banker, player, tie, playerPair, bankerPair, eitherPair, perfectPair, dragon7, panda8, got "dragon". Known options for play baccarat: --json, --no-color, --color, --quiet, --help, --preset ID, --set key=value, --decks N, --seed S, --bet BET, --stake N, --ru.\n',
    },
    {
      argv: ['eval', 'As', '--preset', 'seed'],
      says: 'croupier: --preset does not apply to eval: it is an option of odds, strategy, simulate, play, advise, indices, eor, spread. Known options for eval: --json, --no-color, --color, --quiet, --help.\n',
    },
    {
      argv: ['eval', '-x', 'As'],
      says: 'croupier: Unknown option "-x". Known options for eval: --json, --no-color, --color, --quiet, --help.\n',
    },
  ])('$argv → exit 2', async ({ argv, says }) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toBe(says);
  });

  it('--help after a command lists its options for the game, with ranges and defaults', async () => {
    const r = await run(['simulate', 'craps', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--rounds N');
    expect(r.out).toContain('(1–1000000000); default 100000');
    expect(r.out).not.toContain('--decks');
  });
});

describe('messages cut echoed input (issue 14: a 1 MB line echoed back)', () => {
  const huge = 'Ж'.repeat(1 << 20);
  it.each([
    ['an unknown command', [huge]],
    ['an unknown game', ['odds', huge]],
    ['an unknown option', ['odds', 'craps', `--${huge}`]],
    ['a bad option value', ['simulate', 'craps', '--rounds', huge]],
    ['a bad seed', ['simulate', 'craps', '--seed', 'x'.repeat(300)]],
    ['a stray argument', ['odds', 'craps', huge]],
    ['an unknown preset', ['odds', 'stud', '--preset', huge]],
    ['an unknown rule', ['odds', 'baccarat', '--set', `${huge}=1`]],
    ['a bad rule value', ['odds', 'blackjack', '--set', `decks=${huge}`]],
    ['a bad card', ['eval', huge]],
    ['a bad rank-only hand', ['eval', `Т-К-${huge}`]],
  ])('%s: the message stays short', async (_what, argv) => {
    const r = await run(argv);
    expect(r.code).toBeGreaterThan(0);
    expect(r.err.length).toBeLessThan(600);
  });
});

describe('rulesFromArgs: one function for the four games', () => {
  // Expected rules by hand from the presets' documentation: blackjack and stud default to the text
  // (`seed`), baccarat to `casino`.
  it.each([
    {
      game: 'blackjack',
      argv: ['--set', 'das=false', '--set', 'h17=true', '--decks', '2'],
      preset: 'seed',
      rules: { doubleAfterSplit: false, dealerHitsSoft17: true, decks: 2 },
    },
    {
      game: 'baccarat',
      argv: ['--decks', '6', '--set', 'tiePays=9'],
      preset: 'casino',
      rules: { decks: 6, tiePays: { pays: 9, per: 1 } },
    },
    { game: 'baccarat', argv: ['--preset', 'seed'], preset: 'seed', rules: { tableau: 'seed' } },
    { game: 'craps', argv: ['--preset', 'casino'], preset: 'casino', rules: crapsPresets.casino.rules },
    { game: 'stud', argv: ['--set', 'maxExchange=1'], preset: 'seed', rules: { maxExchange: 1 } },
  ] as const)('$game $argv', ({ game, argv, preset, rules }) => {
    expect(rulesFromArgs(game, parseArgs(argv))).toMatchObject({ preset, rules });
  });

  it.each(GAMES)('%s: an unknown preset is a CroupierError with rules/unknown-preset', (game) => {
    expect(() => rulesFromArgs(game, parseArgs(['--preset', 'vegas']))).toThrow(CroupierError);
    expect(() => rulesFromArgs(game, parseArgs(['--preset', 'vegas']))).toThrow(
      expect.objectContaining({ code: 'rules/unknown-preset' }),
    );
  });

  it.each(['craps', 'stud'] as const)('%s: --decks is a UsageError (no decks rule)', (game) => {
    expect(() => rulesFromArgs(game, parseArgs(['--decks', '6']))).toThrow(UsageError);
  });

  it('aliases are per game: das is a rule of blackjack only', () => {
    expect(() => rulesFromArgs('baccarat', parseArgs(['--set', 'das=false']))).toThrow(
      expect.objectContaining({ code: 'rules/unknown-key' }),
    );
  });
});

describe('typed option readers', () => {
  it.each([
    { game: 'blackjack', rounds: 1_000_000 },
    { game: 'baccarat', rounds: 1_000_000 },
    { game: 'craps', rounds: 100_000 },
  ] as const)('simulate $game: --rounds defaults to $rounds, the games’ own defaults', ({ game, rounds }) => {
    expect(parseCommandLine('simulate', game, []).options.int('rounds')).toBe(rounds);
    expect(parseCommandLine('simulate', game, ['--rounds=250']).options.int('rounds')).toBe(250);
  });

  it.each([
    [['--seed', '7'], 7],
    [['--seed', 'shoe-1'], 'shoe-1'],
    [['--seed', '4294967295'], 4294967295],
    [[], 1],
  ] as const)('seed %j → %j', (argv, seed) => {
    expect(parseCommandLine('play', 'baccarat', argv).options.seed()).toBe(seed);
  });

  it('reads flags, texts, enums and the repeated --set in order', () => {
    const { options } = parseCommandLine('play', 'baccarat', ['--ru', '--bet', 'tie', '--set', 'a=1', '--set=b=2']);
    expect(options.flag('ru')).toBe(true);
    expect(options.flag('json')).toBe(false);
    expect(options.text('bet')).toBe('tie');
    expect(options.int('stake')).toBe(100);
    expect(options.list('set')).toEqual(['a=1', 'b=2']);
  });

  it.each([
    { argv: ['--penetration', '0.5'], value: 0.5 },
    { argv: ['--penetration=0.95'], value: 0.95 },
    { argv: [], value: 0.75 },
  ])('a decimal option: $argv → $value', ({ argv, value }) => {
    expect(parseCommandLine('indices', 'blackjack', argv).options.number('penetration')).toBe(value);
  });

  it.each(['0.05', '1', '.5', '3/4', '0.75%'])(
    'a decimal option out of range or not a number: --penetration %s',
    (raw) => {
      expect(() => parseCommandLine('indices', 'blackjack', ['--penetration', raw])).toThrow(
        `--penetration must be a number from 0.1 to 0.95, got "${raw}".`,
      );
    },
  );

  it('asking for an option nobody declared is a bug, not a usage error', () => {
    const { options } = parseCommandLine('odds', 'craps', []);
    expect(() => options.int('roundz')).toThrow(Error);
    expect(() => options.int('roundz')).not.toThrow(UsageError);
  });
});
