/**
 * The play modes' graders against figures from elsewhere: a blackjack cost against a naive enumeration of
 * the dealer written here (and the engine's chart analysis of the same cell), baccarat calls against the
 * testkit's coup walker, craps calls against the testkit's layout reading, stud costs against the fold's
 * known value of −1 ante and `advise`.
 */
import { describe, expect, it } from 'vitest';
import { orThrow } from '@croupier/engine';
import { formatCostAtStakeRu } from '@croupier/ru';
import {
  analyse,
  apply as bjApply,
  resolveRulesOrThrow as bjRules,
  start as bjStart,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import {
  apply as bacApply,
  resolveRulesOrThrow as bacRules,
  start as bacStart,
  type BaccaratState,
} from '@croupier/engine/baccarat';
import type { DiceRoll } from '@croupier/engine';
import { apply as crapsApply, resolveRulesOrThrow as crapsRules, start as crapsStart } from '@croupier/engine/craps';
import {
  advise,
  resolveRulesOrThrow as studRules,
  start as studStart,
  apply as studApply,
} from '@croupier/engine/stud';
import { rational } from '@croupier/engine';
import { naiveCoup, naivePoint } from '@croupier/testkit/oracles/baccarat';
import { naiveOutcome } from '@croupier/testkit/oracles/craps';
import { naiveStudCategory } from '@croupier/testkit/oracles/stud';
import { baccaratCall, gradeBaccaratCall, payCall } from './baccarat.ts';
import { gradeBlackjack } from './blackjack.ts';
import { gradeCrapsCall, resolutionCalls } from './craps.ts';
import { playAnswer, playLedger } from './log.ts';
import { gradeStud } from './stud.ts';

const card = (rank: string, suit = 0) => '23456789TJQKA'.indexOf(rank) * 4 + suit;

// ---------------------------------------------------------------- blackjack: a naive dealer

/** Card values left, by value 1 (ace) … 10 (ten-values), from `decks` decks less the cards seen. */
function unseen(decks: number, seen: readonly number[]): number[] {
  const counts = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : v === 10 ? 16 * decks : 4 * decks));
  for (const c of seen) {
    const r = c >> 2;
    counts[r === 12 ? 1 : r >= 8 ? 10 : r + 2]!--;
  }
  return counts;
}

/** The dealer's final totals (17…21, 22 = bust) from an up-card, standing on soft 17, drawing without replacement. */
function dealerFinal(counts: number[], hard: number, aces: number): Map<number, number> {
  const soft = aces > 0 && hard + 10 <= 21;
  const best = soft ? hard + 10 : hard;
  if (best >= 17) return new Map([[best > 21 ? 22 : best, 1]]);
  const n = counts.reduce((a, b) => a + b, 0);
  const out = new Map<number, number>();
  for (let v = 1; v <= 10; v++) {
    if (counts[v] === 0) continue;
    const p = counts[v]! / n;
    counts[v]!--;
    for (const [t, q] of dealerFinal(counts, hard + v, aces + (v === 1 ? 1 : 0))) out.set(t, (out.get(t) ?? 0) + p * q);
    counts[v]!++;
  }
  return out;
}

/** The EV of standing on `total` against the dealer's distribution. */
function standEv(dist: Map<number, number>, total: number): number {
  let ev = 0;
  for (const [t, p] of dist) ev += p * (t === 22 || t < total ? 1 : t > total ? -1 : 0);
  return ev;
}

