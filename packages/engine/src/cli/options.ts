/**
 * The options of every `croupier` command, declared once: name, kind, range, default, and the
 * commands and games each applies to. {@link parseCommandLine} reads a command line against them and
 * refuses an unknown option, an option that does not apply to the command or game (`--decks` for
 * craps), a missing or bad value and a stray argument, always with the same message shape — what was
 * wrong, then the options this command and game know — and exit code 2. {@link OptionValues} reads the
 * checked values back typed.
 *
 * @module
 */
import { BACCARAT_BETS } from '@croupier/paytables/baccarat';
import { show } from '../result/index.js';
import { UsageError, type CliArgs } from './args.js';
import { decksRange } from './rules-args.js';
import { GAMES, type GameId } from './types.js';

/** The commands. */
export const COMMANDS = ['eval', 'odds', 'strategy', 'simulate', 'play', 'advise', 'indices', 'eor', 'spread'] as const;
/** A command. */
export type CommandName = (typeof COMMANDS)[number];

/** The commands that take a game. */
export const GAME_COMMANDS = ['odds', 'play', 'strategy', 'simulate', 'advise', 'indices', 'eor', 'spread'] as const;
/** A command that takes a game. */
export type GameCommandName = (typeof GAME_COMMANDS)[number];

/** What an option holds. */
export type OptionKind =
  /** Present or not; takes no value (`--json`). */
  | 'flag'
  /** A whole number within `min`…`max` (`--rounds 1000`). */
  | 'int'
  /** A decimal number within `min`…`max` (`--penetration 0.75`). */
  | 'number'
  /** One of `values` (`--bet banker`). */
  | 'enum'
  /** Free text, checked by the command (`--preset`, `--removed "5s 5h"`). */
  | 'text'
  /** A seed: a whole number from 0 to 2^32 − 1, or a text of 1 to 200 characters (`--seed 7`, `--seed shoe-1`). */
  | 'seed';

/** One option of the command line. */
export interface OptionSpec {
  /** The name, without dashes. */
  readonly name: string;
  /** What it holds. */
  readonly kind: OptionKind;
  /** The value's placeholder in help (`N`, `key=value`). */
  readonly value?: string;
  /** One line for `--help`. */
  readonly summary: string;
  /** Smallest value, for `int` and `number`. */
  readonly min?: number;
  /** Largest value, for `int` and `number`. */
  readonly max?: number;
  /** The allowed values, for `enum`. */
  readonly values?: readonly string[];
  /** Words an `int` option also takes, and the commands that take them (`--decks infinite` for odds). */
  readonly words?: { readonly values: readonly string[]; readonly commands: readonly CommandName[] };
  /** May be given more than once; every value is kept in order (`--set`). */
  readonly repeatable?: boolean;
  /** The commands it applies to; absent: every command. */
  readonly commands?: readonly CommandName[];
  /** The games it applies to, or a test on the game; absent: every game (and commands without one). */
  readonly games?: readonly GameId[] | ((game: GameId) => boolean);
  /** Why it does not apply elsewhere, for the refusal (`craps has no decks rule`). */
  readonly onlyWhere?: string;
  /** The value used when the option is absent, per game or for all. */
  readonly defaults?: Readonly<Partial<Record<GameId | 'all', number | string>>>;
}

const RULE_COMMANDS: readonly CommandName[] = [
  'odds',
  'strategy',
  'simulate',
  'play',
  'advise',
  'indices',
  'eor',
  'spread',
];
const COUNTING_COMMANDS: readonly CommandName[] = ['indices', 'eor', 'spread'];
const MAX_SEED_TEXT = 200;
/** The largest number `--seed` takes, 2^32 − 1: numbers up to it give distinct runs. */
const MAX_NUMERIC_SEED = 2 ** 32 - 1;
/** What reads as a number without being a whole one in range: decimals, exponents, signs, NaN, hex. */
const NUMBER_LIKE = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|[+-]?(?:nan|inf|infinity)|[+-]?0[xob][\da-f]+)$/iu;

