import { defineConfig } from 'vitest/config';

// The checks' own tests. Vitest's default 5 s per test is a fixed time: the API checker's test takes 1.7 s
// on a loaded machine and would pass 5 s at three times slower. The limit guards against hangs only.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
