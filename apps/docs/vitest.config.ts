import { defineConfig } from 'vitest/config';

// Unit tests of the islands' logic (plain .ts beside the .tsx); browser tests use vitest.e2e.config.ts.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
