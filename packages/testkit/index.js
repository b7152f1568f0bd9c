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

  /** The file for a decoded path inside the root, or null: directory → index.html, `x` → `x.html`. */
  function fileFor(pathname) {
    const path = normalize(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) return { forbidden: true };
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
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Bad request: the path is not a valid URL.');
        return;
      }
      if (pathname.includes('\0')) {
        res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Bad request.');
        return;
      }
      const extra = headersFor(hostRules.headers, pathname);
      let found = fileFor(pathname);
      if (found?.forbidden) {
        res.writeHead(403, extra).end();
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
        else res.writeHead(404, { 'content-type': TYPES['.txt'], ...extra }).end('Not found');
        return;
      }
      send(res, 200, found.path, extra, req);
    } catch (e) {
      // A bug here must never take the server (and both apps) down: answer 500 and go on.
      if (!res.headersSent) res.writeHead(500, { 'content-type': TYPES['.txt'] });
      res.end(`Internal error: ${e instanceof Error ? e.message : String(e)}`);
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

export async function newPage(browser) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
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
