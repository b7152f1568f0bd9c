import { describe, expect, it } from 'vitest';
import { rational } from '@croupier/engine';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import type { StudRules } from '@croupier/engine/stud';
import { naiveStand } from '@croupier/testkit/oracles/russian-poker';
import { naiveBestFive, naiveStudSettle, naiveStudValue } from '@croupier/testkit/oracles/stud';
import { seededRng } from '@croupier/engine/rng';
import type { DrillItem } from '../../drill.ts';
import { deal, dealSolved, keysUnder, withRules } from '../test-helpers.ts';
import { buyGameValues } from './buy-game-value.ts';
import { buyGameDrill } from './buy-game.ts';
import { exchangeDrill } from './exchange.ts';
import { insuranceDrill } from './insurance.ts';
import { sixthCardDrill } from './sixth.ts';
import { sixCardsOf, sixthPlayDrill } from './sixth-play.ts';
import { studPresets } from '@croupier/engine/stud';

const preset = (id: keyof typeof studPresets): StudRules => studPresets[id].rules;
const under = (id: keyof typeof studPresets) => withRules('stud', preset(id));
const data = (item: DrillItem) => item.data as { hand: Card[]; upCard?: Card; dealer?: Card[] };
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe('Russian-poker drills: offered only where the rules hold the option', () => {
  // What each preset sells, read from decision 033 and the presets' sources (not from the drills).
  it.each([
    ['seed', false, false, false, false],
    ['casino', false, false, false, false],
    ['caribbean', false, false, false, false],
    ['aragon', true, true, false, false],
    ['oracul', true, true, false, false],
    ['senator', true, true, true, true],
    ['olympic', true, true, true, false],
    ['oasis', true, false, false, false],
  ] as const)('%s: exchange %s, sixth card %s, insurance %s, buy the game %s', (id, ex, six, ins, buy) => {
    const rules = under(id);
    expect(keysUnder(exchangeDrill, rules).length > 0).toBe(ex);
    expect(keysUnder(sixthCardDrill, rules).length > 0).toBe(six);
    expect(keysUnder(sixthPlayDrill, rules).length > 0).toBe(six);
    expect(keysUnder(insuranceDrill, rules).length > 0).toBe(ins);
    expect(keysUnder(buyGameDrill, rules).length > 0).toBe(buy);
  });
});

