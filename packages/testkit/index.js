// Test and serving helpers: a dependency-free static server and a headless Chromium launcher.
import { createGzip } from 'node:zlib';
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.bin': 'application/octet-stream',
};

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a path pattern on its own line (`/*`,
 * `/trainer/*`, `*` matching any run of characters), then indented `Name: value` lines. Comments start
 * with `#`.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/u)) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/u.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (current === null || colon < 0)
      throw new Error(`_headers: a header line outside a path, or without a colon: ${raw.trim()}`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Reads the rewrites of a `_redirects` file (`/trainer/* /trainer/index.html 200`): lines of a
 * pattern, a target and the status 200. Like the hosts, a rewrite applies only when no file matches.
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern, target, status] = line.split(/\s+/u);
    if (status !== '200') throw new Error(`_redirects: only rewrites (status 200) are supported: ${line}`);
    rules.push({ pattern, target });
  }
  return rules;
}

function patternMatches(pattern, pathname) {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/gu, '\\$&'))
      .join('.*')}$`,
    'u',
  );
  return re.test(pathname);
}

/** How long a page's waits (locators, `waitForFunction`) wait for their state before failing. */
export const PAGE_WAIT_LIMIT_MS = 90_000;

/** The headers the `_headers` rules give a path: every matching rule in order, later values win. */
export function headersFor(rules, pathname) {
  const out = {};
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
  }
  return out;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Headers every answer of {@link serveStatic} with `hostRules` carries, under the folder's own `_headers` (which win):
 * an error page or a refused method gets a policy too, so nothing the server sends runs unconfined.
 */
const BASELINE_HEADERS = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** The methods a static server answers; any other is a 405 naming these. */
const METHODS = ['GET', 'HEAD'];

export function serveStatic(dir, options = {}) {
  const root = resolve(dir);
  const hostRules = options.hostRules
    ? {
        headers: isFile(join(root, '_headers')) ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : [],
        rewrites: isFile(join(root, '_redirects'))
          ? parseRedirectsFile(readFileSync(join(root, '_redirects'), 'utf8'))
          : [],
      }
    : { headers: [], rewrites: [] };

  const hostFiles = new Set([join(root, '_headers'), join(root, '_redirects')]);
  /**
   * The site's headers for a path, over the baseline every answer of a host carries. Only with `hostRules`
   * and a `_headers` file (the deployable build, as a host serves it): a build without its own policy (a
   * development build, the trainer alone under /trainer/) would have its scripts and styles refused by the
   * baseline's, and nothing would render in the browser tests.
   */
  const headersAt = (pathname) =>
    options.hostRules && hostRules.headers.length > 0
      ? { ...BASELINE_HEADERS, ...headersFor(hostRules.headers, pathname) }
      : {};

  /** A short plain-text answer (an error, a refusal) with the headers every answer carries. */
  function plain(res, status, text, headers) {
    res.writeHead(status, { 'content-type': TYPES['.txt'], 'cache-control': 'no-cache', ...headers }).end(text);
  }

  /** The file for a decoded path inside the root, or null: directory → index.html, `x` → `x.html`. */
  function fileFor(pathname) {
    const path = normalize(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) return { forbidden: true };
    // The host's own configuration is read by the server, never served (a static host hides it too).
    if (options.hostRules && hostFiles.has(path)) return null;
    if (isDirectory(path) && isFile(join(path, 'index.html'))) return { path: join(path, 'index.html') };
    if (isFile(path)) return { path };
    if (isFile(`${path}.html`)) return { path: `${path}.html` };
    return null;
  }

  function send(res, status, path, extra, req) {
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    // Like a static host: text is sent gzip-compressed to clients that accept it (with `gzip: true`).
    const compress =
      options.gzip === true &&
      /^(text\/|application\/(javascript|json|xml)|image\/svg)/u.test(type) &&
      /\bgzip\b/u.test(req?.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      ...extra,
    });
    const stream = createReadStream(path);
    stream.on('error', () => res.destroy());
    if (compress) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  }

  const server = createServer((req, res) => {
    try {
      if (!METHODS.includes(req.method ?? '')) {
        plain(res, 405, `Method not allowed: this server answers ${METHODS.join(' and ')}.`, {
          ...headersAt('/'),
          allow: METHODS.join(', '),
        });
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        plain(res, 400, 'Bad request: the path is not a valid URL.', headersAt('/'));
        return;
      }
      if (pathname.includes('\0')) {
        plain(res, 400, 'Bad request: the path holds a NUL character.', headersAt('/'));
        return;
      }
      const extra = headersAt(pathname);
      let found = fileFor(pathname);
      if (found?.forbidden) {
        plain(res, 403, 'Forbidden.', extra);
        return;
      }
      if (found === null) {
        const rewrite = hostRules.rewrites.find((r) => patternMatches(r.pattern, pathname));
        if (rewrite) found = fileFor(rewrite.target);
        else if (options.spaFallback) found = { path: join(root, 'index.html') };
      }
      if (found === null || found.forbidden) {
        const notFound = join(root, '404.html');
        if (isFile(notFound)) send(res, 404, notFound, extra, req);
        else plain(res, 404, 'Not found.', extra);
        return;
      }
      send(res, 200, found.path, extra, req);
    } catch (e) {
      // A bug here must never take the server (and both apps) down: answer 500 and go on. The client
      // learns nothing of the cause (it goes to the server's log); the answer still carries the site's
      // headers, or the baseline alone when those are what failed.
      console.error(`serveStatic: ${req.method} ${req.url}:`, e);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      try {
        plain(res, 500, 'Internal error.', headersAt('/'));
      } catch {
        plain(res, 500, 'Internal error.', BASELINE_HEADERS);
      }
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      ok({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser, options = {}) {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  // Playwright's waits give up after 30 s by default; on two cores shared with the other checks (and in
  // the check run beside two CPU-bound processes) a worker's analysis can take longer. A guard, not a pace:
  // every wait is for a state.
  context.setDefaultTimeout(PAGE_WAIT_LIMIT_MS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}
