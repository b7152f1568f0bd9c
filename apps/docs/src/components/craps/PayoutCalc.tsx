import { useState } from 'react';
import type { CrapsNumber } from '@croupier/engine/craps';
import { CALC_KINDS, calc, numbersFor, type CalcKind } from './payoutCalc';
import { PresetSwitch } from './PresetSwitch';
import { chipsRu } from './ru';
import { RULES, type PresetId } from './rules';
import './craps.css';

/** The payout calculator for odds, place, buy, lay and hardway bets. */
export default function PayoutCalc() {
  const [preset, setPreset] = useState<PresetId>('seed');
  const [kind, setKind] = useState<CalcKind>('place');
  const [n, setN] = useState<CrapsNumber>(6);
  const [stake, setStake] = useState('12');
  const numbers = numbersFor(kind);
  const number = numbers.includes(n) ? n : numbers[0]!;
  const r = calc(kind, number, Number(stake), RULES[preset]);
  return (
    <div className="crp-panel not-content" data-testid="payout-calc">
      <div className="crp-controls">
        <PresetSwitch value={preset} onChange={setPreset} name="calc-preset" />
        <label className="crp-field">
          Ставка{' '}
          <select data-testid="calc-kind" value={kind} onChange={(e) => setKind(e.target.value as CalcKind)}>
            {CALC_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="crp-field">
          Число{' '}
          <select
            data-testid="calc-number"
            value={number}
            onChange={(e) => setN(Number(e.target.value) as CrapsNumber)}
          >
            {numbers.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label className="crp-field">
          Фишек{' '}
          <input
            data-testid="calc-stake"
            type="number"
            min={1}
            step={1}
            value={stake}
            onChange={(e) => setStake(e.target.value)}
          />
        </label>
      </div>
      {r === null ? (
        <p className="crp-error" data-testid="calc-error">
          Ставка — целое число фишек, не меньше одной.
        </p>
      ) : (
        <dl className="crp-result" data-testid="calc-result">
          <dt>Выплата</dt>
          <dd data-testid="calc-ratio">{r.ratio}</dd>
          <dt>Выигрыш</dt>
          <dd data-testid="calc-won">
            {chipsRu(r.won)}
            {r.kept ? ` (точно ${r.exact}; дробную часть, ${r.kept} фишки, стол не платит)` : ''}
          </dd>
          {r.commission > 0 ? (
            <>
              <dt>Комиссия</dt>
              <dd data-testid="calc-commission">
                {r.commission} — {r.commissionOn === 'bet' ? 'платится вместе со ставкой' : 'удерживается из выигрыша'}
              </dd>
            </>
          ) : null}
          <dt>На руки при выигрыше</dt>
          <dd data-testid="calc-handed">{chipsRu(r.handed)}</dd>
        </dl>
      )}
    </div>
  );
}
