/**
 * The `croupier` command line: `croupier --help`.
 *
 * @module
 */
import { CroupierError } from '../result/index.js';
import { parseArgs, UsageError, type CliArgs } from './args.js';
import { evalCommand } from './eval.js';
import { useColor } from './format.js';
import { GAME_LOADERS } from './games.js';
import { GAMES, type CommandOutput, type GameCommands, type GameId } from './types.js';

const GAME_COMMANDS = ['odds', 'play', 'strategy', 'simulate', 'advise', 'indices', 'eor'] as const;
type GameCommand = (typeof GAME_COMMANDS)[number];

async function help(): Promise<string> {
  const lines = [
    'croupier — exact rules, odds and strategy for Blackjack, Baccarat, Craps and five-card stud',
    '',
    'Usage:',
    '  croupier eval <cards…>                 parse cards, show blackjack value, baccarat point, poker hand',
    '  croupier eval "<hand>" "<hand>"        compare two five-card hands (stud)',
  ];
  for (const game of GAMES) {
    const { commands } = await GAME_LOADERS[game]();
    for (const cmd of GAME_COMMANDS) {
      const summary = commands.help[cmd];
      if (summary && commands[cmd]) lines.push(`  croupier ${cmd} ${game.padEnd(10)}  ${summary}`);
    }
  }
  lines.push(
    '',
    'Common options:',
    '  --preset seed|casino|…   start from a named rules preset (seed = the Russian text)',
    '  --decks N                number of decks',
    '  --set key=value          change one rule (repeatable); unknown keys list the allowed ones',
    '  --json                   machine-readable output (shapes: @croupier/engine/contracts/*.schema.json)',
    '  --no-color               plain output',
    '',
    'Cards: As Td 10h A♠ (English) or Т♠ К♥ Д♦ В♣ 10♠ (Russian: Т туз, К король, Д дама, В валет).',
  );
  return lines.join('\n') + '\n';
}

function emit(out: CommandOutput, args: CliArgs): void {
  if (args.flags.has('json')) process.stdout.write(JSON.stringify(out.json, null, 2) + '\n');
  else process.stdout.write(out.text);
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
      const args = parseArgs(rest);
      emit(await evalCommand({ args, color: useColor(args.flags) }), args);
      return 0;
    }
    if ((GAME_COMMANDS as readonly string[]).includes(command)) {
      const [game, ...more] = rest;
      // `advise` takes a hand, not a game: `croupier advise "As Kd Jh 3c 2s"` is stud's advisor.
      let gameId: GameId;
      let args: CliArgs;
      if (command === 'advise' && (game === undefined || !(GAMES as readonly string[]).includes(game))) {
        gameId = 'stud';
        args = parseArgs(rest);
      } else {
        if (game === undefined || !(GAMES as readonly string[]).includes(game)) {
          throw new UsageError(
            `${command} needs a game: ${GAMES.join(', ')}; got ${game === undefined ? 'nothing' : `"${game}"`}.`,
          );
        }
        gameId = game as GameId;
        args = parseArgs(more);
      }
      const { commands } = (await GAME_LOADERS[gameId]()) as { commands: GameCommands };
      const run = commands[command as GameCommand];
      if (!run) {
        const has = GAME_COMMANDS.filter((c) => commands[c]);
        throw new UsageError(`${gameId} has no "${command}" command; it has: ${has.join(', ') || 'none yet'}.`);
      }
      emit(await run({ args, color: useColor(args.flags) }), args);
      return 0;
    }
    throw new UsageError(`Unknown command "${command}". Run croupier --help.`);
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
  }
}
