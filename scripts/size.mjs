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
import { sizeProblems } from './lib/checks.mjs';
import { assertBuilt, manifest, PUBLISHED, ROOT, subpaths } from './lib/packages.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const wanted = args.filter((a) => !a.startsWith('--'));
const packages = wanted.length > 0 ? wanted : Object.keys(PUBLISHED);
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
    const judged = sizeProblems(entry, m, budgets[pkg.name]);
    problems.push(...judged.problems);
    rows.push({
      specifier: entry.specifier,
      minified: m.minified,
      gzip: m.gzip,
      budget: judged.budget ?? null,
      games: judged.games,
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