describe('blackjack grading', () => {
  const rules = bjRules({ preset: 'seed' }); // 6 decks, no hole card, the dealer stands on soft 17
  /** A table where the player holds T 4 and hits a 6 to a hard 20 against the dealer's 6. */
  function hard20(): BlackjackState {
    const shoe = [
      card('T'),
      card('6', 1),
      card('4'),
      card('6', 2),
      ...Array.from({ length: 40 }, (_, i) => card('9', i % 4)),
    ];
    let s = orThrow(bjStart(rules, { seats: { Игрок: 1000 }, seed: 1, shoe })).state;
    s = orThrow(bjApply(s, { type: 'bet', box: 'Игрок', amount: 10 })).state;
    s = orThrow(bjApply(s, { type: 'deal' })).state;
    s = orThrow(bjApply(s, { type: 'hit' })).state;
    return s;
  }

  it('hitting a three-card hard 20 against a 6 costs what a naive enumeration of the shoe says', () => {
    const s = hard20();
    expect(s.phase === 'playing' && s.boxes[0]!.hands[0]!.cards).toEqual([card('T'), card('4'), card('6', 2)]);
    const g = gradeBlackjack(s, { type: 'hit' })!;
    // By hand: standing on 20 against the dealer's draws; hitting wins only with an ace (21), else busts.
    const counts = unseen(6, [card('T'), card('4'), card('6', 2), card('6', 1)]);
    const n = counts.reduce((a, b) => a + b, 0);
    const stand = standEv(dealerFinal([...counts], 6, 0), 20);
    const afterAce = [...counts];
    afterAce[1]!--;
    const hit = (counts[1]! / n) * standEv(dealerFinal(afterAce, 6, 0), 21) - (1 - counts[1]! / n);
    expect(g).toMatchObject({ key: 'hard-20-6', answer: 'hit', expected: 'stand', correct: false });
    expect(g.cost!.value).toBeCloseTo(stand - hit, 9);
    expect(g.verdict.costText).toBe(formatCostAtStakeRu({ value: stand - hit }, 'bet', 10));
    expect(g.verdict.costText).toMatch(/^потеряно \d+,\d+\u00a0ставки — \d+(,\d+)?\u00a0фиш(ка|ки|ек) при ставке 10$/u);
    // The right answer costs nothing.
    expect(gradeBlackjack(s, { type: 'stand' })).toMatchObject({ correct: true, cost: { value: 0 } });
  });

  it('a two-card decision costs about what the chart analysis of its cell says (composition differs a little)', () => {
    const shoe = [card('T'), card('5', 1), card('8'), ...Array.from({ length: 40 }, (_, i) => card('9', i % 4))];
    let s = orThrow(bjStart(rules, { seats: { Игрок: 1000 }, seed: 1, shoe })).state;
    s = orThrow(bjApply(s, { type: 'bet', box: 'Игрок', amount: 10 })).state;
    s = orThrow(bjApply(s, { type: 'deal' })).state;
    const g = gradeBlackjack(s, { type: 'hit' })!;
    const cell = analyse(rules).cells.find((c) => c.kind === 'hard' && c.row === 18 && c.up === 5)!;
    expect(g.key).toBe('hard-18-5');
    expect(g.cost!.value).toBeCloseTo(cell.evs.stand! - cell.evs.hit!, 2);
  });
});

// ---------------------------------------------------------------- baccarat: the testkit's coup walker

describe('baccarat calls from the dealer’s seat', () => {
  it.each(['casino', 'seed'] as const)(
    'every call of 40 coups under the %s tableau agrees with the naive coup',
    (tableau) => {
      const rules = bacRules({ preset: tableau });
      let calls = 0;
      for (let seed = 1; seed <= 40; seed++) {
        let s: BaccaratState = orThrow(bacStart(rules, { seats: { вы: 1000 }, seed })).state;
        s = orThrow(bacApply(s, { type: 'bet', player: 'вы', bet: 'banker', stake: 100 })).state;
        s = orThrow(bacApply(s, { type: 'deal' })).state;
        // The four cards dealt, then the next two of the shoe: the naive coup draws from them.
        const shoe = s.shoe as unknown as { cards: readonly number[]; position: number };
        const next = shoe.cards.slice(shoe.position, shoe.position + 2);
        const naive = naiveCoup(tableau, [s.player[0]!, s.banker[0]!, s.player[1]!, s.banker[1]!, ...next]);
        for (let step = 0; step < 3; step++) {
          const call = baccaratCall(s, false);
          if (call === null) break;
          const truth =
            call.kind === 'player-draw'
              ? naive.player.length === 3
                ? 'draw'
                : 'stand'
              : call.kind === 'banker-draw'
                ? naive.banker.length === 3
                  ? 'draw'
                  : 'stand'
                : naive.winner;
          const wrong = truth === 'draw' ? 'stand' : truth === 'stand' ? 'draw' : truth === 'tie' ? 'banker' : 'tie';
          expect(gradeBaccaratCall(s, call, truth).correct).toBe(true);
          expect(gradeBaccaratCall(s, call, wrong).correct).toBe(false);
          calls++;
          if (call.kind === 'winner') {
            const pay = payCall(s)!;
            // Банко pays 19:20 in the text and at the casino: 100 → 95; a lost bet is paid nothing.
            const won = naive.winner === 'banker' ? 95 : 0;
            const g = gradeBaccaratCall(s, pay, String(won));
            if (naive.winner !== 'tie') expect(g.correct).toBe(true);
            break;
          }
          s = orThrow(bacApply(s, { type: s.phase === 'playerRule' ? 'playerRule' : 'bankerRule' })).state;
        }
        expect(naivePoint(s.player)).toBe(naive.playerPoint);
      }
      expect(calls).toBeGreaterThan(60);
    },
  );
});

