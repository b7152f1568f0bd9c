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
  },
});
