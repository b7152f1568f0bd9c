/**
 * What a line bet («Проходит», «Не проходит», «Приходит», «Не приходит») does on its own come-out roll,
 * read from the engine's `resolveBet` under the rules in play and put in words: the explanation of the
 * come-out and roll drills follows the table's bar.
 *
 * @module
 */
import { betSpec, resolveBet, type CrapsRules, type Resolution } from '@croupier/engine/craps';
import { betNameRu } from '@croupier/ru';
import { crapsComeOutSentence } from '@croupier/ru/trainer/drills/craps';
import { rollsWithTotal } from './deal.ts';

/** What a come-out roll does to a bet, as the come-out drill's choices: a bet that stays has a point set. */
export function comeOutAnswer(r: Resolution): 'win' | 'lose' | 'push' | 'point' {
  return r.kind === 'win' || r.kind === 'lose' || r.kind === 'push' ? r.kind : 'point';
}

/**
 * The totals of a come-out roll by what they do to a line bet, from the engine.
 *
 * @param bet - `pass`, `dontPass`, `come` or `dontCome` (come bets play their first roll like a come-out).
 * @param rules - The rules in play.
 */
export function comeOutTotals(
  bet: 'pass' | 'dontPass' | 'come' | 'dontCome',
  rules: CrapsRules,
): Record<'win' | 'lose' | 'push' | 'point', number[]> {
  const spec = betSpec(bet)!;
  const point = bet === 'come' || bet === 'dontCome' ? 6 : null; // a come bet is made with the puck on
  const out: Record<'win' | 'lose' | 'push' | 'point', number[]> = { win: [], lose: [], push: [], point: [] };
  for (let t = 2; t <= 12; t++) out[comeOutAnswer(resolveBet(spec, point, rollsWithTotal(t)[0]!, rules))].push(t);
  return out;
}

/**
 * A line bet's come-out in one sentence: ««Не проходит» при первом броске выигрывает на 3 или 12,
 * проигрывает на 7 или 11, при 2 возвращается игроку; 4, 5, 6, 8, 9 и 10 становятся пунктом.»
 *
 * @param bet - The line bet.
 * @param rules - The rules in play.
 */
export function comeOutSentence(bet: 'pass' | 'dontPass' | 'come' | 'dontCome', rules: CrapsRules): string {
  const t = comeOutTotals(bet, rules);
  return crapsComeOutSentence(betNameRu(bet), bet === 'come' || bet === 'dontCome', t);
}