describe('the buy-game value against a naive enumeration (the testkit settler)', () => {
  // Every replacement card (again while the same rank comes, under Senator), settled by the naive settler.
  function naiveBuy(player: Card[], dealer: Card[], rules: StudRules, ante: number): number {
    const fee = (ante * rules.feeBuyGame.pays) / rules.feeBuyGame.per;
    const out = new Set([...player, ...dealer]);
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !out.has(c));
    const hi = dealer.reduce((a, b) => (b >> 2 > a >> 2 ? b : a));
    const go = (d: Card[], gone: Card, pool: Card[]): number => {
      let s = 0;
      for (const c of pool) {
        const next = d.map((x) => (x === gone ? c : x));
        if (rules.buyGame === 'sameRankAgain' && c >> 2 === gone >> 2)
          s += go(
            next,
            c,
            pool.filter((x) => x !== c),
          );
        else {
          const r = { player, dealer: next, ante, raised: true, fees: fee, bought: true, qualifiedWhenShown: false };
          s += Number(naiveStudSettle(r, rules).net);
        }
      }
      return s / pool.length;
    };
    return go(dealer, hi, rest) / ante;
  }

  it.each([
    ['senator', 'As Ad Kc 7h 2s', 'Kh Qd 9c 5s 3h'],
    ['senator', 'Jc Jd 4h 4s 9c', 'Ah Qs 8d 6c 2h'],
    ['senator', 'Ah Kd Qc 8s 3d', 'Kc Jh 9d 7s 4c'],
  ])('%s: %s against %s', (id, p, d) => {
    const rules = preset(id as 'senator');
    const player = parseCardsOrThrow(p);
    const dealer = parseCardsOrThrow(d);
    const ante = 2;
    const v = buyGameValues(player, dealer, rules, [], ante);
    const take = Number(naiveStudSettle({ player, dealer, ante, raised: true }, rules).net) / ante;
    close(rational.toNumber(v.takeAnte), take);
    close(rational.toNumber(v.buyGame), naiveBuy(player, dealer, rules, ante));
  });

  it('the hand-worked case: the dealer’s ace-less no game against a weak pair', () => {
    // Player 2♠2♥ with 7 5 4; the dealer K Q 9 6 3 has no game; taking the ante wins 1 ante (1:1).
    const rules = preset('senator');
    const v = buyGameValues(parseCardsOrThrow('2s 2h 7d 5c 4s'), parseCardsOrThrow('Kh Qd 9c 6s 3h'), rules, [], 2);
    expect(rational.toFractionString(v.takeAnte)).toBe('1/1');
  });

  it('the drill deals a dealer without a game and grades by the two values', () => {
    for (const key of keysUnder(buyGameDrill, under('senator'))) {
      const item = deal(buyGameDrill, key, `bg-${key}`, under('senator'));
      const { hand, dealer } = data(item);
      expect(naiveStudValue(dealer!).rank).toBe(0);
      const evs = item.solution.evs!;
      const best = item.solution.answer;
      const other = best === 'buyGame' ? 'takeAnte' : 'buyGame';
      expect(evs[best]).toBeGreaterThanOrEqual(evs[other]!);
      close(evs.buyGame!, naiveBuy(hand, dealer!, preset('senator'), 2));
      const wrong = buyGameDrill.check(item, other);
      const right = buyGameDrill.check(item, best);
      expect(right.correct).toBe(true);
      close(wrong.cost!.value, evs[best]! - evs[other]!);
      expect(wrong.correct).toBe(evs[best] === evs[other]);
    }
  });
});

describe('insurance against the naive stand (every dealer hand, the testkit oracle)', () => {
  it.each([
    ['olympic', 'threeOfAKind', 1],
    ['olympic', 'flush', 2],
  ] as const)('%s, %s: raise and both insured amounts', async (id, key, seed) => {
    const rules = preset(id);
    const item = await dealSolved(insuranceDrill, key, seed, under(id));
    const { hand, upCard } = data(item);
    const { ante, min, max } = item.data as { ante: number; min: number; max: number };
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !hand.includes(c) && c !== upCard);
    const stand = naiveStand(hand, left, upCard, ante, rules, null);
    const edge = stand.noGame - (1 - stand.noGame);
    const evs = item.solution.evs!;
    close(evs.raise!, stand.raise / ante);
    close(evs['insure-min']!, (stand.raise + min * edge) / ante);
    if (max > min) close(evs['insure-max']!, (stand.raise + max * edge) / ante);
    const v = insuranceDrill.check(item, 'raise');
    expect(v.correct).toBe(item.solution.answer === 'raise');
  });
});

