/**
 * The preview server (`pnpm serve:site`, scripts/serve-site.mjs) answers like the static host the site
 * deploys to (issue 21): every answer, errors and refusals included, carries the security headers of
 * host/_headers; only GET and HEAD are answered; the host's own files (`_headers`, `_redirects`) are
 * not served; an error says nothing of the server's internals. Run against the script itself on
 * 127.0.0.1, on a port the system picks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, serveStatic } from '@croupier/testkit';

const script = fileURLToPath(new URL('../../../scripts/serve-site.mjs', import.meta.url));
const hostFile = (name: string) => fileURLToPath(new URL(`../host/${name}`, import.meta.url));

/** The security headers host/_headers gives every page (read here from the file, not the server). */
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;
const siteHeaders = headersFor(parseHeadersFile(readFileSync(hostFile('_headers'), 'utf8')), '/');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: `fetch` would normalise the path and refuse some methods before they are sent. */
function ask(base: string, method: string, path: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A built site in miniature: the pages the server needs and the real host files. */
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-preview-'));
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not here</h1>');
  mkdirSync(join(dir, 'trainer'));
  writeFileSync(join(dir, 'trainer', 'index.html'), '<h1>trainer</h1>');
  copyFileSync(hostFile('_headers'), join(dir, '_headers'));
  copyFileSync(hostFile('_redirects'), join(dir, '_redirects'));
  return dir;
}

let child: ChildProcess;
let base: string;

beforeAll(async () => {
  child = spawn(process.execPath, [script, site(), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (c: string) => {
      out += c;
      const m = /(http:\/\/127\.0\.0\.1:\d+)\//u.exec(out);
      if (m) done(m[1]!);
    });
    child.once('exit', (code) => fail(new Error(`serve-site exited with ${code}: ${out}`)));
  });
});

afterAll(() => {
  child.kill('SIGTERM');
});

const expectSecurityHeaders = (a: Answer) => {
  for (const name of SECURITY) expect(a.headers[name], name).toBe(siteHeaders[name]);
};

describe('the preview server', () => {
  it('the host file gives every page the six security headers (the oracle of the cases below)', () => {
    expect(Object.keys(siteHeaders).sort()).toEqual([...SECURITY].sort());
  });

  it.each([
    ['GET', '/', 200],
    ['HEAD', '/', 200],
    ['GET', '/trainer/drill/x', 200],
    ['GET', '/nothing', 404],
    ['GET', '/%', 400],
    ['GET', '/%00', 400],
    ['GET', '/cards%00.html', 400],
    ['POST', '/', 405],
    ['PUT', '/index.html', 405],
    ['DELETE', '/', 405],
    ['OPTIONS', '/', 405],
    ['GET', '/_headers', 404],
    ['GET', '/_redirects', 404],
    ['GET', '/%2e/_headers', 404],
    ['GET', '/trainer/%2e%2e/_headers', 404],
    ['GET', '/./_redirects', 404],
  ])('%s %s → %i with the security headers', async (method, path, status) => {
    const a = await ask(base, method, path);
    expect(a.status).toBe(status);
    expectSecurityHeaders(a);
  });

  it('names the methods it answers in a 405', async () => {
    const a = await ask(base, 'POST', '/');
    expect(a.headers['allow']).toBe('GET, HEAD');
  });

  it('does not serve the host files, whose text would show the policy', async () => {
    for (const path of ['/_headers', '/_redirects']) {
      const a = await ask(base, 'GET', path);
      expect(a.body).not.toMatch(/Content-Security-Policy|index\.html 200/u);
    }
  });

  it('a 400 says only that the path is bad', async () => {
    const a = await ask(base, 'GET', '/%');
    expect(a.body).toMatch(/^Bad request/u);
    expect(a.body).not.toMatch(/URIError|decodeURIComponent|at /u);
  });
});

describe('a failure while answering', () => {
  // A header value the HTTP layer refuses (not Latin-1) makes every answer of this folder fail inside
  // the server: the 500 must not echo the exception, and must still carry a policy.
  it('is a 500 that says nothing of the cause and still carries a content security policy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-preview-bad-'));
    writeFileSync(join(dir, 'index.html'), 'home');
    writeFileSync(join(dir, '_headers'), '/*\n  X-Broken: карты\n');
    const server = await serveStatic(dir, { hostRules: true });
    const quiet = console.error;
    console.error = () => {};
    try {
      const a = await ask(server.url, 'GET', '/');
      expect(a.status).toBe(500);
      expect(a.body).toBe('Internal error.');
      expect(a.headers['content-security-policy']).toMatch(/default-src 'none'/u);
      expect(a.headers['x-content-type-options']).toBe('nosniff');
      expect(a.headers['x-frame-options']).toBe('DENY');
    } finally {
      console.error = quiet;
      await server.close();
    }
  });
});
