import { describe, expect, it } from 'vitest';
import { defaultRulesSettings } from '../rules/choice.ts';
import type { AnswerRecord } from './log.ts';
import { MemoryStorage } from './memory-storage.ts';
import {
  backupKey,
  backupKeys,
  drillNameRu,
  BACKUP_PREFIX,
  emptyProgress,
  exportProgress,
  keepBackup,
  loadProgress,
  MAX_BACKUPS,
  mergeProgress,
  MIGRATIONS,
  parseProgress,
  parseProgressOrThrow,
  readProgress,
  saveProgress,
  LOG_CAP,
  mergeLogs,
  STORE_KEY,
  V1_KEY,
  V2_KEY,
  validateProgress,
  type Migration,
  type Progress,
  type StorageLike,
} from './progress.ts';
import { learningCard } from './test-fixtures.ts';

const NOW = 1_780_000_000_000;

const CARD = learningCard(NOW);
type Card = Progress['drills'][string]['cards'][string];
const RECORD: AnswerRecord = {
  drill: 'blackjack-strategy',
  key: 'hard-16-10',
  at: NOW - 5_000,
  ms: 2_400,
  correct: false,
  answer: 'stand',
  expected: 'hit',
  seed: '42-3',
  cost: { value: 0.0071 },
};
const STUD_RECORD: AnswerRecord = {
  drill: 'stud-decision',
  key: 'pair',
  at: NOW - 4_000,
  ms: 3_100,
  correct: false,
  answer: 'fold',
  expected: 'raise',
  seed: '7',
  cost: { value: 0.25, exact: '1/4' },
};
const SAMPLE: Progress = {
  version: 3,
  drills: { 'baccarat-point': { answered: 3, correct: 2, cards: { 'two-7': CARD as Card } } },
  settings: {
    rules: { ...defaultRulesSettings(), blackjack: { preset: 'seed', overrides: { dealerHitsSoft17: true } } },
  },
  log: [RECORD, STUD_RECORD],
};
const V1 = JSON.stringify({ version: 1, drills: SAMPLE.drills });
const V2 = JSON.stringify({ version: 2, drills: SAMPLE.drills, settings: SAMPLE.settings });

/** No notice may speak of the browser's API or the store's key names (issue 11: plain Russian). */
function expectPlain(message: string) {
  expect(message).not.toMatch(/localStorage|croupier\.|JSON|version/iu);
}

describe('drillNameRu (the banner names drills, never their ids)', () => {
  it.each([
    ['blackjack-strategy', 'упражнение «Базовая стратегия»'],
    ['stud-pay-chips', 'упражнение «Покер: выплата фишками»'],
    ['play-craps', 'раунды крэпса'],
    ['play-poker', 'упражнение, которого в этой версии тренажёра нет'],
    ['no-such-drill', 'упражнение, которого в этой версии тренажёра нет'],
  ])('%s → %s', (id, name) => {
    expect(drillNameRu(id)).toBe(name);
  });
});

