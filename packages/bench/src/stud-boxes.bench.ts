/**
 * Stud with seven boxes: a round of the multi-box table through the public API (seven players, an
 * АНТЕ of 10 on each box, boxes raising and folding in turn, the dealer settling all seven, the next
 * round), against seven one-box rounds through the one-box API (the same hands' worth of work without
 * the table). Run alone with `pnpm bench stud-boxes`.
 */
import {
  apply,
  applyBoxes,
  resolveRulesOrThrow,
  start,
  startBoxes,
  type StudBoxesAction,
  type StudBoxesState,
  type StudState,
} from '@croupier/engine/stud';
import { compare, consume } from './harness.js';

const rules = resolveRulesOrThrow({ preset: 'senator' });
const seats = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`p${i}`, 1_000_000_000]));
const begun = startBoxes(rules, { seats, seed: 1 });
if (!begun.ok) throw new Error(begun.error.message);
let table: StudBoxesState = begun.value.state;

function step(action: StudBoxesAction): void {
  const r = applyBoxes(table, action);
  if (!r.ok) throw new Error(r.error.message);
  table = r.value.state;
}

const single = start(rules, { balance: 1_000_000_000, seed: 1 });
if (!single.ok) throw new Error(single.error.message);
let one: StudState = single.value.state;

compare('a seven-box round through the public API (ante ×7, seven decisions, settle ×7, next round)', 'rounds', [
  {
    name: 'croupier applyBoxes: seven boxes, one dealer hand',
    ours: true,
    run: () => {
      for (let i = 0; i < 200; i++) {
        step({ type: 'ante', antes: [10, 10, 10, 10, 10, 10, 10] });
        for (let k = 0; table.phase === 'deciding'; k++) step({ type: k % 2 === 0 ? 'raise' : 'fold' });
        while (table.phase === 'buying') step({ type: 'takeAnte' });
        step({ type: 'nextRound' });
      }
      consume(table.seats[0]!.balance);
      return 200;
    },
  },
  {
    name: 'baseline: seven one-box rounds through apply',
    run: () => {
      for (let i = 0; i < 200; i++) {
        for (let k = 0; k < 7; k++) {
          for (const action of [{ type: 'ante', amount: 10 }, { type: k % 2 === 0 ? 'raise' : 'fold' }] as const) {
            const r = apply(one, action);
            if (!r.ok) throw new Error(r.error.message);
            one = r.value.state;
          }
          if (one.phase === 'buying') one = orThrowStep(apply(one, { type: 'takeAnte' }));
          one = orThrowStep(apply(one, { type: 'nextRound' }));
        }
      }
      consume(one.balance);
      return 200;
    },
  },
]);

function orThrowStep(r: ReturnType<typeof apply>): StudState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
