/**
 * «Отклонения по счёту» — a two-card hand, the dealer's card and a Hi-Lo true count → the play, graded
 * by the engine's index table for the rules in play (`lookupIndex` on the tables shipped in
 * `@croupier/paytables/blackjack-indices`: the text's game, no hole card, a dealer blackjack takes every
 * stake; and the casino's six decks, S17, peek), with insurance at the same count. The cost of a wrong
 * play is the engine's: the EV of each play relative to the best one at that count, per unit bet, read
 * from the table's curves (exact analyses of the shoe shifted to each analysed true count, interpolated
 * between them).
 *
 * The count is shown as a whole number, floored as Hi-Lo players floor it: «+3» is a true count from +3
 * up to +4; the plays and their costs are valued at the middle of that bin (+3.5), where the table's
 * whole-number index is made to be right (see `wholeIndex` in the engine).
 *
 * Under any other rules the table is computed by the engine for those rules on Web Workers
 * (`analysis/indices.ts`, some seconds, shown with its progress) and kept in the browser; until it is
 * ready the drill has no items (`needs: 'blackjack-indices'`: the practice screen waits for it).
 *
 * @module
 */
import { insuranceAdvice, lookupIndex, type IndexTableView } from '@croupier/engine/blackjack';
import { randomInt } from '@croupier/engine/rng';
import type { BLACKJACK_INDEX_TABLES, BlackjackIndexTableData } from '@croupier/paytables/blackjack-indices';
import { blackjackCellRu, formatPercent, SITE_LINKS } from '@croupier/ru';
import { DEVIATIONS_RU as RU } from '@croupier/ru/trainer/drills/blackjack-strategy';
import type * as IndexRegistry from '../../analysis/index-registry.ts';
import type { ComputedIndexTable } from '../../analysis/index-table.ts';
import { rulesOfItem, type Choice, type Drill, type Verdict } from '../../drill.ts';
import type { RulesByGame } from '../../rules/choice.ts';
import { sameJson } from '../../rules/choice.ts';
import { dealValues, twoValuesFor } from './deal.ts';
import { signed } from './counting.ts';
import { drillMeta } from '../catalog.ts';

/** Deviations worth less than this per 100 rounds (flat bet) are left out of the drill. */
export const MIN_GAIN = 0.0002;

let tables: typeof BLACKJACK_INDEX_TABLES | undefined;
let registry: typeof IndexRegistry | undefined;

/**
 * Loads the shipped index tables (about 57 kB gzipped) and the store of tables computed in this browser:
 * chunks of their own, so the app's first screen does not carry them. The drill has no keys until they
 * are loaded (`prepare`).
 */
export async function loadIndexTables(): Promise<void> {
  tables ??= (await import('@croupier/paytables/blackjack-indices')).BLACKJACK_INDEX_TABLES;
  registry ??= await import('../../analysis/index-registry.ts');
}

/** A table the drill grades by: a shipped one (with its preset) or one computed for the trainee's rules. */
export type DeviationTable = ComputedIndexTable & { readonly preset?: BlackjackIndexTableData['preset'] };

/** The shipped table for these rules, if there is one (and the tables are loaded). */
export function shippedIndexTableFor(rules: RulesByGame['blackjack']): BlackjackIndexTableData | undefined {
  if (tables === undefined) return undefined;
  for (const preset of ['seed', 'casino'] as const) {
    const t = tables[preset].hilo;
    if (sameJson(t.rules, rules)) return t;
  }
  return undefined;
}

/** The table for these rules: shipped, or computed for them in this browser; `undefined` until there is one. */
export function indexTableFor(rules: RulesByGame['blackjack']): DeviationTable | undefined {
  return shippedIndexTableFor(rules) ?? registry?.computedIndexTable(rules, 'hilo')?.table;
}

/** The engine's view of a table (the same data; the shipped types are plain strings). */
const view = (t: DeviationTable): IndexTableView => t as unknown as IndexTableView;

