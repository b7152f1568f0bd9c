/**
 * What a generated data file is made from, and a fingerprint of it: the source files a generator script
 * imports (the engine's and the paytables' TypeScript, followed through every import as esbuild bundles it
 * with the `source` condition), plus the worker files it starts, hashed by path and content.
 *
 * The generators (`stud-odds.ts`, `blackjack-indices.ts`) record the fingerprint of their sources in
 * `sources.json` beside them when they write their data. The long tier's shipped-data tests compare it
 * with the fingerprint of the sources as they are now: the same sources give the same data (the analyses
 * are exact and deterministic: integer and BigInt arithmetic, no clock, no randomness), so the whole
 * regeneration runs only when a source changed — and then it must reproduce the shipped data and the
 * fingerprint must be recorded again. The unit tier recomputes a sample of each table on every run.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = resolve(ENGINE, '../..');
const RECORD = join(ENGINE, 'scripts/sources.json');

/** A generator: its script, the worker files it starts (esbuild does not follow `new Worker(url)`), its outputs. */
export interface Generator {
  readonly script: string;
  readonly workers: readonly string[];
  readonly outputs: readonly string[];
}

/** The generators whose data `@croupier/paytables` ships; paths from the repository's root. */
export const GENERATORS = {
  'stud-odds': {
    script: 'packages/engine/scripts/stud-odds.ts',
    workers: ['packages/engine/src/stud/node/worker.ts'],
    outputs: [
      'packages/paytables/src/stud-data/odds.ts',
      'packages/paytables/src/stud-data/strategy.ts',
      'packages/paytables/src/stud-data/grid.ts',
    ],
  },
  'blackjack-indices': {
    script: 'packages/engine/scripts/blackjack-indices.ts',
    workers: ['packages/engine/src/blackjack/counting/worker.ts'],
    outputs: ['packages/paytables/src/blackjack-indices-data.ts'],
  },
} as const satisfies Record<string, Generator>;

export type GeneratorId = keyof typeof GENERATORS;

/**
 * The repository's files a generator is built from (its outputs left out), sorted.
 *
 * @throws If a source starts a worker file that is not among the generator's `workers`.
 */
export async function sourcesOf(id: GeneratorId): Promise<string[]> {
  const g: Generator = GENERATORS[id];
  const result = await build({
    entryPoints: [g.script, ...g.workers].map((f) => join(ROOT, f)),
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(ROOT, '.sources-out'),
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    logLevel: 'silent',
    // Only the repository's own files matter: the engine has no runtime dependency, and the tools the
    // scripts use (prettier) format the output, they do not compute it.
    plugins: [
      {
        name: 'outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@croupier/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const files = Object.keys(result.metafile.inputs)
    .map((f) => relative(ROOT, resolve(ROOT, f)))
    .filter((f) => !f.includes('node_modules') && !(g.outputs as readonly string[]).includes(f))
    .sort();
  for (const f of files) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    for (const m of text.matchAll(/new URL\(\s*[`'"]\.\/(worker)[^`'"]*[`'"]\s*,\s*import\.meta\.url/gu)) {
      const worker = join(dirname(f), `${m[1]}.ts`);
      if (!(g.workers as readonly string[]).includes(worker))
        throw new Error(`${f} starts ${worker}, which GENERATORS['${id}'].workers does not list`);
    }
  }
  return files;
}

/** The fingerprint of a generator's sources: SHA-256 over each file's path and content. */
export async function fingerprint(id: GeneratorId): Promise<string> {
  const hash = createHash('sha256');
  for (const f of await sourcesOf(id))
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(ROOT, f)))
      .update('\0');
  return hash.digest('hex');
}

/** The fingerprints recorded when the shipped data was last generated. */
export function recorded(): Partial<Record<GeneratorId, string>> {
  return JSON.parse(readFileSync(RECORD, 'utf8')) as Partial<Record<GeneratorId, string>>;
}

/** Records a generator's fingerprint (the generator calls it after writing its data). */
export async function record(id: GeneratorId): Promise<void> {
  const all = { ...recorded(), [id]: await fingerprint(id) };
  writeFileSync(RECORD, `${JSON.stringify(all, null, 2)}\n`);
}
