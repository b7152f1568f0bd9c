/**
 * Saved progress: a versioned JSON document in `localStorage` under {@link STORE_KEY}, checked by a
 * validator on every load, upgraded by a chain of migrations, and never silently wiped: a corrupt,
 * invalid or newer-version store is copied aside under a backup key and reported as a
 * {@link StoreNotice} for the UI to show before the app goes on with fresh progress.
 *
 * The storage is passed in ({@link StorageLike}), so tests use a plain in-memory map.
 *
 * @module
 */
import type { StoredCard } from '../scheduler/scheduler.ts';

/** The `localStorage` key of the current schema. */
export const STORE_KEY = 'croupier.trainer.v1';
/** Prefix of the keys that keep unreadable stores (`croupier.trainer.backup.<epoch ms>`). */
export const BACKUP_PREFIX = 'croupier.trainer.backup.';
/** The schema version written by this build. */
export const CURRENT_VERSION = 1;

/** One drill's progress. */
export interface DrillProgress {
  /** FSRS cards by item key; a key without a card is new. */
  readonly cards: Readonly<Record<string, StoredCard>>;
  /** Answers given in this drill, ever. */
  readonly answered: number;
  /** Right answers among them. */
  readonly correct: number;
}

/** Version 1 of the saved progress. */
export interface Progress {
  /** Always {@link CURRENT_VERSION}. */
  readonly version: 1;
  /** Progress by drill id. */
  readonly drills: Readonly<Record<string, DrillProgress>>;
}

/** The part of the Web Storage API this module uses (`localStorage` fits). */
export interface StorageLike {
  /** Reads a key; `null` when absent. */
  getItem(key: string): string | null;
  /** Writes a key; may throw (quota, privacy mode). */
  setItem(key: string, value: string): void;
}

/** A typed trainer error: namespaced code and a Russian message saying what was wrong. */
export interface TrainerError {
  /** `trainer/corrupt-json`, `trainer/invalid-progress`, `trainer/future-version`… */
  readonly code: `trainer/${string}`;
  /** What was wrong and what is expected (Russian: the UI shows it). */
  readonly message: string;
}

/** A value or a {@link TrainerError}. */
export type TrainerResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TrainerError };

/** Something the user must be told about the store. */
export interface StoreNotice {
  /** What happened. */
  readonly kind: 'corrupt' | 'unavailable' | 'migrated' | 'unwritable';
  /** `info` for a migration, `error` otherwise. */
  readonly level: 'info' | 'error';
  /** The Russian text of the banner. */
  readonly message: string;
  /** Where the unreadable data was copied, if it was. */
  readonly backupKey?: string;
}

/** A migration from one schema version to the next. */
export interface Migration {
  /** The version this migration reads; it returns a document of version `from + 1`. */
  readonly from: number;
  /** The `localStorage` key that version was saved under. */
  readonly key: string;
  /** Upgrades a document; may throw on data it cannot read. */
  migrate(doc: unknown): unknown;
}

/** The migrations of released schema versions (none yet: version 1 is the first). */
export const MIGRATIONS: readonly Migration[] = [];

/** Fresh, empty progress. */
export function emptyProgress(): Progress {
  return { version: CURRENT_VERSION, drills: {} };
}

/** An empty record for a drill never practised. */
export function emptyDrillProgress(): DrillProgress {
  return { cards: {}, answered: 0, correct: 0 };
}

