import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveStudSettle } from '@croupier/testkit/oracles/stud';
import { fullDeck, parseCardsOrThrow } from '../cards/index.js';
import { MAX_BALANCE, MAX_STAKE, netFor } from '../money/index.js';
import { orThrow } from '../result/index.js';
import { seededRng, shuffled } from '../rng/index.js';
import { STUD_ERROR_CODES } from './errors.js';
import { canAnte, canExchange, canRaise, legalActions } from './guards.js';
import { apply, chipsInPlay, isOver, playerView, start } from './round.js';
import { maxAnte, resolveRulesOrThrow, type StudRules } from './rules.js';
import type { StudAction, StudDeciding, StudSettled, StudState } from './state.js';

const seed = resolveRulesOrThrow();
const caribbean = resolveRulesOrThrow({ preset: 'caribbean' });
const cards = (text: string): number[] => parseCardsOrThrow(text);

/** A table with a stacked deck: the player's five, the dealer's five, then the replacements. */
function table(deck: string, balance = 1000, rules: StudRules = seed): StudState {
  return orThrow(start(rules, { balance, seed: 1, deck: cards(deck) })).state;
}

function play(state: StudState, action: StudAction): StudState {
  return orThrow(apply(state, action)).state;
}

/** A stacked table after the ante. */
function dealt(player: string, dealer: string, rest = '', balance = 1000, ante = 10, rules = seed): StudDeciding {
  return play(table(`${player} ${dealer} ${rest}`, balance, rules), { type: 'ante', amount: ante }) as StudDeciding;
}

const codeOf = (r: { ok: boolean; error?: { code: string } }): string | null => (r.ok ? null : r.error!.code);

