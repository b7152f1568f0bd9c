import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 120_000 },
});
