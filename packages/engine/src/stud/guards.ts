/**
 * Legality of stud actions as named guards, shared by the round, the site and the trainer. Each guard
 * answers `Allowed`: yes, or the very error `apply` would return, with its reason and numbers in
 * `details`. The rules behind them (ante, exchange, sixth card, insurance and raise affordability) are
 * in `rules.ts`.
 *
 * @module
 */
import { chipsProblem, MAX_STAKE } from '../money/index.js';
import { type Allowed, show } from '../result/index.js';
import { twoCombinationsUnchecked } from './combinations.js';
import { type StudActionType, type StudError, type StudErrorOf, type StudPhase, studErr } from './errors.js';
import {
  anteAllowed,
  buyGameFee,
  exchangeAllowed,
  exchangeCounts,
  insuranceRange,
  maxAnte,
  nextRoundAllowed,
  raiseAllowed,
  raiseFor,
  sixthCardAllowed,
  type StudPaidCategory,
  type StudRules,
} from './rules.js';
import type { StudBuying, StudDeciding, StudLegalAction, StudState } from './state.js';

/** The action types each phase may take (under the rules that sell them). */
export const PHASE_ACTIONS: Readonly<Record<StudPhase, readonly StudActionType[]>> = {
  betting: ['ante'],
  deciding: ['exchange', 'buyCard', 'insure', 'fold', 'raise'],
  buying: ['buyGame', 'takeAnte'],
  settled: ['nextRound'],
};

/**
 * The action types a phase takes under these rules: the text's game deciding takes exchange, fold and
 * raise; a sixth card and insurance only where the rules sell them.
 *
 * @param phase - The phase.
 * @param rules - The rules.
 */
export function phaseActions(phase: StudPhase, rules: StudRules): readonly StudActionType[] {
  return PHASE_ACTIONS[phase].filter(
    (a) => (a !== 'buyCard' || rules.sixthCard) && (a !== 'insure' || rules.insurance !== 'none'),
  );
}

function outOfTurn(action: StudActionType, state: StudState): { ok: false; error: StudErrorOf<'stud/out-of-turn'> } {
  return studErr('stud/out-of-turn', { action, phase: state.phase, allowed: phaseActions(state.phase, state.rules) });
}

/**
 * Whether an ante may be placed now: before the deal, a whole positive number of chips, with the ante
 * and its raise covered by the balance and within the chip bounds.
 *
 * @param state - The table.
 * @param amount - The ante (anything a caller passed).
 * @returns Allowed, or `stud/out-of-turn`, `stud/bad-ante`, `stud/insufficient-balance` (with `needed`,
 *   `balance` and `maxAnte`) or `stud/over-limit`.
 * @example
 * ```ts
 * canAnte(state, 400); // balance 1000: { ok: false, error: { code: 'stud/insufficient-balance', details: { needed: 1200, maxAnte: 333, … } } }
 * ```
 */
export function canAnte(state: StudState, amount: unknown): Allowed<StudError> {
  if (state.phase !== 'betting') return outOfTurn('ante', state);
  return anteAllowed(state.balance, amount, state.rules);
}

/**
 * Whether the player may exchange `count` cards now: within the rules' counts (once in the text; one
 * card at a time up to `maxExchange` times), not after a sixth card or the insurance, the fee whole (or
 * rounded) and affordable, and under the text's limit the raise still covered after the fee.
 *
 * @param state - The table.
 * @param count - How many cards.
 * @returns Allowed, or `stud/out-of-turn`, `stud/exchange-not-allowed`, `stud/already-exchanged`,
 *   `stud/one-draw`, `stud/bad-exchange`, `stud/fractional-fee`, `stud/exchange-limited` or
 *   `stud/exchange-refused`.
 * @example
 * ```ts
 * canExchange(state, 2); // ante 10, 30 left: stud/exchange-limited { fee: 15, oneCardFee: 10, raise: 20, balance: 30 }
 * ```
 */
