import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Exhaustive checks take seconds alone and much longer beside the other packages' tests on 2 cores:
  // the timeout guards against hangs, not speed (speed is measured in packages/bench).
  // One module graph per worker, not one per file (the hooks' tests set their DOM per file).
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    isolate: false,
  },
});
