/**
 * The exact value of the «покупка игры» decision (phase `buying`: the player raised, the dealer shows
 * «нет игры»): take the ante's win, or pay for the dealer's highest card to be replaced (and again,
 * under `sameRankAgain`, while the same rank comes). The dealer's five and the player's cards are known,
 * so the purchase is a short enumeration: every replacement card, uniform over the cards not seen, each
 * round played by the engine's own round (`start`, `apply`) from a stacked deck, so the fees, the
 * rounding and the settlement are the table's. Also the value of insuring any amount, from `advise`'s
 * raise and best insurance. Used by the drills and the play mode's grading (no drill code: the play
 * chunk imports it).
 *
 * @module
 */
import { rational, type Fraction } from '@croupier/engine';
import { fullDeck, type Card } from '@croupier/engine/cards';
import { applyOrThrow, startOrThrow, type StudRules, type StudState } from '@croupier/engine/stud';

const BANK = 1_000_000;

/** The EVs per ante of the two choices of the buying phase. */
export interface BuyGameValues {
  /** Take the ante's win. */
  readonly takeAnte: Fraction;
  /** Buy the dealer a game. */
  readonly buyGame: Fraction;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest ante at which the ante's win, the purchase's fee and every payout are whole chips.
 *
 * @param rules - The rules.
 */
export function wholeBuyAnte(rules: StudRules): number {
  const pers = [rules.antePays.per, rules.feeBuyGame.per, ...Object.values(rules.paytable).map((r) => r.per)];
  return pers.reduce((a, b) => (a * b) / gcd(a, b), 1);
}

/** Plays one round from a stacked deck to the buying phase and then the choice; the net and the cards used. */
function playOut(deck: readonly Card[], rules: StudRules, ante: number, buy: boolean): { net: number; used: number } {
  let s: StudState = startOrThrow(rules, { balance: BANK, seed: 1, deck }).state;
  s = applyOrThrow(s, { type: 'ante', amount: ante }).state;
  s = applyOrThrow(s, { type: 'raise' }).state;
  if (s.phase !== 'buying') throw new Error('The dealer has a game: no purchase to value.');
  const r = applyOrThrow(s, { type: buy ? 'buyGame' : 'takeAnte' });
  let used = 0;
  for (const e of r.events) if (e.type === 'gameBought') used = e.in.length;
  return { net: r.state.balance - BANK, used };
}

/**
 * The exact EVs per ante of taking the ante and of buying the game, for a raised hand against a dealer
 * without a game, the replacements uniform over the cards not in `seen`.
 *
 * @param player - The player's five cards.
 * @param dealer - The dealer's five cards (no game).
 * @param rules - Rules that sell «покупка игры».
 * @param seen - Other cards out of the deck (the player's discards).
 * @param ante - The ante in chips (default: {@link wholeBuyAnte}).
 */
export function buyGameValues(
  player: readonly Card[],
  dealer: readonly Card[],
  rules: StudRules,
  seen: readonly Card[] = [],
  ante = wholeBuyAnte(rules),
): BuyGameValues {
  const out = new Set([...player, ...dealer, ...seen]);
  const rest = fullDeck().filter((c) => !out.has(c));
  const perAnte = (chips: Fraction) => rational.div(chips, rational.frac(ante));
  const take = playOut([...player, ...dealer, ...rest], rules, ante, false).net;
  // The average net over every sequence of replacements the purchase may draw.
  const value = (prefix: readonly Card[]): Fraction => {
    const left = rest.filter((c) => !prefix.includes(c));
    const r = playOut([...player, ...dealer, ...prefix, ...left], rules, ante, true);
    if (r.used <= prefix.length) return rational.frac(r.net);
    return rational.div(rational.sum(left.map((c) => value([...prefix, c]))), rational.frac(left.length));
  };
  return { takeAnte: perAnte(rational.frac(take)), buyGame: perAnte(value([])) };
}

/**
 * The EV per ante of insuring `amount` chips and raising, from the raise's EV and the EV of one insured
 * amount (`advise`'s): insurance adds `amount × (P(no game) − P(game)) / ante`, linear in the amount.
 *
 * @param raise - The raise's EV per ante.
 * @param insured - The EV per ante of insuring `at` chips.
 * @param at - The amount `advise` insured (chips, > 0).
 * @param amount - The amount to value (chips at the same ante).
 */
export function insuredEv(raise: Fraction, insured: Fraction, at: number, amount: number): Fraction {
  const perChip = rational.div(rational.sub(insured, raise), rational.frac(at));
  return rational.add(raise, rational.mul(perChip, rational.frac(amount)));
}
