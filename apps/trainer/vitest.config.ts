import { defineConfig } from 'vitest/config';

// Unit tests: pure logic (scheduler, storage, drills), no DOM needed.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts'] },
});
