/**
 * The check over the built pages (issue 12, «Every number reproducible»): every figure marked in the
 * markup (`data-figure`, see src/components/method) is recomputed by the `croupier` CLI — the command
 * the method page prints — and must equal what the page carries (its exact fraction, its value) and what
 * the reader sees (the number, to the decimals shown). The first part reads dist/ (run `astro build`
 * first), the islands as the server rendered them included; the second drives each island that computes
 * figures (`LiveFig`) in one Chromium page to its default state and a changed one, and recomputes every
 * figure it then shows with the engine's API in this process.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '@croupier/testkit';
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
import { LIVE_ANCHOR } from '../src/components/method/ids';
import { parseCardsOrThrow } from '@croupier/engine';
import { adviseOrThrow, resolveRulesOrThrow as resolveStudRules } from '@croupier/engine/stud';
import {
  bankrollForRisk,
  sessionDistributionOrThrow,
  sessionOutlook,
  toLatticeOrThrow,
} from '@croupier/engine/variance';
import { baccaratBets, blackjackBets, crapsBets, studBets } from '../src/components/variance/data';
import { sourceOf, type VarianceBet } from '../src/components/variance/model';
import { distDir } from './build';
import { siteUrl, waitForIslands } from './helpers';

const DIST = `${distDir()}/`;
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
  const out = JSON.parse(r.stdout) as { bets?: CliBet[]; systems?: CliBet[] };
  // `croupier eor` prints counting systems, not bets: a system's figures have the id `eor<system>`.
  const bets = out.bets ?? out.systems!.map((s) => ({ ...s, id: `eor${s.id}` }));
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

/** A figure's expected value and exact fraction (`num/den`, or null where the engine has none). */
type Want = (id: string) => { value: number; exact: string | null };

/**
 * What is wrong with a shown figure against the engine's: its value, its fraction, and the number the
 * reader sees at the decimals shown. A change (`base`) is the difference of two figures, with no fraction.
 */
function problems(f: ShownFigure, want: Want): string[] {
  const out: string[] = [];
  const w = want(f.id);
  const value = f.base === null ? w.value : w.value - want(f.base).value;
  const exact = f.base === null ? w.exact : null;
  const label = `${f.id}${f.base ? ` − ${f.base}` : ''}`;
  // The page's value and fraction are the engine's.
  if (!(Math.abs(f.value - value) <= 1e-12 * Math.max(1, Math.abs(value)) + f.tolerance))
    out.push(`${label}: the page's value ${f.value}, the engine's ${value}`);
  if (exact !== null && f.exact !== null && !sameFraction(f.exact, exact))
    out.push(`${label}: the page's fraction ${f.exact}, the engine's ${exact}`);
  if (exact !== null && f.exact === null) out.push(`${label}: the page does not carry the exact fraction ${exact}`);
  // What the reader sees is that value, rounded to the decimals shown.
  const sign = f.negate ? -1 : 1;
  const shown = readShown(f.text, f.as);
  const off =
    f.as === 'fraction'
      ? Math.abs(shown.value - sign * value) > 1e-14
      : Math.abs(shown.value - sign * value) > 0.5 * 10 ** -shown.decimals + 1e-15 + f.tolerance;
  if (off) out.push(`${label}: shown «${f.text}», the engine's ${sign * value}`);
  return out;
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
      const api = inCli(id) ? null : computeFigure(id);
      return api ? { value: api.value, exact: api.exact ? `${api.exact.num}/${api.exact.den}` : null } : fromCli(id);
    };
    expect(problems(f, want)).toEqual([]);
  });
});

/** One island the browser part drives: where it is, what marks it ready, and the changes it makes. */
interface IslandCase {
  /** A name for the report. */
  readonly name: string;
  readonly path: string;
  /** The island's root `data-testid`. */
  readonly island: string;
  /** At least how many marked figures it shows in each state. */
  readonly atLeast: number;
  /** Waits until the island shows its figures (an analysis in a worker takes a while). */
  readonly ready?: (page: Page) => Promise<void>;
  /** The changed states, each reached from the one before. */
  readonly changes: readonly { readonly name: string; readonly act: (page: Page) => Promise<void> }[];
}

/** Waits for a marked figure inside an element (an analysis in a worker takes a while). */
const figureIn = (page: Page, testId: string, idPart = '') =>
  page.locator(`[data-testid="${testId}"] a[data-figure*="${idPart}"]`).first().waitFor({ timeout: 60_000 });

