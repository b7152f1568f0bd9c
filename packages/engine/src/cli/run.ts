/**
 * The `croupier` command line: `croupier --help`.
 *
 * Every command line is read against the declared options (`src/cli/options.ts`) before a command
 * runs, so an unknown option, an option that does not apply to the command or game, or a bad value is
 * refused the same way in every game: exit code 2 and a message that ends with the options known there.
 *
 * @module
 */
import { CroupierError, show } from '../result/index.js';
import { UsageError, type CliArgs } from './args.js';
import { evalCommand } from './eval.js';
import { useColor } from './format.js';
import { GAME_LOADERS } from './games.js';
import {
  commandHelp,
  COMMANDS,
  GAME_COMMANDS,
  optionsFor,
  parseCommandLine,
  type CommandName,
  type GameCommandName,
  type OptionValues,
} from './options.js';
import { configureProgress, createProgress } from './progress.js';
import { rulesFromArgs } from './rules-args.js';
import { GAMES, type CommandContext, type CommandOutput, type GameCommands, type GameId } from './types.js';

async function help(): Promise<string> {
  const lines = [
    'croupier — exact rules, odds and strategy for Blackjack, Baccarat, Craps and five-card stud',
    '',
    'Usage:',
    '  croupier eval <cards…>                 parse cards, show blackjack value, baccarat point, poker hand',
    '  croupier eval "Т-К-В-3-2"              a rank-only hand as the texts write them (read with mixed suits)',
    '  croupier eval "<hand>" "<hand>"        compare two five-card hands (stud)',
  ];
  for (const game of GAMES) {
    const { commands } = await GAME_LOADERS[game]();
    for (const cmd of GAME_COMMANDS) {
      const summary = commands.help[cmd];
      if (summary && commands[cmd]) lines.push(`  croupier ${cmd} ${game.padEnd(10)}  ${summary}`);
    }
  }
  const common = optionsFor('odds', 'blackjack').filter((s) =>
    ['preset', 'set', 'decks', 'json', 'no-color', 'quiet'].includes(s.name),
  );
  lines.push(
    '',
    'Common options (croupier <command> <game> --help lists each command’s own):',
    ...common.map((s) => `  ${`--${s.name}${s.value ? ` ${s.value}` : ''}`.padEnd(20)}  ${s.summary}`),
    '',
    'Exit codes: 0 done, 1 a rule error (an unknown preset or rule, a value the rules refuse), 2 a usage error.',
    'Cards: As Td 10h A♠ (English) or Т♠ К♥ Д♦ В♣ 10♠ (Russian: Т туз, К король, Д дама, В валет).',
  );
  return lines.join('\n') + '\n';
}

function emit(out: CommandOutput, args: CliArgs): void {
  if (args.flags.has('json')) process.stdout.write(JSON.stringify(out.json, null, 2) + '\n');
  else process.stdout.write(out.text);
}

function context(args: CliArgs, options: OptionValues): CommandContext {
  const quiet = args.flags.has('quiet');
  configureProgress({ quiet });
  return {
    args,
    options,
    color: useColor(args.flags),
    progress: (total, label) => createProgress({ total, label, quiet }),
  };
}

/**
 * Runs the CLI.
 *
 * @param argv - Arguments after the script name.
 * @returns The exit code: 0 done, 1 a rule error, 2 a usage error.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      process.stdout.write(await help());
      return 0;
    }
    if (command === 'eval') {
      const { args, options } = parseCommandLine('eval', null, rest);
      if (args.flags.has('help')) {
        process.stdout.write(commandHelp('eval', null));
        return 0;
      }
      emit(await evalCommand(context(args, options)), args);
      return 0;
    }
    if ((GAME_COMMANDS as readonly string[]).includes(command)) {
      const cmd = command as GameCommandName;
      const [game, ...more] = rest;
      // `advise` takes a hand, not a game: `croupier advise "As Kd Jh 3c 2s"` is stud's advisor.
      let gameId: GameId;
      let argvAfterGame: readonly string[];
      if (cmd === 'advise' && (game === undefined || !(GAMES as readonly string[]).includes(game))) {
        gameId = 'stud';
        argvAfterGame = rest;
      } else {
        if (game === undefined || !(GAMES as readonly string[]).includes(game)) {
          throw new UsageError(
            `${cmd} needs a game: ${GAMES.join(', ')}; got ${game === undefined ? 'nothing' : show(game)}.`,
          );
        }
        gameId = game as GameId;
        argvAfterGame = more;
      }
      const { commands } = (await GAME_LOADERS[gameId]()) as { commands: GameCommands };
      const run = commands[cmd];
      if (!run) {
        const has = GAME_COMMANDS.filter((c) => commands[c]);
        throw new UsageError(`${gameId} has no "${cmd}" command; it has: ${has.join(', ') || 'none yet'}.`);
      }
      const { args, options } = parseCommandLine(cmd, gameId, argvAfterGame);
      if (args.flags.has('help')) {
        process.stdout.write(`${commands.help[cmd] ?? ''}\n\n${commandHelp(cmd, gameId)}`);
        return 0;
      }
      // Rules mistakes (an unknown preset or rule, a bad value) are found here, once for every game, so
      // they read and exit the same whatever the game's command does with its rules afterwards.
      if (optionsFor(cmd, gameId).some((s) => s.name === 'preset')) rulesFromArgs(gameId, args);
      emit(await run(context(args, options)), args);
      return 0;
    }
    throw new UsageError(
      `Unknown command ${show(command)}; commands: ${(COMMANDS as readonly CommandName[]).join(', ')}. Run croupier --help.`,
    );
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`croupier: ${e.message}\n`);
      return 2;
    }
    if (e instanceof CroupierError) {
      process.stderr.write(`croupier: ${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    configureProgress({ quiet: false });
  }
}
