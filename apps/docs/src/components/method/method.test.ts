import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { CATALOG } from './catalog';
import Fig from './Fig';
import { apiCall, cliArgs, computeFigure, figureAnchor, parseFigureId } from './figures';
import { figuresIn, readShown } from './shown';
import { removedPart, ruleSets, shareFigureId } from './ids';
import { STUD_ODDS_GRID } from '@croupier/paytables/stud-grid';
import { resolveRulesOrThrow as blackjackRules } from '@croupier/engine/blackjack';

describe('figure ids', () => {
  it.each([
    ['baccarat/casino/banker/houseEdge', ['odds', 'baccarat', '--preset', 'casino', '--json']],
    ['baccarat/seed@6/tie/win', ['odds', 'baccarat', '--preset', 'seed', '--decks', '6', '--json']],
    [
      'baccarat/casino+eitherPairPays=5:1/eitherPair/houseEdge',
      ['odds', 'baccarat', '--preset', 'casino', '--set', 'eitherPairPays=5:1', '--json'],
    ],
    [
      'stud/seed+maxExchange=0/ante/houseEdge',
      ['odds', 'stud', '--preset', 'seed', '--set', 'maxExchange=0', '--json'],
    ],
    [
      'stud/seed+paytable=200,50,20,6,5,4,3,2,1,1/ante/houseEdge',
      ['odds', 'stud', '--preset', 'seed', '--set', 'paytable=200,50,20,6,5,4,3,2,1,1', '--json'],
    ],
    // Five tens and faces go J… through the ranks then the suits; two fives, one ace.
    [
      'baccarat/casino~0x5.1x1.5x2/banker/win',
      ['odds', 'baccarat', '--preset', 'casino', '--removed', 'Ts Js Qs Ks Th As 5s 5h', '--json'],
    ],
    ['blackjack/casino/eorhilo/playingEfficiency', ['eor', 'blackjack', '--preset', 'casino', '--json']],
    [
      'blackjack/seed@infinite+dealerHitsSoft17=true/main/houseEdge',
      ['odds', 'blackjack', '--preset', 'seed', '--decks', 'infinite', '--set', 'dealerHitsSoft17=true', '--json'],
    ],
    [
      'stud/seed+maxExchange=1/decisionsFullHouse/raise',
      ['odds', 'stud', '--preset', 'seed', '--set', 'maxExchange=1', '--json'],
    ],
  ])('%s → croupier %s', (id, argv) => {
    expect(cliArgs(id)).toEqual(argv);
  });

  it('a stud paytable in an id is read as `--set paytable=…` reads it: the grid’s «Рояль 200» with one card', () => {
    // The shipped grid (`@croupier/paytables/stud-grid`), looked up by its own id, not by the figure id.
    const entry = STUD_ODDS_GRID.find((e) => e.id === 'royal200/1')!;
    const f = computeFigure('stud/seed+maxExchange=1+paytable=200,50,20,6,5,4,3,2,1,1/ante/houseEdge');
    expect(f.exact && `${f.exact.num}/${f.exact.den}`).toBe(entry.houseEdge);
  });

  it('a share of a blackjack change names the preset, the method, the rule and every changed rule’s sets', () => {
    const seed = blackjackRules({ preset: 'seed' });
    expect(ruleSets(seed, { ...seed, dealerHitsSoft17: true })).toBe('+dealerHitsSoft17=true');
    expect(ruleSets(seed, { ...seed, blackjackPays: { pays: 6, per: 5 } })).toBe('+blackjackPays=6:5');
    expect(ruleSets(seed, seed)).toBe('');
    expect(shareFigureId('seed', 'shapley', 1, ['+dealerHitsSoft17=true', '+doubleOn=any'])).toBe(
      'share/blackjack/seed/shapley/1/+dealerHitsSoft17=true/+doubleOn=any',
    );
  });

  it('reads the cards out of a baccarat shoe and writes them back', () => {
    expect(parseFigureId('baccarat/seed~0x4.9x1/tie/houseEdge').removed).toEqual([
      [0, 4],
      [9, 1],
    ]);
    expect(parseFigureId('baccarat/seed/tie/houseEdge').removed).toBeNull();
    const full = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    expect(removedPart(full, [124, 32, 32, 32, 32, 32, 32, 32, 32, 31])).toBe('~0x4.9x1');
    expect(removedPart(full, full)).toBe('');
  });

  it.each([
    // Hi-Lo +7 with 182 cards left: 7 ÷ 3.5 decks = 2.
    ['count/blackjack/hilo/7/6/130/trueCount', 2, '2/1'],
    ['count/blackjack/hilo/-5/1/20/trueCountFloor', -9, '-9/1'],
    // KO +3, 50 of 2 decks dealt: (3 − (4 − 8) − 4 · 50/52) ÷ (54/52) = 164/54 = 82/27.
    ['count/blackjack/ko/3/2/50/trueCount', 82 / 27, '82/27'],
  ])('%s is %d', (id, value, exact) => {
    const f = computeFigure(id);
    expect(f.value).toBeCloseTo(value, 12);
    expect(`${f.exact!.num}/${f.exact!.den}`).toBe(exact);
  });

  it('refuses a malformed id', () => {
    expect(() => parseFigureId('baccarat/banker')).toThrow(/not a figure id/);
  });

  it('anchors are unique across the catalog', () => {
    const ids = Object.values(CATALOG).flatMap((g) => g.map((e) => e.id));
    expect(new Set(ids.map(figureAnchor)).size).toBe(ids.length);
  });
});

