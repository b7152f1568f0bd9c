#!/usr/bin/env node
// Runs README.md's check with two CPU-bound processes beside it the whole time (issue 19's bar: it must
// pass so, twice in a row), each run from scratch (TURBO_FORCE: no task replayed from Turborepo's cache).
//
//   node scripts/check-loaded.mjs [runs]     # default 2; exit 0 when every run passed
//
// Prints each run's wall time and result. The two busy loops are this script's children and end with it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 2);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/check-loaded.mjs [runs]');
  process.exit(2);
}

const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;);'], { stdio: 'ignore' }));
const stop = () => {
  for (const h of hogs) if (h.exitCode === null) h.kill('SIGKILL');
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

let failed = 0;
for (let i = 1; i <= runs; i++) {
  const start = Date.now();
  const r = spawnSync('npx', ['-y', 'pnpm@10.34.8', 'check'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_FORCE: 'true' },
  });
  const seconds = Math.round((Date.now() - start) / 1000);
  const ok = r.status === 0;
  if (!ok) failed++;
  console.log(
    `check-loaded: run ${i} of ${runs} ${ok ? 'passed' : `FAILED (exit ${r.status})`} in ${Math.floor(seconds / 60)} min ${seconds % 60} s, two busy loops beside it`,
  );
}
stop();
process.exit(failed === 0 ? 0 : 1);