/**
 * Every option of the CLI. A game's `cli.ts` reads them through `ctx.options`; adding an option means
 * one entry here.
 */
export const CLI_OPTIONS: readonly OptionSpec[] = [
  { name: 'json', kind: 'flag', summary: 'machine-readable output (shapes: @croupier/engine/contracts/*.schema.json)' },
  { name: 'no-color', kind: 'flag', summary: 'plain output (also when NO_COLOR is set or stdout is not a terminal)' },
  { name: 'color', kind: 'flag', summary: 'colour even when stdout is not a terminal' },
  { name: 'quiet', kind: 'flag', summary: 'no progress on stderr' },
  { name: 'help', kind: 'flag', summary: 'this command’s options' },
  {
    name: 'preset',
    kind: 'text',
    value: 'ID',
    summary: 'start from a named rules preset (seed = the Russian text)',
    commands: RULE_COMMANDS,
  },
  {
    name: 'set',
    kind: 'text',
    value: 'key=value',
    summary: 'change one rule (repeatable); unknown keys list the allowed ones',
    repeatable: true,
    commands: RULE_COMMANDS,
  },
  {
    name: 'decks',
    kind: 'int',
    value: 'N',
    summary: 'number of decks (the same as --set decks=N); odds and strategy also take infinite',
    min: 1,
    max: 8,
    words: { values: ['infinite'], commands: ['odds', 'strategy'] },
    commands: RULE_COMMANDS,
    games: (game) => decksRange(game) !== null,
    onlyWhere: 'games with a shoe (blackjack, baccarat)',
  },
  {
    name: 'rounds',
    kind: 'int',
    value: 'N',
    summary: 'rounds (coups, line-bet decisions) to simulate',
    min: 1,
    max: 1_000_000_000,
    commands: ['simulate'],
    defaults: { blackjack: 1_000_000, baccarat: 1_000_000, craps: 100_000 },
  },
  {
    name: 'seed',
    kind: 'seed',
    value: 'S',
    summary:
      'seed of the random shuffle or dice: a whole number from 0 to 4294967295 (2^32 − 1) or a text with a letter in it; the same seed replays the same run',
    commands: ['simulate', 'play', 'spread'],
    defaults: { all: 1 },
  },
  {
    name: 'removed',
    kind: 'text',
    value: '"cards"',
    summary: 'cards already dealt from the shoe, e.g. "5s 5h 4d"',
    commands: ['odds'],
    games: ['baccarat'],
  },
  {
    name: 'bet',
    kind: 'enum',
    value: 'BET',
    summary: 'what to bet on',
    values: BACCARAT_BETS,
    commands: ['play'],
    games: ['baccarat'],
    defaults: { baccarat: 'banker' },
  },
  {
    name: 'stake',
    kind: 'int',
    value: 'N',
    summary: 'chips staked',
    min: 1,
    max: 1_000_000_000,
    commands: ['play'],
    games: ['baccarat'],
    defaults: { baccarat: 100 },
  },
  { name: 'ru', kind: 'flag', summary: 'cards in the Russian notation', commands: ['play'], games: ['baccarat'] },
  {
    name: 'workers',
    kind: 'int',
    value: 'N',
    summary: 'worker threads for an exact computation (default: one per core)',
    min: 1,
    max: 64,
    commands: ['odds'],
    games: ['stud'],
  },
  {
    name: 'no-cache',
    kind: 'flag',
    summary: 'compute again instead of reading the disk cache',
    commands: ['odds'],
    games: ['stud'],
  },
  {
    name: 'progress',
    kind: 'flag',
    summary: 'a progress bar even when stderr is not a terminal',
    commands: ['odds'],
    games: ['stud'],
  },
  {
    name: 'ante',
    kind: 'int',
    value: 'N',
    summary: 'the ante in chips',
    min: 1,
    max: 1_000_000_000,
    commands: ['play'],
    games: ['stud'],
    defaults: { stud: 10 },
  },
  {
    name: 'balance',
    kind: 'int',
    value: 'N',
    summary: 'the player’s chips before the round',
    min: 0,
    max: 1_000_000_000_000,
    commands: ['play'],
    games: ['stud'],
    defaults: { stud: 1000 },
  },
  {
    name: 'up',
    kind: 'text',
    value: 'CARD',
    summary: 'the dealer’s up card, e.g. Td',
    commands: ['advise'],
    games: ['stud'],
  },
  {
    name: 'system',
    kind: 'text',
    value: 'S',
    summary: 'counting system: hilo, ko, hiopt1, hiopt2, omega2, zen, custom (with --tags), or ten tags for 2…9,T,A',
    commands: COUNTING_COMMANDS,
    games: ['blackjack'],
  },
  {
    name: 'tags',
    kind: 'text',
    value: '"t2,…,tA"',
    summary: 'the ten tags of a custom system, for 2,3,4,5,6,7,8,9,T,A',
    commands: COUNTING_COMMANDS,
    games: ['blackjack'],
  },
  {
    name: 'ace-side-count',
    kind: 'flag',
    summary: 'the custom system keeps a side count of aces',
    commands: COUNTING_COMMANDS,
    games: ['blackjack'],
  },
  {
    name: 'workers',
    kind: 'int',
    value: 'N',
    summary: 'threads computing, this one included (default: one per core, at most 8)',
    min: 1,
    max: 64,
    commands: COUNTING_COMMANDS,
    games: ['blackjack'],
  },
  {
    name: 'remaining',
    kind: 'int',
    value: 'N',
    summary: 'cards unseen at the decisions analysed (default half the shoe; at most the shoe less three)',
    min: 20,
    max: 413,
    commands: ['indices'],
    games: ['blackjack'],
  },
  {
    name: 'range',
    kind: 'text',
    value: 'LO,HI',
    summary: 'the true counts analysed, lo < 0 < hi within ±30 (default −12,12)',
    commands: ['indices'],
    games: ['blackjack'],
  },
  {
    name: 'step',
    kind: 'number',
    value: 'X',
    summary: 'true counts between the levels analysed (crossovers are refined between them)',
    min: 0.25,
    max: 6,
    commands: ['indices'],
    games: ['blackjack'],
    defaults: { blackjack: 2 },
  },
  {
    name: 'penetration',
    kind: 'number',
    value: 'P',
    summary: 'share of the shoe dealt before the shuffle (the cut card): the deviations’ gains, the spread’s counts',
    min: 0.1,
    max: 0.95,
    commands: ['indices', 'spread'],
    games: ['blackjack'],
    defaults: { blackjack: 0.75 },
  },
  {
    name: 'continuation',
    kind: 'enum',
    value: 'HOW',
    summary: 'how the rest of a hand is played after the decision: at its best for the count, or by the chart',
    values: ['optimal', 'chart'],
    commands: ['indices'],
    games: ['blackjack'],
    defaults: { blackjack: 'optimal' },
  },
  {
    name: 'top',
    kind: 'int',
    value: 'N',
    summary: 'how many of the most valuable deviations to rank',
    min: 1,
    max: 400,
    commands: ['indices'],
    games: ['blackjack'],
    defaults: { blackjack: 18 },
  },
  {
    name: 'optimal',
    kind: 'flag',
    summary: 'also the effects with every first decision re-optimised for the shoe',
    commands: ['eor'],
    games: ['blackjack'],
  },
  ...spreadOptions(),
];