describe('settlement, hand-worked from the text', () => {
  it.each([
    // name, player, dealer, won, lost, outcome
    [
      'full house against a qualifying pair: 10 + 7 × 20 = 150 (the text)',
      '3s 3h 3d 2c 2s',
      '9s 9h Kd 7c 4h',
      150,
      0,
      'playerWins',
    ],
    [
      'royal flush against a qualifying ace-king: 10 + 100 × 20 = 2010 (the text)',
      'As Ks Qs Js Ts',
      'Ah Kh 9d 7c 4h',
      2010,
      0,
      'playerWins',
    ],
    [
      'dealer without a game: ante 1:1, bet returned, whatever the player holds',
      '7s 5h 4d 3c 2s',
      'Qh Jh 9d 7c 4h',
      10,
      0,
      'dealerNoGame',
    ],
    ['ace-king beats a lower ace-king: 10 + 1 × 20', 'Ad Kc Jh 3c 2s', 'Ah Kh Td 9c 8h', 30, 0, 'playerWins'],
    ['equal hands: both returned', 'Ad Kc Jh 3c 2s', 'Ah Kh Jd 3d 2h', 0, 0, 'push'],
    ['player lower: ante and bet lost', '5s 5h 4d 3c 2s', '6h 6d 2c 9c Th', 0, 30, 'dealerWins'],
  ] as const)('%s', (_name, player, dealer, won, lost, outcome) => {
    const s = play(dealt(player, dealer), { type: 'raise' }) as StudSettled;
    expect(s.phase).toBe('settled');
    expect(s.settlement.outcome).toBe(outcome);
    expect(s.settlement.ledger.won).toBe(won);
    expect(s.settlement.ledger.lost).toBe(lost);
    expect(s.balance).toBe(1000 + won - lost);
    expect(s.houseNet).toBe(lost - won);
    expect(chipsInPlay(s)).toBe(1000);
  });

  it('a fold loses the ante only, and the dealer cards stay unseen', () => {
    const s = play(dealt('7s 5h 4d 3c 2s', 'Qh Jh 9d 7c 4h'), { type: 'fold' }) as StudSettled;
    expect(s.settlement.outcome).toBe('folded');
    expect(s.balance).toBe(990);
    expect(s.houseNet).toBe(10);
    const view = playerView(s);
    expect(view.phase === 'settled' && view.dealer).toEqual([null, null, null, null, null]);
    expect(view.phase === 'settled' && view.settlement.dealer).toBe(null);
  });

  it('exchange two cards for 1.5 antes, then raise: fees are never returned', () => {
    // Д-9-8-7-6 throws the queen (the text's example) — here two cards: Q and 2 of a 9-8-7 draw.
    const d = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d');
    const r = orThrow(apply(d, { type: 'exchange', cards: [d.player[0]!, d.player[4]!] }));
    const e = r.state as StudDeciding;
    expect(r.events).toEqual([
      { type: 'feePaid', amount: 15 },
      { type: 'cardsExchanged', out: cards('Qs 2s'), in: cards('Th 6d') },
    ]);
    expect(e.balance).toBe(1000 - 10 - 15);
    expect(e.player).toEqual(cards('Th 9h 8d 7c 6d'));
    expect(legalActions(e)).toEqual([{ type: 'fold' }, { type: 'raise', amount: 20 }]);
    const s = play(e, { type: 'raise' }) as StudSettled;
    // Straight against ace-king: ante 10 + 4 × 20 = 90 won, fee 15 lost.
    expect(s.settlement.outcome).toBe('playerWins');
    expect(netFor(s.settlement.ledger, 'player')).toBe(90 - 15);
    expect(s.balance).toBe(1000 + 90 - 15);
    expect(chipsInPlay(s)).toBe(1000);
  });

  it('one card costs one ante', () => {
    const d = dealt('Qs 9h 8d 7c 6s', 'Ah Kh Jd 3d 4h', 'Th');
    const e = play(d, { type: 'exchange', cards: [d.player[0]!] }) as StudDeciding;
    expect(e.fees).toBe(10);
    expect(e.balance).toBe(980);
    expect(e.houseNet).toBe(10);
  });

  it('the ante deals five cards to each, the dealer face down (the text) or one up (Caribbean)', () => {
    const r = orThrow(apply(table('7s 5h 4d 3c 2s Qh Jh 9d 7c 4h', 1000, caribbean), { type: 'ante', amount: 10 }));
    expect(r.events).toEqual([
      { type: 'antePlaced', amount: 10 },
      ...cards('7s 5h 4d 3c 2s').map((card) => ({ type: 'cardDealt', to: 'player', card, faceUp: true })),
      { type: 'cardDealt', to: 'dealer', card: cards('Qh')[0], faceUp: true },
      ...[0, 1, 2, 3].map(() => ({ type: 'cardDealt', to: 'dealer', card: null, faceUp: false })),
    ]);
    const view = playerView(r.state);
    expect(view.phase === 'deciding' && view.dealer).toEqual([cards('Qh')[0], null, null, null, null]);
    expect('deck' in view || 'rng' in view).toBe(false);
    expect(legalActions(r.state).map((a) => a.type)).toEqual(['fold', 'raise']);
  });

  it('a stacked deck of ten cards is followed by the rest of the deck, so an exchange always has cards', () => {
    const d = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h');
    expect([...d.player, ...d.dealer, ...d.deck].sort((a, b) => a - b)).toEqual(fullDeck());
    const e = play(d, { type: 'exchange', cards: [d.player[0]!, d.player[1]!] }) as StudDeciding;
    expect(e.player.slice(0, 2)).toEqual(d.deck.slice(0, 2));
  });
});

