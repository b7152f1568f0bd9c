import { useState } from 'react';
import { resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import { payoutLines } from './logic';
import './blackjack.css';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link Payouts}. */
export interface PayoutsProps {
  /** The rules (default: the text's): the ratios and the rounding of a fraction of a chip. */
  readonly rules?: BlackjackRules;
}

/**
 * The payout table as a calculator: a stake, and what a win, a blackjack and insurance on half the
 * stake pay under the rules, settled by the engine and told in one sentence each.
 */
export default function Payouts({ rules = SEED_RULES }: PayoutsProps) {
  const [text, setText] = useState('10');
  const lines = payoutLines(rules, text);
  return (
    <div className="bj-panel not-content" data-testid="bj-payouts">
      <label className="bj-row">
        Ставка:
        <input
          className="bj-input"
          inputMode="numeric"
          value={text}
          aria-invalid={!lines.ok}
          onChange={(e) => setText(e.target.value.trim())}
          data-testid="bj-payouts-stake"
        />
      </label>
      {lines.ok ? (
        <ul className="bj-evs">
          <li data-testid="bj-payouts-win">{lines.win}</li>
          <li data-testid="bj-payouts-blackjack">{lines.blackjack}</li>
          <li data-testid="bj-payouts-insurance">{lines.insurance}</li>
        </ul>
      ) : (
        <p className="bj-bad">{lines.error}</p>
      )}
    </div>
  );
}
