import { useMemo } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack/table';
import type { Chart } from '@croupier/engine/blackjack/analysis';
import { TABLE_ORDER_NOTE_RU, TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';
import { blackjackTableModel } from './blackjackTable';

/**
 * The full blackjack table under the text's rules (six decks, seven boxes), stepped action by action.
 *
 * @param props - `chart`: the rules' basic-strategy chart, computed at build (`analyse(rules).chart`);
 *   `seed`: the first shuffle.
 */
export default function BlackjackFullTable({ chart, seed = 1 }: { readonly chart: Chart; readonly seed?: number }) {
  const model = useMemo(() => blackjackTableModel(resolveRulesOrThrow({ preset: 'seed' }), chart), [chart]);
  return (
    <FullTable
      model={model}
      seed={seed}
      testId="bj-full"
      label={TABLE_UI_RU.blackjackTable}
      note={TABLE_ORDER_NOTE_RU.blackjack}
    />
  );
}
