// Accessibility and performance audits shared by the browser suites: axe-core run in a page (through
// page.evaluate, so a page's content security policy does not block it), and Lighthouse on a phone
// profile against Debian's Chromium.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumPath } from './index.js';

const require = createRequire(import.meta.url);
let axeSource;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe rules (of the tags above) whose outcome depends on colours only — text contrast, and links in
 * a block of text told apart by colour — so what a second colour theme of the same page can change.
 */
export const AXE_COLOUR_RULES = Object.freeze(['color-contrast', 'link-in-text-block']);

/**
 * Runs axe-core on the page as it is now (WCAG 2.0/2.1/2.2 A and AA plus best practices).
 *
 * @param {import('playwright-core').Page} page - A page from `browser.newContext()`.
 * @param {{ exclude?: string[], only?: readonly string[] }} [options] - Selectors to leave out (third-party widgets); `only`: run just these rules.
 * @returns {Promise<{ id: string, impact: string | null, help: string, nodes: string[] }[]>} The violations; empty when none.
 */
export async function axeViolations(page, options = {}) {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ exclude, tags, only }) =>
      // eslint-disable-next-line no-undef
      axe.run(exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document, {
        runOnly: only === null ? { type: 'tag', values: tags } : { type: 'rule', values: only },
        // Only the violations are read: axe then describes one node of each passing or inapplicable rule
        // instead of every node (building each node's selector was most of its time on a long page).
        resultTypes: ['violations'],
      }),
    { exclude: options.exclude ?? [], tags: AXE_TAGS, only: options.only ? [...options.only] : null },
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/**
 * One headless Chromium for Lighthouse (mobile form factor, simulated slow 4G and 4× CPU slowdown: its
 * default phone profile): `audit(url)` runs Lighthouse on a page and returns the category scores and the
 * JavaScript the page transferred; `close()` ends the browser. Each audit starts from cleared storage
 * (Lighthouse's default), so pages audited in one browser do not see each other; one launch serves them all.
 *
 * @returns {Promise<{ audit(url: string): Promise<{ url: string, scores: Record<string, number>, jsBytes: number, jsGzipBytes: number, failing: string[] }>, close(): Promise<void> }>}
 */
export async function lighthouseSession() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    async audit(url) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = run.lhr;
      const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score ?? 0]));
      const items = lhr.audits['network-requests']?.details?.items ?? [];
      const js = items.filter((i) => i.resourceType === 'Script');
      const failing = Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs
          .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
          .map((r) => `${c.id}: ${r.id} (${lhr.audits[r.id]?.displayValue ?? lhr.audits[r.id]?.score})`),
      );
      return {
        url,
        scores,
        jsBytes: js.reduce((n, i) => n + (i.resourceSize ?? 0), 0),
        jsGzipBytes: js.reduce((n, i) => n + (i.transferSize ?? 0), 0),
        failing,
      };
    },
    close: async () => {
      await chrome.kill();
    },
  };
}

/**
 * Runs Lighthouse ({@link lighthouseSession}'s phone profile) on each URL in one headless Chromium.
 *
 * @param {string[]} urls - Pages to audit.
 * @returns {Promise<{ url: string, scores: Record<string, number>, jsBytes: number, jsGzipBytes: number, failing: string[] }[]>}
 */
export async function lighthouseScores(urls) {
  const session = await lighthouseSession();
  const out = [];
  try {
    for (const url of urls) out.push(await session.audit(url));
  } finally {
    await session.close();
  }
  return out;
}
