import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import { resolveRulesOrThrow } from '@croupier/engine/stud';
import { naiveStudSettle, naiveStudValue } from '@croupier/testkit/oracles/stud';
import { shiftRecords as studShiftRecords } from '../record.ts';
import {
  rightAction,
  startStudShift,
  step,
  studShiftErrors,
  studShiftScore,
  type StudShiftAction,
  type StudShiftState,
} from './stud-shift.ts';

const rules = resolveRulesOrThrow({ preset: 'seed' });
const cards = (s: string) => parseCardsOrThrow(s);
const players = [
  { boxes: 1, ante: 10 },
  { boxes: 2, ante: 25 },
];
// Box 1 (player 1): a pair of kings, raised. Box 2 (player 2): nothing, folded. Box 3 (player 2): queens, raised.
const BOXES = 'Ks Kh 7d 4c 2s  9s 7h 5d 3c 2h  Qs Qd Jh 8c 3s';

function go(s: StudShiftState, a: StudShiftAction): StudShiftState {
  const r = step(s, a);
  if (!r.ok) throw new Error(`refused: ${r.error.details.due}`);
  return r.state;
}

/** Ticks the clock until the trainee is due. */
function wait(s: StudShiftState): StudShiftState {
  let cur = s;
  while (rightAction(cur) === null && cur.task.kind !== 'done') cur = go(cur, { type: 'tick', ms: 500 });
  return cur;
}

function dealtTo(dealer: string): StudShiftState {
  let s = startStudShift({ rules, rounds: 1, seed: 'hand', players, deck: cards(`${BOXES} ${dealer}`) });
  s = wait(s);
  expect(s.task.kind).toBe('deal');
  return wait(go(s, { type: 'deal' }));
}

describe('a stud shift round, worked by hand', () => {
  it.each([
    // The dealer's Туз-Король plays: kings win АНТЕ 10 + СТАВКА 20 at 1:1 = 30; queens 25 + 50 = 75.
    [
      'Ad Kc 9d 6s 4d',
      true,
      [
        ['pay', 30],
        ['take', 0],
        ['pay', 75],
      ],
    ],
    // Queen high: «нет игры», only the АНТЕ is paid, 1:1.
    [
      'Qc Jc 9d 6s 4d',
      false,
      [
        ['pay', 10],
        ['take', 0],
        ['pay', 25],
      ],
    ],
    // A pair of aces beats both pairs: their АНТЕ and СТАВКА are taken.
    [
      'Ad Ac 9d 6s 4d',
      true,
      [
        ['take', 0],
        ['take', 0],
        ['take', 0],
      ],
    ],
    // Kings against kings, the same kickers by rank: a push for box 1.
    [
      'Kd Kc 7s 4d 2c',
      true,
      [
        ['push', 0],
        ['take', 0],
        ['take', 0],
      ],
    ],
  ] as const)('dealer %s: game %s, the boxes %j', (dealer, game, moves) => {
    let s = dealtTo(dealer);
    expect(s.task.kind).toBe('qualify');
    expect(s.qualifies).toBe(game);
    s = go(s, { type: 'qualify', game });
    expect(s.owed.map((o) => [o.move, o.chips])).toEqual(moves);
    for (const [move, chips] of moves) s = go(s, { type: 'settle', move, chips });
    expect(s.task.kind).toBe('done');
    expect(studShiftErrors(s)).toEqual([]);
    expect(studShiftScore(s)).toMatchObject({ actions: 5, right: 5, points: 100 });
  });

  it('a wrong payout is graded wrong with its rule and its cost, and written to the schedule', () => {
    let s = go(dealtTo('Ad Kc 9d 6s 4d'), { type: 'qualify', game: true });
    s = go(s, { type: 'settle', move: 'pay', chips: 20 }); // 30 owed
    const [e] = studShiftErrors(s);
    expect(e).toMatchObject({ kind: 'settle', box: 1, correct: false, cost: { value: 1, exact: '10/10' } });
    expect(e!.rule).toBe(
      '«Пара» у игрока старше, чем «Туз-Король» у дилера: АНТЕ 10 — 1:1 (10), СТАВКА 20 — 1:1 (20); выплатить 30\u00a0фишек, а не 20.',
    );
    const [r] = studShiftRecords(s.graded, 1000, s.seed);
    expect(r).toMatchObject({ drill: 'stud-pay-chips', key: 'pair', correct: false, cost: { exact: '10/10' } });
    // The round goes on: the next box is due.
    expect(s.task).toMatchObject({ kind: 'settle', index: 1 });
  });

  it("a wrong call of the dealer's game names the qualifier", () => {
    const s = go(dealtTo('Qc Jc 9d 6s 4d'), { type: 'qualify', game: true });
    expect(studShiftErrors(s)[0]!.rule).toBe(
      'У дилера ни одной комбинации: дилер играет от Туз-Короля и выше, ниже — «нет игры».',
    );
    expect(s.owed[0]).toMatchObject({ move: 'pay', chips: 10 });
  });

  it('actions out of turn are refused and leave the state', () => {
    const s = dealtTo('Ad Kc 9d 6s 4d');
    const r = step(s, { type: 'deal' });
    expect(r).toEqual({ ok: false, error: { code: 'shift/not-due', details: { due: 'qualify', action: 'deal' } } });
  });
});

describe('a whole shift against the naive settler', () => {
  it('every box owed and every call of the game agree with the oracle over 30 rounds', () => {
    let s = startStudShift({ rules, rounds: 30, seed: 'naive-shift' });
    let checked = 0;
    for (let guard = 0; guard < 100_000 && s.task.kind !== 'done'; guard++) {
      s = wait(s);
      const a = rightAction(s);
      if (a === null) break;
      if (a.type === 'qualify' && s.table.phase === 'settled') {
        expect(a.game).toBe(naiveStudValue(s.table.dealerShown).rank >= 1);
      }
      if (a.type === 'settle' && s.task.kind === 'settle' && s.table.phase === 'settled') {
        const o = s.owed[s.task.index]!;
        const b = s.table.boxes[o.box]!;
        const naive = naiveStudSettle(
          { player: b.cards, dealer: s.table.dealer, ante: b.ante, raised: b.decision === 'raised', fees: b.fees },
          rules,
        );
        const moveNet = a.move === 'take' ? -(o.ante + o.bet) : a.move === 'push' ? 0 : a.chips!;
        expect(moveNet - b.fees).toBe(Number(naive.net));
        checked++;
      }
      s = go(s, a);
    }
    expect(s.round).toBe(30);
    expect(s.task.kind).toBe('done');
    expect(checked).toBe(30 * 5);
    expect(studShiftScore(s).right).toBe(s.graded.length);
    // Players of different speeds: the five boxes' four players think at different medians.
    expect(new Set(s.players.map((p) => p.speed.medianMs)).size).toBe(4);
  });
});
