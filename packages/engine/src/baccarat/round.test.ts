import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/notation.js';
import { seededRng } from '../rng/index.js';
import { stackedShoe } from '../shoe/index.js';
import { canBet, legalActions } from './guards.js';
import { apply, applyOrThrow, createTable, createTableOrThrow, playerView, runCoupOrThrow } from './round.js';
import { resolveRulesOrThrow, type BaccaratRules } from './rules.js';
import type { BaccaratAction, BaccaratState } from './state.js';

const casino = resolveRulesOrThrow();
const seedRules = resolveRulesOrThrow({ preset: 'seed' });

function table(
  cards: string,
  rules: BaccaratRules = casino,
  seats: Record<string, number> = { anna: 1000 },
  cut?: number,
) {
  const list = parseCardsOrThrow(cards, { unique: false });
  return createTableOrThrow({ rules, seats, shoe: stackedShoe(list, cut ?? list.length) });
}

function play(state: BaccaratState, actions: BaccaratAction[]): BaccaratState {
  return actions.reduce((s, a) => applyOrThrow(s, a).state, state);
}

// Coups worked by hand. Dealing order: player, banker, player, banker, then third cards.
describe('coups worked by hand', () => {
  it.each([
    {
      name: 'player natural 9 (4+5) against banker 5: the coup ends on four cards',
      cards: '4♠ 2♥ 5♦ 3♣ 9♠ 9♥',
      rules: casino,
      player: 9,
      banker: 5,
      winner: 'player',
      used: 4,
      natural: true,
    },
    {
      name: 'both natural 8: tie',
      cards: '3♠ 4♥ 5♦ 4♣ 9♠ 9♥',
      rules: casino,
      player: 8,
      banker: 8,
      winner: 'tie',
      used: 4,
      natural: true,
    },
    {
      name: 'player stands on 6, banker 5 draws (player stood) a 2: banker 7',
      cards: '6♠ 2♥ К♦ 3♣ 2♠ 9♥',
      rules: casino,
      player: 6,
      banker: 7,
      winner: 'banker',
      used: 5,
      natural: false,
    },
    {
      name: "the text's 7+8+8: player 5 draws an 8 → 3; banker 4 stands on a player's 8",
      cards: '7♠ К♥ 8♦ 4♣ 8♥ 9♥',
      rules: casino,
      player: 3,
      banker: 4,
      winner: 'banker',
      used: 5,
      natural: false,
    },
    {
      name: "casino: banker 6 draws on a player's 6 (3 + 6 = 9), draws a 3 → 9: tie",
      cards: 'Т♠ 3♥ 2♦ 3♣ 6♠ 3♦',
      rules: casino,
      player: 9,
      banker: 9,
      winner: 'tie',
      used: 6,
      natural: false,
    },
    {
      name: "the text: banker 6 stands on a player's 6 → player 9 beats 6",
      cards: 'Т♠ 3♥ 2♦ 3♣ 6♠ 3♦',
      rules: seedRules,
      player: 9,
      banker: 6,
      winner: 'player',
      used: 5,
      natural: false,
    },
    {
      name: "the text: banker 5 draws on a player's 2 (casino would stand) and makes 9 with a 4",
      cards: '2♠ 2♥ 2♦ 3♣ 2♣ 4♦',
      rules: seedRules,
      player: 6,
      banker: 9,
      winner: 'banker',
      used: 6,
      natural: false,
    },
    {
      name: "casino: banker 5 stands on a player's 2 → player 6 beats 5",
      cards: '2♠ 2♥ 2♦ 3♣ 2♣ 4♦',
      rules: casino,
      player: 6,
      banker: 5,
      winner: 'player',
      used: 5,
      natural: false,
    },
  ])('$name', ({ cards, rules, player, banker, winner, used, natural }) => {
    const s = runCoupOrThrow(table(cards, rules)).state;
    expect(s.phase).toBe('settled');
    if (s.phase !== 'settled') return;
    expect(s.outcome).toEqual({ winner, playerPoint: player, bankerPoint: banker, natural });
    expect(s.shoe.position).toBe(used);
    expect(s.player.length + s.banker.length).toBe(used);
  });

  it('walks the phases one step at a time with the events a UI needs', () => {
    let s: BaccaratState = table('Т♠ 3♥ 2♦ 3♣ 6♠ 3♦');
    expect(legalActions(s)).toEqual(['bet', 'deal']);
    const dealt = applyOrThrow(s, { type: 'deal' });
    expect(dealt.events.map((e) => e.type)).toEqual(['cardDealt', 'cardDealt', 'cardDealt', 'cardDealt']);
    s = dealt.state;
    expect(s.phase).toBe('playerRule');
    const pr = applyOrThrow(s, { type: 'playerRule' });
    expect(pr.events[0]).toEqual({ type: 'playerRule', total: 3, draws: true });
    s = pr.state;
    const br = applyOrThrow(s, { type: 'bankerRule' });
    expect(br.events[0]).toEqual({ type: 'bankerRule', total: 6, playerThird: 6, draws: true });
    expect(br.state.phase).toBe('decided');
  });
});

