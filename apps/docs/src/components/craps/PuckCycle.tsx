import { useState } from 'react';
import { Dice, RoundControls, useRound } from '@croupier/ui';
import { crapsGame } from '@croupier/engine/craps';
import type { DiceRoll } from '@croupier/engine';
import { crapsRuleErrorRu, formatNumber } from '@croupier/ru';
import { DicePicker } from './DicePicker';
import { PresetSwitch } from './PresetSwitch';
import { betsRu, logRu, maxPassOdds, ME, mySeat, puckSetup } from './puck';
import { RULES, type PresetId } from './rules';
import './craps.css';

/**
 * The come-out/point cycle with the puck, at an engine table (`useRound` on `crapsGame`): bet
 * «Проходит» or «Не проходит», take odds, roll the chosen dice or the table's own (from its seed, shown
 * and settable), and try to take the pass bet down after the point — allowed by the text, refused by the
 * casino's contract rule.
 */
export default function PuckCycle() {
  const [preset, setPreset] = useState<PresetId>('seed');
  const round = useRound(crapsGame, RULES[preset], {
    errorRu: crapsRuleErrorRu,
    setup: puckSetup,
    seedLabel: 'Номер бросков',
  });
  const [dice, setDice] = useState<[number, number]>([2, 4]);
  const table = round.state;
  const seat = table ? mySeat(table) : null;
  const odds = maxPassOdds(round.legal);
  const ready = round.ready;
  return (
    <div className="crp-panel not-content" data-testid="puck-cycle">
      <div className="crp-controls">
        <PresetSwitch value={preset} onChange={setPreset} name="puck-preset" />
        <p className="crp-status">
          <span className="crp-puck" data-on={table?.point != null} data-testid="puck">
            {table?.point == null ? 'ВЫКЛ' : `ВКЛ ${table.point}`}
          </span>{' '}
          {table?.point == null ? 'следующий бросок — выходной' : `пункт ${table.point}`} · фишек у игрока:{' '}
          <b data-testid="puck-bank">{seat ? formatNumber(seat.bank) : '—'}</b>
        </p>
      </div>
      <div className="crp-buttons">
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-pass"
          disabled={!ready}
          onClick={() => round.apply({ type: 'bet', player: ME, bet: 'pass', amount: 10 })}
        >
          +10 на «Проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-dontPass"
          disabled={!ready}
          onClick={() => round.apply({ type: 'bet', player: ME, bet: 'dontPass', amount: 10 })}
        >
          +10 на «Не проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="bet-odds"
          disabled={odds === 0}
          onClick={() => round.apply({ type: 'bet', player: ME, bet: 'passOdds', amount: odds })}
        >
          Свободные шансы{odds ? ` (+${formatNumber(odds)})` : ''}
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="remove-pass"
          disabled={!ready}
          onClick={() => round.apply({ type: 'remove', player: ME, bet: 'pass' })}
        >
          Снять «Проходит»
        </button>
        <button
          type="button"
          className="crp-btn"
          data-testid="reduce-dontPass"
          disabled={!ready}
          onClick={() => round.apply({ type: 'reduce', player: ME, bet: 'dontPass', amount: 5 })}
        >
          −5 с «Не проходит»
        </button>
      </div>
      <DicePicker
        dice={dice}
        onChange={setDice}
        id="puck"
        randomLabel="Бросок стола (по номеру бросков)"
        onRandom={() => round.apply({ type: 'roll' })}
      />
      <div className="crp-buttons">
        <button
          type="button"
          className="crp-btn crp-btn--main"
          data-testid="puck-roll"
          disabled={!ready}
          onClick={() => round.apply({ type: 'roll', dice: dice as unknown as DiceRoll })}
        >
          Бросить <Dice roll={dice} size="sm" />
        </button>
      </div>
      {round.errorText ? (
        <p className="crp-error" role="alert" data-testid="puck-error">
          {round.errorText}
        </p>
      ) : null}
      <p data-testid="puck-bets">На столе: {seat ? betsRu(seat) : 'ставок нет'}</p>
      <ol className="crp-log" data-testid="puck-log" reversed aria-live="polite">
        {logRu(round.log).map((line, i) => (
          <li key={`${round.undoable}-${i}`}>{line}</li>
        ))}
      </ol>
      <RoundControls round={round} seedLabel="Номер бросков" newLabel="Новый стол" testId="puck" />
    </div>
  );
}
