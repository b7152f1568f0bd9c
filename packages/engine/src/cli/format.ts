/**
 * Terminal output helpers: colours (off for pipes and under NO_COLOR), aligned tables, the odds
 * report shape shared by every game, and a progress bar for long work.
 *
 * @module
 */
import type { Fraction } from '../rational/index.js';
import { toFractionString, toNumber } from '../rational/index.js';

/** One bet's exact odds, as `croupier odds --json` prints it (see packages/engine/contracts/odds.schema.json). */
export interface OddsBet {
  /** camelCase bet id: `banker`, `pass`, `main`, `ante`… */
  readonly id: string;
  /** Probability the bet wins, per bet made. */
  readonly win?: number;
  /** Probability it pushes. */
  readonly push?: number;
  /** Probability it loses. */
  readonly lose?: number;
  /** House's expected gain per unit staked (positive favours the house). */
  readonly houseEdge: number;
  /** `houseEdge` as a reduced fraction string, where exact. */
  readonly exact?: string;
  /** House's expected gain per unit of total risk, where it differs from the house edge. */
  readonly elementOfRisk?: number;
}

/** The odds report of one game under one rules object. */
export interface OddsReport {
  /** `blackjack`, `baccarat`, `craps` or `stud`. */
  readonly game: 'blackjack' | 'baccarat' | 'craps' | 'stud';
  /** The preset the rules started from. */
  readonly preset: string;
  /** The full rules object analysed. */
  readonly rules: object;
  /** Every bet's figures. */
  readonly bets: readonly OddsBet[];
}

/** Builds an {@link OddsBet} from exact fractions. */
export function exactBet(
  id: string,
  p: { win?: Fraction; push?: Fraction; lose?: Fraction; houseEdge: Fraction; elementOfRisk?: Fraction },
): OddsBet {
  return {
    id,
    ...(p.win ? { win: toNumber(p.win) } : {}),
    ...(p.push ? { push: toNumber(p.push) } : {}),
    ...(p.lose ? { lose: toNumber(p.lose) } : {}),
    houseEdge: toNumber(p.houseEdge),
    exact: toFractionString(p.houseEdge),
    ...(p.elementOfRisk ? { elementOfRisk: toNumber(p.elementOfRisk) } : {}),
  };
}

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
 * A progress bar on stderr (silent when stderr is not a terminal, unless forced).
 *
 * @param total - Units of work.
 * @param label - What is being done.
 */
export function progressBar(total: number, label: string, force = false) {
  const on = force || Boolean(process.stderr.isTTY);
  let last = -1;
  const started = Date.now();
  return {
    update(done: number) {
      if (!on) return;
      const pctDone = Math.floor((done / total) * 100);
      if (pctDone === last) return;
      last = pctDone;
      const width = 30;
      const filled = Math.round((done / total) * width);
      const secs = (Date.now() - started) / 1000;
      const eta = done > 0 ? (secs * (total - done)) / done : 0;
      process.stderr.write(
        `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${pctDone}%  ${secs.toFixed(1)}s, ~${eta.toFixed(0)}s left `,
      );
    },
    done() {
      if (on) process.stderr.write('\n');
    },
  };
}
