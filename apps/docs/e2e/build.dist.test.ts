/**
 * The site's quality bars that read the build folder only (no browser; the docs' `test:dist` tier), on
 * every page the build contains (`dist/**\/index.html`, found afresh each run):
 *
 * - at most 150 kB of gzip JavaScript before interaction (module scripts, islands, their static imports),
 *   and no React runtime on a page without an island;
 * - no broken link or anchor in any HTML file of the build (the TypeDoc API pages included), and every
 *   paragraph the trainer links to exists.
 *
 * axe and the 390 px check need a browser: `quality.e2e.test.ts`.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHtmlFiles, buildPages, distDir, htmlOf, idsOf, linksOf, pageScriptBytes, sitePages } from './build';
import { allSiteLinks } from '@croupier/ru';
import { PAGES } from './helpers';

const ALL = buildPages();
/** The site's own pages (not TypeDoc's): see `sitePages`. */
const SITE = sitePages();
const BUDGET = 150 * 1024;

describe('the build', () => {
  it('holds every page of the sidebar (so the bars below see them)', () => {
    for (const path of [...PAGES, '/api/']) expect(ALL).toContain(path);
  });
});

describe('JavaScript before interaction', () => {
  it.each(ALL)('%s: at most 150 kB gzip', (path) => {
    const { total, modules } = pageScriptBytes(path);
    const biggest = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 3);
    expect(total, `${path}: ${total} B, biggest ${JSON.stringify(biggest)}`).toBeLessThanOrEqual(BUDGET);
  });

  // Starlight's pages without an island need no React: the runtime would be 60 kB of waste.
  it.each(SITE.filter((p) => !/<astro-island/u.test(htmlOf(p))))('%s (no island): no React runtime', (path) => {
    const modules = [...pageScriptBytes(path).modules.keys()];
    expect(modules.filter((m) => /\/client\.[\w-]+\.js$/u.test(m))).toEqual([]);
  });
});

describe('links and anchors', () => {
  const dist = distDir();
  const files = buildHtmlFiles(dist);
  const idCache = new Map<string, Set<string>>();
  const ids = (path: string) => {
    let s = idCache.get(path);
    if (!s) idCache.set(path, (s = idsOf(path, dist)));
    return s;
  };
  /** The build file a site path is served from (as `serveStatic` and static hosts do), or null. */
  const fileFor = (pathname: string): string | null => {
    const p = join(dist, decodeURIComponent(pathname));
    const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
    if (pathname.endsWith('/')) return isFile(join(p, 'index.html')) ? `${pathname}index.html` : null;
    if (isFile(p)) return pathname;
    if (isFile(join(p, 'index.html'))) return `${pathname}/index.html`;
    if (isFile(`${p}.html`)) return `${pathname}.html`;
    return null;
  };

  it(`every internal href and #id of the ${files.length} HTML files resolves`, () => {
    const broken: string[] = [];
    for (const from of files) {
      for (const { href } of linksOf(from, dist)) {
        if (href === '' || /^(mailto:|tel:)/u.test(href)) continue;
        if (/^javascript:/iu.test(href)) {
          broken.push(`${from}: ${href} (a script, not a link)`);
          continue;
        }
        const url = new URL(href, `http://site${from}`);
        if (url.host !== 'site') {
          // A file name taken for a host (`http://RULES.md`) is a broken relative link in the source.
          if (/\.(md|mdx|ts|tsx|js|json|html)$/iu.test(url.hostname))
            broken.push(`${from}: ${href} (a file name as host)`);
          continue;
        }
        const target = fileFor(url.pathname);
        if (target === null) {
          broken.push(`${from}: ${href} (no such page)`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash !== '' && hash !== 'top' && target.endsWith('.html') && !ids(target).has(hash))
          broken.push(`${from}: ${href} (no id «${hash}»)`);
      }
    }
    expect(broken).toEqual([]);
  });

  // @croupier/ru's SITE_LINKS: a drill's «Правило» link, a chart cell's explanation. A renamed heading or a
  // removed anchor must fail here, not send a trainee to the top of a page.
  it.each(allSiteLinks())('the trainer links %s, and it is there', (link) => {
    const [path, anchor] = link.split('#') as [string, string];
    const target = fileFor(path);
    expect(target, `no page ${path}`).not.toBeNull();
    expect(ids(target!).has(anchor), `no element with id «${anchor}» on ${path}`).toBe(true);
  });
});
