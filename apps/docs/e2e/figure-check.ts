/**
 * The figures checks' shared parts (`figures.e2e.test.ts`, `figures-tables.e2e.test.ts`): the `croupier` CLI
 * run from the engine's build, a figure's expected value from it, the comparison of a shown figure with
 * an expected one, and the marked figures an island shows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '@croupier/testkit';
import { CATEGORIES as STUD_CATEGORIES_DEALT } from '@croupier/engine/stud';
import { cliArgs, parseFigureId } from '../src/components/method/figures';
import { studDecisionBet } from '../src/components/method/ids';
import { readShown, type ShownFigure } from '../src/components/method/shown';
import {
  bankrollForRisk,
  sessionDistributionOrThrow,
  sessionOutlook,
  toLatticeOrThrow,
} from '@croupier/engine/variance';
import { baccaratBets, blackjackBets, crapsBets, studBets } from '../src/components/variance/data';
import { sourceOf, type VarianceBet } from '../src/components/variance/model';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A bet (or a counting system, or a stud decision row) as the CLI prints it. */
export interface CliBet {
  readonly id: string;
  readonly [field: string]: unknown;
}

/**
 * The built CLI (`packages/engine/dist/cli/main.js`): Turborepo builds the engine before this tier (the site's
 * build depends on it), and a process started from the build skips the TypeScript transform that costs each of
 * the ~50 runs about 0.8 s of CPU from the sources.
 */
function cliMain(): string {
  const main = join(ROOT, 'packages/engine/dist/cli/main.js');
  if (!existsSync(main))
    throw new Error(`No ${main}: build the engine first (pnpm build, or turbo runs it before e2e).`);
  return main;
}

