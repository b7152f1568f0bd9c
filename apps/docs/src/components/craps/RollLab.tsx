import { useState } from 'react';
import { Dice } from '@croupier/ui';
import type { CrapsNumber } from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { DicePicker } from './DicePicker';
import { PresetSwitch } from './PresetSwitch';
import { formatSigned } from '@croupier/ru';
import { resolveLayout } from './rollLab';
import { RULES, type PresetId } from './rules';
import './craps.css';

const POINTS: readonly CrapsNumber[] = [4, 5, 6, 8, 9, 10];

/**
 * The roll lab: a layout with one bet of every kind; put the puck where you like, pick or roll the
 * dice, and see what the roll does to each bet (the engine's resolution table and settlement).
 */
export default function RollLab() {
  const [preset, setPreset] = useState<PresetId>('seed');
  const [point, setPoint] = useState<CrapsNumber | null>(null);
  const [dice, setDice] = useState<[number, number]>([3, 4]);
  const rows = resolveLayout(point, dice as unknown as DiceRoll, RULES[preset]);
  const total = rows.reduce((a, r) => a + r.net, 0);
  return (
    <div className="crp-panel not-content" data-testid="roll-lab">
      <div className="crp-controls">
        <PresetSwitch value={preset} onChange={setPreset} name="lab-preset" />
        <label className="crp-field">
          Шайба{' '}
          <select
            data-testid="lab-point"
            value={point ?? 'off'}
            onChange={(e) => setPoint(e.target.value === 'off' ? null : (Number(e.target.value) as CrapsNumber))}
          >
            <option value="off">ВЫКЛ — выходной бросок</option>
            {POINTS.map((p) => (
              <option key={p} value={p}>
                ВКЛ — пункт {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DicePicker dice={dice} onChange={setDice} id="lab" />
      <p className="crp-roll" data-testid="lab-roll">
        <Dice roll={dice} size="lg" />{' '}
        <span className="crp-puck" data-on={point !== null}>
          {point === null ? 'ВЫКЛ' : `ВКЛ ${point}`}
        </span>
      </p>
      <table className="crp-table">
        <thead>
          <tr>
            <th scope="col">Ставка</th>
            <th scope="col">Фишек</th>
            <th scope="col">Что сделал бросок</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`lab-${r.id}`} data-outcome={r.outcome} className={`crp-${r.outcome}`}>
              <td>{r.name}</td>
              <td>{r.stake}</td>
              <td>{r.text}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>Итог броска для игрока</td>
            <td data-testid="lab-total">{formatSigned(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
