import { findDrill } from '../drills/index.ts';
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
  useTitle(`Карта ошибок: ${findDrill(id)?.title ?? 'нет такого упражнения'}`);
  return <Heatmap key={id} id={id} progress={store.progress} rules={rules} onOpen={navigate} />;
}
