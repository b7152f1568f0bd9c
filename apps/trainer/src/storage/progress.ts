/**
 * Saved progress: a versioned JSON document in the browser's storage under {@link STORE_KEY} — every
 * drill's scheduling cards and counts, and the settings (the rules of each game) — checked by a validator
 * on every load, upgraded by a chain of migrations, merged with what another tab saved, and never silently
 * wiped: a store that cannot be read, or comes from a newer version, is copied aside (one copy per state,
 * the oldest copies pruned) and reported as a {@link StoreNotice} before the app goes on.
 *
 * The storage is passed in ({@link StorageLike}), so tests use a plain in-memory map. The live store (saving,
 * retries, other tabs) is `store.ts`.
 *
 * @module
 */
import { formatNumber } from '@croupier/ru';
import { PROGRESS_CHECK_RU as CHECK, PROGRESS_NOTICES_RU as NOTICES } from '@croupier/ru/trainer/storage';
import type { AnswerRecord } from './log.ts';
import { findMeta } from '../drills/catalog.ts';
import { STABILITY_MAX, STABILITY_MIN, type StoredCard } from '../scheduler/card.ts';
import {
  defaultRulesSettings,
  PRESET_CHOICES,
  resolveChoice,
  RULES_GAMES,
  sameJson,
  type RulesChoice,
  type RulesGame,
  type RulesSettings,
} from '../rules/choice.ts';

/** The storage key of the current schema. */
export const STORE_KEY = 'croupier.trainer.v3';
/** The storage key of schema version 2 (progress and settings, no answer log). */
export const V2_KEY = 'croupier.trainer.v2';
/** The storage key of schema version 1 (progress only, no settings). */
export const V1_KEY = 'croupier.trainer.v1';
/** Prefix of the keys that keep unreadable stores (`croupier.trainer.backup.<epoch ms>`). */
export const BACKUP_PREFIX = 'croupier.trainer.backup.';
/** The schema version written by this build. */
export const CURRENT_VERSION = 3;
/**
 * The most answer records kept in {@link Progress.log}; older ones are dropped first. 2,000 records of about
 * 200 bytes are some 0.4 MB of JSON, under a tenth of the 5 MB a browser gives a site, and cover about
 * twenty sessions of a hundred answers: enough for the ledger, heatmaps and mistakes review to speak of
 * recent play (see `docs/decisions/019-cost-weighted-scheduling.md`).
 */
export const LOG_CAP = 2000;
/** The most copies of unreadable stores kept; older ones are removed when a new one is made. */
export const MAX_BACKUPS = 3;

/** One drill's progress. */
export interface DrillProgress {
  /** FSRS cards by item key; a key without a card is new. */
  readonly cards: Readonly<Record<string, StoredCard>>;
  /** Answers given in this drill, ever. */
  readonly answered: number;
  /** Right answers among them. */
  readonly correct: number;
}

/** What the trainee chose. */
export interface Settings {
  /** The rules of each game. */
  readonly rules: RulesSettings;
}

/** Version 3 of the saved progress. */
export interface Progress {
  /** Always {@link CURRENT_VERSION}. */
  readonly version: 3;
  /** Progress by drill id. */
  readonly drills: Readonly<Record<string, DrillProgress>>;
  /** The settings. */
  readonly settings: Settings;
  /** Every graded answer, oldest first, at most {@link LOG_CAP} (the oldest dropped first). */
  readonly log: readonly AnswerRecord[];
}

/** The part of the Web Storage API this module uses (`localStorage` fits). */
export interface StorageLike {
  /** Reads a key; `null` when absent. */
  getItem(key: string): string | null;
  /** Writes a key; may throw (quota, privacy mode). */
  setItem(key: string, value: string): void;
  /** Removes a key. */
  removeItem(key: string): void;
  /** The number of keys. */
  readonly length: number;
  /** The n-th key, or `null`. */
  key(index: number): string | null;
}

/**
 * Reads a key of a storage, `null` when it is absent or the storage refuses to be read (privacy mode, a
 * revoked permission).
 *
 * @param storage - `localStorage` (or a test double).
 * @param key - The key.
 */
