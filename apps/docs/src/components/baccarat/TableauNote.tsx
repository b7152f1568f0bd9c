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

/**
 * The switch of the third-card rule every baccarat widget has: «Правило третьей карты», as in the text
 * or as in the casinos.
 *
 * @param props - `id` of the select (its label points at it); `value`; `onChange`; `testId` of the
 *   select; `plain`: without the panel's label and input classes (the live examples).
 */
export function TableauSelect({
  id,
  value,
  onChange,
  testId,
  plain = false,
}: {
  readonly id: string;
  readonly value: TableauId;
  readonly onChange: (tableau: TableauId) => void;
  readonly testId: string;
  readonly plain?: boolean;
}) {
  return (
    <>
      <label className={plain ? undefined : 'bac-label'} htmlFor={id}>
        Правило третьей карты
      </label>
      <select
        id={id}
        className={plain ? undefined : 'bac-input'}
        value={value}
        onChange={(e) => onChange(e.target.value as TableauId)}
        data-testid={testId}
      >
        <option value="seed">как в тексте</option>
        <option value="casino">как в казино</option>
      </select>
    </>
  );
}
