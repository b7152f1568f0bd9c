import { describe, expect, it } from 'vitest';
import { allSiteLinks } from '@croupier/ru';
import { RULE_OPTIONS } from '../rules/options.ts';
import { defaultRulesSettings, resolveChoice, sameJson, type RulesByGame, type RulesGame } from '../rules/choice.ts';
import { allDrills, GAMES } from './index.ts';
import { deal, DEFAULT_RULES, keysUnder } from './test-helpers.ts';

// Every «Правило» link a drill can give is a paragraph of `SITE_LINKS` (`@croupier/ru`), whose own test
// on the built site checks that each one resolves; so a drill can never link a paragraph the site lacks.
const LINKS = new Set<string>(allSiteLinks());

/** The default rules, the casino's, and the default rules with each option value of a game's picker. */
function ruleSets(game: RulesGame): RulesByGame[] {
  const out: RulesByGame[] = [DEFAULT_RULES];
  const casino = resolveChoice(game, { preset: 'casino', overrides: {} });
  if (casino.ok) out.push({ ...DEFAULT_RULES, [game]: casino.rules });
  for (const option of RULE_OPTIONS[game]) {
    for (const value of option.values) {
      const r = resolveChoice(game, { preset: defaultRulesSettings()[game].preset, overrides: value.patch });
      if (r.ok && !out.some((o) => sameJson(o[game], r.rules))) out.push({ ...DEFAULT_RULES, [game]: r.rules });
    }
  }
  return out;
}

describe('links to the rules site', () => {
  it('every game page is a page of a linked paragraph', () => {
    const pages = new Set([...LINKS].map((l) => l.slice(0, l.indexOf('#'))));
    for (const g of GAMES) expect(pages).toContain(g.docsPath);
  });

  it.each(allDrills.filter((d) => d.needs === undefined).map((d) => [d.id, d] as const))(
    '%s: every link it gives, right or wrong, under every rule set of the picker, is one of SITE_LINKS',
    (_id, drill) => {
      const sets = drill.game === 'general' ? [DEFAULT_RULES] : ruleSets(drill.game);
      for (const rules of sets) {
        for (const key of keysUnder(drill, rules)) {
          const item = deal(drill, key, key, rules);
          const answers =
            item.answer.kind === 'choice' ? item.answer.choices.map((c) => c.id) : [item.solution.answer, '0'];
          for (const a of answers) {
            const link = drill.check(item, a).ruleLink;
            expect(link === undefined || LINKS.has(link), `${drill.id} ${key}: ${String(link)}`).toBe(true);
          }
        }
      }
    },
  );

  it('the strategy drill links its paragraph for every cell and answer', () => {
    const drill = allDrills.find((d) => d.id === 'blackjack-strategy')!;
    for (const key of keysUnder(drill)) {
      const item = deal(drill, key, key);
      for (const c of item.answer.kind === 'choice' ? item.answer.choices : []) {
        expect(LINKS.has(drill.check(item, c.id).ruleLink!)).toBe(true);
      }
    }
  });
});
