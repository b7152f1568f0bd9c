import { NaiveTable } from '@croupier/testkit/oracles/craps';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Die } from '../dice/index.js';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';
import { seededRng, randomInt } from '../rng/index.js';
import { ALL_BETS, type BetId } from './bets.js';
import { canChange, legalActions, seatOf } from './guards.js';
import { apply, applyOrThrow, chipsInPlay, houseNet, isOver, playerView, start, startOrThrow } from './round.js';
import { resolveRulesOrThrow, type CrapsRules } from './rules.js';
import type { CrapsAction, CrapsEvent, CrapsLegal, CrapsState } from './state.js';

const seed = resolveRulesOrThrow({ preset: 'seed' });
const casino = resolveRulesOrThrow({ preset: 'casino' });

const open = (seats: Record<string, number>, rules: CrapsRules = seed): CrapsState =>
  startOrThrow(rules, { seats, seed: 1 }).state;

function run(state: CrapsState, actions: readonly CrapsAction[]): { state: CrapsState; events: CrapsEvent[] } {
  const events: CrapsEvent[] = [];
  for (const a of actions) {
    const step = applyOrThrow(state, a);
    events.push(...step.events);
    state = step.state;
  }
  return { state, events };
}
const bet = (bet: BetId, amount: number, player = 'ann'): CrapsAction => ({ type: 'bet', player, bet, amount });
const roll = (a: number, b: number): CrapsAction => ({ type: 'roll', dice: [a as Die, b as Die] });
const settled = (events: readonly CrapsEvent[]) =>
  events.flatMap((e) => (e.type === 'betSettled' ? [`${e.player} ${e.bet} ${e.outcome} paid ${e.paid}`] : []));
