/**
 * The benchmark harness: each benchmark measures Croupier and its peers in the same process, one after
 * another, and prints our figure, the peer's and the ratio. Timings are wall-clock over repeated
 * batches after a warm-up; the median batch rate is reported.
 */
import { performance } from 'node:perf_hooks';

/** One measured contender. */
export interface Contender {
  /** Name shown in the table (`croupier`, `phe 0.6.0`, `baseline: …`). */
  readonly name: string;
  /** Runs one batch of work and returns how many operations it did. */
  readonly run: () => number;
  /** Marks our own implementation (ratios are ours ÷ peer). */
  readonly ours?: boolean;
}

/** A measured rate. */
export interface Measurement {
  readonly name: string;
  /** Median operations per second over the batches. */
  readonly opsPerSec: number;
  /** Batches measured. */
  readonly batches: number;
  readonly ours: boolean;
}

/** Keeps results alive so the optimiser cannot drop the work. */
export let sink = 0;
/** Feeds a value into {@link sink}. */
export function consume(x: number): void {
  sink = (sink + x) | 0;
}

/**
 * Measures one contender: a warm-up, then batches until `seconds` have passed (at least 5).
 *
 * @param c - The contender.
 * @param seconds - Time budget for the measured part.
 */
export function measure(c: Contender, seconds = 1.5): Measurement {
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) c.run();
  const rates: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || rates.length < 5) {
    const t0 = performance.now();
    const ops = c.run();
    const dt = (performance.now() - t0) / 1000;
    rates.push(ops / dt);
  }
  rates.sort((a, b) => a - b);
  return {
    name: c.name,
    opsPerSec: rates[Math.floor(rates.length / 2)]!,
    batches: rates.length,
    ours: Boolean(c.ours),
  };
}

/** Formats a rate: `12.3M/s`, `456k/s`. */
export function rate(x: number): string {
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)}M/s`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)}k/s`;
  return `${x.toFixed(1)}/s`;
}

/**
 * Runs a comparison and prints a table: each contender's rate and our ratio against it.
 *
 * @param title - What is measured (`five-card evaluation, all 2,598,960 hands`).
 * @param unit - The operation (`hands`, `rounds`, `shuffles`).
 * @param contenders - Ours first, then peers and baselines.
 * @param seconds - Time budget per contender.
 */
export function compare(title: string, unit: string, contenders: readonly Contender[], seconds = 1.5): Measurement[] {
  const results = contenders.map((c) => measure(c, seconds));
  const ours = results.find((r) => r.ours);
  const nameW = Math.max(...results.map((r) => r.name.length), 10);
  console.log(`\n## ${title}\n`);
  console.log(`${'contender'.padEnd(nameW)}  ${`${unit}/s`.padStart(12)}  ${'ours ÷ this'.padStart(11)}`);
  console.log(`${'─'.repeat(nameW)}  ${'─'.repeat(12)}  ${'─'.repeat(11)}`);
  for (const r of results) {
    const ratio = ours && !r.ours ? `${(ours.opsPerSec / r.opsPerSec).toFixed(2)}×` : '—';
    console.log(`${r.name.padEnd(nameW)}  ${rate(r.opsPerSec).padStart(12)}  ${ratio.padStart(11)}`);
  }
  return results;
}

/**
 * Times a single long job (an exact analysis) a few times and prints the median.
 *
 * @param title - What is timed.
 * @param job - The job.
 * @param runs - How many runs (default 3).
 * @param goalMs - Optional goal to print beside the figure.
 */
export function timeJob(title: string, job: () => unknown, runs = 3, goalMs?: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    job();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const goal = goalMs === undefined ? '' : `  (goal < ${goalMs} ms: ${median < goalMs ? 'met' : 'NOT met'})`;
  console.log(`\n## ${title}\n\nmedian of ${runs}: ${median.toFixed(1)} ms${goal}`);
  return median;
}

/**
 * {@link timeJob} for a job that returns a promise (work on worker threads), and with a baseline
 * measured in the same run: prints both medians and the speed-up.
 *
 * @param title - What is timed.
 * @param job - The job.
 * @param baseline - The baseline job (name and function), e.g. the same work in one thread.
 * @param runs - How many runs of each (default 1: these are long).
 * @param goalMs - Optional goal for the job.
 */
export async function timeJobAsync(
  title: string,
  job: () => Promise<unknown>,
  baseline: { readonly name: string; readonly job: () => unknown },
  runs = 1,
  goalMs?: number,
): Promise<number> {
  const median = async (f: () => unknown): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await f();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  const ours = await median(job);
  const base = await median(baseline.job);
  const goal = goalMs === undefined ? '' : `  (goal < ${goalMs} ms: ${ours < goalMs ? 'met' : 'NOT met'})`;
  console.log(
    `\n## ${title}\n\nmedian of ${runs}: ${ours.toFixed(0)} ms${goal}\nbaseline, ${baseline.name}: ${base.toFixed(0)} ms (ours ÷ baseline ${(ours / base).toFixed(2)}×)`,
  );
  return ours;
}
