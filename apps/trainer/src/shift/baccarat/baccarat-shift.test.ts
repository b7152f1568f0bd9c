import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow, type BaccaratPlayStyle, type SettledState } from '@croupier/engine/baccarat';
import { parseCardsOrThrow } from '@croupier/engine/cards';
import {
  naiveCoup,
  naiveReturn,
  naiveValue,
  rulesMdBankerDraws,
  type NaivePaytable,
} from '@croupier/testkit/oracles/baccarat';
import { emptyProgress } from '../../storage/progress.ts';
import { recordShift, shiftRecords } from '../record.ts';
import {
  rightAction,
  shiftErrors,
  shiftScore,
  startShift,
  step,
  type ShiftAction,
  type ShiftState,
} from './baccarat-shift.ts';

const seedRules = resolveRulesOrThrow({ preset: 'seed' });
const casinoRules = resolveRulesOrThrow({ preset: 'casino' });

/** The text's paytable, as docs/rules.md reads it: Банко 19:20 (fractions kept), Пунто 1:1, ничья 8:1, a tie returns both. */
const TEXT_PAYS: NaivePaytable = {
  banker: [19, 20],
  bankerSix: null,
  bankerThreeCardSevenPushes: false,
  player: [1, 1],
  tie: [8, 1],
  tiePushes: true,
  playerPair: null,
  bankerPair: null,
  eitherPair: null,
  perfectPair: null,
  perfectPairBoth: null,
  dragon7: null,
  panda8: null,
  rounding: 'down',
};

/** The casino preset's paytable, as its published sources give it: the text's, and both pairs at 11:1. */
const CASINO_PAYS: NaivePaytable = { ...TEXT_PAYS, playerPair: [11, 1], bankerPair: [11, 1] };

function go(s: ShiftState, a: ShiftAction): ShiftState {
  const r = step(s, a);
  if (!r.ok) throw new Error(`refused: ${r.error.code} (${r.error.details.due})`);
  return r.state;
}

/** Ticks the clock until the trainee is due (or the shift is over). */
function untilDue(s: ShiftState): ShiftState {
  let cur = s;
  for (let i = 0; i < 10_000 && rightAction(cur) === null && cur.task.kind !== 'done'; i++) {
    cur = go(cur, { type: 'tick', ms: 250 });
  }
  return cur;
}

const fav = (bet: 'banker' | 'player' | 'tie', stake: number): BaccaratPlayStyle => ({
  pattern: { kind: 'favourite', bet },
  stake,
});

// A hand-worked coup at three seats (seat 1: Банко 100, seat 2: Пунто 25, seat 3: Банко 25). Dealt
// Пунто, Банко, Пунто, Банко: Пунто 2♠ 3♥ = 5, Банко 4♦ К♣ = 4; Пунто draws on 5 and takes 7♠ (12 → 2);
// Банко on 4 against a 7 draws (both tableaus) and takes 5♥: 9. Банко wins 9 to 2. The table's order:
// the loser first (seat 2's Пунто is taken), then the winners from seat 1: 100 at 19:20 is 95, 25 at
// 19:20 is 23.75 — 23 paid, the fraction kept.
const COUP = parseCardsOrThrow('2♠ 4♦ 3♥ К♣ 7♠ 5♥ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣');
const THREE = [fav('banker', 100), fav('player', 25), fav('banker', 25)];

