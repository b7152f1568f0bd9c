import { useCallback } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/craps';
import { TABLE_UI_RU } from '@croupier/ru';
import FullTable from './FullTable';

/**
 * The full craps table under the text's rules (eight players), rolled to a pass-line decision.
 *
 * @param props - `seed`: the first dice.
 */
export default function CrapsFullTable({ seed = 1 }: { readonly seed?: number }) {
  // The model and its seat players load after the first render (the page's JavaScript budget).
  const load = useCallback(
    () =>
      Promise.all([import('./crapsTable'), import('./TableView')]).then(([m, v]) => ({
        model: m.crapsTableModel(resolveRulesOrThrow({ preset: 'seed' })),
        View: v.default,
      })),
    [],
  );
  return <FullTable load={load} seed={seed} testId="craps-full" label={TABLE_UI_RU.crapsTable} />;
}
