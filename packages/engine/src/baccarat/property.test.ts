import { naiveCoup, naiveReturn, type NaivePaytable } from '@croupier/testkit/oracles/baccarat';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playCoup } from './coup.js';
import { apply, chipsInPlay, runCoupOrThrow, startOrThrow } from './round.js';
import { BACCARAT_BETS, offeredBets, resolveRulesOrThrow, type BaccaratRules } from './rules.js';
import type { BaccaratAction, BaccaratState } from './state.js';
import { baccaratPoint } from './value.js';

const PRESETS = ['casino', 'seed', 'noCommission', 'ez'] as const;
const ALL_SIDE_BETS = [
  'eitherPairPays=5',
  'perfectPairPays=25',
  'perfectPairBothPays=250',
  'dragon7Pays=40',
  'panda8Pays=25',
];

const betArb = fc.record({
  seat: fc.integer({ min: 0, max: 13 }),
  bet: fc.constantFrom(...BACCARAT_BETS),
  stake: fc.integer({ min: 1, max: 400 }),
});

/** The rules as the naive settler reads them. */
function paytable(r: BaccaratRules): NaivePaytable {
  const t = (x: { pays: number; per: number } | null) => (x === null ? null : ([x.pays, x.per] as const));
  return {
    banker: t(r.bankerPays)!,
    bankerSix: t(r.bankerSixPays),
    bankerThreeCardSevenPushes: r.bankerThreeCardSevenPushes,
    player: t(r.playerPays)!,
    tie: t(r.tiePays)!,
    tiePushes: r.tiePushes,
    playerPair: t(r.playerPairPays),
    bankerPair: t(r.bankerPairPays),
    eitherPair: t(r.eitherPairPays),
    perfectPair: t(r.perfectPairPays),
    perfectPairBoth: t(r.perfectPairBothPays),
    dragon7: t(r.dragon7Pays),
    panda8: t(r.panda8Pays),
    rounding: r.rounding === 'refuse' ? 'down' : r.rounding,
  };
}

describe('property: every coup ends, uses 4–6 cards and conserves chips', () => {
  it('through the public API, over several coups of a shuffled shoe with up to 14 players and every side bet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.boolean(),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.array(betArb, { maxLength: 20 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('down', 'up', 'halfUp') as fc.Arbitrary<'down' | 'up' | 'halfUp'>,
        (preset, sides, decks, seed, coups, rounding) => {
          const rules = resolveRulesOrThrow({
            preset,
            overrides: { decks, rounding },
            sets: sides ? ALL_SIDE_BETS : [],
          });
          const seats = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`p${i}`, 1000]));
          let s: BaccaratState = startOrThrow(rules, { seats, seed }).state;
          const offered = new Set(offeredBets(rules));
          for (const bets of coups) {
            for (const b of bets) {
              const r = apply(s, { type: 'bet', player: `p${b.seat}`, bet: b.bet, stake: b.stake });
              // a refused bet (beyond the balance, or not offered) leaves the state as it was
              if (r.ok) s = r.value.state;
              else
                expect(r.error.code).toBe(
                  offered.has(b.bet) ? 'baccarat/insufficient-balance' : 'baccarat/bet-not-offered',
                );
            }
            const onTable = s.bets.reduce((a, b) => a + b.stake, 0);
            const startPos = s.shoe.position;
            let steps = 0;
            while (s.phase !== 'settled') {
              const r = apply(s, { type: s.phase === 'betting' ? 'deal' : 'settle' } as BaccaratAction);
              const step = r.ok ? r : apply(s, { type: s.phase === 'playerRule' ? 'playerRule' : 'bankerRule' });
              expect(step.ok).toBe(true);
              if (!step.ok) return;
              s = step.value.state;
              expect(++steps).toBeLessThanOrEqual(4); // deal, player's rule, banker's rule, settle
              expect(chipsInPlay(s)).toBe(14 * 1000);
            }
            const used = s.shoe.position - startPos;
            expect(used).toBeGreaterThanOrEqual(4);
            expect(used).toBeLessThanOrEqual(6);
            expect(s.player.length + s.banker.length).toBe(used);
            expect(s.ledger.staked).toBe(onTable);
            // every bet settled as the naive settler says, from the dealt cards alone
            const c = naiveCoup(rules.tableau, [...dealOrder(s.player, s.banker)]);
            for (const e of s.settled)
              expect(e.returned + e.won).toBe(naiveReturn(paytable(rules), e.bet, e.staked, c));
            const r = apply(s, { type: 'nextCoup' });
            expect(r.ok).toBe(true);
            if (r.ok) s = r.value.state;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the state machine and the fast coup agree on any six cards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(...PRESETS),
        (cards, preset) => {
          const rules = resolveRulesOrThrow({ preset });
          let i = 0;
          const fast = playCoup(rules, () => cards[i++]!);
          const s = runCoupOrThrow(startOrThrow(rules, { seats: { anna: 0 }, seed: 1, shoe: { cards } }).state).state;
          if (s.phase !== 'settled') throw new Error('not settled');
          expect(s.outcome).toEqual(fast.outcome);
          expect([s.player, s.banker]).toEqual([fast.player, fast.banker]);
          expect(s.outcome.playerPoint).toBe(baccaratPoint(s.player));
          expect(s.outcome.bankerPoint).toBe(baccaratPoint(s.banker));
          // and both agree with the naive coup of the testkit
          const n = naiveCoup(rules.tableau, cards);
          expect([s.player, s.banker]).toEqual([n.player, n.banker]);
          expect(s.outcome).toMatchObject({
            winner: n.winner,
            natural: n.natural,
            playerPair: n.playerPair,
            bankerPair: n.bankerPair,
            playerPerfectPair: n.playerPerfectPair,
            bankerPerfectPair: n.bankerPerfectPair,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** The hands back in the order they were dealt: player, banker, player, banker, then third cards. */
function* dealOrder(player: readonly number[], banker: readonly number[]): Generator<number> {
  yield player[0]!;
  yield banker[0]!;
  yield player[1]!;
  yield banker[1]!;
  if (player[2] !== undefined) yield player[2];
  if (banker[2] !== undefined) yield banker[2];
  yield 0; // padding: never read when the hands are complete
  yield 0;
}