export function canExchange(state: StudState, count: unknown): Allowed<StudError> {
  if (state.phase !== 'deciding') return outOfTurn('exchange', state);
  const { rules } = state;
  if (rules.maxExchange === 0) return studErr('stud/exchange-not-allowed', { maxExchange: 0 });
  if (state.boughtCard) return studErr('stud/one-draw', { action: 'exchange', done: 'buyCard' });
  if (state.insurance > 0) return studErr('stud/one-draw', { action: 'exchange', done: 'insure' });
  const spent = rules.exchangeMode === 'oneAtATime' ? state.exchanges >= rules.maxExchange : state.exchanges > 0;
  if (spent) return studErr('stud/already-exchanged', { exchanged: state.exchanged });
  const r = exchangeAllowed(
    { balance: state.balance, ante: state.ante, count: count as number, exchanges: state.exchanges },
    rules,
  );
  return r.ok ? { ok: true, value: true } : r;
}

/**
 * Whether the player may buy a sixth card now: the rules sell it, no exchange or sixth card yet (one
 * draw per hand), no insurance placed, and the fee affordable with the raise kept covered.
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`, `stud/sixth-card-not-sold`, `stud/one-draw`,
 *   `stud/fractional-fee` or `stud/insufficient-balance` (`action: 'buyCard'`).
 */
export function canBuyCard(state: StudState): Allowed<StudError> {
  if (state.phase !== 'deciding') return outOfTurn('buyCard', state);
  if (!state.rules.sixthCard) return studErr('stud/sixth-card-not-sold', {});
  if (state.boughtCard) return studErr('stud/one-draw', { action: 'buyCard', done: 'buyCard' });
  if (state.exchanges > 0) return studErr('stud/one-draw', { action: 'buyCard', done: 'exchange' });
  if (state.insurance > 0) return studErr('stud/one-draw', { action: 'buyCard', done: 'insure' });
  const r = sixthCardAllowed({ balance: state.balance, ante: state.ante }, state.rules);
  return r.ok ? { ok: true, value: true } : r;
}

/** The insurance limits for the hand held, or why there are none. */
function insuranceLimits(state: StudDeciding) {
  const two = twoCombinationsUnchecked(state.player);
  return insuranceRange(
    {
      balance: state.balance,
      ante: state.ante,
      first: two.first.category,
      second: (state.rules.twoCombinations ? (two.second?.category ?? null) : null) as StudPaidCategory | null,
    },
    state.rules,
  );
}

/**
 * Whether the player may insure against «нет игры» now, for `amount` chips: the rules sell it, the hand
 * holds three of a kind or better, once, before the raise, from one ante up to half (or all) of the
 * raise's win for the hand, with the raise still covered.
 *
 * @param state - The table.
 * @param amount - The insurance (anything a caller passed).
 * @returns Allowed, or `stud/out-of-turn`, `stud/insurance-not-sold`, `stud/insurance-not-allowed`,
 *   `stud/bad-insurance` (with `min` and `max`) or `stud/insufficient-balance` (`action: 'insure'`).
 * @example
 * ```ts
 * canInsure(state, 40); // ante 10, three of a kind (the raise wins 60): stud/bad-insurance { min: 10, max: 30 }
 * ```
 */
export function canInsure(state: StudState, amount: unknown): Allowed<StudError> {
  if (state.phase !== 'deciding') return outOfTurn('insure', state);
  if (state.rules.insurance === 'none') return studErr('stud/insurance-not-sold', {});
  if (state.insurance > 0) return studErr('stud/insurance-not-allowed', { reason: 'already' });
  const range = insuranceLimits(state);
  if (!range.ok) return range;
  const { min, max } = range.value;
  const problem = chipsProblem(amount, MAX_STAKE);
  if (problem !== null) return studErr('stud/bad-insurance', { reason: problem, amount: show(amount), min, max });
  const a = amount as number;
  if (a < min) return studErr('stud/bad-insurance', { reason: 'below-min', amount: show(a), min, max });
  if (a > max) return studErr('stud/bad-insurance', { reason: 'above-max', amount: show(a), min, max });
  return { ok: true, value: true };
}

/**
 * Whether the player may raise now: after the deal, with the raise covered by the balance (never on
 * credit, whatever an exchange cost).
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn` or `stud/insufficient-balance` (`needed`: the raise).
 */
export function canRaise(state: StudState): Allowed<StudError> {
  if (state.phase !== 'deciding') return outOfTurn('raise', state);
  return raiseAllowed(state.balance, state.ante, state.rules);
}

