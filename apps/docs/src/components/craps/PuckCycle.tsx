import { useState } from 'react';
import { Dice } from '@croupier/ui';
import type { DiceRoll } from '@croupier/engine';
import { DicePicker } from './DicePicker';
import { PresetSwitch } from './PresetSwitch';
import { initialPuck, maxPassOdds, ME, mySeat, step, type PuckState } from './puck';
import { betNameRu } from './ru';
import { RULES, type PresetId } from './rules';
import './craps.css';

/**
 * The come-out/point cycle with the puck, at a real engine table: bet «Проходит» or «Не проходит»,
 * take odds, roll, and try to take the pass bet down after the point — allowed by the text, refused by
 * the casino's contract rule.
 */
export default function PuckCycle() {
  const [preset, setPreset] = useState<PresetId>('seed');
  const [s, setS] = useState<PuckState>(() => initialPuck(RULES.seed));
  const [dice, setDice] = useState<[number, number]>([2, 4]);
  const seat = mySeat(s);
  const bets = Object.entries(seat.bets).filter(([, v]) => (v ?? 0) > 0);
  const act = (a: Parameters<typeof step>[1]) => setS((cur) => step(cur, a));
  const odds = maxPassOdds(s.table);
  return (
    <div className="crp-panel not-content" data-testid="puck-cycle">
      <div className="crp-controls">
        <PresetSwitch
          value={preset}
          onChange={(p) => {
            setPreset(p);
            setS(initialPuck(RULES[p]));
          }}
          name="puck-preset"
        />
        <p className="crp-status">
          <span className="crp-puck" data-on={s.table.point !== null} data-testid="puck">
            {s.table.point === null ? 'ВЫКЛ' : `ВКЛ ${s.table.point}`}
          </span>{' '}
          {s.table.point === null ? 'следующий бросок — выходной' : `пункт ${s.table.point}`} · фишек у игрока:{' '}
          <b data-testid="puck-bank">{seat.bank}</b>
        </p>
      </div>
      <div className="crp-buttons">
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-pass"
          onClick={() => act({ type: 'bet', player: ME, bet: 'pass', amount: 10 })}
        >
          +10 на «Проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-dontPass"
          onClick={() => act({ type: 'bet', player: ME, bet: 'dontPass', amount: 10 })}
        >
          +10 на «Не проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-odds"
          disabled={odds === 0}
          onClick={() => act({ type: 'bet', player: ME, bet: 'passOdds', amount: odds })}
        >
          Свободные шансы{odds ? ` (+${odds})` : ''}
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="remove-pass"
          onClick={() => act({ type: 'remove', player: ME, bet: 'pass' })}
        >
          Снять «Проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="reduce-dontPass"
          onClick={() => act({ type: 'reduce', player: ME, bet: 'dontPass', amount: 5 })}
        >
          −5 с «Не проходит»
        </button>
      </div>
      <DicePicker dice={dice} onChange={setDice} id="puck" randomLabel="Случайные кости" />
      <div className="crp-buttons">
        <button
          type="button"
          className="crp-btn crp-btn--main"
          data-testid="puck-roll"
          onClick={() => act({ type: 'roll', dice: dice as unknown as DiceRoll })}
        >
          Бросить <Dice roll={dice} size="sm" />
        </button>
      </div>
      {s.error ? (
        <p className="crp-error" role="alert" data-testid="puck-error">
          {s.error}
        </p>
      ) : null}
      <p data-testid="puck-bets">
        На столе:{' '}
        {bets.length === 0 ? 'ставок нет' : bets.map(([id, v]) => `${betNameRu(id as never)} ${v}`).join(', ')}
      </p>
      <ol className="crp-log" data-testid="puck-log" reversed>
        {s.log.map((line, i) => (
          <li key={`${s.table.rolls}-${i}`}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
