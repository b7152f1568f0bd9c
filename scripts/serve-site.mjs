// Serves a folder made by `pnpm build:site` the way a static host would: the _headers and _redirects
// rules applied (the same server the browser test uses). For a look before deploying.
//
// Usage: pnpm serve:site [DIR] [--port N]     (default dist/site, port 4321)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@croupier/testkit';
import { ROOT } from './lib/packages.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 4321;
const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? join(ROOT, 'dist', 'site');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve-site: --port must be a whole number from 0 to 65535, got ${args[portAt + 1]}.`);
  process.exit(2);
}
if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, '_headers'))) {
  console.error(`serve-site: ${dir} is not a site built by pnpm build:site --origin … (no index.html or _headers).`);
  process.exit(1);
}
const server = await serveStatic(dir, { port, hostRules: true });
console.log(`\nThe site is at ${server.url}/ and the trainer at ${server.url}/trainer/ (Ctrl+C to stop).`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
