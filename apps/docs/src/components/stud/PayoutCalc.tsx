import { useState } from 'react';
import { formatNumber } from '@croupier/ru';
import { payouts, readChips, SEED_RULES } from './stud';
import type { StudRules } from '@croupier/engine/stud';
import './stud.css';

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
  return (
    <div className="stud-panel not-content" data-testid="stud-payouts">
      <label className="stud-row">
        АНТЕ{' '}
        <input
          className="stud-input stud-input--short"
          inputMode="numeric"
          value={ante}
          aria-invalid={!table.ok}
          onChange={(e) => setAnte(e.target.value.trim())}
          data-testid="stud-payouts-ante"
        />
        {table.ok ? <span className="stud-muted">СТАВКА {formatNumber(table.raise)}</span> : null}
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
                <td data-testid="won">{formatNumber(r.won)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="stud-error">{table.error}</p>
      )}
      {table.ok ? (
        <p className="stud-muted" data-testid="stud-payouts-nogame">
          У дилера «нет игры»: выигрыш {formatNumber(table.noGame)} (АНТЕ 1:1), СТАВКА {formatNumber(table.raise)}{' '}
          возвращается, какие бы карты ни были у игрока.
        </p>
      ) : null}
    </div>
  );
}
