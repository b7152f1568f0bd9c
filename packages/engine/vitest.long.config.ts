import { defineConfig } from 'vitest/config';

// The long tier: simulations of millions of rounds, exhaustive checks and long fuzz runs.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.long.test.ts'], testTimeout: 900_000 },
});
