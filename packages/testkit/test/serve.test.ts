import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, serveStatic, type StaticServer } from '../index.js';

/** A raw GET: `fetch` would normalise the path first, and the server must survive what a client sends. */
function get(base: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const root = mkdtempSync(join(tmpdir(), 'croupier-serve-'));
const sibling = `${root}-secret`;
let server: StaticServer;

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, '404.html'), 'not here');
  mkdirSync(join(root, 'cards'));
  writeFileSync(join(root, 'cards', 'index.html'), 'cards page');
  mkdirSync(join(root, 'trainer'));
  writeFileSync(join(root, 'trainer', 'index.html'), 'trainer app');
  writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n/trainer/*\n  X-Extra: yes\n');
  writeFileSync(join(root, '_redirects'), '/trainer/* /trainer/index.html 200\n');
  mkdirSync(sibling);
  writeFileSync(join(sibling, 'key.txt'), 'secret');
  server = await serveStatic(root, { hostRules: true });
});

afterAll(async () => {
  await server.close();
});

describe('serveStatic survives malformed URLs (issue 14: GET /% took both apps down)', () => {
  it.each(['/%', '/%E0%A4%A', '/cards/%zz', '/%C0%AF'])(
    'GET %s is a 400, and the server still answers',
    async (path) => {
      const bad = await get(server.url, path);
      expect(bad.status).toBe(400);
      const good = await get(server.url, '/cards/');
      expect(good).toMatchObject({ status: 200, body: 'cards page' });
    },
  );

  it('a NUL byte in the path is a 400', async () => {
    expect((await get(server.url, '/cards%00.html')).status).toBe(400);
  });
});

describe('serveStatic serves the folder and nothing outside it', () => {
  it.each([
    ['/', 200, 'home'],
    ['/cards/', 200, 'cards page'],
    ['/cards', 200, 'cards page'],
    ['/nothing', 404, 'not here'],
    ['/trainer/drill/blackjack-total', 200, 'trainer app'], // the _redirects rewrite
  ])('GET %s → %i', async (path, status, body) => {
    expect(await get(server.url, path)).toMatchObject({ status, body });
  });

  it.each(['/../' + sibling.split('/').pop() + '/key.txt', '/%2e%2e/' + sibling.split('/').pop() + '/key.txt'])(
    'GET %s does not reach a sibling folder whose name starts like the root',
    async (path) => {
      const r = await get(server.url, path);
      expect(r.body).not.toBe('secret');
    },
  );

  it('applies the _headers rules by path, later rules adding to earlier ones', async () => {
    const home = await get(server.url, '/');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-extra']).toBeUndefined();
    const app = await get(server.url, '/trainer/drill/x');
    expect(app.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-extra': 'yes' });
    const missing = await get(server.url, '/nothing');
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});

describe('_headers files', () => {
  it('reads patterns and headers, and matches * against any run of characters', () => {
    const rules = parseHeadersFile('# comment\n/*\n  A: 1\n  B: x: y\n\n/_astro/*\n  A: 2\n');
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['A', '1'],
          ['B', 'x: y'],
        ],
      },
      { pattern: '/_astro/*', headers: [['A', '2']] },
    ]);
    expect(headersFor(rules, '/_astro/x.js')).toEqual({ a: '2', b: 'x: y' });
    expect(headersFor(rules, '/cards/')).toEqual({ a: '1', b: 'x: y' });
  });
});

describe('gzip, as a static host sends text', () => {
  it('compresses HTML for a client that accepts gzip, and only then', async () => {
    const { gunzipSync } = await import('node:zlib');
    const dir = mkdtempSync(join(tmpdir(), 'croupier-gzip-'));
    const page = `<p>${'карты '.repeat(500)}</p>`;
    writeFileSync(join(dir, 'index.html'), page);
    const s = await serveStatic(dir, { gzip: true });
    try {
      const raw = await new Promise<{ encoding: unknown; body: Buffer }>((done, fail) => {
        const url = new URL(s.url);
        const req = request(
          { host: url.hostname, port: url.port, path: '/', headers: { 'accept-encoding': 'gzip, br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', fail);
        req.end();
      });
      expect(raw.encoding).toBe('gzip');
      expect(raw.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
      expect(gunzipSync(raw.body).toString('utf8')).toBe(page);
      const plain = await get(s.url, '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
    } finally {
      await s.close();
    }
  });
});
