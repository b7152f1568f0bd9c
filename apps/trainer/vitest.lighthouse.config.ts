import { defineConfig } from 'vitest/config';

// Lighthouse on the built app, alone (after the browser tests: see e2e/lighthouse.lh.test.ts). One file,
// one worker, so no other test of this package shares the CPU it measures.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.lh.test.ts'],
    maxWorkers: 1,
    hookTimeout: 60_000,
  },
});
