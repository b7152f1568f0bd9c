import { naiveEnumerate, naivePairs } from '@croupier/testkit/oracles/baccarat';
import { describe, expect, it } from 'vitest';
import { parseCardsOrThrow } from '../../cards/notation.js';
import { frac, toFractionString, toNumber } from '../../rational/index.js';
import { runCoupOrThrow, startOrThrow } from '../round.js';
import { resolveRulesOrThrow } from '../rules.js';
import {
  compositionAfter,
  compositionOfShoe,
  coupDistribution,
  coupDistributionOrThrow,
  exactBets,
  exactOdds,
  exactOddsOrThrow,
  fullValueCounts,
  INFINITE_SHOE,
  pairChances,
  pairChancesOrThrow,
  shoeOfDecks,
  valueCountsAfter,
  valueCountsOfCards,
  valueCountsOfShoe,
  type ShoeComposition,
} from './exact.js';
import { odds, oddsOrThrow } from './odds.js';

const casino = resolveRulesOrThrow();
const ez = resolveRulesOrThrow({ preset: 'ez' });
const pct = (x: number, digits = 4) => (x * 100).toFixed(digits);
const edgeOf = (rules: ReturnType<typeof resolveRulesOrThrow>, id: string, shoe?: ShoeComposition) =>
  toNumber(exactOddsOrThrow(rules, shoe).find((b) => b.id === id)!.houseEdge);

describe('the unit: ordered six-card sequences', () => {
  it('a full 8-deck shoe has 416!/410! = 4,998,398,275,503,360 of them, and the three results add up to it', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    expect(d.sequences).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(d.sequences).toBe(4_998_398_275_503_360n);
    expect(d.banker + d.player + d.tie).toBe(d.sequences);
    expect(d.byPoints.reduce((a, b) => a + b, 0n)).toBe(d.sequences);
    expect(d.byHand.reduce((a, b) => a + b, 0n)).toBe(d.sequences);
  });

  it('an infinite shoe weighs 13⁶ = 4,826,809 draws, and the results add up to it', () => {
    const d = coupDistributionOrThrow(casino, INFINITE_SHOE);
    expect(d.sequences).toBe(4_826_809n);
    expect(d.cards).toBeNull();
    expect(d.banker + d.player + d.tie).toBe(d.sequences);
  });
});

describe('reference figures, main bets (casino tableau)', () => {
  // The counts the Wizard of Odds publishes for 8 decks (wizardofodds.com/games/baccarat/appendix/1/:
  // banker 2,292,252,566,437,888; player 2,230,518,282,592,256; tie 475,627,426,473,216).
  it('8 decks: the exact counts', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    expect(d.banker).toBe(2_292_252_566_437_888n);
    expect(d.player).toBe(2_230_518_282_592_256n);
    expect(d.tie).toBe(475_627_426_473_216n);
  });

  it.each([
    // decks, P(banker), P(player), P(tie), edges % (Банко, Пунто, tie 8:1)
    { decks: 8, banker: '0.458597', player: '0.446247', tie: '0.095156', edges: ['1.0579', '1.2351', '14.3596'] },
    // 6 decks, published by the Wizard of Odds (Baccarat, house edge table): 1.0558%, 1.2374%, 14.4382%
    { decks: 6, banker: '0.458653', player: '0.446279', tie: '0.095069', edges: ['1.0558', '1.2374', '14.4382'] },
  ])('$decks decks to the printed precision', ({ decks, banker, player, tie, edges }) => {
    const rules = resolveRulesOrThrow({ overrides: { decks } });
    const bets = exactBets(rules, coupDistributionOrThrow(rules, fullValueCounts(decks)));
    expect(toNumber(bets[0]!.win).toFixed(6)).toBe(banker);
    expect(toNumber(bets[1]!.win).toFixed(6)).toBe(player);
    expect(toNumber(bets[2]!.win).toFixed(6)).toBe(tie);
    expect(bets.map((b) => pct(toNumber(b.houseEdge)))).toEqual(edges);
  });

  // Yui-Bin Chen, «Casino Games – Mini Baccarat» (vegastrip.com/game_baccarat.html), the chart of
  // probabilities by number of decks: infinite — banker 45.8428%, player 44.6147%, tie 9.5426%.
  it('an infinite shoe: banker 45.8428 %, player 44.6147 %, tie 9.5426 % (published)', () => {
    const [b, p, t] = exactBets(casino, coupDistributionOrThrow(casino, INFINITE_SHOE));
    expect([b, p, t].map((x) => pct(toNumber(x!.win)))).toEqual(['45.8428', '44.6147', '9.5426']);
  });

  it('tie at 9:1: 4.844% (1 − 10 × P(tie))', () => {
    expect(pct(edgeOf(resolveRulesOrThrow({ sets: ['tiePays=9'] }), 'tie'), 3)).toBe('4.844');
  });

  it('the banker edge by hand from the counts: (P − 0.95 B) / total', () => {
    const d = coupDistributionOrThrow(casino, fullValueCounts(8));
    const [b] = exactBets(casino, d);
    expect(toFractionString(b!.houseEdge)).toBe(
      toFractionString(frac(20n * d.player - 19n * d.banker, 20n * d.sequences)),
    );
  });
});