describe('loadProgress', () => {
  it('starts fresh, without a notice, when nothing is saved', () => {
    const s = new MemoryStorage();
    expect(loadProgress(s, NOW)).toEqual({ progress: emptyProgress(), notices: [], writable: true, raw: null });
    expect(s.data.size).toBe(0);
  });

  it('reads back what saveProgress wrote, settings included', () => {
    const s = new MemoryStorage();
    expect(saveProgress(s, SAMPLE).ok).toBe(true);
    expect(loadProgress(s, NOW)).toMatchObject({ progress: SAMPLE, notices: [], writable: true });
  });

  it.each([
    { name: 'not JSON', raw: '{"version":2,"drills":{', says: 'повреждены' },
    { name: 'wrong shape', raw: '{"version":2,"drills":[]}', says: 'нет записей об упражнениях' },
    { name: 'newer version', raw: JSON.stringify({ version: 7, drills: {} }), says: 'более новой версией' },
    { name: 'no version', raw: '[1,2,3]', says: 'не указана версия схемы' },
  ])('keeps a store that is $name aside, reports it in plain words, and goes on fresh', ({ raw, says }) => {
    const s = new MemoryStorage({ [STORE_KEY]: raw });
    const loaded = loadProgress(s, NOW);
    expect(loaded.progress).toEqual(emptyProgress());
    expect(loaded.writable).toBe(true);
    expect(loaded.notices).toHaveLength(1);
    const notice = loaded.notices[0]!;
    expect(notice).toMatchObject({ kind: 'corrupt', level: 'error', backupKey: backupKey(NOW) });
    expect(notice.message).toContain(says);
    expect(notice.message).toContain('копия хранится в этом браузере');
    expectPlain(notice.message);
    // Kept twice: the copy, and the original key untouched until the next save.
    expect(s.data.get(backupKey(NOW))).toBe(raw);
    expect(s.data.get(STORE_KEY)).toBe(raw);
  });

  it('keeps the readable part of a store with a broken card or rules, and a copy of all of it', () => {
    const raw = JSON.stringify({
      ...SAMPLE,
      drills: {
        ...SAMPLE.drills,
        'blackjack-total': {
          answered: 2,
          correct: 1,
          cards: { 'soft-17': { ...CARD, stability: -5 }, 'hard-12': CARD },
        },
      },
      settings: { rules: { ...SAMPLE.settings.rules, craps: { preset: 'vegas', overrides: {} } } },
    });
    const s = new MemoryStorage({ [STORE_KEY]: raw });
    const loaded = loadProgress(s, NOW);
    expect(loaded.writable).toBe(true);
    expect(loaded.progress.drills['baccarat-point']).toEqual(SAMPLE.drills['baccarat-point']);
    expect(loaded.progress.drills['blackjack-total']).toEqual({ answered: 2, correct: 1, cards: { 'hard-12': CARD } });
    expect(loaded.progress.settings.rules.blackjack).toEqual(SAMPLE.settings.rules.blackjack);
    expect(loaded.progress.settings.rules.craps).toEqual(defaultRulesSettings().craps);
    const notice = loaded.notices[0]!;
    expect(notice.kind).toBe('repaired');
    expect(notice.message).toContain(
      'упражнение «Блекджек: сумма очков»: 1\u00a0задание не читается (стабильность −5 — должна быть от 0,001 до 36\u00a0500)',
    );
    expect(notice.message).not.toMatch(/blackjack-total|soft-17/u);
    expect(notice.message).toContain('правила крэпса');
    expectPlain(notice.message);
    expect(s.data.get(notice.backupKey!)).toBe(raw);
  });

  it('stops saving when unreadable data cannot be copied aside', () => {
    const s = new MemoryStorage({ [STORE_KEY]: 'garbage' });
    s.failWrites = true;
    const loaded = loadProgress(s, NOW);
    expect(loaded.writable).toBe(false);
    expect(loaded.notices[0]!.message).toContain('сохраняться не будет');
    expectPlain(loaded.notices[0]!.message);
    expect(s.data.get(STORE_KEY)).toBe('garbage');
  });

  it('reports storage that cannot be read at all, in plain words', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
      length: 0,
      key: () => null,
    };
    const loaded = loadProgress(throwing, NOW);
    expect(loaded).toMatchObject({ writable: false, notices: [{ kind: 'unavailable' }] });
    expectPlain(loaded.notices[0]!.message);
    expect(loadProgress(undefined, NOW)).toMatchObject({ writable: false, notices: [{ kind: 'unavailable' }] });
  });
});

describe('backups', () => {
  it('one copy per state: the same data is not copied twice; different data is', () => {
    const s = new MemoryStorage();
    expect(keepBackup(s, 'a', NOW)).toBe(backupKey(NOW));
    expect(keepBackup(s, 'a', NOW + 1)).toBe(backupKey(NOW));
    expect(keepBackup(s, 'b', NOW + 2)).toBe(backupKey(NOW + 2));
    expect(backupKeys(s)).toEqual([backupKey(NOW), backupKey(NOW + 2)]);
  });

  it(`keeps the ${MAX_BACKUPS} newest copies and removes older ones`, () => {
    const s = new MemoryStorage();
    for (let i = 0; i < 6; i++) keepBackup(s, `state ${i}`, NOW + i);
    expect(backupKeys(s)).toEqual([3, 4, 5].map((i) => backupKey(NOW + i)));
    expect(backupKeys(s).map((k) => s.getItem(k))).toEqual(['state 3', 'state 4', 'state 5']);
  });

  it('when the storage is full, makes room by removing older copies, once', () => {
    const s = new MemoryStorage();
    keepBackup(s, 'x'.repeat(400), NOW);
    s.quota = s.used() + 100;
    expect(keepBackup(s, 'y'.repeat(300), NOW + 1)).toBe(backupKey(NOW + 1));
    expect(backupKeys(s)).toEqual([backupKey(NOW + 1)]);
    s.quota = 10;
    expect(keepBackup(s, 'z'.repeat(300), NOW + 2)).toBeUndefined();
  });

  it('a copy gets a fresh key when one of that time exists', () => {
    const s = new MemoryStorage({ [`${BACKUP_PREFIX}${NOW}`]: 'old' });
    expect(keepBackup(s, 'new', NOW)).toBe(backupKey(NOW + 1));
  });
});

