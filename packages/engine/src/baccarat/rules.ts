/**
 * Baccarat rules: the rules type and presets from `@croupier/paytables/baccarat`, resolution of a preset
 * plus overrides, the check of a rules object passed in from outside, and every rule the round, the
 * analysis, the site and the trainer read, written once: the player's and the banker's third-card rules
 * (and the tableau as data), which bets a table offers and what each pays.
 *
 * @module
 */
import {
  BACCARAT_BETS,
  BACCARAT_DEFAULT_PRESET,
  BACCARAT_MAIN_BETS,
  BACCARAT_SIDE_BETS,
  BANKER_TABLEAUS,
  PLAYER_DRAWS_THROUGH,
  SIDE_BET_PAYS_KEY,
  baccaratPresets,
  baccaratSchema,
  tableauSaysDraw,
  type BaccaratBet,
  type BaccaratPresetId,
  type BaccaratRules,
  type BaccaratSideBet,
  type TableauId,
} from '@croupier/paytables/baccarat';
import { checkRules as checkSchema, type SchemaIssue } from '@croupier/paytables/schema';
import { commonPayoutUnit, type Ratio } from '../money/index.js';
import { err, ok, orThrow, type Result, type RuleError } from '../result/index.js';
import { resolveRulesWith, type ResolveOptions, type RulesErrorCode } from '../rules/index.js';
import { baccaratError, type BaccaratErrorOf } from './errors.js';

export type {
  BaccaratRules,
  BaccaratPresetId,
  BaccaratBet,
  BaccaratMainBet,
  BaccaratSideBet,
  TableauId,
  BankerTableau,
} from '@croupier/paytables/baccarat';
export {
  BACCARAT_BETS,
  BACCARAT_MAIN_BETS,
  BACCARAT_SIDE_BETS,
  BANKER_TABLEAUS,
  PLAYER_DRAWS_THROUGH,
  SIDE_BET_PAYS_KEY,
  baccaratPresets,
  baccaratSchema,
  BACCARAT_DEFAULT_PRESET,
  BACCARAT_TEXT_DECKS,
  BACCARAT_TEXT_CROUPIERS,
} from '@croupier/paytables/baccarat';

/** The most cards a shoe of eight decks holds. */
const CARDS_PER_DECK = 52;

/**
 * The checks across rules that the schema (one rule at a time) cannot make.
 *
 * @param rules - Rules that passed the schema.
 * @returns The issues; empty when the rules hang together.
 */
function crossIssues(rules: BaccaratRules): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const most = rules.decks * CARDS_PER_DECK - 6;
  if (rules.cutCardFromEnd > most) {
    issues.push({
      key: 'cutCardFromEnd',
      message: `cutCardFromEnd must leave at least 6 cards before the cut card: at most ${most} with ${rules.decks} deck(s), got ${rules.cutCardFromEnd}`,
    });
  }
  if (rules.perfectPairBothPays !== null && rules.perfectPairPays === null) {
    issues.push({
      key: 'perfectPairBothPays',
      message: 'perfectPairBothPays needs perfectPairPays: a table that pays both perfect pairs offers the bet',
    });
  }
  return issues;
}

/**
 * Resolves baccarat rules: a preset (default `casino`), then overrides, then `key=value` sets, all
 * checked against the schema and against each other.
 *
 * @param options - Preset, overrides and sets.
 * @returns The full rules, or a `rules/…` error naming the bad preset, key or value and what is allowed.
 * @example
 * ```ts
 * const r = resolveRules({ preset: 'seed', sets: ['tiePays=9', 'decks=6'] });
 * if (r.ok) r.value.tiePays; // { pays: 9, per: 1 }
 * resolveRules({ preset: 'ez' }).ok; // true: Банко 1:1, a three-card 7 pushes it, Dragon 7 40:1, Panda 8 25:1
 * ```
 */
export function resolveRules(
  options: ResolveOptions<BaccaratRules, BaccaratPresetId> = {},
): Result<BaccaratRules, RuleError<RulesErrorCode>> {
  const r = resolveRulesWith('baccarat', baccaratSchema, baccaratPresets, BACCARAT_DEFAULT_PRESET, options);
  if (!r.ok) return r;
  const issues = crossIssues(r.value);
  if (issues.length > 0) {
    return err('rules/bad-value', `baccarat: ${issues.map((i) => i.message).join('; ')}.`, { issues });
  }
  return r;
}

/**
 * {@link resolveRules}, throwing a `CroupierError` on a bad preset, key or value.
 *
 * @param options - Preset, overrides and sets.
 */
export function resolveRulesOrThrow(options: ResolveOptions<BaccaratRules, BaccaratPresetId> = {}): BaccaratRules {
  return orThrow(resolveRules(options));
}