describe('reference figures, commission-free Банко and the side bets (8 decks)', () => {
  it.each([
    // E. Jacobson, «Card counting the Super Six baccarat side bet» (888casino.com blog; also
    // americancasinoguide.com): «Commission Free Variation #2: Banker winning total of six. House edge = 1.4581%».
    {
      name: 'Банко 1:1, 1:2 on a six (noCommission)',
      rules: resolveRulesOrThrow({ preset: 'noCommission' }),
      bet: 'banker',
      edge: '1.4581',
    },
    // The same article, variation #1 (EZ baccarat: a banker win with a three-card 7 pushes): 1.0183%;
    // the Wizard of Odds' EZ Baccarat page: house edge 0.010183.
    { name: 'EZ Банко: a three-card 7 pushes', rules: ez, bet: 'banker', edge: '1.0183' },
    // Wizard of Odds, «EZ Baccarat» (Michael Shackleford; stored copy at user-casino.com/games/ez-baccarat/):
    // Dragon 7 at 40:1, return −0.076113; Panda 8 at 25:1, return −0.101876.
    { name: 'Dragon 7 at 40:1', rules: ez, bet: 'dragon7', edge: '7.6113' },
    { name: 'Panda 8 at 25:1', rules: ez, bet: 'panda8', edge: '10.1876' },
    // E. Jacobson, «Computer-perfect play against the baccarat pairs bet» (888casino.com blog): the pairs
    // bet at 11:1, house edge 10.361%, hit frequency 7.470%.
    { name: 'player pair at 11:1', rules: casino, bet: 'playerPair', edge: '10.3614' },
    { name: 'banker pair at 11:1', rules: casino, bet: 'bankerPair', edge: '10.3614' },
    // Wizard of Odds, «Perfect Pairs (Version 1)» (stored copy at mycraftingplace.com/games/baccarat/side-bets/
    // perfect-pairs-ver1/): 25 to 1, eight decks, return −0.130294; six decks −0.170716.
    {
      name: 'perfect pair at 25:1',
      rules: resolveRulesOrThrow({ sets: ['perfectPairPays=25'] }),
      bet: 'perfectPair',
      edge: '13.0294',
    },
    {
      name: 'perfect pair at 25:1, 6 decks',
      rules: resolveRulesOrThrow({ sets: ['perfectPairPays=25', 'decks=6'] }),
      bet: 'perfectPair',
      edge: '17.0716',
    },
    // Wizard of Odds, «Perfect Pairs (Version 2)» (stored copy at daikenfudousan.com/games/baccarat/side-bets/
    // perfect-pairs-ver2/): 25 to 1 for one, 250 to 1 for both, eight decks, return −0.066235.
    {
      name: 'perfect pair at 25:1, 250:1 for both',
      rules: resolveRulesOrThrow({ sets: ['perfectPairPays=25', 'perfectPairBothPays=250'] }),
      bet: 'perfectPair',
      edge: '6.6235',
    },
  ])('$name: $edge %', ({ rules, bet, edge }) => {
    expect(pct(edgeOf(rules, bet))).toBe(edge);
  });

  // Published to two decimals only («Top-10 Baccarat Side Games Odds», wordstreetjournal.com: Either Pair,
  // payout 5:1, house edge 13.71%); the exact figure is checked against the naive four-card walk below.
  it('either pair at 5:1: 13.71 % (published to two decimals)', () => {
    expect(pct(edgeOf(resolveRulesOrThrow({ sets: ['eitherPairPays=5'] }), 'eitherPair'), 2)).toBe('13.71');
  });

  it('the Wizard of Odds’ exact counts: Dragon 7 112,633,011,329,024 and Panda 8 172,660,763,262,976 sequences', () => {
    const d = coupDistributionOrThrow(ez, fullValueCounts(8));
    expect(d.bankerThreeCardSeven).toBe(112_633_011_329_024n);
    expect(d.playerThreeCardEight).toBe(172_660_763_262_976n);
  });

  it('the Wizard of Odds’ perfect pair counts: 246,848,784 wins in 7,379,583,120 = C(416,2)·C(414,2)', () => {
    const unit = 7_379_583_120n;
    const rules = resolveRulesOrThrow({ sets: ['perfectPairPays=25'] });
    const win = exactOddsOrThrow(rules).find((b) => b.id === 'perfectPair')!.win;
    expect(toFractionString(win)).toBe(toFractionString(frac(246_848_784n, unit)));
    const both = pairChancesOrThrow(shoeOfDecks(8)).bothPerfectPairs!;
    expect(toFractionString(both)).toBe(toFractionString(frac(2_101_008n, unit)));
  });

  it('a pair by hand: 13 ranks × 32 × 31 / (416 × 415) = 31/415', () => {
    expect(toFractionString(pairChancesOrThrow(shoeOfDecks(8)).pair)).toBe('31/415');
  });
});

