#!/usr/bin/env node
// The release, rehearsed against a real registry.
//
//  1. Builds @croupier/paytables and @croupier/engine (their own `build` scripts).
//  2. Copies the two packages and the Changesets setup to a throwaway workspace, adds a changeset, runs
//     `changeset version` there (the repository's versions are never touched) and checks that it bumped
//     both versions and wrote CHANGELOG.md entries.
//  3. Starts Verdaccio on 127.0.0.1 (random port, temporary storage, no uplinks), creates a user, and
//     runs `changeset publish` against it, exactly as `pnpm release` would against npm.
//  4. Creates a fresh npm project in a temporary folder (temporary npm cache), installs both packages
//     from that registry with npm, and there:
//     - imports every subpath of both `exports` maps in ESM and compares its export names with the
//       built sources';
//     - type-checks a TypeScript consumer with `tsc` (strict, NodeNext, skipLibCheck off), including
//       `@ts-expect-error` lines for an unknown preset, an unknown rule key and a wrongly typed option;
//     - runs it: a round of each game and an odds query, and the same bad input at run time;
//     - runs `npx croupier --help` and `npx croupier odds baccarat`.
//  5. Stops the registry and removes the temporary folders (keep them with --keep).
//
// Usage: node scripts/registry-test.mjs [--keep] [--skip-build]
//   --skip-build  use the existing dist/ (the e2e task: turbo builds first)
//   --keep        leave the temporary folder for a look
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  symlinkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertBuilt, manifest, PUBLISHED, ROOT, subpaths } from './lib/packages.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const skipBuild = args.includes('--skip-build');
const started = Date.now();
const TMP = mkdtempSync(join(tmpdir(), 'croupier-registry-'));
const BIN = join(ROOT, 'node_modules', '.bin');
const VERDACCIO = join(ROOT, 'packages', 'registry-test', 'node_modules', '.bin', 'verdaccio');
const CONSUMER_SRC = join(ROOT, 'packages', 'registry-test', 'consumer');

let registry = null;
let failures = 0;

function log(msg) {
  console.log(`[registry-test ${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s] ${msg}`);
}

function check(condition, what) {
  if (condition) {
    console.log(`  ok   ${what}`);
  } else {
    failures++;
    console.log(`  FAIL ${what}`);
  }
}