/**
 * Whether the player may fold now: any time after the deal, before the raise.
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`.
 */
export function canFold(state: StudState): Allowed<StudError> {
  return state.phase === 'deciding' ? { ok: true, value: true } : outOfTurn('fold', state);
}

/**
 * Whether the player may buy the dealer a game («покупка игры») now: the dealer has «нет игры» after the
 * raise, the rules sell it (the phase is `buying` only then), and the balance covers the fee.
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`, `stud/fractional-fee` or `stud/insufficient-balance`
 *   (`action: 'buyGame'`).
 */
export function canBuyGame(state: StudState): Allowed<StudError> {
  if (state.phase !== 'buying') return outOfTurn('buyGame', state);
  const fee = buyGameFee(state.ante, state.rules);
  if (!fee.ok) return fee;
  if (fee.value > state.balance) {
    return studErr('stud/insufficient-balance', { action: 'buyGame', balance: state.balance, needed: fee.value });
  }
  return { ok: true, value: true };
}

/**
 * Whether the player may take the ante's win now (the dealer has «нет игры» and a game could be bought).
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`.
 */
export function canTakeAnte(state: StudState): Allowed<StudError> {
  return state.phase === 'buying' ? { ok: true, value: true } : outOfTurn('takeAnte', state);
}

/**
 * Whether the next round may start: the round is settled and the balance allows the smallest ante.
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`, `stud/insufficient-balance` or `stud/over-limit`.
 */
export function canNextRound(state: StudState): Allowed<StudError> {
  if (state.phase !== 'settled') return outOfTurn('nextRound', state);
  return nextRoundAllowed(state.balance, state.rules);
}

/**
 * Everything `apply` would accept now.
 *
 * @param state - The table.
 * @returns `ante` (with its range) before the deal; fold, the raise if covered, the affordable
 *   exchanges, the sixth card and the insurance range while deciding; take the ante or buy a game when
 *   the dealer has no game and a game is sold; `nextRound` once settled if the balance allows another
 *   ante; nothing when the table is over.
 * @example
 * ```ts
 * legalActions(dealt); // [{ type: 'fold' }, { type: 'raise', amount: 20 }, { type: 'exchange', count: 1, fee: 10 }, …]
 * ```
 */
export function legalActions(state: StudState): StudLegalAction[] {
  if (state.phase === 'betting') {
    const max = maxAnte(state.balance, state.rules);
    return max >= 1 ? [{ type: 'ante', min: 1, max }] : [];
  }
  if (state.phase === 'settled') return canNextRound(state).ok ? [{ type: 'nextRound' }] : [];
  if (state.phase === 'buying') {
    const out: StudLegalAction[] = [{ type: 'takeAnte' }];
    const fee = buyGameFee(state.ante, state.rules);
    if (canBuyGame(state).ok && fee.ok) out.push({ type: 'buyGame', fee: fee.value });
    return out;
  }
  const out: StudLegalAction[] = [{ type: 'fold' }];
  if (canRaise(state).ok) out.push({ type: 'raise', amount: raiseFor(state.ante, state.rules) });
  for (const count of exchangeCounts(state.rules)) {
    if (!canExchange(state, count).ok) continue;
    const fee = exchangeAllowed(
      { balance: state.balance, ante: state.ante, count, exchanges: state.exchanges },
      state.rules,
    );
    if (fee.ok) out.push({ type: 'exchange', count, fee: fee.value });
  }
  if (canBuyCard(state).ok) {
    const fee = sixthCardAllowed({ balance: state.balance, ante: state.ante }, state.rules);
    if (fee.ok) out.push({ type: 'buyCard', fee: fee.value });
  }
  if (state.rules.insurance !== 'none' && state.insurance === 0) {
    const range = insuranceLimits(state);
    if (range.ok) out.push({ type: 'insure', min: range.value.min, max: range.value.max });
  }
  return out;
}

/**
 * Whether the table waits for the player's decision.
 *
 * @param state - The table.
 */
export function isDeciding(state: StudState): state is StudDeciding {
  return state.phase === 'deciding';
}

/**
 * Whether the table waits for the choice between the ante's win and «покупка игры».
 *
 * @param state - The table.
 */
export function isBuying(state: StudState): state is StudBuying {
  return state.phase === 'buying';
}