const bank = (state: CrapsState, player = 'ann') => seatOf(state, player)!.bank;
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('hand-worked rounds', () => {
  it('pass: 7 on the come-out wins 1:1 (the text: «выигрывает, если при первом броске выпадает 7 или 11»)', () => {
    const { state, events } = run(open({ ann: 100 }), [bet('pass', 10), roll(3, 4)]);
    expect(settled(events)).toEqual(['ann pass win paid 20']);
    expect(bank(state)).toBe(110);
    expect([state.phase, state.point]).toEqual(['comeOut', null]);
  });

  it('pass with odds: point 6, odds 50 at 6:5, the 6 comes before a 7', () => {
    const { state, events } = run(open({ ann: 100 }), [
      bet('pass', 10),
      roll(2, 4), // point 6
      bet('passOdds', 50), // 5× on 6 with 3-4-5x odds
      roll(5, 4), // 9: nothing
      roll(1, 5), // 6: pass wins 10, odds win 60
    ]);
    expect(events.filter((e) => e.type === 'pointSet' || e.type === 'pointMade')).toEqual([
      { type: 'pointSet', point: 6 },
      { type: 'pointMade', point: 6 },
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'ann passOdds win paid 110']);
    expect(bank(state)).toBe(170);
  });

  it("don't pass: a 2 on the come-out is returned (bar 2), a 12 wins; the casino preset bars 12", () => {
    const dp = (rules: CrapsRules, a: number, b: number) =>
      settled(run(open({ bob: 50 }, rules), [bet('dontPass', 10, 'bob'), roll(a, b)]).events);
    expect(dp(seed, 1, 1)).toEqual(['bob dontPass push paid 10']);
    expect(dp(seed, 6, 6)).toEqual(['bob dontPass win paid 20']);
    expect(dp(casino, 6, 6)).toEqual(['bob dontPass push paid 10']);
  });

  it('come bets travel to their own points; the come-out 7 after a made point loses them', () => {
    const { state, events } = run(open({ ann: 1000 }), [
      bet('pass', 10),
      roll(4, 4), // point 8
      bet('come', 10),
      roll(1, 4), // 5: the come bet moves to come5
      bet('comeOdds5', 40), // 4× on 5
      bet('come', 10),
      roll(4, 4), // 8: pass wins; the new come bet moves to come8; puck off
      roll(5, 5), // come-out 10: nothing for come5/come8; point 10
      roll(2, 3), // 5: come5 wins 10, its odds 40 win 60
      roll(3, 4), // seven out: come8 loses (no pass bet was made for this point)
    ]);
    expect(events.flatMap((e) => (e.type === 'betMoved' ? [e.to] : []))).toEqual(['come5', 'come8']);
    expect(settled(events)).toEqual([
      'ann pass win paid 20',
      'ann come5 win paid 20',
      'ann comeOdds5 win paid 100',
      'ann come8 lose paid 0',
    ]);
    // 1000 − pass 10 − come 10 − odds 40 − come 10 + pass 20 + come5 20 + odds 100
    expect(bank(state)).toBe(1070);
  });

  it('the odds on a come bet are off on the come-out and come back when it is decided', () => {
    const { events } = run(open({ ann: 1000 }), [
      bet('pass', 10),
      roll(2, 2), // point 4
      bet('come', 10),
      roll(3, 3), // come → come6
      bet('comeOdds6', 50),
      roll(1, 3), // point 4 made: puck off
      roll(1, 5), // come-out 6: come6 wins even money, the odds are returned
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'ann come6 win paid 20', 'ann comeOdds6 push paid 50']);
  });

  it('place, buy and lay pay and come back; commission with the bet or from the win', () => {
    const seedRun = run(open({ ann: 1000 }), [
      bet('pass', 10),
      roll(1, 3),
      bet('place6', 12),
      bet('buy10', 20),
      bet('lay5', 30),
      roll(3, 3),
    ]);
    // buy 20 → 1 commission; lay 30 against 5 wins 20 → 1 commission; both paid with the bet
    expect(seedRun.events.flatMap((e) => (e.type === 'commissionPaid' ? [e.amount] : []))).toEqual([1, 1]);
    expect(settled(seedRun.events)).toEqual(['ann place6 win paid 26']);
    // 1000 − 10 − 12 − 21 − 31 + 26; 20 and 30 still on buy 10 and lay 5, the pass 10 on its point
    expect(bank(seedRun.state)).toBe(952);
    const casinoRun = run(open({ ann: 1000 }, casino), [bet('pass', 10), roll(1, 3), bet('buy10', 20), roll(5, 5)]);
    // buy 10 for 20 wins 40 at 2:1, less 1 (5% of 20): paid 20 + 39
    expect(settled(casinoRun.events)).toEqual(['ann buy10 win paid 59']);
  });

  it('several players: each bet is settled for its owner, and the house keeps the balance', () => {
    const { state, events } = run(open({ ann: 100, bob: 100 }), [
      bet('pass', 10),
      bet('dontPass', 10, 'bob'),
      bet('field', 5, 'bob'),
      roll(6, 5),
    ]);
    expect(settled(events)).toEqual(['ann pass win paid 20', 'bob dontPass lose paid 0', 'bob field win paid 10']);
    expect([bank(state), bank(state, 'bob')]).toEqual([110, 95]);
    expect(houseNet(state)).toBe(-5n); // kept 10 on don't pass, paid 10 on pass and 5 on the field
    expect(chipsInPlay(state)).toBe(200n);
  });
});

