import { useEffect, useState, type ComponentType } from 'react';
import { TABLE_UI_RU } from '@croupier/ru';
import type { TableModel } from './fullTable';
import type { TableViewProps } from './TableView';

/** What a game's loader brings: its model and the view. */
export interface LoadedTable {
  /** The game's model. */
  readonly model: TableModel;
  /** The view of a loaded table (`TableView`). */
  readonly View: ComponentType<TableViewProps>;
}

/** Props of {@link FullTable}. */
export interface FullTableProps {
  /**
   * Loads the game's model and the view with dynamic imports, after the first render, so the seat
   * players and their engine code stay out of the page's JavaScript before interaction.
   */
  readonly load: () => Promise<LoadedTable>;
  /** The first shuffle. */
  readonly seed: number;
  /** Prefix of the test ids. */
  readonly testId: string;
  /** The table's name for screen readers («Полный стол блекджека: семь боксов»). */
  readonly label: string;
}

/**
 * The island of a full-table example: a busy placeholder in the static HTML, then the table
 * (`TableView`) once its model has loaded.
 *
 * @param props - See {@link FullTableProps}.
 */
export default function FullTable({ load, seed, testId, label }: FullTableProps) {
  const [loaded, setLoaded] = useState<LoadedTable | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((t) => live && setLoaded(t));
    return () => void (live = false);
  }, [load]);
  if (loaded === null) {
    return (
      <section className="ft not-content" aria-label={label} aria-busy="true" data-testid={testId} data-ready="false">
        <p className="ft-say">{TABLE_UI_RU.loading}</p>
      </section>
    );
  }
  const { View, model } = loaded;
  return <View model={model} seed={seed} testId={testId} label={label} />;
}
