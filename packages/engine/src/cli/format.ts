/**
 * Terminal output helpers: colours (off for pipes and under NO_COLOR), aligned tables, the odds
 * report rendered as text, and (for the older entry point) a progress report for long work. The report's shape lives in the analysis
 * layer (`src/analysis/report.ts`); the CLI only formats it.
 *
 * @module
 */
import type { OddsReport } from '../analysis/report.js';
import { runProgress, type Progress } from './progress.js';

/** Whether to colour output. */
export function useColor(flags: ReadonlySet<string>): boolean {
  if (flags.has('no-color') || process.env['NO_COLOR']) return false;
  if (flags.has('color')) return true;
  return Boolean(process.stdout.isTTY);
}

/** ANSI colour helpers that do nothing when colour is off. */
export function palette(on: boolean) {
  const wrap = (code: string) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
  return {
    bold: wrap('1'),
    dim: wrap('2'),
    red: wrap('31'),
    green: wrap('32'),
    yellow: wrap('33'),
    blue: wrap('34'),
    magenta: wrap('35'),
    cyan: wrap('36'),
    bgRed: wrap('41;97'),
    bgGreen: wrap('42;30'),
    bgYellow: wrap('43;30'),
    bgBlue: wrap('44;97'),
    bgMagenta: wrap('45;97'),
    bgCyan: wrap('46;30'),
  };
}

/** Visible length of a string, ignoring ANSI escapes. */
export function visibleLength(s: string): number {
  // eslint-disable-next-line no-control-regex
  return [...s.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

/**
 * Renders rows as an aligned text table.
 *
 * @param header - Column titles.
 * @param rows - Cells.
 * @param align - `l` or `r` per column (default: first left, rest right).
 */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align?: string): string {
  const widths = header.map((h, i) => Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))));
  const pad = (s: string, i: number) => {
    const fill = ' '.repeat(widths[i]! - visibleLength(s));
    const a = align?.[i] ?? (i === 0 ? 'l' : 'r');
    return a === 'l' ? s + fill : fill + s;
  };
  const line = (cells: readonly string[]) => cells.map((c, i) => pad(c, i)).join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Formats a probability or edge as a percentage. */
export function pct(x: number | undefined, digits = 4): string {
  return x === undefined ? '—' : `${(x * 100).toFixed(digits)}%`;
}

/** Renders an odds report as a readable table. */
export function renderOdds(report: OddsReport): string {
  const rows = report.bets.map((b) => [
    b.id,
    pct(b.win),
    pct(b.push),
    pct(b.lose),
    pct(b.houseEdge),
    b.exact ?? '',
    b.elementOfRisk === undefined ? '' : pct(b.elementOfRisk),
  ]);
  const hasEor = report.bets.some((b) => b.elementOfRisk !== undefined);
  const header = ['bet', 'win', 'push', 'lose', 'house edge', 'exact', ...(hasEor ? ['element of risk'] : [])];
  const body = table(header, hasEor ? rows : rows.map((r) => r.slice(0, 6)));
  return `${report.game} — preset ${report.preset}\n\n${body}\n`;
}

/**
 * A progress report on stderr: a bar on a terminal, plain lines every few seconds otherwise, nothing
 * for runs under a second or with `--quiet`. Kept for the games' commands; new code takes
 * `ctx.progress(total, label)`.
 *
 * @param total - Units of work.
 * @param label - What is being done.
 * @param _force - Ignored (progress now shows on any stream); kept for the old signature.
 * @deprecated Use `ctx.progress(total, label)` (see `src/cli/progress.ts`).
 */
export function progressBar(total: number, label: string, _force = false): Progress {
  return runProgress(total, label);
}

export type { OddsBet, OddsReport } from '../analysis/report.js';
