/**
 * The check over the built pages (issue 12, «Every number reproducible»): every figure marked in the
 * markup (`data-figure`, see src/components/method) is recomputed by the `croupier` CLI — the command
 * the method page prints — and must equal what the page carries (its exact fraction, its value) and what
 * the reader sees (the number, to the decimals shown). Reads dist/ (run `astro build` first); no browser.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../src/components/method/catalog';
import {
  cliArgs,
  computeFigure,
  figureAnchor,
  inCli,
  methodPath,
  parseFigureId,
} from '../src/components/method/figures';
import { figuresIn, readShown, type ShownFigure } from '../src/components/method/shown';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'api' || f === '_astro' ? [] : pages(p);
    return f === 'index.html' ? [p] : [];
  });
}

const FOUND: { page: string; figure: ShownFigure }[] = pages(DIST).flatMap((p) =>
  figuresIn(readFileSync(p, 'utf8')).map((figure) => ({ page: p.slice(DIST.length), figure })),
);

interface CliBet {
  readonly id: string;
  readonly [field: string]: unknown;
}

const cliCache = new Map<string, CliBet[]>();
/** Runs `croupier odds …` (from the engine's sources, as `pnpm croupier:dev` does) and returns its bets. */
function cli(argv: readonly string[]): CliBet[] {
  const key = argv.join(' ');
  const hit = cliCache.get(key);
  if (hit) return hit;
  const r = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/engine/src/cli/main.ts', ...argv, '--quiet'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`croupier ${key}: exit ${r.status}\n${r.stderr}`);
  const bets = (JSON.parse(r.stdout) as { bets: CliBet[] }).bets;
  cliCache.set(key, bets);
  return bets;
}

/** The CLI's figure for an id: its number and, where the CLI prints one, its exact fraction. */
function fromCli(id: string): { value: number; exact: string | null } {
  const r = parseFigureId(id);
  const bet = cli(cliArgs(id)).find((b) => b.id === r.bet);
  if (!bet) throw new Error(`${id}: the CLI prints no bet ${r.bet}`);
  const exactField = r.field === 'houseEdge' ? 'exact' : `${r.field}Exact`;
  const exact = typeof bet[exactField] === 'string' ? (bet[exactField] as string) : null;
  return { value: bet[r.field] as number, exact };
}

const sameFraction = (a: string, b: string) => {
  const [an, ad = '1'] = a.split('/').map(BigInt);
  const [bn, bd = '1'] = b.split('/').map(BigInt);
  return an! * BigInt(bd) === bn! * BigInt(ad);
};

describe('every figure on the built pages is what the CLI computes', () => {
  it('finds the marked figures on the game pages and the method pages', () => {
    const on = (page: string) => FOUND.filter((f) => f.page === page).length;
    for (const page of ['blackjack/index.html', 'baccarat/index.html', 'craps/index.html', 'poker/index.html'])
      expect(on(page), page).toBeGreaterThanOrEqual(4);
    for (const game of ['blackjack', 'baccarat', 'craps', 'poker'])
      expect(on(`${game}/method/index.html`), game).toBeGreaterThanOrEqual(5);
  });

  it('each figure has its row on its method page (where its link points)', () => {
    const catalog = new Set(Object.values(CATALOG).flatMap((g) => g.map((e) => e.id)));
    const missing = [...new Set(FOUND.map((f) => f.figure.id))].filter((id) => !catalog.has(id));
    expect(missing).toEqual([]);
    for (const id of catalog) {
      const html = readFileSync(join(DIST, methodPath(parseFigureId(id).game), 'index.html'), 'utf8');
      expect(html, id).toContain(`id="${figureAnchor(id)}"`);
    }
  });

  it.each(FOUND.map((f) => [`${f.page} ${f.figure.id} «${f.figure.text}»`, f.figure] as const))('%s', (_, f) => {
    const api = inCli(f.id) ? null : computeFigure(f.id);
    const want = api
      ? { value: api.value, exact: api.exact ? `${api.exact.num}/${api.exact.den}` : null }
      : fromCli(f.id);
    const wantExact = want.exact;
    // The page's value and fraction are the CLI's.
    expect(Math.abs(f.value - want.value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(want.value)));
    if (wantExact !== null && f.exact !== null)
      expect(sameFraction(f.exact, wantExact), `${f.exact} vs ${wantExact}`).toBe(true);
    if (wantExact !== null && f.exact === null)
      expect.fail(`${f.id}: the page does not carry the exact fraction ${wantExact}`);
    // What the reader sees is that value, rounded to the decimals shown.
    const sign = f.negate ? -1 : 1;
    const shown = readShown(f.text, f.as);
    if (f.as === 'fraction') expect(shown.value).toBeCloseTo(sign * want.value, 14);
    else expect(Math.abs(shown.value - sign * want.value)).toBeLessThanOrEqual(0.5 * 10 ** -shown.decimals + 1e-15);
  });
});
