/**
 * The pieces of the progress as the IndexedDB store keeps them (`log-store.ts`): an append-only log of
 * answers, each with a unique id, the settings as last-writer-wins entries, and the baselines (what an earlier
 * version's progress counted before it had a complete log). The schedule, the counts and the statistics are
 * derived from these (`derive.ts`); merging two devices' data is the union of each by id (`sync.ts`).
 *
 * @module
 */
import type { RoundHistory } from '@croupier/engine/replay';
import type { AnswerRecord } from './log.ts';
import type { DrillProgress } from './progress.ts';
import type { RulesChoice, RulesGame } from '../rules/choice.ts';

/** One answer in the log: the record and its unique id. */
export interface LogEntry extends AnswerRecord {
  /** Unique across tabs and devices: a random UUID, or `legacy-…` for a record carried over from an older store. */
  readonly id: string;
  /** The id of the {@link Baseline} that already counts this answer (carried over from an older store). */
  readonly base?: string;
}

/** A game's rules as last chosen: the latest `at` wins wherever the choices meet. */
export interface SettingEntry {
  /** The game. */
  readonly game: RulesGame;
  /** The choice. */
  readonly choice: RulesChoice;
  /** When it was chosen (epoch ms). */
  readonly at: number;
}

/**
 * A play mode's saved table (its round history), one record per table: a save replaces the stored one of its
 * id only if later, so tabs saving their own tables at once lose none, and the later save of one table wins.
 */
export interface TableEntry {
  /** `<game>:<the table's id>` ({@link tableKey}): a seed may name tables of two games. */
  readonly id: string;
  /** The game (the history's). */
  readonly game: RulesGame;
  /** When it was saved (epoch ms). */
  readonly savedAt: number;
  /** The history as the engine checked it. */
  readonly history: RoundHistory;
}

/**
 * The store's key of a game's table.
 *
 * @param game - The game.
 * @param table - The table's id (its seed).
 */
export const tableKey = (game: RulesGame, table: string): string => `${game}:${table}`;

/** A small setting outside the rules (the counting system, the pace, the play modes' grading): the latest `at` wins. */
export interface PrefEntry {
  /** Its name (`counting.system`, `counting.pace`, `play.feedback`). */
  readonly name: string;
  /** Its value (checked by its reader). */
  readonly value: string | number;
  /** When it was set (epoch ms). */
  readonly at: number;
}

/**
 * What an older store counted before its answers were logged one by one (schema 1 and 2 had no log, schema
 * 3 kept the last 2,000): its drills' cards and counts, taken as they were. Log entries marked with its id
 * are in it already; the others are replayed on top.
 */
export interface Baseline {
  /** `local:<device>` for this browser's older store, `file:<hash>` for an imported older file. */
  readonly id: string;
  /** When it was taken (epoch ms); the later one of an id wins. */
  readonly at: number;
  /** The drills as the older store had them. */
  readonly drills: Readonly<Record<string, DrillProgress>>;
}

/**
 * Log order: by time, then by id (so every tab and device replays the same sequence).
 *
 * @param a - An entry.
 * @param b - Another.
 */
export function entryOrder(a: LogEntry, b: LogEntry): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** FNV-1a over a string from a seed: 32 bits. */
function fnv(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A 64-bit hash of a text as 16 hex digits (not cryptographic: it names things, it guards nothing).
 *
 * @param text - The text.
 */
export function hashText(text: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv(text, 0x811c9dc5)) + hex(fnv(text, 0x01000193 ^ 0x5bd1e995));
}

/**
 * A fresh unique id: `crypto.randomUUID` where there is one, else 128 random bits from `getRandomValues`.
 */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Ids for records carried over from an older store: from their content (every field) and their position
 * among equal records, so carrying the same store over twice, or importing the same file twice, adds nothing.
 *
 * @param records - The older store's log.
 * @param base - The baseline that counts them.
 */
export function legacyEntries(records: readonly AnswerRecord[], base: string): LogEntry[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    const content = JSON.stringify([
      r.drill,
      r.key,
      r.at,
      r.ms,
      r.correct,
      r.answer,
      r.expected,
      r.seed,
      r.cost?.value,
      r.cost?.exact,
    ]);
    const h = hashText(content);
    const n = seen.get(h) ?? 0;
    seen.set(h, n + 1);
    return { ...r, id: `legacy-${h}-${n}`, base };
  });
}

/**
 * What a derived state was computed from, so a cached one can be checked against the log without replaying
 * it: the number of entries, an order-free digest of their ids, and the baselines' ids and times.
 *
 * @param entries - The log.
 * @param bases - The baselines.
 */
export function logDigest(entries: readonly LogEntry[], bases: readonly Baseline[]): string {
  let sum = 0;
  let xor = 0;
  for (const e of entries) {
    const h = fnv(e.id, 0x811c9dc5);
    sum = (sum + h) >>> 0;
    xor = (xor ^ fnv(e.id, 0x9e3779b9)) >>> 0;
  }
  const b = bases
    .map((x) => `${x.id}@${x.at}`)
    .sort()
    .join(',');
  return `${entries.length}:${sum.toString(16)}:${xor.toString(16)}:${b}`;
}
