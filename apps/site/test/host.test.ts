/**
 * The static-host configurations say the same thing: the headers of host/_headers (what the browser
 * test serves) are those of the Caddyfile and of the nginx snippet, and every host rewrites the trainer's
 * paths to its index.html. And the build's page rewriting moves exactly what the policy would block.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '@croupier/testkit';
import { checkOrigin, externalizeInline, isLoopback, retargetSite } from '../../../scripts/lib/site.mjs';

const host = (file: string) => readFileSync(new URL(`../host/${file}`, import.meta.url), 'utf8');
const rules = parseHeadersFile(host('_headers'));
const pageHeaders = headersFor(rules, '/');

/** `Name "value"` lines of the Caddyfile's `header {` block. */
function caddyHeaders(): Record<string, string> {
  const block = /\n\theader \{\n([\s\S]*?)\n\t\}/u.exec(host('Caddyfile'))![1]!;
  return Object.fromEntries(
    block.split('\n').map((line) => {
      const m = /^\s*(\S+)\s+"(.*)"$/u.exec(line)!;
      return [m[1]!.toLowerCase(), m[2]!];
    }),
  );
}

/** `add_header Name "value" always;` of the nginx snippet, `$csp` read from nginx.conf. */
function nginxHeaders(): Record<string, string> {
  const csp = /set \$csp "(.*)";/u.exec(host('nginx.conf'))![1]!;
  return Object.fromEntries(
    [...host('croupier-headers.conf').matchAll(/add_header (\S+) (?:"(.*)"|(\$csp)) always;/gu)].map((m) => [
      m[1]!.toLowerCase(),
      m[3] ? csp : m[2]!,
    ]),
  );
}

describe('the host configurations agree', () => {
  it('_headers sends a policy, nosniff, a referrer policy and a frame policy, and no HSTS', () => {
    expect(Object.keys(pageHeaders).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
    const policy = Object.fromEntries(
      pageHeaders['content-security-policy']!.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/u);
        return [name!, sources];
      }),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // Scripts only from the site's own files; inline styles only as attributes (the islands' grids).
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['style-src']!.filter((s: string) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('the Caddyfile sends the same headers', () => {
    expect(caddyHeaders()).toEqual(pageHeaders);
  });

  it('the nginx snippet sends the same headers', () => {
    expect(nginxHeaders()).toEqual(pageHeaders);
  });

  it.each([
    ['_redirects', /^\/trainer\/\* \/trainer\/index\.html 200$/mu],
    ['Caddyfile', /try_files \{path\} \{path\}\/ \/trainer\/index\.html/u],
    ['nginx.conf', /try_files \$uri \$uri\/ \/trainer\/index\.html;/u],
  ])('%s sends unknown trainer paths to the trainer', (file, rule) => {
    expect(host(file)).toMatch(rule);
  });

  it('content-named files are cached for a year by every host', () => {
    for (const path of ['/_astro/a.js', '/_inline/b.css', '/trainer/assets/c.js']) {
      expect(headersFor(rules, path)['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(headersFor(rules, '/cards/')['cache-control']).toBeUndefined();
    expect(host('Caddyfile')).toMatch(/@immutable path \/_astro\/\* \/_inline\/\* \/trainer\/assets\/\*/u);
    expect(host('nginx.conf')).toMatch(/location ~ \^\/\(_astro\|_inline\|trainer\/assets\)\//u);
  });
});

describe('moving inline scripts and styles into files', () => {
  const emitted: [string, string][] = [];
  const emit = (kind: 'js' | 'css', content: string) => {
    emitted.push([kind, content]);
    return `/_inline/${emitted.length}.${kind}`;
  };

  it.each([
    {
      name: 'a classic script stays classic, in place',
      html: '<head><script>var a=1;</script></head>',
      out: '<head><script src="/_inline/1.js"></script></head>',
      moved: [['js', 'var a=1;']],
    },
    {
      name: 'a module stays a module, its attributes kept',
      html: '<script type="module" data-x>import "./a.js"</script>',
      out: '<script type="module" data-x src="/_inline/1.js"></script>',
      moved: [['js', 'import "./a.js"']],
    },
    {
      name: 'a script with src, a JSON block and an empty script are left alone',
      html: '<script src="/a.js"></script><script type="application/json">{"a":1}</script><script></script>',
      out: '<script src="/a.js"></script><script type="application/json">{"a":1}</script><script></script>',
      moved: [],
    },
    {
      name: 'a style becomes a stylesheet link, keeping its media',
      html: '<style media="print">a{color:red}</style><p>x</p>',
      out: '<link rel="stylesheet" href="/_inline/1.css" media="print"><p>x</p>',
      moved: [['css', 'a{color:red}']],
    },
  ])('$name', ({ html, out, moved }) => {
    emitted.length = 0;
    expect(externalizeInline(html, emit)).toEqual({ html: out, moved: moved.length });
    expect(emitted).toEqual(moved);
  });
});

describe('the origin a site is built for', () => {
  it.each(['https://example.org', 'https://example.org/', 'http://example.org:8080'])('%s is an origin', (text) => {
    expect(checkOrigin(text)).toBe(new URL(text).origin);
  });

  it.each(['example.org', 'ftp://example.org', 'https://example.org/croupier', 'https://example.org/?a=1', ''])(
    '%j is refused',
    (text) => {
      expect(() => checkOrigin(text)).toThrow(/--origin/u);
    },
  );

  it.each([
    ['http://127.0.0.1:4321', true],
    ['http://localhost:8080', true],
    ['https://example.org', false],
  ])('%s is loopback: %s', (origin, loopback) => {
    expect(isLoopback(origin)).toBe(loopback);
  });
});

describe("the rules site's build pointed at a public origin", () => {
  it("replaces its own address and the trainer's in pages and the sitemap, and nothing else", () => {
    const root = mkdtempSync(join(tmpdir(), 'retarget-'));
    mkdirSync(join(root, 'cards'));
    mkdirSync(join(root, '_astro'));
    // What Astro writes for site http://127.0.0.1:4321 and PUBLIC_TRAINER_URL's default (apps/docs/astro.config.mjs).
    const page =
      '<link rel="canonical" href="http://127.0.0.1:4321/cards/"><a href="http://127.0.0.1:4322/" data-trainer-link>Тренажёр</a>';
    writeFileSync(join(root, 'cards', 'index.html'), page);
    writeFileSync(join(root, 'sitemap-0.xml'), '<url><loc>http://127.0.0.1:4321/cards/</loc></url>');
    const script = 'fetch("http://127.0.0.1:4321/x")';
    writeFileSync(join(root, '_astro', 'a.js'), script);
    expect(retargetSite(root, 'https://example.org', '/trainer/')).toEqual({ files: 2, site: 2, trainer: 1 });
    expect(readFileSync(join(root, 'cards', 'index.html'), 'utf8')).toBe(
      '<link rel="canonical" href="https://example.org/cards/"><a href="/trainer/" data-trainer-link>Тренажёр</a>',
    );
    expect(readFileSync(join(root, 'sitemap-0.xml'), 'utf8')).toBe('<url><loc>https://example.org/cards/</loc></url>');
    // Scripts are not rewritten (the build's carry no address; the loopback check would catch one that did).
    expect(readFileSync(join(root, '_astro', 'a.js'), 'utf8')).toBe(script);
  });
});