/** The variance explorer of a game: its default session, then 37 rounds, a 1 % risk and its second bet. */
const varianceCase = (game: string, path: string, prefix: string, secondBet: string): IslandCase => ({
  name: `${game}, the variance explorer`,
  path,
  island: `${prefix}-explorer`,
  atLeast: 7,
  ready: (page) => figureIn(page, 'var-bankroll', '/bankroll/'),
  changes: [
    {
      name: `${secondBet}, 37 rounds, 1 % risk of ruin`,
      act: async (page) => {
        await page.getByTestId('var-bet').selectOption(secondBet);
        await page.getByTestId('var-rounds').fill('37');
        await page.getByTestId('var-risk').selectOption('0.01');
        await figureIn(page, 'var-bankroll', `/${secondBet}/bankroll/37/0.01`);
      },
    },
  ],
});

const ISLANDS: readonly IslandCase[] = [
  {
    name: 'blackjack, the rule calculator',
    path: '/blackjack/',
    island: 'bj-calc',
    atLeast: 1,
    changes: [
      {
        name: 'the dealer hits soft 17',
        act: async (page) => {
          await page.getByTestId('bj-calc-h17').check();
          await figureIn(page, 'bj-calc-diff', 'dealerHitsSoft17=true');
        },
      },
    ],
  },
  {
    name: 'blackjack, what the rules change',
    path: '/blackjack/rules-cost/',
    island: 'rc-bj',
    atLeast: 4,
    changes: [
      {
        name: 'the dealer hits soft 17',
        act: async (page) => {
          await page.getByTestId('rc-bj-h17').check();
          await figureIn(page, 'rc-bj-edge-change', 'dealerHitsSoft17=true');
          await figureIn(page, 'rc-bj-split-total', 'dealerHitsSoft17=true');
        },
      },
    ],
  },
  {
    name: 'stud, what the rules change',
    path: '/poker/rules-cost/',
    island: 'rc-stud',
    atLeast: 8,
    changes: [
      {
        name: 'a flat fee for two cards',
        act: async (page) => {
          await page.getByTestId('rc-stud-exchange-flat').check();
          await figureIn(page, 'rc-stud-edge', 'feeTwoCards=1:1');
        },
      },
      {
        name: 'one card only',
        act: async (page) => {
          await page.getByTestId('rc-stud-exchange-one').check();
          await figureIn(page, 'rc-stud-edge', 'maxExchange=1');
        },
      },
    ],
  },
  {
    name: 'stud, the advisor',
    path: '/poker/',
    island: 'stud-advisor',
    atLeast: 10,
    ready: (page) => figureIn(page, 'stud-advisor-result', 'advise/'),
    changes: [
      {
        name: 'a dealt hand',
        act: async (page) => {
          const before = await page
            .locator('[data-testid="stud-advisor-result"] a[data-figure]')
            .first()
            .getAttribute('data-figure');
          await page.getByTestId('stud-advisor-deal').click();
          await page.waitForFunction(
            (b) => {
              const a = document.querySelector('[data-testid="stud-advisor-result"] a[data-figure]');
              return a !== null && a.getAttribute('data-figure')!.split('/')[2] !== b!.split('/')[2];
            },
            before,
            { timeout: 60_000 },
          );
        },
      },
    ],
  },
  varianceCase('blackjack', '/blackjack/variance/', 'bj-var', 'casino'),
  varianceCase('baccarat', '/baccarat/variance/', 'bac-var', 'tie'),
  varianceCase('craps', '/craps/variance/', 'craps-var', 'pass-rolls'),
  varianceCase('stud', '/poker/variance/', 'stud-var', 'casino'),
  {
    name: 'baccarat, the third-card tableau',
    path: '/baccarat/',
    island: 'bac-tableau',
    atLeast: 3,
    changes: [{ name: 'the text’s tableau', act: (page) => page.getByTestId('bac-tableau-seed').check() }],
  },
  {
    name: 'baccarat, what the rules change',
    path: '/baccarat/rules-cost/',
    island: 'rc-bac',
    atLeast: 20,
    changes: [
      {
        name: 'the casino tableau, no commission, 6 decks',
        act: async (page) => {
          await page.getByTestId('rc-bac-tableau-casino').check();
          await page.getByTestId('rc-bac-commission-noCommission').check();
          await page.getByTestId('rc-bac-decks').selectOption('6');
        },
      },
      {
        name: 'EZ, 1 deck',
        act: async (page) => {
          await page.getByTestId('rc-bac-commission-ez').check();
          await page.getByTestId('rc-bac-decks').selectOption('1');
        },
      },
    ],
  },
  {
    name: 'craps, what the rules change',
    path: '/craps/rules-cost/',
    island: 'rc-craps',
    atLeast: 20,
    changes: [
      {
        name: '10× odds, «Не проходит» barred on 12, contract pass bet',
        act: async (page) => {
          await page.getByTestId('rc-craps-limit-10x').check();
          await page.getByTestId('rc-craps-bar-12').check();
          await page.getByTestId('rc-craps-pass-contract').check();
        },
      },
    ],
  },
];

