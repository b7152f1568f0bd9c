import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../cards/notation.js';
import { MAX_BALANCE, MAX_STAKE } from '../money/index.js';
import { canBet, legalActions, stakeRange } from './guards.js';
import { apply, applyOrThrow, chipsInPlay, isOver, playerView, runCoupOrThrow, start, startOrThrow } from './round.js';
import { resolveRulesOrThrow, type BaccaratRules } from './rules.js';
import type { BaccaratAction, BaccaratState } from './state.js';

const casino = resolveRulesOrThrow();
const seedRules = resolveRulesOrThrow({ preset: 'seed' });
const ez = resolveRulesOrThrow({ preset: 'ez' });
const noCommission = resolveRulesOrThrow({ preset: 'noCommission' });
const allSideBets = resolveRulesOrThrow({
  sets: ['eitherPairPays=5', 'perfectPairPays=25', 'perfectPairBothPays=250', 'dragon7Pays=40', 'panda8Pays=25'],
});

function table(
  cards: string,
  rules: BaccaratRules = casino,
  seats: Record<string, number> = { anna: 1000 },
  cut?: number,
): BaccaratState {
  const list = parseCardsOrThrow(cards, { unique: false });
  return startOrThrow(rules, { seats, seed: 1, shoe: { cards: list, ...(cut === undefined ? {} : { cutCard: cut }) } })
    .state;
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
    expect(s.outcome).toMatchObject({ winner, playerPoint: player, bankerPoint: banker, natural });
    expect(s.shoe.position).toBe(used);
    expect(s.player.length + s.banker.length).toBe(used);
  });

  it('walks the phases one step at a time with the events a UI needs', () => {
    let s: BaccaratState = table('Т♠ 3♥ 2♦ 3♣ 6♠ 3♦');
    expect(legalActions(s).map((a) => a.type)).toEqual([...new Array(5).fill('bet'), 'deal']);
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
  // Player 6 stands, banker 5 draws a 2: banker wins with a three-card 7 (a Dragon 7). The 9♦ is never dealt.
  const BANKER_WINS = '6♠ 2♥ К♦ 3♣ 2♠ 9♦';
  // Player natural 9 against 5.
  const PLAYER_WINS = '4♠ 2♥ 5♦ 3♣ 9♦ 9♣';
  // Both 8.
  const TIE = '3♠ 4♥ 5♦ 4♣ 9♦ 9♣';
  // Banker 6 (2+4) against player 5 (2+3) → player draws К (5), banker 6 stands on a 0: banker 6 wins on two cards.
  const BANKER_WINS_ON_6 = '2♠ 2♥ 3♦ 4♣ К♠ 9♦';
  // Player 2+3 = 5 draws a 3 → 8; banker К+6 = 6 stands on a 3 (casino): the player wins with a three-card 8 (Panda 8).
  const PANDA = '2♠ К♥ 3♦ 6♣ 3♥ 9♦';
  // Player К♠ К♥ (a pair, 0) against banker 4♣ 4♦ (a pair, a natural 8): the coup ends on four cards.
  const BOTH_PAIRS = 'К♠ 4♣ К♥ 4♦ 5♦ 9♦';
  // The same card twice in a shoe of several decks: К♠ К♠ for the player, 4♣ 4♣ for the banker.
  const BOTH_PERFECT = 'К♠ 4♣ К♠ 4♣ 5♦ 9♦';
  // Only the player has a perfect pair.
  const PLAYER_PERFECT = 'К♠ 4♣ К♠ 4♦ 5♦ 9♦';

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
      rules: noCommission,
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
      rules: noCommission,
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
      rules: noCommission,
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
    {
      name: 'EZ: Банко 20 pushes on a banker win with a three-card 7',
      cards: BANKER_WINS,
      bet: 'banker',
      stake: 20,
      rules: ez,
      won: 0,
      lost: 0,
      returned: 20,
    },
    {
      name: 'EZ: Банко 20 wins 20 (1:1) on a two-card 6',
      cards: BANKER_WINS_ON_6,
      bet: 'banker',
      stake: 20,
      rules: ez,
      won: 20,
      lost: 0,
      returned: 20,
      exact: [20, 1],
      delta: [0, 1],
    },
    {
      name: 'EZ: Dragon 7 of 10 wins 400 (40:1) on that three-card 7',
      cards: BANKER_WINS,
      bet: 'dragon7',
      stake: 10,
      rules: ez,
      won: 400,
      lost: 0,
      returned: 10,
      exact: [400, 1],
      delta: [0, 1],
    },
    {
      name: 'EZ: Dragon 7 loses on a two-card banker win',
      cards: BANKER_WINS_ON_6,
      bet: 'dragon7',
      stake: 10,
      rules: ez,
      won: 0,
      lost: 10,
      returned: 0,
    },
    {
      name: 'EZ: Panda 8 of 10 wins 250 (25:1) on a three-card 8',
      cards: PANDA,
      bet: 'panda8',
      stake: 10,
      rules: ez,
      won: 250,
      lost: 0,
      returned: 10,
      exact: [250, 1],
      delta: [0, 1],
    },
    {
      name: 'EZ: Panda 8 loses on a natural player 9',
      cards: PLAYER_WINS,
      bet: 'panda8',
      stake: 10,
      rules: ez,
      won: 0,
      lost: 10,
      returned: 0,
    },
    {
      name: 'player pair of 10 wins 110 (11:1) on К♠ К♥',
      cards: BOTH_PAIRS,
      bet: 'playerPair',
      stake: 10,
      rules: casino,
      won: 110,
      lost: 0,
      returned: 10,
      exact: [110, 1],
      delta: [0, 1],
    },
    {
      name: 'banker pair of 10 wins 110 on 4♣ 4♦',
      cards: BOTH_PAIRS,
      bet: 'bankerPair',
      stake: 10,
      rules: casino,
      won: 110,
      lost: 0,
      returned: 10,
      exact: [110, 1],
      delta: [0, 1],
    },
    {
      name: 'banker pair loses on 2♥ 3♣',
      cards: BANKER_WINS,
      bet: 'bankerPair',
      stake: 10,
      rules: casino,
      won: 0,
      lost: 10,
      returned: 0,
    },
    {
      name: 'either pair of 10 wins 50 once (5:1) when both hands are pairs',
      cards: BOTH_PAIRS,
      bet: 'eitherPair',
      stake: 10,
      rules: allSideBets,
      won: 50,
      lost: 0,
      returned: 10,
      exact: [50, 1],
      delta: [0, 1],
    },
    {
      name: 'perfect pair loses on К♠ К♥ (not the same suit)',
      cards: BOTH_PAIRS,
      bet: 'perfectPair',
      stake: 10,
      rules: allSideBets,
      won: 0,
      lost: 10,
      returned: 0,
    },
    {
      name: 'perfect pair of 10 wins 250 (25:1) on К♠ К♠',
      cards: PLAYER_PERFECT,
      bet: 'perfectPair',
      stake: 10,
      rules: allSideBets,
      won: 250,
      lost: 0,
      returned: 10,
      exact: [250, 1],
      delta: [0, 1],
    },
    {
      name: 'perfect pair of 10 wins 2500 (250:1) when both hands have one',
      cards: BOTH_PERFECT,
      bet: 'perfectPair',
      stake: 10,
      rules: allSideBets,
      won: 2500,
      lost: 0,
      returned: 10,
      exact: [2500, 1],
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
    expect(start(casino, { seats, seed: 1 }).ok).toBe(true);
    const r = start(casino, { seats: { ...seats, p15: 100 }, seed: 1 });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'baccarat/bad-seats',
      details: { reason: 'too-many', seats: 15, max: 14 },
    });
  });

  it('side bets are settled with the main bets, in the order placed, and the ledger balances', () => {
    let s = table(BOTH_PAIRS, casino, { anna: 1000 });
    s = play(s, [
      { type: 'bet', player: 'anna', bet: 'player', stake: 100 },
      { type: 'bet', player: 'anna', bet: 'playerPair', stake: 10 },
      { type: 'bet', player: 'anna', bet: 'bankerPair', stake: 5 },
    ]);
    s = runCoupOrThrow(s).state;
    if (s.phase !== 'settled') throw new Error('not settled');
    // banker natural 8 beats player 0: Пунто 100 lost; both pairs win 11:1: 110 + 55
    expect(s.settled.map((e) => [e.bet, e.result, e.won, e.lost])).toEqual([
      ['player', 'lose', 0, 100],
      ['playerPair', 'win', 110, 0],
      ['bankerPair', 'win', 55, 0],
    ]);
    expect(s.balances['anna']).toBe(1000 - 100 + 110 + 55);
    expect(s.ledger).toMatchObject({ staked: 115, returned: 15, won: 165, lost: 100 });
  });
});

