/**
 * Does a shorter fuzz run reach every block of the engine that a longer one reaches? Runs a game's fuzz
 * spec twice in child processes under V8's block coverage (`NODE_V8_COVERAGE`), at `short` and at `long`
 * steps per seed over the same seeds, and lists the blocks of `packages/engine/src` and
 * `packages/paytables/src` that only the long run entered. The long tier's fuzz step counts are chosen
 * with it (see each `fuzz.long.test.ts`): a count is cut only where the cut run reaches every block the
 * longer one did.
 *
 *   npx tsx --conditions=source scripts/fuzz-coverage.ts craps 50000 250000 101 202 303 404
 *
 * Games: blackjack, baccarat, craps, stud, stud-boxes. Not a test (it reads V8's coverage files, which
 * depend on the transform), a measuring tool.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzGame, type FuzzSpec } from '@croupier/testkit/fuzz';

type AnySpec = FuzzSpec<never, never, never, never>;

const SPECS: Record<string, () => Promise<AnySpec>> = {
  blackjack: async () => (await import('../src/testing/blackjack-fuzz.js')).blackjackFuzzSpec as unknown as AnySpec,
  baccarat: async () => (await import('../src/testing/baccarat-fuzz.js')).baccaratFuzz as unknown as AnySpec,
  craps: async () => (await import('../src/testing/craps-fuzz.js')).crapsFuzzSpec() as unknown as AnySpec,
  stud: async () => (await import('../src/testing/stud-fuzz.js')).studFuzzSpec as unknown as AnySpec,
  'stud-boxes': async () => (await import('../src/testing/stud-boxes-fuzz.js')).studBoxesFuzzSpec as unknown as AnySpec,
};

/** Block ranges per source file: `start-end` → whether the block was entered. */
function blocks(dir: string): Map<string, Map<string, boolean>> {
  const files = new Map<string, Map<string, boolean>>();
  for (const f of readdirSync(dir)) {
    const { result } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      result: { url: string; functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[] }[];
    };
    for (const script of result) {
      const m = /packages\/((?:engine|paytables)\/src\/.*)$/u.exec(script.url);
      if (!m) continue;
      const ranges = files.get(m[1]!) ?? new Map<string, boolean>();
      for (const fn of script.functions)
        for (const r of fn.ranges) {
          const key = `${r.startOffset}-${r.endOffset}`;
          ranges.set(key, (ranges.get(key) ?? false) || r.count > 0);
        }
      files.set(m[1]!, ranges);
    }
  }
  return files;
}

const [game, a, b, ...rest] = process.argv.slice(2);
if (process.env['FUZZ_COVERAGE_CHILD'] === '1') {
  const spec = await SPECS[game!]!();
  for (const seed of rest) {
    const r = fuzzGame(spec, { seed: Number(seed), steps: Number(a) });
    if (r.failures.length > 0) throw new Error(`seed ${seed}: ${JSON.stringify(r.failures[0])}`);
  }
} else {
  if (!game || !(game in SPECS) || !a || !b || rest.length === 0) {
    console.error(`usage: fuzz-coverage.ts <${Object.keys(SPECS).join('|')}> <short steps> <long steps> <seed>…`);
    process.exit(2);
  }
  const run = (steps: string): Map<string, Map<string, boolean>> => {
    const dir = mkdtempSync(join(tmpdir(), 'fuzz-coverage-'));
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), game, steps, '-', ...rest], {
      env: { ...process.env, FUZZ_COVERAGE_CHILD: '1', NODE_V8_COVERAGE: dir },
      stdio: 'inherit',
    });
    const r = blocks(dir);
    rmSync(dir, { recursive: true, force: true });
    return r;
  };
  const short = run(a);
  const long = run(b);
  let missed = 0;
  for (const [file, ranges] of long) {
    const s = short.get(file);
    // A block the long run entered and the short did not, or split where the short run has it whole.
    const only = [...ranges].filter(([k, hit]) => hit && s?.get(k) !== true);
    if (only.length > 0) console.log(`${file}: ${only.length} block(s) entered only at ${b} steps`);
    missed += only.length;
  }
  console.log(
    missed === 0
      ? `${game}: ${a} steps per seed reach every block that ${b} steps reach (${long.size} files)`
      : `${game}: ${missed} block(s) entered only by the longer run`,
  );
}
