// The release checks' rules, shown to fail when they should: each case breaks one rule of a package
// that otherwise passes, and expects exactly that problem (scripts/lib/checks.mjs,
// scripts/lib/doc-coverage.mjs, scripts/lib/packages.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Application } from 'typedoc';
import { afterAll, describe, expect, it } from 'vitest';
import { shapeProblems, sizeProblems, withoutSource } from '../../../scripts/lib/checks.mjs';
import { docCoverage } from '../../../scripts/lib/doc-coverage.mjs';
import { gameOf, gameOfFile } from '../../../scripts/lib/packages.mjs';

const exportsMap = {
  '.': { types: './dist/index.d.ts', source: './src/index.ts', default: './dist/index.js' },
  './craps': {
    types: './dist/craps/index.d.ts',
    source: './src/craps/index.ts',
    default: './dist/craps/index.js',
  },
  './package.json': './package.json',
};
const goodPkg = {
  name: '@croupier/engine',
  type: 'module',
  sideEffects: false,
  engines: { node: '>=20' },
  files: ['dist', 'src'],
  bin: { croupier: './dist/cli/main.js' },
  dependencies: { '@croupier/paytables': 'workspace:^' },
  exports: exportsMap,
  publishConfig: {
    access: 'public',
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './craps': { types: './dist/craps/index.d.ts', default: './dist/craps/index.js' },
      './package.json': './package.json',
    },
  },
};
const goodFiles = [
  'package.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/craps/index.js',
  'dist/craps/index.d.ts',
  'dist/cli/main.js',
  'src/index.ts',
].map((path) => ({ path, size: 1000 }));
const allowed = ['@croupier/paytables'];

describe('package shape', () => {
  it('passes a package that follows every rule', () => {
    expect(shapeProblems(goodPkg, goodFiles, allowed)).toEqual([]);
  });

  it('publishConfig.exports is the exports map without "source"', () => {
    expect(withoutSource(exportsMap)).toEqual(goodPkg.publishConfig.exports);
  });

  const craps = exportsMap['./craps'];
  it.each([
    { name: 'CommonJS', pkg: { ...goodPkg, type: 'commonjs' }, says: '"type" must be "module"' },
    {
      name: 'a main field',
      pkg: { ...goodPkg, main: './dist/index.js' },
      says: '"main" must not be set',
    },
    {
      name: 'side effects',
      pkg: { ...goodPkg, sideEffects: true },
      says: '"sideEffects" must be false',
    },
    {
      name: 'Node 18',
      pkg: { ...goodPkg, engines: { node: '>=18' } },
      says: 'engines.node must be ">=20…", got ">=18"',
    },
    {
      name: 'a runtime dependency',
      pkg: { ...goodPkg, dependencies: { ...goodPkg.dependencies, lodash: '^4' } },
      says: 'runtime dependencies not allowed: lodash (allowed: @croupier/paytables)',
    },
    {
      name: 'types not first',
      pkg: {
        ...goodPkg,
        exports: {
          ...exportsMap,
          './craps': { source: craps.source, types: craps.types, default: craps.default },
        },
      },
      says: 'exports["./craps"]: "types" must come first, got source, types, default',
    },
    {
      name: 'a require condition',
      pkg: {
        ...goodPkg,
        exports: {
          ...exportsMap,
          './craps': { ...craps, require: './dist/craps/index.cjs', default: craps.default },
        },
      },
      says: 'exports["./craps"]: no "require" condition',
    },
    {
      name: 'types beside another file',
      pkg: {
        ...goodPkg,
        exports: { ...exportsMap, './craps': { ...craps, types: './dist/index.d.ts' } },
      },
      says: 'exports["./craps"].types must be ./dist/craps/index.d.ts, got ./dist/index.d.ts',
    },
    {
      name: 'a publishConfig that kept "source"',
      pkg: { ...goodPkg, publishConfig: { access: 'public', exports: exportsMap } },
      says: 'publishConfig.exports must be the exports map without the "source" condition',
    },
  ])('fails on $name', ({ pkg, says }) => {
    const problems = shapeProblems(pkg, goodFiles, allowed);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(says);
  });

  it.each([
    {
      name: 'a test file',
      files: [...goodFiles, { path: 'src/craps/round.test.ts', size: 10 }],
      says: 'must not contain tests or benchmarks: src/craps/round.test.ts',
    },
    {
      name: 'a benchmark',
      files: [...goodFiles, { path: 'dist/craps.bench.js', size: 10 }],
      says: 'dist/craps.bench.js',
    },
    {
      name: 'a 1 MB declaration file',
      files: [...goodFiles, { path: 'dist/stud-data/strategy.d.ts', size: 1_076_463 }],
      says: 'declaration files over 64 kB: dist/stud-data/strategy.d.ts 1051 kB',
    },
    {
      name: 'a missing build',
      files: goodFiles.filter((f) => !f.path.startsWith('dist/craps')),
      says: 'the tarball lacks files the manifest names (build first?): dist/craps/index.js, dist/craps/index.d.ts',
    },
    {
      name: 'a missing bin',
      files: goodFiles.filter((f) => f.path !== 'dist/cli/main.js'),
      says: 'dist/cli/main.js',
    },
  ])('fails on $name in the tarball', ({ files, says }) => {
    expect(shapeProblems(goodPkg, files, allowed).join('\n')).toContain(says);
  });
});