function fail<T>(code: `trainer/${string}`, message: string): TrainerResult<T> {
  return { ok: false, error: { code, message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function checkCard(card: unknown, path: string): string | undefined {
  if (!isRecord(card)) return `${path}: ожидался объект карточки`;
  for (const field of ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days'] as const) {
    if (!isFiniteNumber(card[field])) return `${path}.${field}: ожидалось число`;
  }
  for (const field of ['learning_steps', 'reps', 'lapses'] as const) {
    if (!isCount(card[field])) return `${path}.${field}: ожидалось целое число ≥ 0`;
  }
  if (card.state !== 0 && card.state !== 1 && card.state !== 2 && card.state !== 3) {
    return `${path}.state: ожидалось 0, 1, 2 или 3`;
  }
  if (card.last_review !== undefined && !isFiniteNumber(card.last_review)) {
    return `${path}.last_review: ожидалось число или отсутствие поля`;
  }
  return undefined;
}

/**
 * Checks that a parsed document is version-1 progress.
 *
 * @param value - The parsed JSON.
 * @returns The progress, or `trainer/invalid-progress` naming the first wrong field.
 * @example
 * ```ts
 * validateProgress({ version: 1, drills: {} }); // { ok: true, value: … }
 * validateProgress({ version: 1 });             // { ok: false, error: { code: 'trainer/invalid-progress', … } }
 * ```
 */
export function validateProgress(value: unknown): TrainerResult<Progress> {
  const invalid = (what: string) => fail<Progress>('trainer/invalid-progress', `Неверный формат прогресса: ${what}.`);
  if (!isRecord(value)) return invalid('ожидался объект');
  if (value.version !== CURRENT_VERSION) return invalid(`version: ожидалось ${CURRENT_VERSION}`);
  if (!isRecord(value.drills)) return invalid('drills: ожидался объект');
  for (const [id, drill] of Object.entries(value.drills)) {
    const path = `drills["${id}"]`;
    if (!isRecord(drill)) return invalid(`${path}: ожидался объект`);
    if (!isCount(drill.answered)) return invalid(`${path}.answered: ожидалось целое число ≥ 0`);
    if (!isCount(drill.correct) || drill.correct > drill.answered) {
      return invalid(`${path}.correct: ожидалось целое число от 0 до answered`);
    }
    if (!isRecord(drill.cards)) return invalid(`${path}.cards: ожидался объект`);
    for (const [key, card] of Object.entries(drill.cards)) {
      const problem = checkCard(card, `${path}.cards["${key}"]`);
      if (problem !== undefined) return invalid(problem);
    }
  }
  return { ok: true, value: value as unknown as Progress };
}

/**
 * Brings a parsed document of any known version up to the current one and validates it.
 *
 * @param doc - The parsed JSON (a `version` field says which schema it follows).
 * @param migrations - The migration chain (default {@link MIGRATIONS}).
 * @returns Current progress, or `trainer/future-version`, `trainer/no-migration`,
 *   `trainer/migration-failed` or `trainer/invalid-progress`.
 */
export function upgradeProgress(doc: unknown, migrations: readonly Migration[] = MIGRATIONS): TrainerResult<Progress> {
  let current = doc;
  for (;;) {
    const version = isRecord(current) ? current.version : undefined;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      return fail('trainer/invalid-progress', 'Неверный формат прогресса: нет целого поля version.');
    }
    if (version > CURRENT_VERSION) {
      return fail(
        'trainer/future-version',
        `Прогресс сохранён более новой версией тренажёра (версия схемы ${version}, эта версия понимает до ${CURRENT_VERSION}).`,
      );
    }
    if (version === CURRENT_VERSION) return validateProgress(current);
    const step = migrations.find((m) => m.from === version);
    if (step === undefined) {
      return fail('trainer/no-migration', `Нет перехода со схемы версии ${version} на версию ${version + 1}.`);
    }
    try {
      current = step.migrate(current);
    } catch (e) {
      return fail('trainer/migration-failed', `Не удалось перевести прогресс со схемы ${version}: ${String(e)}.`);
    }
  }
}

/**
 * Parses and upgrades a progress document from text (a store value or an imported file).
 *
 * @param text - JSON text.
 * @param migrations - The migration chain.
 * @returns Current progress, or `trainer/corrupt-json` when the text is not JSON, or an upgrade error.
 */
export function parseProgress(text: string, migrations: readonly Migration[] = MIGRATIONS): TrainerResult<Progress> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail('trainer/corrupt-json', 'Сохранённые данные повреждены: это не JSON.');
  }
  return upgradeProgress(doc, migrations);
}

/** The exception thrown by {@link parseProgressOrThrow}; carries the {@link TrainerError}'s code. */
export class TrainerStoreError extends Error {
  /** The namespaced code (`trainer/corrupt-json`…). */
  readonly code: TrainerError['code'];

  /**
   * @param error - The error to carry.
   */
  constructor(error: TrainerError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'TrainerStoreError';
    this.code = error.code;
  }
}

/**
 * {@link parseProgress}, throwing a {@link TrainerStoreError} instead of returning an error.
 *
 * @param text - JSON text.
 * @param migrations - The migration chain.
 * @returns Current progress.
 * @throws {@link TrainerStoreError} when the text is not readable progress.
 * @example
 * ```ts
 * const progress = parseProgressOrThrow(await file.text());
 * ```
 */
export function parseProgressOrThrow(text: string, migrations: readonly Migration[] = MIGRATIONS): Progress {
  const parsed = parseProgress(text, migrations);
  if (parsed.ok) return parsed.value;
  throw new TrainerStoreError(parsed.error);
}