describe('bad input: a typed error and the state unchanged', () => {
  const fresh = () => table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: 100 });
  const dealt = () => applyOrThrow(fresh(), { type: 'deal' }).state;
  const bet = (fields: Record<string, unknown>) =>
    ({ type: 'bet', player: 'anna', bet: 'banker', stake: 10, ...fields }) as never;
  const cases: { name: string; state: () => BaccaratState; action: BaccaratAction; code: string; details?: object }[] =
    [
      { name: 'a bet after the deal', state: dealt, action: bet({}), code: 'baccarat/bet-after-deal' },
      {
        name: 'a zero stake',
        state: fresh,
        action: bet({ stake: 0 }),
        code: 'baccarat/bad-stake',
        details: { reason: 'zero' },
      },
      {
        name: 'a negative stake',
        state: fresh,
        action: bet({ stake: -5 }),
        code: 'baccarat/bad-stake',
        details: { reason: 'negative' },
      },
      {
        name: 'a fractional stake',
        state: fresh,
        action: bet({ stake: 2.5 }),
        code: 'baccarat/bad-stake',
        details: { reason: 'not-whole' },
      },
      {
        name: 'a stake given as text',
        state: fresh,
        action: bet({ stake: '10' }),
        code: 'baccarat/bad-stake',
        details: { reason: 'not-a-number', stake: '"10"' },
      },
      {
        name: 'a BigInt stake',
        state: fresh,
        action: bet({ stake: 10n }),
        code: 'baccarat/bad-stake',
        details: { stake: '10n' },
      },
      {
        name: 'a stake of 2^53',
        state: fresh,
        action: bet({ stake: 2 ** 53 }),
        code: 'baccarat/bad-stake',
        details: { reason: 'over-limit', max: MAX_STAKE },
      },
      {
        name: 'NaN',
        state: fresh,
        action: bet({ stake: NaN }),
        code: 'baccarat/bad-stake',
        details: { reason: 'not-a-number' },
      },
      { name: 'an unknown bet', state: fresh, action: bet({ bet: 'dragon' }), code: 'baccarat/unknown-bet' },
      {
        name: 'a Symbol for a bet',
        state: fresh,
        action: bet({ bet: Symbol('banker') }),
        code: 'baccarat/unknown-bet',
        details: { bet: 'Symbol(banker)' },
      },
      {
        name: 'a side bet the table does not offer',
        state: fresh,
        action: bet({ bet: 'dragon7' }),
        code: 'baccarat/bet-not-offered',
        details: { bet: 'dragon7', offered: ['banker', 'player', 'tie', 'playerPair', 'bankerPair'] },
      },
      {
        name: 'a bet beyond the balance',
        state: fresh,
        action: bet({ bet: 'tie', stake: 101 }),
        code: 'baccarat/insufficient-balance',
        details: { player: 'anna', stake: 101, balance: 100 },
      },
      {
        name: 'bets adding up beyond the balance',
        state: () => applyOrThrow(fresh(), bet({ bet: 'player', stake: 60 })).state,
        action: bet({ stake: 41 }),
        code: 'baccarat/insufficient-balance',
      },
      {
        name: 'a player not seated',
        state: fresh,
        action: bet({ player: 'vera' }),
        code: 'baccarat/unknown-player',
        details: { player: '"vera"', seated: ['anna'] },
      },
      {
        name: 'an inherited name that is not a seat',
        state: fresh,
        action: bet({ player: 'toString' }),
        code: 'baccarat/unknown-player',
      },
      {
        name: '__proto__ as a seat',
        state: fresh,
        action: bet({ player: '__proto__' }),
        code: 'baccarat/unknown-player',
      },
      {
        name: "the banker's rule before the player's",
        state: dealt,
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
        name: 'null for an action',
        state: fresh,
        action: null as never,
        code: 'baccarat/unknown-action',
        details: { action: 'null' },
      },
      {
        name: 'a Symbol for an action',
        state: fresh,
        action: Symbol('deal') as never,
        code: 'baccarat/unknown-action',
        details: { action: 'Symbol(deal)' },
      },
      {
        name: 'an inherited type',
        state: fresh,
        action: Object.create({ type: 'deal' }) as never,
        code: 'baccarat/unknown-action',
      },
      {
        name: 'a 25 on Банко at a table that pays whole chips only',
        state: () => table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', { ...casino, rounding: 'refuse' }, { anna: 100 }),
        action: bet({ stake: 25 }),
        code: 'baccarat/fractional-payout',
        details: { stake: 25, ratio: '19:20', multipleOf: 20 },
      },
    ];
  it.each(cases)('$name → $code', ({ state, action, code, details }) => {
    const s = state();
    const before = structuredClone(s);
    const r = apply(s, action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    if (details) expect(r.error.details).toMatchObject(details);
    expect(r.error.message.length).toBeGreaterThan(20);
    expect(s).toEqual(before);
    // the guard gives the same answer as apply
    if ((action as { type?: unknown } | null)?.type === 'bet') expect(canBet(s, action)).toEqual(r);
  });

  it('says what was wrong and what is allowed', () => {
    const r = apply(fresh(), bet({ bet: 'tie', stake: 101 }));
    expect(r.ok ? '' : r.error.message).toMatchInlineSnapshot(
      `"anna has 100 chips and cannot stake 101; the most allowed is 100."`,
    );
    const d = apply(dealt(), bet({}));
    expect(d.ok ? '' : d.error.message).toMatchInlineSnapshot(
      `"Bets are taken only before the deal; this coup is in the "playerRule" phase. Allowed now: playerRule."`,
    );
    const big = apply(fresh(), bet({ stake: 'x'.repeat(100_000) }));
    expect(big.ok ? '' : big.error.message.length).toBeLessThan(200);
  });

  it('40 on Банко is taken at a whole-chips table (pays 38)', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', { ...casino, rounding: 'refuse' }, { anna: 100 });
    expect(apply(s, bet({ stake: 40 })).ok).toBe(true);
  });
});

