/**
 * Legality of stud actions as named guards, shared by the round, the site and the trainer. Each guard
 * answers `Allowed`: yes, or the very error `apply` would return, with its reason and numbers in
 * `details`. The rules behind them (ante, exchange and raise affordability) are in `rules.ts`.
 *
 * @module
 */
import type { Allowed } from '../result/index.js';
import { type StudActionType, type StudError, type StudErrorOf, type StudPhase, studErr } from './errors.js';
import {
  anteAllowed,
  exchangeAllowed,
  exchangeCounts,
  maxAnte,
  nextRoundAllowed,
  raiseAllowed,
  raiseFor,
} from './rules.js';
import type { StudDeciding, StudLegalAction, StudState } from './state.js';

/** The action types each phase takes. */
export const PHASE_ACTIONS: Readonly<Record<StudPhase, readonly StudActionType[]>> = {
  betting: ['ante'],
  deciding: ['exchange', 'fold', 'raise'],
  settled: ['nextRound'],
};

function outOfTurn(action: StudActionType, state: StudState): { ok: false; error: StudErrorOf<'stud/out-of-turn'> } {
  return studErr('stud/out-of-turn', { action, phase: state.phase, allowed: PHASE_ACTIONS[state.phase] });
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
 * Whether the player may exchange `count` cards now: once, within the rules' maximum, the fee whole
 * (or rounded) and affordable, and under the text's limit the raise still covered after the fee.
 *
 * @param state - The table.
 * @param count - How many cards.
 * @returns Allowed, or `stud/out-of-turn`, `stud/exchange-not-allowed`, `stud/already-exchanged`,
 *   `stud/bad-exchange`, `stud/fractional-fee`, `stud/exchange-limited` or `stud/exchange-refused`.
 * @example
 * ```ts
 * canExchange(state, 2); // ante 10, 30 left: stud/exchange-limited { fee: 15, oneCardFee: 10, raise: 20, balance: 30 }
 * ```
 */
export function canExchange(state: StudState, count: unknown): Allowed<StudError> {
  if (state.phase !== 'deciding') return outOfTurn('exchange', state);
  if (state.rules.maxExchange === 0) return studErr('stud/exchange-not-allowed', { maxExchange: 0 });
  if (state.exchanged !== 0) return studErr('stud/already-exchanged', { exchanged: state.exchanged });
  const r = exchangeAllowed({ balance: state.balance, ante: state.ante, count: count as number }, state.rules);
  return r.ok ? { ok: true, value: true } : r;
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
 * Whether the player may fold now: any time after the deal.
 *
 * @param state - The table.
 * @returns Allowed, or `stud/out-of-turn`.
 */
export function canFold(state: StudState): Allowed<StudError> {
  return state.phase === 'deciding' ? { ok: true, value: true } : outOfTurn('fold', state);
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
 * @returns `ante` (with its range) before the deal; fold, the raise if covered and the affordable
 *   exchanges while deciding; `nextRound` once settled if the balance allows another ante; nothing when
 *   the table is over.
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
  const out: StudLegalAction[] = [{ type: 'fold' }];
  if (canRaise(state).ok) out.push({ type: 'raise', amount: raiseFor(state.ante, state.rules) });
  if (state.exchanged === 0) {
    for (const count of exchangeCounts(state.rules)) {
      const fee = exchangeAllowed({ balance: state.balance, ante: state.ante, count }, state.rules);
      if (fee.ok) out.push({ type: 'exchange', count, fee: fee.value });
    }
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
