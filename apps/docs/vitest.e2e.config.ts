import { defineConfig } from 'vitest/config';

// Browser tests of the built site (run `astro build` first): e2e/global-setup.ts serves dist/ and
// provides its URL as inject('baseUrl'). See e2e/README.md.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Limits against hangs, not speed: axe over a long page (/craps/method/ with its marked figures) takes
    // seconds alone and passed a minute once beside the other tiers on two cores.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // expect.poll's own default gives up after 1 s, a fixed time a loaded machine can miss: poll for the
    // state as long as the page's waits do (testkit's PAGE_WAIT_LIMIT_MS), a guard against hangs only.
    expect: { poll: { timeout: 90_000 } },
  },
});