describe('a table goes on from round to round', () => {
  it('nextRound shuffles the next deck with the table RNG and carries the balance', () => {
    let s = orThrow(start(seed, { balance: 1000, seed: 7 })).state;
    const rng = seededRng(7);
    expect(s.phase === 'betting' && s.deck).toEqual(shuffled(rng, fullDeck()));
    s = play(s, { type: 'ante', amount: 10 });
    s = play(s, { type: 'fold' });
    const r = orThrow(apply(s, { type: 'nextRound' }));
    expect(r.events).toEqual([{ type: 'roundStarted', round: 2, balance: 990 }]);
    expect(r.state).toMatchObject({ phase: 'betting', round: 2, balance: 990, houseNet: 10 });
    expect(r.state.phase === 'betting' && r.state.deck).toEqual(shuffled(rng, fullDeck()));
  });

  it('a round replays exactly from the seed and the actions, and a state revived from JSON steps the same', () => {
    const actions: StudAction[] = [
      { type: 'ante', amount: 25 },
      { type: 'raise' },
      { type: 'nextRound' },
      { type: 'ante', amount: 5 },
    ];
    const run = () =>
      actions.reduce<StudState>((s, a) => play(s, a), orThrow(start(seed, { balance: 500, seed: 'replay' })).state);
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
    const mid = run();
    const revived = JSON.parse(JSON.stringify(mid)) as StudState;
    expect(apply(revived, { type: 'fold' })).toEqual(apply(mid, { type: 'fold' }));
  });

  it('nextRound may stack the next deck (for tests and replays)', () => {
    const s = play(dealt('7s 5h 4d 3c 2s', 'Qh Jh 9d 7c 4h'), { type: 'fold' });
    const next = play(s, { type: 'nextRound', deck: cards('As Ks Qs Js Ts') });
    expect(next.phase === 'betting' && next.deck.slice(0, 5)).toEqual(cards('As Ks Qs Js Ts'));
  });

  it('the table is over when the balance cannot cover the smallest ante and its raise', () => {
    // Balance 12, ante 4: raise 8, dealer wins: 0 left.
    const s = play(dealt('5s 5h 4d 3c 2s', '6h 6d 2c 9c Th', '', 12, 4), { type: 'raise' });
    expect(s.balance).toBe(0);
    expect(isOver(s)).toBe(true);
    expect(legalActions(s)).toEqual([]);
    expect(apply(s, { type: 'nextRound' })).toMatchObject({
      ok: false,
      error: { code: 'stud/insufficient-balance', details: { action: 'nextRound', balance: 0, needed: 3 } },
    });
  });
});

describe('the rules written once', () => {
  it.each([
    // balance, rules, largest ante (hand-worked)
    [1000, seed, 333], // 333 + 666 = 999
    [999, seed, 333],
    [998, seed, 332],
    [2, seed, 0],
    [3, seed, 1],
    [0, seed, 0],
    // The stake limit: the raise at most 10^12, so the ante at most 5 × 10^11 with the text's raise.
    [5e14, seed, 5e11],
    // The balance limit: a royal flush at 1000:1 with a raise of 10 antes wins 10 001 antes;
    // (10^15 − 1.1 × 10^12) / 10 001 = 99 880 011 998.
    [1.1e12, resolveRulesOrThrow({ sets: ['raiseMultiple=10', 'paytable=1000,50,20,7,5,4,3,2,1,1'] }), 99_880_011_998],
  ] as const)('a balance of %d allows an ante of at most %#', (balance, rules, max) => {
    expect(maxAnte(balance, rules)).toBe(max);
    const s = orThrow(start(rules, { balance, seed: 1 })).state;
    expect(legalActions(s)).toEqual(max > 0 ? [{ type: 'ante', min: 1, max }] : []);
    if (max > 0) {
      expect(canAnte(s, max).ok).toBe(true);
      expect(codeOf(canAnte(s, max + 1))).toMatch(/^stud\/(insufficient-balance|over-limit)$/);
    }
  });
});

