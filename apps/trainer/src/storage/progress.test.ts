import { describe, expect, it } from 'vitest';
import {
  backupKey,
  BACKUP_PREFIX,
  emptyProgress,
  exportProgress,
  loadProgress,
  parseProgress,
  parseProgressOrThrow,
  saveProgress,
  STORE_KEY,
  validateProgress,
  type Migration,
  type Progress,
  type StorageLike,
} from './progress.ts';

const NOW = 1_780_000_000_000;

/** An in-memory Storage; `failWrites` makes setItem throw like a full quota. */
class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  failWrites = false;
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.data.set(k, v);
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
}

const CARD = {
  due: NOW,
  stability: 2.3,
  difficulty: 5.1,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 1,
  reps: 1,
  lapses: 0,
  state: 1,
};
const SAMPLE: Progress = {
  version: 1,
  drills: {
    'baccarat-point': {
      answered: 3,
      correct: 2,
      cards: { 'two-7': CARD as Progress['drills'][string]['cards'][string] },
    },
  },
};

describe('loadProgress', () => {
  it('starts fresh, without a notice, when nothing is saved', () => {
    const s = new MemoryStorage();
    expect(loadProgress(s, NOW)).toEqual({ progress: emptyProgress(), notices: [], writable: true });
    expect(s.data.size).toBe(0);
  });

  it('reads back what saveProgress wrote', () => {
    const s = new MemoryStorage();
    expect(saveProgress(s, SAMPLE).ok).toBe(true);
    expect(loadProgress(s, NOW)).toEqual({ progress: SAMPLE, notices: [], writable: true });
  });

  it.each([
    { name: 'not JSON', raw: '{"version":1,"drills":{', code: 'это не JSON' },
    { name: 'wrong shape', raw: '{"version":1,"drills":[]}', code: 'drills: ожидался объект' },
    {
      name: 'bad card field',
      raw: JSON.stringify({
        version: 1,
        drills: { x: { answered: 1, correct: 1, cards: { k: { ...CARD, due: 'soon' } } } },
      }),
      code: 'drills["x"].cards["k"].due',
    },
    {
      name: 'correct > answered',
      raw: JSON.stringify({ version: 1, drills: { x: { answered: 1, correct: 2, cards: {} } } }),
      code: 'drills["x"].correct',
    },
    { name: 'newer version', raw: JSON.stringify({ version: 7, drills: {} }), code: 'более новой версией' },
    { name: 'no version', raw: '[1,2,3]', code: 'нет целого поля version' },
  ])('keeps a store that is $name under a backup key and reports it', ({ raw, code }) => {
    const s = new MemoryStorage({ [STORE_KEY]: raw });
    const loaded = loadProgress(s, NOW);
    expect(loaded.progress).toEqual(emptyProgress());
    expect(loaded.writable).toBe(true);
    expect(loaded.notices).toHaveLength(1);
    const notice = loaded.notices[0]!;
    expect(notice).toMatchObject({ kind: 'corrupt', level: 'error', backupKey: `${BACKUP_PREFIX}${NOW}` });
    expect(notice.message).toContain(code);
    expect(notice.message).toContain(`${BACKUP_PREFIX}${NOW}`);
    // Kept twice: the copy, and the original key untouched until the next save.
    expect(s.data.get(backupKey(NOW))).toBe(raw);
    expect(s.data.get(STORE_KEY)).toBe(raw);
  });

  it('stops saving when the corrupt store cannot be copied aside', () => {
    const s = new MemoryStorage({ [STORE_KEY]: 'garbage' });
    s.failWrites = true;
    const loaded = loadProgress(s, NOW);
    expect(loaded.writable).toBe(false);
    expect(loaded.notices[0]!.message).toContain('не будет сохраняться');
    expect(s.data.get(STORE_KEY)).toBe('garbage');
  });

  it('reports storage that cannot be read at all', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    const loaded = loadProgress(throwing, NOW);
    expect(loaded).toMatchObject({ writable: false, notices: [{ kind: 'unavailable' }] });
    expect(loadProgress(undefined, NOW)).toMatchObject({ writable: false, notices: [{ kind: 'unavailable' }] });
  });
});

