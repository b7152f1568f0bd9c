import { defineConfig } from 'vitest/config';

// A limit against hangs, not speed: Vitest's default 5 s is a fixed time a loaded machine can reach.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