describe('bad input: a typed error with its reason and numbers, and the state unchanged', () => {
  const d = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d 5c');
  const frozen = JSON.stringify(d);
  it.each([
    [
      'ante twice',
      { type: 'ante', amount: 10 },
      'stud/out-of-turn',
      { action: 'ante', phase: 'deciding', allowed: ['exchange', 'fold', 'raise'] },
    ],
    [
      'three cards',
      { type: 'exchange', cards: d.player.slice(0, 3) },
      'stud/bad-exchange',
      { reason: 'count', count: 3, allowed: [1, 2] },
    ],
    [
      'a card not in the hand',
      { type: 'exchange', cards: [51] },
      'stud/bad-exchange',
      { reason: 'not-in-hand', card: '51' },
    ],
    [
      'one card twice',
      { type: 'exchange', cards: [d.player[0], d.player[0]] },
      'stud/bad-exchange',
      { reason: 'repeated' },
    ],
    ['not a list of cards', { type: 'exchange', cards: 'Qs' }, 'stud/bad-exchange', { reason: 'not-an-array' }],
    ['an unknown action', { type: 'split' }, 'stud/bad-action', { reason: 'unknown-type', action: '"split"' }],
    ['the next round before this one is settled', { type: 'nextRound' }, 'stud/out-of-turn', { action: 'nextRound' }],
  ] as const)('%s', (_n, action, code, details) => {
    const r = apply(d, action as unknown as StudAction);
    expect(r).toMatchObject({ ok: false, error: { code, details } });
    expect(JSON.stringify(d)).toBe(frozen);
  });

  it('exchanging twice', () => {
    const e = play(d, { type: 'exchange', cards: [d.player[0]!] });
    const before = JSON.stringify(e);
    const r = apply(e, { type: 'exchange', cards: [(e as StudDeciding).player[1]!] });
    expect(r).toMatchObject({ ok: false, error: { code: 'stud/already-exchanged', details: { exchanged: 1 } } });
    expect(JSON.stringify(e)).toBe(before);
  });

  it.each([
    [0, 'stud/bad-ante', { reason: 'zero', maxAnte: 333 }],
    [2.5, 'stud/bad-ante', { reason: 'not-whole', amount: '2.5' }],
    [-5, 'stud/bad-ante', { reason: 'negative' }],
    ['10', 'stud/bad-ante', { reason: 'not-a-number', amount: '"10"' }],
    [
      400,
      'stud/insufficient-balance',
      { action: 'ante', amount: 400, needed: 1200, raise: 800, balance: 1000, maxAnte: 333 },
    ],
  ] as const)('ante %j → %s', (amount, code, details) => {
    const s0 = orThrow(start(seed, { balance: 1000, seed: 1 })).state;
    expect(apply(s0, { type: 'ante', amount: amount as number })).toMatchObject({
      ok: false,
      error: { code, details },
    });
  });

  it('acting after the round is over', () => {
    const s = play(d, { type: 'fold' });
    expect(apply(s, { type: 'raise' })).toMatchObject({
      ok: false,
      error: { code: 'stud/out-of-turn', details: { action: 'raise', phase: 'settled', allowed: ['nextRound'] } },
    });
  });

  // Balance 40, ante 10: 30 left; the raise is 20. Two cards (15) would leave 15 < 20, one card (10) leaves 20.
  it('the balance limits the exchange to one card', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 40);
    expect(canExchange(s, 2)).toMatchObject({
      ok: false,
      error: {
        code: 'stud/exchange-limited',
        details: { reason: 'raise', fee: 15, oneCardFee: 10, balance: 30, raise: 20, needed: 35 },
      },
    });
    expect(codeOf(apply(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] }))).toBe('stud/exchange-limited');
    expect(legalActions(s)).toEqual([
      { type: 'fold' },
      { type: 'raise', amount: 20 },
      { type: 'exchange', count: 1, fee: 10 },
    ]);
  });

  // Balance 35: 25 left; one card (10) leaves 15 < 20: refused.
  it('or refuses it', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 35);
    expect(apply(s, { type: 'exchange', cards: [s.player[0]!] })).toMatchObject({
      ok: false,
      error: {
        code: 'stud/exchange-refused',
        details: { reason: 'raise', count: 1, fee: 10, balance: 25, raise: 20, needed: 30 },
      },
    });
    expect(legalActions(s).map((a) => a.type)).toEqual(['fold', 'raise']);
  });

  it('Caribbean rules have no exchange', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th', 1000, 10, caribbean);
    expect(codeOf(apply(s, { type: 'exchange', cards: [s.player[0]!] }))).toBe('stud/exchange-not-allowed');
  });

  it('an odd ante rounds the two-card fee up, or is refused under feeRounding=refuse', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 1000, 5);
    const e = play(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] }) as StudDeciding;
    expect(e.fees).toBe(8); // 7.5 rounded up
    const strict = resolveRulesOrThrow({ sets: ['feeRounding=refuse'] });
    const t = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 1000, 5, strict);
    expect(apply(t, { type: 'exchange', cards: [t.player[0]!, t.player[4]!] })).toMatchObject({
      ok: false,
      error: { code: 'stud/fractional-fee', details: { count: 2, ante: 5, pays: 3, per: 2, multipleOf: 2 } },
    });
    expect(legalActions(t)).toEqual([
      { type: 'fold' },
      { type: 'raise', amount: 10 },
      { type: 'exchange', count: 1, fee: 5 },
    ]);
  });
});