describe('migrations', () => {
  // A hypothetical version 0 that stored { v: 0, seen: { drillId: { key: { due, n } } } }.
  const v0: Migration = {
    from: 0,
    key: 'croupier.trainer.v0',
    migrate(doc) {
      const old = doc as { version: 0; seen: Record<string, Record<string, { due: number; n: number }>> };
      const drills: Record<string, unknown> = {};
      for (const [id, keys] of Object.entries(old.seen)) {
        const cards: Record<string, unknown> = {};
        let answered = 0;
        for (const [k, c] of Object.entries(keys)) {
          cards[k] = { ...CARD, due: c.due, reps: c.n };
          answered += c.n;
        }
        drills[id] = { cards, answered, correct: 0 };
      }
      return { version: 1, drills };
    },
  };
  const OLD = JSON.stringify({ version: 0, seen: { 'blackjack-total': { 'soft-17': { due: NOW + 5, n: 4 } } } });

  it('migrates an older key, saves it under the current key, keeps the old data, and says so', () => {
    const s = new MemoryStorage({ 'croupier.trainer.v0': OLD });
    const loaded = loadProgress(s, NOW, [v0]);
    expect(loaded.notices).toMatchObject([{ kind: 'migrated', level: 'info' }]);
    expect(loaded.progress.drills['blackjack-total']).toEqual({
      answered: 4,
      correct: 0,
      cards: { 'soft-17': { ...CARD, due: NOW + 5, reps: 4 } },
    });
    expect(JSON.parse(s.data.get(STORE_KEY)!)).toEqual(loaded.progress);
    expect(s.data.get('croupier.trainer.v0')).toBe(OLD);
  });

  it('prefers the current key over older ones', () => {
    const s = new MemoryStorage({ 'croupier.trainer.v0': OLD, [STORE_KEY]: JSON.stringify(SAMPLE) });
    expect(loadProgress(s, NOW, [v0])).toEqual({ progress: SAMPLE, notices: [], writable: true });
  });

  it('keeps an old store the migration cannot read', () => {
    const s = new MemoryStorage({ 'croupier.trainer.v0': '{"version":0}' });
    const loaded = loadProgress(s, NOW, [v0]);
    expect(loaded.notices).toMatchObject([{ kind: 'corrupt', backupKey: backupKey(NOW) }]);
    expect(loaded.notices[0]!.message).toContain('Не удалось перевести прогресс со схемы 0');
    expect(s.data.get(backupKey(NOW))).toBe('{"version":0}');
  });

  it('an imported file of an old version is migrated too', () => {
    const parsed = parseProgress(OLD, [v0]);
    expect(parsed.ok && parsed.value.drills['blackjack-total']!.answered).toBe(4);
    expect(parseProgress(OLD, [])).toMatchObject({ ok: false, error: { code: 'trainer/no-migration' } });
  });
});

describe('validateProgress and export', () => {
  it('accepts an exported file', () => {
    expect(parseProgress(exportProgress(SAMPLE))).toEqual({ ok: true, value: SAMPLE });
  });

  it.each([
    { doc: null, where: 'ожидался объект' },
    { doc: { version: 1 }, where: 'drills' },
    { doc: { version: 1, drills: { d: { answered: -1, correct: 0, cards: {} } } }, where: 'answered' },
    {
      doc: { version: 1, drills: { d: { answered: 1, correct: 0, cards: { k: { ...CARD, state: 4 } } } } },
      where: 'state',
    },
    {
      doc: { version: 1, drills: { d: { answered: 1, correct: 0, cards: { k: { ...CARD, reps: 1.5 } } } } },
      where: 'reps',
    },
  ])('refuses $doc with trainer/invalid-progress naming $where', ({ doc, where }) => {
    const r = validateProgress(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('trainer/invalid-progress');
      expect(r.error.message).toContain(where);
    }
  });

  it('reports a failed save as trainer/save-failed', () => {
    const s = new MemoryStorage();
    s.failWrites = true;
    expect(saveProgress(s, SAMPLE)).toMatchObject({ ok: false, error: { code: 'trainer/save-failed' } });
  });
});

describe('parseProgressOrThrow', () => {
  it('returns progress or throws with the code', () => {
    expect(parseProgressOrThrow(JSON.stringify(SAMPLE))).toEqual(SAMPLE);
    expect(() => parseProgressOrThrow('nope')).toThrowErrorMatchingInlineSnapshot(
      `[TrainerStoreError: trainer/corrupt-json: Сохранённые данные повреждены: это не JSON.]`,
    );
    expect(() => parseProgressOrThrow('{"version":2,"drills":{}}')).toThrow(/^trainer\/future-version: /u);
  });
});
