#!/usr/bin/env node
// The shape of a published package, beyond what publint and attw look at:
//   - ESM only: `"type": "module"`, no `main`/`module`/`require` entry points;
//   - every `exports` entry lists `types` first and `default` last, points into dist/ for both, with
//     the `.d.ts` beside the `.js`, and keeps the in-repo `source` condition pointing at src/;
//   - `publishConfig.exports` is the same map without `source` (what pnpm publishes);
//   - `"sideEffects": false`, `engines.node` allowing Node 20, a `files` list;
//   - runtime dependencies: none for @croupier/paytables, only @croupier/paytables for the engine;
//   - the packed tarball (`npm pack --dry-run`) holds no tests or benchmarks, every file the exports
//     map and the bin name, and no declaration file over 64 kB (a data table's literal type).
//
// Usage: node scripts/package-shape.mjs [engine] [paytables]
import { execFileSync } from 'node:child_process';
import { shapeProblems } from './lib/checks.mjs';
import { manifest, PUBLISHED } from './lib/packages.mjs';

const ALLOWED_DEPENDENCIES = { engine: ['@croupier/paytables'], paytables: [] };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const problems = [];

for (const short of wanted.length > 0 ? wanted : Object.keys(PUBLISHED)) {
  const { dir, pkg } = manifest(short);
  // What npm would publish (pnpm publishes the same files).
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  problems.push(...shapeProblems(pkg, packed.files, ALLOWED_DEPENDENCIES[short]));
  console.log(
    `${pkg.name}: ${packed.files.length} files, ${(packed.size / 1024).toFixed(1)} kB packed, ${Object.keys(pkg.exports).length - 1} subpaths`,
  );
}

if (problems.length > 0) {
  console.error(`Package shape check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    'Package shape: ESM only, types first, dist + source conditions, no stray dependencies, no tests in the tarball.',
  );
}
