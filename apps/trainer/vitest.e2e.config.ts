import { defineConfig } from 'vitest/config';

// Browser tests against the built app (`vite build` first): see e2e/README.md.
export default defineConfig({
  // Workspace packages from their TypeScript sources; tests run in Vite's SSR environment, so both.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Limits against hangs, not speed: on two cores shared with the other checks (or beside two CPU-bound
    // processes) a screen whose worker analyses the rules takes several times its time alone.
    // offline.e2e's beforeAll runs a whole vite build (the app under /trainer/): 82 s on the loaded
    // machine alone, over 120 s beside another file.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // Two files at a time, each with its own Chromium: one file at a time can use one core only, which
    // leaves the other idle whenever the rest of `check` has ended before the trainer's 18 files.
    maxWorkers: 2,
    // expect.poll's own default gives up after 1 s, a fixed time a loaded machine can miss: poll for the
    // state as long as the page's waits do (testkit's PAGE_WAIT_LIMIT_MS), a guard against hangs only.
    expect: { poll: { timeout: 90_000 } },
  },
});
