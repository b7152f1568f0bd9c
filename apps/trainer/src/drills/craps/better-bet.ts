/**
 * «Крэпс: какая ставка выгоднее» — two bets of the layout, and the trainee picks the one that gives the
 * house less: graded by the engine's exact house edges under the rules in play (`analyzeBets`, absorbing
 * Markov chains in fractions: «Проходит» 7/495, «Поле» 1/18 in the text, 1/36 with 12 paying 3:1). The
 * worse bet's cost is the difference of the two edges per chip staked, exactly.
 *
 * @module
 */
import { rational, rulesKey } from '@croupier/engine';
import { analyzeBets, type BetAnalysis, type BetId, type CrapsRules } from '@croupier/engine/craps';
import { randomInt } from '@croupier/engine/rng';
import { betNameRu, formatFraction, formatPercent, SITE_LINKS } from '@croupier/ru';
import { CRAPS_BETTER_BET_RU as RU } from '@croupier/ru/trainer/drills/craps';
import { answerCost } from '../../cost.ts';
import { rulesOfItem, type Drill } from '../../drill.ts';
import { COMPARED_BETS } from '../../craps-bets.ts';
import { drillMeta } from '../catalog.ts';

const analyses = new Map<string, ReadonlyMap<string, BetAnalysis>>();

/** The engine's analysis of every bet under the rules (about 0.1 s; cached per set of rules). */
function edgesOf(rules: CrapsRules): ReadonlyMap<string, BetAnalysis> {
  const k = rulesKey(rules);
  let m = analyses.get(k);
  if (m === undefined) {
    m = new Map(analyzeBets(rules).map((b) => [b.id, b]));
    analyses.set(k, m);
  }
  return m;
}

/** The key of a pair of bets: `pass~field`, in the layout's order. */
export const pairKey = (a: BetId, b: BetId): string => `${a}~${b}`;

/** The two bets of a key. */
export function pairOf(key: string): [BetId, BetId] {
  const [a, b] = key.split('~') as [BetId, BetId];
  if (!COMPARED_BETS.includes(a) || !COMPARED_BETS.includes(b)) throw new RangeError(`Not a pair of bets: "${key}".`);
  return [a, b];
}

const edge = (rules: CrapsRules, bet: BetId) => edgesOf(rules).get(bet)!.houseEdge;

/** One bet's edge in words: «Проходит» — 1,41 % (7/495). */
function edgeRu(rules: CrapsRules, bet: BetId): string {
  const e = edge(rules, bet);
  return `${betNameRu(bet)} — ${formatPercent(rational.toNumber(e), 2)} (${formatFraction(e.num, e.den)})`;
}

/** The drill. */
export const betterBetDrill: Drill<'craps'> = {
  ...drillMeta('craps', 'craps-better-bet'),
  keys(rules) {
    // Every pair whose edges differ under these rules, the plainest differences first.
    const pairs: { key: string; gap: number }[] = [];
    COMPARED_BETS.forEach((a, i) => {
      for (const b of COMPARED_BETS.slice(i + 1)) {
        const gap = rational.toNumber(rational.sub(edge(rules, a), edge(rules, b)));
        if (gap !== 0) pairs.push({ key: pairKey(a, b), gap: Math.abs(gap) });
      }
    });
    return pairs.sort((x, y) => y.gap - x.gap).map((p) => p.key);
  },
  keyLabel(key) {
    const [a, b] = pairOf(key);
    return RU.keyLabel(betNameRu(a), betNameRu(b));
  },
  item(key, rng, { rules }) {
    const [a, b] = pairOf(key);
    const shown = randomInt(rng, 2) === 0 ? [a, b] : [b, a];
    const evs: Record<string, number> = {};
    const exactEvs: Record<string, string> = {};
    for (const bet of [a, b]) {
      const ev = rational.neg(edge(rules, bet));
      evs[bet] = rational.toNumber(ev);
      exactEvs[bet] = rational.toFractionString(ev);
    }
    const best = rational.compare(edge(rules, a), edge(rules, b)) < 0 ? a : b;
    return {
      key,
      prompt: RU.prompt,
      context: [RU.context],
      answer: {
        kind: 'choice',
        choices: shown.map((bet, i) => ({ id: bet, label: betNameRu(bet), hotkey: String(i + 1) })),
      },
      rules,
      solution: { answer: best, evs, exactEvs, evUnit: 'bet' },
      data: { bets: shown },
    };
  },
  check(item, answer) {
    const rules = rulesOfItem<'craps'>(item);
    const [a, b] = pairOf(item.key);
    const best = item.solution.answer as BetId;
    const cost = answerCost(item.solution, answer);
    return {
      correct: answer === best,
      expected: betNameRu(best),
      expectedAnswer: best,
      explanation: RU.explain(edgeRu(rules, a), edgeRu(rules, b)),
      ruleLink: SITE_LINKS.craps.odds,
      ...(cost === undefined ? {} : { cost }),
    };
  },
};
