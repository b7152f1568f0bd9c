/**
 * Settlement of a stud round, written once: the dealer's qualification, the comparison, and what the
 * ante, the raise and the exchange fees come to, as a balanced ledger. The round settles with it, and the
 * site's payout calculator and the trainer's payout drills ask it the same questions.
 *
 * @module
 */
import type { Card } from '../cards/index.js';
import { type Chips, type Ledger, type LedgerEntry, MAX_STAKE, chipsProblem, ledger } from '../money/index.js';
import { ok, show, type Result } from '../result/index.js';
import { type StudError, type StudOutcomeId, studErr } from './errors.js';
import { bestFive, twoCombinationsUnchecked } from './combinations.js';
import { type Category, type HandClass, categoryOf, evaluate } from './evaluator.js';
import {
  PAID_CATEGORIES,
  checkRules,
  dealerQualifies,
  raiseFor,
  raiseWin,
  type StudPaidCategory,
  type StudRules,
} from './rules.js';

export { qualifyingLimit } from './rules.js';

/**
 * How a round ended:
 * - `folded`: the player gave up, the ante is lost;
 * - `dealerNoGame`: the dealer has «нет игры» (below the qualifier): the ante is paid 1:1, the raise returned;
 * - `boughtNoGame`: the player bought the dealer a game («покупка игры») and the dealer still has none:
 *   ante and raise returned, the ante's win given up for the purchase;
 * - `playerWins`: the dealer qualified and the player's hand is better: the ante 1:1 (or returned unpaid under
 *   `anteWhenDealerLoses: 'push'`), the raise by the paytable;
 * - `push`: the dealer qualified with an equal hand: ante and raise returned;
 * - `dealerWins`: the dealer qualified with a better hand: ante and raise lost.
 */
export type StudOutcome = StudOutcomeId;

/** The five outcomes. */
export const STUD_OUTCOMES: readonly StudOutcome[] = [
  'folded',
  'dealerNoGame',
  'boughtNoGame',
  'playerWins',
  'push',
  'dealerWins',
];

/** What an outcome pays, in chips, for an ante. */
export interface StudPayout {
  /** The outcome settled. */
  readonly outcome: StudOutcome;
  /** The ante staked. */
  readonly ante: Chips;
  /** The raise staked (0 after a fold). */
  readonly bet: Chips;
  /** The winnings on the ante (the stake itself is returned apart). */
  readonly anteWon: Chips;
  /** The winnings on the raise. */
  readonly betWon: Chips;
  /** The paytable's ratio that paid the raise (`playerWins`; `null` otherwise), for the first combination. */
  readonly betRatio: { readonly pays: number; readonly per: number } | null;
  /** The second combination paid with the first (`twoCombinations`), or `null`. */
  readonly second: StudPaidCategory | null;
  /** Whether the table's maximum payout cut the raise's win. */
  readonly capped: boolean;
  /** The stakes given back to the player. */
  readonly returned: Chips;
  /** The stakes the house keeps. */
  readonly lost: Chips;
  /** The player's net: winnings minus stakes lost. */
  readonly net: Chips;
}

/** `floor(stake × pays / per)`: payouts round down (decision 002); exact within the chip bounds. */
function paid(stake: Chips, r: { readonly pays: number; readonly per: number }): Chips {
  return Math.floor((stake * r.pays) / r.per);
}

function payoutOf(
  ante: Chips,
  outcome: StudOutcome,
  category: StudPaidCategory | undefined,
  rules: StudRules,
  second: StudPaidCategory | null = null,
): StudPayout {
  const bet = outcome === 'folded' ? 0 : raiseFor(ante, rules);
  let anteWon = 0;
  let betWon = 0;
  let betRatio: StudPayout['betRatio'] = null;
  let lost = 0;
  let capped = false;
  const paidSecond = outcome === 'playerWins' && rules.twoCombinations ? second : null;
  if (outcome === 'folded') lost = ante;
  else if (outcome === 'dealerWins') lost = ante + bet;
  else if (outcome === 'dealerNoGame') anteWon = paid(ante, rules.antePays);
  else if (outcome === 'playerWins') {
    const r = rules.paytable[category!];
    anteWon = rules.anteWhenDealerLoses === 'push' ? 0 : paid(ante, rules.antePays);
    const w = raiseWin(bet, category!, paidSecond, rules);
    betWon = w.win;
    capped = w.capped;
    betRatio = { pays: r.pays, per: r.per };
  }
  // One object shape for every outcome keeps the round's hot path monomorphic.
  return {
    outcome,
    ante,
    bet,
    anteWon,
    betWon,
    betRatio,
    second: paidSecond,
    capped,
    returned: ante + bet - lost,
    lost,
    net: anteWon + betWon - lost,
  };
}

/** The largest ante whose raise stays within the stake limit. */
function anteCap(rules: StudRules): Chips {
  return Math.floor(MAX_STAKE / rules.raiseMultiple);
}