type Play = 'stand' | 'hit' | 'double' | 'split' | 'surrender';
const PLAYS: readonly Play[] = ['hit', 'stand', 'double', 'split', 'surrender'];
const LABEL: Readonly<Record<Play, string>> = RU.plays;
const INSURE: readonly Choice[] = [
  { id: 'insure', label: RU.insure, hotkey: '1' },
  { id: 'no', label: RU.noInsure, hotkey: '2' },
];

const keyValue = (v: number) => (v === 1 ? 'A' : String(v));
const cellKey = (d: { kind: string; row: number; up: number }) => `${d.kind}-${keyValue(d.row)}-${keyValue(d.up)}`;

function parseKey(key: string): { kind: 'hard' | 'soft' | 'pair'; row: number; up: number } {
  const m = /^(hard|soft|pair)-(\d+|A)-(\d+|A)$/u.exec(key);
  if (!m) throw new RangeError(`Not a deviation key: "${key}".`);
  const v = (x: string) => (x === 'A' ? 1 : Number(x));
  return { kind: m[1] as 'hard' | 'soft' | 'pair', row: v(m[2]!), up: v(m[3]!) };
}

/** The keys of a table: insurance (where offered), then each decision by the gain of its deviations. */
export function deviationKeys(table: Pick<DeviationTable, 'entries' | 'insurance'>): string[] {
  const gains = new Map<string, number>();
  for (const e of table.entries) {
    if (e.gain < MIN_GAIN) continue;
    const k = cellKey(e.decision);
    gains.set(k, (gains.get(k) ?? 0) + e.gain);
  }
  const cells = [...gains].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return table.insurance.offered ? ['insurance', ...cells] : cells;
}

/** What the checker needs. */
interface Data {
  /** The hand's card values and the up-card's value. */
  readonly hand: readonly number[];
  readonly up: number;
  /** The true count shown (floored). */
  readonly trueCount: number;
}

const pct = (x: number) => formatPercent(x, 2);
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const tableName = (t: DeviationTable) =>
  t.preset === 'seed' ? RU.tableName.seed : t.preset === 'casino' ? RU.tableName.casino : RU.tableName.computed;

/** Where the plays are valued for a floored count `k`: the middle of its bin. */
const valuedAt = (k: number) => k + 0.5;

