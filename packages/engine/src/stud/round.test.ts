import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../cards/index.js';
import { netFor } from '../money/index.js';
import { seededRng } from '../rng/index.js';
import { legalActions } from './guards.js';
import { apply, newRoundOrThrow, playerView } from './round.js';
import { resolveRulesOrThrow } from './rules.js';
import type { StudAction, StudDeciding, StudSettled, StudState } from './state.js';

const seed = resolveRulesOrThrow();
const caribbean = resolveRulesOrThrow({ preset: 'caribbean' });

function cards(text: string): number[] {
  const r = parseCards(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A stacked deck: the player's five, the dealer's five, then replacements. */
function dealt(player: string, dealer: string, rest = '', balance = 1000, ante = 10, rules = seed): StudDeciding {
  const s0 = newRoundOrThrow(balance, { deck: [...cards(player), ...cards(dealer), ...cards(rest)] });
  const r = apply(s0, { type: 'ante', amount: ante }, rules);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state as StudDeciding;
}

function play(state: StudState, action: StudAction, rules = seed): StudState {
  const r = apply(state, action, rules);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

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
  });

  it('a fold loses the ante only', () => {
    const s = play(dealt('7s 5h 4d 3c 2s', 'Qh Jh 9d 7c 4h'), { type: 'fold' }) as StudSettled;
    expect(s.settlement.outcome).toBe('folded');
    expect(s.balance).toBe(990);
  });

  it('exchange two cards for 1.5 antes, then raise: fees are never returned', () => {
    // Д-9-8-7-6 throws the queen (the text's example) — here two cards: Q and 2 of a 9-8-7 draw.
    const d = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d');
    const e = play(d, { type: 'exchange', cards: [d.player[0]!, d.player[4]!] }) as StudDeciding;
    expect(e.balance).toBe(1000 - 10 - 15);
    expect(e.player).toEqual(cards('Th 9h 8d 7c 6d'));
    expect(legalActions(e, seed).map((a) => a.type)).toEqual(['fold', 'raise']);
    const s = play(e, { type: 'raise' }) as StudSettled;
    // Straight against ace-king: ante 10 + 4 × 20 = 90 won, fee 15 lost.
    expect(s.settlement.outcome).toBe('playerWins');
    expect(netFor(s.settlement.ledger, 'player')).toBe(90 - 15);
    expect(s.balance).toBe(1000 + 90 - 15);
  });

  it('one card costs one ante', () => {
    const d = dealt('Qs 9h 8d 7c 6s', 'Ah Kh Jd 3d 4h', 'Th');
    const e = play(d, { type: 'exchange', cards: [d.player[0]!] }) as StudDeciding;
    expect(e.fees).toBe(10);
    expect(e.balance).toBe(980);
  });

  it('Caribbean stud shows the dealer first card and hides the rest', () => {
    const d = dealt('7s 5h 4d 3c 2s', 'Qh Jh 9d 7c 4h', '', 1000, 10, caribbean);
    expect(playerView(d)).toMatchObject({ dealer: [cards('Qh')[0], null, null, null, null] });
    expect(legalActions(d, caribbean).map((a) => a.type)).toEqual(['fold', 'raise']);
    expect('deck' in playerView(d)).toBe(false);
  });
});