describe('settlement worked by hand', () => {
  // Player 6 stands, banker 5 draws a 2: banker 7 wins.
  const BANKER_WINS = '6♠ 2♥ К♦ 3♣ 2♠';
  // Player natural 9 against 5.
  const PLAYER_WINS = '4♠ 2♥ 5♦ 3♣';
  // Both 8.
  const TIE = '3♠ 4♥ 5♦ 4♣';
  // Banker natural... no: banker 6 (2+4) against player 5 (2+3) → player draws К (5), banker 6 stands on a 0: banker 6 wins.
  const BANKER_WINS_ON_6 = '2♠ 2♥ 3♦ 4♣ К♠';

  it.each([
    {
      name: 'Банко 20 wins 19 (19:20)',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 20,
      rules: casino,
      won: 19,
      lost: 0,
      returned: 20,
      exact: [19, 1],
      delta: [0, 1],
    },
    {
      name: 'Банко 25 wins 23: 23¾ rounded down, ¾ kept',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 25,
      rules: casino,
      won: 23,
      lost: 0,
      returned: 25,
      exact: [95, 4],
      delta: [-3, 4],
    },
    {
      name: 'Банко 10 wins 9 (9½ down)',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 10,
      rules: casino,
      won: 9,
      lost: 0,
      returned: 10,
      exact: [19, 2],
      delta: [-1, 2],
    },
    {
      name: 'Банко 10, halfUp: 9½ → 10',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 10,
      rules: { ...casino, rounding: 'halfUp' },
      won: 10,
      lost: 0,
      returned: 10,
      exact: [19, 2],
      delta: [1, 2],
    },
    {
      name: 'Банко 25, up: 23¾ → 24',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 25,
      rules: { ...casino, rounding: 'up' },
      won: 24,
      lost: 0,
      returned: 25,
      exact: [95, 4],
      delta: [1, 4],
    },
    {
      name: 'Пунто 30 loses to the banker',
      cards: BANKER_WINS,
      bet: 'player',
      stake: 30,
      rules: casino,
      won: 0,
      lost: 30,
      returned: 0,
    },
    {
      name: 'Пунто 30 wins 30 (1:1)',
      cards: PLAYER_WINS,
      bet: 'player',
      stake: 30,
      rules: casino,
      won: 30,
      lost: 0,
      returned: 30,
      exact: [30, 1],
      delta: [0, 1],
    },
    {
      name: 'ничья 10 wins 80 (8:1)',
      cards: TIE,
      bet: 'tie',
      stake: 10,
      rules: casino,
      won: 80,
      lost: 0,
      returned: 10,
      exact: [80, 1],
      delta: [0, 1],
    },
    {
      name: 'ничья 10 at 9:1 wins 90',
      cards: TIE,
      bet: 'tie',
      stake: 10,
      rules: { ...casino, tiePays: { pays: 9, per: 1 } },
      won: 90,
      lost: 0,
      returned: 10,
      exact: [90, 1],
      delta: [0, 1],
    },
    {
      name: 'Банко pushes on a tie',
      cards: TIE,
      bet: 'banker',
      stake: 40,
      rules: casino,
      won: 0,
      lost: 0,
      returned: 40,
    },
    {
      name: 'Пунто pushes on a tie',
      cards: TIE,
      bet: 'player',
      stake: 40,
      rules: casino,
      won: 0,
      lost: 0,
      returned: 40,
    },
    {
      name: 'Пунто loses on a tie without the push',
      cards: TIE,
      bet: 'player',
      stake: 40,
      rules: { ...casino, tiePushes: false },
      won: 0,
      lost: 40,
      returned: 0,
    },
    {
      name: 'ничья 10 loses when the banker wins',
      cards: BANKER_WINS,
      bet: 'tie',
      stake: 10,
      rules: casino,
      won: 0,
      lost: 10,
      returned: 0,
    },
    {
      name: 'commission-free: Банко 10 wins 10 on a 7',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 10,
      rules: resolveRulesOrThrow({ preset: 'noCommission' }),
      won: 10,
      lost: 0,
      returned: 10,
      exact: [10, 1],
      delta: [0, 1],
    },
    {
      name: 'commission-free: Банко 10 wins 5 on a 6 (1:2)',
      cards: BANKER_WINS_ON_6,
      bet: 'banker',
      stake: 10,
      rules: resolveRulesOrThrow({ preset: 'noCommission' }),
      won: 5,
      lost: 0,
      returned: 10,
      exact: [5, 1],
      delta: [0, 1],
    },
    {
      name: 'commission-free: Банко 5 wins 2 on a 6 (2½ down)',
      cards: BANKER_WINS_ON_6,
      bet: 'banker',
      stake: 5,
      rules: resolveRulesOrThrow({ preset: 'noCommission' }),
      won: 2,
      lost: 0,
      returned: 5,
      exact: [5, 2],
      delta: [-1, 2],
    },
    {
      name: 'with commission, Банко 20 on a 6 still wins 19',
      cards: BANKER_WINS_ON_6,
      bet: 'banker',
      stake: 20,
      rules: casino,
      won: 19,
      lost: 0,
      returned: 20,
      exact: [19, 1],
      delta: [0, 1],
    },
  ] as const)('$name', ({ cards, bet, stake, rules, won, lost, returned, ...rest }) => {
    let s: BaccaratState = table(cards, rules as BaccaratRules, { anna: 1000 });
    s = applyOrThrow(s, { type: 'bet', player: 'anna', bet, stake }).state;
    expect(s.balances['anna']).toBe(1000 - stake);
    s = runCoupOrThrow(s).state;
    if (s.phase !== 'settled') throw new Error('not settled');
    const [entry] = s.settled;
    expect(entry).toMatchObject({ owner: 'anna', bet, staked: stake, won, lost, returned });
    if ('exact' in rest && 'delta' in rest) {
      expect(entry!.payout!.exact).toEqual({ numerator: rest.exact[0], denominator: rest.exact[1] });
      expect(entry!.payout!.roundingDelta).toEqual({ numerator: rest.delta[0], denominator: rest.delta[1] });
    } else {
      expect(entry!.payout).toBeNull();
    }
    expect(s.balances['anna']).toBe(1000 - lost + won);
  });

  it('several players: the ledger balances and every chip is accounted for', () => {
    let s: BaccaratState = table(BANKER_WINS, casino, { anna: 1000, boris: 500 });
    s = play(s, [
      { type: 'bet', player: 'anna', bet: 'banker', stake: 25 },
      { type: 'bet', player: 'anna', bet: 'tie', stake: 10 },
      { type: 'bet', player: 'boris', bet: 'player', stake: 50 },
      { type: 'bet', player: 'anna', bet: 'banker', stake: 15 }, // adds up: 40 on Банко
    ]);
    expect(s.bets).toEqual([
      { player: 'anna', bet: 'banker', stake: 40 },
      { player: 'anna', bet: 'tie', stake: 10 },
      { player: 'boris', bet: 'player', stake: 50 },
    ]);
    s = runCoupOrThrow(s).state;
    if (s.phase !== 'settled') throw new Error('not settled');
    // anna: Банко 40 wins 38, tie 10 lost; boris: Пунто 50 lost.
    expect(s.balances).toEqual({ anna: 1000 + 38 - 10, boris: 450 });
    expect(s.ledger).toMatchObject({ staked: 100, returned: 40, won: 38, lost: 60 });
  });

  it('fourteen players may sit (the text), a fifteenth may not', () => {
    const seats = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`p${i + 1}`, 100]));
    expect(createTable({ rules: casino, seats }, seededRng(1)).ok).toBe(true);
    const r = createTable({ rules: casino, seats: { ...seats, p15: 100 } }, seededRng(1));
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-seats');
  });
});

