import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Pure tests: one module graph per worker, not one per file (a fresh graph per file was 40 % of the CPU).
  test: { include: ['src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, isolate: false },
});
