import { useMemo } from 'react';
import { blackjackValue } from '@croupier/engine/blackjack';
import { SHIFT_RU, shiftActionKindRu, shiftTaskRu } from '@croupier/ru';
import { useStrategy } from '../../analysis/useStrategy.ts';
import type { ScreenProps } from '../../screens/types.ts';
import { drillNameRu } from '../../storage/progress.ts';
import type { ShiftGame } from '../shell/game.ts';
import { ShiftScreen } from '../shell/ShiftScreen.tsx';
import { dealKey, payChips, settleKeys, shiftKey } from '../shell/useShiftModel.ts';
import {
  owedNow,
  shiftErrors,
  shiftScore,
  startShift,
  step,
  type ShiftAction,
  type ShiftState,
} from './blackjack-shift.ts';
import { chartOfTable } from './chart.ts';
import { ShiftTable } from './ShiftTable.tsx';
import '../shift.css';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: ShiftState): string {
  const t = s.task;
  if (t.kind === 'bets' || t.kind === 'deal' || t.kind === 'done') return shiftTaskRu({ kind: t.kind });
  if (t.kind === 'player') return shiftTaskRu({ kind: 'player', box: t.box });
  if (t.kind === 'draw') {
    const v = blackjackValue(s.draws[t.index]!.cards);
    return shiftTaskRu({ kind: 'draw', total: v.total, soft: v.soft });
  }
  const o = owedNow(s)!;
  const v = blackjackValue(o.cards);
  return shiftTaskRu({ kind: 'settle', box: o.box, total: v.total, soft: v.soft, stake: o.stake, bust: v.bust });
}

/** The blackjack shift on the shared screen: Space deals; В takes a card, С stops; З takes a stake, О leaves it. */
const BLACKJACK_SHIFT: ShiftGame<ShiftState, ShiftAction> = {
  model: {
    step,
    waiting: ['bets', 'player'],
    keys: [
      dealKey(SHIFT_RU),
      shiftKey('draw', 'KeyD', SHIFT_RU.hit, 'shift-hit', { type: 'draw', hit: true }),
      shiftKey('draw', 'KeyC', SHIFT_RU.stand, 'shift-stand', { type: 'draw', hit: false }),
      ...settleKeys(SHIFT_RU),
    ],
  },
  pay: payChips,
  Table: ShiftTable,
  words: SHIFT_RU,
  status: (s) => SHIFT_RU.roundOf(s.round, s.rounds),
  task: taskText,
  score: shiftScore,
  errors: shiftErrors,
  errorHead: (e) =>
    `${SHIFT_RU.roundNo(e.round)}, ${shiftActionKindRu(e.kind)}${e.box ? ` (${SHIFT_RU.box(e.box)})` : ''}`,
  spotLabel: (drill, key) => `${drillNameRu(drill)}: ${SHIFT_RU.spotKey(key)}`,
};

const LENGTH = { legend: SHIFT_RU.rounds, options: [20, 60], param: 'rounds', name: 'shift-rounds' } as const;

/**
 * `/shift/blackjack`: the dealer's shift at blackjack. The players' chart is computed in the strategy worker
 * first; then the trainee picks the shift's length and starts it (`?seed=` replays a shift).
 *
 * @param props - See {@link ScreenProps}.
 */
export default function BlackjackShiftRoute({ rules, store, params }: ScreenProps) {
  const strategy = useStrategy(rules.blackjack);
  const chart = useMemo(() => (strategy.status === 'ready' ? chartOfTable(strategy.table) : null), [strategy]);
  return (
    <ShiftScreen
      game={BLACKJACK_SHIFT}
      words={SHIFT_RU}
      length={LENGTH}
      store={store}
      params={params}
      start={chart ? (rounds, seed) => startShift({ rules: rules.blackjack, chart, rounds, seed }) : null}
      waiting={<p role="status">{strategy.status === 'error' ? strategy.message : SHIFT_RU.waitChart}</p>}
    />
  );
}