describe('start: the rules, the seats, the seed and a stacked shoe are checked', () => {
  const seats = { anna: 100 };
  it.each([
    { name: 'unresolved rules', rules: { preset: 'casino' }, setup: { seats, seed: 1 }, code: 'baccarat/bad-rules' },
    { name: 'a NaN seed', rules: casino, setup: { seats, seed: NaN }, code: 'baccarat/bad-seed' },
    { name: 'a fractional seed', rules: casino, setup: { seats, seed: 1.5 }, code: 'baccarat/bad-seed' },
    { name: 'an empty seed', rules: casino, setup: { seats, seed: '' }, code: 'baccarat/bad-seed' },
    { name: 'no seed', rules: casino, setup: { seats }, code: 'baccarat/bad-seed' },
    { name: 'no setup', rules: casino, setup: null, code: 'baccarat/bad-seats', details: { reason: 'not-an-object' } },
    {
      name: 'seats as a list',
      rules: casino,
      setup: { seats: [100], seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'not-an-object' },
    },
    {
      name: 'negative chips',
      rules: casino,
      setup: { seats: { anna: -1 }, seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'bad-chips', problem: 'negative' },
    },
    {
      name: 'chips as text',
      rules: casino,
      setup: { seats: { anna: '100' }, seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'bad-chips', chips: '"100"' },
    },
    {
      name: 'a seat over MAX_BALANCE',
      rules: casino,
      setup: { seats: { anna: MAX_BALANCE + 1 }, seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'bad-chips', problem: 'over-limit' },
    },
    {
      name: 'seats together over MAX_BALANCE',
      rules: casino,
      setup: { seats: { anna: MAX_BALANCE, boris: 1 }, seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'over-limit', max: MAX_BALANCE },
    },
    {
      name: 'an empty seat id',
      rules: casino,
      setup: { seats: { '': 100 }, seed: 1 },
      code: 'baccarat/bad-seats',
      details: { reason: 'bad-id' },
    },
    {
      name: 'a stacked shoe of five cards',
      rules: casino,
      setup: { seats, seed: 1, shoe: { cards: [1, 2, 3, 4, 5] } },
      code: 'baccarat/bad-shoe',
      details: { reason: 'bad-length', cards: 5, min: 6 },
    },
    {
      name: 'a card 52',
      rules: casino,
      setup: { seats, seed: 1, shoe: { cards: [1, 2, 3, 4, 5, 52] } },
      code: 'baccarat/bad-shoe',
      details: { reason: 'not-cards' },
    },
    {
      name: 'a cut card past the end',
      rules: casino,
      setup: { seats, seed: 1, shoe: { cards: [1, 2, 3, 4, 5, 6], cutCard: 7 } },
      code: 'baccarat/bad-shoe',
      details: { reason: 'bad-cut-card', max: 6 },
    },
    {
      name: 'a shoe that is not a list',
      rules: casino,
      setup: { seats, seed: 1, shoe: { cards: 'Кs Кh' } },
      code: 'baccarat/bad-shoe',
      details: { reason: 'not-cards' },
    },
  ])('$name → $code', ({ rules, setup, code, details }) => {
    const r = start(rules as never, setup as never);
    expect(r.ok ? null : r.error.code).toBe(code);
    if (!r.ok && details) expect(r.error.details).toMatchObject(details);
  });

  it('a text seed and a number seed each give their own shoe, the same every time', () => {
    const a = startOrThrow(casino, { seats, seed: 'shoe-1' }).state;
    const b = startOrThrow(casino, { seats, seed: 'shoe-1' }).state;
    const c = startOrThrow(casino, { seats, seed: 7 }).state;
    expect(a.shoe.cards).toEqual(b.shoe.cards);
    expect(a.shoe.cards).not.toEqual(c.shoe.cards);
  });

  it('a seat called __proto__ is a seat like any other (own property)', () => {
    const s = startOrThrow(casino, {
      seats: JSON.parse('{"__proto__": 100}') as Record<string, number>,
      seed: 1,
    }).state;
    expect(Object.keys(s.balances)).toEqual(['__proto__']);
    const r = applyOrThrow(s, bet0('__proto__', 'banker', 10));
    expect(r.state.balances['__proto__']).toBe(90);
    expect(Object.getPrototypeOf(r.state.balances)).toBe(Object.prototype);
  });
});

