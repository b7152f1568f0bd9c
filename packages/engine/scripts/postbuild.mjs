// Makes the CLI entry executable after tsc wrote it (tsc keeps the shebang but not the mode).
import { chmodSync, existsSync } from 'node:fs';
const cli = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);
