/**
 * Moving the progress of earlier versions out of `localStorage` into the IndexedDB store, keeping
 * everything: the newest key present (schema 3, 2 or 1) is read and checked as before, written as a
 * baseline with its log, read back, and only then marked as moved. Nothing in `localStorage` is deleted or
 * written: an older build open in another tab keeps its own key, and what it writes there later is carried
 * over on the next load (the same records add nothing twice). Data that cannot be read, or was saved by a
 * newer version, stays where it is, is copied into the store too, and is reported; the banner offers it.
 *
 * @module
 */
import { LOG_STORE_RU as RU } from '@croupier/ru/trainer/storage';
import type { StoreWrite } from './backend.ts';
import { hashText, legacyEntries } from './entries.ts';
import {
  BACKUP_PREFIX,
  readKey,
  readProgressText,
  STORE_KEY,
  V1_KEY,
  V2_KEY,
  type StorageLike,
  type StoreNotice,
} from './progress.ts';
import { RULES_GAMES } from '../rules/choice.ts';

/** What was carried over, kept in the store's meta under {@link LEGACY_META}. */
export interface LegacyMove {
  /** The key read. */
  readonly key: string;
  /** The hash of its text when read. */
  readonly hash: string;
  /** Set once the written data was read back whole. */
  readonly confirmed: boolean;
}

/** The meta record of the move. */
export const LEGACY_META = 'legacy';

/** What {@link readLegacy} found. */
export interface LegacyRead {
  /** What to write (nothing when there is nothing new). */
  readonly write?: StoreWrite;
  /** The move to mark once the write is read back (with the ids to look for). */
  readonly move?: LegacyMove & { readonly base: string; readonly ids: readonly string[] };
  /** What to tell the trainee. */
  readonly notices: readonly StoreNotice[];
}

/**
 * Reads the older store: what to write to IndexedDB and what to report.
 *
 * @param storage - `localStorage` (or a test double), or `undefined`.
 * @param meta - The store's meta records (the last move, copies kept).
 * @param device - This browser's id (names its baseline).
 * @param now - The time (epoch ms).
 * @param previous - When this browser's baseline was last taken (a new one must be later to replace it).
 */
export function readLegacy(
  storage: StorageLike | undefined,
  meta: ReadonlyMap<string, unknown>,
  device: string,
  now: number,
  previous = -Infinity,
): LegacyRead {
  if (storage === undefined) return { notices: [] };
  const kept: Record<string, unknown> = {};
  // Copies an older build made of unreadable data: kept in the store as well.
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k === null || !k.startsWith(BACKUP_PREFIX)) continue;
      const text = readKey(storage, k);
      if (text !== null && !meta.has(`kept:${hashText(text)}`))
        kept[`kept:${hashText(text)}`] = { key: k, text, at: now };
    }
  } catch {
    // A storage that cannot be listed has no copies to carry.
  }
  const key = [STORE_KEY, V2_KEY, V1_KEY].find((k) => readKey(storage, k) !== null);
  const raw = key === undefined ? null : readKey(storage, key);
  const keptOnly = Object.keys(kept).length > 0 ? { write: { meta: kept } } : {};
  if (key === undefined || raw === null) return { ...keptOnly, notices: [] };
  const hash = hashText(raw);
  const last = meta.get(LEGACY_META) as LegacyMove | undefined;
  if (last?.confirmed === true && last.hash === hash) return { ...keptOnly, notices: [] };
  const found = readProgressText(raw);
  if (!found.ok) {
    const future = found.error.code === 'trainer/future-version';
    const message = future ? RU.legacyNewer(found.error.message) : RU.legacyCorrupt(found.error.message);
    return {
      write: { meta: { ...kept, [`kept:${hash}`]: { key, text: raw, at: now } } },
      notices: [{ kind: 'corrupt', level: 'error', message, backupKey: key }],
    };
  }
  const { progress, problems } = found.value;
  const base = `local:${device}`;
  const log = legacyEntries(progress.log, base);
  const notices: StoreNotice[] = [];
  if (last === undefined) {
    notices.push({
      kind: 'migrated',
      level: 'info',
      message: RU.legacyMigrated,
    });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join('; ');
    notices.push({
      kind: 'repaired',
      level: 'error',
      message: RU.legacyRepaired(shown, problems.length - 3),
      backupKey: key,
    });
    kept[`kept:${hash}`] = { key, text: raw, at: now };
  }
  return {
    write: {
      log,
      bases: [{ id: base, at: Math.max(now, previous + 1), drills: progress.drills }],
      // The older store's rules count as chosen long ago: any choice made in this store since wins.
      settings: RULES_GAMES.map((game) => ({ game, choice: progress.settings.rules[game], at: 1 })),
      meta: kept,
    },
    move: { key, hash, confirmed: false, base, ids: log.map((e) => e.id) },
    notices,
  };
}
