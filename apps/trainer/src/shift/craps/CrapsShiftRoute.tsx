import { CRAPS_SHIFT_RU as RU, crapsShiftKindRu, crapsShiftTaskRu } from '@croupier/ru';
import { drills } from '../../drills/craps/index.ts';
import { drillNameRu } from '../../storage/progress.ts';
import type { ShiftGame } from '../shell/game.ts';
import { shiftRoute } from '../shell/ShiftScreen.tsx';
import { payChips, settleKeys, shiftKey } from '../shell/useShiftModel.ts';
import {
  crapsShiftErrors,
  crapsShiftScore,
  movingNow,
  owedNow,
  startCrapsShift,
  step,
  type CrapsShiftAction,
  type CrapsShiftState,
} from './craps-shift.ts';
import { CrapsShiftTable } from './CrapsShiftTable.tsx';
import '../shift.css';
import './craps-shift.css';

/** What the croupier is to do now, in words (announced when it changes). */
function taskText(s: CrapsShiftState): string {
  const t = s.task;
  if (t.kind === 'puck') {
    const r = s.rolled!;
    return crapsShiftTaskRu({ kind: 'puck', total: r.dice[0] + r.dice[1], point: r.before });
  }
  if (t.kind === 'settle') {
    const o = owedNow(s)!;
    return crapsShiftTaskRu({ kind: 'settle', place: o.place, bet: o.bet, stake: o.stake });
  }
  if (t.kind === 'move') {
    const m = movingNow(s)!;
    const r = s.rolled!;
    return crapsShiftTaskRu({
      kind: 'move',
      place: m.place,
      bet: m.from,
      stake: m.amount,
      total: r.dice[0] + r.dice[1],
    });
  }
  return crapsShiftTaskRu({ kind: t.kind });
}

/** The puck's number keys: Digit4 … Digit9, Digit0 for 10. */
const PUCK_KEYS = [4, 5, 6, 8, 9, 10].map((n) =>
  shiftKey('puck', `Digit${n % 10}`, RU.puckTo(n), `shift-puck-${n}`, { type: 'puck', point: n } as const),
);

/** A come bet's move to its number: the same keys. */
const MOVE_KEYS = [4, 5, 6, 8, 9, 10].map((n) =>
  shiftKey('move', `Digit${n % 10}`, RU.moveTo(n), `shift-move-${n}`, { type: 'move', number: n } as const),
);

/**
 * The craps shift on the shared screen: Space calls the roll; 4 5 6 8 9 and 0 for 10 put the puck on a
 * number, В turns it off; З takes a bet, О returns it; the same digits move a come bet to its number.
 */
const CRAPS_SHIFT: ShiftGame<CrapsShiftState, CrapsShiftAction> = {
  model: {
    step,
    waiting: ['bets'],
    keys: [
      shiftKey('roll', 'Space', RU.roll, 'shift-roll', { type: 'roll' }),
      shiftKey('puck', 'KeyD', RU.puckOff, 'shift-puck-off', { type: 'puck', point: null }),
      ...PUCK_KEYS,
      ...settleKeys(RU),
      ...MOVE_KEYS,
    ],
  },
  pay: payChips,
  groups: { puck: RU.puck, move: RU.move },
  Table: CrapsShiftTable,
  words: RU,
  status: (s) => RU.rollOf(s.round, s.rolls),
  task: taskText,
  score: crapsShiftScore,
  errors: crapsShiftErrors,
  errorHead: (e) =>
    `${RU.rollNo(e.round)}, ${crapsShiftKindRu(e.kind)}${e.place ? ` (${RU.place(e.place).toLowerCase()})` : ''}`,
  spotLabel: (drill, key) => {
    const d = drills.find((x) => x.id === drill);
    return `${drillNameRu(drill)}: ${d?.keyLabel ? d.keyLabel(key) : key}`;
  },
};

const LENGTH = { legend: RU.rolls, options: [30, 100], param: 'rolls', name: 'shift-rolls', other: true } as const;

/**
 * `/shift/craps`: the dealer's shift at a full craps table. The trainee picks the shift's length and
 * starts it (`?seed=` replays a shift, `?rolls=` sets its length, `?pace=` speeds the players up).
 */
export default shiftRoute({
  game: CRAPS_SHIFT,
  words: RU,
  length: LENGTH,
  start: (rules, rolls, seed) => startCrapsShift({ rules: rules.craps, rolls, seed }),
});
