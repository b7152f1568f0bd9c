import { defineConfig } from 'vitest/config';

// Checks over the built site that need no browser (`test:dist`, run `astro build` first): the marked
// figures of the built pages recomputed with the CLI and the engine, the JavaScript budget, links and
// anchors. They read dist/ (or DOCS_DIST) as files; the browser tests are vitest.e2e.config.ts.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.dist.test.ts'],
    // Limits against hangs, not speed: a figure's exact analysis takes seconds alone, longer on a busy machine.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
