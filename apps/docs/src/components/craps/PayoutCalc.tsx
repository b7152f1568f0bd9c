import { useState } from 'react';
import type { CrapsNumber } from '@croupier/engine/craps';
import { formatChips } from '@croupier/ru';
import { CALC_KINDS, calc, kindLabel, numbersFor, type CalcKind } from './payoutCalc';
import { PresetSwitch } from './PresetSwitch';
import { RULES, type PresetId } from './rules';
import Chips from '../method/Chips';
import './craps.css';
import { ChipsInput } from '../common/fields';

/** The payout calculator for odds, place, buy, lay and hardway bets, settled by the engine. */
export default function PayoutCalc() {
  const [preset, setPreset] = useState<PresetId>('seed');
  const [kind, setKind] = useState<CalcKind>('place');
  const [n, setN] = useState<CrapsNumber>(6);
  const [stake, setStake] = useState('12');
  const numbers = numbersFor(kind);
  const number = numbers.includes(n) ? n : numbers[0]!;
  const typed = stake.trim();
  const r = calc(kind, number, /^\d+$/u.test(typed) ? Number(typed) : Number.NaN, RULES[preset]);
  // Marked for the figures check: `craps/<preset>/<kind><number>/<amount>/<stake>` (`place6`, `passOdds4`).
  const chips = (field: 'won' | 'commission' | 'handed', value: number) => (
    <Chips id={`craps/${preset}/${kind}${number}/${field}/${typed}`} value={value} text={formatChips(value)} />
  );
  return (
    <div className="crp-panel not-content" data-testid="payout-calc">
      <div className="crp-controls">
        <PresetSwitch value={preset} onChange={setPreset} name="calc-preset" />
        <label className="crp-field">
          Ставка{' '}
          <select data-testid="calc-kind" value={kind} onChange={(e) => setKind(e.target.value as CalcKind)}>
            {CALC_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
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
          Фишек <ChipsInput value={stake} onChange={setStake} testId="calc-stake" />
        </label>
      </div>
      {typeof r === 'string' ? (
        <p className="crp-error" data-testid="calc-error">
          {r}
        </p>
      ) : (
        <>
          <p data-testid="calc-sentence">{r.sentence}</p>
          <dl className="crp-result" data-testid="calc-result">
            <dt>Выплата</dt>
            <dd data-testid="calc-ratio">{r.ratio}</dd>
            <dt>Выигрыш</dt>
            <dd data-testid="calc-won">
              {chips('won', r.won)}
              {r.rounding ? <span data-testid="calc-rounding">{` (${r.rounding})`}</span> : null}
            </dd>
            {r.commission > 0 ? (
              <>
                <dt>Комиссия</dt>
                <dd data-testid="calc-commission">
                  {chips('commission', r.commission)} —{' '}
                  {r.commissionOn === 'bet' ? 'платится вместе со ставкой' : 'удерживается из выигрыша'}
                </dd>
              </>
            ) : null}
            <dt>На руки при выигрыше</dt>
            <dd data-testid="calc-handed">{chips('handed', r.handed)}</dd>
          </dl>
        </>
      )}
    </div>
  );
}
