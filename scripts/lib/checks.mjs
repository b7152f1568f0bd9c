// The rules of the release checks as pure functions (the scripts gather the facts, these judge them),
// so packages/registry-test/src/checks.test.ts can show that each rule fails when it should.
import { gameOf, gameOfFile } from './packages.mjs';

/** A declaration file larger than this holds data, not types. */
export const MAX_DTS_BYTES = 64 * 1024;

/** An input that adds more than this to a bundle (minified) is a heavy table. */
export const HEAVY_BYTES = 64 * 1024;

/**
 * The exports map as pnpm publishes it: every entry without the in-repo `source` condition.
 *
 * @param {Record<string, unknown>} exportsMap - A package's `exports`.
 */
export function withoutSource(exportsMap) {
  return Object.fromEntries(
    Object.entries(exportsMap ?? {}).map(([key, target]) => [
      key,
      typeof target === 'object' && target !== null
        ? Object.fromEntries(Object.entries(target).filter(([c]) => c !== 'source'))
        : target,
    ]),
  );
}

/**
 * Judges a package's manifest and packed file list.
 *
 * @param {object} pkg - The package.json.
 * @param {{ path: string, size: number }[]} packedFiles - What `npm pack --dry-run --json` lists.
 * @param {string[]} allowedDependencies - Runtime dependencies the package may have.
 * @returns {string[]} The problems; empty when the package is fine.
 */
