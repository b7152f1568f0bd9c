import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS, STUD_STRATEGY_SEED } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { toNumber } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { cardsOfKey, handClasses } from './classes.js';
import { PAIRS } from './ev.js';
import { adviseOrThrow } from './index.js';
import { EXCHANGE_DEALS, exchangeOutcomeCounts } from './exchange-distribution.js';

// The shipped distributions are checked in the unit tier by their means (exactly the shipped house edges,
// which another algorithm computed) and their folds (the shipped raise chance). Counting every class again
// takes CPU-minutes (scripts/stud-distribution.ts does it); here a spread of classes under each shipped
// strategy is counted outcome by outcome and valued, and each value must be the EV that `advise` (the
// totals of ev.ts, another code path) gives the option the strategy plays.

const decode = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));
const SAMPLE = 120;

describe('the exchange distribution’s counts, class by class, against advise', () => {
  it('the strategy’s classes are handClasses(), in order', () => {
    const keys = new Uint32Array(decode(STUD_STRATEGY_KEYS).buffer);
    expect(Array.from(keys)).toEqual(Array.from(handClasses().keys));
  });

  it.each([
    ['seed', STUD_STRATEGY_SEED],
    ['casino', STUD_STRATEGY_CASINO],
  ] as const)('%s: every sampled class’s counted outcomes are worth its option’s EV', (preset, text) => {
    const rules = resolveRulesOrThrow({ preset });
    const codes = decode(text);
    const { keys, weights } = handClasses();
    const ratio = (r: { readonly pays: number; readonly per: number }) => r.pays / r.per;
    const fees = [0, ratio(rules.feeOneCard), ratio(rules.feeTwoCards)];
    const ante = ratio(rules.antePays);
    const pays = (cat: string) => ratio(rules.paytable[cat as keyof typeof rules.paytable]);
    const raise = rules.raiseMultiple;
    // Classes spread over the list, and the first classes that exchange one and two cards.
    const picked = new Set<number>();
    for (let j = 0; j < SAMPLE; j++) picked.add(Math.floor(((j + 0.5) * keys.length) / SAMPLE));
    const firstOne = codes.findIndex((c) => c >= 2 && c <= 6);
    const firstTwo = codes.findIndex((c) => c >= 7 && c <= 16);
    if (firstOne >= 0) picked.add(firstOne);
    if (firstTwo >= 0) picked.add(firstTwo);
    const kinds = new Set<number>();
    for (const i of picked) {
      const code = codes[i]!;
      const hand = cardsOfKey(keys[i]!);
      const advice = adviseOrThrow(hand, rules);
      const discard = code <= 1 ? [] : code <= 6 ? [hand[code - 2]!] : PAIRS[code - 7]!.map((p) => hand[p]!);
      const k = discard.length as 0 | 1 | 2;
      kinds.add(k);
      const option = advice.options.find((o) =>
        code === 0
          ? o.action === 'fold'
          : code === 1
            ? o.action === 'raise'
            : o.action === 'exchange' && o.discard.length === k && discard.every((c) => o.discard.includes(c)),
      )!;
      const c = exchangeOutcomeCounts(rules, codes, i, i + 1);
      const fee = fees[k]!;
      let total =
        c.fold[k] * (-1 - fee) + c.noGame[k] * (ante - fee) + c.tie[k] * -fee + c.lose[k] * (-1 - raise - fee);
      let deals = c.fold[k] + c.noGame[k] + c.tie[k] + c.lose[k];
      for (const [cat, n] of c.win[k]) {
        total += n * (ante + raise * pays(cat) - fee);
        deals += n;
      }
      expect(deals).toBe(EXCHANGE_DEALS[k] * weights[i]!);
      expect(total / deals).toBeCloseTo(toNumber(option.ev), 10);
    }
    // The sample covers a plain decision and an exchange (two cards where the rules allow them).
    expect(kinds.has(0)).toBe(true);
    expect(kinds.has(1)).toBe(true);
    expect(kinds.has(2)).toBe(rules.maxExchange === 2);
  });
});