export function readKey(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** A typed trainer error: namespaced code and a Russian message saying what was wrong. */
export interface TrainerError {
  /** `trainer/corrupt-json`, `trainer/invalid-progress`, `trainer/future-version`… */
  readonly code: `trainer/${string}`;
  /** What was wrong and what is expected, in plain Russian (the UI shows it). */
  readonly message: string;
}

/** A value or a {@link TrainerError}. */
export type TrainerResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TrainerError };

/** Something the user must be told about the store. */
export interface StoreNotice {
  /**
   * What happened: the store could not be read (`corrupt`), parts of it could not (`repaired`), another
   * tab runs a newer version (`newer`), there is no storage (`unavailable`), saving failed (`unwritable`),
   * or old data was carried over (`migrated`).
   */
  readonly kind: 'corrupt' | 'repaired' | 'newer' | 'unavailable' | 'migrated' | 'unwritable';
  /** `info` for a migration, `error` otherwise. */
  readonly level: 'info' | 'error';
  /** The Russian text of the banner, in plain words (no storage keys or API names). */
  readonly message: string;
  /** The banner's title, when the default one (about the progress) does not fit (another store's notice). */
  readonly title?: string;
  /** Where the unreadable data was copied, if it was (the banner offers it as a file). */
  readonly backupKey?: string;
}

/** A migration from one schema version to the next. */
export interface Migration {
  /** The version this migration reads; it returns a document of version `from + 1`. */
  readonly from: number;
  /** The storage key that version was saved under. */
  readonly key: string;
  /** Upgrades a document; may throw on data it cannot read. */
  migrate(doc: unknown): unknown;
}

/**
 * The migrations of released schema versions: version 1 had no settings (it gets the default rules);
 * version 2 had no answer log (it gets an empty one: the answers it counted stay in the drills' counts).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    key: V1_KEY,
    migrate(doc) {
      const old = doc as { drills?: unknown };
      return { version: 2, drills: old.drills, settings: { rules: defaultRulesSettings() } };
    },
  },
  {
    from: 2,
    key: V2_KEY,
    migrate(doc) {
      const old = doc as { drills?: unknown; settings?: unknown };
      return { version: 3, drills: old.drills, settings: old.settings, log: [] };
    },
  },
];

/** Fresh, empty progress with the default settings. */
export function emptyProgress(): Progress {
  return { version: CURRENT_VERSION, drills: {}, settings: { rules: defaultRulesSettings() }, log: [] };
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
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The widest range of times a `Date` holds, ±8.64·10^15 ms. */
const MAX_TIME = 8.64e15;

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_TIME;
}

function isNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const num = (x: unknown) => (typeof x === 'number' ? formatNumber(x, { min: 0, max: 3 }) : `«${String(x)}»`);

/**
 * Why a saved card cannot be given to the scheduler, or `undefined` when it can. The memory state must be
 * what FSRS (ts-fsrs) accepts: a new card's zero stability and difficulty, or a stability from
 * {@link STABILITY_MIN} to {@link STABILITY_MAX} days with a difficulty from 1 to 10; dates within what a
 * `Date` holds; counts whole and not negative.
 */
export function cardProblem(card: unknown): string | undefined {
  if (!isRecord(card)) return CHECK.notCard;
  if (!isTime(card.due)) return CHECK.due(num(card.due));
  if (card.last_review !== undefined && !isTime(card.last_review)) {
    return CHECK.lastReview(num(card.last_review));
  }
  for (const field of ['elapsed_days', 'scheduled_days'] as const) {
    if (!isNonNegative(card[field])) return CHECK.interval(num(card[field]));
  }
  for (const field of ['learning_steps', 'reps', 'lapses'] as const) {
    if (!isCount(card[field])) return CHECK.counter(num(card[field]));
  }
  if (card.state !== 0 && card.state !== 1 && card.state !== 2 && card.state !== 3) {
    return CHECK.state(num(card.state));
  }
  const s = card.stability;
  const d = card.difficulty;
  if (typeof s !== 'number' || typeof d !== 'number' || !Number.isFinite(s) || !Number.isFinite(d)) {
    return CHECK.notNumbers(num(s), num(d));
  }
  const fresh = s === 0 && d === 0;
  if (fresh) return card.state === 0 ? undefined : CHECK.freshStarted;
  if (s < STABILITY_MIN || s > STABILITY_MAX) {
    return CHECK.stability(num(s), num(STABILITY_MIN), num(STABILITY_MAX));
  }
  if (d < 1 || d > 10) return CHECK.difficulty(num(d));
  return undefined;
}

