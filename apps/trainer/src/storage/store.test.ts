/**
 * The live store's promises (issue 14), each a regression test named after the behaviour: two tabs never
 * lose answers, a failed save is retried until space returns, reloads of a corrupt store keep one copy,
 * a card the scheduler would refuse is reported and kept and never reaches it, newer data is never
 * overwritten, and an import replaces everything.
 */
import { describe, expect, it } from 'vitest';
import { recordAnswer } from '../session.ts';
import { review } from '../scheduler/scheduler.ts';
import { MemoryStorage } from './memory-storage.ts';
import { backupKeys, loadProgress, STORE_KEY, type Progress } from './progress.ts';
import { ProgressStore } from './store.ts';
import { learningCard, T0 } from './test-fixtures.ts';

/** Answers a key in a tab, as the practice screen does. */
function answer(store: ProgressStore, drill: string, key: string, correct: boolean, at: number) {
  store.update(
    (p) =>
      recordAnswer(p, { drill, key, correct, ms: 2_000, at, answer: 'a', expected: 'b', seed: `${key}@${at}` })
        .progress,
  );
}

/** What a fresh tab would load now. */
const reload = (s: MemoryStorage) => loadProgress(s, T0 + 10_000_000).progress;

describe('two tabs', () => {
  it('two simulated tabs: tab B, opened earlier, keeps tab A’s answers when it saves its own', () => {
    const storage = new MemoryStorage();
    const b = new ProgressStore(storage, () => T0); // opened first
    const a = new ProgressStore(storage, () => T0);
    answer(a, 'baccarat-point', 'two-3', true, T0 + 1_000);
    answer(a, 'baccarat-point', 'three-1', false, T0 + 2_000);
    answer(b, 'baccarat-point', 'two-7', true, T0 + 3_000); // B never saw A's answers
    answer(b, 'blackjack-total', 'soft-17', true, T0 + 4_000);
    const saved = reload(storage);
    expect(saved.drills['baccarat-point']).toMatchObject({ answered: 3, correct: 2 });
    expect(Object.keys(saved.drills['baccarat-point']!.cards).sort()).toEqual(['three-1', 'two-3', 'two-7']);
    expect(saved.drills['blackjack-total']).toMatchObject({ answered: 1, correct: 1 });
    // Both tabs' answer records are in the log, in time order.
    expect(saved.log.map((r) => r.at)).toEqual([T0 + 1_000, T0 + 2_000, T0 + 3_000, T0 + 4_000]);
    // And A, answering again, keeps B's.
    answer(a, 'baccarat-point', 'two-3', true, T0 + 5_000);
    expect(reload(storage).drills['baccarat-point']).toMatchObject({ answered: 4, correct: 3 });
    expect(reload(storage).drills['blackjack-total']).toMatchObject({ answered: 1 });
    expect(reload(storage).log).toHaveLength(5);
  });

  it('the same key answered in both tabs keeps the later review and counts both answers', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    const b = new ProgressStore(storage, () => T0);
    answer(a, 'baccarat-point', 'two-3', false, T0 + 1_000);
    answer(b, 'baccarat-point', 'two-3', true, T0 + 2_000);
    const saved = reload(storage).drills['baccarat-point']!;
    expect(saved).toMatchObject({ answered: 2, correct: 1 });
    expect(saved.cards['two-3']!.last_review).toBe(T0 + 2_000);
  });

  it('a storage event brings the other tab’s answers and rules into this tab', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    const b = new ProgressStore(storage, () => T0);
    answer(a, 'baccarat-point', 'two-3', true, T0 + 1_000);
    a.update((p) => ({
      ...p,
      settings: { rules: { ...p.settings.rules, craps: { preset: 'casino', overrides: {} } } },
    }));
    b.externalChange(storage.getItem(STORE_KEY));
    expect(b.snapshot().progress.drills['baccarat-point']).toMatchObject({ answered: 1 });
    expect(b.snapshot().progress.settings.rules.craps.preset).toBe('casino');
    // B's own change keeps A's rules.
    answer(b, 'blackjack-total', 'hard-12', true, T0 + 2_000);
    expect(reload(storage).settings.rules.craps.preset).toBe('casino');
  });

  it('rules chosen in one tab and answers given in another both survive', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    const b = new ProgressStore(storage, () => T0);
    a.update((p) => ({
      ...p,
      settings: {
        rules: { ...p.settings.rules, blackjack: { preset: 'seed', overrides: { dealerHitsSoft17: true } } },
      },
    }));
    answer(b, 'blackjack-dealer-draws', 'soft-17', true, T0 + 1_000);
    const saved = reload(storage);
    expect(saved.settings.rules.blackjack.overrides).toEqual({ dealerHitsSoft17: true });
    expect(saved.drills['blackjack-dealer-draws']).toMatchObject({ answered: 1 });
  });

  it('a newer version’s data, saved by another tab, is never overwritten', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    const newer = JSON.stringify({ version: 4, drills: {}, whatever: true });
    storage.setItem(STORE_KEY, newer);
    answer(a, 'baccarat-point', 'two-3', true, T0 + 1_000);
    expect(storage.getItem(STORE_KEY)).toBe(newer);
    expect(a.snapshot().notices.map((n) => n.kind)).toEqual(['newer']);
    expect(a.snapshot().progress.drills['baccarat-point']).toMatchObject({ answered: 1 }); // kept in the tab
  });
});