describe('which game a subpath or a built file belongs to', () => {
  it.each([
    ['./craps', 'craps'],
    ['./stud-strategy', 'stud'],
    ['./cards', null],
    ['.', null],
    ['./studio', null],
  ])('subpath %s → %s', (subpath, game) => {
    expect(gameOf(subpath)).toBe(game);
  });
  it.each([
    ['packages/engine/dist/craps/round.js', 'craps'],
    ['node_modules/@croupier/engine/dist/blackjack/analysis/edge.js', 'blackjack'],
    ['packages/paytables/dist/stud.js', 'stud'],
    ['packages/paytables/dist/stud-data/strategy.js', 'stud'],
    ['packages/paytables/dist/schema.js', null],
    ['packages/engine/dist/cards/notation.js', null],
    ['packages/engine/dist/crapsx/index.js', null],
  ])('file %s → %s', (file, game) => {
    expect(gameOfFile(file)).toBe(game);
  });
});

describe('bundle budgets', () => {
  const budgets = {
    allGames: ['.'],
    heavy: ['./stud-strategy'],
    '.': 8000,
    './baccarat': 20000,
    './stud-strategy': 400000,
    './cards': 4000,
  };
  const core = { file: 'packages/engine/dist/cards/notation.js', bytes: 4400 };
  const baccarat = { file: 'packages/engine/dist/baccarat/round.js', bytes: 6500 };
  it('passes a game subpath made of its own code and the core', () => {
    expect(
      sizeProblems(
        { specifier: '@croupier/engine/baccarat', subpath: './baccarat' },
        { gzip: 9000, inputs: [baccarat, core] },
        budgets,
      ),
    ).toEqual({ problems: [], games: [], budget: 20000 });
  });
  it.each([
    {
      name: 'another game in a game subpath',
      entry: { specifier: '@croupier/engine/baccarat', subpath: './baccarat' },
      inputs: [baccarat, { file: 'packages/paytables/dist/craps.js', bytes: 4300 }],
      gzip: 9000,
      says: '@croupier/engine/baccarat pulls in craps (packages/paytables/dist/craps.js); a game subpath must not import another game',
    },
    {
      name: 'a game in a core subpath',
      entry: { specifier: '@croupier/engine/cards', subpath: './cards' },
      inputs: [core, baccarat],
      gzip: 3000,
      says: '@croupier/engine/cards pulls in baccarat (packages/engine/dist/baccarat/round.js); a core subpath must not import any game',
    },
    {
      name: 'a heavy table in a game subpath',
      entry: { specifier: '@croupier/engine/baccarat', subpath: './baccarat' },
      inputs: [baccarat, { file: 'packages/engine/dist/baccarat/analysis/table.js', bytes: 300_000 }],
      gzip: 15000,
      says: '@croupier/engine/baccarat pulls in a heavy table (packages/engine/dist/baccarat/analysis/table.js 293 kB); keep it behind its own subpath, listed under "heavy" in scripts/size-budgets.json',
    },
    {
      name: 'a bundle over budget',
      entry: { specifier: '@croupier/engine/baccarat', subpath: './baccarat' },
      inputs: [baccarat],
      gzip: 20001,
      says: '@croupier/engine/baccarat: 20001 B gzipped, over its budget of 20000 B',
    },
    {
      name: 'a subpath without a budget',
      entry: { specifier: '@croupier/engine/rng', subpath: './rng' },
      inputs: [],
      gzip: 900,
      says: '@croupier/engine/rng: no budget in scripts/size-budgets.json',
    },
  ])('fails on $name', ({ entry, inputs, gzip, says }) => {
    expect(sizeProblems(entry, { gzip, inputs }, budgets).problems).toEqual([says]);
  });
  it('lets the listed subpaths hold every game or a heavy table', () => {
    const everything = ['baccarat', 'craps', 'stud'].map((g) => ({
      file: `packages/paytables/dist/${g}.js`,
      bytes: 5000,
    }));
    expect(
      sizeProblems({ specifier: '@croupier/paytables', subpath: '.' }, { gzip: 6000, inputs: everything }, budgets)
        .problems,
    ).toEqual([]);
    const table = { file: 'packages/paytables/dist/stud-data/strategy.js', bytes: 1_050_000 };
    expect(
      sizeProblems(
        { specifier: '@croupier/paytables/stud-strategy', subpath: './stud-strategy' },
        { gzip: 300_000, inputs: [table] },
        budgets,
      ).problems,
    ).toEqual([]);
  });
});

