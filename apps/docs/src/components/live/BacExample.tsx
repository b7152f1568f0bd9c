import { useId, useMemo, useState } from 'react';
import { baccaratGame, baccaratPoint, type BaccaratBet, type TableauId } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, baccaratRuleErrorRu, formatBaccaratPoint } from '@croupier/ru';
import { Hand, useRound } from '@croupier/ui';
import { betAction, coupSetup, nextAction, nextLabel, tableauRules, tellCoup } from '../baccarat/coupSteps';
import { TableauNote, TableauSelect } from '../baccarat/TableauNote';
import { ExampleFoot, useSeedList, type ExampleProps } from './Scenario';
import './live.css';

const BETS: readonly BaccaratBet[] = ['banker', 'player', 'tie'];

/** Props of {@link BacExample}. */
export interface BacExampleProps extends ExampleProps {
  /** Whether the reader picks the bet (the bets' example); otherwise 100 on Банко. */
  readonly chooseBet?: boolean;
  /** The third-card rule shown first (default the text's, `seed`; the casino's is one click away). */
  readonly tableau?: TableauId;
}

/**
 * A focused baccarat example (the text's tableau first, the casino's a click away): a seeded coup from an
 * 8-deck shoe, dealt step by step with the rule that decides each step; the bet can be picked; «Другая
 * раздача» deals the next seed that shows the rule (a natural, the player's third card, …).
 *
 * @param props - See {@link BacExampleProps}.
 */
export default function BacExample({
  seeds,
  prompt,
  chooseBet = false,
  testId,
  tableau: first = 'seed',
}: BacExampleProps) {
  const id = useId();
  const list = useSeedList(seeds);
  const [bet, setBet] = useState<BaccaratBet>('banker');
  const [tableau, setTableau] = useState<TableauId>(first);
  const rules = useMemo(() => tableauRules(tableau), [tableau]);
  const round = useRound(baccaratGame, rules, {
    errorRu: baccaratRuleErrorRu,
    setup: coupSetup,
    seed: list.seed,
    opening: [betAction(bet)],
    seedLabel: 'Номер тасовки',
  });
  const state = round.state;
  const next = state ? nextAction(state) : null;
  const dealt = state !== null && state.player.length > 0;
  const lines = round.round ? tellCoup(rules, round.round.steps) : [];
  const pick = (b: BaccaratBet) => {
    setBet(b);
    round.restart(undefined, [betAction(b)]);
  };
  const toEnd = () => {
    if (!state) return;
    const actions = [];
    let s = state;
    for (let a = nextAction(s); a; a = nextAction(s)) {
      const r = baccaratGame.apply(s, a);
      if (!r.ok) break;
      actions.push(a);
      s = r.value.state;
    }
    round.apply(...actions);
  };
  return (
    <div className="live-panel not-content" data-testid={testId} data-live-example="baccarat" data-tableau={tableau}>
      <p className="live-prompt">{prompt}</p>
      {chooseBet ? (
        <div className="live-row" role="group" aria-label="Ставка 100 на">
          <span>Ставка 100 на:</span>
          {BETS.map((b) => (
            <button
              key={b}
              type="button"
              className="live-button"
              aria-pressed={bet === b}
              onClick={() => pick(b)}
              data-testid={`${testId}-bet-${b}`}
            >
              {BACCARAT_BET_NAMES[b]}
            </button>
          ))}
        </div>
      ) : (
        <p className="live-muted">Ставка 100 на {BACCARAT_BET_NAMES.banker}.</p>
      )}
      <div className="live-row">
        <TableauSelect id={`${id}-tableau`} value={tableau} onChange={setTableau} testId={`${testId}-tableau`} plain />
      </div>
      <TableauNote tableau={tableau} />
      <div className="live-hands">
        <Hand
          caption="Игрок (Пунто)"
          size="sm"
          cards={state?.player ?? []}
          hidden={dealt ? 0 : 2}
          {...(dealt && state ? { value: formatBaccaratPoint(baccaratPoint(state.player)) } : {})}
        />
        <Hand
          caption="Крупье (Банко)"
          size="sm"
          cards={state?.banker ?? []}
          hidden={dealt ? 0 : 2}
          {...(dealt && state ? { value: formatBaccaratPoint(baccaratPoint(state.banker)) } : {})}
        />
      </div>
      <ol className="live-steps" aria-live="polite" data-testid={`${testId}-steps`}>
        {lines.map((l, i) => (
          <li key={i}>
            {l.text}
            {l.rule ? <span className="live-muted"> {l.rule}</span> : null}
          </li>
        ))}
      </ol>
      <ExampleFoot round={round} testId={testId} onOther={() => round.restart(list.next(), [betAction(bet)])}>
        <button
          type="button"
          className="live-button live-button--primary"
          disabled={next === null}
          onClick={() => next && round.apply(next)}
          data-testid={`${testId}-next`}
        >
          {state ? nextLabel(state) : 'Раздать'}
        </button>
        <button
          type="button"
          className="live-button"
          disabled={next === null}
          onClick={toEnd}
          data-testid={`${testId}-end`}
        >
          До конца кона
        </button>
      </ExampleFoot>
    </div>
  );
}