/**
 * Checks a rules object given from outside (revived from JSON, typed by hand, or an unresolved
 * `{ preset: 'casino' }`): every rule present, known and allowed, and the rules consistent.
 *
 * @param rules - Anything.
 * @returns The rules, or `baccarat/bad-rules` listing every problem.
 * @example
 * ```ts
 * checkRules({ preset: 'casino' }); // { ok: false, error: { code: 'baccarat/bad-rules', details: { issues: [...] } } }
 * ```
 */
export function checkRules(rules: unknown): Result<BaccaratRules, BaccaratErrorOf<'baccarat/bad-rules'>> {
  const schemaIssues = checkSchema(baccaratSchema, rules);
  const issues = schemaIssues.length > 0 ? schemaIssues : crossIssues(rules as BaccaratRules);
  if (issues.length > 0) return baccaratError('baccarat/bad-rules', { issues });
  return ok(rules as BaccaratRules);
}

/**
 * {@link checkRules} for the entry points that return a value rather than a result (analysis,
 * simulation, counting): the same check `start` makes, throwing a `CroupierError` that carries
 * `baccarat/bad-rules` (every problem in `details.issues`) instead of computing with bad rules.
 *
 * @param rules - Anything.
 * @returns The rules, checked.
 * @throws CroupierError carrying `baccarat/bad-rules`.
 */
export function checkRulesOrThrow(rules: unknown): BaccaratRules {
  return orThrow(checkRules(rules));
}

/** The default rules: the `casino` preset. */
export const DEFAULT_RULES: BaccaratRules = baccaratPresets[BACCARAT_DEFAULT_PRESET].rules;

/**
 * The player's rule: draws a third card on 0–5, stands on 6–7 (8–9 are naturals and end the coup first).
 *
 * @param playerTotal - The player's two-card total.
 */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= PLAYER_DRAWS_THROUGH;
}

/**
 * The banker's rule, read from the rules' tableau.
 *
 * @param rules - The rules (only `tableau` is read).
 * @param bankerTotal - The banker's two-card total 0…7.
 * @param playerThird - The value 0…9 of the player's third card, or `null` if the player stood.
 * @example
 * ```ts
 * bankerDraws(DEFAULT_RULES, 6, 7);  // true: banker 6 draws on a player's 6 or 7
 * bankerDraws(DEFAULT_RULES, 3, 8);  // false
 * ```
 */
export function bankerDraws(
  rules: Pick<BaccaratRules, 'tableau'>,
  bankerTotal: number,
  playerThird: number | null,
): boolean {
  return tableauSaysDraw(BANKER_TABLEAUS[rules.tableau], bankerTotal, playerThird);
}

/** One row of the banker's rule: a banker two-card total and what the banker does. */
export interface BankerRow {
  /** The banker's two-card total 0…7. */
  readonly total: number;
  /** The values 0…9 of the player's third card on which the banker draws. */
  readonly drawsOn: readonly number[];
  /** The values 0…9 of the player's third card on which the banker stands. */
  readonly standsOn: readonly number[];
  /** What the banker does when the player stood. */
  readonly whenPlayerStood: 'draw' | 'stand';
}

/** The third-card rules of a table as data: what the site's tableau and the trainer's drills show. */
export interface ThirdCardRules {
  /** Which tableau. */
  readonly tableau: TableauId;
  /** The player: the two-card totals on which the player draws (0–5) and stands (6–7). */
  readonly player: { readonly drawsOn: readonly number[]; readonly standsOn: readonly number[] };
  /** The banker: one row per two-card total 0…7. */
  readonly banker: readonly BankerRow[];
}

const VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The player's rule and the banker's tableau for the rules given, as data, read from the same table
 * the round uses.
 *
 * @param rules - The rules (only `tableau` is read).
 * @example
 * ```ts
 * thirdCardRules(resolveRulesOrThrow()).banker[5];
 * // { total: 5, drawsOn: [4, 5, 6, 7], standsOn: [0, 1, 2, 3, 8, 9], whenPlayerStood: 'draw' }
 * thirdCardRules(resolveRulesOrThrow({ preset: 'seed' })).banker[5].drawsOn; // [0, 1, 2, 3, 8, 9]: the text
 * ```
 */
export function thirdCardRules(rules: Pick<BaccaratRules, 'tableau'>): ThirdCardRules {
  const banker = [0, 1, 2, 3, 4, 5, 6, 7].map((total): BankerRow => ({
    total,
    drawsOn: VALUES.filter((v) => bankerDraws(rules, total, v)),
    standsOn: VALUES.filter((v) => !bankerDraws(rules, total, v)),
    whenPlayerStood: bankerDraws(rules, total, null) ? 'draw' : 'stand',
  }));
  const totals = [0, 1, 2, 3, 4, 5, 6, 7];
  return {
    tableau: rules.tableau,
    player: { drawsOn: totals.filter(playerDraws), standsOn: totals.filter((t) => !playerDraws(t)) },
    banker,
  };
}