describe('API documentation coverage (TypeDoc on a fixture)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-doc-coverage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function coverage(source: string) {
    const sub = mkdtempSync(join(dir, 'case-'));
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, 'index.ts'), source);
    writeFileSync(
      join(sub, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          noEmit: true,
          types: [],
        },
        include: ['index.ts'],
      }),
    );
    const app = await Application.bootstrapWithPlugins({
      entryPoints: [join(sub, 'index.ts')],
      tsconfig: join(sub, 'tsconfig.json'),
      skipErrorChecking: true,
      logLevel: 'None',
    });
    const project = await app.convert();
    if (!project) throw new Error('TypeDoc could not convert the fixture');
    return docCoverage(project);
  }

  it('finds nothing to report in a documented module', async () => {
    const c = await coverage(`
/** A phase. */
export interface Betting {
  readonly phase: 'betting';
  /** Chips held. */
  readonly balance: number;
}
/**
 * Applies an action.
 *
 * @param state - The state.
 * @example
 * \`\`\`ts
 * apply({ phase: 'betting', balance: 1 });
 * \`\`\`
 */
export function apply(state: Betting): Betting { return state; }
/** The answer. */
export const ANSWER = 42;
`);
    expect(c).toEqual({ missing: [], noExample: [], noParams: [] });
  }, 60_000);

  it('reports an undocumented export, field and parameter, and a main entry point without an example', async () => {
    const c = await coverage(`
/** A table. */
export interface Table {
  readonly phase: 'open';
  readonly balance: number;
}
/** Resolves rules. */
export function resolveRules(options: object): object { return options; }
export const LIMIT = 10;
`);
    expect(c).toEqual({
      missing: ['LIMIT', 'Table.balance'],
      noExample: ['resolveRules'],
      noParams: ['resolveRules(options)'],
    });
  }, 60_000);
});