// The published figures each method page cites (see catalog.ts for the sources), to their printed precision,
// and the figures worked by hand.
describe('the engine reproduces the published figures the method pages cite', () => {
  it.each([
    ['baccarat/casino/banker/houseEdge', 0.010579, 6],
    ['baccarat/casino/player/houseEdge', 0.012351, 6],
    ['baccarat/casino/tie/houseEdge', 0.143596, 6],
    ['baccarat/casino@6/banker/houseEdge', 0.010558, 6],
    ['baccarat/casino@6/player/houseEdge', 0.012374, 6],
    ['baccarat/casino@6/tie/houseEdge', 0.144382, 6],
    ['baccarat/casino/playerPair/houseEdge', 0.10361, 5],
    ['baccarat/casino+eitherPairPays=5:1/eitherPair/houseEdge', 0.1371, 4],
    ['baccarat/casino+perfectPairPays=25:1/perfectPair/houseEdge', 0.130294, 6],
    ['baccarat/noCommission/banker/houseEdge', 0.014581, 6],
    ['baccarat/ez/banker/houseEdge', 0.010183, 6],
    ['baccarat/ez/dragon7/houseEdge', 0.076113, 6],
    ['baccarat/ez/panda8/houseEdge', 0.101876, 6],
    ['craps/seed/pass/win', 0.49293, 5],
    ['craps/seed/pass/expectedRolls', 3.376, 3],
    ['craps/seed/dontPass/houseEdge', 0.01364, 5],
    ['craps/seed/passWithOdds/houseEdge', 0.00374, 5],
    ['craps/seed/dontPassWithOdds/houseEdge', 0.00273, 5],
    ['craps/seed/field/houseEdge', 0.05556, 5],
    ['stud/caribbean/ante/houseEdge', 0.052243, 6],
    ['stud/caribbean/ante/elementOfRisk', 0.025553, 6],
    ['blackjack/seed/insurance/houseEdge', 0.074, 3],
  ] as const)('%s ≈ %s', (id, published, places) => {
    expect(Number(computeFigure(id).value.toFixed(places))).toBe(published);
  });

  it.each([
    // 96 tens among the 311 cards left after the dealer's ace: 2·96/311 − 215/311.
    ['blackjack/seed/insurance/houseEdge', '23/311'],
    // An ace and a ten in either order from six decks: 2 · 24/312 · 96/311.
    ['blackjack/seed/natural/probability', '192/4043'],
    ['craps/seed/pass/win', '244/495'],
    ['craps/seed/pass/houseEdge', '7/495'],
    // Taken down at once: wins 8/36, loses 4/36 → the player gains 1/9.
    ['craps/seed/passTakenDownAtPoint/houseEdge', '-1/9'],
    ['craps/seed/place6/houseEdge', '1/66'],
    ['craps/seed/any7/houseEdge', '1/6'],
    // 11:1 on a pair among the first two of 416 cards: P = 3·32/415·… → 1 − 12·(31/415) = 43/415.
    ['baccarat/casino/playerPair/houseEdge', '43/415'],
  ] as const)('%s = %s exactly (worked by hand)', (id, fraction) => {
    const f = computeFigure(id).exact!;
    expect(`${f.num}/${f.den}`).toBe(fraction);
  });

  // The blackjack game's own analyses take seconds each: the check over the built pages (e2e/figures) runs them.
  it('every other catalog figure computes, and its API call names its preset', () => {
    for (const entry of Object.values(CATALOG)
      .flat()
      .filter((e) => !/^blackjack\/\w+\/main/.test(e.id))) {
      const v = computeFigure(entry.id);
      expect(Number.isFinite(v.value), entry.id).toBe(true);
      expect(apiCall(entry.id)).toContain(parseFigureId(entry.id).preset);
    }
  });
});

