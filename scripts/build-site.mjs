#!/usr/bin/env node
// Builds the rules site and the trainer for one public origin into one folder, ready for a static
// host: the site at `/`, the trainer at `/trainer/`, every link relative or on that origin (never
// 127.0.0.1), inline scripts and styles moved into files so the content security policy needs no
// 'unsafe-inline', and the host rules (`_headers`, `_redirects`) copied in. See docs/decisions/011-one-origin-deployment.md.
//
// Usage:
//   pnpm build:site --origin https://example.org            → dist/site/
//   pnpm build:site --origin https://example.org --out DIR
//
// Then upload the folder to Netlify or Cloudflare Pages as is (they read _headers and _redirects),
// or serve it with the Caddyfile or nginx.conf in apps/site/host/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/packages.mjs';
import { checkOrigin, externalizeSite, findLoopback, isLoopback, TRAINER_BASE } from './lib/site.mjs';

function usage(message) {
  console.error(`build-site: ${message}\nUsage: pnpm build:site --origin https://example.org [--out DIR]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const value = (name) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
};
for (const a of args) {
  if (a.startsWith('--') && !/^--(origin|out)(=|$)/u.test(a)) usage(`unknown option ${a.split('=')[0]}`);
}
const originText = value('origin');
if (originText === undefined) usage('--origin is required: the public address the site will be served at');
let origin;
try {
  origin = checkOrigin(originText);
} catch (e) {
  usage(e.message);
}
const out = resolve(value('out') ?? join(ROOT, 'dist', 'site'));
if (out === ROOT || ROOT.startsWith(out)) usage(`--out ${out} would replace the repository`);

function run(command, argv, cwd, env = {}) {
  const r = spawnSync(command, argv, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`build-site: ${command} ${argv.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(1);
  }
}

const docs = join(ROOT, 'apps', 'docs');
const trainer = join(ROOT, 'apps', 'trainer');
mkdirSync(join(out, '..'), { recursive: true });

console.log(`build-site: the rules site for ${origin}/ …`);
run(process.execPath, [join(ROOT, 'scripts', 'api-docs.mjs')], ROOT);
// Astro builds inside its project (an outDir elsewhere leaves its content cache in the output), then
// the folder moves to --out.
const docsOut = join(docs, 'dist-site');
rmSync(docsOut, { recursive: true, force: true });
run(join(docs, 'node_modules', '.bin', 'astro'), ['build', '--site', origin, '--outDir', 'dist-site'], docs, {
  PUBLIC_TRAINER_URL: TRAINER_BASE,
});
rmSync(out, { recursive: true, force: true });
try {
  renameSync(docsOut, out);
} catch {
  cpSync(docsOut, out, { recursive: true });
  rmSync(docsOut, { recursive: true, force: true });
}

console.log(`build-site: the trainer for ${origin}${TRAINER_BASE} …`);
run(
  join(trainer, 'node_modules', '.bin', 'vite'),
  ['build', '--base', TRAINER_BASE, '--outDir', join(out, 'trainer'), '--emptyOutDir'],
  trainer,
  { VITE_DOCS_URL: '/' },
);

const moved = externalizeSite(out);
console.log(
  `build-site: moved ${moved.blocks} inline script and style blocks of ${moved.pages} pages into ${moved.files} files.`,
);
for (const file of ['_headers', '_redirects']) copyFileSync(join(ROOT, 'apps', 'site', 'host', file), join(out, file));

const loopback = isLoopback(origin) ? [] : findLoopback(out);
if (loopback.length > 0) {
  console.error('build-site: the build still points at this machine:');
  for (const { file, match } of loopback.slice(0, 20)) console.error(`  ${file}: …${match}…`);
  process.exit(1);
}
if (!existsSync(join(out, 'index.html')) || !existsSync(join(out, 'trainer', 'index.html'))) {
  console.error('build-site: index.html of the site or the trainer is missing.');
  process.exit(1);
}
console.log(`build-site: done — ${out} is the site for ${origin}/ (trainer at ${origin}${TRAINER_BASE}).`);