describe('the baccarat shift, a hand-worked coup', () => {
  const start = () =>
    untilDue(startShift({ rules: seedRules, coups: 1, seed: 's', styles: THREE, shoe: { cards: COUP } }));

  it('asks the deal, Пунто’s card, Банко’s card, then the seats in the table’s order', () => {
    let s = start();
    expect(s.task.kind).toBe('deal');
    s = go(s, { type: 'deal' });
    expect(s.task).toMatchObject({ kind: 'draw', hand: 'player' });
    expect(rightAction(s)).toEqual({ type: 'draw', draw: true });
    s = go(s, { type: 'draw', draw: true });
    expect(s.task).toMatchObject({ kind: 'draw', hand: 'banker' });
    expect(rightAction(s)).toEqual({ type: 'draw', draw: rulesMdBankerDraws('seed', 4, 7) });
    s = go(s, { type: 'draw', draw: true });
    const owed: { seat: string; move: string; chips: number }[] = [];
    while (s.task.kind === 'settle') {
      const o = s.owed[s.task.index]!;
      owed.push({ seat: o.seat, move: o.move, chips: o.settled.won });
      s = go(s, rightAction(s)!);
    }
    expect(owed).toEqual([
      { seat: '2', move: 'take', chips: 0 },
      { seat: '1', move: 'pay', chips: 95 },
      { seat: '3', move: 'pay', chips: 23 },
    ]);
    expect(s.task.kind).toBe('done');
    expect(shiftErrors(s)).toEqual([]);
  });

  it('grades a Банко paid without the commission wrong, with the rule, the amounts and the cost', () => {
    let s = go(go(go(start(), { type: 'deal' }), { type: 'draw', draw: true }), { type: 'draw', draw: true });
    s = go(s, { type: 'settle', move: 'take' });
    s = go(s, { type: 'settle', move: 'pay', chips: 100 });
    const [e] = shiftErrors(s);
    expect(e).toMatchObject({ kind: 'settle', box: '1', correct: false });
    expect(e!.given).toMatch(/^выплатить 100\sфишек$/u);
    expect(e!.rule).toContain('19:20');
    expect(e!.rule).toMatch(/95\sфишек, а не 100\.$/u);
    expect(e!.cost).toEqual({ value: 5 / 100, exact: '5/100' });
    expect(e!.spot).toEqual({ drill: 'baccarat-pay-chips', key: 'banker-whole' });
    // The right payment was made instead: the coup goes on to seat 3.
    expect(s.task).toMatchObject({ kind: 'settle', index: 2 });
  });

  it('grades a wrong call of Банко’s card with the tableau’s row, and schedules the cell', () => {
    let s = go(go(start(), { type: 'deal' }), { type: 'draw', draw: true });
    s = go(s, { type: 'draw', draw: false });
    const [e] = shiftErrors(s);
    expect(e).toMatchObject({ kind: 'draw', hand: 'banker', correct: false, expected: 'берёт карту' });
    expect(e!.rule).toMatch(/^При 4 очках крупье берёт карту, если третья карта игрока — /u);
    const records = shiftRecords(shiftErrors(s), 1000, 's');
    expect(records).toMatchObject([{ drill: 'baccarat-banker-draws', key: 'banker-4-7', correct: false }]);
    const p = recordShift(emptyProgress(), records);
    expect(p.drills['baccarat-banker-draws']?.answered).toBe(1);
    expect(p.log.map((r) => `${r.key}:${r.correct}`)).toEqual(['banker-4-7:false']);
  });

  it('refuses an action that is not due and leaves the state as it was', () => {
    const s = start();
    const r = step(s, { type: 'draw', draw: true });
    expect(r).toEqual({ ok: false, error: { code: 'shift/not-due', details: { due: 'deal', action: 'draw' } } });
  });
});

// A tie: Пунто 4♠ 3♥ = 7 stands; Банко 5♦ 2♣ = 7, the player stood: 6–7 stand. 7 all. Банко and Пунто
// stakes stay with their players, the tie bet is paid 8:1.
describe('a tie', () => {
  it('leaves Банко and Пунто and pays the tie 8:1', () => {
    const cards = parseCardsOrThrow('4♠ 5♦ 3♥ 2♣ 9♣ 9♦ 9♥');
    const styles = [fav('banker', 40), fav('player', 30), fav('tie', 15)];
    let s = untilDue(startShift({ rules: seedRules, coups: 1, seed: 't', styles, shoe: { cards } }));
    s = go(s, { type: 'deal' });
    s = go(s, { type: 'draw', draw: false });
    expect(rightAction(s)).toEqual({ type: 'draw', draw: false });
    s = go(s, { type: 'draw', draw: false });
    const c = naiveCoup('seed', cards);
    expect(c.winner).toBe('tie');
    const moves = s.owed.map((o) => [o.seat, o.move, o.settled.won]);
    expect(moves).toEqual([
      ['1', 'push', 0],
      ['2', 'push', 0],
      ['3', 'pay', naiveReturn(TEXT_PAYS, 'tie', 15, c)! - 15],
    ]);
    expect(moves[2]![2]).toBe(120);
    s = go(s, { type: 'settle', move: 'take' });
    expect(shiftErrors(s)[0]!.rule).toBe(
      'При ничьей ставка на Банко не выигрывает и не проигрывает: она остаётся у игрока, а не «забрать».',
    );
  });
});