/** Why a drill's counts are wrong, or `undefined`. */
function countsProblem(drill: Record<string, unknown>): string | undefined {
  if (!isCount(drill.answered)) return CHECK.answered(num(drill.answered));
  if (!isCount(drill.correct) || drill.correct > drill.answered) {
    return CHECK.correct(num(drill.correct), num(drill.answered));
  }
  return undefined;
}

/**
 * A saved drill's name for the reader (the banner names no id): `упражнение «<title>»` from the catalog, the
 * play mode of a game, or a drill this version of the trainer does not have.
 *
 * @param id - The drill id the progress is saved under.
 */
export function drillNameRu(id: string): string {
  const meta = findMeta(id);
  if (meta !== undefined) return CHECK.drill(meta.title);
  const game = RULES_GAMES.find((g) => id === `play-${g}`);
  if (game !== undefined) return CHECK.rounds(game);
  return CHECK.unknownDrill;
}

/**
 * Why a game's stored rules choice is wrong (a preset this build does not know, rules the engine refuses), in
 * Russian, or `undefined`.
 *
 * @param game - The game.
 * @param choice - The parsed choice.
 */
export function choiceProblem(game: RulesGame, choice: unknown): string | undefined {
  if (!isRecord(choice)) return CHECK.rulesMissing(game);
  if (!(PRESET_CHOICES as readonly unknown[]).includes(choice.preset)) {
    return CHECK.unknownPreset(game, num(choice.preset));
  }
  if (!isRecord(choice.overrides)) return CHECK.overridesMissing(game);
  const r = resolveChoice(game, choice as unknown as RulesChoice);
  return r.ok ? undefined : CHECK.rulesRefused(game, r.message);
}

const FRACTION = /^-?\d{1,400}\/[1-9]\d{0,400}$/u;

/**
 * Why a saved answer record cannot be read, or `undefined` when it can: the fields of `AnswerRecord`
 * with their types (strings of at most 200 characters, a time, a non-negative duration, a cost with a
 * finite value and an exact `num/den` when given).
 *
 * @param record - The parsed record.
 */
export function recordProblem(record: unknown): string | undefined {
  if (!isRecord(record)) return CHECK.notRecord;
  for (const field of ['drill', 'key', 'answer', 'expected', 'seed'] as const) {
    const v = record[field];
    if (typeof v !== 'string' || v.length > 200) return CHECK.recordField(num(v));
  }
  if (!isTime(record.at)) return CHECK.recordTime(num(record.at));
  if (!isNonNegative(record.ms)) return CHECK.recordMs(num(record.ms));
  if (typeof record.correct !== 'boolean') return CHECK.recordCorrect;
  const cost = record.cost;
  if (cost !== undefined) {
    if (!isRecord(cost) || typeof cost.value !== 'number' || !Number.isFinite(cost.value)) {
      return CHECK.costValue;
    }
    if (cost.exact !== undefined && (typeof cost.exact !== 'string' || !FRACTION.test(cost.exact))) {
      return CHECK.costExact(num(cost.exact));
    }
  }
  return undefined;
}

/** The last {@link LOG_CAP} records of a log. */
export function capLog(log: readonly AnswerRecord[]): readonly AnswerRecord[] {
  return log.length > LOG_CAP ? log.slice(log.length - LOG_CAP) : log;
}

/** What {@link readProgress} found: the progress it could read, and what it had to leave out. */
export interface ReadProgress {
  /** The progress, without the parts that were wrong. */
  readonly progress: Progress;
  /** What was left out and why, in plain Russian; empty when the document was whole. */
  readonly problems: readonly string[];
}