describe('the table: phases, the dice from the seed, JSON', () => {
  it('starts with the puck off, between pass-line decisions; a point turns it on, a decision off again', () => {
    let s = open({ ann: 100 });
    const seen: [string, boolean][] = [[s.phase, isOver(s)]];
    for (const a of [bet('pass', 10), roll(2, 2), roll(1, 1), roll(3, 4), roll(5, 6)]) {
      s = applyOrThrow(s, a).state;
      seen.push([s.phase, isOver(s)]);
    }
    expect(seen).toEqual([
      ['comeOut', true],
      ['comeOut', true], // a bet on the come-out
      ['point', false], // point 4
      ['point', false], // 2 during a point: nothing for the pass line
      ['comeOut', true], // seven out
      ['comeOut', true], // come-out 11: a decision, the puck stays off
    ]);
  });

  it("a roll without dice draws them from the table's seed: the same seed, the same dice; given dice leave the RNG alone", () => {
    const dice = (seedValue: number | string, n: number) => {
      let s = startOrThrow(seed, { seats: { ann: 0 }, seed: seedValue }).state;
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        s = applyOrThrow(s, { type: 'roll' }).state;
        out.push(s.lastRoll!.join('-'));
      }
      return out;
    };
    // independently: two dice from the same xoshiro128** stream
    const rng = seededRng(7);
    const want = Array.from({ length: 20 }, () => `${randomInt(rng, 6) + 1}-${randomInt(rng, 6) + 1}`);
    expect(dice(7, 20)).toEqual(want);
    expect(dice('session-1', 20)).toEqual(dice('session-1', 20));
    expect(dice('session-1', 20)).not.toEqual(dice('session-2', 20));
    const s = open({ ann: 0 });
    expect(applyOrThrow(s, roll(3, 4)).state.rng).toEqual(s.rng);
    expect(applyOrThrow(s, { type: 'roll' }).state.rng).not.toEqual(s.rng);
  });

  it('a state revived from JSON steps the same; the player view has everything but the RNG', () => {
    const s = run(open({ ann: 100, bob: 100 }), [bet('pass', 10), bet('place6', 12, 'bob'), roll(2, 2)]).state;
    const revived = JSON.parse(JSON.stringify(s)) as CrapsState;
    expect(applyOrThrow(revived, { type: 'roll' })).toEqual(applyOrThrow(s, { type: 'roll' }));
    const view = playerView(s);
    expect('rng' in view).toBe(false);
    expect({ ...view, rng: s.rng }).toEqual(s);
  });
});

describe('what may be changed, and when (the text and the casino rule)', () => {
  const atPoint = (rules = seed) =>
    run(open({ ann: 1000, bob: 1000 }, rules), [bet('pass', 10), bet('dontPass', 10, 'bob'), roll(2, 4)]).state;

  it.each([
    // rules, action, expected error code (ok: allowed)
    ['seed', bet('pass', 10), 'ok'], // «могут быть увеличены»
    ['seed', { type: 'reduce', player: 'ann', bet: 'pass', amount: 5 }, 'ok'], // «уменьшены»
    ['seed', { type: 'remove', player: 'ann', bet: 'pass' }, 'ok'], // «или сняты»
    ['casino', bet('pass', 10), 'craps/contract-bet'],
    ['casino', { type: 'reduce', player: 'ann', bet: 'pass', amount: 5 }, 'craps/contract-bet'],
    ['casino', { type: 'remove', player: 'ann', bet: 'pass' }, 'craps/contract-bet'],
    // «можно снять или уменьшить, но не увеличить»
    ['seed', bet('dontPass', 10, 'bob'), 'craps/cannot-increase'],
    ['seed', { type: 'reduce', player: 'bob', bet: 'dontPass', amount: 5 }, 'ok'],
    ['casino', { type: 'remove', player: 'bob', bet: 'dontPass' }, 'ok'],
    ['seed', bet('dontPass', 10), 'craps/line-bet-after-point'],
    ['seed', bet('passOdds', 51), 'craps/odds-over-limit'],
    ['seed', bet('dontPassOdds', 10), 'craps/odds-without-bet'],
    ['seed', bet('comeOdds6', 10), 'craps/odds-without-bet'],
    ['seed', bet('come6', 10), 'craps/not-placeable'],
    ['seed', bet('horn', 5), 'craps/horn-stake'],
    ['seed', bet('field', 2000), 'craps/not-enough-chips'],
    ['seed', bet('field', 2.5), 'craps/bad-amount'],
    ['seed', bet('nope' as BetId, 5), 'craps/unknown-bet'],
    ['seed', bet('field', 5, 'cat'), 'craps/unknown-player'],
    ['seed', { type: 'remove', player: 'ann', bet: 'field' }, 'craps/no-such-bet'],
    ['seed', { type: 'reduce', player: 'ann', bet: 'pass', amount: 10 }, 'craps/reduce-too-much'],
    ['seed', { type: 'roll', dice: [0, 7] }, 'craps/bad-roll'],
  ] as const)('%s: %j → %s', (preset, action, want) => {
    const state = atPoint(preset === 'seed' ? seed : casino);
    const before = structuredClone(state);
    const r = apply(state, action as CrapsAction);
    expect(code(r)).toBe(want);
    expect(state).toEqual(before);
  });

  it('refuses come bets on a come-out and line bets after the point, saying what to bet instead', () => {
    const r = apply(open({ ann: 100 }), bet('come', 10));
    expect(r.ok ? null : r.error).toMatchObject({ details: { bet: 'come', instead: 'pass' } });
    expect(r.ok ? null : r.error.message).toMatchInlineSnapshot(
      `"come bets are made once a point is set; on a come-out roll bet pass instead."`,
    );
    const r2 = apply(atPoint(), bet('pass', 10, 'bob'));
    expect(r2.ok ? null : r2.error.details).toEqual({ bet: 'pass', point: 6, instead: 'come' });
    expect(r2.ok ? null : r2.error.message).toMatchInlineSnapshot(
      `"A new pass bet is made only before a come-out roll; the point is 6 — bet come instead."`,
    );
  });

  it('removing a line bet takes its odds down with it', () => {
    const { state, events } = run(atPoint(), [bet('passOdds', 50), { type: 'remove', player: 'ann', bet: 'pass' }]);
    expect(events.flatMap((e) => (e.type === 'betRemoved' ? [e.bet] : []))).toEqual(['passOdds', 'pass']);
    expect(seatOf(state, 'ann')).toEqual({ id: 'ann', bank: 1000, bets: {}, houseNet: 0 });
  });

  it('canChange answers what apply would', () => {
    const s = atPoint(casino);
    expect(canChange(s, 'ann', 'pass', 'remove')).toEqual(apply(s, { type: 'remove', player: 'ann', bet: 'pass' }));
    expect(canChange(atPoint(), 'ann', 'pass', 'remove').ok).toBe(true);
  });
});

