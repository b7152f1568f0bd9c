import { useState } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { payoutRu } from './logic';
import './blackjack.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/**
 * The payout table as a calculator: a stake, and what a win (1:1), a blackjack (3:2) and insurance
 * (2:1 on half the stake) pay, with the money rule for odd stakes.
 */
export default function Payouts() {
  const [text, setText] = useState('10');
  const stake = /^\d+$/.test(text) ? Number(text) : NaN;
  const ok = Number.isSafeInteger(stake) && stake > 0;
  const half = ok ? Math.floor(stake / 2) : 0;
  return (
    <div className="bj-panel not-content" data-testid="bj-payouts">
      <label className="bj-row">
        Ставка:
        <input
          className="bj-input"
          inputMode="numeric"
          value={text}
          aria-invalid={!ok}
          onChange={(e) => setText(e.target.value.trim())}
          data-testid="bj-payouts-stake"
        />
      </label>
      {ok ? (
        <ul className="bj-evs">
          <li data-testid="bj-payouts-win">{payoutRu(RULES, stake, 'win').text}</li>
          <li data-testid="bj-payouts-blackjack">{payoutRu(RULES, stake, 'blackjack').text}</li>
          <li data-testid="bj-payouts-insurance">
            {half > 0
              ? `Страховка стоит половину ставки, ${half}. ${payoutRu(RULES, half, 'insurance').text}`
              : 'Половина ставки 1 — меньше фишки: страховку купить нельзя.'}
          </li>
        </ul>
      ) : (
        <p className="bj-bad">Ставка — целое число фишек больше нуля.</p>
      )}
    </div>
  );
}