function bet0(player: string, bet: string, stake: number): BaccaratAction {
  return { type: 'bet', player, bet, stake } as BaccaratAction;
}

describe('issue 14: chips within the bounds of decision 002, so every coup settles', () => {
  it('a coup with the largest stake, 10^12 on Банко at 19:20, settles exactly (it used to stay unsettled)', () => {
    let s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: MAX_STAKE });
    s = applyOrThrow(s, bet0('anna', 'banker', MAX_STAKE)).state;
    s = runCoupOrThrow(s).state;
    if (s.phase !== 'settled') throw new Error('not settled');
    expect(s.settled[0]).toMatchObject({ won: 950_000_000_000, returned: MAX_STAKE });
    expect(s.balances['anna']).toBe(1_950_000_000_000);
  });

  it('a stake over 10^12 is refused at the bet with a baccarat code, not money/bad-amount at the settlement', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: 10 * MAX_STAKE });
    const r = apply(s, bet0('anna', 'banker', MAX_STAKE + 1));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'baccarat/bad-stake', details: { reason: 'over-limit' } });
    const twice = apply(applyOrThrow(s, bet0('anna', 'banker', MAX_STAKE)).state, bet0('anna', 'banker', 1));
    expect(twice.ok ? null : twice.error).toMatchObject({
      code: 'baccarat/over-limit',
      details: { reason: 'stake', max: 0, limit: MAX_STAKE },
    });
  });

  it.each([
    // anna holds 10^15 − 1000: a bet may add at most 1000 chips to the table at its best
    { bet: 'player', max: 1000 }, // 1:1: s ≤ 1000
    { bet: 'tie', max: 125 }, // 8:1: 8s ≤ 1000
    { bet: 'banker', max: 1052 }, // 19:20 rounded up: ⌈19s/20⌉ ≤ 1000 ⇔ s ≤ 1052
    { bet: 'playerPair', max: 90 }, // 11:1: 11s ≤ 1000
  ])('the table holds at most 10^15 chips with every bet paid at its best: $bet up to $max', ({ bet, max }) => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: MAX_BALANCE - 1000 });
    expect(stakeRange(s, 'anna', bet as never)).toEqual({ min: 1, max, multipleOf: 1 });
    expect(apply(s, bet0('anna', bet, max)).ok).toBe(true);
    const over = apply(s, bet0('anna', bet, max + 1));
    expect(over.ok ? null : over.error).toMatchObject({
      code: 'baccarat/over-limit',
      details: { reason: 'table', max, limit: MAX_BALANCE },
    });
  });
});