describe('the sixth card and the exchange', () => {
  it('sixth card: fold costs one ante, the raise agrees with the naive stand', async () => {
    const rules = preset('olympic');
    const item = await dealSolved(sixthCardDrill, 'pair', 3, under('olympic'));
    const { hand, upCard } = data(item);
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !hand.includes(c) && c !== upCard);
    expect(item.solution.exactEvs!.fold).toBe('-1/1');
    close(item.solution.evs!.raise!, naiveStand(hand, left, upCard, 1, rules, null).raise);
    expect(Object.keys(item.solution.evs!).sort()).toEqual(['buyCard', 'fold', 'raise']);
    const best = item.solution.answer;
    expect(sixthCardDrill.check(item, best).correct).toBe(true);
  });

  it('six cards after a sixth card: raise or fold, the raise agreeing with the naive stand on the best five of six', async () => {
    const rules = preset('olympic');
    const item = await dealSolved(sixthPlayDrill, 'aceKing', 2, under('olympic'));
    const { hand, upCard } = data(item);
    expect(hand).toHaveLength(6);
    expect(upCard).toBeDefined();
    const left = Array.from({ length: 52 }, (_, i) => i).filter((c) => !hand.includes(c) && c !== upCard);
    const raise = naiveStand(hand, left, upCard, 1, rules, null).raise;
    expect(Object.keys(item.solution.evs!).sort()).toEqual(['fold', 'raise']);
    expect(item.solution.exactEvs!.fold).toBe('-1/1');
    close(item.solution.evs!.raise!, raise);
    // The wrong answer costs the gap between the two (folding is −1 ante), the right one nothing.
    const best = raise > -1 ? 'raise' : 'fold';
    expect(item.solution.answer).toBe(best);
    expect(sixthPlayDrill.check(item, best).correct).toBe(true);
    const wrong = sixthPlayDrill.check(item, best === 'raise' ? 'fold' : 'raise');
    expect(wrong.correct).toBe(false);
    close(wrong.cost!.value, Math.abs(raise + 1));
    expect(wrong.explanation).toContain('лучшие пять: Туз-Король');
  });

  it('six cards of each key: the best five of the six is that combination (naive best five)', () => {
    const rng = seededRng('six');
    for (const key of ['noGame', 'aceKing', 'pair', 'twoPair']) {
      const h = sixCardsOf(key, rng);
      expect(new Set(h).size).toBe(6);
      expect(naiveBestFive(h).category).toBe(key);
    }
  });

  it('exchange: fold, raise and six concrete exchanges, each priced by the Oasis fees (1, 2, 3, 2, 1 antes)', async () => {
    const item = await dealSolved(exchangeDrill, 'flush-draw', 4, under('oasis'));
    if (item.answer.kind !== 'choice') throw new Error('choices');
    const ids = item.answer.choices.map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual(['fold', 'raise']);
    expect(ids.length).toBe(8);
    const fee = ['', '1', '2', '3', '2', '1'];
    for (const c of item.answer.choices.slice(2)) expect(c.label).toContain(`(плата ${fee[c.id.length - 1]} АНТЕ)`);
    // The wrong answers cost what the EVs say, the best costs nothing.
    const evs = item.solution.evs!;
    const best = item.solution.answer;
    expect(exchangeDrill.check(item, best).correct).toBe(true);
    for (const id of ids.filter((x) => evs[x]! < evs[best]!)) {
      const v = exchangeDrill.check(item, id);
      expect(v.correct).toBe(false);
      close(v.cost!.value, evs[best]! - evs[id]!);
    }
  });

  it('exchange: «two to five only» offers no single card, one at a time only singles', async () => {
    const two = withRules('stud', { ...preset('aragon'), minExchange: 2 });
    const a = await dealSolved(exchangeDrill, 'pair', 5, two);
    if (a.answer.kind !== 'choice') throw new Error('choices');
    expect(a.answer.choices.filter((c) => c.id.startsWith('x')).every((c) => c.id.length >= 3)).toBe(true);
    const single = withRules('stud', { ...preset('aragon'), exchangeMode: 'oneAtATime', maxExchange: 3 });
    const b = await dealSolved(exchangeDrill, 'pair', 5, single);
    if (b.answer.kind !== 'choice') throw new Error('choices');
    expect(b.answer.choices.filter((c) => c.id.startsWith('x')).every((c) => c.id.length === 2)).toBe(true);
  });
});

it('the exchange item is pending until solved, and solves the same from its JSON (a replay)', async () => {
  const pending = deal(exchangeDrill, 'pair', 'same', under('aragon'));
  expect(pending.solution.pending).toBe(true);
  const a = await dealSolved(exchangeDrill, 'pair', 'same', under('aragon'));
  const b = await exchangeDrill.solve!(JSON.parse(JSON.stringify(pending)) as DrillItem);
  expect(a.solution.pending).toBeUndefined();
  expect(a).toEqual(b);
});
