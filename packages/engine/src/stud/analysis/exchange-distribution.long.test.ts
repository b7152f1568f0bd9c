import { STUD_ODDS } from '@croupier/paytables/stud';
import { STUD_STRATEGY_CASINO, STUD_STRATEGY_KEYS } from '@croupier/paytables/stud-strategy';
import { describe, expect, it } from 'vitest';
import { frac, parseFraction, sub, ONE } from '../../rational/index.js';
import { resolveRulesOrThrow } from '../rules.js';
import { handClasses } from './classes.js';
import { STUD_EXCHANGE_DISTRIBUTIONS } from './distribution-data.js';
import { EXCHANGE_DEALS, exchangeDistributionFromCounts, exchangeOutcomeCounts } from './exchange-distribution.js';

const decode = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

describe('the shipped exchange distributions, computed again', () => {
  it('the strategy’s classes are handClasses(), in order', () => {
    const keys = new Uint32Array(decode(STUD_STRATEGY_KEYS).buffer);
    expect(Array.from(keys)).toEqual(Array.from(handClasses().keys));
  });

  // The one-card game is counted again here (minutes); the text's game, whose two-card exchanges make it
  // several times longer, is checked in the unit tier by its mean (the exact edge of another algorithm)
  // and its folds (the exact raise chance), and counted again by `scripts/stud-distribution.ts`.
  it.each([['casino', STUD_STRATEGY_CASINO]] as const)(
    '%s: every class counted again gives the shipped data, and exactly the shipped raise chance',
    (preset, codes) => {
      const rules = resolveRulesOrThrow({ preset });
      const counts = exchangeOutcomeCounts(rules, decode(codes));
      const d = exchangeDistributionFromCounts(rules, counts);
      expect(d.outcomes.map((o) => [`${o.net.num}/${o.net.den}`, `${o.p.num}/${o.p.den}`])).toEqual(
        STUD_EXCHANGE_DISTRIBUTIONS[preset].map(([net, p]) => [net, p]),
      );
      // Unmerged, the folds give the chance of not raising exactly (scripts/stud-odds.ts, another algorithm).
      let folds = frac(0);
      for (const k of [0, 1, 2] as const) {
        folds = sub(folds, frac(-BigInt(counts.fold[k]), BigInt(EXCHANGE_DEALS[k]) * 2_598_960n));
      }
      expect(sub(ONE, folds)).toEqual(parseFraction(STUD_ODDS[preset].raiseChance!));
    },
  );
});