/** An environment without the npm_* variables a calling package manager sets, plus our own. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && !/^pnpm_/i.test(k)) env[k] = v;
  return { ...env, ...extra };
}

/** Runs a command; resolves with its output, rejects (with the output) on a non-zero exit. */
function run(cmd, argv, { cwd, env = cleanEnv(), allowFail = false, timeout = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 && !allowFail) {
        reject(
          new Error(
            `${cmd} ${argv.join(' ')} (in ${cwd}) exited ${code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`,
          ),
        );
      } else resolve({ code, stdout, stderr });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startRegistry() {
  const dir = join(TMP, 'verdaccio');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '@croupier/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      'server:',
      '  keepAliveTimeout: 5',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(VERDACCIO, ['--config', config, '--listen', `127.0.0.1:${port}`], {
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  registry = { child, url, port, exited };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited early:\n${output}`);
    try {
      const res = await fetch(`${url}-/ping`);
      if (res.ok) return registry;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Verdaccio did not answer on ${url} within 30 s:\n${output}`);
}

async function stopRegistry() {
  if (!registry) return;
  const { child, exited } = registry;
  registry = null;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  log('registry stopped');
}

async function addUser(url) {
  const res = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'release',
      password: 'release-test-only',
      email: 'release@example.invalid',
    }),
  });
  const body = await res.json();
  if (!res.ok || !body.token)
    throw new Error(`Could not create a registry user: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Copies the two published packages and the Changesets setup into a throwaway workspace. */
function stageWorkspace() {
  const ws = join(TMP, 'workspace');
  mkdirSync(join(ws, 'packages'), { recursive: true });
  const rootPkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(
    join(ws, 'package.json'),
    JSON.stringify(
      { name: rootPkg.name, private: true, type: 'module', packageManager: rootPkg.packageManager },
      null,
      2,
    ),
  );
  writeFileSync(
    join(ws, 'pnpm-workspace.yaml'),
    `packages:\n${Object.keys(PUBLISHED)
      .map((s) => `  - packages/${s}`)
      .join('\n')}\n`,
  );
  cpSync(join(ROOT, '.changeset'), join(ws, '.changeset'), { recursive: true });
  // Only the two published packages exist here: drop ignores of packages that are not copied.
  const configPath = join(ws, '.changeset', 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const names = Object.keys(PUBLISHED).map((s) => manifest(s).pkg.name);
  config.ignore = (config.ignore ?? []).filter((n) => names.includes(n));
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  for (const [short, dir] of Object.entries(PUBLISHED)) {
    cpSync(dir, join(ws, 'packages', short), {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|\.turbo|coverage)([\\/]|$)/.test(src.slice(dir.length)),
    });
  }
  // Development-only workspace packages (the test kit) are not copied, and a consumer never installs
  // devDependencies: drop them from the staged manifests, or `pnpm publish` cannot resolve `workspace:`.
  for (const short of Object.keys(PUBLISHED)) {
    const file = join(ws, 'packages', short, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const [dep, range] of Object.entries(pkg.devDependencies ?? {})) {
      if (String(range).startsWith('workspace:') && !names.includes(dep)) delete pkg.devDependencies[dep];
    }
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  // Link the workspace dependencies as `pnpm install` would (pnpm publish resolves `workspace:` ranges
  // from the installed links; nothing else needs installing to publish built packages).
  for (const short of Object.keys(PUBLISHED)) {
    const pkg = manifest(short).pkg;
    for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
      const target = Object.keys(PUBLISHED).find((s) => manifest(s).pkg.name === dep);
      if (!String(range).startsWith('workspace:') || !target) continue;
      const link = join(ws, 'packages', short, 'node_modules', ...dep.split('/'));
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(ws, 'packages', target), link, 'dir');
    }
  }
  // A changeset for this rehearsal, so versioning always has something to do.
  writeFileSync(
    join(ws, '.changeset', 'registry-rehearsal.md'),
    `---\n${names.map((n) => `"${n}": minor`).join('\n')}\n---\n\nRegistry rehearsal: published to a local Verdaccio by scripts/registry-test.mjs.\n`,
  );
  return ws;
}

/**
 * The largest bump the repository's changesets declare for a package (`major`, `minor` or `patch`), the
 * rehearsal's own `minor` included: what `changeset version` must apply.
 *
 * @param {string} name - The package name.
 */
function declaredBump(name) {
  const order = ['patch', 'minor', 'major'];
  let best = 'minor';
  const dir = join(ROOT, '.changeset');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/u.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
    for (const line of front.split('\n')) {
      const m = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/u.exec(line);
      if (m && m[1] === name && order.indexOf(m[2]) > order.indexOf(best)) best = m[2];
    }
  }
  return best;
}

/** Export names of a module. */
const keysOf = (mod) => Object.keys(mod).sort();

async function main() {
  log(`temporary folder ${TMP}`);

  // 1. Build.
  if (skipBuild) {
    // CI: turbo has built both (the registry-test package depends on them).
    for (const short of Object.keys(PUBLISHED)) assertBuilt(short);
  } else {
    for (const short of ['paytables', 'engine']) {
      await run('npm', ['run', '--silent', 'build'], { cwd: PUBLISHED[short] });
      log(`built ${manifest(short).pkg.name}`);
    }
  }

  // 2. Version a throwaway copy with Changesets.
  const ws = stageWorkspace();
  const before = Object.fromEntries(Object.keys(PUBLISHED).map((s) => [s, manifest(s).pkg.version]));
  const versioned = await run(join(BIN, 'changeset'), ['version'], { cwd: ws });
  log('changeset version done');
  const versions = {};
  for (const short of Object.keys(PUBLISHED)) {
    const pkg = JSON.parse(readFileSync(join(ws, 'packages', short, 'package.json'), 'utf8'));
    versions[short] = pkg.version;
    const [maj, min, pat] = before[short].split('.').map(Number);
    const bump = declaredBump(pkg.name);
    const expected =
      bump === 'major' ? `${maj + 1}.0.0` : bump === 'minor' ? `${maj}.${min + 1}.0` : `${maj}.${min}.${pat + 1}`;
    check(
      pkg.version === expected,
      `${pkg.name}: changeset version bumped ${before[short]} → ${pkg.version} (the changesets' largest bump, ${bump}: ${expected})`,
    );
    const changelog = join(ws, 'packages', short, 'CHANGELOG.md');
    const text = existsSync(changelog) ? readFileSync(changelog, 'utf8') : '';
    check(
      text.startsWith(`# ${pkg.name}`) && text.includes(`## ${pkg.version}`) && text.includes('Registry rehearsal'),
      `${pkg.name}: CHANGELOG.md has a "## ${pkg.version}" entry with the changeset's summary`,
    );
  }
  check(
    !readdirSync(join(ws, '.changeset')).some((f) => f.endsWith('.md') && f !== 'README.md'),
    'changeset version consumed the changesets',
  );
  check(
    Object.keys(PUBLISHED).every((s) => manifest(s).pkg.version === before[s]),
    `the repository's own versions are untouched (${Object.values(before).join(', ')})`,
  );
  if (versioned.stderr.trim()) console.log(versioned.stderr.trim());

  // 3. Registry + publish.
  const { url, port } = await startRegistry();
  log(`Verdaccio listening on ${url}`);
  const token = await addUser(url);
  mkdirSync(join(TMP, 'config'));
  const npmrc = join(TMP, 'config', 'npmrc');
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const shimDir = join(TMP, 'bin');
  mkdirSync(shimDir);
  // `changeset publish` runs `pnpm publish` in a pnpm workspace. Resolve the repository's pnpm to a
  // real binary first, with the normal npm settings: a wrapper on PATH (npx, corepack) would try to
  // download pnpm from the local registry once npm_config_registry points there.
  const pnpmVersion = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager;
  const found = await run('npx', ['-y', '-p', pnpmVersion, 'sh', '-c', 'command -v pnpm'], {
    cwd: ROOT,
  });
  writeFileSync(join(shimDir, 'pnpm'), `#!/bin/sh\nexec ${JSON.stringify(found.stdout.trim())} "$@"\n`, {
    mode: 0o755,
  });
  const npmCache = join(TMP, 'npm-cache');
  const regEnv = cleanEnv({
    npm_config_registry: url,
    npm_config_userconfig: npmrc,
    npm_config_cache: npmCache,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    PATH: `${shimDir}${delimiter}${process.env.PATH}`,
  });
  const published = await run(join(BIN, 'changeset'), ['publish', '--no-git-tag'], {
    cwd: ws,
    env: regEnv,
    timeout: 180_000,
  });
  log('changeset publish done');
  for (const short of Object.keys(PUBLISHED)) {
    const name = manifest(short).pkg.name;
    const res = await fetch(`${url}${name.replace('/', '%2f')}`);
    const doc = res.ok ? await res.json() : {};
    check(
      doc.versions?.[versions[short]] !== undefined,
      `${name}@${versions[short]} is on the registry (latest: ${doc['dist-tags']?.latest})`,
    );
    const deps = doc.versions?.[versions[short]]?.dependencies ?? {};
    check(
      Object.values(deps).every((range) => !String(range).startsWith('workspace:')),
      `${name}: published dependencies carry no workspace: ranges (${JSON.stringify(deps)})`,
    );
  }
  if (failures > 0) console.log(published.stdout, published.stderr);

  // 4. A fresh consumer project, installing with npm from the registry.
  const app = join(TMP, 'consumer');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'croupier-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2),
  );
  const specs = Object.keys(PUBLISHED).map((s) => `${manifest(s).pkg.name}@${versions[s]}`);
  await run('npm', ['install', '--no-audit', '--no-fund', ...specs], {
    cwd: app,
    env: regEnv,
    timeout: 180_000,
  });
  log(`npm installed ${specs.join(', ')}`);
  const installed = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).dependencies ?? {};
  check(
    Object.keys(installed).length === specs.length,
    `the consumer depends on exactly ${Object.keys(installed).join(', ')}`,
  );

  for (const short of Object.keys(PUBLISHED)) {
    const name = manifest(short).pkg.name;
    const installedPkg = JSON.parse(
      readFileSync(join(app, 'node_modules', ...name.split('/'), 'package.json'), 'utf8'),
    );
    check(
      !JSON.stringify(installedPkg.exports).includes('"source"') &&
        Object.keys(installedPkg.exports).join() === Object.keys(manifest(short).pkg.exports).join(),
      `${name}: the installed exports map has every subpath and no "source" condition`,
    );
  }

  // 4a. Every subpath imports in ESM, with the same export names as the built package in the repo.
  const all = Object.keys(PUBLISHED).flatMap((s) => subpaths(s));
  writeFileSync(
    join(app, 'imports.mjs'),
    `const out = {};\nfor (const spec of ${JSON.stringify(all.map((e) => e.specifier))}) {\n  out[spec] = Object.keys(await import(spec)).sort();\n}\nconsole.log(JSON.stringify(out));\n`,
  );
  const imported = JSON.parse((await run('node', ['imports.mjs'], { cwd: app })).stdout);
  for (const entry of all) {
    const expected = keysOf(await import(pathToFileURL(entry.dist).href));
    const got = imported[entry.specifier];
    check(
      Array.isArray(got) && got.join() === expected.join(),
      `import '${entry.specifier}' (ESM) gives its ${expected.length} export(s)`,
    );
  }

  // 4b. A TypeScript consumer: type-check with tsc, then run it.
  cpSync(CONSUMER_SRC, join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'src', 'every-subpath.ts'),
    `// Generated: every published subpath, as a TypeScript consumer imports it.\n${all
      .map((e, i) => `import * as m${i} from '${e.specifier}';`)
      .join('\n')}\n\n/** Export counts per subpath. */\nexport const subpathExports: Record<string, number> = {\n${all
      .map((e, i) => `  '${e.specifier}': Object.keys(m${i}).length,`)
      .join('\n')}\n};\n`,
  );
  // The READMEs' TypeScript examples, taken from the installed packages, compile too.
  let readmeExamples = 0;
  for (const short of Object.keys(PUBLISHED)) {
    const name = manifest(short).pkg.name;
    const readme = readFileSync(join(app, 'node_modules', ...name.split('/'), 'README.md'), 'utf8');
    for (const [i, block] of [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].entries()) {
      writeFileSync(join(app, 'src', `readme-${short}-${i}.ts`), `export {};\n${block[1]}`);
      readmeExamples++;
    }
  }
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          // A consumer runs in a browser or in Node: either gives the globals the API names (AbortSignal
          // for cancelling long analyses) and the READMEs' examples use (console). DOM stands for both.
          lib: ['ES2022', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          // Many monorepos (this one too) resolve their own packages through a "source" condition;
          // the published exports must not offer it, or such a consumer would compile our sources.
          customConditions: ['source'],
          types: [],
          outDir: 'out',
          rootDir: 'src',
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  const tsc = await run(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: app, allowFail: true });
  check(
    tsc.code === 0,
    `tsc type-checks the consumer and the READMEs' ${readmeExamples} examples against the installed .d.ts (strict, NodeNext, skipLibCheck off)`,
  );
  if (tsc.code !== 0) console.log(tsc.stdout, tsc.stderr);
  if (tsc.code === 0) {
    const played = await run('node', ['out/main.js'], { cwd: app, allowFail: true });
    process.stdout.write(played.stdout.replace(/^/gm, '  '));
    check(
      played.code === 0,
      'the consumer plays a round of each game, runs the odds queries and gets the bad-input errors',
    );
    if (played.code !== 0) console.log(played.stderr);
  }

  // 4c. The CLI from the installed package (the four runs at once).
  const cli = (...argv) => run('npx', ['croupier', ...argv], { cwd: app, env: regEnv, allowFail: true });
  const [help, odds, oddsJson, bad] = await Promise.all([
    cli('--help'),
    cli('odds', 'baccarat'),
    cli('odds', 'baccarat', '--json'),
    cli('odds', 'baccarat', '--preset', 'vegas'),
  ]);
  check(help.code === 0 && /croupier eval/.test(help.stdout), 'npx croupier --help');
  check(
    odds.code === 0 && /1[.,]0579/.test(odds.stdout),
    'npx croupier odds baccarat prints the banker edge (1.0579 %)',
  );
  if (odds.code !== 0) console.log(odds.stdout, odds.stderr);
  let parsed = null;
  try {
    parsed = JSON.parse(oddsJson.stdout);
  } catch {
    // checked below
  }
  const banker = parsed?.bets?.find?.((b) => b.id === 'banker');
  check(
    oddsJson.code === 0 && parsed?.game === 'baccarat' && Math.abs(banker?.houseEdge - 0.010579) < 5e-7,
    'npx croupier odds baccarat --json prints the odds report (banker edge 0.010579)',
  );
  check(
    bad.code === 1 && /vegas/.test(bad.stderr) && /seed/.test(bad.stderr),
    'npx croupier odds baccarat --preset vegas: exit 1, names the preset and lists the allowed ones',
  );
}

// Interrupted (Ctrl-C, a CI timeout): stop the registry and clean up before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    registry?.child.kill('SIGKILL');
    if (!keep) rmSync(TMP, { recursive: true, force: true });
    process.exit(130);
  });
}

let crashed = null;
try {
  await main();
} catch (e) {
  crashed = e;
} finally {
  await stopRegistry();
  if (keep) log(`kept ${TMP}`);
  else rmSync(TMP, { recursive: true, force: true });
}
if (crashed) {
  console.error(crashed instanceof Error ? crashed.message : crashed);
  process.exit(1);
}
log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
