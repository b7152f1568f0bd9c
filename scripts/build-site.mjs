#!/usr/bin/env node
// Makes the rules site and the trainer for one public origin into one folder, ready for a static
// host: the site at `/`, the trainer at `/trainer/`, every link relative or on that origin (never
// 127.0.0.1), inline scripts and styles moved into files so the content security policy needs no
// 'unsafe-inline', and the host rules (`_headers`, `_redirects`) copied in. The rules site is not built
// again: its build (`apps/docs/dist`, the one the browser tests check) is copied and its two addresses
// replaced; the trainer's is its `build:base` (Vite's --base /trainer/). See docs/decisions/011-one-origin-deployment.md.
//
// Usage:
//   pnpm build:site --origin https://example.org            → dist/site/
//   pnpm build:site --origin https://example.org --out DIR
//
// Then upload the folder to Netlify or Cloudflare Pages as is (they read _headers and _redirects),
// or serve it with the Caddyfile or nginx.conf in apps/site/host/.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/packages.mjs';
import {
  checkOrigin,
  externalizeSite,
  findLoopback,
  isLoopback,
  LOCAL_SITE,
  LOCAL_TRAINER,
  retargetSite,
  TRAINER_BASE,
} from './lib/site.mjs';

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

const docs = join(ROOT, 'apps', 'docs');
const trainer = join(ROOT, 'apps', 'trainer');
// The two apps' builds, made by their own tasks (`turbo run build build:base`; `pnpm build:site` runs them
// first): the rules site as built for this machine, which the browser tests check, and the trainer built
// under /trainer/ with its rules links relative.
const docsDist = join(docs, 'dist');
const trainerDist = join(trainer, 'dist-base', 'trainer');
for (const [dir, task] of [
  [docsDist, '@croupier/docs#build'],
  [trainerDist, '@croupier/trainer#build:base'],
]) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(
      `build-site: ${dir} has no index.html: build it first (npx -y pnpm@10.34.8 exec turbo run ${task.split('#')[1]} --filter=${task.split('#')[0]}).`,
    );
    process.exit(1);
  }
}

console.log(`build-site: the rules site for ${origin}/ …`);
mkdirSync(join(out, '..'), { recursive: true });
rmSync(out, { recursive: true, force: true });
cpSync(docsDist, out, { recursive: true });
const retargeted = retargetSite(out, origin, TRAINER_BASE);
if (retargeted.site === 0 || retargeted.trainer === 0) {
  console.error(
    `build-site: ${docsDist} does not carry the addresses it is built with (${LOCAL_SITE}, ${LOCAL_TRAINER}): was it built with PUBLIC_TRAINER_URL or another --site? Build it again without them.`,
  );
  process.exit(1);
}
console.log(
  `build-site: ${retargeted.site} links to the site and ${retargeted.trainer} to the trainer in ${retargeted.files} files now point at ${origin}.`,
);

console.log(`build-site: the trainer for ${origin}${TRAINER_BASE} …`);
cpSync(trainerDist, join(out, 'trainer'), { recursive: true });

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
