import { defineConfig } from 'vitest/config';

// Browser tests against the built app (`vite build` first): see e2e/README.md.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Limits against hangs, not speed: on two cores shared with the other checks (or beside two CPU-bound
    // processes) a screen whose worker analyses the rules takes several times its time alone.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