describe('issue 14: nothing gets stuck, nothing is lost', () => {
  it('a raise the balance cannot cover is refused, whatever the exchange rule (it ended at −15)', () => {
    const loose = resolveRulesOrThrow({ sets: ['exchangeNeedsRaise=false'] });
    // Balance 40, ante 10: 30 left; two cards cost 15 and are allowed (the fee is covered); 15 left < the raise of 20.
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 40, 10, loose);
    const e = play(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] });
    expect(e.balance).toBe(15);
    expect(canRaise(e)).toMatchObject({
      ok: false,
      error: { code: 'stud/insufficient-balance', details: { action: 'raise', balance: 15, needed: 20 } },
    });
    expect(codeOf(apply(e, { type: 'raise' }))).toBe('stud/insufficient-balance');
    expect(legalActions(e)).toEqual([{ type: 'fold' }]);
    const end = play(e, { type: 'fold' });
    expect(end.balance).toBe(15);
    expect(chipsInPlay(end)).toBe(40);
  });

  it('without the text limit the exchange still needs its fee covered', () => {
    const loose = resolveRulesOrThrow({ sets: ['exchangeNeedsRaise=false', 'feeTwoCards=3:1'] });
    // Balance 33, ante 10: 23 left; two cards cost 30 > 23, one card 10 fits: limited by the fee.
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 33, 10, loose);
    expect(canExchange(s, 2)).toMatchObject({
      ok: false,
      error: {
        code: 'stud/exchange-limited',
        details: { reason: 'fee', fee: 30, oneCardFee: 10, balance: 23, needed: 30 },
      },
    });
  });

  it('an ante whose raise would pass the stake limit is refused, so settlement never throws (it threw from about 4.5e13)', () => {
    const s = orThrow(start(seed, { balance: 5e14, seed: 1 })).state;
    expect(apply(s, { type: 'ante', amount: 4.5e13 })).toMatchObject({
      ok: false,
      error: { code: 'stud/bad-ante', details: { reason: 'over-limit', amount: '45000000000000', maxAnte: 5e11 } },
    });
    expect(apply(s, { type: 'ante', amount: 6e11 })).toMatchObject({
      ok: false,
      error: {
        code: 'stud/over-limit',
        details: { action: 'ante', reason: 'stake', amount: 6e11, maxAnte: 5e11, limit: MAX_STAKE },
      },
    });
    // The largest ante and a royal flush: 5 × 10^14 + 5 × 10^11 + 100 × 10^12 = 600 500 000 000 000 exactly.
    const big = play(
      orThrow(start(seed, { balance: 5e14, seed: 1, deck: cards('As Ks Qs Js Ts Ah Kh 9d 7c 4h') })).state,
      { type: 'ante', amount: 5e11 },
    );
    const end = play(big, { type: 'raise' });
    expect(end.balance).toBe(600_500_000_000_000);
    expect(chipsInPlay(end)).toBe(5e14);
  });

  it('an ante whose best outcome would carry the balance past the balance limit is refused', () => {
    const s = orThrow(start(seed, { balance: MAX_BALANCE - 100, seed: 1 })).state;
    // Ante 1 wins at most 1 + 2 × 100 = 201 > 100: no ante is possible, and the table says so.
    expect(isOver(s)).toBe(true);
    expect(apply(s, { type: 'ante', amount: 1 })).toMatchObject({
      ok: false,
      error: { code: 'stud/over-limit', details: { reason: 'balance', amount: 1, maxAnte: 0, limit: MAX_BALANCE } },
    });
  });

  it.each([
    ['a balance above 10^15', { balance: MAX_BALANCE + 1, seed: 1 }, 'stud/bad-balance', { reason: 'over-limit' }],
    ['a balance of 2^53', { balance: 2 ** 53, seed: 1 }, 'stud/bad-balance', { reason: 'over-limit' }],
    ['a negative balance', { balance: -5, seed: 1 }, 'stud/bad-balance', { reason: 'negative' }],
    ['a balance as text', { balance: '100', seed: 1 }, 'stud/bad-balance', { reason: 'not-a-number' }],
    ['no setup', null, 'stud/bad-setup', { setup: 'null' }],
    ['a number for a setup', 5, 'stud/bad-setup', { setup: '5' }],
    ['an empty setup', {}, 'stud/bad-balance', { reason: 'not-a-number' }],
    ['a null deck', { balance: 100, seed: 1, deck: null }, 'stud/bad-deck', { reason: 'not-an-array' }],
    [
      'a deck of 53',
      { balance: 100, seed: 1, deck: [...fullDeck(), 0] },
      'stud/bad-deck',
      { reason: 'too-long', length: 53 },
    ],
    [
      'a deck with a card twice',
      { balance: 100, seed: 1, deck: [1, 2, 1] },
      'stud/bad-deck',
      { reason: 'duplicate', card: '1' },
    ],
    [
      'a deck with a BigInt',
      { balance: 100, seed: 1, deck: [1, 2n] },
      'stud/bad-deck',
      { reason: 'not-a-card', card: '2n' },
    ],
    ['no seed', { balance: 100 }, 'stud/bad-seed', { seed: 'undefined', maxLength: 200 }],
    ['a NaN seed', { balance: 100, seed: NaN }, 'stud/bad-seed', { seed: 'NaN' }],
  ] as const)('start answers %s with a typed error (newRound threw)', (_name, setup, code, details) => {
    expect(start(seed, setup as never)).toMatchObject({ ok: false, error: { code, details } });
  });

  it.each([
    ['an empty object', {}],
    ['a raise multiple of 0', { ...seed, raiseMultiple: 0 }],
    ['an unknown rule', { ...seed, jackpot: true }],
    ['inherited rules', Object.create(seed) as object],
    ['a paytable paying 10^6:1', { ...seed, paytable: { ...seed.paytable, royalFlush: { pays: 1e6, per: 1 } } }],
    ['null', null],
  ])('start refuses unresolved rules: %s', (_name, rules) => {
    expect(codeOf(start(rules as StudRules, { balance: 100, seed: 1 }))).toBe('stud/bad-rules');
  });

  it('start copies the rules into the state: a JSON copy, nothing inherited, nothing extra', () => {
    const s = orThrow(start(seed, { balance: 100, seed: 1 })).state;
    expect(s.rules).toEqual(seed);
    expect(s.rules).not.toBe(seed);
  });

  it.each([
    ['null', null, 'stud/bad-action', { reason: 'not-an-object', action: 'null' }],
    ['a number', 5, 'stud/bad-action', { reason: 'not-an-object', action: '5' }],
    ['a Symbol', Symbol('x'), 'stud/bad-action', { reason: 'not-an-object', action: 'Symbol(x)' }],
    ['a BigInt type', { type: 10n }, 'stud/bad-action', { reason: 'unknown-type', action: '10n' }],
    ['toString', { type: 'toString' }, 'stud/bad-action', { reason: 'unknown-type' }],
    [
      'an inherited type',
      Object.create({ type: 'ante', amount: 10 }) as object,
      'stud/bad-action',
      { reason: 'unknown-type' },
    ],
    ['a BigInt ante', { type: 'ante', amount: 10n }, 'stud/bad-ante', { reason: 'not-a-number', amount: '10n' }],
    ['an ante of 10^13', { type: 'ante', amount: 1e13 }, 'stud/bad-ante', { reason: 'over-limit' }],
    ['an ante of Infinity', { type: 'ante', amount: Infinity }, 'stud/bad-ante', { reason: 'over-limit' }],
  ] as const)('apply answers %s with a typed error and a message that does not throw', (_n, action, code, details) => {
    const s = orThrow(start(seed, { balance: 1000, seed: 1 })).state;
    const r = apply(s, action as unknown as StudAction);
    expect(r).toMatchObject({ ok: false, error: { code, details } });
    expect(r.ok || typeof r.error.message).toBe('string');
  });

  it('every code the round returns is in STUD_ERROR_CODES', () => {
    const seen = new Set<string>();
    const s = orThrow(start(seed, { balance: 1000, seed: 1 })).state;
    for (const a of [
      null,
      { type: 'x' },
      { type: 'ante', amount: 0 },
      { type: 'ante', amount: 999 },
      { type: 'fold' },
    ]) {
      const r = apply(s, a as StudAction);
      if (!r.ok) seen.add(r.error.code);
    }
    for (const c of seen) expect(STUD_ERROR_CODES).toContain(c);
    expect(seen.size).toBe(4);
  });
});

