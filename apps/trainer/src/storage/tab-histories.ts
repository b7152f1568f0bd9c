/**
 * The play modes' view of their saved tables in the IndexedDB store (`log-store.ts`): the document the
 * screens read (`Histories` of `histories.ts`: the tables by game, the latest first, at most
 * {@link MAX_TABLES} shown, and the grading setting), and `update` with a pure function of it, which saves
 * each table it changed in a transaction of its own and the setting timestamped (the latest in any tab
 * wins). Nothing is pruned from the store: the cap is what a game's list shows.
 *
 * @module
 */
import { RULES_GAMES, type RulesGame } from '../rules/choice.ts';
import { tableKey, type TableEntry } from './entries.ts';
import { HISTORIES_VERSION, MAX_TABLES, type FeedbackTiming, type Histories, type SavedTable } from './histories.ts';
import type { LogStore, SideSnapshot } from './log-store.ts';
import type { StoreNotice } from './progress.ts';

/** The setting's name in the store. */
export const FEEDBACK_PREF = 'play.feedback';

/** What the play modes use of their histories store. */
export interface HistoriesView {
  /** Whether the saved tables are read yet (the store loads asynchronously). */
  loaded(): boolean;
  /** The document. */
  histories(): Histories;
  /** Changes it (a pure function) and saves what changed. */
  update(change: (doc: Histories) => Histories): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** What the user must be told. */
  storeNotices(): readonly StoreNotice[];
  /** Hides a notice. */
  dismiss(notice: StoreNotice): void;
}

/**
 * The document of the store's tables and setting.
 *
 * @param side - The store's side snapshot.
 */
export function historiesOf(side: SideSnapshot): Histories {
  const tables = {} as Record<RulesGame, SavedTable[]>;
  for (const game of RULES_GAMES) tables[game] = [];
  for (const t of side.tables) {
    tables[t.game]?.push({ id: t.id.slice(t.game.length + 1), savedAt: t.savedAt, history: t.history });
  }
  for (const game of RULES_GAMES) {
    tables[game] = tables[game].sort((a, b) => b.savedAt - a.savedAt || (a.id < b.id ? -1 : 1)).slice(0, MAX_TABLES);
  }
  const feedback: FeedbackTiming = side.prefs.get(FEEDBACK_PREF)?.value === 'end' ? 'end' : 'now';
  return { version: HISTORIES_VERSION, feedback, tables };
}

/** The play modes' histories on a {@link LogStore}. */
export class TabHistories implements HistoriesView {
  private shown: { readonly from: SideSnapshot; readonly doc: Histories } | undefined;

  /**
   * @param store - The tab's store.
   */
  constructor(private readonly store: LogStore) {}

  loaded(): boolean {
    return this.store.isLoaded();
  }

  histories(): Histories {
    const side = this.store.sideSnapshot();
    if (this.shown?.from !== side) this.shown = { from: side, doc: historiesOf(side) };
    return this.shown.doc;
  }

  update(change: (doc: Histories) => Histories): void {
    const doc = this.histories();
    const next = change(doc);
    for (const game of RULES_GAMES) {
      const had = new Set(doc.tables[game]);
      for (const t of next.tables[game]) {
        if (had.has(t)) continue;
        const entry: TableEntry = { id: tableKey(game, t.id), game, savedAt: t.savedAt, history: t.history };
        this.store.putTable(entry);
      }
    }
    if (next.feedback !== doc.feedback) this.store.setPref(FEEDBACK_PREF, next.feedback);
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  storeNotices(): readonly StoreNotice[] {
    return this.store.sideSnapshot().notices;
  }

  dismiss(notice: StoreNotice): void {
    this.store.dismissSide(notice);
  }
}