describe('bad input: a typed error and the state unchanged', () => {
  const fresh = () => table('6♠ 2♥ К♦ 3♣ 2♠', casino, { anna: 100 });
  const cases: { name: string; state: () => BaccaratState; action: BaccaratAction; code: string }[] = [
    {
      name: 'a bet after the deal',
      state: () => applyOrThrow(fresh(), { type: 'deal' }).state,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: 10 },
      code: 'baccarat/bet-after-deal',
    },
    {
      name: 'a zero stake',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: 0 },
      code: 'baccarat/bad-stake',
    },
    {
      name: 'a negative stake',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: -5 },
      code: 'baccarat/bad-stake',
    },
    {
      name: 'a fractional stake',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: 2.5 },
      code: 'baccarat/bad-stake',
    },
    {
      name: 'a stake given as text',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: '10' as never },
      code: 'baccarat/bad-stake',
    },
    {
      name: 'an unknown bet',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'dragon' as never, stake: 10 },
      code: 'baccarat/unknown-bet',
    },
    {
      name: 'a bet beyond the balance',
      state: fresh,
      action: { type: 'bet', player: 'anna', bet: 'tie', stake: 101 },
      code: 'baccarat/insufficient-balance',
    },
    {
      name: 'bets adding up beyond the balance',
      state: () => applyOrThrow(fresh(), { type: 'bet', player: 'anna', bet: 'player', stake: 60 }).state,
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: 41 },
      code: 'baccarat/insufficient-balance',
    },
    {
      name: 'a player not seated',
      state: fresh,
      action: { type: 'bet', player: 'vera', bet: 'banker', stake: 10 },
      code: 'baccarat/unknown-player',
    },
    {
      name: 'an inherited name that is not a seat',
      state: fresh,
      action: { type: 'bet', player: 'toString', bet: 'banker', stake: 10 },
      code: 'baccarat/unknown-player',
    },
    {
      name: "the banker's rule before the player's",
      state: () => applyOrThrow(fresh(), { type: 'deal' }).state,
      action: { type: 'bankerRule' },
      code: 'baccarat/wrong-phase',
    },
    { name: 'settling before the result', state: fresh, action: { type: 'settle' }, code: 'baccarat/wrong-phase' },
    {
      name: 'an unknown action',
      state: fresh,
      action: { type: 'surrender' } as never,
      code: 'baccarat/unknown-action',
    },
    {
      name: 'a 25 on Банко at a table that pays whole chips only',
      state: () => table('6♠ 2♥ К♦ 3♣ 2♠', { ...casino, rounding: 'refuse' }, { anna: 100 }),
      action: { type: 'bet', player: 'anna', bet: 'banker', stake: 25 },
      code: 'baccarat/fractional-payout',
    },
  ];
  it.each(cases)('$name → $code', ({ state, action, code }) => {
    const s = state();
    const before = structuredClone(s);
    const r = apply(s, action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message.length).toBeGreaterThan(20);
    expect(s).toEqual(before);
  });

  it('says what was wrong and what is allowed', () => {
    const r = apply(fresh(), { type: 'bet', player: 'anna', bet: 'tie', stake: 101 });
    expect(r.ok ? '' : r.error.message).toMatchInlineSnapshot(
      `"anna has 100 chips and cannot stake 101; the most allowed is 100."`,
    );
    const d = apply(applyOrThrow(fresh(), { type: 'deal' }).state, {
      type: 'bet',
      player: 'anna',
      bet: 'banker',
      stake: 10,
    });
    expect(d.ok ? '' : d.error.message).toMatchInlineSnapshot(
      `"Bets are taken only before the deal; this coup is in the "playerRule" phase. Allowed now: playerRule."`,
    );
  });

  it('40 on Банко is taken at a whole-chips table (pays 38)', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠', { ...casino, rounding: 'refuse' }, { anna: 100 });
    expect(apply(s, { type: 'bet', player: 'anna', bet: 'banker', stake: 40 }).ok).toBe(true);
  });

  it('a shoe that runs out mid-coup is an error, not a half-dealt coup', () => {
    // four cards, player 4 (2+2) must draw: the shoe is empty
    const dealt = applyOrThrow(table('2♠ 2♥ 2♦ 3♣'), { type: 'deal' }).state;
    const before = structuredClone(dealt);
    const r = apply(dealt, { type: 'playerRule' });
    expect(r.ok ? null : r.error.code).toBe('baccarat/shoe-empty');
    expect(dealt).toEqual(before);
  });
});

