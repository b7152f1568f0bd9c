/**
 * The advisor's options and their wording and figure ids.
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { formatSigned, STUD_ACTION_RU } from '@croupier/ru';

/** One option for a hand, as the worker computes it. */
export interface AdvisorOption {
  readonly action: 'fold' | 'raise' | 'exchange' | 'insure' | 'buyCard';
  readonly discard: readonly Card[];
  readonly discardText: string;
  readonly ev: number;
  /** The EV as the engine's exact fraction, `num/den`. */
  readonly evExact: string;
  readonly best: boolean;
  readonly raiseChance?: number;
  /** The chance of raising after the exchange, `num/den`. */
  readonly raiseChanceExact?: string;
  /** `false` when the EV is a lower bound (Russian-poker options, decision 033); absent: exact. */
  readonly exact?: boolean;
  /** For insurance: the amount insured, in antes. */
  readonly amountAntes?: number;
}

/** The Russian label of an option. */
export function optionRu(o: Pick<AdvisorOption, 'action' | 'discardText'>): string {
  if (o.action === 'fold') return 'Сдаться';
  if (o.action === 'raise') return 'Играть (СТАВКА)';
  if (o.action === 'insure' || o.action === 'buyCard') return STUD_ACTION_RU[o.action];
  return `Заменить ${o.discardText}`;
}

/** An EV per ante with its sign (`@croupier/ru`): «+0,1234», «−1,0000». */
export function evRu(ev: number): string {
  return formatSigned(ev, 4);
}

/**
 * The figure id of an option's EV or chance of raising: `advise/stud/<hand>/<action>/<discard>/<field>`,
 * the cards in the engine's notation joined by dots (`Qs.9h.8d.7c.6s`, `-` for no discard); what
 * `adviseOrThrow(hand, resolveRulesOrThrow(), { exchange: true })` computes.
 *
 * @param handText - The hand, `formatCards(hand)`.
 * @param o - The option.
 * @param discardText - The discard, `formatCards(o.discard)`.
 * @param field - `ev` or `raiseChance`.
 */
export function adviceFigureId(handText: string, o: AdvisorOption, discardText: string, field: 'ev' | 'raiseChance') {
  const cards = (t: string) => (t.trim() === '' ? '-' : t.trim().split(/\s+/u).join('.'));
  return `advise/stud/${cards(handText)}/${o.action}/${cards(discardText)}/${field}`;
}
