/**
 * The line that says which rules an item or a game uses («Правила: по тексту — крупье стоит на мягких
 * 17»), worded by `@croupier/ru` from the rules object itself.
 *
 * @module
 */
import {
  baccaratRulePhraseRu,
  blackjackRulePhraseRu,
  crapsRulePhraseRu,
  namedRulesLineRu,
  rulesLineRu,
  studRulePhraseRu,
} from '@croupier/ru';
import { studPresets } from '@croupier/engine/stud';
import { originOf, sameJson, type PresetChoice, type RulesByGame, type RulesGame } from './choice.ts';

/** The casinos' Russian-poker tables, named in the rules line when picked whole (decision 033). */
const CASINO_TABLES = ['aragon', 'oracul', 'senator', 'olympic', 'oasis'] as const;

/**
 * One rule of a game as a phrase.
 *
 * @param game - The game.
 * @param rules - Its rules.
 * @param key - The rule.
 */
export function rulePhrase<G extends RulesGame>(game: G, rules: RulesByGame[G], key: string): string {
  switch (game) {
    case 'blackjack':
      return blackjackRulePhraseRu(rules as RulesByGame['blackjack'], key as keyof RulesByGame['blackjack']);
    case 'baccarat':
      return baccaratRulePhraseRu(rules as RulesByGame['baccarat'], key as keyof RulesByGame['baccarat']);
    case 'craps':
      return crapsRulePhraseRu(rules as RulesByGame['craps'], key as keyof RulesByGame['craps']);
    default:
      return studRulePhraseRu(rules as RulesByGame['stud'], key as keyof RulesByGame['stud']);
  }
}

/** The rules a game's summary in the list names. */
export const SUMMARY_KEYS: Readonly<Record<RulesGame, readonly string[]>> = {
  blackjack: ['decks', 'holeCard', 'dealerHitsSoft17', 'doubleOn', 'surrender', 'blackjackPays'],
  baccarat: ['tableau', 'bankerPays', 'playerPairPays'],
  craps: ['dontPassBar', 'passAfterPoint', 'oddsLimit'],
  stud: ['upCards', 'maxExchange', 'feeOneCard', 'qualifier'],
};

/**
 * The rules line: where the rules come from, then the phrases of the rules named (each once).
 *
 * @param game - The game.
 * @param rules - The rules in play.
 * @param keys - The rules to name.
 * @param from - The preset the trainee chose them from.
 * @example
 * ```ts
 * rulesLine('blackjack', seed, ['dealerHitsSoft17'], 'seed'); // 'Правила: по тексту — крупье стоит на мягких 17'
 * ```
 */
export function rulesLine<G extends RulesGame>(
  game: G,
  rules: RulesByGame[G],
  keys: readonly string[],
  from?: PresetChoice,
): string {
  const phrases = [...new Set(keys.map((k) => rulePhrase(game, rules, k)))];
  // A casino's Russian-poker table picked as a whole is named by its preset's title.
  const named = game === 'stud' ? CASINO_TABLES.find((id) => sameJson(studPresets[id].rules, rules)) : undefined;
  if (named !== undefined) return namedRulesLineRu(studPresets[named].title, phrases);
  return rulesLineRu(originOf(game, rules, from), phrases);
}
