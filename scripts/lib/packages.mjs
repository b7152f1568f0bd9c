// Shared helpers for the release scripts: where the published packages are and what they export.
// Everything is read from the packages' own `exports` maps, so a new subpath is checked without
// editing any script.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The published packages, by short name. */
export const PUBLISHED = {
  paytables: join(ROOT, 'packages', 'paytables'),
  engine: join(ROOT, 'packages', 'engine'),
};

/** The games; a subpath named after one must not pull in another. */
export const GAMES = ['blackjack', 'baccarat', 'craps', 'stud'];

/**
 * Reads a published package's manifest.
 *
 * @param {string} short - `engine` or `paytables`.
 */
export function manifest(short) {
  const dir = PUBLISHED[short];
  if (!dir) throw new Error(`Unknown package "${short}"; known: ${Object.keys(PUBLISHED).join(', ')}.`);
  return { dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
}

/**
 * Lists a package's code subpaths (every `exports` key but `./package.json`) with their files.
 *
 * @param {string} short - `engine` or `paytables`.
 * @returns {{ subpath: string, specifier: string, types: string, source: string, dist: string }[]}
 */
export function subpaths(short) {
  const { dir, pkg } = manifest(short);
  return Object.entries(pkg.exports)
    .filter(([key, target]) => key !== './package.json' && typeof target === 'object')
    .map(([key, target]) => ({
      subpath: key,
      specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
      types: join(dir, target.types),
      source: join(dir, target.source),
      dist: join(dir, target.default),
    }));
}

/**
 * The game a subpath belongs to (`./craps` → `craps`), or `null` for the core subpaths.
 *
 * @param {string} subpath - An exports key.
 */
export function gameOf(subpath) {
  const name = subpath.slice(2);
  // `./stud` and a game's extra subpaths such as `./stud-strategy` or `./stud/tables`.
  return GAMES.find((g) => name === g || name.startsWith(`${g}-`) || name.startsWith(`${g}/`)) ?? null;
}

/**
 * The game a built file belongs to, or `null` for shared code: engine `dist/<game>/…`, paytables
 * `dist/<game>.js`, `dist/<game>-…` or `dist/<game>/…`.
 *
 * @param {string} file - A path (any separator) inside either package, in the repo or installed.
 */
export function gameOfFile(file) {
  const p = file.split('\\').join('/');
  for (const g of GAMES) {
    if (new RegExp(`(packages|@croupier)/engine/dist/${g}/`).test(p)) return g;
    if (new RegExp(`(packages|@croupier)/paytables/dist/${g}(\\.js|[-/])`).test(p)) return g;
  }
  return null;
}

/**
 * Fails with a clear message if a package has not been built.
 *
 * @param {string} short - `engine` or `paytables`.
 */
export function assertBuilt(short) {
  const missing = subpaths(short).filter((s) => !existsSync(s.dist) || !existsSync(s.types));
  if (missing.length > 0) {
    throw new Error(
      `${manifest(short).pkg.name} is not built (missing ${missing.map((m) => m.dist.slice(ROOT.length + 1)).join(', ')}); run its build first.`,
    );
  }
}