describe('the API call a method page prints', () => {
  it.each([
    [
      'blackjack/seed/cellhard16x10/evRh',
      "analyse(resolveRulesOrThrow({ preset: 'seed' })).cells.find((c) => c.kind === 'hard' && c.row === 16 && c.up === 10).evs",
    ],
    [
      'craps/seed/pass/houseEdge',
      "analyzeBets(resolveRulesOrThrow({ preset: 'seed' })).find((b) => b.id === 'pass').houseEdge",
    ],
  ])('%s: %s', (id, call) => {
    expect(apiCall(id)).toBe(call);
  });
});

describe('a figure on a page', () => {
  it('links to its method row and carries its exact fraction; the reader sees it in Russian', () => {
    const html = renderToStaticMarkup(createElement(Fig, { id: 'craps/seed/pass/houseEdge', digits: 3 }));
    expect(html).toContain('href="/craps/method/#fig-craps-seed-pass-houseEdge"');
    const [f] = figuresIn(html);
    expect(f).toMatchObject({ id: 'craps/seed/pass/houseEdge', exact: '7/495', as: 'percent', text: '1,414\u00a0%' });
    expect(readShown(f!.text, f!.as)).toEqual({ value: 0.01414, decimals: 5 });
  });

  it.each([
    ['−1/9', 'fraction', -1 / 9],
    ['3,38', 'number', 3.38],
    ['−1,5538 %', 'percent', -0.015538],
  ] as const)('reads «%s» back', (text, as, value) => {
    expect(readShown(text, as).value).toBeCloseTo(value, 12);
  });

  it.each([
    ['<0,1 %', 'percent', 0.001],
    ['<0,01', 'percent', 0.0001],
  ] as const)('reads «%s» as a bound', (text, as, value) => {
    const r = readShown(text, as);
    expect([r.value, r.below]).toEqual([expect.closeTo(value, 15), true]);
  });
});

describe('a stud combination’s decisions', () => {
  // The combinations' counts among the 2,598,960 five-card hands (any combinatorics text: 1,098,240 pairs,
  // 3,744 full houses); the text's royal flush, 4 hands, always plays.
  it.each([
    ['Pair', 1_098_240],
    ['FullHouse', 3_744],
    ['All', 2_598_960],
  ])('the four shares of %s add up to 1, each a whole number of its %i hands', (name, hands) => {
    const shares = (['fold', 'raise', 'exchangeOne', 'exchangeTwo'] as const).map(
      (field) => computeFigure(`stud/seed/decisions${name}/${field}`).exact!,
    );
    expect(shares.reduce((t, f) => t + (Number(f.num) * hands) / Number(f.den), 0)).toBe(hands);
    for (const f of shares) expect(BigInt(hands) % f.den).toBe(0n);
  });

  it('a royal flush raises', () => {
    expect(computeFigure('stud/seed/decisionsRoyalFlush/raise').value).toBe(1);
  });
});
