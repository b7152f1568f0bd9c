import { defineConfig } from 'vitest/config';

// The unit tier (`pnpm test`): answers in about a minute on two cores. Long statistical and exhaustive
// runs live in `*.long.test.ts` and run in the long tier (`vitest.long.config.ts`, `pnpm test:long`),
// which `pnpm check` and CI run too.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Pure tests: one module graph per worker, not one per file (a fresh graph per file was 40 % of the CPU).
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.long.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    isolate: false,
  },
});