describe('legal actions: every bet each seat may place, with its stakes', () => {
  it('by hand: anna 1000 and boris 0 at a casino table; then 400 on Банко', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: 1000, boris: 0 });
    const bets = (st: BaccaratState) => legalActions(st).filter((a) => a.type === 'bet');
    expect(bets(s)).toEqual(
      ['banker', 'player', 'tie', 'playerPair', 'bankerPair'].map((b) => ({
        type: 'bet',
        player: 'anna',
        bet: b,
        min: 1,
        max: 1000,
        multipleOf: 1,
      })),
    );
    const after = applyOrThrow(s, bet0('anna', 'banker', 400)).state;
    expect(new Set(bets(after).map((a) => (a.type === 'bet' ? a.max : 0)))).toEqual(new Set([600]));
    expect(legalActions(after).at(-1)).toEqual({ type: 'deal' });
  });

  it('at a whole-chips table Банко goes in twenties: 990 chips allow 980', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', { ...casino, rounding: 'refuse' }, { anna: 990 });
    expect(stakeRange(s, 'anna', 'banker')).toEqual({ min: 20, max: 980, multipleOf: 20 });
    expect(stakeRange(s, 'anna', 'player')).toEqual({ min: 1, max: 990, multipleOf: 1 });
  });

  it('after the deal, one dealer step at a time; a settled coup only goes on', () => {
    const s = applyOrThrow(table('6♠ 2♥ К♦ 3♣ 2♠ 9♦'), { type: 'deal' }).state;
    expect(legalActions(s)).toEqual([{ type: 'playerRule' }]);
    const done = runCoupOrThrow(s).state;
    expect(isOver(done)).toBe(true);
    expect(legalActions(done)).toEqual([{ type: 'nextCoup' }]);
  });
});