describe('properties', () => {
  const presets = [
    seed,
    caribbean,
    resolveRulesOrThrow({ preset: 'casino' }),
    resolveRulesOrThrow({ sets: ['exchangeNeedsRaise=false'] }),
  ];
  it('every round ends within three steps; chips are conserved; each round nets what the naive settler says', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.constantFrom(...presets),
        (s, balance, picks, rules) => {
          let state: StudState = orThrow(start(rules, { balance, seed: s })).state;
          let k = 0;
          let rounds = 0;
          while (!isOver(state) || (state.phase === 'settled' && legalActions(state).length > 0)) {
            if (rounds >= 5) break;
            if (state.phase === 'settled') state = play(state, { type: 'nextRound' });
            const legal = legalActions(state);
            const ante = legal[0]!;
            if (ante.type !== 'ante') throw new Error('expected an ante');
            const before = state.balance;
            state = play(state, { type: 'ante', amount: ante.min + (picks[k++ % 40]! % Math.min(ante.max, 50)) });
            let steps = 0;
            while (state.phase === 'deciding') {
              const options = legalActions(state);
              expect(options.length).toBeGreaterThan(0);
              const choice = options[picks[k++ % 40]! % options.length]!;
              const action: StudAction =
                choice.type === 'exchange'
                  ? { type: 'exchange', cards: state.player.slice(0, choice.count) }
                  : { type: choice.type as 'fold' | 'raise' };
              state = play(state, action);
              expect(++steps).toBeLessThanOrEqual(2);
            }
            const end = state as StudSettled;
            const naive = naiveStudSettle(
              { player: end.player, dealer: end.dealer, ante: end.ante, raised: end.bet > 0, fees: end.fees },
              rules,
            );
            expect(end.settlement.outcome).toBe(naive.outcome);
            expect(BigInt(end.balance - before)).toBe(naive.net);
            expect(end.balance).toBeGreaterThanOrEqual(0);
            expect(chipsInPlay(end)).toBe(balance);
            rounds++;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
