import { baccaratPoint } from '@croupier/engine/baccarat';
import { BACCARAT_SHIFT_RU as RU, baccaratShiftTaskRu } from '@croupier/ru';
import { drillNameRu } from '../../storage/progress.ts';
import type { ShiftGame } from '../shell/game.ts';
import { shiftRoute } from '../shell/ShiftScreen.tsx';
import { dealKey, payChips, settleKeys, shiftKey } from '../shell/useShiftModel.ts';
import {
  owedNow,
  shiftErrors,
  shiftScore,
  startShift,
  step,
  type ShiftAction,
  type ShiftState,
} from './baccarat-shift.ts';
import { BaccaratShiftTable } from './BaccaratShiftTable.tsx';
import '../shift.css';
import './baccarat-shift.css';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: ShiftState): string {
  const t = s.task;
  if (t.kind === 'bets' || t.kind === 'deal' || t.kind === 'done') return baccaratShiftTaskRu({ kind: t.kind });
  if (t.kind === 'draw') {
    const player = baccaratPoint(s.table.player);
    return baccaratShiftTaskRu({ kind: 'draw', hand: t.hand, player, banker: baccaratPoint(s.table.banker) });
  }
  const o = owedNow(s)!;
  const winner = s.table.phase === 'settled' ? s.table.outcome.winner : 'tie';
  return baccaratShiftTaskRu({ kind: 'settle', seat: o.seat, bet: o.settled.bet, stake: o.settled.staked, winner });
}

/** The baccarat shift on the shared screen: Space deals; В — the hand takes a card, С — it stands; З takes, О leaves. */
const BACCARAT_SHIFT: ShiftGame<ShiftState, ShiftAction> = {
  model: {
    step,
    waiting: ['bets'],
    keys: [
      dealKey(RU),
      shiftKey('draw', 'KeyD', RU.draw, 'shift-hit', { type: 'draw', draw: true }),
      shiftKey('draw', 'KeyC', RU.stand, 'shift-stand', { type: 'draw', draw: false }),
      ...settleKeys(RU),
    ],
  },
  pay: payChips,
  Table: BaccaratShiftTable,
  words: RU,
  status: (s) => RU.coupOf(s.round, s.coups),
  task: taskText,
  score: shiftScore,
  errors: shiftErrors,
  errorHead: (e) => `${RU.coupNo(e.round)}, ${RU.kind(e.kind, e.hand)}${e.box ? ` (${RU.seat(e.box)})` : ''}`,
  spotLabel: (drill, key) => `${drillNameRu(drill)}: ${RU.spotKey(key)}`,
};

const LENGTH = { legend: RU.coups, options: [20, 60], param: 'coups', name: 'shift-coups' } as const;

/**
 * `/shift/baccarat`: the dealer's shift at a full baccarat table, under the trainee's baccarat rules. The
 * trainee picks the shift's length and starts it (`?seed=` replays a shift, `?coups=` sets its length).
 */
export default shiftRoute({
  game: BACCARAT_SHIFT,
  words: RU,
  length: LENGTH,
  start: (rules, coups, seed) => startShift({ rules: rules.baccarat, coups, seed }),
});