/**
 * Whether a value names a baccarat bet (main or side).
 *
 * @param value - Anything.
 */
export function isBaccaratBet(value: unknown): value is BaccaratBet {
  return typeof value === 'string' && (BACCARAT_BETS as readonly string[]).includes(value);
}

/**
 * Whether a bet is a side bet (pairs, perfect pair, Dragon 7, Panda 8).
 *
 * @param bet - A bet.
 */
export function isSideBet(bet: BaccaratBet): bet is BaccaratSideBet {
  return (BACCARAT_SIDE_BETS as readonly string[]).includes(bet);
}

/** When a bet is paid, and at what. */
export interface BetPayout {
  /**
   * The case: `win` — the bet wins (for the perfect pair: one hand has one); `bankerSix` — Банко wins
   * on a banker 6 (commission-free tables); `bothPerfectPairs` — both hands have a perfect pair.
   */
  readonly when: 'win' | 'bankerSix' | 'bothPerfectPairs';
  /** What it pays. */
  readonly ratio: Ratio;
}

/** What a bet pays at a table and when it pushes: the data a paytable, an odds table or a drill shows. */
export interface BetTerms {
  /** The bet. */
  readonly bet: BaccaratBet;
  /** Whether the table offers it (the main bets always; a side bet when its payout is set). */
  readonly offered: boolean;
  /** The payouts, most common first; empty when not offered. */
  readonly payouts: readonly BetPayout[];
  /** When the stake comes back unpaid: on a tie (Банко, Пунто), on a banker three-card 7 win (Банко, EZ). */
  readonly pushesOn: readonly ('tie' | 'bankerThreeCardSeven')[];
  /** At a whole-chips table, the stake must be a multiple of this (1 elsewhere). */
  readonly stakeUnit: number;
}

/**
 * What a bet pays at a table, when it pushes, and the stake unit at a whole-chips table.
 *
 * @param rules - The rules.
 * @param bet - The bet.
 * @example
 * ```ts
 * betTerms(resolveRulesOrThrow({ preset: 'noCommission' }), 'banker');
 * // { bet: 'banker', offered: true, payouts: [{ when: 'win', ratio: 1:1 }, { when: 'bankerSix', ratio: 1:2 }], pushesOn: ['tie'], stakeUnit: 1 }
 * betTerms(resolveRulesOrThrow(), 'dragon7').offered; // false: the casino preset offers only the pairs
 * ```
 */
export function betTerms(rules: BaccaratRules, bet: BaccaratBet): BetTerms {
  const payouts: BetPayout[] = [];
  const pushesOn: ('tie' | 'bankerThreeCardSeven')[] = [];
  switch (bet) {
    case 'banker':
      payouts.push({ when: 'win', ratio: rules.bankerPays });
      if (rules.bankerSixPays) payouts.push({ when: 'bankerSix', ratio: rules.bankerSixPays });
      if (rules.tiePushes) pushesOn.push('tie');
      if (rules.bankerThreeCardSevenPushes) pushesOn.push('bankerThreeCardSeven');
      break;
    case 'player':
      payouts.push({ when: 'win', ratio: rules.playerPays });
      if (rules.tiePushes) pushesOn.push('tie');
      break;
    case 'tie':
      payouts.push({ when: 'win', ratio: rules.tiePays });
      break;
    default: {
      const pays = rules[SIDE_BET_PAYS_KEY[bet]];
      if (pays) {
        payouts.push({ when: 'win', ratio: pays });
        if (bet === 'perfectPair' && rules.perfectPairBothPays) {
          payouts.push({ when: 'bothPerfectPairs', ratio: rules.perfectPairBothPays });
        }
      }
    }
  }
  const stakeUnit = rules.rounding === 'refuse' ? commonPayoutUnit(payouts.map((p) => p.ratio)) : 1;
  return { bet, offered: payouts.length > 0, payouts, pushesOn, stakeUnit };
}

/**
 * The bets a table offers: the three main bets and every side bet whose payout is set.
 *
 * @param rules - The rules.
 * @example
 * ```ts
 * offeredBets(resolveRulesOrThrow({ preset: 'ez' })); // ['banker', 'player', 'tie', 'dragon7', 'panda8']
 * ```
 */
export function offeredBets(rules: BaccaratRules): BaccaratBet[] {
  return [...BACCARAT_MAIN_BETS, ...BACCARAT_SIDE_BETS.filter((b) => rules[SIDE_BET_PAYS_KEY[b]] !== null)];
}