/**
 * Reads a parsed current-version document, leaving out what is wrong: a card the scheduler would refuse,
 * a drill whose counts are impossible, a game's rules the engine refuses (back to the default). What
 * cannot be read at all (not an object, no drills) is an error.
 *
 * @param value - The parsed JSON of version {@link CURRENT_VERSION}.
 * @returns The progress and the problems, or `trainer/invalid-progress`.
 */
export function readProgress(value: unknown): TrainerResult<ReadProgress> {
  const invalid = (what: string) => fail<ReadProgress>('trainer/invalid-progress', CHECK.invalid(what));
  if (!isRecord(value)) return invalid(CHECK.noDocument);
  if (value.version !== CURRENT_VERSION) return invalid(CHECK.version(num(value.version), CURRENT_VERSION));
  if (!isRecord(value.drills)) return invalid(CHECK.noDrills);
  const problems: string[] = [];
  const drills: Record<string, DrillProgress> = {};
  for (const [id, drill] of Object.entries(value.drills)) {
    const name = drillNameRu(id);
    if (!isRecord(drill) || !isRecord(drill.cards)) {
      problems.push(CHECK.drillUnreadable(name));
      continue;
    }
    const counts = countsProblem(drill);
    if (counts !== undefined) {
      problems.push(`${name}: ${counts}`);
      continue;
    }
    const cards: Record<string, StoredCard> = {};
    let bad = 0;
    let first: string | undefined;
    for (const [key, card] of Object.entries(drill.cards)) {
      const problem = cardProblem(card);
      if (problem === undefined) cards[key] = card as unknown as StoredCard;
      else {
        bad++;
        first ??= problem;
      }
    }
    if (bad > 0) {
      problems.push(CHECK.cardsUnreadable(name, bad, first));
    }
    drills[id] = { cards, answered: drill.answered as number, correct: drill.correct as number };
  }
  const log: AnswerRecord[] = [];
  if (!Array.isArray(value.log)) {
    problems.push(CHECK.noLog);
  } else {
    let bad = 0;
    let first: string | undefined;
    for (const r of value.log as unknown[]) {
      const problem = recordProblem(r);
      if (problem === undefined) log.push(r as AnswerRecord);
      else {
        bad++;
        first ??= problem;
      }
    }
    if (bad > 0) {
      problems.push(CHECK.recordsUnreadable(bad, first));
    }
  }
  const rules: Record<string, RulesChoice> = { ...defaultRulesSettings() };
  const settings = value.settings;
  if (!isRecord(settings) || !isRecord(settings.rules)) {
    problems.push(CHECK.noSettings);
  } else {
    for (const game of RULES_GAMES) {
      const choice = settings.rules[game];
      if (choice === undefined) continue; // a game added later: its default
      const problem = choiceProblem(game, choice);
      if (problem === undefined) {
        const c = choice as unknown as RulesChoice;
        rules[game] = { preset: c.preset, overrides: { ...c.overrides } };
      } else problems.push(CHECK.rulesDefault(problem));
    }
  }
  return {
    ok: true,
    value: {
      progress: { version: CURRENT_VERSION, drills, settings: { rules: rules as RulesSettings }, log: capLog(log) },
      problems,
    },
  };
}

/**
 * Checks that a parsed document is whole current-version progress (an imported file must be: nothing is
 * left out of it silently).
 *
 * @param value - The parsed JSON.
 * @returns The progress, or `trainer/invalid-progress` naming the first thing wrong.
 * @example
 * ```ts
 * validateProgress(emptyProgress()); // { ok: true, value: … }
 * validateProgress({ version: 2 });  // { ok: false, error: { code: 'trainer/invalid-progress', … } }
 * ```
 */
export function validateProgress(value: unknown): TrainerResult<Progress> {
  const read = readProgress(value);
  if (!read.ok) return read;
  if (read.value.problems.length > 0) {
    return fail('trainer/invalid-progress', CHECK.invalid(read.value.problems[0]));
  }
  return { ok: true, value: read.value.progress };
}

/**
 * Brings a parsed document of any known version up to the current one.
 *
 * @param doc - The parsed JSON (a `version` field says which schema it follows).
 * @param migrations - The migration chain (default {@link MIGRATIONS}).
 * @returns A current-version document (not yet validated), or `trainer/future-version`,
 *   `trainer/no-migration`, `trainer/migration-failed` or `trainer/invalid-progress`.
 */
