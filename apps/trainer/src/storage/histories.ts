/**
 * Saved round histories as the trainer kept them in `localStorage` before decision 030 moved the tables into
 * the IndexedDB store (`tab-histories.ts`; this key is now only read, once, by `legacy-histories.ts`): the
 * document (the tables played in the play modes, each a `RoundHistory` of the engine, and the play modes'
 * one setting, when a decision is graded), its reader, which leaves out and reports what the engine refuses,
 * its merge, and the older tab store over {@link HISTORIES_KEY} (`store.ts`'s `VersionedStore`), which
 * only its tests use now.
 *
 * @module
 */
import { checkHistory, type RoundHistory } from '@croupier/engine/replay';
import { HISTORIES_RU as RU } from '@croupier/ru/trainer/storage-tables';
import { RULES_GAMES, type RulesGame } from '../rules/choice.ts';
import { keepBackup, type StorageLike, type StoreNotice } from './progress.ts';
import { VersionedStore, type SchemaLoad, type StoreSchema } from './store.ts';

/** The storage key of the histories. */
export const HISTORIES_KEY = 'croupier.trainer.rounds.v1';
/** The schema version written by this build. */
export const HISTORIES_VERSION = 1;
/** The most tables kept per game (the oldest go first). */
export const MAX_TABLES = 20;

/** When a decision of a round is graded: as it is made, or all at the end of the round. */
export type FeedbackTiming = 'now' | 'end';

/** A saved table. */
export interface SavedTable {
  /** A unique id (the seed and when the table was opened). */
  readonly id: string;
  /** When it was last saved (epoch ms). */
  readonly savedAt: number;
  /** The table's history. */
  readonly history: RoundHistory;
}

/** The saved document. */
export interface Histories {
  /** Always {@link HISTORIES_VERSION}. */
  readonly version: 1;
  /** The play modes' setting. */
  readonly feedback: FeedbackTiming;
  /** Saved tables by game, the latest first. */
  readonly tables: Readonly<Record<RulesGame, readonly SavedTable[]>>;
}

/** No tables, grading as each decision is made. */
export function emptyHistories(): Histories {
  return { version: HISTORIES_VERSION, feedback: 'now', tables: { blackjack: [], baccarat: [], craps: [], stud: [] } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What {@link readHistories} found. */
export type HistoriesRead =
  | { readonly ok: true; readonly value: Histories; readonly problems: readonly string[] }
  | { readonly ok: false; readonly newer: boolean; readonly message: string };

/**
 * Reads a saved document, leaving out the tables that cannot be replayed-checked (reported).
 *
 * @param text - The stored text.
 */
export function readHistories(text: string): HistoriesRead {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, newer: false, message: RU.corrupt };
  }
  if (!isRecord(doc) || typeof doc.version !== 'number') {
    return { ok: false, newer: false, message: RU.unknown };
  }
  if (doc.version > HISTORIES_VERSION) {
    return {
      ok: false,
      newer: true,
      message: RU.newer(doc.version, HISTORIES_VERSION),
    };
  }
  if (doc.version !== HISTORIES_VERSION || !isRecord(doc.tables)) {
    return { ok: false, newer: false, message: RU.unknown };
  }
  const problems: string[] = [];
  const tables = { ...emptyHistories().tables } as Record<RulesGame, SavedTable[]>;
  for (const game of RULES_GAMES) {
    const list = doc.tables[game];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push(RU.listUnreadable);
      continue;
    }
    tables[game] = [];
    for (const t of list as unknown[]) {
      const h = isRecord(t) ? checkHistory(t.history) : undefined;
      if (
        !isRecord(t) ||
        typeof t.id !== 'string' ||
        typeof t.savedAt !== 'number' ||
        !h?.ok ||
        h.value.game !== game
      ) {
        problems.push(RU.tableUnreadable);
        continue;
      }
      tables[game].push({ id: t.id, savedAt: t.savedAt, history: h.value });
    }
  }
  const feedback: FeedbackTiming = doc.feedback === 'end' ? 'end' : 'now';
  if (doc.feedback !== 'now' && doc.feedback !== 'end') problems.push(RU.feedbackUnreadable);
  return { ok: true, value: { version: HISTORIES_VERSION, feedback, tables }, problems };
}

/**
 * Merges this tab's tables with what another tab saved: every table of both, the later save of one
 * table, at most {@link MAX_TABLES} per game, the latest first; this tab's setting.
 *
 * @param mine - This tab's document.
 * @param theirs - The storage's.
 */