export function shapeProblems(pkg, packedFiles, allowedDependencies) {
  const problems = [];
  const say = (msg) => problems.push(`${pkg.name}: ${msg}`);
  if (pkg.type !== 'module') say('"type" must be "module" (ESM only)');
  for (const field of ['main', 'module', 'require', 'browser']) {
    if (field in pkg) say(`"${field}" must not be set: the exports map is the only entry point`);
  }
  if (pkg.sideEffects !== false) say('"sideEffects" must be false');
  const node = pkg.engines?.node ?? '';
  if (!/^>=\s*20(\.\d+){0,2}$/.test(node)) say(`engines.node must be ">=20…", got "${node}"`);
  if (!Array.isArray(pkg.files) || pkg.files.length === 0) {
    say('"files" must list what is published');
  }
  const extra = Object.keys(pkg.dependencies ?? {}).filter((d) => !allowedDependencies.includes(d));
  if (extra.length > 0) {
    say(`runtime dependencies not allowed: ${extra.join(', ')} (allowed: ${allowedDependencies.join(', ') || 'none'})`);
  }
  const required = [];
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (key === './package.json') continue;
    // Data files shipped as they are (the CLI's JSON Schemas): a plain path pattern, no conditions.
    if (key.endsWith('.json') && typeof target === 'string') {
      if (target !== key) say(`exports["${key}"] must map a data file to itself, got ${target}`);
      continue;
    }
    if (typeof target !== 'object' || target === null) {
      say(`exports["${key}"] must be an object of conditions`);
      continue;
    }
    const conditions = Object.keys(target);
    if (conditions[0] !== 'types') {
      say(`exports["${key}"]: "types" must come first, got ${conditions.join(', ')}`);
    }
    if (conditions.at(-1) !== 'default') {
      say(`exports["${key}"]: "default" must come last, got ${conditions.join(', ')}`);
    }
    if (conditions.includes('require')) {
      say(`exports["${key}"]: no "require" condition in an ESM-only package`);
    }
    const { types, default: js, source } = target;
    if (!/^\.\/dist\/.+\.js$/.test(js ?? '')) {
      say(`exports["${key}"].default must be a .js file in dist/, got ${js}`);
    } else if (types !== js.replace(/\.js$/, '.d.ts')) {
      say(`exports["${key}"].types must be ${js.replace(/\.js$/, '.d.ts')}, got ${types}`);
    }
    if (!/^\.\/src\/.+\.ts$/.test(source ?? '')) {
      say(`exports["${key}"].source must be a .ts file in src/, got ${source}`);
    }
    required.push(js, types);
  }
  // The published manifest drops the in-repo `source` condition (pnpm publish applies
  // publishConfig.exports), so a consumer whose own setup uses a "source" condition never resolves
  // our TypeScript sources.
  const expected = withoutSource(pkg.exports);
  if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(expected)) {
    say(
      `publishConfig.exports must be the exports map without the "source" condition, in the same order:\n${JSON.stringify(expected, null, 2)}`,
    );
  }
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
  required.push(...bins);
  const files = new Set(packedFiles.map((f) => f.path));
  const unwanted = [...files].filter((f) => /\.(test|bench)\.[cm]?[jt]sx?$|\.test-d\.ts$|(^|\/)__tests__\//.test(f));
  if (unwanted.length > 0) {
    say(
      `the tarball must not contain tests or benchmarks: ${unwanted.slice(0, 5).join(', ')}${unwanted.length > 5 ? ' …' : ''}`,
    );
  }
  // A constant declared without a type copies its whole literal into the .d.ts, which every
  // consumer's tsc then reads (and the API reference prints).
  const bloated = packedFiles.filter((f) => f.path.endsWith('.d.ts') && f.size > MAX_DTS_BYTES);
  if (bloated.length > 0) {
    say(
      `declaration files over ${MAX_DTS_BYTES / 1024} kB: ${bloated.map((f) => `${f.path} ${(f.size / 1024).toFixed(0)} kB`).join(', ')}; give large constants an explicit type (\`export const TABLE: string = …\`) so the literal stays out of the .d.ts`,
    );
  }
  const absent = required
    .filter(Boolean)
    .map((f) => f.replace(/^\.\//, ''))
    .filter((f) => !files.has(f));
  if (absent.length > 0) {
    say(`the tarball lacks files the manifest names (build first?): ${absent.join(', ')}`);
  }
  return problems;
}

/**
 * Judges one subpath's bundle.
 *
 * @param {{ specifier: string, subpath: string }} entry - The subpath.
 * @param {{ gzip: number, inputs: { file: string, bytes: number }[] }} measured - Its bundle: gzipped
 *   size and the inputs that contributed bytes (paths relative to the repository root).
 * @param {{ allGames?: string[], heavy?: string[], [subpath: string]: unknown } | undefined} budgets -
 *   The package's entry of scripts/size-budgets.json.
 * @returns {{ problems: string[], games: string[], budget: number | undefined }} The problems, the
 *   other games found in the bundle, and the budget applied.
 */
export function sizeProblems(entry, measured, budgets) {
  const problems = [];
  const own = gameOf(entry.subpath);
  const games = [...new Set(measured.inputs.map((i) => gameOfFile(i.file)).filter((g) => g !== null && g !== own))];
  const budget = typeof budgets?.[entry.subpath] === 'number' ? budgets[entry.subpath] : undefined;
  if (budget === undefined) {
    problems.push(`${entry.specifier}: no budget in scripts/size-budgets.json`);
  } else if (measured.gzip > budget) {
    problems.push(`${entry.specifier}: ${measured.gzip} B gzipped, over its budget of ${budget} B`);
  }
  // The root of @croupier/paytables is the documented "everything" entry (it re-exports every game
  // as a namespace); only subpaths listed under allGames may hold several games.
  if (games.length > 0 && !(budgets?.allGames ?? []).includes(entry.subpath)) {
    const files = measured.inputs.filter((i) => games.includes(gameOfFile(i.file))).map((i) => i.file);
    problems.push(
      `${entry.specifier} pulls in ${games.join(', ')} (${files.join(', ')}); a ${own ? 'game' : 'core'} subpath must not import ${own ? 'another game' : 'any game'}`,
    );
  }
  // A heavy table (a strategy chart, an odds table) lives behind its own subpath, listed under
  // "heavy"; every other subpath must stay clear of it.
  const heavy = measured.inputs.filter((i) => i.bytes > HEAVY_BYTES);
  if (heavy.length > 0 && !(budgets?.heavy ?? []).includes(entry.subpath)) {
    problems.push(
      `${entry.specifier} pulls in a heavy table (${heavy.map((i) => `${i.file} ${(i.bytes / 1024).toFixed(0)} kB`).join(', ')}); keep it behind its own subpath, listed under "heavy" in scripts/size-budgets.json`,
    );
  }
  return { problems, games, budget };
}
