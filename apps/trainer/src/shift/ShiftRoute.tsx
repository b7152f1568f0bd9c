import { lazy, type ComponentType } from 'react';
import { SHIFT_RU } from '@croupier/ru';
import { NotFound } from '../screens/NotFound.tsx';
import { useTitle } from '../screens/title.ts';
import type { ScreenProps } from '../screens/types.ts';

/** Each game's dealer's shift, loaded when its address is opened (one entry per game that has one). */
const SHIFTS: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  blackjack: lazy(() => import('./blackjack/BlackjackShiftRoute.tsx')),
  baccarat: lazy(() => import('./baccarat/BaccaratShiftRoute.tsx')),
  craps: lazy(() => import('./craps/CrapsShiftRoute.tsx')),
  stud: lazy(() => import('./stud/StudShiftRoute.tsx')),
};

/**
 * `/shift/<game>`: the dealer's shift of a game, or a page saying there is none.
 *
 * @param props - See {@link ScreenProps}.
 */
export default function ShiftRoute(props: ScreenProps) {
  const game = props.route.page === 'shift' ? props.route.game : '';
  const Shift = SHIFTS[game];
  return Shift ? <Shift {...props} /> : <NoShift {...props} />;
}

function NoShift({ navigate }: ScreenProps) {
  useTitle(SHIFT_RU.noShift);
  return <NotFound heading={SHIFT_RU.noShift} text={SHIFT_RU.noShiftText} navigate={navigate} />;
}
