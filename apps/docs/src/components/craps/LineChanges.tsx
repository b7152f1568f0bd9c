import { useMemo, useState } from 'react';
import { crapsGame } from '@croupier/engine/craps';
import { betNameRu, crapsRuleErrorRu, formatNumber } from '@croupier/ru';
import { Dice, useRound } from '@croupier/ui';
import { PresetSwitch } from './PresetSwitch';
import { betsRu, logRu, mySeat, puckSetup } from './puck';
import { LINE_STAKE, lineMoves, POINT_ROLL, toPoint, verdictRu, type LineBet } from './lineChanges';
import { RULES, type PresetId } from './rules';
import './craps.css';

/** Props of {@link LineChanges}. */
export interface LineChangesProps {
  /** The line bet: «Проходит» or «Не проходит». */
  readonly bet: LineBet;
  /** Prefix of the test ids. */
  readonly testId: string;
}

/**
 * A line bet standing on its point at an engine table (`useRound` on `crapsGame`): the bet and a come-out
 * 6 are played first, then the reader tries to raise, lower or take the bet down. Every button says what
 * the engine's guard answers now, and a refused move shows the engine's reason; the text's rules first,
 * the casino's one click away.
 *
 * @param props - See {@link LineChangesProps}.
 */
export default function LineChanges({ bet, testId }: LineChangesProps) {
  const [preset, setPreset] = useState<PresetId>('seed');
  const opening = useMemo(() => toPoint(bet), [bet]);
  const round = useRound(crapsGame, RULES[preset], {
    errorRu: crapsRuleErrorRu,
    setup: puckSetup,
    seed: 1,
    opening,
    seedLabel: 'Номер бросков',
  });
  const table = round.state;
  const seat = table ? mySeat(table) : null;
  return (
    <div className="crp-panel not-content" data-testid={testId} data-preset={preset}>
      <div className="crp-controls">
        <PresetSwitch value={preset} onChange={setPreset} name={`${testId}-preset`} />
        <p className="crp-status">
          <Dice roll={POINT_ROLL as unknown as [number, number]} size="sm" />{' '}
          <span className="crp-puck" data-on={table?.point != null} data-testid={`${testId}-puck`}>
            {table?.point == null ? 'ВЫКЛ' : `ВКЛ ${table.point}`}
          </span>{' '}
          {formatNumber(LINE_STAKE)} на {betNameRu(bet)}, выходной бросок — {POINT_ROLL[0] + POINT_ROLL[1]}: пункт. На
          столе: <b data-testid={`${testId}-bets`}>{seat ? betsRu(seat) : '—'}</b>
        </p>
      </div>
      <ul className="crp-moves">
        {lineMoves(bet).map((m) => {
          const no = table ? verdictRu(table, bet, m.change) : null;
          return (
            <li key={m.change} data-testid={`${testId}-move-${m.change}`} data-allowed={no === null}>
              <button
                type="button"
                className="crp-btn"
                disabled={!round.ready}
                onClick={() => round.apply(m.action)}
                data-testid={`${testId}-${m.change}`}
              >
                {m.label}
              </button>{' '}
              <span className={no === null ? 'crp-yes' : 'crp-no'}>{no === null ? 'можно' : `нельзя: ${no}`}</span>
            </li>
          );
        })}
      </ul>
      {round.errorText ? (
        <p className="crp-error" role="alert" data-testid={`${testId}-error`}>
          {round.errorText}
        </p>
      ) : null}
      <ol className="crp-log" reversed aria-live="polite" data-testid={`${testId}-log`}>
        {logRu(round.log, 4).map((line, i) => (
          <li key={`${round.undoable}-${i}`}>{line}</li>
        ))}
      </ol>
      <div className="crp-buttons">
        <button
          type="button"
          className="crp-btn"
          onClick={() => round.restart(1, opening)}
          data-testid={`${testId}-again`}
        >
          Сначала: ставка {formatNumber(LINE_STAKE)} и пункт 6
        </button>
      </div>
    </div>
  );
}
