/**
 * What the quality bars read straight from the build folder: every page (`dist/**\/index.html`), the
 * JavaScript a page loads before the reader interacts, and the links and ids of every HTML file.
 *
 * @module
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The build folder the tests read: `DOCS_DIST` when set, else `apps/docs/dist/`. */
export function distDir(): string {
  const fromEnv = process.env['DOCS_DIST'];
  return fromEnv ? fromEnv.replace(/\/$/u, '') : fileURLToPath(new URL('../dist', import.meta.url));
}

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(name)) out.push(path);
  }
  return out;
}

/** The site path (`/`, `/craps/rules-cost/`) of an HTML file in the build. */
function sitePath(dist: string, file: string): string {
  const rel = relative(dist, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/u, '$1')}`;
}

/**
 * Every page of the build: the path of each `index.html` under `dist/`, sorted. A page added later is
 * found here without a change to the tests.
 *
 * @param dist - The build folder.
 */
export function buildPages(dist = distDir()): string[] {
  return walk(dist, (n) => n === 'index.html')
    .map((f) => sitePath(dist, f))
    .sort();
}

/**
 * Every HTML file of the build as a site path (`/api/functions/engine_blackjack.deal.html` too),
 * for the link check.
 *
 * @param dist - The build folder.
 */
export function buildHtmlFiles(dist = distDir()): string[] {
  return walk(dist, (n) => n.endsWith('.html'))
    .map((f) => sitePath(dist, f))
    .sort();
}

/** The HTML of a site path in the build. */
export function htmlOf(path: string, dist = distDir()): string {
  const file = path.endsWith('/') ? `${path}index.html` : path;
  return readFileSync(join(dist, file), 'utf8');
}

/** The modules a page starts before interaction: its module scripts, its islands and their renderer. */
function rootModules(html: string): string[] {
  const roots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/gu)) roots.add(m[1]!);
  // Islands that hydrate on load, when idle or when visible all count: a reader scrolls.
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/gu)) roots.add(m[1]!);
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gu))
    for (const i of m[1]!.matchAll(/\bimport\s*\(?\s*["']([^"']+\.js)["']/gu)) roots.add(i[1]!);
  return [...roots];
}

/**
 * The gzip bytes (level 9, as a static host serves them) of every JavaScript module a page loads
 * before interaction: its module scripts, its islands' components and renderer, their static imports,
 * and its inline scripts. Dynamic `import()` and workers load on demand and are left out.
 *
 * @param path - A page's site path.
 * @returns The total and the bytes per module (`inline` for the inline scripts).
 */
export function pageScriptBytes(path: string, dist = distDir()): { total: number; modules: Map<string, number> } {
  const html = htmlOf(path, dist);
  const modules = new Map<string, number>();
  const visit = (url: string) => {
    if (modules.has(url)) return;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${path} loads ${url}, which is not in the build`);
    const code = readFileSync(file);
    modules.set(url, gzipSync(code, { level: 9 }).length);
    const text = code.toString();
    // Static imports: `import x from"./a.js"`, `import"./b.js"`, `export * from"./c.js"`.
    for (const m of text.matchAll(/(?:^|[;}\s)])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/gu)) {
      visit(new URL(m[1]!, `http://x${url.slice(0, url.lastIndexOf('/') + 1)}`).pathname);
    }
  };
  for (const root of rootModules(html)) visit(root);
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gu),
  ]
    .map((m) => m[1]!)
    .join('\n');
  if (inline.trim() !== '') modules.set('inline', gzipSync(inline, { level: 9 }).length);
  return { total: [...modules.values()].reduce((a, b) => a + b, 0), modules };
}

/** A link found in a built HTML file. */
export interface BuiltLink {
  /** The page it is on. */
  readonly from: string;
  /** The `href` as written. */
  readonly href: string;
}

/** Every `<a href>` of an HTML file (entities in the value decoded). */
export function linksOf(path: string, dist = distDir()): BuiltLink[] {
  const html = htmlOf(path, dist);
  return [...html.matchAll(/<a\s[^>]*?\bhref=(?:"([^"]*)"|'([^']*)')/gu)].map((m) => ({
    from: path,
    href: (m[1] ?? m[2] ?? '').replace(/&amp;/gu, '&').replace(/&#x2F;/giu, '/'),
  }));
}

/** Every `id` (and `name` of an anchor) of an HTML file. */
export function idsOf(path: string, dist = distDir()): Set<string> {
  const html = htmlOf(path, dist);
  const ids = new Set<string>();
  for (const m of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gu)) ids.add(m[1] ?? m[2] ?? m[3]!);
  return ids;
}
