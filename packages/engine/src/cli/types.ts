import type { CliArgs } from './args.js';
import type { OptionValues } from './options.js';
import type { Progress } from './progress.js';

/** What a command prints: text for people, and the JSON value for `--json`. */
export interface CommandOutput {
  /** Readable output (tables, coloured where the terminal allows). */
  readonly text: string;
  /** The value printed with `--json`. */
  readonly json: unknown;
}

/** Context passed to every game command. */
export interface CommandContext {
  /** Parsed arguments (positionals after `<command> <game>`). */
  readonly args: CliArgs;
  /** Whether colour is on. */
  readonly color: boolean;
  /** The checked options, typed: `ctx.options.int('rounds')`, `ctx.options.seed()` (see `src/cli/options.ts`). */
  readonly options: OptionValues;
  /**
   * Starts a progress report on stderr for long work (silent for the first second and with `--quiet`).
   *
   * @param total - Units of work.
   * @param label - What is being done, e.g. `simulating`.
   */
  progress(total: number, label: string): Progress;
}

/** The commands a game adds to the CLI; each game's `src/cli/games/<game>.ts` exports one of these as `commands`. */
export interface GameCommands {
  /** One-line summary per command, for `croupier --help`. */
  readonly help: Readonly<
    Partial<Record<'odds' | 'play' | 'strategy' | 'simulate' | 'advise' | 'indices' | 'eor' | 'spread', string>>
  >;
  /** `croupier odds <game>`: the odds report (shape: packages/engine/contracts/odds.schema.json). */
  readonly odds?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier play <game> --seed N`: a round, step by step. */
  readonly play?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier strategy <game>`: a strategy chart. */
  readonly strategy?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier simulate <game> --rounds N --seed S`: a simulation with a confidence interval. */
  readonly simulate?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier advise <hand>`: the EV of every option. */
  readonly advise?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier indices <game> --system S`: counting indices (shape: packages/engine/contracts/indices.schema.json). */
  readonly indices?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier eor <game>`: effects of removal per rank and the counting systems' efficiencies. */
  readonly eor?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
  /** `croupier spread <game>`: a bet ramp priced, and simulated with `--simulate N` (shape: packages/engine/contracts/spread.schema.json). */
  readonly spread?: (ctx: CommandContext) => Promise<CommandOutput> | CommandOutput;
}

/** The games the CLI knows. */
export const GAMES = ['blackjack', 'baccarat', 'craps', 'stud'] as const;
/** A game id. */
export type GameId = (typeof GAMES)[number];