describe('failed saves', () => {
  it('a quota error then space returning: the next save keeps every answer, and the notice goes', () => {
    const storage = new MemoryStorage();
    const tab = new ProgressStore(storage, () => T0);
    answer(tab, 'baccarat-point', 'two-3', true, T0 + 1_000);
    storage.quota = storage.used(); // the storage is full
    answer(tab, 'baccarat-point', 'three-1', true, T0 + 2_000);
    expect(tab.snapshot().saved).toBe(false);
    expect(tab.snapshot().notices.map((n) => n.kind)).toEqual(['unwritable']);
    expect(reload(storage).drills['baccarat-point']).toMatchObject({ answered: 1 });
    answer(tab, 'baccarat-point', 'two-7', false, T0 + 3_000); // still full: still kept in the tab
    expect(tab.snapshot().notices).toHaveLength(1);
    storage.quota = Infinity; // space returns
    answer(tab, 'baccarat-point', 'two-3', true, T0 + 4_000);
    expect(tab.snapshot()).toMatchObject({ saved: true, notices: [] });
    expect(reload(storage).drills['baccarat-point']).toMatchObject({ answered: 4, correct: 3 });
  });

  it('a retry with no new answer saves what was left unsaved', () => {
    const storage = new MemoryStorage();
    const tab = new ProgressStore(storage, () => T0);
    storage.failWrites = true;
    answer(tab, 'baccarat-point', 'two-3', true, T0 + 1_000);
    expect(tab.retry()).toBe(false);
    storage.failWrites = false;
    expect(tab.retry()).toBe(true);
    expect(reload(storage).drills['baccarat-point']).toMatchObject({ answered: 1 });
    expect(tab.snapshot().notices).toEqual([]);
  });

  it('answers given in another tab while this one failed are merged, not overwritten, when it saves', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    const b = new ProgressStore(storage, () => T0);
    storage.failWrites = true;
    answer(a, 'baccarat-point', 'two-3', true, T0 + 1_000);
    storage.failWrites = false;
    answer(b, 'baccarat-point', 'two-7', true, T0 + 2_000);
    expect(a.retry()).toBe(true);
    expect(reload(storage).drills['baccarat-point']).toMatchObject({ answered: 2 });
  });
});

describe('a corrupt store', () => {
  it('five reloads of a corrupt store keep one backup', () => {
    const storage = new MemoryStorage({ [STORE_KEY]: '{"version":2,"drills":{' });
    for (let i = 0; i < 5; i++) {
      const tab = new ProgressStore(storage, () => T0 + i * 1_000);
      expect(tab.snapshot().notices.map((n) => n.kind)).toEqual(['corrupt']);
    }
    expect(backupKeys(storage)).toHaveLength(1);
    expect(storage.getItem(backupKeys(storage)[0]!)).toBe('{"version":2,"drills":{');
  });

  it('a card with stability −5 is reported and kept, and never reaches the scheduler', () => {
    const good = learningCard(T0);
    const bad = { ...good, stability: -5, state: 2, reps: 3, last_review: T0 - 86_400_000 };
    // What the scheduler would do with it: ts-fsrs refuses the memory state.
    expect(() => review(bad as never, 'good', T0)).toThrow(/Invalid memory state/u);
    const raw = JSON.stringify({
      version: 3,
      log: [],
      drills: { 'baccarat-point': { answered: 2, correct: 1, cards: { 'two-3': bad, 'two-7': good } } },
      settings: { rules: loadProgress(undefined, T0).progress.settings.rules },
    });
    const storage = new MemoryStorage({ [STORE_KEY]: raw });
    const tab = new ProgressStore(storage, () => T0);
    const [notice] = tab.snapshot().notices;
    expect(notice).toMatchObject({ kind: 'repaired', level: 'error' });
    expect(notice!.message).toContain('упражнение «Баккара: очки руки»: 1\u00a0задание не читается (стабильность −5');
    expect(storage.getItem(notice!.backupKey!)).toBe(raw); // kept
    expect(Object.keys(tab.snapshot().progress.drills['baccarat-point']!.cards)).toEqual(['two-7']);
    // Answering the key starts it afresh instead of crashing.
    answer(tab, 'baccarat-point', 'two-3', true, T0 + 1_000);
    expect((reload(storage) as Progress).drills['baccarat-point']!.cards['two-3']).toMatchObject({ reps: 1 });
    expect(storage.getItem(notice!.backupKey!)).toBe(raw); // still kept after the save
  });
});

describe('import', () => {
  it('an imported file replaces the progress and the rules, whatever the storage held', () => {
    const storage = new MemoryStorage();
    const a = new ProgressStore(storage, () => T0);
    answer(a, 'baccarat-point', 'two-3', true, T0 + 1_000);
    const file: Progress = {
      version: 3,
      log: [],
      drills: { 'blackjack-total': { answered: 5, correct: 4, cards: {} } },
      settings: { rules: { ...a.snapshot().progress.settings.rules, stud: { preset: 'casino', overrides: {} } } },
    };
    a.replace(file);
    expect(reload(storage)).toEqual(file);
  });
});