describe('against the naive enumeration of six-card value sequences (testkit oracle)', () => {
  it.each([
    { name: '1 deck, casino', tableau: 'casino' as const, counts: fullValueCounts(1) },
    { name: '1 deck, the text', tableau: 'seed' as const, counts: fullValueCounts(1) },
    { name: '8 decks, the text', tableau: 'seed' as const, counts: fullValueCounts(8) },
    {
      name: 'a 6-deck shoe part-way, after twenty low cards and a few tens',
      tableau: 'casino' as const,
      counts: (() => {
        const c = fullValueCounts(6);
        const out = valueCountsOfCards(
          parseCardsOrThrow('2s 3s 4s 5s 2h 3h 4h 5h 2d 3d 4d 5d 2c 3c 4c 5c As Ah Ad Ac Ts Js Qs Ks'),
        );
        return c.map((n, v) => n - out[v]!);
      })(),
    },
    { name: 'a tiny shoe: six cards', tableau: 'casino' as const, counts: [1, 1, 0, 0, 1, 0, 1, 0, 1, 1] },
    { name: 'an infinite shoe, casino', tableau: 'casino' as const, counts: 'infinite' as const },
    { name: 'an infinite shoe, the text', tableau: 'seed' as const, counts: 'infinite' as const },
  ])('$name: every result, Банко on 6, Dragon 7 and Panda 8', ({ tableau, counts }) => {
    const d = coupDistributionOrThrow({ tableau }, counts === 'infinite' ? INFINITE_SHOE : counts);
    const n = naiveEnumerate(tableau, counts);
    expect([d.sequences, d.banker, d.player, d.tie]).toEqual([n.total, n.banker, n.player, n.tie]);
    expect([d.bankerWinsOnSix, d.bankerThreeCardSeven, d.playerThreeCardEight]).toEqual([
      n.bankerSix,
      n.dragon7,
      n.panda8,
    ]);
  });
});

describe('pairs against the naive walk of four-card sequences (testkit oracle)', () => {
  const oneDeck = shoeOfDecks(1);
  const partWay = (() => {
    const c = compositionAfter(2, parseCardsOrThrow('Ks Ks Kh Qd 5c 5c 2s 9h As 7d', { unique: false }));
    if (!c.ok) throw new Error(c.error.message);
    return c.value;
  })();
  it.each([
    { name: '1 deck', shoe: oneDeck },
    { name: '2 decks less ten cards, both K♠ and both 5♣ among them', shoe: partWay },
  ])('$name: pair, both pairs, perfect pair, both perfect', ({ shoe }) => {
    const p = pairChancesOrThrow(shoe);
    const n = naivePairs(shoe.counts);
    const f = (x: bigint) => toFractionString(frac(x, n.total));
    expect(n.playerPair).toBe(n.bankerPair);
    expect(toFractionString(p.pair)).toBe(f(n.playerPair));
    expect(toFractionString(p.bothPairs)).toBe(f(n.bothPairs));
    expect(toFractionString(p.perfectPair!)).toBe(f(n.playerPerfect));
    expect(toFractionString(p.bothPerfectPairs!)).toBe(f(n.bothPerfect));
  });

  it('1 deck has no perfect pair at all', () => {
    expect(toNumber(pairChancesOrThrow(oneDeck).perfectPair!)).toBe(0);
  });

  it('an infinite shoe by hand: a pair 13 × (1/13)² = 1/13, a perfect pair 1/52, both (1/13)² and (1/52)²', () => {
    const p = pairChancesOrThrow(INFINITE_SHOE);
    expect([p.pair, p.bothPairs, p.perfectPair!, p.bothPerfectPairs!].map(toFractionString)).toEqual([
      '1/13',
      '1/169',
      '1/52',
      '1/2704',
    ]);
    // player pair at 11:1 with an infinite shoe: 12/13 − 1 = −1/13 returned, 7.6923 %
    const rules = resolveRulesOrThrow();
    expect(toFractionString(exactOddsOrThrow(rules, INFINITE_SHOE).find((b) => b.id === 'playerPair')!.houseEdge)).toBe(
      '1/13',
    );
  });
});

