import { useMemo } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import { TABLE_ORDER_NOTE_RU, TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';
import { studTableModel } from './studTable';

/**
 * The stud table under the text's rules with three boxes of two players, stepped action by action.
 *
 * @param props - `seed`: the first shuffle.
 */
export default function StudFullTable({ seed = 1 }: { readonly seed?: number }) {
  const model = useMemo(() => studTableModel(resolveRulesOrThrow({ preset: 'seed' })), []);
  return (
    <FullTable
      model={model}
      seed={seed}
      testId="stud-full"
      label={TABLE_UI_RU.studTable}
      note={TABLE_ORDER_NOTE_RU.stud}
    />
  );
}