/** The options of `croupier spread blackjack` (the bet ramp), beside the rules and `--system`. */
function spreadOptions(): OptionSpec[] {
  const o = (spec: Omit<OptionSpec, 'commands' | 'games'>): OptionSpec => ({
    ...spec,
    commands: ['spread'],
    games: ['blackjack'],
  });
  const BIG = 1_000_000_000;
  return [
    o({
      name: 'ramp',
      kind: 'text',
      value: 'RAMP',
      summary: 'kelly, score, or true-count:bet steps such as 1:20,2:40,3:80 (below the first: the minimum)',
      defaults: { blackjack: 'score' },
    }),
    o({
      name: 'bankroll',
      kind: 'number',
      value: 'B',
      summary: 'the bankroll, chips',
      min: 1,
      max: 1e12,
      defaults: { blackjack: 10_000 },
    }),
    o({
      name: 'min',
      kind: 'int',
      value: 'N',
      summary: 'the table minimum (smallest bet), chips',
      min: 1,
      max: BIG,
      defaults: { blackjack: 10 },
    }),
    o({
      name: 'max',
      kind: 'int',
      value: 'N',
      summary: 'the table maximum, chips',
      min: 1,
      max: BIG,
      defaults: { blackjack: 160 },
    }),
    o({
      name: 'spread',
      kind: 'number',
      value: 'X',
      summary: 'the largest bet over the smallest (default max/min)',
      min: 0,
      max: 1e6,
    }),
    o({
      name: 'unit',
      kind: 'int',
      value: 'N',
      summary: 'the chip unit: every bet a multiple of it',
      min: 1,
      max: BIG,
      defaults: { blackjack: 1 },
    }),
    o({
      name: 'spots',
      kind: 'int',
      value: 'N',
      summary: 'spots played each round',
      min: 1,
      max: 7,
      defaults: { blackjack: 1 },
    }),
    o({ name: 'wong-in', kind: 'int', value: 'TC', summary: 'play only from this true count up', min: -10, max: 10 }),
    o({
      name: 'wong-out',
      kind: 'int',
      value: 'TC',
      summary: 'leave below this true count (default the wong-in count)',
      min: -10,
      max: 10,
    }),
    o({
      name: 'rounds-per-hour',
      kind: 'number',
      value: 'N',
      summary: 'rounds dealt per hour',
      min: 1,
      max: 1000,
      defaults: { blackjack: 100 },
    }),
    o({
      name: 'trip',
      kind: 'int',
      value: 'N',
      summary: 'a trip’s rounds, for the risk of ruin within it',
      min: 1,
      max: BIG,
    }),
    o({
      name: 'goal',
      kind: 'number',
      value: 'G',
      summary: 'a win goal, for the risk of ruin before it',
      min: 0,
      max: 1e12,
    }),
    o({
      name: 'risk',
      kind: 'number',
      value: 'R',
      summary: 'the target risk of ruin, for the bankroll it needs',
      min: 0,
      max: 1,
      defaults: { blackjack: 0.05 },
    }),
    o({ name: 'no-indices', kind: 'flag', summary: 'play the chart only (no deviations, no insurance)' }),
    o({
      name: 'simulate',
      kind: 'int',
      value: 'N',
      summary: 'also deal N rounds card by card on worker threads and print the 99 % intervals beside the model',
      min: 1000,
      max: BIG,
    }),
  ];
}

