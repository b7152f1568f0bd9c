/**
 * Moving the play modes' round histories and the small settings out of `localStorage` into the IndexedDB
 * store, as `legacy.ts` moves the progress: the histories' key is read and checked (`readHistories`, each
 * table replay-checked by the engine), its tables and grading setting are written to the store, read back,
 * and only then marked as moved. The key is never written or deleted; what an older build writes there later
 * is carried over on the next load (a table's later save wins, the same save adds nothing). A key that cannot
 * be read, or was saved by a newer version, stays as it is, is copied into the store and reported on every
 * load; tables the engine refuses are left out, reported, and kept in the copy. The counting system and pace
 * an older build kept are read once, as the initial values.
 *
 * @module
 */
import { HISTORIES_RU } from '@croupier/ru/trainer/storage-tables';
import type { RulesGame } from '../rules/choice.ts';
import type { StoreWrite } from './backend.ts';
import { hashText, tableKey, type PrefEntry, type TableEntry } from './entries.ts';
import { HISTORIES_KEY, readHistories } from './histories.ts';
import { readKey, type StorageLike, type StoreNotice } from './progress.ts';

/** The meta record of the histories' move (as {@link LegacyMove} of `legacy.ts`). */
export const HISTORIES_META = 'legacy-histories';

/** The older store's keys of the small settings, by the name they are kept under in the store. */
export const LEGACY_PREF_KEYS: Readonly<Record<string, string>> = {
  'counting.system': 'croupier.trainer.counting.system',
  'counting.pace': 'croupier.trainer.counting.pace',
};

/** The title of the histories' notices (the banner's default speaks of the progress). */
export const HISTORIES_TITLE = HISTORIES_RU.title;

/** What {@link readLegacyHistories} found. */
export interface LegacyHistoriesRead {
  /** What to write (nothing when there is nothing new). */
  readonly write?: StoreWrite;
  /** The move to mark once the tables are read back. */
  readonly move?: { readonly hash: string; readonly ids: readonly string[] };
  /** What to tell the trainee. */
  readonly notices: readonly StoreNotice[];
}

/**
 * Reads the older store's histories and small settings.
 *
 * @param storage - `localStorage` (or a test double).
 * @param meta - The store's meta records (the last move, the settings already kept).
 * @param now - The time (epoch ms) of a copy kept.
 */
export function readLegacyHistories(
  storage: StorageLike,
  meta: ReadonlyMap<string, unknown>,
  now: number,
): LegacyHistoriesRead {
  // The older values count as chosen long ago: any choice made in the store wins.
  const prefs: PrefEntry[] = [];
  for (const [name, key] of Object.entries(LEGACY_PREF_KEYS)) {
    const value = readKey(storage, key);
    if (value !== null && !meta.has(`pref:${name}`)) prefs.push({ name, value, at: 1 });
  }
  const prefsOnly: LegacyHistoriesRead = prefs.length > 0 ? { write: { prefs }, notices: [] } : { notices: [] };
  const raw = readKey(storage, HISTORIES_KEY);
  if (raw === null) return prefsOnly;
  const hash = hashText(raw);
  const last = meta.get(HISTORIES_META) as { hash?: string; confirmed?: boolean } | undefined;
  if (last?.confirmed === true && last.hash === hash) return prefsOnly;
  const kept = { [`kept:${hash}`]: { key: HISTORIES_KEY, text: raw, at: now } };
  const found = readHistories(raw);
  const notice = (kind: StoreNotice['kind'], message: string): StoreNotice => ({
    kind,
    level: 'error',
    title: HISTORIES_TITLE,
    message,
    backupKey: HISTORIES_KEY,
  });
  if (!found.ok) {
    return {
      write: { prefs, meta: kept },
      notices: [notice(found.newer ? 'newer' : 'corrupt', HISTORIES_RU.legacyKept(found.message, found.newer))],
    };
  }
  const tables: TableEntry[] = [];
  for (const [game, list] of Object.entries(found.value.tables)) {
    for (const t of list)
      tables.push({
        id: tableKey(game as RulesGame, t.id),
        game: game as RulesGame,
        savedAt: t.savedAt,
        history: t.history,
      });
  }
  prefs.push({ name: 'play.feedback', value: found.value.feedback, at: 1 });
  const notices: StoreNotice[] = [];
  if (found.problems.length > 0) {
    notices.push(
      notice('repaired', HISTORIES_RU.legacyRepaired(found.problems.slice(0, 2).join('; '), found.problems.length - 2)),
    );
  }
  return {
    write: { tables, prefs, ...(found.problems.length > 0 ? { meta: kept } : {}) },
    move: { hash, ids: tables.map((t) => t.id) },
    notices,
  };
}
