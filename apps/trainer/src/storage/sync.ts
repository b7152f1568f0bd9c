/**
 * Sync between devices without a server: a sync file (the log, the settings and the baselines as JSON),
 * checked whole before anything is changed, and merged with what this browser holds as a union by id — so
 * merging is the same in either order, twice is once, and no entry is lost. Older progress files (schema
 * 1 to 3) are read too, as a baseline of their own. Loaded lazily, when a file, a link or a folder is read.
 *
 * @module
 */
import { checkHistory } from '@croupier/engine/replay';
import { SYNC_FILE_RU as RU } from '@croupier/ru/trainer/storage-tables';
import { RULES_GAMES, type RulesChoice, type RulesGame } from '../rules/choice.ts';
import {
  entryOrder,
  hashText,
  legacyEntries,
  tableKey,
  type Baseline,
  type LogEntry,
  type SettingEntry,
  type TableEntry,
} from './entries.ts';
import { choiceProblem, parseProgress, recordProblem, validateProgress, type TrainerResult } from './progress.ts';

/** The `format` field of a sync file. */
export const SYNC_FORMAT = 'croupier-sync';
/** The sync file's version written by this build. */
export const SYNC_VERSION = 1;

/** A sync file: everything the store holds that a device does not derive. */
export interface SyncDoc {
  /** Always {@link SYNC_FORMAT}. */
  readonly format: typeof SYNC_FORMAT;
  /** Always {@link SYNC_VERSION}. */
  readonly version: 1;
  /** Every answer, in log order. */
  readonly log: readonly LogEntry[];
  /** Each game's latest rules choice. */
  readonly settings: readonly SettingEntry[];
  /** What older stores counted. */
  readonly bases: readonly Baseline[];
  /** The play modes' saved tables (absent in files of builds before them, and when there are none). */
  readonly tables?: readonly TableEntry[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15;

function fail<T>(message: string): TrainerResult<T> {
  return { ok: false, error: { code: 'trainer/invalid-sync', message: RU.invalid(message) } };
}

/**
 * Checks that a parsed value is a whole sync file; the first problem refuses it.
 *
 * @param value - The parsed JSON.
 * @returns The sync document, or `trainer/invalid-sync` saying what is wrong.
 */
export function validateSync(value: unknown): TrainerResult<SyncDoc> {
  if (!isRecord(value) || value.format !== SYNC_FORMAT) return fail(RU.notSync);
  if (typeof value.version !== 'number' || value.version > SYNC_VERSION) {
    return {
      ok: false,
      error: {
        code: 'trainer/future-version',
        message: RU.newer(Number(value.version) || 0, SYNC_VERSION),
      },
    };
  }
  if (value.version !== SYNC_VERSION) return fail(RU.version(String(value.version)));
  if (!Array.isArray(value.log)) return fail(RU.noLog);
  const ids = new Set<string>();
  for (const [i, e] of (value.log as unknown[]).entries()) {
    const problem = recordProblem(e);
    const where = RU.logEntry(i + 1);
    if (problem !== undefined) return fail(`${where}: ${problem}`);
    const entry = e as Record<string, unknown>;
    if (!isId(entry.id)) return fail(RU.noId(where));
    if (entry.base !== undefined && !isId(entry.base)) return fail(RU.badBase(where));
    if (ids.has(entry.id)) return fail(RU.repeatedId(where));
    ids.add(entry.id);
  }
  if (!Array.isArray(value.settings)) return fail(RU.noSettings);
  const games = new Set<string>();
  for (const s of value.settings as unknown[]) {
    if (!isRecord(s) || !(RULES_GAMES as readonly unknown[]).includes(s.game) || games.has(s.game as string)) {
      return fail(RU.badSetting);
    }
    games.add(s.game as string);
    if (!isTime(s.at)) return fail(RU.settingTime);
    const problem = choiceProblem(s.game as RulesGame, s.choice);
    if (problem !== undefined) return fail(problem);
  }
  if (!Array.isArray(value.bases)) return fail(RU.noBases);
  for (const b of value.bases as unknown[]) {
    if (!isRecord(b) || !isId(b.id) || !isTime(b.at)) return fail(RU.baseUnreadable);
    const check = validateProgress({ version: 3, drills: b.drills, settings: { rules: {} }, log: [] });
    if (!check.ok) return fail(RU.base(check.error.message));
  }
  const tables: TableEntry[] = [];
  if (value.tables !== undefined) {
    if (!Array.isArray(value.tables)) return fail(RU.tablesUnreadable);
    const seen = new Set<string>();
    for (const [i, t] of (value.tables as unknown[]).entries()) {
      const where = RU.table(i + 1);
      const h = isRecord(t) ? checkHistory(t.history) : undefined;
      if (!isRecord(t) || !h?.ok || !isTime(t.savedAt) || h.value.game !== t.game)
        return fail(RU.tableUnreadable(where));
      const game = t.game as RulesGame;
      if (!isId(t.id) || !t.id.startsWith(tableKey(game, '')) || seen.has(t.id)) return fail(RU.tableId(where));
      seen.add(t.id);
      tables.push({ id: t.id, game, savedAt: t.savedAt, history: h.value });
    }
  }
  const doc = value as unknown as SyncDoc;
  return {
    ok: true,
    value: {
      format: SYNC_FORMAT,
      version: SYNC_VERSION,
      log: [...doc.log].sort(entryOrder),
      settings: doc.settings.map((s) => ({ game: s.game, choice: s.choice, at: s.at })),
      bases: doc.bases.map((b) => ({ id: b.id, at: b.at, drills: b.drills })),
      ...(tables.length > 0 ? { tables } : {}),
    },
  };
}

/** Of two versions of one thing: the later `at`, then the larger JSON (any fixed rule makes a merge symmetric). */
function pick<T extends { readonly at: number }>(a: T, b: T): T {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

function unionBy<T extends { readonly at: number }>(a: readonly T[], b: readonly T[], id: (x: T) => string): T[] {
  const out = new Map<string, T>();
  for (const x of [...a, ...b]) {
    const had = out.get(id(x));
    out.set(id(x), had === undefined ? x : pick(had, x));
  }
  return [...out.values()];
}

const atSaved = (t: TableEntry) => ({ ...t, at: t.savedAt });

/**
 * Two devices' data merged: the union of the logs by entry id, each game's later rules choice, the union of
 * the baselines by id (the later of one id), the union of the saved tables by id (the later save of one).
 * Symmetric, idempotent, and nothing of either is lost.
 *
 * @param a - One device's data.
 * @param b - The other's.
 */
export function mergeSync(a: SyncDoc, b: SyncDoc): SyncDoc {
  const byId = (x: { readonly id: string }) => x.id;
  return {
    format: SYNC_FORMAT,
    version: SYNC_VERSION,
    log: unionBy(a.log, b.log, byId).sort(entryOrder),
    settings: unionBy(a.settings, b.settings, (s) => s.game).sort((x, y) => (x.game < y.game ? -1 : 1)),
    bases: unionBy(a.bases, b.bases, byId).sort((x, y) => (x.id < y.id ? -1 : 1)),
    ...(a.tables !== undefined || b.tables !== undefined
      ? {
          tables: unionBy((a.tables ?? []).map(atSaved), (b.tables ?? []).map(atSaved), byId)
            .map(({ at: _, ...t }) => t)
            .sort((x, y) => (x.id < y.id ? -1 : 1)),
        }
      : {}),
  };
}

/**
 * Reads an imported file: a sync file, or progress saved by an earlier version (schema 1 to 3, checked
 * whole as before), which becomes a baseline named by its content (importing it twice adds it once) with its
 * log, and its rules chosen now.
 *
 * @param text - The file's text.
 * @param now - The time (epoch ms) an older file's rules count as chosen.
 * @returns The document to merge, or what is wrong with the file.
 */
export function readImport(text: string, now: number): TrainerResult<SyncDoc> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(RU.notJson);
  }
  if (isRecord(value) && value.format === SYNC_FORMAT) return validateSync(value);
  const old = parseProgress(text);
  if (!old.ok) return old;
  const p = old.value;
  const id = `file:${hashText(JSON.stringify(p.drills))}`;
  const settings = RULES_GAMES.map((game) => ({ game, choice: p.settings.rules[game] as RulesChoice, at: now }));
  return {
    ok: true,
    value: {
      format: SYNC_FORMAT,
      version: SYNC_VERSION,
      log: legacyEntries(p.log, id),
      settings,
      bases: [{ id, at: 0, drills: p.drills }],
    },
  };
}
