import { defineConfig } from 'vitest/config';

// The unit tier: the host configurations agree, and the build's page rewriting does what it says.
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