export function mergeHistories(mine: Histories, theirs: Histories): Histories {
  const tables = {} as Record<RulesGame, SavedTable[]>;
  for (const game of RULES_GAMES) {
    const byId = new Map<string, SavedTable>();
    for (const t of [...theirs.tables[game], ...mine.tables[game]]) {
      const had = byId.get(t.id);
      if (had === undefined || t.savedAt >= had.savedAt) byId.set(t.id, t);
    }
    tables[game] = [...byId.values()].sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_TABLES);
  }
  return { version: HISTORIES_VERSION, feedback: mine.feedback, tables };
}

/**
 * Puts a table first in its game's list (replacing its earlier save), keeping at most {@link MAX_TABLES}.
 *
 * @param doc - The document.
 * @param table - The table.
 */
export function withTable(doc: Histories, table: SavedTable): Histories {
  const game = table.history.game as RulesGame;
  const rest = doc.tables[game].filter((t) => t.id !== table.id);
  return { ...doc, tables: { ...doc.tables, [game]: [table, ...rest].slice(0, MAX_TABLES) } };
}

/** What a save says when the browser refuses it. */
const SAVE_FAILED = RU.saveFailed;

/**
 * Opens the stored histories: uses what it can, copies aside (`keepBackup`) and reports what it cannot; a
 * newer version's data, or data that could not be copied, is never written over.
 */
function loadHistories(storage: StorageLike | undefined, now: number): SchemaLoad<Histories> {
  const none = { value: emptyHistories(), notices: [], writable: false, raw: null };
  if (storage === undefined) return none;
  let raw: string | null;
  try {
    raw = storage.getItem(HISTORIES_KEY);
  } catch {
    return none;
  }
  if (raw === null) return { ...none, writable: true };
  const read = readHistories(raw);
  if (read.ok && read.problems.length === 0) return { value: read.value, notices: [], writable: true, raw };
  const key = keepBackup(storage, raw, now);
  const backup = key === undefined ? {} : { backupKey: key };
  if (read.ok) {
    const message = RU.repaired(read.problems.slice(0, 2).join('; '));
    return {
      value: read.value,
      notices: [{ kind: 'repaired', level: 'error', message, ...backup }],
      writable: key !== undefined,
      raw,
    };
  }
  const message = RU.kept(read.message, key !== undefined, read.newer);
  return {
    value: emptyHistories(),
    notices: [{ kind: read.newer ? 'newer' : 'corrupt', level: 'error', message, ...backup }],
    writable: !read.newer && key !== undefined,
    raw,
  };
}

/** The histories' schema for the store machinery of `store.ts`. */
export const HISTORIES_SCHEMA: StoreSchema<Histories> = {
  key: HISTORIES_KEY,
  load: loadHistories,
  read(raw) {
    const read = readHistories(raw);
    return read.ok
      ? { ok: true, value: read.value, problems: read.problems.length > 0 }
      : { ok: false, newer: read.newer };
  },
  merge: (_base, mine, theirs) => mergeHistories(mine, theirs),
  save(storage, value) {
    try {
      storage.setItem(HISTORIES_KEY, JSON.stringify(value));
      return undefined;
    } catch {
      return SAVE_FAILED;
    }
  },
  newerNotice: {
    kind: 'newer',
    level: 'error',
    message: RU.newerTab,
  },
  unwritableMessage: SAVE_FAILED,
};

/**
 * The histories store of a tab on `localStorage`, as the trainer had it before the tables moved into the
 * IndexedDB store (decision 030; the app's is `tab-histories.ts`, and `legacy-histories.ts` reads this
 * key once): used by nothing but its tests now. The store machinery of `store.ts` ({@link VersionedStore}: merging
 * with other tabs, retries, backups, notices) over {@link HISTORIES_SCHEMA}. Framework-free; the screens
 * subscribe to it.
 */
export class HistoryStore extends VersionedStore<Histories> {
  /**
   * Loads the histories.
   *
   * @param storage - `localStorage`, a test double, or `undefined`.
   * @param now - The clock (epoch ms), for backup keys.
   */
  constructor(storage: StorageLike | undefined, now: () => number = Date.now) {
    super(HISTORIES_SCHEMA, storage, now);
  }

  /** The document. */
  histories(): Histories {
    return this.state().value;
  }

  /** What the user must be told. */
  storeNotices(): readonly StoreNotice[] {
    return this.state().notices;
  }

  /** Whether everything is saved. */
  saved(): boolean {
    return this.state().saved;
  }
}
