import { useCallback } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/baccarat';
import { TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';

/**
 * The full baccarat table under the text's rules (eight decks, fourteen seats), stepped action by action.
 *
 * @param props - `seed`: the first shuffle.
 */
export default function BaccaratFullTable({ seed = 1 }: { readonly seed?: number }) {
  // The model and its seat players load after the first render (the page's JavaScript budget).
  const load = useCallback(
    () =>
      Promise.all([import('./baccaratTable'), import('./TableView')]).then(([m, v]) => ({
        model: m.baccaratTableModel(resolveRulesOrThrow({ preset: 'seed' })),
        View: v.default,
      })),
    [],
  );
  return <FullTable load={load} seed={seed} testId="bac-full" label={TABLE_UI_RU.baccaratTable} />;
}