export function upgradeDocument(doc: unknown, migrations: readonly Migration[] = MIGRATIONS): TrainerResult<unknown> {
  let current = doc;
  for (;;) {
    const version = isRecord(current) ? current.version : undefined;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      return fail('trainer/invalid-progress', CHECK.noVersion);
    }
    if (version > CURRENT_VERSION) {
      return fail('trainer/future-version', CHECK.newer(version, CURRENT_VERSION));
    }
    if (version === CURRENT_VERSION) return { ok: true, value: current };
    const step = migrations.find((m) => m.from === version);
    if (step === undefined) {
      return fail('trainer/no-migration', CHECK.noMigration(version));
    }
    try {
      current = step.migrate(current);
    } catch (e) {
      return fail('trainer/migration-failed', CHECK.migrationFailed(version, String(e)));
    }
  }
}

/**
 * Parses and upgrades a progress document from text, leaving out what is wrong ({@link readProgress}).
 *
 * @param text - JSON text.
 * @param migrations - The migration chain.
 * @returns The progress and the problems, or `trainer/corrupt-json` or an upgrade error.
 */
export function readProgressText(
  text: string,
  migrations: readonly Migration[] = MIGRATIONS,
): TrainerResult<ReadProgress> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail('trainer/corrupt-json', CHECK.corrupt);
  }
  const upgraded = upgradeDocument(doc, migrations);
  return upgraded.ok ? readProgress(upgraded.value) : upgraded;
}

/**
 * Parses and upgrades a whole progress document from text (an imported file): any problem refuses it.
 *
 * @param text - JSON text.
 * @param migrations - The migration chain.
 * @returns Current progress, or `trainer/corrupt-json`, an upgrade error or `trainer/invalid-progress`.
 */
export function parseProgress(text: string, migrations: readonly Migration[] = MIGRATIONS): TrainerResult<Progress> {
  const read = readProgressText(text, migrations);
  if (!read.ok) return read;
  if (read.value.problems.length > 0) {
    return fail('trainer/invalid-progress', CHECK.invalid(read.value.problems[0]));
  }
  return { ok: true, value: read.value.progress };
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
 * @throws {@link TrainerStoreError} when the text is not whole, readable progress.
 */
export function parseProgressOrThrow(text: string, migrations: readonly Migration[] = MIGRATIONS): Progress {
  const parsed = parseProgress(text, migrations);
  if (parsed.ok) return parsed.value;
  throw new TrainerStoreError(parsed.error);
}

// ------------------------------------------------------------------ backups

/**
 * The backup key for a store found unreadable at `now`.
 *
 * @param now - Epoch milliseconds.
 */
export function backupKey(now: number): string {
  return `${BACKUP_PREFIX}${now}`;
}

/** Every backup key in the storage, oldest first. */
export function backupKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(BACKUP_PREFIX)) keys.push(k);
  }
  const time = (k: string) => Number(k.slice(BACKUP_PREFIX.length)) || 0;
  return keys.sort((a, b) => time(a) - time(b) || (a < b ? -1 : 1));
}

/**
 * Keeps a copy of unreadable data: the existing copy when the same data was kept before (a reload of a
 * broken store makes no second copy), else a new one; then removes the oldest copies beyond
 * {@link MAX_BACKUPS}. When the storage is full, the oldest copies are removed to make room, once.
 *
 * @param storage - The storage.
 * @param raw - The data to keep.
 * @param now - The time (epoch ms) that names a new copy.
 * @returns The key of the copy, or `undefined` when no copy could be written.
 */
export function keepBackup(storage: StorageLike, raw: string, now: number): string | undefined {
  let existing: string[];
  try {
    existing = backupKeys(storage);
    for (const k of existing) if (storage.getItem(k) === raw) return k;
  } catch {
    return undefined;
  }
  let key = backupKey(now);
  for (let n = 1; existing.includes(key); n++) key = backupKey(now + n);
  const prune = (keep: number) => {
    const all = backupKeys(storage).filter((k) => k !== key);
    for (const k of all.slice(0, Math.max(0, all.length - keep))) storage.removeItem(k);
  };
  try {
    storage.setItem(key, raw);
  } catch {
    try {
      prune(0);
      storage.setItem(key, raw);
    } catch {
      return undefined;
    }
  }
  try {
    prune(MAX_BACKUPS - 1);
  } catch {
    // Pruning is housekeeping: the copy is made.
  }
  return key;
}