/** What {@link loadProgress} found. */
export interface LoadedProgress {
  /** The progress to use (fresh when nothing readable was found). */
  readonly progress: Progress;
  /** What the user must be told, in order. */
  readonly notices: readonly StoreNotice[];
  /** False when saving must not happen (the corrupt data could not be copied aside, or no storage). */
  readonly writable: boolean;
}

/**
 * The backup key for a store found unreadable at `now`.
 *
 * @param now - Epoch milliseconds.
 */
export function backupKey(now: number): string {
  return `${BACKUP_PREFIX}${now}`;
}

function keepAside(storage: StorageLike, raw: string, now: number, why: TrainerError, from: string): LoadedProgress {
  const key = backupKey(now);
  try {
    storage.setItem(key, raw);
  } catch {
    return {
      progress: emptyProgress(),
      writable: false,
      notices: [
        {
          kind: 'corrupt',
          level: 'error',
          message: `${why.message} Данные остались нетронутыми под ключом «${from}», но копию сделать не удалось, поэтому прогресс этой сессии не будет сохраняться. Тренажёр работает с чистого листа.`,
        },
      ],
    };
  }
  return {
    progress: emptyProgress(),
    writable: true,
    notices: [
      {
        kind: 'corrupt',
        level: 'error',
        message: `${why.message} Прежние данные сохранены без изменений под ключом «${key}» в localStorage. Тренажёр продолжает с чистого листа.`,
        backupKey: key,
      },
    ],
  };
}

/**
 * Loads progress: the current key if present, else the newest older key a migration knows.
 *
 * Nothing is ever deleted: unreadable data is copied to a backup key before fresh progress is used,
 * and migrated data stays under its old key too.
 *
 * @param storage - `localStorage`, a test double, or `undefined` when the browser gives none.
 * @param now - The current time (epoch ms), for the backup key.
 * @param migrations - The migration chain (default {@link MIGRATIONS}).
 * @returns The progress, the notices to show, and whether saving is safe.
 * @example
 * ```ts
 * const { progress, notices } = loadProgress(window.localStorage, Date.now());
 * ```
 */
export function loadProgress(
  storage: StorageLike | undefined,
  now: number,
  migrations: readonly Migration[] = MIGRATIONS,
): LoadedProgress {
  const unavailable: LoadedProgress = {
    progress: emptyProgress(),
    writable: false,
    notices: [
      {
        kind: 'unavailable',
        level: 'error',
        message: 'Хранилище браузера (localStorage) недоступно: прогресс не будет сохраняться между визитами.',
      },
    ],
  };
  if (storage === undefined) return unavailable;
  let raw: string | null;
  try {
    raw = storage.getItem(STORE_KEY);
  } catch {
    return unavailable;
  }
  if (raw !== null) {
    const parsed = parseProgress(raw, migrations);
    if (parsed.ok) return { progress: parsed.value, notices: [], writable: true };
    return keepAside(storage, raw, now, parsed.error, STORE_KEY);
  }
  for (const m of [...migrations].sort((a, b) => b.from - a.from)) {
    let old: string | null;
    try {
      old = storage.getItem(m.key);
    } catch {
      return unavailable;
    }
    if (old === null) continue;
    const parsed = parseProgress(old, migrations);
    if (!parsed.ok) return keepAside(storage, old, now, parsed.error, m.key);
    const saved = saveProgress(storage, parsed.value);
    return {
      progress: parsed.value,
      writable: saved.ok,
      notices: [
        {
          kind: 'migrated',
          level: 'info',
          message: `Прогресс перенесён из прежней версии тренажёра (схема ${m.from} → ${CURRENT_VERSION}); старые данные оставлены под ключом «${m.key}».`,
        },
      ],
    };
  }
  return { progress: emptyProgress(), notices: [], writable: true };
}

/**
 * Saves progress under {@link STORE_KEY}.
 *
 * @param storage - Where to save.
 * @param progress - The progress.
 * @returns Nothing, or `trainer/save-failed` (quota, privacy mode).
 */
export function saveProgress(storage: StorageLike, progress: Progress): TrainerResult<void> {
  try {
    storage.setItem(STORE_KEY, JSON.stringify(progress));
    return { ok: true, value: undefined };
  } catch (e) {
    return fail('trainer/save-failed', `Не удалось сохранить прогресс: ${String(e)}.`);
  }
}

/**
 * Serialises progress for an export file (pretty JSON).
 *
 * @param progress - The progress.
 */
export function exportProgress(progress: Progress): string {
  return `${JSON.stringify(progress, null, 2)}\n`;
}
