/**
 * Generator of the shipped stud odds data, from the engine's exact analysis (decision record 005):
 *
 * - `packages/paytables/src/stud-data/odds.ts`: Caribbean stud and the text's game without, with a
 *   one-card and with a one-or-two-card exchange, under the text's payouts and fees;
 * - `packages/paytables/src/stud-data/strategy.ts`: the optimal decision of every hand class in the
 *   text's game and with the one-card exchange;
 * - `packages/paytables/src/stud-data/grid.ts`: every variant of the grid (`@croupier/paytables/stud-grid`):
 *   each paytable × each pair of fees × an exchange of 0, 1 or 2 cards, and Caribbean stud per paytable.
 *
 * The paytables share one pass over the 134,459 hand classes (their dealer counts are the same), and
 * the fees and exchange limits are applied to the per-class totals afterwards, so the whole grid costs
 * about one paytable's time and a bit: a few CPU-minutes, a couple of minutes on two cores.
 *
 * Run by hand (progress on stderr):
 *   cd packages/engine && nice -n 10 node --conditions=source --import tsx scripts/stud-odds.ts [--workers 2]
 * The long-tier test `src/stud/analysis/shipped.long.test.ts` recomputes everything and compares.
 */
import { writeFileSync } from 'node:fs';
import { record } from './lib/sources.js';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STUD_CATEGORIES, studPresets, type StudRules } from '@croupier/paytables/stud';
import { STUD_GRID_FEES, STUD_GRID_PAYTABLES, type StudGridEntry } from '@croupier/paytables/stud-grid';
import { answerFromTotals, classList, gatherTotals, shardsOf } from '../src/stud/analysis/compute.js';
import { type ClassTotals, type ComputedOdds, type StudOddsProgress, planOdds } from '../src/stud/analysis/exact.js';
import { runShards } from '../src/stud/node/index.js';

/** The rules of one grid variant: the text's game with a paytable, fees and exchange, or Caribbean stud. */
export function gridRules(paytableId: string, feesId: string, exchange: 0 | 1 | 2 | 'caribbean'): StudRules {
  const p = STUD_GRID_PAYTABLES.find((x) => x.id === paytableId)!;
  const f = STUD_GRID_FEES.find((x) => x.id === feesId) ?? STUD_GRID_FEES[0]!;
  return {
    ...studPresets.seed.rules,
    paytable: p.paytable,
    feeOneCard: f.feeOneCard,
    feeTwoCards: f.feeTwoCards,
    upCards: exchange === 'caribbean' ? 1 : 0,
    maxExchange: exchange === 'caribbean' ? 0 : exchange,
  };
}

/** The per-class totals of every grid paytable: the exchange pass and the up-card pass. */
export interface GridPasses {
  /** Per paytable (grid order), the two-card exchange pass. */
  readonly exchange: readonly ClassTotals[];
  /** Per paytable, Caribbean stud. */
  readonly upCard: readonly ClassTotals[];
}

/**
 * Runs the two passes over every class for all grid paytables at once.
 *
 * @param options - Workers and progress.
 */
