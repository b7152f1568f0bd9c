import Mistakes from './Mistakes.tsx';
import { useTitle } from './title.ts';
import type { ScreenProps } from './types.ts';

/**
 * `/mistakes`: the review of the last misses, under the app's screen props.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function MistakesRoute({ navigate, store, rules }: ScreenProps) {
  useTitle('Разбор ошибок');
  return <Mistakes progress={store.progress} rules={rules} onOpen={navigate} />;
}