/** The name of an option. */
export type OptionName = string;

/** Positional arguments a command takes after its game. */
const POSITIONALS: Readonly<
  Record<CommandName, { readonly min: number; readonly max: number; readonly what: string }>
> = {
  eval: { min: 1, max: Infinity, what: 'cards, e.g. croupier eval As Kd, "Т♠ К♥" or "Т-К-В-3-2"' },
  odds: { min: 0, max: 0, what: '' },
  strategy: { min: 0, max: 0, what: '' },
  simulate: { min: 0, max: 0, what: '' },
  play: { min: 0, max: 0, what: '' },
  advise: { min: 1, max: Infinity, what: 'a five-card hand, e.g. croupier advise "As Kd Jh 3c 2s"' },
  indices: { min: 0, max: 0, what: '' },
  eor: { min: 0, max: 0, what: '' },
  spread: { min: 0, max: 0, what: '' },
};

function appliesToCommand(spec: OptionSpec, command: CommandName): boolean {
  return spec.commands === undefined || spec.commands.includes(command);
}

function appliesToGame(spec: OptionSpec, game: GameId | null): boolean {
  if (spec.games === undefined) return true;
  if (game === null) return false;
  return typeof spec.games === 'function' ? spec.games(game) : spec.games.includes(game);
}

/**
 * The options a command knows for a game, in declaration order.
 *
 * @param command - The command.
 * @param game - The game, or `null` for `eval`.
 */
