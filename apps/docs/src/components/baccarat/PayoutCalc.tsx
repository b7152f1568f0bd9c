import { useId, useState } from 'react';
import { resolveRulesOrThrow, type BaccaratRules } from '@croupier/engine/baccarat';
import { formatChips } from '@croupier/ru';
import { Chip } from '@croupier/ui';
import { readPayouts } from './payouts';
import Chips from '../method/Chips';
import './baccarat.css';
import { ChipsInput } from '../common/fields';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link PayoutCalc}. */
export interface PayoutCalcProps {
  /** The rules (default: the text's three bets, the fraction of a chip kept by the house). */
  readonly rules?: BaccaratRules;
}

/**
 * The payouts example: type a stake and see what Банко (19:20), Пунто (1:1) and ничья (8:1) pay, with
 * the fraction of a chip shown where 19:20 does not come out whole.
 */
export default function PayoutCalc({ rules = SEED_RULES }: PayoutCalcProps) {
  const id = useId();
  const [text, setText] = useState('25');
  const reading = readPayouts(text, rules);
  const stake = Number(text.trim());
  // The amounts are marked for the figures check under the text's rules (the page's), by the preset's name.
  const chips = (bet: string, field: 'win' | 'back', value: number) =>
    rules === SEED_RULES ? (
      <Chips id={`baccarat/seed/${bet}/${field}/${stake}`} value={value} text={formatChips(value)} />
    ) : (
      formatChips(value)
    );
  return (
    <div className="bac-panel not-content" data-testid="bac-payouts">
      <div className="bac-row">
        <label htmlFor={`${id}-stake`} className="bac-label">
          Ставка, фишек
        </label>
        <ChipsInput
          id={`${id}-stake`}
          className="bac-input"
          value={text}
          invalid={!reading.ok}
          onChange={setText}
          testId="bac-stake"
        />
        {reading.ok ? <Chip value={stake} size="sm" /> : null}
        {[20, 25, 10, 100].map((s) => (
          <button key={s} type="button" className="bac-button" onClick={() => setText(String(s))}>
            {s}
          </button>
        ))}
      </div>
      {reading.ok ? (
        <table className="bac-table" data-testid="bac-payout-table" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">Ставка</th>
              <th scope="col">Выплата</th>
              <th scope="col">Расчёт</th>
              <th scope="col">Выигрыш</th>
              <th scope="col">Вернётся всего</th>
            </tr>
          </thead>
          <tbody>
            {reading.lines.map((l) => (
              <tr key={l.bet} data-testid={`bac-payout-${l.bet}`}>
                <th scope="row">{l.name}</th>
                <td>{l.ratio}</td>
                <td>
                  {l.worked}
                  {l.rounding ? (
                    <div className="bac-muted" data-testid={`bac-rounding-${l.bet}`}>
                      {l.rounding}
                    </div>
                  ) : null}
                </td>
                <td data-testid={`bac-win-${l.bet}`}>{chips(l.bet, 'win', l.win)}</td>
                <td>{chips(l.bet, 'back', l.back)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="bac-error" role="alert" data-testid="bac-stake-error">
          {reading.error}
        </p>
      )}
      <p className="bac-muted" data-testid="bac-payout-tie-note">
        {rules.tiePushes
          ? 'При ничьей ставки на Банко и Пунто возвращаются (текст об этом молчит, так делают все казино).'
          : 'При ничьей ставки на Банко и Пунто проигрывают.'}
      </p>
    </div>
  );
}
