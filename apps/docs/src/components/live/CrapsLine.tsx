import { crapsGame, resolveRulesOrThrow, seatOf } from '@croupier/engine/craps';
import { betNameRu, crapsEventRu, crapsRuleErrorRu } from '@croupier/ru';
import { Dice, useRound } from '@croupier/ui';
import { CRAPS_SEAT, CRAPS_STAKE, crapsSetup, type CrapsLineBet } from './tables';
import { ExampleFoot, useSeedList, type ExampleProps } from './Scenario';
import './live.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link CrapsLine}. */
export interface CrapsLineProps extends ExampleProps {
  /** The line bet. */
  readonly bet: CrapsLineBet;
}

/**
 * A line bet from its come-out roll to its decision under the text's rules: «Бросить» rolls the table's
 * seeded dice, the puck and the bet follow, every roll is told; «Другие броски» takes the next seed.
 *
 * @param props - See {@link CrapsLineProps}.
 */
export default function CrapsLine({ bet, seeds, prompt, testId }: CrapsLineProps) {
  const list = useSeedList(seeds);
  const opening = [{ type: 'bet', player: CRAPS_SEAT, bet, amount: CRAPS_STAKE }] as const;
  const round = useRound(crapsGame, RULES, {
    errorRu: crapsRuleErrorRu,
    setup: crapsSetup,
    seed: list.seed,
    opening,
    seedLabel: 'Номер бросков',
  });
  const state = round.state;
  const onTable = state ? (seatOf(state, CRAPS_SEAT)?.bets[bet] ?? 0) > 0 : false;
  const lines = round.log.map(crapsEventRu).filter((x): x is string => x !== null);
  const roll = () => (onTable ? round.apply({ type: 'roll' }) : round.apply(...opening, { type: 'roll' }));
  return (
    <div className="live-panel not-content" data-testid={testId} data-live-example="craps">
      <p className="live-prompt">
        {prompt} Ставка {CRAPS_STAKE} на {betNameRu(bet)}, правила текста.
      </p>
      <div className="live-row">
        {state?.lastRoll ? <Dice roll={state.lastRoll} /> : <span className="live-muted">Кости ещё не брошены.</span>}
        <span data-testid={`${testId}-puck`}>
          {state?.phase === 'point' ? `Шайба «ВКЛ» на ${state.point}` : 'Шайба «ВЫКЛ»: выходной бросок'}
        </span>
      </div>
      <ol className="live-steps" aria-live="polite" data-testid={`${testId}-log`}>
        {lines.slice(-8).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
      <ExampleFoot round={round} testId={testId} onOther={() => round.restart(list.next())} dice>
        <button
          type="button"
          className="live-button live-button--primary"
          onClick={roll}
          data-testid={`${testId}-roll`}
        >
          {onTable ? 'Бросить' : 'Поставить снова и бросить'}
        </button>
      </ExampleFoot>
    </div>
  );
}
