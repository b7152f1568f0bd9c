/**
 * A small argument parser for the `croupier` CLI: positionals, `--flag value`, `--flag=value`,
 * repeatable `--set key=value`, and boolean flags.
 *
 * @module
 */

/** Parsed command-line arguments. */
export interface CliArgs {
  /** Positional arguments, in order. */
  readonly positionals: readonly string[];
  /** `--name value` options (the last one wins), except `set`. */
  readonly options: Readonly<Record<string, string>>;
  /** Every `--set key=value`, in order. */
  readonly sets: readonly string[];
  /** Boolean flags present (`json`, `help`, `no-color`…). */
  readonly flags: ReadonlySet<string>;
}

const BOOLEAN_FLAGS = new Set([
  'json',
  'help',
  'no-color',
  'color',
  'quiet',
  'exact',
  'verbose',
  'progress',
  'no-cache',
]);

/**
 * Parses argv (without the node and script entries).
 *
 * @param argv - The arguments.
 */
export function parseArgs(argv: readonly string[]): CliArgs {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  const sets: string[] = [];
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a === '-h') {
      flags.add('help');
      continue;
    }
    if (a.startsWith('--')) {
      const body = a.slice(2);
      const eq = body.indexOf('=');
      const name = eq >= 0 ? body.slice(0, eq) : body;
      let value: string | undefined = eq >= 0 ? body.slice(eq + 1) : undefined;
      if (value === undefined && BOOLEAN_FLAGS.has(name)) {
        flags.add(name);
        continue;
      }
      if (value === undefined) {
        const next = argv[i + 1];
        if (next === undefined || next.startsWith('--')) {
          flags.add(name);
          continue;
        }
        value = next;
        i++;
      }
      if (name === 'set') sets.push(value);
      else options[name] = value;
      continue;
    }
    positionals.push(a);
  }
  return { positionals, options, sets, flags };
}

/** Error for a bad command line: printed with usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Reads an integer option.
 *
 * @param args - Parsed arguments.
 * @param name - Option name without dashes.
 * @param min - Smallest allowed value.
 * @param max - Largest allowed value.
 */
export function intOption(args: CliArgs, name: string, min: number, max: number): number | undefined {
  const raw = args.options[name];
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return Number(raw);
}
