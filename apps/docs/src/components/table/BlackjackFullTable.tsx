import { useCallback } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack/table';
import type { Chart } from '@croupier/engine/blackjack/analysis';
import { TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';

/**
 * The full blackjack table under the text's rules (six decks, seven boxes), stepped action by action.
 *
 * @param props - `chart`: the rules' basic-strategy chart, computed at build (`analyse(rules).chart`);
 *   `seed`: the first shuffle.
 */
export default function BlackjackFullTable({ chart, seed = 1 }: { readonly chart: Chart; readonly seed?: number }) {
  // The model and its seat players load after the first render (the page's JavaScript budget).
  const load = useCallback(
    () =>
      Promise.all([import('./blackjackTable'), import('./TableView')]).then(([m, v]) => ({
        model: m.blackjackTableModel(resolveRulesOrThrow({ preset: 'seed' }), chart),
        View: v.default,
      })),
    [chart],
  );
  return <FullTable load={load} seed={seed} testId="bj-full" label={TABLE_UI_RU.blackjackTable} />;
}
