import { useState } from 'react';
import { formatNumber } from '@croupier/ru';
import { payouts, readChips, SEED_RULES } from './stud';
import type { StudRules } from '@croupier/engine/stud';
import Chips from '../method/Chips';
import './stud.css';
import { ChipsInput } from '../common/fields';

/** Props of {@link PayoutCalc}. */
export interface PayoutCalcProps {
  /** The rules (default: the text's). */
  readonly rules?: StudRules;
}

/**
 * The payout calculator: for an ante, what each combination wins when the dealer qualifies and loses
 * (the ante 1:1 and the СТАВКА, twice the ante, by the table), settled by the engine.
 */
export default function PayoutCalc({ rules = SEED_RULES }: PayoutCalcProps) {
  const [ante, setAnte] = useState('10');
  const table = payouts(readChips(ante), rules);
  // Marked for the figures check under the text's rules: `stud/seed/<combination>/won/<ante>`, the raise.
  const chips = (what: string, value: number, field = 'won') =>
    rules === SEED_RULES ? <Chips id={`stud/seed/${what}/${field}/${ante}`} value={value} /> : formatNumber(value);
  return (
    <div className="stud-panel not-content" data-testid="stud-payouts">
      <label className="stud-row">
        АНТЕ{' '}
        <ChipsInput
          className="stud-input stud-input--short"
          value={ante}
          invalid={!table.ok}
          onChange={(t) => setAnte(t.trim())}
          testId="stud-payouts-ante"
        />
        {table.ok ? <span className="stud-muted">СТАВКА {chips('ante', table.raise, 'raise')}</span> : null}
      </label>
      {table.ok ? (
        <table className="stud-table" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Комбинация</th>
              <th scope="col">СТАВКА оплачивается</th>
              <th scope="col">Общий выигрыш (АНТЕ 1:1 + СТАВКА)</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.category} data-testid={`stud-pay-${r.category}`}>
                <td>{r.name}</td>
                <td>{r.pays}</td>
                <td data-testid="won">{chips(r.category, r.won)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="stud-error">{table.error}</p>
      )}
      {table.ok ? (
        <p className="stud-muted" data-testid="stud-payouts-nogame">
          У дилера «нет игры»: выигрыш {chips('noGame', table.noGame)} (АНТЕ 1:1), СТАВКА {formatNumber(table.raise)}{' '}
          возвращается, какие бы карты ни были у игрока.
        </p>
      ) : null}
    </div>
  );
}