describe('the tableaus differ on Банко 5 against a 2', () => {
  // Пунто 2♠ 2♥ = 4 draws 2♦: 6; Банко 3♠ 2♣ = 5. The text: 5 draws unless the card is 4–7 → draws;
  // every casino: 5 draws only on 4–7 → stands.
  const cards = parseCardsOrThrow('2♠ 3♠ 2♥ 2♣ 2♦ 9♣ 9♦ 9♥');
  it.each([
    ['seed', seedRules],
    ['casino', casinoRules],
  ] as const)('%s', (tableau, rules) => {
    let s = untilDue(startShift({ rules, coups: 1, seed: 'x', styles: [fav('banker', 20)], shoe: { cards } }));
    s = go(go(s, { type: 'deal' }), { type: 'draw', draw: true });
    expect(rightAction(s)).toEqual({ type: 'draw', draw: rulesMdBankerDraws(tableau, 5, 2) });
  });
});

describe('a seeded shift of twenty coups at fourteen seats', () => {
  it.each([
    ['seed', seedRules, TEXT_PAYS],
    ['casino', casinoRules, CASINO_PAYS],
  ] as const)(
    '%s: deals, calls and settles every coup as the naive oracle does, and a perfect croupier scores 100',
    (tableau, rules, pays) => {
      let s = startShift({ rules, coups: 20, seed: 'shift-20' });
      let pairs = 0;
      expect(s.players).toHaveLength(14);
      let coups = 0;
      let draws = 0;
      let bets = 0;
      for (let guard = 0; guard < 5000 && s.task.kind !== 'done'; guard++) {
        s = untilDue(s);
        if (s.task.kind === 'draw') {
          const t = s.table;
          const p2 = (naiveValue(t.player[0]!) + naiveValue(t.player[1]!)) % 10;
          const b2 = (naiveValue(t.banker[0]!) + naiveValue(t.banker[1]!)) % 10;
          const third = t.player.length === 3 ? naiveValue(t.player[2]!) : null;
          const want = s.task.hand === 'player' ? p2 <= 5 : rulesMdBankerDraws(tableau, b2, third);
          expect(rightAction(s)).toEqual({ type: 'draw', draw: want });
          draws++;
        }
        if (s.task.kind === 'settle' && s.task.index === 0) {
          const t = s.table as SettledState;
          const seq = [
            t.player[0]!,
            t.banker[0]!,
            t.player[1]!,
            t.banker[1]!,
            ...t.player.slice(2),
            ...t.banker.slice(2),
          ];
          // naiveCoup deals the third cards itself: Пунто's first, then Банко's, as they sit in `seq`.
          const c = naiveCoup(tableau, seq);
          expect(c.banker).toEqual([...t.banker]);
          expect(c.player).toEqual([...t.player]);
          // Losers first, then the rest, each pass from seat 1 to 14.
          const losers = s.owed.filter((o) => o.move === 'take');
          expect(s.owed.slice(0, losers.length)).toEqual(losers);
          const seats = (xs: typeof s.owed) => xs.map((o) => Number(o.seat));
          expect(seats(losers)).toEqual([...seats(losers)].sort((a, b) => a - b));
          const rest = s.owed.slice(losers.length);
          expect(seats(rest)).toEqual([...seats(rest)].sort((a, b) => a - b));
          for (const o of s.owed) {
            if (o.settled.bet === 'playerPair' || o.settled.bet === 'bankerPair') pairs++;
            const back = naiveReturn(pays, o.settled.bet, o.settled.staked, c)!;
            const want = back === 0 ? 'take' : back === o.settled.staked ? 'push' : 'pay';
            expect(o.move).toBe(want);
            if (want === 'pay') expect(o.settled.won).toBe(back - o.settled.staked);
          }
          coups++;
          bets += s.owed.length;
        }
        const a = rightAction(s);
        if (a) s = go(s, a);
      }
      expect(s.task.kind).toBe('done');
      expect(coups).toBe(20);
      expect(bets).toBeGreaterThanOrEqual(20 * 14);
      expect(draws).toBeGreaterThan(0);
      // The seats' pair side bets: placed where the table offers them (the casino), never at the text's.
      if (tableau === 'seed') expect(pairs).toBe(0);
      else expect(pairs).toBeGreaterThan(0);
      const score = shiftScore(s);
      expect(score).toMatchObject({ right: score.actions, points: 100 });
    },
  );

  it('replays the same shift from the same seed', () => {
    const run = (seed: string) => {
      let s = startShift({ rules: seedRules, coups: 3, seed });
      for (let i = 0; i < 2000 && s.task.kind !== 'done'; i++) {
        s = untilDue(s);
        const a = rightAction(s);
        if (a) s = go(s, a);
      }
      return s.graded.map((g) => `${g.kind}${g.box ?? ''}${g.expected}`).join(';');
    };
    expect(run('r-1')).toBe(run('r-1'));
    expect(run('r-1')).not.toBe(run('r-2'));
  });
});
