#!/usr/bin/env node
// Bundle-size budget per published subpath.
//
// For every subpath in the exports maps of @croupier/engine and @croupier/paytables, bundles
// `export * from '<subpath>'` from the built `dist/` with esbuild (ESM, minified, tree-shaken, the
// packages' `"sideEffects": false` honoured), prints minified and gzipped sizes and the largest
// inputs, and fails when
//   - a subpath has no budget in scripts/size-budgets.json, or its gzipped size is over budget;
//   - a game's subpath pulls in another game's code (engine `dist/<game>/`, paytables `dist/<game>.js`),
//     or a core subpath (`.`, `./cards`, `./money`, …) pulls in any game;
//   - a subpath not listed under "heavy" pulls in a heavy table (one input over 64 kB minified).
//
// Usage: node scripts/size.mjs [engine] [paytables] [--json]
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  assertBuilt,
  gameOf,
  gameOfFile,
  manifest,
  PUBLISHED,
  ROOT,
  subpaths,
} from './lib/packages.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const wanted = args.filter((a) => !a.startsWith('--'));
const packages = wanted.length > 0 ? wanted : Object.keys(PUBLISHED);
/** An input that adds more than this to a bundle (minified) is a heavy table. */
const HEAVY_BYTES = 64 * 1024;
const budgets = JSON.parse(readFileSync(join(ROOT, 'scripts', 'size-budgets.json'), 'utf8'));

async function measure(entry) {
  const result = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(entry.dist)};`,
      resolveDir: ROOT,
      loader: 'js',
    },
    absWorkingDir: ROOT, // metafile paths are relative to this, whatever the caller's cwd
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  const meta = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(meta.inputs)
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([file, v]) => ({ file: relative(ROOT, join(ROOT, file)), bytes: v.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    minified: out.contents.byteLength,
    gzip: gzipSync(out.contents, { level: 9 }).byteLength,
    inputs,
  };
}

const rows = [];
const problems = [];
for (const short of packages) {
  assertBuilt(short);
  const { pkg } = manifest(short);
  for (const entry of subpaths(short)) {
    const m = await measure(entry);
    const own = gameOf(entry.subpath);
    const foreign = [
      ...new Set(m.inputs.map((i) => gameOfFile(i.file)).filter((g) => g !== null && g !== own)),
    ];
    const budget = budgets[pkg.name]?.[entry.subpath];
    // The root of @croupier/paytables is the documented "everything" entry (it re-exports every game
    // as a namespace); only it may hold several games.
    const mayHoldGames = budgets[pkg.name]?.allGames?.includes(entry.subpath) ?? false;
    // A heavy table (a strategy chart, an odds table) lives behind its own subpath, listed under
    // "heavy"; every other subpath must stay clear of it.
    const mayHoldHeavy = budgets[pkg.name]?.heavy?.includes(entry.subpath) ?? false;
    const heavy = m.inputs.filter((i) => i.bytes > HEAVY_BYTES);
    if (heavy.length > 0 && !mayHoldHeavy) {
      problems.push(
        `${entry.specifier} pulls in a heavy table (${heavy.map((i) => `${i.file} ${(i.bytes / 1024).toFixed(0)} kB`).join(', ')}); keep it behind its own subpath, listed under "heavy" in scripts/size-budgets.json`,
      );
    }
    if (budget === undefined)
      problems.push(`${entry.specifier}: no budget in scripts/size-budgets.json`);
    else if (m.gzip > budget)
      problems.push(`${entry.specifier}: ${m.gzip} B gzipped, over its budget of ${budget} B`);
    if (foreign.length > 0 && !mayHoldGames) {
      problems.push(
        `${entry.specifier} pulls in ${foreign.join(', ')} (${m.inputs
          .filter((i) => foreign.includes(gameOfFile(i.file)))
          .map((i) => i.file)
          .join(
            ', ',
          )}); a ${own ? 'game' : 'core'} subpath must not import ${own ? 'another game' : 'any game'}`,
      );
    }
    rows.push({
      specifier: entry.specifier,
      minified: m.minified,
      gzip: m.gzip,
      budget: budget ?? null,
      games: foreign,
      top: m.inputs.slice(0, 3),
    });
  }
}

if (json) {
  process.stdout.write(JSON.stringify({ rows, problems }, null, 2) + '\n');
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' kB';
  const w = Math.max(...rows.map((r) => r.specifier.length));
  console.log(
    `${'subpath'.padEnd(w)}  ${'minified'.padStart(10)}  ${'gzip'.padStart(10)}  ${'budget'.padStart(10)}  use   largest inputs`,
  );
  for (const r of rows) {
    const use = r.budget ? `${Math.round((100 * r.gzip) / r.budget)}%`.padStart(4) : '   ?';
    const top = r.top
      .map((i) => `${i.file.replace(/^packages\//, '')} ${(i.bytes / 1024).toFixed(1)}k`)
      .join(', ');
    console.log(
      `${r.specifier.padEnd(w)}  ${kb(r.minified)}  ${kb(r.gzip)}  ${r.budget ? kb(r.budget) : '         —'}  ${use}  ${top}`,
    );
  }
  if (problems.length > 0) {
    console.error(`\nSize check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    console.log('\nEvery subpath is within budget and imports no other game.');
  }
}
process.exitCode = problems.length > 0 ? 1 : 0;
