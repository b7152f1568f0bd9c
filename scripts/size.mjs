#!/usr/bin/env node
// Bundle-size budget per published subpath.
//
// For every subpath in the exports maps of @croupier/engine and @croupier/paytables, bundles the
// built `dist/` entry with esbuild as an application would (ESM, minified, code splitting, the
// packages' `"sideEffects": false` honoured; all of the subpath's exports kept), measures what loads
// with it (the entry chunk and its static imports; lazily imported chunks are shown apart), prints
// minified and gzipped sizes and the largest inputs, and fails when
//   - a subpath has no budget in scripts/size-budgets.json, or its gzipped size is over budget;
//   - a game's subpath pulls in another game's code (engine `dist/<game>/`, paytables `dist/<game>.js`),
//     or a core subpath (`.`, `./cards`, `./money`, …) pulls in any game;
//   - a subpath not listed under "heavy" pulls in a heavy table (one input over 64 kB minified);
//   - a subpath not named `…/node` imports a Node built-in (`node:…`, which browsers cannot load).
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

/**
 * Bundles one subpath as an application would (code splitting on, so a lazily imported module goes
 * to its own chunk) and measures what loads with it: the entry chunk and the chunks it imports
 * statically. Lazily loaded chunks are measured apart.
 */
async function measure(entry) {
  const result = await build({
    entryPoints: [entry.dist],
    absWorkingDir: ROOT, // metafile paths are relative to this, whatever the caller's cwd
    outdir: join(ROOT, '.size-out'), // never written: write is false
    bundle: true,
    splitting: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    // Node built-ins are never bundled: a Node-only subpath (`@croupier/engine/stud/node`) is measured
    // by its own code, and a browser subpath that imported one would fail in the browser build anyway.
    external: ['node:*'],
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((f) => [relative(ROOT, f.path), f.contents]));
  // Lazily imported modules become entry points of their own; the subpath's is the one for its file.
  const entryIn = relative(ROOT, entry.dist).split('\\').join('/');
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === entryIn);
  if (entryOut === undefined) throw new Error(`esbuild produced no output for ${entryIn}`);
  const closure = (start, kinds) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const o = stack.pop();
      if (seen.has(o)) continue;
      seen.add(o);
      for (const i of outputs[o]?.imports ?? []) if (kinds.includes(i.kind) && !i.external) stack.push(i.path);
    }
    return seen;
  };
  const eager = closure(entryOut, ['import-statement']);
  const everything = closure(entryOut, ['import-statement', 'dynamic-import']);
  const bytesOf = (set) => {
    const parts = [...set].map((o) => contents.get(o) ?? new Uint8Array());
    const joined = Buffer.concat(parts.map((p) => Buffer.from(p)));
    return {
      minified: joined.byteLength,
      gzip: joined.byteLength === 0 ? 0 : gzipSync(joined, { level: 9 }).byteLength,
    };
  };
  const inputs = new Map();
  for (const o of eager) {
    for (const [file, v] of Object.entries(outputs[o].inputs)) {
      if (v.bytesInOutput > 0) inputs.set(file, (inputs.get(file) ?? 0) + v.bytesInOutput);
    }
  }
  const loaded = bytesOf(eager);
  const lazy = [...everything].filter((o) => !eager.has(o));
  return {
    ...loaded,
    lazy: bytesOf(new Set(lazy)).minified,
    // Node built-ins any loaded chunk imports (kept external above).
    nodeBuiltins: [
      ...new Set(
        [...everything].flatMap((o) =>
          (outputs[o]?.imports ?? []).filter((i) => i.external && i.path.startsWith('node:')).map((i) => i.path),
        ),
      ),
    ],
    inputs: [...inputs]
      .map(([file, bytes]) => ({ file: relative(ROOT, join(ROOT, file)), bytes }))
      .sort((a, b) => b.bytes - a.bytes),
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
    // Only a subpath named `…/node` may use Node built-ins: every other one is loaded by browsers too.
    if (m.nodeBuiltins.length > 0 && !entry.subpath.endsWith('/node')) {
      problems.push(
        `${entry.specifier} imports Node built-ins (${m.nodeBuiltins.join(', ')}); keep them in a \`…/node\` subpath`,
      );
    }
    rows.push({
      specifier: entry.specifier,
      minified: m.minified,
      gzip: m.gzip,
      lazy: m.lazy,
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
    `${'subpath'.padEnd(w)}  ${'minified'.padStart(10)}  ${'gzip'.padStart(10)}  ${'budget'.padStart(10)}  use  ${'lazy'.padStart(10)}  largest inputs`,
  );
  for (const r of rows) {
    const use = r.budget ? `${Math.round((100 * r.gzip) / r.budget)}%`.padStart(4) : '   ?';
    const top = r.top.map((i) => `${i.file.replace(/^packages\//, '')} ${(i.bytes / 1024).toFixed(1)}k`).join(', ');
    console.log(
      `${r.specifier.padEnd(w)}  ${kb(r.minified)}  ${kb(r.gzip)}  ${r.budget ? kb(r.budget) : '         —'}  ${use}  ${r.lazy ? kb(r.lazy) : '         —'}  ${top}`,
    );
  }
  if (problems.length > 0) {
    console.error(`\nSize check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    console.log('\nEvery subpath is within budget and imports no other game.');
  }
}
process.exitCode = problems.length > 0 ? 1 : 0;