/**
 * What an outcome pays for an ante, without cards: the payout calculator's question. The ante is paid
 * by `antePays` (1:1) when the dealer has no game or loses; the raise is returned when the dealer has no
 * game and paid by the paytable at the player's combination when the dealer qualifies and loses.
 *
 * @param input - `ante`; `outcome`; `category`: the player's combination, needed for `playerWins`.
 * @param rules - The rules.
 * @returns The payout, or `stud/bad-ante`, `stud/bad-outcome`, `stud/bad-category`.
 * @example
 * ```ts
 * // The text: ante 10, a full house against a qualifying dealer wins 10 + 20 × 7 = 150.
 * settleOutcome({ ante: 10, outcome: 'playerWins', category: 'fullHouse' }, rules); // net 150
 * settleOutcome({ ante: 10, outcome: 'dealerNoGame' }, rules);                     // net 10, the raise returned
 * ```
 */
export function settleOutcome(
  input: {
    readonly ante: Chips;
    readonly outcome: StudOutcome;
    readonly category?: StudPaidCategory;
    /** The second combination, paid with the first under `twoCombinations`. */
    readonly second?: StudPaidCategory | null;
  },
  rules: StudRules,
): Result<StudPayout, StudError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const { ante, outcome, category, second } = (input ?? {}) as {
    ante?: unknown;
    outcome?: unknown;
    category?: unknown;
    second?: unknown;
  };
  const problem = chipsProblem(ante, anteCap(rules));
  if (problem !== null) {
    return studErr('stud/bad-ante', { reason: problem, amount: show(ante), maxAnte: anteCap(rules) });
  }
  if (typeof outcome !== 'string' || !(STUD_OUTCOMES as readonly string[]).includes(outcome)) {
    return studErr('stud/bad-outcome', { outcome: show(outcome), allowed: STUD_OUTCOMES });
  }
  if (outcome === 'playerWins') {
    if (typeof category !== 'string' || !(PAID_CATEGORIES as readonly string[]).includes(category)) {
      return studErr('stud/bad-category', { category: show(category), allowed: PAID_CATEGORIES });
    }
  }
  if (second !== undefined && second !== null && !(PAID_CATEGORIES as readonly unknown[]).includes(second)) {
    return studErr('stud/bad-category', { category: show(second), allowed: PAID_CATEGORIES });
  }
  return ok(
    payoutOf(
      ante as Chips,
      outcome as StudOutcome,
      category as StudPaidCategory | undefined,
      rules,
      (second ?? null) as StudPaidCategory | null,
    ),
  );
}

/** What a settlement found. */
export interface StudSettlement {
  /** How the round ended. */
  readonly outcome: StudOutcome;
  /** The player's class and combination (after any exchange). */
  readonly player: { readonly class: HandClass; readonly category: Category };
  /** The dealer's class and combination, and whether it qualifies. */
  readonly dealer: { readonly class: HandClass; readonly category: Category; readonly qualifies: boolean };
  /** What the outcome paid. */
  readonly payout: StudPayout;
  /** The insurance against «нет игры»: staked, and won (1:1) when the dealer had no game when shown; `null` if none. */
  readonly insurance: { readonly staked: Chips; readonly won: Chips; readonly lost: Chips } | null;
  /** «Покупка игры»: the fee paid and the dealer's cards replaced, or `null` when no game was bought. */
  readonly gameBought: { readonly fee: Chips; readonly replaced: readonly Card[] } | null;
  /** Every stake and fee and how it ended. */
  readonly ledger: Ledger;
  /** Chips handed back to the player (returned stakes plus winnings). */
  readonly paidToPlayer: Chips;
}

/** The outcome of a round from the two classes: qualification first, then the comparison. */
function outcomeOf(
  playerClass: HandClass,
  dealerClass: HandClass,
  raised: boolean,
  rules: StudRules,
  bought: boolean,
): StudOutcome {
  if (!raised) return 'folded';
  if (!dealerQualifies(dealerClass, rules)) return bought ? 'boughtNoGame' : 'dealerNoGame';
  return playerClass < dealerClass ? 'playerWins' : playerClass === dealerClass ? 'push' : 'dealerWins';
}

/** What a round's settlement needs, beyond the two classes. */
export interface StudRoundFacts {
  /** The player's second combination (`twoCombinations`), or `null`. */
  readonly second?: StudPaidCategory | null;
  /** The ledger name of the draw fees: an exchange (`exchangeFee`) or a sixth card (`sixthCardFee`). */
  readonly feeKind?: 'exchangeFee' | 'sixthCardFee';
  /** The insurance staked (0: none). */
  readonly insurance?: Chips;
  /** Whether the dealer qualified when his cards were shown (before any game was bought): settles the insurance. */
  readonly qualifiedWhenShown?: boolean;
  /** The game bought, if any: its fee and the dealer's cards replaced. */
  readonly gameBought?: { readonly fee: Chips; readonly replaced: readonly Card[] } | null;
}