const cliCache = new Map<string, CliBet[]>();
/** Runs `croupier odds …` (the built CLI, {@link cliMain}) and returns its bets. */
export function cli(argv: readonly string[]): CliBet[] {
  const key = argv.join(' ');
  const hit = cliCache.get(key);
  if (hit) return hit;
  const r = spawnSync(process.execPath, [cliMain(), ...argv, '--quiet'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`croupier ${key}: exit ${r.status}\n${r.stderr}`);
  const out = JSON.parse(r.stdout) as { bets?: CliBet[]; systems?: CliBet[]; byCategory?: number[][] };
  // `croupier eor` prints counting systems, not bets: a system's figures have the id `eor<system>`.
  const bets = [
    ...(out.bets ?? out.systems!.map((s) => ({ ...s, id: `eor${s.id}` }))),
    ...(out.byCategory ? studDecisionBets(out.byCategory) : []),
  ];
  cliCache.set(key, bets);
  return bets;
}

/**
 * `croupier odds stud`'s decisions by dealt combination (`byCategory`: rows of hands, fold, raise, exchange
 * one, exchange two, in the engine's order of combinations), as bets `decisions<Category>` (and
 * `decisionsAll`, their sums) whose fields are the shares of the combination's hands, with their fractions.
 */
export function studDecisionBets(rows: readonly number[][]): CliBet[] {
  const bet = (id: string, r: readonly number[]): CliBet =>
    Object.fromEntries([
      ['id', id],
      ...['fold', 'raise', 'exchangeOne', 'exchangeTwo'].flatMap((field, i) => [
        [field, r[i + 1]! / r[0]!],
        [`${field}Exact`, `${r[i + 1]!}/${r[0]!}`],
      ]),
    ]) as CliBet;
  const sum = [0, 1, 2, 3, 4].map((i) => rows.reduce((t, r) => t + r[i]!, 0));
  return [...rows.map((r, i) => bet(studDecisionBet(STUD_CATEGORIES_DEALT[i]!), r)), bet('decisionsAll', sum)];
}

/** The CLI's figure for an id: its number and, where the CLI prints one, its exact fraction. */
export function fromCli(id: string): { value: number; exact: string | null } {
  const r = parseFigureId(id);
  const bet = cli(cliArgs(id)).find((b) => b.id === r.bet);
  if (!bet) throw new Error(`${id}: the CLI prints no bet ${r.bet}`);
  const exactField = r.field === 'houseEdge' ? 'exact' : `${r.field}Exact`;
  const exact = typeof bet[exactField] === 'string' ? (bet[exactField] as string) : null;
  return { value: bet[r.field] as number, exact };
}

/** A figure's expected value and exact fraction (`num/den`, or null where the engine has none). */
export type Want = (id: string) => { value: number; exact: string | null };

/**
 * What is wrong with a shown figure against the engine's: its value, its fraction, and the number the
 * reader sees at the decimals shown. A change (`base`) is the difference of two figures, with no fraction.
 */
export function problems(f: ShownFigure, want: Want): string[] {
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
  const off = shown.below
    ? !(Math.abs(value) > 0 && Math.abs(value) < shown.value)
    : f.as === 'fraction'
      ? Math.abs(shown.value - sign * value) > 1e-14
      : Math.abs(shown.value - sign * value) > 0.5 * 10 ** -shown.decimals + 1e-15 + f.tolerance;
  if (off) out.push(`${label}: shown «${f.text}», the engine's ${sign * value}`);
  return out;
}

export const sameFraction = (a: string, b: string) => {
  const [an, ad = '1'] = a.split('/').map(BigInt);
  const [bn, bd = '1'] = b.split('/').map(BigInt);
  return an! * BigInt(bd) === bn! * BigInt(ad);
};

/** The marked figures inside an island, as the page shows them now. */
export async function liveFigures(page: Page, island: string): Promise<(ShownFigure & { href: string | null })[]> {
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

/**
 * One Chromium page for the tests of a `describe` block, launched before them and closed after: the
 * figures checks drive island after island in it.
 *
 * @returns The page and the page errors seen so far (call it inside a test).
 */
export function useIslandPage(): () => { readonly page: Page; readonly errors: string[] } {
  let browser: Browser | undefined;
  let opened: { page: Page; errors: string[] } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { page, errors } = await newPage(browser);
    opened = { page, errors };
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!opened) throw new Error('useIslandPage(): the page is not open yet (use it inside a test).');
    return opened;
  };
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
export function varianceFigure(id: string): number {
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

const spreadCache = new Map<string, Record<string, unknown>>();

/** The z of the 95th percentile of the normal law (to 16 digits, from tables; not the page's constant). */
const Z95 = 1.6448536269514722;

/**
 * A bet ramp's figure (`spread/blackjack/<preset>/<options>/<field>`, the page «Ставки по счёту»): the
 * output of `croupier spread blackjack --preset <preset> --<option> <value>… --json`, each option of the
 * id's `+`-joined `name=value` list. The field is a top-level one (`winPer100`, `risk`…), a ramp row's
 * `rows.<tc>.<bet|p|ev>`, a deviation's `deviations.<i>.<index|gainPer100>` (in the CLI's order, most
 * valuable first), or `outcome.<rounds>.<mean|low|high>`: the result after that many rounds in the
 * normal approximation, from the CLI's `evPerRound` and `sdPerRound`.
 */
export function spreadFigure(id: string): number {
  const [, game, preset, options, field] = id.split('/') as [string, string, string, string, string];
  const argv = [
    'spread',
    game,
    '--preset',
    preset,
    ...options.split('+').flatMap((o) => {
      const at = o.indexOf('=');
      return [`--${o.slice(0, at)}`, o.slice(at + 1)];
    }),
    '--json',
  ];
  const key = argv.join(' ');
  let out = spreadCache.get(key);
  if (!out) {
    const r = spawnSync(process.execPath, [cliMain(), ...argv, '--quiet'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`croupier ${key}: exit ${r.status}\n${r.stderr}`);
    spreadCache.set(key, (out = JSON.parse(r.stdout) as Record<string, unknown>));
  }
  const [head, a, b] = field.split('.');
  if (head === 'rows') {
    const row = (out['rows'] as { trueCount: number; [k: string]: number }[]).find((x) => x.trueCount === Number(a));
    if (!row) throw new Error(`${id}: the CLI prints no row ${a}`);
    return row[b!]!;
  }
  if (head === 'deviations') {
    const d = (out['deviations'] as Record<string, number>[])[Number(a)];
    if (!d) throw new Error(`${id}: the CLI prints no deviation ${a}`);
    return d[b!]!;
  }
  if (head === 'outcome') {
    const n = Number(a);
    const mean = n * (out['evPerRound'] as number);
    const spread = Z95 * Math.sqrt(n) * (out['sdPerRound'] as number);
    return b === 'mean' ? mean : b === 'low' ? mean - spread : mean + spread;
  }
  const v = out[field];
  if (typeof v !== 'number') throw new Error(`${id}: the CLI prints no number ${field}`);
  return v;
}
