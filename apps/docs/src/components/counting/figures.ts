/**
 * The figures the «Счёт карт» page prints, taken from the engine when the site is built: the systems'
 * tags (`COUNTING_SYSTEMS`), their betting correlation, playing efficiency and insurance correlation
 * for the text's rules and the casino's (`effectsOfRemoval` + `systemEfficiency`, the figures of
 * `croupier eor blackjack`), and the Hi-Lo index tables shipped in
 * `@croupier/paytables/blackjack-indices` (the tables of `croupier indices blackjack`).
 *
 * @module
 */
import {
  COUNT_RANKS,
  COUNTING_SYSTEM_IDS,
  COUNTING_SYSTEMS,
  effectsOfRemoval,
  initialRunningCount,
  resolveRulesOrThrow,
  systemEfficiency,
  tagsPerDeck,
  type CountingSystemId,
  type SystemEfficiency,
} from '@croupier/engine/blackjack';
import {
  BLACKJACK_INDEX_TABLES,
  type BlackjackIndexDecision,
  type BlackjackIndexEntry,
  type BlackjackIndexTableData,
} from '@croupier/paytables/blackjack-indices';
import { SYSTEM_NAME_RU } from './words';

/** The presets the page compares: the text's game and the casino's six-deck S17 game. */
export type CountingPreset = 'seed' | 'casino';

/** One row of the systems table. */
export interface SystemRow {
  readonly id: CountingSystemId;
  readonly name: string;
  /** Tags for 2 … 9, T, A. */
  readonly tags: readonly number[];
  readonly balanced: boolean;
  readonly aceSideCount: boolean;
  /** Tags per deck (0 when balanced). */
  readonly perDeck: number;
  /** The running count at the start of a six-deck shoe. */
  readonly startSixDecks: number;
}

/** The systems, tags as the engine holds them. */
export function systemRows(): SystemRow[] {
  return COUNTING_SYSTEM_IDS.map((id) => {
    const s = COUNTING_SYSTEMS[id];
    return {
      id,
      name: SYSTEM_NAME_RU[id] ?? s.name,
      tags: s.tags,
      balanced: s.balanced,
      aceSideCount: s.aceSideCount,
      perDeck: tagsPerDeck(s),
      startSixDecks: initialRunningCount(s, 6),
    };
  });
}

/** The ranks of the tag columns (`T` shown as «10–К», `A` as «Т», the text's notation). */
export const RANK_COLUMNS: readonly string[] = COUNT_RANKS.map((r) => (r === 'T' ? '10–К' : r === 'A' ? 'Т' : r));

const efficiencyCache = new Map<CountingPreset, Record<CountingSystemId, SystemEfficiency>>();

/**
 * Every system's efficiencies for a preset's rules (the effects of removal take seconds: computed once
 * per build).
 *
 * @param preset - `seed` or `casino`.
 */
export function efficiencies(preset: CountingPreset): Record<CountingSystemId, SystemEfficiency> {
  let out = efficiencyCache.get(preset);
  if (out === undefined) {
    const eor = effectsOfRemoval(resolveRulesOrThrow({ preset }));
    out = Object.fromEntries(
      COUNTING_SYSTEM_IDS.map((id) => [id, systemEfficiency(COUNTING_SYSTEMS[id], eor)]),
    ) as Record<CountingSystemId, SystemEfficiency>;
    efficiencyCache.set(preset, out);
  }
  return out;
}

/** A shipped Hi-Lo table. */
export const indexTable = (preset: CountingPreset): BlackjackIndexTableData => BLACKJACK_INDEX_TABLES[preset].hilo;

/** Deviations worth less than this per 100 rounds in both games are left off the page's table. */
export const PAGE_MIN_GAIN = 0.0002;

/** One row of the page's index comparison. */
export interface IndexRow {
  /** The decision (`null` for insurance). */
  readonly decision: BlackjackIndexDecision | null;
  /** The deviations in the text's game and in the casino's (empty: none within ±12). */
  readonly seed: readonly BlackjackIndexEntry[];
  readonly casino: readonly BlackjackIndexEntry[];
  /** The chart's play in each game. */
  readonly basic: { readonly seed: string; readonly casino: string };
  /** The larger of the two games' summed gains, per 100 rounds. */
  readonly gain: number;
}

const same = (a: BlackjackIndexDecision, b: BlackjackIndexDecision) =>
  a.kind === b.kind && a.row === b.row && a.up === b.up;

/**
 * The decisions whose deviation is worth at least {@link PAGE_MIN_GAIN} in either game, most valuable
 * first, each with both games' indices; insurance first.
 */
export function indexRows(): IndexRow[] {
  const seed = indexTable('seed');
  const casino = indexTable('casino');
  const decisions: BlackjackIndexDecision[] = [];
  for (const e of [...seed.entries, ...casino.entries]) {
    if (e.gain >= PAGE_MIN_GAIN && !decisions.some((d) => same(d, e.decision))) decisions.push(e.decision);
  }
  const basicOf = (t: BlackjackIndexTableData, d: BlackjackIndexDecision) =>
    t.curves.find((c) => same(c.decision, d))?.basic ?? '';
  const rows: IndexRow[] = decisions.map((d) => {
    const s = seed.entries.filter((e) => same(e.decision, d));
    const c = casino.entries.filter((e) => same(e.decision, d));
    const sum = (es: readonly BlackjackIndexEntry[]) => es.reduce((x, e) => x + e.gain, 0);
    return {
      decision: d,
      seed: s,
      casino: c,
      basic: { seed: basicOf(seed, d), casino: basicOf(casino, d) },
      gain: Math.max(sum(s), sum(c)),
    };
  });
  rows.sort((a, b) => b.gain - a.gain);
  return rows;
}

/**
 * A decision's deviation in a shipped table.
 *
 * @param preset - The game.
 * @param kind - Hard, soft or a pair.
 * @param row - The total or the pair card's value.
 * @param up - The dealer's card (1 = ace).
 * @throws RangeError when the table has no deviation there (the page would print nothing true).
 */
export function entryOf(
  preset: CountingPreset,
  kind: 'hard' | 'soft' | 'pair',
  row: number,
  up: number,
): BlackjackIndexEntry {
  const e = indexTable(preset).entries.find(
    (x) => x.decision.kind === kind && x.decision.row === row && x.decision.up === up,
  );
  if (e === undefined) throw new RangeError(`No ${preset} deviation for ${kind} ${row} v ${up}.`);
  return e;
}