/**
 * Settles a round from the classes, without checking them (the round's own path; the classes come
 * from the evaluator and the ante from a checked action).
 *
 * @internal
 */
export function settleClasses(
  playerClass: HandClass,
  dealerClass: HandClass,
  ante: Chips,
  raised: boolean,
  fees: Chips,
  rules: StudRules,
  facts: StudRoundFacts = {},
): StudSettlement {
  const bought = facts.gameBought ?? null;
  const outcome = outcomeOf(playerClass, dealerClass, raised, rules, bought !== null);
  const playerCategory = categoryOf(playerClass);
  // A qualifying dealer beaten means the player holds a paid combination (never «нет игры»).
  const p = payoutOf(ante, outcome, playerCategory as StudPaidCategory, rules, facts.second ?? null);
  const entries: LedgerEntry[] = [];
  const anteBack = p.outcome === 'folded' || p.outcome === 'dealerWins' ? 0 : ante;
  entries.push({
    owner: 'player',
    bet: 'ante',
    staked: ante,
    returned: anteBack,
    won: p.anteWon,
    lost: ante - anteBack,
  });
  if (p.bet > 0) {
    const betBack = p.outcome === 'dealerWins' ? 0 : p.bet;
    entries.push({
      owner: 'player',
      bet: 'bet',
      staked: p.bet,
      returned: betBack,
      won: p.betWon,
      lost: p.bet - betBack,
    });
  }
  let insurance: StudSettlement['insurance'] = null;
  const staked = facts.insurance ?? 0;
  if (staked > 0) {
    // Insurance pays 1:1 when the dealer had no game when shown; a fold forfeits it with the hand.
    const wins = raised && facts.qualifiedWhenShown === false;
    insurance = { staked, won: wins ? staked : 0, lost: wins ? 0 : staked };
    entries.push({
      owner: 'player',
      bet: 'insurance',
      staked,
      returned: wins ? staked : 0,
      won: insurance.won,
      lost: insurance.lost,
    });
  }
  if (fees > 0) {
    entries.push({
      owner: 'player',
      bet: facts.feeKind ?? 'exchangeFee',
      staked: fees,
      returned: 0,
      won: 0,
      lost: fees,
    });
  }
  if (bought !== null && bought.fee > 0) {
    entries.push({ owner: 'player', bet: 'buyGameFee', staked: bought.fee, returned: 0, won: 0, lost: bought.fee });
  }
  const l = ledger(entries);
  return {
    outcome,
    player: { class: playerClass, category: playerCategory },
    dealer: { class: dealerClass, category: categoryOf(dealerClass), qualifies: dealerQualifies(dealerClass, rules) },
    payout: p,
    insurance,
    gameBought: bought === null ? null : { fee: bought.fee, replaced: [...bought.replaced] },
    ledger: l,
    paidToPlayer: l.returned + l.won,
  };
}

/**
 * Settles a round whose decision is made, from the two hands.
 *
 * @param input - The player's and the dealer's five cards, the ante, and whether the player raised.
 * @param rules - The rules (raise multiple, qualifier, ante and raise payouts).
 * @returns The outcome, the payout and a balanced ledger; or `stud/bad-ante` or a hand error
 *   (`stud/not-five-cards`, `stud/not-a-card`, `stud/duplicate-card`). The hands need not come from one
 *   deck (the text's examples don't).
 * @example
 * ```ts
 * // Ante 10, the player's full house beats the dealer's qualifying pair: 10 + 7 × 20 = 150 won.
 * settle({ player, dealer, ante: 10, raised: true }, rules); // value.ledger.won === 150
 * ```
 */
export function settle(
  input: {
    readonly player: readonly Card[];
    readonly dealer: readonly Card[];
    readonly ante: Chips;
    readonly raised: boolean;
  },
  rules: StudRules,
): Result<StudSettlement, StudError> {
  const checked = checkRules(rules);
  if (!checked.ok) return checked;
  const { player, dealer, ante, raised } = (input ?? {}) as {
    player?: unknown;
    dealer?: unknown;
    ante?: unknown;
    raised?: unknown;
  };
  // Five cards, or six after a sixth card (the best five play; two combinations when the rules pay them).
  const pc =
    Array.isArray(player) && player.length === 6
      ? bestFive(player as readonly Card[])
      : evaluate(player as readonly Card[]);
  if (!pc.ok) return pc;
  const playerClass = typeof pc.value === 'number' ? pc.value : pc.value.class;
  const second = rules.twoCombinations ? twoCombinationsUnchecked(player as readonly Card[]).second : null;
  const dc = evaluate(dealer as readonly Card[]);
  if (!dc.ok) return dc;
  const problem = chipsProblem(ante, anteCap(rules));
  if (problem !== null) {
    return studErr('stud/bad-ante', { reason: problem, amount: show(ante), maxAnte: anteCap(rules) });
  }
  return ok(
    settleClasses(playerClass, dc.value, ante as Chips, raised === true, 0, rules, {
      second: (second?.category ?? null) as StudPaidCategory | null,
    }),
  );
}
