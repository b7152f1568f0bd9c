/**
 * Progress on stderr for long runs (`croupier simulate … --rounds 100000000`): nothing for the first
 * second, so short runs stay silent; then a bar with the time left on a terminal, or a plain line every
 * few seconds when stderr is a pipe or a log (CI, `2> run.log`); nothing at all with `--quiet`. No
 * dependency: the engine ships this bin and has none (docs/decisions/010-cli-options-and-progress.md).
 *
 * @module
 */

/** Where progress goes: stderr, or a stand-in in tests. */
export interface ProgressStream {
  /** Writes text. */
  write(text: string): unknown;
  /** Whether it is a terminal (a bar that redraws) or not (plain lines). */
  readonly isTTY?: boolean;
  /** Terminal width, if known. */
  readonly columns?: number;
}

/** Options of {@link createProgress}. */
export interface ProgressOptions {
  /** Units of work in all (rounds, coups). */
  readonly total: number;
  /** What is being done: `simulating`. */
  readonly label: string;
  /** Print nothing (`--quiet`). */
  readonly quiet?: boolean;
  /** Where to write (default `process.stderr`). */
  readonly stream?: ProgressStream;
  /** The clock in milliseconds (default `Date.now`); tests pass their own. */
  readonly now?: () => number;
  /** Silence before the first report, so short runs print nothing (default 1000 ms). */
  readonly delayMs?: number;
  /** Between plain lines when the stream is not a terminal (default 5000 ms). */
  readonly intervalMs?: number;
  /** Between redraws of the bar on a terminal (default 100 ms). */
  readonly redrawMs?: number;
}

/** A running progress report. */
export interface Progress {
  /**
   * Reports the units done so far. Cheap to call often: the clock is read only about every 50 ms of
   * work, however small the steps.
   */
  update(done: number): void;
  /** Ends the report (a final line if anything was shown). */
  done(): void;
}

/** `1 234 567`-style grouping with plain spaces, the same in every locale. */
function grouped(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
}

/** `4.2 s`, `3 min 05 s`, `1 h 02 min`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(Math.round(s - m * 60)).padStart(2, '0')} s`;
  const h = Math.floor(m / 60);
  return `${h} h ${String(m - h * 60).padStart(2, '0')} min`;
}

/**
 * Starts a progress report.
 *
 * @param options - Total, label, and where and how often to write.
 * @returns The reporter; call `update(done)` as work proceeds and `done()` at the end.
 * @example
 * ```ts
 * const progress = createProgress({ total: rounds, label: 'simulating', quiet: ctx.options.flag('quiet') });
 * simulate(rules, rounds, rng, (done) => progress.update(done));
 * progress.done();
 * ```
 */
export function createProgress(options: ProgressOptions): Progress {
  const { total, label } = options;
  const stream: ProgressStream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const delay = options.delayMs ?? 1000;
  const interval = options.intervalMs ?? 5000;
  const redraw = options.redrawMs ?? 100;
  const tty = Boolean(stream.isTTY);
  if (options.quiet || !(total > 0)) return { update() {}, done() {} };

  const started = now();
  let shown = false;
  let lastReport = -Infinity;
  let lastDone = 0;
  let lastClock = started;
  let nextCheck = 1;
  let latest = 0;

  const line = (done: number, t: number): string => {
    const share = Math.min(1, done / total);
    const elapsed = t - started;
    const left = done > 0 ? (elapsed * (total - done)) / done : NaN;
    const eta = Number.isFinite(left) ? `, about ${formatDuration(left)} left` : '';
    if (!tty) {
      return `${label}: ${Math.floor(share * 100)}% (${grouped(done)} of ${grouped(total)}), ${formatDuration(elapsed)} elapsed${eta}\n`;
    }
    const width = Math.max(10, Math.min(30, (stream.columns ?? 80) - label.length - 40));
    const filled = Math.round(share * width);
    return `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${formatDuration(elapsed)}${eta}\u001b[K`;
  };

  return {
    update(done: number) {
      latest = done;
      if (done < nextCheck) return;
      const t = now();
      // Read the clock again after about 50 ms of work at the rate seen so far.
      const rate = (done - lastDone) / Math.max(1, t - lastClock);
      nextCheck = done + Math.max(1, Math.floor(rate * 50));
      lastDone = done;
      lastClock = t;
      if (t - started < delay) return;
      if (t - lastReport < (tty ? redraw : interval)) return;
      lastReport = t;
      shown = true;
      stream.write(line(done, t));
    },
    done() {
      if (!shown) return;
      const t = now();
      const finished = Math.max(latest, total);
      stream.write(
        tty
          ? `${line(finished, t).replace(/, about .* left/u, '')}\n`
          : `${label}: done, ${grouped(finished)} in ${formatDuration(t - started)}\n`,
      );
    },
  };
}

/** Settings the CLI applies to every progress report of a run (`--quiet`). */
const runSettings: { quiet: boolean } = { quiet: false };

/**
 * Sets what every report of this run does: `main` calls it with `--quiet` before running a command, so
 * the older {@link progressBar} entry point honours it too.
 *
 * @param settings - `quiet`: print nothing.
 */
export function configureProgress(settings: { readonly quiet: boolean }): void {
  runSettings.quiet = settings.quiet;
}

/**
 * A progress report honouring the run's `--quiet` ({@link configureProgress}).
 *
 * @param total - Units of work.
 * @param label - What is being done.
 */
export function runProgress(total: number, label: string): Progress {
  return createProgress({ total, label, quiet: runSettings.quiet });
}

/**
 * A progress report for work whose total the first report tells (a worker pool's `onProgress(done,
 * total)`): started by `start(total)` at the first update, so nothing is shown for work that never
 * reports; `done()` ends it if it started.
 *
 * @param start - Starts the report, e.g. `(n) => ctx.progress(n, 'true counts')`.
 */
export function progressOnFirstReport(start: (total: number) => Progress): {
  update(done: number, total: number): void;
  done(): void;
} {
  let p: Progress | undefined;
  return {
    update(done, total) {
      p ??= start(total);
      p.update(done);
    },
    done() {
      p?.done();
    },
  };
}