describe('migrations', () => {
  it('version 2 (no answer log) becomes version 3 with an empty log; drills and rules kept; the old data stays', () => {
    const s = new MemoryStorage({ [V2_KEY]: V2 });
    const loaded = loadProgress(s, NOW);
    expect(loaded.notices).toMatchObject([{ kind: 'migrated', level: 'info' }]);
    expect(loaded.progress).toEqual({ version: 3, drills: SAMPLE.drills, settings: SAMPLE.settings, log: [] });
    expect(JSON.parse(s.data.get(STORE_KEY)!)).toEqual(loaded.progress);
    expect(s.data.get(V2_KEY)).toBe(V2);
    expect(STORE_KEY).not.toBe(V2_KEY);
  });

  it('version 1 (no settings) becomes version 3 with the default rules and an empty log; the old data stays', () => {
    const s = new MemoryStorage({ [V1_KEY]: V1 });
    const loaded = loadProgress(s, NOW);
    expect(loaded.notices).toMatchObject([{ kind: 'migrated', level: 'info' }]);
    expectPlain(loaded.notices[0]!.message);
    expect(loaded.progress).toEqual({
      version: 3,
      drills: SAMPLE.drills,
      settings: { rules: defaultRulesSettings() },
      log: [],
    });
    expect(JSON.parse(s.data.get(STORE_KEY)!)).toEqual(loaded.progress);
    expect(s.data.get(V1_KEY)).toBe(V1);
  });

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
  const CHAIN = [v0, ...MIGRATIONS];

  it('migrates an older key through the chain, saves it under the current key, keeps the old data', () => {
    const s = new MemoryStorage({ 'croupier.trainer.v0': OLD });
    const loaded = loadProgress(s, NOW, CHAIN);
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
    const s = new MemoryStorage({ [V1_KEY]: V1, [STORE_KEY]: JSON.stringify(SAMPLE) });
    expect(loadProgress(s, NOW, CHAIN).progress).toEqual(SAMPLE);
  });

  it('keeps an old store the migration cannot read', () => {
    const s = new MemoryStorage({ 'croupier.trainer.v0': '{"version":0}' });
    const loaded = loadProgress(s, NOW, CHAIN);
    expect(loaded.notices).toMatchObject([{ kind: 'corrupt', backupKey: backupKey(NOW) }]);
    expect(loaded.notices[0]!.message).toContain('Прогресс версии схемы 0 не удалось перенести');
    expect(s.data.get(backupKey(NOW))).toBe('{"version":0}');
  });

  it('an imported file of an old version is migrated too', () => {
    expect(parseProgress(V1)).toEqual({
      ok: true,
      value: { version: 3, drills: SAMPLE.drills, settings: { rules: defaultRulesSettings() }, log: [] },
    });
    expect(parseProgress(V2)).toEqual({ ok: true, value: { ...SAMPLE, log: [] } });
    expect(parseProgress(OLD)).toMatchObject({ ok: false, error: { code: 'trainer/no-migration' } });
  });
});

