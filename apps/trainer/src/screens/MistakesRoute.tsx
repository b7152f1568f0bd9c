import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { useMemo } from 'react';
import { DrillPending } from '../components/DrillPending.tsx';
import type { DrillGame } from '../drill.ts';
import { findMeta } from '../drills/catalog.ts';
import { drillLoader, useDrills } from '../drills/load.ts';
import { lastMisses } from '../ledger.ts';
import Mistakes, { SHOWN } from './Mistakes.tsx';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/**
 * `/mistakes`: the review of the last misses, under the app's screen props.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function MistakesRoute({ navigate, store, rules }: ScreenProps) {
  useTitle(ROUTES_RU.mistakes);
  // The games of the misses shown: their drills deal each miss again.
  const games = useMemo(
    () => [
      ...new Set(
        lastMisses(store.progress.log, SHOWN)
          .map((r) => findMeta(r.drill)?.game)
          .filter((g): g is DrillGame => g !== undefined),
      ),
    ],
    [store.progress.log],
  );
  useDrills(games);
  const waiting = games.filter((g) => drillLoader.loaded(g) === undefined);
  if (waiting.length > 0) {
    return <DrillPending status={waiting.some((g) => drillLoader.failed(g)) ? 'failed' : 'loading'} games={waiting} />;
  }
  return <Mistakes progress={store.progress} rules={rules} onOpen={navigate} />;
}