export async function computePasses(
  options: { readonly workers?: number; readonly onProgress?: (p: StudOddsProgress) => void } = {},
): Promise<GridPasses> {
  const plan = (x: 2 | 'caribbean') => {
    const r = planOdds(gridRules(STUD_GRID_PAYTABLES[0]!.id, 'text', x));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const pays = STUD_GRID_PAYTABLES.map((p) => {
    const r = planOdds(gridRules(p.id, 'text', 2));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.pay;
  });
  const ex = shardsOf(plan(2), pays);
  const up = shardsOf(plan('caribbean'), pays);
  const results = await runShards([...ex, ...up], options);
  return {
    exchange: gatherTotals(results.slice(0, ex.length), pays.length, 2),
    upCard: gatherTotals(results.slice(ex.length), pays.length, 0),
  };
}

function answer(rules: StudRules, t: ClassTotals): ComputedOdds {
  const r = planOdds(rules);
  if (!r.ok) throw new Error(r.error.message);
  return answerFromTotals(r.value, t);
}

/** The data of the three generated files. */
export interface StudData {
  /** `STUD_ODDS` of `stud-data/odds.ts`. */
  readonly odds: Record<string, unknown>;
  /** The strategy tables (base64) of `stud-data/strategy.ts`. */
  readonly strategy: { readonly keys: string; readonly seed: string; readonly casino: string };
  /** `STUD_ODDS_GRID` of `stud-data/grid.ts`. */
  readonly grid: readonly StudGridEntry[];
}

const b64 = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * Builds the shipped data from the passes.
 *
 * @param passes - From {@link computePasses}.
 */
export function buildStudData(passes: GridPasses): StudData {
  const grid: StudGridEntry[] = [];
  const pick = (rules: StudRules): StudGridEntry['rules'] => ({
    upCards: rules.upCards,
    maxExchange: rules.maxExchange,
    qualifier: rules.qualifier,
    raiseMultiple: rules.raiseMultiple,
    antePays: rules.antePays,
    paytable: rules.paytable,
    feeOneCard: rules.feeOneCard,
    feeTwoCards: rules.feeTwoCards,
  });
  const add = (id: string, paytableId: string, feesId: string, rules: StudRules, t: ClassTotals): ComputedOdds => {
    const a = answer(rules, t);
    grid.push({
      id,
      paytableId,
      feesId,
      ...a.figure,
      rules: pick(rules),
      ...(a.byCategory
        ? { byCategory: a.byCategory.map((row) => [row[0], row[1], row[2], row[3], row[4]] as const) }
        : {}),
    });
    return a;
  };
  const text: Record<string, ComputedOdds> = {};
  STUD_GRID_PAYTABLES.forEach((p, k) => {
    const ex = passes.exchange[k]!;
    const a0 = add(`${p.id}/0`, p.id, 'none', gridRules(p.id, 'text', 0), ex);
    // Every fee pair of the grid charges one ante for one card, so one entry stands for them all.
    const a1 = add(`${p.id}/1`, p.id, 'any', gridRules(p.id, 'text', 1), ex);
    for (const f of STUD_GRID_FEES) {
      const a2 = add(`${p.id}/${f.id}/2`, p.id, f.id, gridRules(p.id, f.id, 2), ex);
      if (p.id === 'text' && f.id === 'text') text['seed'] = a2;
    }
    const car = add(`${p.id}/caribbean`, p.id, 'none', gridRules(p.id, 'text', 'caribbean'), passes.upCard[k]!);
    if (p.id === 'text') Object.assign(text, { noExchange: a0, casino: a1, caribbean: car });
  });
  const seed = studPresets.seed.rules;
  const fig = (a: ComputedOdds): Record<string, unknown> => ({ ...a.figure, exact: true });
  const odds = {
    computedWith: {
      paytable: seed.paytable,
      antePays: seed.antePays,
      raiseMultiple: seed.raiseMultiple,
      qualifier: seed.qualifier,
      feeOneCard: seed.feeOneCard,
      feeTwoCards: seed.feeTwoCards,
    },
    caribbean: fig(text['caribbean']!),
    noExchange: fig(text['noExchange']!),
    seed: fig(text['seed']!),
    casino: fig(text['casino']!),
  };
  const { keys } = classList();
  return {
    odds,
    strategy: {
      keys: b64(new Uint8Array(Uint32Array.from(keys).buffer)),
      seed: b64(text['seed']!.codes!),
      casino: b64(text['casino']!.codes!),
    },
    grid,
  };
}

/** The three files' text (before formatting). */
export function renderFiles(data: StudData): { odds: string; strategy: string; grid: string } {
  return {
    odds: `/**\n * Stud odds under optimal play, per ante, generated by \`packages/engine/scripts/stud-odds.ts\` (do not edit).\n *\n * @module\n */\n\n/** The figures and the payouts they were computed with. */\nexport const STUD_ODDS = ${JSON.stringify(data.odds, null, 2)} as const;\n`,
    strategy: `/**\n * The optimal decision for every class of player hands (up to suits), generated by\n * \`packages/engine/scripts/stud-odds.ts\` (do not edit). Keys: canonical hands packed in base 52,\n * little-endian uint32, ascending. Codes: 0 fold, 1 raise, 2–6 exchange card i of the canonical\n * (ascending) hand, 7–16 exchange the pair 01, 02, 03, 04, 12, 13, 14, 23, 24, 34; 255 not computed.\n *\n * @module\n */\n\n/** Canonical keys (base64 of little-endian uint32). */\nexport const STUD_STRATEGY_KEYS: string = '${data.strategy.keys}';\n\n/** Optimal codes under the text's rules (exchange of one or two cards). */\nexport const STUD_STRATEGY_SEED: string = '${data.strategy.seed}';\n\n/** Optimal codes with the one-card exchange only (preset casino). */\nexport const STUD_STRATEGY_CASINO: string = '${data.strategy.casino}';\n`,
    grid: `/**\n * The stud odds grid, generated by \`packages/engine/scripts/stud-odds.ts\` (do not edit): exact\n * fractions under optimal play; \`byCategory\` rows are [hands, fold, raise, exchange one, exchange two]\n * by the dealt combination (${[...STUD_CATEGORIES, 'noGame'].join(', ')}).\n *\n * @module\n */\nimport type { StudGridEntry } from '../stud-grid.js';\n\n/** Every variant of the grid with its exact figures. */\nexport const STUD_ODDS_GRID: readonly StudGridEntry[] = ${JSON.stringify(data.grid, null, 2)};\n`,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const i = args.indexOf('--workers');
  const workers = i >= 0 ? Number(args[i + 1]) : undefined;
  const t0 = Date.now();
  let last = 0;
  process.stderr.write('stud-odds: one pass over the 134,459 hand classes for every grid paytable…\n');
  const passes = await computePasses({
    ...(workers === undefined ? {} : { workers }),
    onProgress: (p) => {
      if (Date.now() - last < 5000 && p.done < p.total) return;
      last = Date.now();
      const eta = p.etaMs === undefined ? '' : `, ETA ${(p.etaMs / 1000).toFixed(0)} s`;
      process.stderr.write(`stud-odds: ${((100 * p.done) / p.total).toFixed(1)}%${eta}\n`);
    },
  });
  const files = renderFiles(buildStudData(passes));
  const dir = fileURLToPath(new URL('../../paytables/src/stud-data/', import.meta.url));
  const prettier = await import('prettier');
  for (const [name, text] of Object.entries(files)) {
    const file = `${dir}${name}.ts`;
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
  await record('stud-odds');
  process.stderr.write(
    `stud-odds: wrote odds.ts, strategy.ts and grid.ts (sources recorded in scripts/sources.json) in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