// ------------------------------------------------------------------ loading

/** What {@link loadProgress} found. */
export interface LoadedProgress {
  /** The progress to use (fresh when nothing readable was found). */
  readonly progress: Progress;
  /** What the user must be told, in order. */
  readonly notices: readonly StoreNotice[];
  /** False when saving must not happen (the unreadable data could not be copied, or no storage). */
  readonly writable: boolean;
  /** The text found under {@link STORE_KEY} (what a save would replace), or `null`. */
  readonly raw: string | null;
}

/** The notice for a store that cannot be used at all. */
export const UNAVAILABLE_NOTICE: StoreNotice = {
  kind: 'unavailable',
  level: 'error',
  message: NOTICES.unavailable,
};

function keptAside(
  storage: StorageLike,
  raw: string,
  now: number,
  why: TrainerError,
  found: string | null,
): LoadedProgress {
  const key = keepBackup(storage, raw, now);
  const future = why.code === 'trainer/future-version';
  if (key === undefined) {
    return {
      progress: emptyProgress(),
      writable: false,
      raw: found,
      notices: [
        {
          kind: 'corrupt',
          level: 'error',
          message: NOTICES.notCopied(why.message),
        },
      ],
    };
  }
  return {
    progress: emptyProgress(),
    writable: true,
    raw: found,
    notices: [
      {
        kind: 'corrupt',
        level: 'error',
        message: future ? NOTICES.keptNewer(why.message) : NOTICES.kept(why.message),
        backupKey: key,
      },
    ],
  };
}

/**
 * Loads progress: the current key if present, else the newest older key a migration knows.
 *
 * Nothing is ever deleted but old copies: unreadable or newer data is copied aside before fresh progress
 * is used; a document with some unreadable parts is copied aside and the rest is used; migrated data stays
 * under its old key too.
 *
 * @param storage - `localStorage`, a test double, or `undefined` when the browser gives none.
 * @param now - The current time (epoch ms), for a backup's key.
 * @param migrations - The migration chain (default {@link MIGRATIONS}).
 * @returns The progress, the notices to show, whether saving is safe, and the text found.
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
    raw: null,
    notices: [UNAVAILABLE_NOTICE],
  };
  if (storage === undefined) return unavailable;
  let raw: string | null;
  try {
    raw = storage.getItem(STORE_KEY);
  } catch {
    return unavailable;
  }
  if (raw !== null) {
    const read = readProgressText(raw, migrations);
    if (!read.ok) return keptAside(storage, raw, now, read.error, raw);
    if (read.value.problems.length === 0) return { progress: read.value.progress, notices: [], writable: true, raw };
    return repaired(storage, raw, now, read.value, raw);
  }
  for (const m of [...migrations].sort((a, b) => b.from - a.from)) {
    let old: string | null;
    try {
      old = storage.getItem(m.key);
    } catch {
      return unavailable;
    }
    if (old === null) continue;
    const read = readProgressText(old, migrations);
    if (!read.ok) return keptAside(storage, old, now, read.error, null);
    const saved = saveProgress(storage, read.value.progress);
    const notices: StoreNotice[] = [
      {
        kind: 'migrated',
        level: 'info',
        message: NOTICES.migrated,
      },
    ];
    if (read.value.problems.length > 0) {
      const r = repaired(storage, old, now, read.value, null);
      notices.push(...r.notices);
    }
    return {
      progress: read.value.progress,
      writable: saved.ok,
      notices,
      raw: saved.ok ? JSON.stringify(read.value.progress) : null,
    };
  }
  return { progress: emptyProgress(), notices: [], writable: true, raw: null };
}

function repaired(storage: StorageLike, raw: string, now: number, read: ReadProgress, found: string | null) {
  const key = keepBackup(storage, raw, now);
  const shown = read.problems.slice(0, 3).join('; ');
  const hidden = read.problems.length - 3;
  const notice: StoreNotice = {
    kind: 'repaired',
    level: 'error',
    message: key === undefined ? NOTICES.repairedNotCopied(shown, hidden) : NOTICES.repaired(shown, hidden),
    ...(key === undefined ? {} : { backupKey: key }),
  };
  return {
    progress: read.progress,
    notices: [notice],
    writable: key !== undefined,
    raw: found,
  } satisfies LoadedProgress;
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
  } catch {
    return fail('trainer/save-failed', NOTICES.saveFailed);
  }
}

/**
 * Serialises progress for an export file (pretty JSON): the drills and the settings, everything the store
 * holds, so an import brings all of it back.
 *
 * @param progress - The progress.
 */
