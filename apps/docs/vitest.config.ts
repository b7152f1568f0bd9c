import { defineConfig } from 'vitest/config';

// Unit tests of the islands' logic (plain .ts beside the .tsx); browser tests use vitest.e2e.config.ts.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Exhaustive checks take seconds alone and much longer beside the other packages' tests on 2 cores:
  // the timeout guards against hangs, not speed (speed is measured in packages/bench).
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.long.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One module graph per worker, not one per file: the islands' models are pure.
    isolate: false,
  },
});