export function optionsFor(command: CommandName, game: GameId | null): OptionSpec[] {
  return CLI_OPTIONS.filter((s) => appliesToCommand(s, command) && appliesToGame(s, game));
}

/** `--a, --b N, --set key=value` for a message. */
function knownList(specs: readonly OptionSpec[]): string {
  return specs.map((s) => `--${s.name}${s.value ? ` ${s.value}` : ''}`).join(', ');
}

/** Edit distance (Levenshtein), for "did you mean". */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** The words naming where a command runs: `simulate craps`, `eval`. */
function where(command: CommandName, game: GameId | null): string {
  return game === null ? command : `${command} ${game}`;
}

/** A usage error in the one shape: the problem, then what this command and game know. */
function refuse(command: CommandName, game: GameId | null, problem: string): never {
  const known = optionsFor(command, game);
  throw new UsageError(`${problem} Known options for ${where(command, game)}: ${knownList(known)}.`);
}

/** Checks one value against its spec; returns the problem, or `null`. */
function valueProblem(spec: OptionSpec, raw: string, command?: CommandName): string | null {
  switch (spec.kind) {
    case 'flag':
      return null;
    case 'int': {
      const min = spec.min ?? 0;
      const max = spec.max ?? Number.MAX_SAFE_INTEGER;
      const words =
        spec.words && (command === undefined || spec.words.commands.includes(command)) ? spec.words.values : [];
      if (words.includes(raw)) return null;
      if (!/^-?\d{1,16}$/u.test(raw) || Number(raw) < min || Number(raw) > max) {
        const or = words.length > 0 ? ` or ${words.join(', ')}` : '';
        return `--${spec.name} must be a whole number from ${min} to ${max}${or}, got ${show(raw)}.`;
      }
      return null;
    }
    case 'number': {
      const min = spec.min ?? -Number.MAX_VALUE;
      const max = spec.max ?? Number.MAX_VALUE;
      const x = /^-?\d{1,16}(?:\.\d{1,16})?$/u.test(raw) ? Number(raw) : NaN;
      return x >= min && x <= max ? null : `--${spec.name} must be a number from ${min} to ${max}, got ${show(raw)}.`;
    }
    case 'enum':
      return spec.values!.includes(raw)
        ? null
        : `--${spec.name} must be one of ${spec.values!.join(', ')}, got ${show(raw)}.`;
    case 'seed':
      // A number is a whole number from 0 to 2^32 − 1: the generator folds a number into 32 bits, so
      // outside that range two seeds (-1 and 0, 2^32 and 1) would replay the same run. Anything that
      // looks like a number but is not such a whole number (1.5, 1e3, NaN, Infinity, 0x10, +7) is
      // refused rather than taken as a text seed.
      if (/^-?\d+$/u.test(raw)) {
        return Number(raw) >= 0 && Number(raw) <= MAX_NUMERIC_SEED && !/^-/u.test(raw)
          ? null
          : `--seed as a number must be a whole number from 0 to ${MAX_NUMERIC_SEED}, got ${show(raw)}.`;
      }
      if (NUMBER_LIKE.test(raw.trim())) {
        return `--seed as a number must be a whole number from 0 to ${MAX_NUMERIC_SEED}, got ${show(raw)}; a text seed needs a letter that is not part of a number, e.g. shoe-1.`;
      }
      return raw.length >= 1 && raw.length <= MAX_SEED_TEXT
        ? null
        : `--seed must be a whole number from 0 to ${MAX_NUMERIC_SEED} or a text of 1 to ${MAX_SEED_TEXT} characters, got ${show(raw)}.`;
    case 'text':
      return raw === '' ? `--${spec.name} needs a value, got an empty one.` : null;
  }
}

/**
 * The checked values of a command line, read back typed. Every value was checked against its spec
 * when the command line was read, so the readers only convert; an absent option gives the spec's
 * default for the game, if it has one.
 */
export class OptionValues {
  readonly #args: CliArgs;
  readonly #game: GameId | null;