/** The marked figures inside an island, as the page shows them now. */
async function liveFigures(page: Page, island: string): Promise<(ShownFigure & { href: string | null })[]> {
  const root = page.getByTestId(island);
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLAnchorElement>('a[data-figure]')].map((a) => ({
      id: a.dataset['figure']!,
      value: Number(a.dataset['value']),
      exact: a.dataset['exact'] ?? null,
      as: (a.dataset['shown'] ?? 'percent') as 'percent' | 'number' | 'fraction',
      negate: a.dataset['negate'] !== undefined,
      text: a.textContent ?? '',
      live: a.dataset['live'] !== undefined,
      base: a.dataset['base'] ?? null,
      tolerance: Number(a.dataset['tolerance'] ?? 0),
      href: a.getAttribute('href'),
    })),
  );
}

const VARIANCE_BETS: Record<string, () => VarianceBet[]> = {
  blackjack: blackjackBets,
  baccarat: baccaratBets,
  craps: crapsBets,
  stud: studBets,
};
const varianceCache = new Map<string, VarianceBet[]>();

/**
 * A variance explorer's session figure (`variance/<game>/<bet>/<field>/<rounds>/<risk>`), recomputed
 * here with the engine's convolution and risk of ruin from the bet's exact distribution (as the site's
 * build computes it for the page).
 */
function varianceFigure(id: string): number {
  const [, game, betId, field, rounds, risk] = id.split('/');
  let bets = varianceCache.get(game!);
  if (!bets) varianceCache.set(game!, (bets = VARIANCE_BETS[game!]!()));
  const bet = bets.find((b) => b.id === betId);
  if (!bet) throw new Error(`${id}: no such bet`);
  const lattice = toLatticeOrThrow(sourceOf(bet));
  if (field === 'bankroll' || field === 'bankrollRisk') {
    const need = bankrollForRisk(lattice, Number(rounds), Number(risk));
    if (!need.ok) throw new Error(need.error.message);
    return field === 'bankroll' ? need.value.bankroll : need.value.risk;
  }
  const o = sessionOutlook(sessionDistributionOrThrow(lattice, Number(rounds)));
  return o[field as 'ahead' | 'even' | 'behind' | 'mean' | 'sd'];
}

const studRulesForAdvice = resolveStudRules();

/**
 * The stud advisor's figure (`advise/stud/<hand>/<action>/<discard>/<field>`): the engine's advice for
 * the hand under the text's rules, the option with that action and discard.
 */
function adviceFigure(id: string): { value: number; exact: string | null } {
  const [, , hand, action, discard, field] = id.split('/');
  const cards = (t: string) => (t === '-' ? [] : parseCardsOrThrow(t.split('.').join(' ')));
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  const advice = adviseOrThrow(cards(hand!), studRulesForAdvice, { exchange: true });
  const o = advice.options.find((x) => x.action === action && same(x.discard, cards(discard!)));
  if (!o) throw new Error(`${id}: the engine has no such option`);
  const f = field === 'ev' ? o.ev : o.raiseChance;
  if (!f) throw new Error(`${id}: the option has no ${field}`);
  return { value: Number(f.num) / Number(f.den), exact: `${f.num}/${f.den}` };
}

/** The engine's figure by the API, in this process. */
const fromApi: Want = (id) => {
  if (id.startsWith('variance/')) return { value: varianceFigure(id), exact: null };
  if (id.startsWith('advise/')) return adviceFigure(id);
  const r = computeFigure(id);
  return { value: r.value, exact: r.exact ? `${r.exact.num}/${r.exact.den}` : null };
};

describe('every figure an island computes is what the engine computes, in its default state and changed', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ISLANDS)('$name ($path)', async (c) => {
    await page.goto(siteUrl(c.path), { waitUntil: 'networkidle' });
    await page.getByTestId(c.island).scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const game = c.path.split('/')[1]!;
    const seen = new Set<string>();
    for (const state of [{ name: 'default', act: async () => {} }, ...c.changes]) {
      await state.act(page);
      await c.ready?.(page);
      // React renders the change in the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const figures = await liveFigures(page, c.island);
      expect(figures.length, `${c.name}, ${state.name}`).toBeGreaterThanOrEqual(c.atLeast);
      const wrong = figures.flatMap((f) => [
        ...problems(f, fromApi).map((p) => `${state.name}: ${p}`),
        ...(f.href === `/${game}/method/#${LIVE_ANCHOR}` || f.href?.startsWith(`/${game}/method/#fig-`)
          ? []
          : [`${state.name}: ${f.id} links to ${f.href}`]),
      ]);
      expect(wrong).toEqual([]);
      for (const f of figures) seen.add(`${f.id}|${f.base ?? ''}`);
      console.log(`figures: ${c.name}, ${state.name}: ${figures.length} figures recomputed`);
    }
    // The changed state shows figures the default one does not.
    expect(seen.size).toBeGreaterThan(c.atLeast);
    expect(errors).toEqual([]);
  });
});
