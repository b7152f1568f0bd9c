import { defineConfig } from 'vitest/config';

// The long tier: exhaustive checks over many rule sets, run by `check` and CI beside the engine's long
// tier; the unit tier (vitest.config.ts) leaves them out to answer fast.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.long.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
});
