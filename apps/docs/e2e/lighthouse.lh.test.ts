/**
 * Lighthouse on its phone profile (simulated slow 4G, 4× CPU slowdown), the site served gzip as a static
 * host would: performance ≥ 0.95; accessibility, best practices and SEO 1.0 — on the pages of
 * `lighthousePages` (decision 025).
 *
 * Performance is measured, not computed: Lighthouse scales the CPU time it observes, so other work on
 * the machine lowers it. This file therefore runs on its own (`vitest.lighthouse.config.ts`, the package's
 * `lighthouse` script), in the last step of `pnpm check`, after every other task and one package at a time
 * (`turbo run lighthouse --concurrency=1`), and a page whose
 * performance misses the bar is audited again, up to three runs, its best run counting — a page that
 * is really slow misses in every run. Every run's figures are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '@croupier/testkit';
import { lighthouseSession, type LighthouseResult, type LighthouseSession } from '@croupier/testkit/audit';
import { distDir, lighthousePages } from './build';

const PAGES = lighthousePages();
const RUNS = 3;

describe('Lighthouse, phone profile, served gzip', () => {
  let server: StaticServer;
  // One browser for every page (a launch per audit cost about a second each).
  let lighthouse: LighthouseSession;
  beforeAll(async () => {
    server = await serveStatic(distDir(), { gzip: true });
    lighthouse = await lighthouseSession();
  });
  afterAll(async () => {
    await lighthouse?.close();
    await server?.close();
  });

  it.each(PAGES)(
    '%s: performance ≥ 0.95; accessibility, best practices, SEO 1.0',
    async (path) => {
      let best: LighthouseResult | undefined;
      for (let run = 1; run <= RUNS && (best?.scores.performance ?? 0) < 0.95; run++) {
        const r = await lighthouse.audit(`${server.url}${path}`);
        const s = r.scores;
        console.log(
          `lighthouse ${path} run ${run}: ${s.performance} ${s.accessibility} ${s['best-practices']} ${s.seo}, ${(r.jsGzipBytes / 1024).toFixed(1)} kB JS`,
        );
        if (!best || s.performance > best.scores.performance) best = r;
      }
      const { scores, failing } = best!;
      expect(
        {
          performance: scores.performance >= 0.95,
          accessibility: scores.accessibility,
          'best-practices': scores['best-practices'],
          seo: scores.seo,
        },
        `${path}: ${JSON.stringify(scores)}; ${failing.join('; ')}`,
      ).toEqual({ performance: true, accessibility: 1, 'best-practices': 1, seo: 1 });
    },
    RUNS * 180_000,
  );
});