describe('the shoe carries across coups until the cut card; the state holds the randomness', () => {
  it('deals the next coup from where the last one stopped, then reshuffles after the cut card', () => {
    // coup 1: naturals, 4 cards; coup 2 uses 5 cards and passes the cut card at 6.
    let s: BaccaratState = table('4♠ 2♥ 5♦ 3♣  6♠ 2♥ К♦ 3♣ 2♠  9♦ 9♣', casino, { anna: 100 }, 6);
    s = runCoupOrThrow(s).state;
    expect(s.shoe.position).toBe(4);
    s = applyOrThrow(s, { type: 'nextCoup' }).state;
    expect(s.coup).toBe(2);
    expect(canBet(s, bet0('anna', 'banker', 10)).ok).toBe(true);
    const second = runCoupOrThrow(s);
    expect(second.events.some((e) => e.type === 'cutCardOut')).toBe(true);
    expect(second.state.shoe.position).toBe(9);
    const third = applyOrThrow(second.state, { type: 'nextCoup' });
    expect(third.events).toEqual([{ type: 'shoeShuffled', cards: 11, cutCard: 6 }]);
    expect(third.state.shoe.position).toBe(0);
    expect(third.state.rng).not.toEqual(second.state.rng);
    expect([...third.state.shoe.cards].sort((a, b) => a - b)).toEqual(
      [...second.state.shoe.cards].sort((a, b) => a - b),
    );
    // apply is a function of its arguments: the same step again, or from a JSON copy, gives the same shoe
    expect(applyOrThrow(second.state, { type: 'nextCoup' })).toEqual(third);
    const revived = JSON.parse(JSON.stringify(second.state)) as BaccaratState;
    expect(applyOrThrow(revived, { type: 'nextCoup' })).toEqual(third);
  });

  it('a stacked shoe with fewer than six cards left is reshuffled before the next coup', () => {
    // 7 cards, no cut card: the first coup uses 4, leaving 3.
    let s = table('4♠ 2♥ 5♦ 3♣ 9♦ 9♣ 9♥');
    s = runCoupOrThrow(s).state;
    const next = applyOrThrow(s, { type: 'nextCoup' });
    expect(next.events).toEqual([{ type: 'shoeShuffled', cards: 7, cutCard: 7 }]);
  });

  it('a new table puts the cut card rules.cutCardFromEnd cards from the end of 8 decks', () => {
    const { state, events } = startOrThrow(casino, { seats: { anna: 0 }, seed: 2 });
    expect(state.shoe.cards.length).toBe(416);
    expect(state.shoe.cutCard).toBe(400);
    expect(events).toEqual([{ type: 'shoeShuffled', cards: 416, cutCard: 400 }]);
  });
});

describe('chips in play', () => {
  it('are the same before, during and after a coup, worked by hand', () => {
    let s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦', casino, { anna: 1000, boris: 500 });
    expect(chipsInPlay(s)).toBe(1500);
    s = play(s, [bet0('anna', 'banker', 25), bet0('boris', 'player', 50)]);
    expect(chipsInPlay(s)).toBe(1500);
    s = runCoupOrThrow(s).state;
    // anna wins 23 (23¾ down), boris loses 50: the house is up 27
    expect(s.houseNet).toBe(27);
    expect(s.balances).toEqual({ anna: 1023, boris: 450 });
    expect(chipsInPlay(s)).toBe(1500);
    expect(chipsInPlay(applyOrThrow(s, { type: 'nextCoup' }).state)).toBe(1500);
  });
});

describe('playerView', () => {
  it('removes the undealt cards and the RNG state', () => {
    const s = table('6♠ 2♥ К♦ 3♣ 2♠ 9♦');
    const v = playerView(applyOrThrow(s, { type: 'deal' }).state);
    expect(v.shoe).toEqual({ decks: 0, remaining: 2, cutCardOut: false });
    expect(v.player).toEqual(parseCardsOrThrow('6♠ К♦'));
    expect('rng' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('xoshiro');
  });
});