/** The drill. */
export const deviationsDrill: Drill<'blackjack'> = {
  ...drillMeta('blackjack', 'blackjack-deviations'),
  prepare: loadIndexTables,
  keys: (rules) => {
    const t = indexTableFor(rules);
    return t === undefined ? [] : deviationKeys(t);
  },
  keyLabel: (key) => {
    if (key === 'insurance') return RU.insuranceKey;
    const { kind, row, up } = parseKey(key);
    return blackjackCellRu(kind, row, up);
  },
  item(key, rng, { rules }) {
    const table = indexTableFor(rules);
    if (table === undefined) throw new RangeError('No index table for these rules.');
    if (key === 'insurance') {
      const whole = table.insurance.wholeIndex;
      const k = whole - 3 + randomInt(rng, 6);
      const hand = [2 + randomInt(rng, 9), 2 + randomInt(rng, 9)];
      const cards = dealValues([...hand, 1], rng);
      const advice = insuranceAdvice(view(table), valuedAt(k));
      const half = advice.ev / 2; // insurance is half the bet: EV per unit bet
      const data: Data = { hand, up: 1, trueCount: k };
      return {
        key,
        prompt: RU.insurePrompt,
        hands: [
          { label: RU.hands.dealer, cards: [cards[2]!] },
          { label: RU.hands.player, cards: cards.slice(0, 2) },
        ],
        context: [RU.count(signed(k))],
        answer: { kind: 'choice', choices: INSURE },
        rules,
        solution: { answer: advice.take ? 'insure' : 'no', evs: { insure: half, no: 0 }, evUnit: 'bet' },
        data,
      };
    }
    const { kind, row, up } = parseKey(key);
    const entries = table.entries.filter((e) => cellKey(e.decision) === key);
    const entry = entries[randomInt(rng, entries.length)]!;
    // Counts around the index, on both sides of it.
    const k = Math.max(
      -10,
      Math.min(10, entry.wholeIndex - 3 + randomInt(rng, 6) + (entry.direction === 'atOrAbove' ? 0 : 1)),
    );
    const hand = kind === 'pair' ? [row, row] : twoValuesFor(kind, row, rng);
    const cards = dealValues([...hand, up], rng);
    const advice = lookupIndex(view(table), hand, up, valuedAt(k));
    if (advice === null) throw new RangeError(`The table has no decision for "${key}".`);
    const evs: Record<string, number> = {};
    for (const [play, c] of Object.entries(advice.cost)) evs[play] = c === 0 ? 0 : -c;
    const data: Data = { hand, up, trueCount: k };
    return {
      key,
      prompt: RU.prompt,
      hands: [
        { label: RU.hands.dealer, cards: [cards[2]!] },
        { label: RU.hands.player, cards: cards.slice(0, 2) },
      ],
      context: [RU.count(signed(k))],
      answer: {
        kind: 'choice',
        choices: PLAYS.filter((p) => evs[p] !== undefined).map((p, i) => ({
          id: p,
          label: LABEL[p],
          hotkey: String(i + 1),
        })),
      },
      rules,
      solution: { answer: advice.play, evs, evUnit: 'bet' },
      data,
    };
  },
  check(item, answer): Verdict {
    const rules = rulesOfItem<'blackjack'>(item);
    const table = indexTableFor(rules);
    if (table === undefined) throw new RangeError('No index table for the item’s rules.');
    const { hand, up, trueCount: k } = item.data as Data;
    const right = item.solution.answer;
    const correct = answer === right;
    const evs = item.solution.evs ?? {};
    const lost = (evs[right] ?? 0) - (evs[answer] ?? 0);
    const count = RU.countBin(signed(k), signed(k + 1), signed(valuedAt(k), 1));
    const source = RU.source(tableName(table));
    if (item.key === 'insurance') {
      const ins = table.insurance;
      return {
        correct,
        expected: right === 'insure' ? RU.insure : RU.noInsure,
        expectedAnswer: right,
        explanation: RU.insurance(signed(ins.wholeIndex), signed(ins.index, 2), count, pct(evs.insure ?? 0), source),
        ruleLink: SITE_LINKS.blackjack.countIndices,
        cost: { value: correct ? 0 : Math.abs(lost) },
      };
    }
    const advice = lookupIndex(view(table), hand, up, valuedAt(k));
    if (advice === null) throw new RangeError(`The table has no decision for "${item.key}".`);
    const { kind, row } = parseKey(item.key);
    const play = (p: string) => LABEL[p as Play]?.toLowerCase() ?? p;
    const indices = table.entries
      .filter((e) => cellKey(e.decision) === item.key)
      .map((e) => RU.index(play(e.deviation), signed(e.wholeIndex), e.direction === 'atOrAbove', signed(e.index, 2)))
      .join('; ');
    const listed = PLAYS.filter((p) => evs[p] !== undefined)
      .map((p) => `${play(p)} ${evs[p] === 0 ? RU.best : `−${pct(-evs[p]!)}`}`)
      .join(', ');
    return {
      correct,
      expected: capital(play(right)),
      expectedAnswer: right,
      explanation: RU.explain(
        capital(blackjackCellRu(kind, row, up)),
        play(advice.basic),
        indices,
        count,
        listed,
        source,
      ),
      ruleLink: SITE_LINKS.blackjack.countIndices,
      cost: { value: correct ? 0 : Math.max(0, lost) },
    };
  },
};