export function exportProgress(progress: Progress): string {
  return `${JSON.stringify(progress, null, 2)}\n`;
}

// ------------------------------------------------------------------ merging two tabs

/** The later of two versions of a card: the later review, then the more reviews. */
function laterCard(a: StoredCard, b: StoredCard): StoredCard {
  const ta = a.last_review ?? -Infinity;
  const tb = b.last_review ?? -Infinity;
  if (ta !== tb) return ta > tb ? a : b;
  return b.reps > a.reps ? b : a;
}

/**
 * Merges this tab's progress with what another tab saved meanwhile, so that no answer is lost: `base`
 * is what this tab last read or wrote, `mine` is this tab's progress now, `theirs` is what the storage
 * holds now. Answers counted since `base` are added to theirs; a card only this tab changed is this tab's,
 * one both changed is the later review; a game's rules this tab changed are this tab's.
 *
 * @param base - The common ancestor.
 * @param mine - This tab's progress.
 * @param theirs - The storage's progress.
 * @returns The merged progress.
 */
export function mergeProgress(base: Progress, mine: Progress, theirs: Progress): Progress {
  const drills: Record<string, DrillProgress> = { ...theirs.drills };
  for (const [id, m] of Object.entries(mine.drills)) {
    const b = base.drills[id] ?? emptyDrillProgress();
    const t = theirs.drills[id] ?? emptyDrillProgress();
    const answered = t.answered + Math.max(0, m.answered - b.answered);
    const correct = Math.min(answered, t.correct + Math.max(0, m.correct - b.correct));
    const cards: Record<string, StoredCard> = { ...t.cards };
    for (const [key, mc] of Object.entries(m.cards)) {
      const bc = b.cards[key];
      const tc = t.cards[key];
      if (bc !== undefined && sameJson(bc, mc)) continue; // unchanged here: theirs stands
      cards[key] = tc === undefined || (bc !== undefined && sameJson(bc, tc)) ? mc : laterCard(mc, tc);
    }
    drills[id] = { cards, answered, correct };
  }
  const rules = { ...theirs.settings.rules };
  for (const game of RULES_GAMES) {
    if (!sameJson(mine.settings.rules[game], base.settings.rules[game])) rules[game] = mine.settings.rules[game];
  }
  return { version: CURRENT_VERSION, drills, settings: { rules }, log: mergeLogs(base.log, mine.log, theirs.log) };
}

/** A record's identity in a merge: every field, in a fixed order. */
const recordId = (r: AnswerRecord) =>
  JSON.stringify([r.drill, r.key, r.at, r.ms, r.correct, r.answer, r.expected, r.seed, r.cost?.value, r.cost?.exact]);

/**
 * Merges two tabs' answer logs: the storage's records, plus this tab's records that were not in the base
 * (written here since), each once, in time order, capped at {@link LOG_CAP}.
 *
 * @param base - The log this tab last read or wrote.
 * @param mine - This tab's log.
 * @param theirs - The storage's log.
 */
export function mergeLogs(
  base: readonly AnswerRecord[],
  mine: readonly AnswerRecord[],
  theirs: readonly AnswerRecord[],
): readonly AnswerRecord[] {
  const known = new Set(base.map(recordId));
  const have = new Set(theirs.map(recordId));
  const added = mine.filter((r) => !known.has(recordId(r)) && !have.has(recordId(r)));
  if (added.length === 0) return theirs;
  return capLog([...theirs, ...added].sort((a, b) => a.at - b.at));
}