// ---------------------------------------------------------------- craps: the testkit's layout reading

describe('craps calls from the dealer’s seat', () => {
  it.each(['seed', 'casino'] as const)(
    'what 60 rolls do to pass, field and place 6 under %s rules agrees with the naive reading',
    (preset) => {
      const rules = crapsRules({ preset });
      let s = orThrow(crapsStart(rules, { seats: { me: 100_000 }, seed: 5 })).state;
      let checked = 0;
      for (let roll = 0; roll < 60; roll++) {
        for (const bet of ['pass', 'field', 'place6'] as const) {
          const r = crapsApply(s, { type: 'bet', player: 'me', bet, amount: 12 });
          if (r.ok) s = r.value.state;
        }
        const rolled = orThrow(crapsApply(s, { type: 'roll' }));
        const ev = rolled.events.find((e) => e.type === 'rolled');
        if (ev?.type !== 'rolled') throw new Error('no roll');
        const dice = ev.dice;
        for (const call of resolutionCalls(s, 'me', dice)) {
          const naive = naiveOutcome(call.bet, s.point, dice[0], dice[1], rules);
          const kind = naive.startsWith('win') ? 'win' : naive.startsWith('move') ? 'move' : naive;
          expect(gradeCrapsCall(s, call, dice, kind)).toMatchObject({
            correct: true,
            key: `${call.bet}@${s.point ?? 'off'}`,
          });
          checked++;
        }
        s = rolled.state;
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it('a «Проходит» bet of 10 won on a come-out 7 is paid 10 (evens), and 9 is a mistake', () => {
    const rules = crapsRules({ preset: 'seed' });
    let s = orThrow(crapsStart(rules, { seats: { me: 100 }, seed: 1 })).state;
    s = orThrow(crapsApply(s, { type: 'bet', player: 'me', bet: 'pass', amount: 10 })).state;
    const call = { kind: 'pay' as const, bet: 'pass' as const, stake: 10, question: '' };
    const seven: DiceRoll = [3, 4];
    expect(gradeCrapsCall(s, call, seven, '10').correct).toBe(true);
    expect(gradeCrapsCall(s, call, seven, '9').correct).toBe(false);
  });
});

// ---------------------------------------------------------------- stud

describe('stud grading', () => {
  it.each([21])('seed %i: a fold costs the best EV plus one ante (a fold loses the ante), exactly', (seed) => {
    const rules = studRules({ preset: 'seed' });
    let s = orThrow(studStart(rules, { balance: 1000, seed })).state;
    s = orThrow(studApply(s, { type: 'ante', amount: 10 })).state;
    if (s.phase !== 'deciding') throw new Error('dealt');
    const best = orThrow(advise(s.player, rules)).best;
    const g = gradeStud(s, { type: 'fold' })!;
    expect(g.key).toBe(orThrow(advise(s.player, rules)).category);
    expect(naiveStudCategory(s.player)).toBe(g.key);
    const want = rational.sub(best.ev, rational.frac(-1));
    if (best.action === 'fold') expect(g).toMatchObject({ correct: true, cost: { value: 0 } });
    else expect(g.cost!.exact).toBe(`${want.num}/${want.den}`);
    expect(g.cost!.value).toBeCloseTo(rational.toNumber(want), 12);
  });
});

describe('the play log', () => {
  it('writes records with the play drill id and sums the costs', () => {
    const a = playAnswer(
      'blackjack',
      {
        key: 'hard-16-10',
        answer: 'stand',
        expected: 'hit',
        correct: false,
        cost: { value: 0.25 },
        question: '',
        verdict: { correct: false, given: '', expected: '', explanation: '' },
      },
      '42',
      1000,
      250.4,
    );
    expect(a.record).toEqual({
      drill: 'play-blackjack',
      key: 'hard-16-10',
      at: 1000,
      ms: 250,
      correct: false,
      cost: { value: 0.25 },
      answer: 'stand',
      expected: 'hit',
      seed: '42',
    });
    expect(playLedger([a.record, { ...a.record, correct: true, cost: { value: 0 } }])).toEqual({
      answered: 2,
      correct: 1,
      cost: 0.25,
      valued: 2,
    });
  });
});
