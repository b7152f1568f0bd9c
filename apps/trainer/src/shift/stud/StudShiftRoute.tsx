import { STUD_SHIFT_RU as RU, studShiftKindRu, studShiftTaskRu, studSpotKeyRu, studStakesRu } from '@croupier/ru';
import { drillNameRu } from '../../storage/progress.ts';
import type { ShiftGame } from '../shell/game.ts';
import { shiftRoute } from '../shell/ShiftScreen.tsx';
import { dealKey, payChips, settleKeys, shiftKey } from '../shell/useShiftModel.ts';
import {
  owedNow,
  startStudShift,
  step,
  studShiftErrors,
  studShiftScore,
  type StudShiftAction,
  type StudShiftState,
} from './stud-shift.ts';
import { StudShiftTable } from './StudShiftTable.tsx';
import '../shift.css';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: StudShiftState): string {
  const t = s.task;
  if (t.kind === 'player') return studShiftTaskRu({ kind: 'player', box: t.box + 1 });
  if (t.kind !== 'settle') return studShiftTaskRu({ kind: t.kind });
  const o = owedNow(s)!;
  return studShiftTaskRu({
    kind: 'settle',
    box: o.box + 1,
    stakes: studStakesRu(o.ante, o.bet, o.settlement.outcome === 'folded'),
  });
}

/** The stud shift on the shared screen: Space deals; Е — the dealer has a game, Н — «нет игры»; З takes, О leaves. */
const STUD_SHIFT: ShiftGame<StudShiftState, StudShiftAction> = {
  model: {
    step,
    waiting: ['bets', 'player'],
    keys: [
      dealKey(RU),
      shiftKey('qualify', 'KeyT', RU.game, 'shift-game', { type: 'qualify', game: true }),
      shiftKey('qualify', 'KeyY', RU.noGame, 'shift-no-game', { type: 'qualify', game: false }),
      ...settleKeys(RU),
    ],
  },
  pay: payChips,
  Table: StudShiftTable,
  words: RU,
  status: (s) => RU.roundOf(s.round, s.rounds),
  task: taskText,
  score: studShiftScore,
  errors: studShiftErrors,
  errorHead: (e) => `${RU.roundNo(e.round)}, ${studShiftKindRu(e.kind)}${e.box ? ` (${RU.box(e.box)})` : ''}`,
  spotLabel: (drill, key) => `${drillNameRu(drill)}: ${studSpotKeyRu(key)}`,
};

const LENGTH = { legend: RU.rounds, options: [20, 60], param: 'rounds', name: 'shift-rounds' } as const;

/**
 * `/shift/stud`: the dealer's shift at a full stud table. The trainee picks the shift's length and starts
 * it (`?seed=` replays a shift, `?rounds=` sets its length, `?pace=` speeds the players up for scripts).
 */
export default shiftRoute({
  game: STUD_SHIFT,
  words: RU,
  length: LENGTH,
  start: (rules, rounds, seed) => startStudShift({ rules: rules.stud, rounds, seed }),
});
