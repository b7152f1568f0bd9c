import { describe, expect, it } from 'vitest';
import { lookupIndex, insuranceAdvice, type IndexTableView } from '@croupier/engine/blackjack';
import { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import type { DrillItem } from '../../drill.ts';
import { deal, DEFAULT_RULES, keysUnder, rulesOf, withRules } from '../test-helpers.ts';
import { nextPace, PACE } from './counting.ts';
import { deviationsDrill, indexTableFor } from './deviations.ts';
import { runningCountDrill } from './running-count.ts';
import { acceptedTrueCounts, beforeRounding, TRAY_TOLERANCE_DECKS, trueCountDrill } from './true-count.ts';

const CASINO = withRules('blackjack', rulesOf('blackjack', 'casino'));

// The systems' tags, rank by rank 2…A, as published in Blackjack Apprenticeship's table of counting
// systems (blackjackapprenticeship.com/resources/card-counting-systems), written here independently of
// the engine; the engine's card integers have rank = card >> 2 (0 = two … 8 = ten, 9–11 = J Q K, 12 = ace).
const PUBLISHED_TAGS: Record<string, readonly number[]> = {
  hilo: [1, 1, 1, 1, 1, 0, 0, 0, -1, -1],
  ko: [1, 1, 1, 1, 1, 1, 0, 0, -1, -1],
  hiopt1: [0, 1, 1, 1, 1, 0, 0, 0, -1, 0],
  hiopt2: [1, 1, 2, 2, 1, 1, 0, 0, -2, 0],
  omega2: [1, 1, 2, 2, 2, 1, 0, -1, -2, 0],
  zen: [1, 1, 2, 2, 2, 1, 0, 0, -2, -1],
};
const naiveTag = (system: string, card: number) => {
  const rank = card >> 2;
  const t = PUBLISHED_TAGS[system]!;
  return rank === 12 ? t[9]! : rank >= 8 ? t[8]! : t[rank]!;
};

/** A true-count item with hand-made data (the key names the system and the depth). */
function trueItem(key: string, decks: number, cardsDealt: number, runningCount: number): DrillItem {
  const item = deal(trueCountDrill, 'hilo:3', 1);
  return { ...item, key, data: { decks, cardsDealt, runningCount } };
}

describe('true count: hand-worked conversions, floored as the engine floors them', () => {
  // decks left = (decks × 52 − dealt) / 52; Hi-Lo: RC / decks left; KO (balanced-equivalent, as the
  // engine's trueCountOf): (RC − (4 − 4 × decks) − 4 × decks dealt) / decks left.
  it.each([
    { why: 'Hi-Lo +7 over 3,5 decks = +2,0', key: 'hilo:3.5', decks: 6, dealt: 130, rc: 7, tc: 2, low: 1, high: 2 },
    // −5 / 2 = −2,5 → floor −3; read as 1,5 decks: −3,33 → −4; as 2,5 decks: −2,0 → −2.
    { why: 'Hi-Lo −5 over 2 decks = −2,5', key: 'hilo:2', decks: 6, dealt: 208, rc: -5, tc: -3, low: -4, high: -2 },
    // 9 / 2 = 4,5 → 4; 9 / 1,5 = 6; 9 / 2,5 = 3,6 → 3.
    { why: 'Hi-Lo +9 over 2 of 8 decks = +4,5', key: 'hilo:2', decks: 8, dealt: 312, rc: 9, tc: 4, low: 3, high: 6 },
    // −0,4: floor is −1, not 0.
    { why: 'Hi-Lo −2 over 5 decks = −0,4', key: 'hilo:5', decks: 6, dealt: 52, rc: -2, tc: -1, low: -1, high: -1 },
    // KO, six decks, start −20: (−12 + 20 − 8) / 4 = 0; read as 3,5 left: (−12 + 20 − 10) / 3,5 = −0,57 → −1;
    // as 4,5 left: (−12 + 20 − 6) / 4,5 = 0,44 → 0.
    { why: 'KO −12 with 2 of 6 decks dealt', key: 'ko:4', decks: 6, dealt: 104, rc: -12, tc: 0, low: -1, high: 0 },
    // KO: (−4 + 20 − 12) / 3 = 1,33 → 1; 2,5 left: (16 − 14) / 2,5 = 0,8 → 0; 3,5 left: (16 − 10) / 3,5 = 1,71 → 1.
    { why: 'KO −4 with 3 of 6 decks dealt', key: 'ko:3', decks: 6, dealt: 156, rc: -4, tc: 1, low: 0, high: 1 },
    // Hi-Opt II (balanced): 11 / 2,5 = 4,4 → 4; 11 / 2 = 5,5 → 5; 11 / 3 = 3,67 → 3.
    { why: 'Hi-Opt II +11 over 2,5 decks', key: 'hiopt2:2.5', decks: 6, dealt: 182, rc: 11, tc: 4, low: 3, high: 5 },
  ])('$why → $tc (accepted $low … $high)', ({ key, decks, dealt, rc, tc, low, high }) => {
    expect(acceptedTrueCounts(key, { decks, cardsDealt: dealt, runningCount: rc })).toEqual({ exact: tc, low, high });
    const item = trueItem(key, decks, dealt, rc);
    expect(trueCountDrill.check(item, String(tc)).correct).toBe(true);
    expect(trueCountDrill.check(item, String(low)).correct).toBe(true);
    expect(trueCountDrill.check(item, String(high)).correct).toBe(true);
    expect(trueCountDrill.check(item, String(low - 1)).correct).toBe(false);
    expect(trueCountDrill.check(item, String(high + 1)).correct).toBe(false);
    expect(trueCountDrill.check(item, String(high + 1)).expected).toBe(tc === 0 ? '0' : tc > 0 ? `+${tc}` : `−${-tc}`);
  });

  it('says the tolerance (half a deck, the tray’s finest mark) in the verdict', () => {
    expect(TRAY_TOLERANCE_DECKS).toBe(0.5);
    const v = trueCountDrill.check(trueItem('hilo:2', 6, 208, -5), '0');
    expect(v.explanation).toContain('полколоды');
    expect(v.explanation).toContain('от −4 до −2');
    expect(v.explanation).toContain('округляется вниз, к меньшему целому');
    expect(v.explanation).not.toMatch(/floor/u);
  });

  it.each([
    // Hi-Lo −5 with 53 of 6 decks dealt: 259 cards left = 259/52 ≈ 4,98 decks; −5 / (259/52) = −260/259 ≈
    // −1,0039, floored −2 — shown as −1,004 (not «−1,00», which reads as a whole −1).
    {
      why: '−5 with 53 cards dealt',
      key: 'hilo:5',
      dealt: 53,
      rc: -5,
      says: ['Сыграно 53\u00a0карты, осталось 259\u00a0карт — 4,98\u00a0колоды', '≈ −1,004;', '−1,004 → −2'],
    },
    // Hi-Lo +11 with 182 dealt: 130 left = 2,5 decks; 11 / 2,5 = 4,4 → 4.
    {
      why: '+11 with 182 cards dealt',
      key: 'hilo:2.5',
      dealt: 182,
      rc: 11,
      says: ['Сыграно 182\u00a0карты, осталось 130\u00a0карт — 2,5\u00a0колоды', '+4,40 → +4'],
    },
    // Hi-Lo +6 with 52 dealt: 260 left = 5 decks; 6 / 5 = 1,2 → 1.
    {
      why: '+6 with one deck dealt',
      key: 'hilo:5',
      dealt: 52,
      rc: 6,
      says: ['Сыграно 52\u00a0карты, осталось 260\u00a0карт — 5\u00a0колод', '+1,20 → +1'],
    },
  ])('shows the count it grades, before and after rounding: $why', ({ key, dealt, rc, says }) => {
    const v = trueCountDrill.check(trueItem(key, 6, dealt, rc), '0');
    for (const part of says) expect(v.explanation).toContain(part);
  });

  it.each([
    [-260 / 259, '−1,004'],
    [2.996, '+2,996'],
    [4.4, '+4,40'],
    [-2, '−2,00'],
    [-0.4, '−0,40'],
  ])('writes %s before rounding as %s', (raw, text) => {
    expect(beforeRounding(raw)).toBe(text);
  });

  it.each(['hilo', 'ko', 'zen'])('%s: dealt items show a tray of the rules’ decks and a real count', (system) => {
    for (const decks of [6, 2]) {
      const rules = withRules('blackjack', rulesOf('blackjack', 'seed', { decks }));
      const keys = keysUnder(trueCountDrill, rules).map((k) => `${system}${k.slice(k.indexOf(':'))}`);
      expect(keys.length).toBe(decks * 2 - 2);
      for (const key of keys) {
        const item = deal(trueCountDrill, key, key, rules);
        const d = item.data as { decks: number; cardsDealt: number; runningCount: number };
        expect(item.visual).toEqual({ kind: 'discard-tray', decks, cardsDealt: d.cardsDealt });
        const left = Number(key.slice(key.indexOf(':') + 1));
        expect(Math.abs(decks * 52 - d.cardsDealt - left * 52)).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe('running count', () => {
  it.each(Object.keys(PUBLISHED_TAGS))(
    '%s: the answer is the count before plus the published tags of the cards shown',
    (system) => {
      for (const shape of keysUnder(runningCountDrill, DEFAULT_RULES)) {
        const key = `${system}${shape.slice(shape.indexOf(':'))}`;
        for (const seed of [1, 2, 3]) {
          const item = deal(runningCountDrill, key, `${key}/${seed}`, DEFAULT_RULES);
          const { cards, before } = item.data as { cards: number[]; before: number };
          const want = before + cards.reduce((s, c) => s + naiveTag(system, c), 0);
          expect(item.solution.answer).toBe(String(want));
          // The steps are the cards, one or two at a time.
          const per = Number(key.split(':')[1]);
          const visual = item.visual as { kind: 'card-stream'; steps: number[][] };
          expect(visual.steps.flat()).toEqual(cards);
          expect(visual.steps.slice(0, -1).every((s) => s.length === per)).toBe(true);
          // A real shoe of six decks: no card more than six times.
          const seen = new Map<number, number>();
          for (const c of cards) seen.set(c, (seen.get(c) ?? 0) + 1);
          expect(Math.max(...seen.values())).toBeLessThanOrEqual(6);
        }
      }
    },
  );

  it('a miss shows every card with its tag; a right answer does not', () => {
    const item = deal(runningCountDrill, 'hilo:1:short', 7);
    const { cards } = item.data as { cards: number[] };
    const right = Number(item.solution.answer);
    expect(runningCountDrill.check(item, String(right)).reveal).toBeUndefined();
    const miss = runningCountDrill.check(item, String(right + 1));
    expect(miss.correct).toBe(false);
    expect(miss.reveal?.cards).toEqual(cards);
    expect(miss.reveal?.tags).toEqual(
      cards.map((c) => {
        const t = naiveTag('hilo', c);
        return t > 0 ? `+${t}` : t < 0 ? `−${-t}` : '0';
      }),
    );
    // The typographic minus is read as a minus.
    if (right < 0) expect(runningCountDrill.check(item, `\u2212${-right}`).correct).toBe(true);
  });

  it.each([
    { ms: 1000, correct: true, next: 850 },
    { ms: 1000, correct: false, next: 1300 },
    { ms: 280, correct: true, next: PACE.minMs },
    { ms: 2200, correct: false, next: PACE.maxMs },
  ])('pace $ms ms, answer right: $correct → $next ms', ({ ms, correct, next }) => {
    expect(nextPace(ms, correct)).toBe(next);
  });
});

// Schlesinger's Illustrious 18 and insurance for Hi-Lo, six decks, S17, DAS (Don Schlesinger, "Blackjack
// Attack", 3rd ed., 2005, ch. 5; the casino preset's rules): the deviation is taken at the index and above
// (stand, double, split, insure), the chart's play one count below. Indices are published as whole numbers
// for floored counts.
const I18 = [
  { why: 'insurance', hand: null, up: 1, index: 3, play: 'insure', below: 'no' },
  { why: '16 v 10 stand', hand: [10, 6], up: 10, index: 0, play: 'stand', below: 'hit' },
  { why: '15 v 10 stand', hand: [10, 5], up: 10, index: 4, play: 'stand', below: 'hit' },
  { why: '10,10 v 5 split', hand: [10, 10], up: 5, index: 5, play: 'split', below: 'stand' },
  { why: '10,10 v 6 split', hand: [10, 10], up: 6, index: 4, play: 'split', below: 'stand' },
  { why: '10 v 10 double', hand: [6, 4], up: 10, index: 4, play: 'double', below: 'hit' },
  { why: '12 v 3 stand', hand: [10, 2], up: 3, index: 2, play: 'stand', below: 'hit' },
  { why: '12 v 2 stand', hand: [10, 2], up: 2, index: 3, play: 'stand', below: 'hit' },
  { why: '11 v A double', hand: [6, 5], up: 1, index: 1, play: 'double', below: 'hit' },
  { why: '9 v 2 double', hand: [5, 4], up: 2, index: 1, play: 'double', below: 'hit' },
  { why: '9 v 7 double', hand: [5, 4], up: 7, index: 3, play: 'double', below: 'hit' },
  { why: '16 v 9 stand', hand: [10, 6], up: 9, index: 5, play: 'stand', below: 'hit' },
  { why: '13 v 2 stand', hand: [10, 3], up: 2, index: -1, play: 'stand', below: 'hit' },
  { why: '12 v 4 stand', hand: [10, 2], up: 4, index: 0, play: 'stand', below: 'hit' },
  { why: '12 v 6 stand', hand: [10, 2], up: 6, index: -1, play: 'stand', below: 'hit' },
  { why: '13 v 3 stand', hand: [10, 3], up: 3, index: -2, play: 'stand', below: 'hit' },
] as const;

const casinoTable = BLACKJACK_INDEX_TABLES.casino.hilo as unknown as IndexTableView;
const playAt = (hand: readonly number[] | null, up: number, tc: number): string =>
  hand === null
    ? insuranceAdvice(casinoTable, tc).take
      ? 'insure'
      : 'no'
    : lookupIndex(casinoTable, hand, up, tc)!.play;

describe('deviations: the shipped six-deck S17 table against the published Hi-Lo indices', () => {
  it.each(I18)('$why at $index and above (Schlesinger)', ({ hand, up, index, play, below }) => {
    expect(playAt(hand, up, index)).toBe(play);
    expect(playAt(hand, up, index + 0.99)).toBe(play);
    expect(playAt(hand, up, index - 1)).toBe(below);
  });

  // Decision 016: these two crossovers are 0.52 and 0.64 from the published index; a whole-number
  // index within one of it is the precision they can be compared at.
  it.each([
    { why: '12 v 5 stand (published −2)', hand: [10, 2], up: 5, index: -2, play: 'stand', below: 'hit' },
    { why: '10 v A double (published +4)', hand: [6, 4], up: 1, index: 4, play: 'double', below: 'hit' },
  ])('$why: the engine’s whole index is within one', ({ hand, up, index, play, below }) => {
    const flips = [-1, 0, 1].map((d) => playAt(hand, up, index + d) !== playAt(hand, up, index + d - 1));
    expect(flips.filter(Boolean).length).toBe(1);
    expect(playAt(hand, up, index - 2)).toBe(below);
    expect(playAt(hand, up, index + 1)).toBe(play);
  });
});

describe('the deviations drill', () => {
  it('has items for the text’s and the casino’s rules, none for rules without a shipped table', () => {
    expect(indexTableFor(DEFAULT_RULES.blackjack)?.preset).toBe('seed');
    expect(indexTableFor(CASINO.blackjack)?.preset).toBe('casino');
    expect(keysUnder(deviationsDrill, DEFAULT_RULES)).toContain('hard-16-10');
    expect(keysUnder(deviationsDrill, DEFAULT_RULES)[0]).toBe('insurance');
    const h17 = withRules('blackjack', rulesOf('blackjack', 'casino', { dealerHitsSoft17: true }));
    expect(keysUnder(deviationsDrill, h17)).toEqual([]);
  });

  it.each([
    { rules: 'casino', key: 'hard-16-10', index: 0, play: 'stand', below: 'hit' },
    { rules: 'casino', key: 'hard-15-10', index: 4, play: 'stand', below: 'hit' },
    { rules: 'casino', key: 'insurance', index: 3, play: 'insure', below: 'no' },
  ])('$rules, $key: graded as published, every dealt count', ({ key, index, play, below }) => {
    for (let seed = 0; seed < 30; seed++) {
      const item = deal(deviationsDrill, key, seed, CASINO);
      const k = (item.data as { trueCount: number }).trueCount;
      expect(item.solution.answer).toBe(k >= index ? play : below);
      const wrong = k >= index ? below : play;
      const v = deviationsDrill.check(item, wrong);
      expect(v.correct).toBe(false);
      expect(v.cost?.value).toBeGreaterThan(0);
    }
  });

  // The text's game (no hole card, a dealer blackjack takes doubles): the European no-hole-card basic
  // strategy hits 11 against a ten (Wizard of Odds, "Blackjack Basic Strategy", no-hole-card rule), where
  // the casino's chart doubles it; the drill's chart play at a zero count follows the rules.
  // A naive reading of a shipped table, written here: beyond a deviation's whole index (floored counts)
  // its play, else the chart's; the chart's play is the curve's `basic`.
  it.each([
    ['the text’s', DEFAULT_RULES, BLACKJACK_INDEX_TABLES.seed.hilo],
    ['the casino’s', CASINO, BLACKJACK_INDEX_TABLES.casino.hilo],
  ] as const)('under %s rules every key is graded by that game’s table', (_name, rules, table) => {
    for (const key of keysUnder(deviationsDrill, rules)) {
      for (let seed = 0; seed < 4; seed++) {
        const item = deal(deviationsDrill, key, `${key}/${seed}`, rules);
        const k = (item.data as { trueCount: number }).trueCount;
        if (key === 'insurance') {
          expect(item.solution.answer).toBe(k >= table.insurance.wholeIndex ? 'insure' : 'no');
          continue;
        }
        const [kind, row, up] = key.split('-');
        const v = (x: string) => (x === 'A' ? 1 : Number(x));
        const same = (d: { kind: string; row: number; up: number }) =>
          d.kind === kind && d.row === v(row!) && d.up === v(up!);
        let want = table.curves.find((c) => same(c.decision))!.basic as string;
        for (const e of table.entries.filter((x) => same(x.decision))) {
          if (e.direction === 'atOrAbove' ? k >= e.wholeIndex : k <= e.wholeIndex) want = e.deviation;
        }
        expect(item.solution.answer, `${key} at ${k}`).toBe(want);
      }
    }
  });

  it('11 v 10 at a zero count: hit by the text’s table, double by the casino’s', () => {
    const seed = BLACKJACK_INDEX_TABLES.seed.hilo as unknown as IndexTableView;
    expect(lookupIndex(seed, [6, 5], 10, 0)!.play).toBe('hit');
    expect(lookupIndex(casinoTable, [6, 5], 10, 0)!.play).toBe('double');
  });

  it('a wrong play costs the difference of the table’s curves at the middle of the count’s bin', () => {
    // Linear interpolation of `EV(play) − EV(chart)` between the analysed counts, written here.
    const table = BLACKJACK_INDEX_TABLES.casino.hilo;
    const curve = table.curves.find(
      (c) => c.decision.kind === 'hard' && c.decision.row === 16 && c.decision.up === 10,
    )!;
    const rel = (play: string, x: number) => {
      if (play === curve.basic) return 0;
      const ys = curve.relative[play as 'stand']!;
      const xs = table.trueCounts;
      let j = 0;
      while (j < xs.length - 2 && xs[j + 1]! < x) j++;
      return ys[j]! + ((ys[j + 1]! - ys[j]!) * (x - xs[j]!)) / (xs[j + 1]! - xs[j]!);
    };
    for (let seed = 0; seed < 20; seed++) {
      const item = deal(deviationsDrill, 'hard-16-10', seed, CASINO);
      const k = (item.data as { trueCount: number }).trueCount;
      const right = item.solution.answer;
      const wrong = right === 'stand' ? 'hit' : 'stand';
      const lost = rel(right, k + 0.5) - rel(wrong, k + 0.5);
      expect(lost).toBeGreaterThanOrEqual(0);
      const v = deviationsDrill.check(item, wrong);
      expect(v.cost?.value).toBeCloseTo(lost, 6);
    }
  });
});
