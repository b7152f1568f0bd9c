import type { TableauId } from '@croupier/engine/baccarat';
import { tableauNoteRu } from './tableau';

/** Props of {@link TableauNote}. */
export interface TableauNoteProps {
  /** The tableau the widget plays by. */
  readonly tableau: TableauId;
}

/**
 * The line every baccarat widget shows under its switch: which third-card rule it plays by, and how
 * the other differs (the text inverts the banker's rows for 5 and 6).
 *
 * @param props - See {@link TableauNoteProps}.
 */
export function TableauNote({ tableau }: TableauNoteProps) {
  return (
    <p className="bac-note" data-testid="bac-tableau-note" data-tableau={tableau}>
      {tableauNoteRu(tableau)}
    </p>
  );
}
