#!/usr/bin/env node
// The `croupier` bin: runs the CLI and sets the exit code (0 done, 1 rule error, 2 usage error).
import { main } from './run.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`croupier: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 70;
  },
);
