import { useMemo } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/craps';
import { TABLE_ORDER_NOTE_RU, TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';
import { crapsTableModel } from './crapsTable';

/**
 * The full craps table under the text's rules (eight players), rolled to a pass-line decision.
 *
 * @param props - `seed`: the first dice.
 */
export default function CrapsFullTable({ seed = 1 }: { readonly seed?: number }) {
  const model = useMemo(() => crapsTableModel(resolveRulesOrThrow({ preset: 'seed' })), []);
  return (
    <FullTable
      model={model}
      seed={seed}
      testId="craps-full"
      label={TABLE_UI_RU.crapsTable}
      note={TABLE_ORDER_NOTE_RU.craps}
    />
  );
}
