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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