describe('the shoe carries across coups until the cut card', () => {
  it('deals the next coup from where the last one stopped, then reshuffles after the cut card', () => {
    // coup 1: naturals, 4 cards; coup 2 uses 5 cards and passes the cut card at 6.
    let s: BaccaratState = table('4♠ 2♥ 5♦ 3♣  6♠ 2♥ К♦ 3♣ 2♠  9♦ 9♣', casino, { anna: 100 }, 6);
    s = runCoupOrThrow(s).state;
    expect(s.shoe.position).toBe(4);
    s = applyOrThrow(s, { type: 'nextCoup' }).state;
    expect(s.coup).toBe(2);
    expect(canBet(s)).toBe(true);
    const second = runCoupOrThrow(s);
    expect(second.events.some((e) => e.type === 'cutCardOut')).toBe(true);
    expect(second.state.shoe.position).toBe(9);
    const noRng = apply(second.state, { type: 'nextCoup' });
    expect(noRng.ok ? null : noRng.error.code).toBe('baccarat/needs-rng');
    const third = applyOrThrow(second.state, { type: 'nextCoup' }, seededRng(5));
    expect(third.events).toEqual([{ type: 'shoeShuffled', cards: 11, cutCard: 6 }]);
    expect(third.state.shoe.position).toBe(0);
    expect([...third.state.shoe.cards].sort((a, b) => a - b)).toEqual(
      [...second.state.shoe.cards].sort((a, b) => a - b),
    );
  });

  it('a new table puts the cut card rules.cutCardFromEnd cards from the end of 8 decks', () => {
    const s = createTableOrThrow({ rules: casino, seats: {} }, seededRng(2));
    expect(s.shoe.cards.length).toBe(416);
    expect(s.shoe.cutCard).toBe(400);
  });
});

describe('playerView', () => {
  it('removes the undealt cards', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦');
    const v = playerView(applyOrThrow(s, { type: 'deal' }).state);
    expect(v.shoe).toEqual({ decks: 0, remaining: 2, cutCardOut: false });
    expect(v.player).toEqual(parseCardsOrThrow('6♠ К♦'));
  });
});