describe('bad input: a typed error and the state unchanged', () => {
  const d = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d 5c');
  const frozen = JSON.stringify(d);
  it.each([
    ['ante twice', d, { type: 'ante', amount: 10 }, 'stud/out-of-turn'],
    ['three cards', d, { type: 'exchange', cards: d.player.slice(0, 3) }, 'stud/bad-exchange'],
    ['a card not in the hand', d, { type: 'exchange', cards: [51] }, 'stud/bad-exchange'],
    ['an unknown action', d, { type: 'split' }, 'stud/bad-action'],
  ] as const)('%s', (_n, state, action, code) => {
    const r = apply(state, action as StudAction, seed);
    expect(r.ok ? null : r.error.code).toBe(code);
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('exchanging twice', () => {
    const e = play(d, { type: 'exchange', cards: [d.player[0]!] });
    const before = JSON.stringify(e);
    const r = apply(e, { type: 'exchange', cards: [(e as StudDeciding).player[1]!] }, seed);
    expect(r.ok ? null : r.error.code).toBe('stud/already-exchanged');
    expect(JSON.stringify(e)).toBe(before);
  });

  it.each([
    [0, 'stud/bad-stake'],
    [2.5, 'stud/bad-stake'],
    [-5, 'stud/bad-stake'],
    [400, 'stud/insufficient-balance'],
  ])('ante %s → %s', (amount, code) => {
    const s0 = newRoundOrThrow(1000, seededRng(1));
    const r = apply(s0, { type: 'ante', amount }, seed);
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('acting after the round is over', () => {
    const s = play(d, { type: 'fold' });
    const r = apply(s, { type: 'raise' }, seed);
    expect(r.ok ? null : r.error.code).toBe('stud/out-of-turn');
  });

  // Balance 40, ante 10: 30 left; the raise is 20. Two cards (15) would leave 15 < 20, one card (10) leaves 20.
  it('the balance limits the exchange to one card', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 40);
    const r = apply(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] }, seed);
    expect(r.ok ? null : r.error.code).toBe('stud/exchange-limited');
    expect(legalActions(s, seed)).toEqual([
      { type: 'fold' },
      { type: 'raise' },
      { type: 'exchange', count: 1, fee: 10 },
    ]);
  });

  // Balance 35: 25 left; one card (10) leaves 15 < 20: refused.
  it('or refuses it', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 35);
    const r = apply(s, { type: 'exchange', cards: [s.player[0]!] }, seed);
    expect(r.ok ? null : r.error.code).toBe('stud/exchange-refused');
    expect(legalActions(s, seed).map((a) => a.type)).toEqual(['fold', 'raise']);
  });

  it('Caribbean rules have no exchange', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th', 1000, 10, caribbean);
    const r = apply(s, { type: 'exchange', cards: [s.player[0]!] }, caribbean);
    expect(r.ok ? null : r.error.code).toBe('stud/exchange-not-allowed');
  });

  it('an odd ante rounds the two-card fee up, or is refused under feeRounding=refuse', () => {
    const s = dealt('Qs 9h 8d 7c 2s', 'Ah Kh Jd 3d 4h', 'Th 6d', 1000, 5);
    const e = play(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] }) as StudDeciding;
    expect(e.fees).toBe(8);
    const strict = resolveRulesOrThrow({ sets: ['feeRounding=refuse'] });
    const r = apply(s, { type: 'exchange', cards: [s.player[0]!, s.player[4]!] }, strict);
    expect(r.ok ? null : r.error.code).toBe('stud/fractional-fee');
  });
});

describe('properties', () => {
  it('every round ends within three steps, and chips are conserved with fees', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(seed, caribbean, resolveRulesOrThrow({ preset: 'casino' })),
        (s, ante, extra, picks, rules) => {
          const start = ante * 3 + extra;
          let state: StudState = newRoundOrThrow(start, seededRng(s));
          state = play(state, { type: 'ante', amount: ante }, rules);
          let steps = 0;
          while (state.phase !== 'settled') {
            const legal = legalActions(state, rules);
            expect(legal.length).toBeGreaterThan(0);
            const choice = legal[picks[steps]! % legal.length]!;
            const action: StudAction =
              choice.type === 'exchange'
                ? { type: 'exchange', cards: (state as StudDeciding).player.slice(0, choice.count) }
                : (choice as StudAction);
            state = play(state, action, rules);
            steps++;
            expect(steps).toBeLessThanOrEqual(2);
          }
          const l = state.settlement.ledger;
          expect(l.staked).toBe(l.returned + l.lost);
          expect(state.balance).toBe(start + l.won - l.lost);
          expect(state.balance).toBeGreaterThanOrEqual(0);
          expect(state.fees).toBe(l.entries.filter((e) => e.bet === 'exchangeFee').reduce((a, e) => a + e.lost, 0));
        },
      ),
      { numRuns: 500 },
    );
  });
});
