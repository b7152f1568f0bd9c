/**
 * Settlement of a stud round: the dealer's qualification, the comparison, and what the ante, the raise
 * and the exchange fees come to, as a balanced ledger.
 *
 * @module
 */
import type { Card } from '../cards/index.js';
import { type Chips, type Ledger, type LedgerEntry, ledger, payoutOrThrow } from '../money/index.js';
import { type Category, type HandClass, CATEGORY_LAST_CLASS, categoryOf, evaluate5 } from './evaluator.js';
import type { StudRules } from './rules.js';

/** How the hands ended. */
export type StudOutcome =
  /** The player gave up: the ante is lost. */
  | 'folded'
  /** The dealer has no game: the ante is paid 1:1, the raise returned. */
  | 'dealerNoGame'
  /** The dealer qualified and the player's hand is better: ante 1:1, raise by the paytable. */
  | 'playerWins'
  /** The dealer qualified with an equal hand: ante and raise returned. */
  | 'push'
  /** The dealer qualified with a better hand: ante and raise lost. */
  | 'dealerWins';

/** The last class that qualifies the dealer under a rules' qualifier. */
export function qualifyingLimit(rules: Pick<StudRules, 'qualifier'>): HandClass {
  return rules.qualifier === 'pair' ? CATEGORY_LAST_CLASS.pair : CATEGORY_LAST_CLASS.aceKing;
}

/** What a settlement found. */
export interface StudSettlement {
  /** How the round ended. */
  readonly outcome: StudOutcome;
  /** The player's class and combination (after any exchange). */
  readonly player: { readonly class: HandClass; readonly category: Category };
  /** The dealer's class and combination, and whether it qualifies. */
  readonly dealer: { readonly class: HandClass; readonly category: Category; readonly qualifies: boolean };
  /** Every stake and fee and how it ended. */
  readonly ledger: Ledger;
  /** Chips handed back to the player (returned stakes plus winnings). */
  readonly paidToPlayer: Chips;
}

/**
 * Settles a round whose decision is made.
 *
 * @param input - The player's and dealer's five cards, the ante, whether the player raised, and the
 *   exchange fees paid.
 * @param rules - The rules (raise multiple, qualifier, ante and raise payouts).
 * @returns The outcome and a balanced ledger; fees are never returned.
 * @example
 * ```ts
 * // Ante 10, the player's full house beats the dealer's qualifying pair: 10 + 7 × 20 = 150 won.
 * settle({ player, dealer, ante: 10, raised: true, fees: 0 }, rules).ledger.won; // 150
 * ```
 */
export function settle(
  input: {
    readonly player: readonly Card[];
    readonly dealer: readonly Card[];
    readonly ante: Chips;
    readonly raised: boolean;
    readonly fees: Chips;
  },
  rules: StudRules,
): StudSettlement {
  const { player: p, dealer: d, ante, raised, fees } = input;
  const pc = evaluate5(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!);
  const dc = evaluate5(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!);
  const qualifies = dc <= qualifyingLimit(rules);
  const bet = raised ? ante * rules.raiseMultiple : 0;
  const entries: LedgerEntry[] = [];
  const entry = (bet: string, staked: Chips, returned: Chips, won: Chips): void => {
    entries.push({ owner: 'player', bet, staked, returned, won, lost: staked - returned });
  };
  let outcome: StudOutcome;
  if (!raised) {
    outcome = 'folded';
    entry('ante', ante, 0, 0);
  } else if (!qualifies) {
    outcome = 'dealerNoGame';
    entry('ante', ante, ante, payoutOrThrow(ante, rules.antePays).win);
    entry('bet', bet, bet, 0);
  } else if (pc < dc) {
    outcome = 'playerWins';
    const cat = categoryOf(pc);
    // A qualifying dealer beaten means the player holds a paid combination (never «нет игры»).
    const ratio = rules.paytable[cat as Exclude<Category, 'noGame'>];
    entry('ante', ante, ante, payoutOrThrow(ante, rules.antePays).win);
    entry('bet', bet, bet, payoutOrThrow(bet, ratio).win);
  } else if (pc === dc) {
    outcome = 'push';
    entry('ante', ante, ante, 0);
    entry('bet', bet, bet, 0);
  } else {
    outcome = 'dealerWins';
    entry('ante', ante, 0, 0);
    entry('bet', bet, 0, 0);
  }
  if (fees > 0) entry('exchangeFee', fees, 0, 0);
  const l = ledger(entries);
  return {
    outcome,
    player: { class: pc, category: categoryOf(pc) },
    dealer: { class: dc, category: categoryOf(dc), qualifies },
    ledger: l,
    paidToPlayer: l.returned + l.won,
  };
}