describe("the text's tableau turns the game in the player's favour", () => {
  it('8 decks: Пунто has a negative house edge, Банко a bigger one', () => {
    const report = oddsOrThrow(resolveRulesOrThrow({ preset: 'seed' }));
    const edge = Object.fromEntries(report.bets.map((b) => [b.id, b.houseEdge]));
    expect(edge['player']).toBeLessThan(0);
    expect(edge['banker']).toBeGreaterThan(0.0106);
  });
});

describe('the odds report names the preset the rules equal', () => {
  it.each([
    ['ez', resolveRulesOrThrow({ preset: 'ez' })],
    ['seed', resolveRulesOrThrow({ preset: 'seed' })],
    // A tie at 9:1 differs from the casino preset only inside a ratio: it is no preset.
    ['custom', resolveRulesOrThrow({ sets: ['tiePays=9:1'] })],
  ] as const)('%s', (want, rules) => {
    expect(oddsOrThrow(rules).preset).toBe(want);
  });
});

describe('bad compositions: a typed error', () => {
  it.each([
    { name: 'five counts, not ten', shoe: [1, 1, 1, 1, 1], reason: 'bad-counts' },
    { name: 'five cards', shoe: [0, 0, 0, 0, 0, 0, 0, 0, 0, 5], reason: 'too-few' },
    { name: 'a negative count', shoe: [1, 1, 1, 1, 1, -1, 1, 1, 1, 1], reason: 'bad-counts' },
    { name: '440 cards', shoe: new Array(10).fill(44), reason: 'too-many' },
    { name: 'twelve ranks', shoe: { kind: 'ranks', counts: new Array(12).fill(4) }, reason: 'bad-counts' },
    { name: 'an unknown kind', shoe: { kind: 'decks', counts: [] }, reason: 'not-a-composition' },
    { name: 'null', shoe: null, reason: 'not-a-composition' },
    { name: 'a BigInt count', shoe: { kind: 'values', counts: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1n] }, reason: 'bad-counts' },
  ])('$name → baccarat/bad-composition ($reason)', ({ shoe, reason }) => {
    const r = coupDistribution(casino, shoe as never);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'baccarat/bad-composition', details: { reason } });
  });

  it('pair bets need ranks; the perfect pair needs cards', () => {
    const byValue = exactOdds(casino, fullValueCounts(8));
    expect(byValue.ok ? null : byValue.error.details).toMatchObject({ reason: 'needs-ranks', bet: 'playerPair' });
    const perfect = resolveRulesOrThrow({ sets: ['playerPairPays=none', 'bankerPairPays=none', 'perfectPairPays=25'] });
    const byRank = exactOdds(perfect, { kind: 'ranks', counts: new Array(13).fill(32) });
    expect(byRank.ok ? null : byRank.error.details).toMatchObject({ reason: 'needs-cards', bet: 'perfectPair' });
    expect(pairChances({ kind: 'values', counts: fullValueCounts(8) }).ok).toBe(false);
  });

  it('odds checks its rules: an unresolved rules object is baccarat/bad-rules', () => {
    const r = odds({ preset: 'casino' } as never);
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-rules');
  });
});

describe('a shoe part-way through', () => {
  it('counts what is left after cards are dealt (by hand: 8 decks less four 5s, two 4s)', () => {
    const r = valueCountsAfter(8, parseCardsOrThrow('5s 5h 5d 5c 4s 4h', { unique: false }));
    expect(r.ok ? r.value : null).toEqual([128, 32, 32, 32, 30, 28, 32, 32, 32, 32]);
  });

  it('refuses more cards of a value than the shoe holds', () => {
    const r = valueCountsAfter(1, parseCardsOrThrow('5s 5h 5d 5c 5s', { unique: false }));
    expect(r.ok ? null : r.error.code).toBe('baccarat/bad-composition');
    const c = compositionAfter(1, parseCardsOrThrow('5s 5s', { unique: false }));
    expect(c.ok ? null : c.error.details).toMatchObject({ reason: 'over-shoe', dealt: 2, held: 1 });
  });

  it("reads a table's shoe after a coup: the full shoe less the dealt cards", () => {
    const table = startOrThrow(casino, { seats: { anna: 0 }, seed: 3 }).state;
    const { state } = runCoupOrThrow(table);
    const left = valueCountsOfShoe(state.shoe);
    const dealt = valueCountsOfCards([...state.player, ...state.banker]);
    expect(left.map((n, v) => n + dealt[v]!)).toEqual(fullValueCounts(8));
    expect(coupDistributionOrThrow(casino, left).cards).toBe(416 - state.player.length - state.banker.length);
    const byCard = compositionOfShoe(state.shoe);
    expect(byCard.counts.reduce((a, b) => a + b, 0)).toBe(416 - state.player.length - state.banker.length);
    // by card and by value give the same main-bet figures
    expect(exactOddsOrThrow(casino, byCard)[0]!.houseEdge).toEqual(
      exactBets(casino, coupDistributionOrThrow(casino, left))[0]!.houseEdge,
    );
  });
});