  /**
   * @param args - The parsed command line.
   * @param game - The game the command runs for (`null` for `eval`).
   */
  constructor(args: CliArgs, game: GameId | null) {
    this.#args = args;
    this.#game = game;
  }

  #spec(name: OptionName, kind: OptionKind | readonly OptionKind[]): OptionSpec {
    const spec = CLI_OPTIONS.find((s) => s.name === name);
    const kinds: readonly OptionKind[] = typeof kind === 'string' ? [kind] : kind;
    if (spec === undefined || !kinds.includes(spec.kind)) {
      throw new Error(`No ${kinds.join('/')} option --${name} is declared in CLI_OPTIONS (a bug in the caller).`);
    }
    return spec;
  }

  #default(spec: OptionSpec): number | string | undefined {
    const d = spec.defaults;
    if (d === undefined) return undefined;
    return (this.#game !== null ? d[this.#game] : undefined) ?? d.all;
  }

  /**
   * Whether a flag is present (`--json`, `--quiet`, `--ru`).
   *
   * @param name - The flag.
   */
  flag(name: OptionName): boolean {
    this.#spec(name, 'flag');
    return this.#args.flags.has(name);
  }

  /**
   * A whole-number option (`--rounds`, `--stake`), or its default for the game.
   *
   * @param name - The option.
   * @returns The number, or `undefined` when absent with no default.
   */
  int(name: OptionName): number | undefined {
    const spec = this.#spec(name, 'int');
    const raw = this.#args.options[name];
    if (raw === undefined) return this.#default(spec) as number | undefined;
    const problem = valueProblem(spec, raw);
    if (problem !== null) throw new UsageError(problem);
    return Number(raw);
  }

  /**
   * A decimal-number option (`--penetration`), or its default for the game.
   *
   * @param name - The option.
   * @returns The number, or `undefined` when absent with no default.
   */
  number(name: OptionName): number | undefined {
    const spec = this.#spec(name, 'number');
    const raw = this.#args.options[name];
    if (raw === undefined) return this.#default(spec) as number | undefined;
    const problem = valueProblem(spec, raw);
    if (problem !== null) throw new UsageError(problem);
    return Number(raw);
  }

  /**
   * A text or one-of option (`--removed`, `--bet`), or its default for the game.
   *
   * @param name - The option.
   */
  text(name: OptionName): string | undefined {
    const spec = this.#spec(name, ['text', 'enum']);
    const raw = this.#args.options[name];
    if (raw === undefined) return this.#default(spec) as string | undefined;
    const problem = valueProblem(spec, raw);
    if (problem !== null) throw new UsageError(problem);
    return raw;
  }

  /**
   * Every value of a repeatable option, in order (`--set`).
   *
   * @param name - The option.
   */
  list(name: OptionName): readonly string[] {
    const spec = this.#spec(name, 'text');
    if (spec.repeatable) return this.#args.sets;
    const raw = this.#args.options[name];
    return raw === undefined ? [] : [raw];
  }

  /**
   * The seed: a whole number (`--seed 7`) or a text (`--seed shoe-1`), default 1.
   *
   * @returns What `seededRng` takes.
   */
  seed(): number | string {
    const spec = this.#spec('seed', 'seed');
    const raw = this.#args.options['seed'];
    if (raw === undefined) return this.#default(spec) ?? 1;
    const problem = valueProblem(spec, raw);
    if (problem !== null) throw new UsageError(problem);
    return /^-?\d+$/u.test(raw) ? Number(raw) : raw;
  }
}

/** The value of `--name=value` or the next argument, or `undefined`. */
interface Token {
  readonly name: string;
  readonly value: string | undefined;
  readonly inline: boolean;
}

function readToken(arg: string): Token | null {
  if (!arg.startsWith('--') || arg === '--') return null;
  const body = arg.slice(2);
  const eq = body.indexOf('=');
  return eq >= 0
    ? { name: body.slice(0, eq), value: body.slice(eq + 1), inline: true }
    : { name: body, value: undefined, inline: false };
}

