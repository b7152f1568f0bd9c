import { defineConfig } from 'vitest/config';

// Unit tests of the islands' logic (plain .ts beside the .tsx); browser tests use vitest.e2e.config.ts.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