describe('validateProgress, export and import', () => {
  it('an export is read back whole: the drills, the settings and the answer log', () => {
    expect(parseProgress(exportProgress(SAMPLE))).toEqual({ ok: true, value: SAMPLE });
  });

  it('a log longer than the cap keeps its newest records', () => {
    const log = Array.from({ length: LOG_CAP + 5 }, (_, i) => ({ ...RECORD, at: i }));
    const r = validateProgress({ ...SAMPLE, log });
    expect(r.ok && r.value.log.length).toBe(LOG_CAP);
    expect(r.ok && r.value.log[0]!.at).toBe(5);
  });

  it('reads the records it can and names the others', () => {
    const r = readProgress({
      ...SAMPLE,
      log: [RECORD, { ...RECORD, at: 'yesterday' }, { ...RECORD, cost: { value: 1, exact: '1/0' } }],
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        progress: { log: [RECORD] },
        problems: ['журнал ответов: 2\u00a0записи не читаются (время ответа «yesterday» — не время)'],
      },
    });
  });

  it.each([
    { doc: null, where: 'нет записи целиком' },
    { doc: { version: 3 }, where: 'нет записей об упражнениях' },
    { doc: { ...SAMPLE, log: undefined }, where: 'журнал ответов не записан' },
    { doc: { ...SAMPLE, log: [{ ...RECORD, correct: 'yes' }] }, where: '1\u00a0запись не читается' },
    { doc: { ...SAMPLE, drills: { d: { answered: -1, correct: 0, cards: {} } } }, where: 'число ответов −1' },
    {
      doc: { ...SAMPLE, drills: { x: { answered: 1, correct: 3, cards: {} } } },
      where: 'упражнение, которого в этой версии тренажёра нет: верных ответов 3',
    },
    {
      doc: { ...SAMPLE, drills: { d: { answered: 1, correct: 0, cards: { k: { ...CARD, state: 4 } } } } },
      where: 'стадия 4',
    },
    {
      doc: { ...SAMPLE, drills: { d: { answered: 1, correct: 0, cards: { k: { ...CARD, reps: 1.5 } } } } },
      where: 'счётчик 1,5',
    },
    {
      doc: { ...SAMPLE, drills: { d: { answered: 1, correct: 0, cards: { k: { ...CARD, difficulty: 1e308 } } } } },
      where: 'сложность',
    },
    {
      doc: {
        ...SAMPLE,
        settings: { rules: { ...SAMPLE.settings.rules, blackjack: { preset: 'seed', overrides: { decks: 0 } } } },
      },
      where: 'правила блекджека: Правила стола заданы неверно: число колод',
    },
  ])('refuses a file naming $where (an import is all or nothing)', ({ doc, where }) => {
    const r = validateProgress(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('trainer/invalid-progress');
      expect(r.error.message).toContain(where);
    }
  });

  it('reads the parts it can of a document with problems (the store’s load)', () => {
    const r = readProgress({ ...SAMPLE, drills: { ...SAMPLE.drills, x: { answered: 1, correct: 3, cards: {} } } });
    expect(r).toMatchObject({
      ok: true,
      value: {
        progress: { drills: SAMPLE.drills },
        problems: [expect.stringContaining('упражнение, которого в этой версии тренажёра нет')],
      },
    });
  });

  it('reports a failed save as trainer/save-failed, in plain words', () => {
    const s = new MemoryStorage();
    s.failWrites = true;
    const r = saveProgress(s, SAMPLE);
    expect(r).toMatchObject({ ok: false, error: { code: 'trainer/save-failed' } });
    if (!r.ok) expectPlain(r.error.message);
  });

  it('parseProgressOrThrow returns progress or throws with the code', () => {
    expect(parseProgressOrThrow(JSON.stringify(SAMPLE))).toEqual(SAMPLE);
    expect(() => parseProgressOrThrow('nope')).toThrow(/^trainer\/corrupt-json: /u);
    expect(() => parseProgressOrThrow('{"version":4,"drills":{}}')).toThrow(/^trainer\/future-version: /u);
  });
});

describe('mergeProgress', () => {
  const card = (reps: number, at: number): Card => ({ ...(CARD as Card), reps, last_review: at });
  const base: Progress = { ...emptyProgress(), drills: { d: { answered: 2, correct: 1, cards: { a: card(1, 10) } } } };

  it('adds the answers each side gave since the base, and keeps each side’s cards', () => {
    const mine: Progress = {
      ...base,
      drills: { d: { answered: 4, correct: 3, cards: { a: card(1, 10), b: card(1, 20) } } },
    };
    const theirs: Progress = { ...base, drills: { d: { answered: 3, correct: 1, cards: { a: card(2, 30) } } } };
    expect(mergeProgress(base, mine, theirs).drills.d).toEqual({
      answered: 5,
      correct: 3,
      cards: { a: card(2, 30), b: card(1, 20) },
    });
  });

  it('a card both sides reviewed is the later review', () => {
    const mine: Progress = { ...base, drills: { d: { answered: 3, correct: 2, cards: { a: card(2, 50) } } } };
    const theirs: Progress = { ...base, drills: { d: { answered: 3, correct: 1, cards: { a: card(2, 40) } } } };
    expect(mergeProgress(base, mine, theirs).drills.d!.cards.a).toEqual(card(2, 50));
  });

  it('keeps both tabs’ answer records, each once, in time order', () => {
    const r = (at: number): AnswerRecord => ({ ...RECORD, at, seed: String(at) });
    const b = [r(1), r(2)];
    const mine = [...b, r(5), r(7)];
    const theirs = [...b, r(3), r(6)];
    expect(mergeLogs(b, mine, theirs).map((x) => x.at)).toEqual([1, 2, 3, 5, 6, 7]);
    const merged = mergeProgress({ ...base, log: b }, { ...base, log: mine }, { ...base, log: theirs });
    expect(merged.log.map((x) => x.at)).toEqual([1, 2, 3, 5, 6, 7]);
    // a record already saved by the other side is not doubled
    expect(mergeLogs(b, [...b, r(5)], [...b, r(5)]).map((x) => x.at)).toEqual([1, 2, 5]);
  });

  it('rules changed on one side are that side’s', () => {
    const mine: Progress = {
      ...base,
      settings: { rules: { ...base.settings.rules, craps: { preset: 'casino', overrides: {} } } },
    };
    const theirs: Progress = {
      ...base,
      settings: { rules: { ...base.settings.rules, stud: { preset: 'casino', overrides: {} } } },
    };
    const merged = mergeProgress(base, mine, theirs).settings.rules;
    expect(merged.craps.preset).toBe('casino');
    expect(merged.stud.preset).toBe('casino');
  });
});
