import { useCallback } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import { TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';

/**
 * The stud table under the text's rules with three boxes of two players, stepped action by action.
 *
 * @param props - `seed`: the first shuffle.
 */
export default function StudFullTable({ seed = 1 }: { readonly seed?: number }) {
  // The model and its seat players load after the first render (the page's JavaScript budget).
  const load = useCallback(
    () =>
      Promise.all([import('./studTable'), import('./TableView')]).then(([m, v]) => ({
        model: m.studTableModel(resolveRulesOrThrow({ preset: 'seed' })),
        View: v.default,
      })),
    [],
  );
  return <FullTable load={load} seed={seed} testId="stud-full" label={TABLE_UI_RU.studTable} />;
}
