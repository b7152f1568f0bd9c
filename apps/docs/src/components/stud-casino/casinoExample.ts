/**
 * The live examples of «Русский покер в казино»: prepared deals for each option (a sixth card, «покупка
 * игры», insurance, a free deal with every option), and the pure part of the example's view — which
 * buttons the round offers now, their Russian labels, and what the settled round says. The round itself
 * is the engine's (`studGame` through `useRound`).
 *
 * @module
 */
import type { Card } from '@croupier/engine/cards';
import { bestFive, type StudAction, type StudLegalAction, type StudRules } from '@croupier/engine/stud';
import { formatChips, STUD_ACTION_RU } from '@croupier/ru';
import type { StudDeal } from '../live/studDeals';

/** The АНТЕ of every casino example. */
export const CASINO_ANTE = 10;

/** The examples. */
export type CasinoScenario = 'sixthCard' | 'twoCombinations' | 'buyGame' | 'insurance';

/**
 * The deals (player's five, dealer's five — the fifth is his open card — then the cards drawn):
 * - `sixthCard` (Senator): 8-7-6-5-2 against the dealer's pair of kings; the sixth card is a four (the
 *   best five 8-7-6-5-4, a straight), then an ace (Т-8-7-6-5: no game);
 * - `twoCombinations` (Senator): a pair of eights with Т-К beside it, against the dealer's Туз-Король:
 *   the pair and the Туз-Король are both paid;
 * - `buyGame` (Senator): two pairs against the dealer's Т-В-8-5-3 («нет игры»); bought, the ace is
 *   replaced by a three (a pair: he has a game and loses), by a nine (still no game), by the ace of
 *   hearts and then, again and free, by a jack (a pair of jacks);
 * - `insurance` (Olympic): three nines; the dealer without a game (insurance paid), then with a pair of
 *   kings (insurance lost, the nines win).
 */
export const CASINO_DEALS: Readonly<Record<CasinoScenario, readonly StudDeal[]>> = {
  sixthCard: [{ cards: '8♠ 7♥ 6♣ 5♦ 2♠ К♣ К♦ Д♥ 3♣ 9♦ 4♥' }, { cards: '8♠ 7♥ 6♣ 5♦ 2♠ К♣ К♦ Д♥ 3♣ 9♦ Т♣' }],
  twoCombinations: [{ cards: 'Т♠ К♦ 8♣ 8♥ 3♠ Т♣ К♣ 5♦ 4♥ 2♣' }],
  buyGame: [
    { cards: 'Д♠ Д♥ 7♣ 7♦ 2♠ Т♣ В♦ 8♥ 5♣ 3♦ 3♠' },
    { cards: 'Д♠ Д♥ 7♣ 7♦ 2♠ Т♣ В♦ 8♥ 5♣ 3♦ 9♠' },
    { cards: 'Д♠ Д♥ 7♣ 7♦ 2♠ Т♣ В♦ 8♥ 5♣ 3♦ Т♥ В♠' },
  ],
  insurance: [{ cards: '9♠ 9♥ 9♣ К♦ 4♠ Т♣ В♦ 8♥ 5♣ 3♦' }, { cards: '9♠ 9♥ 9♣ К♦ 4♠ К♣ К♥ Д♥ 3♣ 2♦' }],
};

/** A button of the example. */
export interface CasinoButton {
  /** A key, also the test id's suffix. */
  readonly key: StudAction['type'];
  readonly label: string;
  readonly action: StudAction;
  readonly disabled: boolean;
}

/**
 * The buttons the round offers now, in the order a player thinks: fold, raise, exchange the marked
 * cards, a sixth card, insurance (the most the table allows), and in the `buying` phase the ante's win
 * or the purchase. Only what `legalActions` lists is shown; an exchange waits for marked cards.
 *
 * @param legal - The round's legal actions.
 * @param marked - The cards marked for an exchange.
 */
export function buttonsOf(legal: readonly StudLegalAction[], marked: readonly Card[]): CasinoButton[] {
  const out: CasinoButton[] = [];
  const has = <T extends StudLegalAction['type']>(t: T) =>
    legal.find((a): a is Extract<StudLegalAction, { type: T }> => a.type === t);
  if (has('fold')) out.push({ key: 'fold', label: STUD_ACTION_RU.fold, action: { type: 'fold' }, disabled: false });
  const raise = has('raise');
  if (raise) {
    const label = `${STUD_ACTION_RU.raise} (СТАВКА ${formatChips(raise.amount)})`;
    out.push({ key: 'raise', label, action: { type: 'raise' }, disabled: false });
  }
  const exchanges = legal.filter((a) => a.type === 'exchange');
  if (exchanges.length > 0) {
    const fit = exchanges.find((a) => a.count === marked.length);
    const label = fit
      ? `${STUD_ACTION_RU.exchange}: ${marked.length} за ${formatChips(fit.fee)}`
      : `${STUD_ACTION_RU.exchange} (отметьте карты)`;
    out.push({ key: 'exchange', label, action: { type: 'exchange', cards: [...marked] }, disabled: !fit });
  }
  const card = has('buyCard');
  if (card) {
    const label = `${STUD_ACTION_RU.buyCard} за ${formatChips(card.fee)}`;
    out.push({ key: 'buyCard', label, action: { type: 'buyCard' }, disabled: false });
  }
  const insure = has('insure');
  if (insure) {
    const label = `Застраховать на ${formatChips(insure.max)}`;
    out.push({ key: 'insure', label, action: { type: 'insure', amount: insure.max }, disabled: false });
  }
  if (has('takeAnte')) {
    out.push({ key: 'takeAnte', label: STUD_ACTION_RU.takeAnte, action: { type: 'takeAnte' }, disabled: false });
  }
  const buy = has('buyGame');
  if (buy) {
    const label = `${STUD_ACTION_RU.buyGame} за ${formatChips(buy.fee)}`;
    out.push({ key: 'buyGame', label, action: { type: 'buyGame' }, disabled: false });
  }
  return out;
}

/**
 * The five cards that play, when the player holds six (a sixth card bought); `null` with five.
 *
 * @param player - The player's cards.
 */
export function playingFive(player: readonly Card[]): readonly Card[] | null {
  if (player.length !== 6) return null;
  const b = bestFive(player);
  return b.ok ? b.value.cards : null;
}

/**
 * How many cards the reader may mark for an exchange now: the most the rules allow, none once the
 * hand has drawn.
 *
 * @param rules - The table's rules.
 * @param drawn - Whether the hand has exchanged or bought a card already.
 */
export function markLimit(rules: Pick<StudRules, 'maxExchange' | 'exchangeMode'>, drawn: boolean): number {
  if (drawn) return 0;
  return rules.exchangeMode === 'oneAtATime' ? 1 : rules.maxExchange;
}
