import { defineConfig } from 'vitest/config';

// Browser tests of the deployable build (`node ../../scripts/build-site.mjs`, turbo's build task):
// e2e/global-setup.ts serves dist/ with the _headers and _redirects rules, as a static host would.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // expect.poll's own default gives up after 1 s, a fixed time a loaded machine can miss: poll for the
    // state as long as the page's waits do (testkit's PAGE_WAIT_LIMIT_MS), a guard against hangs only.
    expect: { poll: { timeout: 90_000 } },
  },
});