describe('legalActions: exact ranges, computed', () => {
  const entry = (legal: readonly CrapsLegal[], type: string, betId: string) =>
    legal.find((a) => a.type === type && 'bet' in a && a.bet === betId);
  const atPoint = (rules: CrapsRules, bank: number, dice: [number, number] = [2, 4]) =>
    run(open({ ann: bank, bob: bank }, rules), [bet('pass', 10), bet('dontPass', 10, 'bob'), roll(...dice)]).state;

  it.each([
    // dice, take behind pass, lay behind don't pass — 3-4-5x takes 3/4/5×, lays 6×
    [[2, 2], 30, 60],
    [[2, 3], 40, 60],
    [[3, 3], 50, 60],
  ] as const)('odds limits on %j: take %s, lay %s', (dice, take, lay) => {
    const s = atPoint(seed, 1000, [dice[0], dice[1]]);
    expect(entry(legalActions(s, 'ann'), 'bet', 'passOdds')).toEqual({
      type: 'bet',
      player: 'ann',
      bet: 'passOdds',
      min: 1,
      max: take,
      step: 1,
    });
    expect(entry(legalActions(s, 'bob'), 'bet', 'dontPassOdds')).toMatchObject({ max: lay });
  });

  it('2x on 4: lay enough to win 20 at 1:2, i.e. 40', () => {
    const twoX: CrapsRules = { ...seed, oddsLimit: '2x' };
    expect(entry(legalActions(atPoint(twoX, 1000, [2, 2]), 'bob'), 'bet', 'dontPassOdds')).toMatchObject({ max: 40 });
  });

  it.each([
    // bank 100, the text's table (5% paid with the bet): by hand
    // buy 4: x + max(1, ⌊5x/100⌋) ≤ 100 → 96 + 4 = 100
    ['buy4', 96],
    // lay 4: x + max(1, ⌊5·⌊x/2⌋/100⌋) ≤ 100 → 98 + 2 = 100 (99 wins 49, 99 + 2 = 101)
    ['lay4', 98],
    // lay 6 at 5:6: 94 wins 78, 5% is 3: 97 ≤ 100; 95 wins 79, 3: 98; 96 wins 80, 4: 100; 97 wins 80, 4: 101
    ['lay6', 96],
    ['horn', 100],
    ['place6', 100],
  ] as const)('what a bank of 100 can put on %s: %s', (betId, max) => {
    const s = open({ ann: 100 });
    expect(entry(legalActions(s, 'ann'), 'bet', betId)).toMatchObject({ min: betId === 'horn' ? 4 : 1, max });
  });

  it('a line bet may shrink only as far as its odds allow; the horn by fours', () => {
    const s = run(open({ ann: 1000 }), [bet('pass', 10), roll(3, 3), bet('passOdds', 30), bet('horn', 12)]).state;
    // 30 odds on 6 need a flat of 6 (5× = 30): reduce by at most 4
    expect(entry(legalActions(s, 'ann'), 'reduce', 'pass')).toMatchObject({ min: 1, max: 4, step: 1 });
    expect(entry(legalActions(s, 'ann'), 'reduce', 'horn')).toMatchObject({ min: 4, max: 8, step: 4 });
    const full = applyOrThrow(s, bet('passOdds', 20)).state; // 50 odds: the flat must stay 10
    expect(entry(legalActions(full, 'ann'), 'reduce', 'pass')).toBeUndefined();
    expect(code(apply(full, { type: 'reduce', player: 'ann', bet: 'pass', amount: 1 }))).toBe(
      'craps/odds-would-exceed-limit',
    );
  });

  it("lists the text's changes after the point, and only the roll for the table", () => {
    const s = atPoint(seed, 1000);
    const changes = (player: string, betId: string) =>
      legalActions(s, player).flatMap((a) => (a.type !== 'roll' && a.bet === betId ? [a.type] : []));
    expect(changes('ann', 'pass')).toEqual(['bet', 'reduce', 'remove']);
    expect(changes('bob', 'dontPass')).toEqual(['reduce', 'remove']);
    expect(legalActions(atPoint(casino, 1000), 'ann').filter((a) => a.type !== 'roll' && a.bet === 'pass')).toEqual([]);
    expect(legalActions(s)[0]).toEqual({ type: 'roll' });
    expect(legalActions(s, 'ann').some((a) => a.type === 'roll')).toBe(false);
    expect(legalActions(s, 'nobody')).toEqual([]);
  });
});

