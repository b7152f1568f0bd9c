import { useState } from 'react';
import { exchangeInfo } from './stud';
import './stud.css';

/**
 * The exchange cost and the balance limit: for an ante and the player's balance, what one and two
 * cards cost and whether the engine allows them.
 */
export default function ExchangeCost() {
  const [ante, setAnte] = useState('10');
  const [balance, setBalance] = useState('40');
  const info = exchangeInfo(Number(ante), Number(balance));
  return (
    <div className="stud-panel not-content" data-testid="stud-exchange">
      <div className="stud-row">
        <label>
          АНТЕ{' '}
          <input
            className="stud-input stud-input--short"
            inputMode="numeric"
            value={ante}
            onChange={(e) => setAnte(e.target.value.trim())}
            data-testid="stud-exchange-ante"
          />
        </label>
        <label>
          На счету до АНТЕ{' '}
          <input
            className="stud-input stud-input--short"
            inputMode="numeric"
            value={balance}
            onChange={(e) => setBalance(e.target.value.trim())}
            data-testid="stud-exchange-balance"
          />
        </label>
      </div>
      {typeof info === 'string' ? (
        <p className="stud-error">{info}</p>
      ) : (
        <table className="stud-table">
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
                <td data-testid="fee">{o.fee ?? '—'}</td>
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
