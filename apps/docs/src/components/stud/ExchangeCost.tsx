import { useState } from 'react';
import { formatNumber } from '@croupier/ru';
import { exchangeInfo, readChips, SEED_RULES } from './stud';
import type { StudRules } from '@croupier/engine/stud';
import Chips from '../method/Chips';
import './stud.css';
import { ChipsInput } from '../common/fields';

/** Props of {@link ExchangeCost}. */
export interface ExchangeCostProps {
  /** The rules (default: the text's). */
  readonly rules?: StudRules;
}

/**
 * The exchange cost and the balance limit: for an ante and the player's balance, what one and two
 * cards cost and whether the engine allows them.
 */
export default function ExchangeCost({ rules = SEED_RULES }: ExchangeCostProps) {
  const [ante, setAnte] = useState('10');
  const [balance, setBalance] = useState('40');
  const info = exchangeInfo(readChips(ante), readChips(balance), rules);
  return (
    <div className="stud-panel not-content" data-testid="stud-exchange">
      <div className="stud-row">
        <label>
          АНТЕ{' '}
          <ChipsInput
            className="stud-input stud-input--short"
            value={ante}
            onChange={(t) => setAnte(t.trim())}
            testId="stud-exchange-ante"
          />
        </label>
        <label>
          На счету до АНТЕ{' '}
          <ChipsInput
            className="stud-input stud-input--short"
            value={balance}
            onChange={(t) => setBalance(t.trim())}
            testId="stud-exchange-balance"
          />
        </label>
      </div>
      {typeof info === 'string' ? (
        <p className="stud-error">{info}</p>
      ) : (
        <table className="stud-table" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Замена</th>
              <th scope="col">Плата</th>
              <th scope="col">Можно?</th>
            </tr>
          </thead>
          <tbody>
            {info.options.map((o) => (
              <tr key={o.count} data-testid={`stud-exchange-${o.count}`}>
                <td>{o.count === 1 ? 'одна карта' : 'две карты'}</td>
                <td data-testid="fee">
                  {o.fee === null ? (
                    '—'
                  ) : rules === SEED_RULES ? (
                    // Marked for the figures check under the text's rules: `stud/seed/exchange<n>/fee/<ante>`.
                    <Chips id={`stud/seed/exchange${o.count}/fee/${ante}`} value={o.fee} />
                  ) : (
                    formatNumber(o.fee)
                  )}
                </td>
                <td data-testid="allowed">
                  {o.allowed ? 'да' : 'нет'} — {o.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