describe('nothing gets stuck, nothing is lost (issue 14)', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'player id %s: an unknown player is refused, never a TypeError; a seat so named plays',
    (id) => {
      const s = open({ ann: 100 });
      expect(code(apply(s, bet('field', 5, id)))).toBe('craps/unknown-player');
      expect(code(canChange(s, id, 'field', 'bet'))).toBe('craps/unknown-player');
      expect(legalActions(s, id)).toEqual([]);
      const seated = startOrThrow(seed, { seats: JSON.parse(`{"${id}": 100, "ann": 50}`), seed: 1 }).state;
      const after = run(seated, [bet('pass', 10, id), roll(3, 4)]).state;
      expect(bank(after, id)).toBe(110);
      expect(legalActions(after, id).length).toBeGreaterThan(0);
      expect(chipsInPlay(after)).toBe(150n);
    },
  );

  it('a seat named "__proto__" in JSON keeps its chips in chipsInPlay', () => {
    const s = startOrThrow(seed, JSON.parse('{"seats": {"__proto__": 500, "ann": 100}, "seed": 4}')).state;
    expect(s.seats.map((x) => [x.id, x.bank])).toEqual([
      ['__proto__', 500],
      ['ann', 100],
    ]);
    expect(chipsInPlay(s)).toBe(600n);
  });

  it('a bank near 2^53 is refused at the start; at MAX_BALANCE legalActions answers with exact, small ranges', () => {
    const r = start(seed, { seats: { ann: 2 ** 53 - 1 }, seed: 1 });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'craps/bad-bank', details: { reason: 'over-limit' } });
    const s = open({ ann: MAX_BALANCE - 1 });
    const legal = legalActions(s, 'ann');
    const max = (betId: string) => {
      const e = legal.find((a) => a.type === 'bet' && a.bet === betId);
      return e && e.type === 'bet' ? e.max : 0;
    };
    // One chip of room under MAX_BALANCE: a bet may be made only if it can win at most 1 chip.
    // place 6 at 7:6: ⌊7x/6⌋ ≤ 1 → 1; lay 4 at 1:2: ⌊x/2⌋ ≤ 1 → 3; buy 4 at 2:1 → none; the field 2:1 → none
    expect([max('place6'), max('lay4'), max('buy4'), max('field'), max('placeToLose4')]).toEqual([1, 3, 0, 0, 4]);
  });

  it('a bank of 10^14: every bet is capped by MAX_STAKE, and the commission with it is paid exactly', () => {
    const s = open({ ann: 1e14 });
    const buy = legalActions(s, 'ann').find((a) => a.type === 'bet' && a.bet === 'buy4');
    expect(buy).toMatchObject({ max: MAX_STAKE });
    const after = applyOrThrow(s, bet('buy4', MAX_STAKE));
    expect(after.events.find((e) => e.type === 'commissionPaid')).toMatchObject({ amount: MAX_STAKE / 20 });
    expect(code(apply(after.state, bet('buy4', 1)))).toBe('craps/stake-limit');
    expect(code(apply(s, bet('buy4', MAX_STAKE + 1)))).toBe('craps/bad-amount');
  });

  it('the biggest stakes settle exactly: MAX_STAKE on the two at 30:1', () => {
    const s = run(open({ ann: 1e13 }), [bet('two', MAX_STAKE), roll(1, 1)]).state;
    expect(bank(s)).toBe(1e13 + 30 * MAX_STAKE);
    expect(chipsInPlay(s)).toBe(10_000_000_000_000n);
  });

  it('a bet that could carry the player past MAX_BALANCE is refused with the numbers', () => {
    const s = open({ ann: MAX_BALANCE - 100 });
    const r = apply(s, bet('two', 4));
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'craps/balance-limit',
      details: { player: 'ann', worth: MAX_BALANCE - 100, maxWin: 120, limit: MAX_BALANCE },
    });
    expect(code(apply(s, bet('two', 3)))).toBe('ok'); // 90 more fits
  });

  it.each([
    ['null', null, 'craps/bad-action'],
    ['a string', 'roll', 'craps/bad-action'],
    ['an array', ['roll'], 'craps/bad-action'],
    ['an unknown type', { type: 'hit' }, 'craps/bad-action'],
    ['a Symbol type', { type: Symbol('roll') }, 'craps/bad-action'],
    ['a BigInt amount', { type: 'bet', player: 'ann', bet: 'field', amount: 10n }, 'craps/bad-amount'],
    ['a string amount', { type: 'bet', player: 'ann', bet: 'field', amount: '10' }, 'craps/bad-amount'],
    ['NaN', { type: 'bet', player: 'ann', bet: 'field', amount: NaN }, 'craps/bad-amount'],
    ['a Symbol player', { type: 'bet', player: Symbol('ann'), bet: 'field', amount: 1 }, 'craps/unknown-player'],
    ['a number for a bet', { type: 'bet', player: 'ann', bet: 6, amount: 1 }, 'craps/unknown-bet'],
    ['dice of BigInts', { type: 'roll', dice: [3n, 4n] }, 'craps/bad-roll'],
    ['dice of strings', { type: 'roll', dice: ['3', '4'] }, 'craps/bad-roll'],
    ['three dice', { type: 'roll', dice: [1, 2, 3] }, 'craps/bad-roll'],
    ['a reduce of NaN', { type: 'reduce', player: 'ann', bet: 'field', amount: NaN }, 'craps/bad-amount'],
  ] as const)('malformed input, %s → %s, shown safely', (_what, action, want) => {
    const s = run(open({ ann: 100 }), [bet('field', 10)]).state;
    const r = apply(s, action as unknown as CrapsAction);
    expect(code(r)).toBe(want);
    expect(r.ok ? '' : r.error.message.length).toBeLessThan(300);
    if (!r.ok) expect(() => JSON.stringify(r.error)).not.toThrow();
  });

  it('BigInt and Symbol values appear in messages as written', () => {
    const s = open({ ann: 100 });
    const a = apply(s, { type: 'bet', player: 'ann', bet: 'field', amount: 10n } as never);
    expect(a.ok ? '' : a.error.message).toContain('10n');
    const b = apply(s, { type: 'bet', player: Symbol('ghost'), bet: 'field', amount: 1 } as never);
    expect(b.ok ? '' : b.error.message).toContain('Symbol(ghost)');
  });

  it.each([
    ['no setup', undefined, 'craps/bad-setup'],
    ['seats as an array', { seats: [100], seed: 1 }, 'craps/bad-setup'],
    ['no seats', { seats: {}, seed: 1 }, 'craps/bad-setup'],
    [
      '17 seats',
      { seats: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`p${i}`, 1])), seed: 1 },
      'craps/bad-setup',
    ],
    ['an empty id', { seats: { '': 1 }, seed: 1 }, 'craps/bad-player'],
    ['a long id', { seats: { ['x'.repeat(61)]: 1 }, seed: 1 }, 'craps/bad-player'],
    ['a negative bank', { seats: { ann: -1 }, seed: 1 }, 'craps/bad-bank'],
    ['a BigInt bank', { seats: { ann: 10n }, seed: 1 }, 'craps/bad-bank'],
    ['a NaN seed', { seats: { ann: 1 }, seed: NaN }, 'craps/bad-seed'],
    ['no seed', { seats: { ann: 1 } }, 'craps/bad-seed'],
  ] as const)('start refuses %s', (_what, setup, want) => {
    expect(code(start(seed, setup as never))).toBe(want);
  });

  it('legalActions answers at once for a hand-built state the old table would loop on: ranges are computed, not walked', () => {
    // Bypassing start (which refuses both): a bank of 2^53 − 1 and a negative commission.
    const base = open({ ann: 100 });
    const huge: CrapsState = {
      ...base,
      rules: { ...seed, commissionPercent: -5 },
      seats: [{ id: 'ann', bank: 2 ** 53 - 1, bets: {}, houseNet: 0 }],
    };
    // past MAX_BALANCE already: no bet can be allowed, and the answer comes at once
    expect(legalActions(huge, 'ann').filter((a) => a.type === 'bet' && a.max > 0)).toEqual([]);
    const rich: CrapsState = { ...huge, seats: [{ id: 'ann', bank: 1e14, bets: {}, houseNet: 0 }] };
    // a "−5 %" commission still costs the one-chip minimum: buy 4 may take the whole MAX_STAKE
    expect(legalActions(rich, 'ann').find((a) => a.type === 'bet' && a.bet === 'buy4')).toMatchObject({
      max: MAX_STAKE,
    });
  });

  it('start refuses rules a caller built wrong (a negative commission), naming the rule', () => {
    const r = start({ ...seed, commissionPercent: -5 }, { seats: { ann: 1 }, seed: 1 });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'craps/bad-rules',
      details: { issues: [{ key: 'commissionPercent' }] },
    });
  });
});