/**
 * Reads a command line against the declared options: the command's and game's options only, each
 * value checked, positionals counted.
 *
 * @param command - The command.
 * @param game - The game (`null` for `eval`).
 * @param argv - The arguments after the command and game.
 * @returns The parsed arguments and their typed reader.
 * @throws UsageError (exit 2) for an unknown or irrelevant option, a missing or bad value, a value given
 *   to a flag, or a wrong number of positional arguments; the message ends with the known options.
 * @example
 * ```ts
 * parseCommandLine('simulate', 'craps', ['--round', '10']);
 * // UsageError: unknown option --round (did you mean --rounds?). Known options for simulate craps: --json, …
 * ```
 */
export function parseCommandLine(
  command: CommandName,
  game: GameId | null,
  argv: readonly string[],
): { args: CliArgs; options: OptionValues } {
  const known = optionsFor(command, game);
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  const sets: string[] = [];
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      flags.add('help');
      continue;
    }
    const token = readToken(arg);
    if (token === null) {
      if (/^-[^\d\s-]/u.test(arg)) refuse(command, game, `Unknown option ${show(arg)}.`);
      positionals.push(arg);
      continue;
    }
    const spec = known.find((s) => s.name === token.name);
    if (spec === undefined) {
      const anywhere = CLI_OPTIONS.find((s) => s.name === token.name);
      if (anywhere !== undefined) {
        const elsewhere = !appliesToCommand(anywhere, command)
          ? `it is an option of ${(anywhere.commands ?? []).join(', ')}`
          : `it applies to ${anywhere.onlyWhere ?? GAMES.filter((g) => appliesToGame(anywhere, g)).join(', ')} only`;
        refuse(command, game, `--${token.name} does not apply to ${where(command, game)}: ${elsewhere}.`);
      }
      const near = known.filter((s) => distance(s.name, token.name) <= 2).map((s) => `--${s.name}`);
      refuse(
        command,
        game,
        `Unknown option ${show(`--${token.name}`)}${near.length > 0 ? ` (did you mean ${near.join(' or ')}?)` : ''}.`,
      );
    }
    if (spec.kind === 'flag') {
      if (token.inline) refuse(command, game, `--${spec.name} takes no value, got ${show(token.value)}.`);
      flags.add(spec.name);
      continue;
    }
    let value = token.value;
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) {
        refuse(command, game, `--${spec.name} needs a value${spec.value ? ` (${spec.value})` : ''}.`);
      }
      value = next;
      i++;
    }
    const problem = valueProblem(spec, value, command);
    if (problem !== null) refuse(command, game, problem);
    if (spec.repeatable) sets.push(value);
    else options[spec.name] = value;
  }
  const count = POSITIONALS[command];
  if (!flags.has('help')) {
    if (positionals.length > count.max) {
      refuse(
        command,
        game,
        `${where(command, game)} takes no arguments besides options, got ${show(positionals.join(' '))}.`,
      );
    }
    if (positionals.length < count.min) {
      throw new UsageError(`${where(command, game)} needs ${count.what}.`);
    }
  }
  const args: CliArgs = { positionals, options, sets, flags };
  return { args, options: new OptionValues(args, game) };
}

/**
 * The help of a command for a game: its options, one per line.
 *
 * @param command - The command.
 * @param game - The game, or `null`.
 */
export function commandHelp(command: CommandName, game: GameId | null): string {
  const specs = optionsFor(command, game);
  const width = Math.max(...specs.map((s) => `--${s.name}${s.value ? ` ${s.value}` : ''}`.length));
  const lines = specs.map((s) => {
    const head = `--${s.name}${s.value ? ` ${s.value}` : ''}`.padEnd(width);
    const range =
      s.kind === 'int' || s.kind === 'number'
        ? ` (${s.min}–${s.max})`
        : s.kind === 'enum'
          ? ` (${s.values!.join(', ')})`
          : '';
    const d = s.defaults === undefined ? undefined : ((game !== null ? s.defaults[game] : undefined) ?? s.defaults.all);
    return `  ${head}  ${s.summary}${range}${d === undefined ? '' : `; default ${d}`}`;
  });
  return `Options of croupier ${where(command, game)}:\n${lines.join('\n')}\n`;
}
