import { describe, expect, it } from 'vitest';
import type { SettledState } from '@croupier/engine/baccarat';
import { naivePoint } from '@croupier/testkit/oracles/baccarat';
import { arcSpots, dealCoup, openTable, seatBet, seatResults, shoeCount, tableRules } from './tableSeats';

// The text: «принимать участие могут до четырнадцати человек играющих»; «шесть либо восемь карточных колод,
// количество которых составляет пятьдесят две игровые карты в каждой».
const TEXT_SEATS = 14;

describe('the table island: seats', () => {
  it.each([
    { name: 'one player', players: 1 },
    { name: 'a full table of fourteen (the text)', players: TEXT_SEATS },
  ])('$name: the engine opens the table with every bet on the layout', ({ players }) => {
    const t = openTable(tableRules('seed', 8), players, 1);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(Object.keys(t.state.balances)).toHaveLength(players);
    expect(t.state.bets).toHaveLength(players);
  });

  it.each(['seed', 'casino'] as const)(
    'a fifteenth player is refused (%s rules), with the reason in Russian',
    (tableau) => {
      expect(tableRules(tableau, 8).maxPlayers).toBe(TEXT_SEATS);
      expect(openTable(tableRules(tableau, 8), TEXT_SEATS + 1, 1)).toEqual({
        ok: false,
        message: 'За этим столом не больше 14 мест, а игроков 15.',
      });
    },
  );

  it('seats bet Банко, Пунто, ничья in turn around the table', () => {
    expect([1, 2, 3, 4, 14].map(seatBet)).toEqual(['banker', 'player', 'tie', 'banker', 'player']);
  });
});

describe('the table island: the shoe', () => {
  it.each([
    { decks: 6 as const, cards: 6 * 52 },
    { decks: 8 as const, cards: 8 * 52 },
  ])('$decks decks of 52 cards: $cards cards, and a coup takes its cards from them', ({ decks, cards }) => {
    const t = openTable(tableRules('seed', decks), 3, 7);
    if (!t.ok) throw new Error(t.message);
    expect(shoeCount(t.state)).toEqual({ decks, cards, left: cards });
    const d = dealCoup(t.state);
    if (!d.ok) throw new Error(d.message);
    const dealt = d.state.player.length + d.state.banker.length;
    expect(shoeCount(d.state).left).toBe(cards - dealt);
  });
});

describe('the table island: a coup settles every seat', () => {
  it.each([1, 2, 3, 4, 5, 6].map((seed) => [seed]))(
    'seed %i: each seat paid as the text pays, by the points',
    (seed) => {
      const t = openTable(tableRules('seed', 8), 6, seed);
      if (!t.ok) throw new Error(t.message);
      const d = dealCoup(t.state);
      if (!d.ok || d.state.phase !== 'settled') throw new Error('not settled');
      const p = naivePoint(d.state.player);
      const b = naivePoint(d.state.banker);
      const winner = p > b ? 'player' : b > p ? 'banker' : 'tie';
      // Банко 19:20 (95 on 100), Пунто 1:1, ничья 8:1; on a tie Банко and Пунто come back (docs/rules.md, baccarat: a tie).
      const won = { banker: 95, player: 100, tie: 800 } as const;
      for (const r of seatResults(d.state as SettledState)) {
        const expected =
          r.bet === winner
            ? { won: won[r.bet], lost: 0 }
            : winner === 'tie'
              ? { won: 0, lost: 0 }
              : { won: 0, lost: 100 };
        expect({ won: r.won, lost: r.lost }, `${r.seat} ${r.bet}`).toEqual(expected);
      }
    },
  );
});

describe('the table picture', () => {
  it('spreads the seats left to right along the lower half of the edge', () => {
    const s = arcSpots(14, 160, 28, 138, 112);
    expect(s).toHaveLength(14);
    for (let i = 1; i < s.length; i++) expect(s[i]!.x).toBeGreaterThan(s[i - 1]!.x);
    for (const p of s) expect(p.y).toBeGreaterThan(28);
    // symmetric about the centre
    expect(s[0]!.x + s[13]!.x).toBeCloseTo(320, 0);
  });
});
