import { ROUTES_RU } from '@croupier/ru/trainer/routes';
import { DrillPending } from '../components/DrillPending.tsx';
import { findMeta } from '../drills/catalog.ts';
import { useDrill } from '../drills/load.ts';
import Heatmap from './Heatmap.tsx';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/**
 * `/map/<id>`: a drill's heatmap of weak cells (the coach's screen), under the app's screen props.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function MapRoute({ route, navigate, store, rules }: ScreenProps) {
  const id = route.page === 'map' ? route.id : '';
  const meta = findMeta(id);
  const { status } = useDrill(id);
  useTitle(ROUTES_RU.map(meta?.title));
  if (status === 'loading' || status === 'failed') return <DrillPending status={status} games={[meta!.game]} />;
  return <Heatmap key={id} id={id} progress={store.progress} rules={rules} onOpen={navigate} />;
}