describe('properties', () => {
  const die = fc.integer({ min: 1, max: 6 });
  const player = fc.constantFrom('ann', 'bob');
  const action = fc.oneof(
    { weight: 3, arbitrary: fc.record({ type: fc.constant('roll' as const), dice: fc.tuple(die, die) }) },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('bet' as const),
        player,
        bet: fc.constantFrom(...ALL_BETS),
        amount: fc.integer({ min: 1, max: 60 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('reduce' as const),
        player,
        bet: fc.constantFrom(...ALL_BETS),
        amount: fc.integer({ min: 1, max: 30 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('remove' as const), player, bet: fc.constantFrom(...ALL_BETS) }),
    },
  );
  const rulesArb = fc.record({
    dontPassBar: fc.constantFrom(2 as const, 12 as const),
    passAfterPoint: fc.constantFrom('adjustable' as const, 'contract' as const),
    oddsLimit: fc.constantFrom('1x' as const, '2x' as const, '3-4-5x' as const, '100x' as const),
    placeWorkingOnComeOut: fc.boolean(),
    commissionPercent: fc.integer({ min: 0, max: 10 }),
    commissionOn: fc.constantFrom('bet' as const, 'win' as const),
    fieldPays2: fc.constantFrom({ pays: 2, per: 1 }, { pays: 3, per: 1 }),
    fieldPays12: fc.constantFrom({ pays: 2, per: 1 }, { pays: 3, per: 1 }, { pays: 7, per: 2 }),
  });

  it('every accepted step moves the same chips as the naive table of the testkit; a refused one changes nothing', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(action, { maxLength: 80 }), (rules, actions) => {
        let s = open({ ann: 500, bob: 500 }, rules);
        const naive = new NaiveTable(
          [
            ['ann', 500],
            ['bob', 500],
          ],
          rules,
        );
        for (const a of actions as CrapsAction[]) {
          const before = structuredClone(s);
          const r = apply(s, a);
          if (!r.ok) {
            expect(s).toEqual(before);
            continue;
          }
          s = r.value.state;
          if (a.type === 'bet') naive.bet(a.player, a.bet, a.amount);
          else if (a.type === 'reduce') naive.reduce(a.player, a.bet, a.amount);
          else if (a.type === 'remove') naive.remove(a.player, a.bet);
          else naive.roll(a.dice![0], a.dice![1]);
          expect(s.point).toBe(naive.point);
          for (const seat of s.seats) {
            const n = naive.seats.get(seat.id)!;
            expect({ bank: seat.bank, bets: seat.bets }).toEqual({
              bank: n.bank,
              bets: Object.fromEntries([...n.bets].filter(([, v]) => v > 0)),
            });
          }
          expect(chipsInPlay(s)).toBe(1000n);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every range legalActions offers is exact: its ends are accepted, one step beyond is refused', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(action, { maxLength: 40 }), (rules, actions) => {
        let s = open({ ann: 137, bob: 1000 }, rules);
        for (const a of actions as CrapsAction[]) {
          const r = apply(s, a);
          if (r.ok) s = r.value.state;
        }
        for (const l of legalActions(s)) {
          if (l.type === 'roll' || l.type === 'remove') {
            expect(code(apply(s, l))).toBe('ok');
            continue;
          }
          const at = (amount: number) => code(apply(s, { type: l.type, player: l.player, bet: l.bet, amount }));
          expect(
            [at(l.min), at(l.max), at(l.max - l.step)].map((c, i) => (i === 2 && l.max === l.min ? 'ok' : c)),
          ).toEqual(['ok', 'ok', 'ok']);
          expect(at(l.max + l.step)).not.toBe('ok');
          if (l.step > 1) expect(at(l.min + 1)).not.toBe('ok');
        }
        // and nothing legal is missing: a change with no entry is refused at one chip (or four for the horn)
        for (const p of ['ann', 'bob']) {
          const legal = legalActions(s, p);
          for (const id of ALL_BETS) {
            for (const type of ['bet', 'reduce'] as const) {
              if (legal.some((l) => l.type === type && l.bet === id)) continue;
              const amount = id === 'horn' ? 4 : 1;
              expect(code(apply(s, { type, player: p, bet: id, amount }))).not.toBe('ok');
            }
            if (!legal.some((l) => l.type === 'remove' && l.bet === id)) {
              expect(code(apply(s, { type: 'remove', player: p, bet: id }))).not.toBe('ok');
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
