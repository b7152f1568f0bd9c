import { defineConfig } from 'vitest/config';

// The long tier: simulations of millions of rounds, exhaustive checks and long fuzz runs.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Two files at a time: Vitest's default on two cores is one worker, so the tier ran its 23 files one after
  // another (1,237 s in CI, the longest task of \`check\`) and left a core idle once the browser tests ended.
  // Hooks (a beforeAll that builds an analysis) get the tests' limit too: Vitest's 10 s default failed one on a
  // loaded machine. A guard against hangs, not a timing.
  test: { include: ['src/**/*.long.test.ts'], testTimeout: 900_000, hookTimeout: 900_000, maxWorkers: 2 },
});
