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
import { manifest, PUBLISHED } from './lib/packages.mjs';

/** A declaration file larger than this holds data, not types. */
const MAX_DTS_BYTES = 64 * 1024;
const ALLOWED_DEPENDENCIES = { engine: ['@croupier/paytables'], paytables: [] };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const problems = [];

for (const short of wanted.length > 0 ? wanted : Object.keys(PUBLISHED)) {
  const { dir, pkg } = manifest(short);
  const say = (msg) => problems.push(`${pkg.name}: ${msg}`);
  if (pkg.type !== 'module') say('"type" must be "module" (ESM only)');
  for (const field of ['main', 'module', 'require', 'browser']) {
    if (field in pkg) say(`"${field}" must not be set: the exports map is the only entry point`);
  }
  if (pkg.sideEffects !== false) say('"sideEffects" must be false');
  const node = pkg.engines?.node ?? '';
  if (!/^>=\s*20(\.\d+){0,2}$/.test(node)) say(`engines.node must be ">=20…", got "${node}"`);
  if (!Array.isArray(pkg.files) || pkg.files.length === 0)
    say('"files" must list what is published');
  const deps = Object.keys(pkg.dependencies ?? {});
  const extra = deps.filter((d) => !ALLOWED_DEPENDENCIES[short].includes(d));
  if (extra.length > 0) {
    say(
      `runtime dependencies not allowed: ${extra.join(', ')} (allowed: ${ALLOWED_DEPENDENCIES[short].join(', ') || 'none'})`,
    );
  }
  const required = [];
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (key === './package.json') continue;
    if (typeof target !== 'object' || target === null) {
      say(`exports["${key}"] must be an object of conditions`);
      continue;
    }
    const conditions = Object.keys(target);
    if (conditions[0] !== 'types')
      say(`exports["${key}"]: "types" must come first, got ${conditions.join(', ')}`);
    if (conditions.at(-1) !== 'default')
      say(`exports["${key}"]: "default" must come last, got ${conditions.join(', ')}`);
    if (conditions.includes('require'))
      say(`exports["${key}"]: no "require" condition in an ESM-only package`);
    const { types, default: js, source } = target;
    if (!/^\.\/dist\/.+\.js$/.test(js ?? ''))
      say(`exports["${key}"].default must be a .js file in dist/, got ${js}`);
    else if (types !== js.replace(/\.js$/, '.d.ts'))
      say(`exports["${key}"].types must be ${js.replace(/\.js$/, '.d.ts')}, got ${types}`);
    if (!/^\.\/src\/.+\.ts$/.test(source ?? ''))
      say(`exports["${key}"].source must be a .ts file in src/, got ${source}`);
    required.push(js, types);
  }
  // The published manifest drops the in-repo `source` condition (pnpm publish applies
  // publishConfig.exports), so a consumer whose own setup uses a "source" condition never resolves
  // our TypeScript sources.
  const expected = Object.fromEntries(
    Object.entries(pkg.exports ?? {}).map(([key, target]) => [
      key,
      typeof target === 'object' && target !== null
        ? Object.fromEntries(Object.entries(target).filter(([c]) => c !== 'source'))
        : target,
    ]),
  );
  if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(expected)) {
    say(
      `publishConfig.exports must be the exports map without the "source" condition, in the same order:\n${JSON.stringify(expected, null, 2)}`,
    );
  }
  for (const bin of Object.values(
    typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : (pkg.bin ?? {}),
  )) {
    required.push(bin);
  }
  // What npm would publish.
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const files = new Set(packed[0].files.map((f) => f.path));
  const unwanted = [...files].filter((f) =>
    /\.(test|bench)\.[cm]?[jt]s$|\.test-d\.ts$|(^|\/)__tests__\//.test(f),
  );
  if (unwanted.length > 0)
    say(
      `the tarball must not contain tests or benchmarks: ${unwanted.slice(0, 5).join(', ')}${unwanted.length > 5 ? ' …' : ''}`,
    );
  // A constant declared without a type copies its whole literal into the .d.ts, which every consumer's
  // tsc then reads (and the API reference prints).
  const bloated = packed[0].files.filter((f) => f.path.endsWith('.d.ts') && f.size > MAX_DTS_BYTES);
  if (bloated.length > 0) {
    say(
      `declaration files over ${MAX_DTS_BYTES / 1024} kB: ${bloated.map((f) => `${f.path} ${(f.size / 1024).toFixed(0)} kB`).join(', ')}; give large constants an explicit type (\`export const TABLE: string = …\`) so the literal stays out of the .d.ts`,
    );
  }
  const absent = required.map((f) => f.replace(/^\.\//, '')).filter((f) => !files.has(f));
  if (absent.length > 0)
    say(`the tarball lacks files the manifest names (build first?): ${absent.join(', ')}`);
  console.log(
    `${pkg.name}: ${files.size} files, ${(packed[0].size / 1024).toFixed(1)} kB packed, ${Object.keys(pkg.exports).length - 1} subpaths`,
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
