/**
 * The check over the built pages (issue 12, «Every number reproducible»), without a browser: every
 * figure marked in the markup of dist/ (`data-figure`, see src/components/method; run `astro build`
 * first), the islands as the server rendered them included, is recomputed by the `croupier` CLI — the
 * command the method page prints — or the engine's API, and must equal what the page carries (its exact
 * fraction, its value) and what the reader sees (the number, to the decimals shown). It reads files only,
 * so it runs in the docs' `test:dist` tier (vitest.dist.config.ts), not in Chromium; what the islands
 * compute once hydrated is `figures.e2e.test.ts` and `figures-tables.e2e.test.ts`.
 *
 * The tables read from the build have checks of their own here too (they were the first part of
 * `figures-tables.e2e.test.ts`): the counting systems' tables on «Счёт карт» against `croupier eor
 * blackjack` (one file, so the CLI runs once for both checks of them), and the odds tables of «Карты и
 * обозначения» against hand-worked and published counts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { FIVE_CARD_COUNTS } from '@croupier/testkit/oracles/stud';
import { CATALOG } from '../src/components/method/catalog';
import { computeFigure, figureAnchor, inCli, methodPath, parseFigureId } from '../src/components/method/figures';
import { figuresIn, type ShownFigure } from '../src/components/method/shown';
import { distDir } from './build';
import { fromCli, problems, varianceFigure, type Want } from './figure-check';

const { frac } = rational;

const DIST = `${distDir()}/`;

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
    // An island's figures vary with the reader's choice: they link to the section on live figures.
    const missing = [...new Set(FOUND.filter((f) => !f.figure.live).map((f) => f.figure.id))].filter(
      (id) => !catalog.has(id),
    );
    expect(missing).toEqual([]);
    for (const id of catalog) {
      const html = readFileSync(join(DIST, methodPath(parseFigureId(id).game), 'index.html'), 'utf8');
      expect(html, id).toContain(`id="${figureAnchor(id)}"`);
    }
  });

  it.each(
    FOUND.map(
      (f) =>
        [`${f.page} ${f.figure.id}${f.figure.base ? ` − ${f.figure.base}` : ''} «${f.figure.text}»`, f.figure] as const,
    ),
  )('%s', (_, f) => {
    const want = (id: string) => {
      // A variance explorer's one-round moments, rendered on the server with the page.
      if (id.startsWith('variance/')) return { value: varianceFigure(id), exact: null };
      const api = inCli(id) ? null : computeFigure(id);
      return api ? { value: api.value, exact: api.exact ? `${api.exact.num}/${api.exact.den}` : null } : fromCli(id);
    };
    expect(problems(f, want)).toEqual([]);
  });
});

describe('the counting tables (built page) are what `croupier eor blackjack` prints', () => {
  const html = readFileSync(join(distDir(), 'counting', 'index.html'), 'utf8');
  const found = figuresIn(html).filter((f) => /^blackjack\/[a-z]+\/eor/u.test(f.id));

  it('marks each system’s figures in both games’ tables and the text', () => {
    // 6 systems × (BC, PE, IC) × 2 games, BC with aces for the systems with an ace side count, and the
    // two playing efficiencies in the text.
    expect(found.length).toBeGreaterThanOrEqual(6 * 3 * 2 + 2);
    expect(found.every((f) => f.live && f.as === 'number')).toBe(true);
  });

  it.each(found.map((f) => [`${f.id} «${f.text}»`, f] as const))('%s', (_, f) => {
    expect(problems(f, fromCli)).toEqual([]);
  });
});

describe('the odds tables of «Карты и обозначения» (built page), against hand-worked and published counts', () => {
  const found = figuresIn(readFileSync(join(distDir(), 'cards', 'index.html'), 'utf8'));
  // The published counts, the text's «Туз-Король» worked by hand (testkit's FIVE_CARD_COUNTS).
  const COMBOS = FIVE_CARD_COUNTS;
  const want: Want = (id) => {
    const r = parseFigureId(id);
    if (r.bet === 'natural') {
      // An ace (4n) and a ten-value card (16n) in either order among the ordered pairs of 52n cards.
      const n = r.decks ?? 6;
      const f = frac(2 * 4 * n * 16 * n, 52 * n * (52 * n - 1));
      return { value: rational.toNumber(f), exact: `${f.num}/${f.den}` };
    }
    const f = frac(COMBOS[r.bet]!, 2598960);
    return { value: rational.toNumber(f), exact: `${f.num}/${f.den}` };
  };

  it('marks every combination and the chance of a blackjack for 1, 6 and 8 decks (fraction and percentage)', () => {
    expect(found.filter((f) => f.id.startsWith('stud/')).map((f) => parseFigureId(f.id).bet)).toEqual(
      Object.keys(COMBOS),
    );
    expect(found.filter((f) => f.id.includes('/natural/')).length).toBe(6);
  });

  it.each(found.map((f) => [`${f.id} «${f.text}»`, f] as const))('%s', (_, f) => {
    expect(problems(f, want)).toEqual([]);
  });
});
