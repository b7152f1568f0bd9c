import { defineConfig } from 'vitest/config';

// Unit tests: pure logic (scheduler, storage, drills), no DOM needed. The generous timeout is for CI's
// two cores shared with other packages' tests, not for slow tests: keep each file well under it.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // One module graph per worker, not one per file (the tests share no globals; the storage tests make
  // their own fake IndexedDB).
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.long.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
