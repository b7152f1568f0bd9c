import { defineConfig } from 'vitest/config';

// The unit tier: the host configurations agree, and the build's page rewriting does what it says.
// The timeout guards against hangs only (Vitest's default 5 s is a fixed time a loaded machine can reach).
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
