// The deployable site: the rules site at `/` and the trainer at `/trainer/` of one origin (decision
// 008). Helpers of scripts/build-site.mjs, kept here so the tests can call them.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Where the trainer lives on the site's origin. */
export const TRAINER_BASE = '/trainer/';

/** The folder (under the site's root) that receives the scripts and styles moved out of the pages. */
export const INLINE_DIR = '_inline';

/**
 * Checks a public origin: `https://example.org` or `http://host:port`, nothing after the host.
 *
 * @param {string} text - What was given to `--origin`.
 * @returns {string} The origin without a trailing slash.
 */
export function checkOrigin(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--origin must be an absolute URL such as https://example.org, got ${JSON.stringify(text)}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`--origin must be http or https, got ${url.protocol}`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `--origin is an origin only (scheme, host and port), got ${JSON.stringify(text)}: the site is served at / and the trainer at ${TRAINER_BASE}.`,
    );
  }
  return url.origin;
}

/** Whether an origin is this machine (then loopback addresses in the output are expected). */
export function isLoopback(origin) {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./u.test(host);
}

/** Script types a browser runs (absent, empty, JavaScript MIME types, `module`). */
function isExecutable(attrs) {
  const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/iu.exec(attrs);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || value === 'text/javascript' || value === 'application/javascript';
}

/**
 * Moves every inline `<script>` a browser would run and every `<style>` of a page into files named by
 * their content, so a content security policy of `script-src 'self'; style-src 'self'` holds without
 * hashes or `'unsafe-inline'`. A classic script stays a classic (blocking) script and a module a module,
 * in the same place, so the order in which the page runs is unchanged. Data blocks
 * (`type="application/json"`) are left alone: the policy does not apply to them.
 *
 * @param {string} html - The page.
 * @param {(kind: 'js' | 'css', content: string) => string} emit - Stores a file and returns its URL.
 * @returns {{ html: string, moved: number }} The page and how many blocks were moved.
 */
export function externalizeInline(html, emit) {
  let moved = 0;
  let out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu, (whole, attrs, body) => {
    if (/\bsrc\s*=/iu.test(attrs) || !isExecutable(attrs) || body.trim() === '') return whole;
    moved++;
    return `<script${attrs} src="${emit('js', body)}"></script>`;
  });
  out = out.replace(/<style\b([^>]*)>([\s\S]*?)<\/style>/giu, (whole, attrs, body) => {
    if (body.trim() === '') return whole;
    moved++;
    const media = /\bmedia\s*=\s*("[^"]*"|'[^']*')/iu.exec(attrs);
    return `<link rel="stylesheet" href="${emit('css', body)}"${media ? ` media=${media[1]}` : ''}>`;
  });
  return { html: out, moved };
}

/** Every file under a folder, recursively. */
export function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else out.push(path);
  }
  return out;
}

/**
 * Runs {@link externalizeInline} over every page of a built site, writing the moved blocks to
 * `/_inline/<sha256>.js|css` (one file per distinct content, shared by every page that has it).
 *
 * @param {string} root - The built site.
 * @returns {{ pages: number, blocks: number, files: number }}
 */
export function externalizeSite(root) {
  const dir = join(root, INLINE_DIR);
  mkdirSync(dir, { recursive: true });
  const written = new Set();
  const emit = (kind, content) => {
    const name = `${createHash('sha256').update(content).digest('hex').slice(0, 20)}.${kind}`;
    if (!written.has(name)) {
      writeFileSync(join(dir, name), content);
      written.add(name);
    }
    return `/${INLINE_DIR}/${name}`;
  };
  let pages = 0;
  let blocks = 0;
  for (const file of walk(root)) {
    if (!file.endsWith('.html')) continue;
    const { html, moved } = externalizeInline(readFileSync(file, 'utf8'), emit);
    if (moved > 0) writeFileSync(file, html);
    pages++;
    blocks += moved;
  }
  return { pages, blocks, files: written.size };
}

/** The rules site's own address in its build (`site` in apps/docs/astro.config.mjs): canonical links, sitemap. */
export const LOCAL_SITE = 'http://127.0.0.1:4321';
/** The trainer's address in the rules site's build (PUBLIC_TRAINER_URL's default, apps/docs/astro.config.mjs). */
export const LOCAL_TRAINER = 'http://127.0.0.1:4322/';

/**
 * Points a copy of the rules site's build (`apps/docs/dist`, built for this machine) at a public origin:
 * the two addresses Astro writes into pages and the sitemap — the site's own (canonical links, sitemap
 * entries) and the trainer's — are the only ones in the build (the scripts carry neither), so the
 * deployable site is the very build the browser tests checked, with those two addresses replaced.
 *
 * @param {string} root - The copy of the build (changed in place).
 * @param {string} origin - The public origin, from {@link checkOrigin}.
 * @param {string} trainer - Where the trainer is on that origin (e.g. {@link TRAINER_BASE}).
 * @returns {{ files: number, site: number, trainer: number }} Files changed and each address's replacements.
 */
export function retargetSite(root, origin, trainer) {
  let files = 0;
  let site = 0;
  let trainerLinks = 0;
  for (const file of walk(root)) {
    if (!/\.(html|xml)$/u.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    let n = 0;
    const next = text
      .replaceAll(LOCAL_TRAINER, () => {
        trainerLinks++;
        n++;
        return trainer;
      })
      .replaceAll(LOCAL_SITE, () => {
        site++;
        n++;
        return origin;
      });
    if (n > 0) {
      writeFileSync(file, next);
      files++;
    }
  }
  return { files, site, trainer: trainerLinks };
}

/** Text files worth searching for addresses (everything but images, fonts and binaries). */
const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest|map)$/u;

/**
 * Finds loopback addresses in a built site: a page or script that still points at `127.0.0.1` or
 * `localhost` would send visitors to their own machine.
 *
 * @param {string} root - The built site.
 * @returns {{ file: string, match: string }[]} Each file with its first match, paths relative to root.
 */
export function findLoopback(root) {
  const found = [];
  for (const file of walk(root)) {
    if (!TEXT.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const m = /.{0,40}(?:127\.0\.0\.1|localhost).{0,40}/u.exec(text);
    if (m) found.push({ file: relative(root, file).split(sep).join('/'), match: m[0] });
  }
  return found;
}
