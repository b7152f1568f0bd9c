/**
 * «Блекджек: весь башмак» — the whole-shoe mode's screen over its pure model (`shoe/shoe-model.ts`): the
 * bet-ramp model from the spread worker and the index table (shipped, or computed in this browser by the
 * deviations drill) are waited for; then a shoe is dealt, whole or short, and graded at its end.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import type { IndexTableView } from '@croupier/engine/blackjack';
import { blackjackActionLabelRu, SHOE_RU } from '@croupier/ru';
import { useSpread } from '../analysis/spread.ts';
import { SpreadWait } from '../components/SpreadWait.tsx';
import { parseWholeNumber } from '../drill.ts';
import { rampSettings } from '../drills/blackjack/ramp.ts';
import { indexTableFor, loadIndexTables } from '../drills/blackjack/deviations.ts';
import { ChipsField, Choices, readChips } from '../play/parts.tsx';
import type { PlayScreenProps } from '../play/screen.ts';
import { act, answerCount, decisions, placeBet, startShoe, type ShoeRun } from '../shoe/shoe-model.ts';
import { ShoeSummary } from './ShoeSummary.tsx';
import { ShoeTable } from './ShoeTable.tsx';

/** The short shoe stops after the round in which a deck has been dealt. */
const SHORT = 52;

/** The whole-shoe mode. */
export default function PlayShoe({ rules, onBack }: PlayScreenProps) {
  const spread = useSpread(rules.blackjack);
  const [tablesLoaded, setTablesLoaded] = useState(false);
  useEffect(() => {
    void loadIndexTables().then(() => setTablesLoaded(true));
  }, []);
  const [run, setRun] = useState<ShoeRun | null>(null);
  const [error, setError] = useState('');
  const table = tablesLoaded ? indexTableFor(rules.blackjack) : undefined;

  const begin = (short: boolean) => {
    if (spread.status !== 'ready' || table === undefined) return;
    setError('');
    const config = {
      rules: rules.blackjack,
      model: spread.model,
      settings: rampSettings(),
      table: table as unknown as IndexTableView,
      seed: randomSeed(),
    };
    setRun(startShoe(short ? { ...config, stopAt: SHORT } : config));
  };
  const bet = (text: string) => {
    const amount = readChips(text);
    const next = run === null || amount === undefined ? SHOE_RU.betError : placeBet(run, amount);
    // The engine's refusal is English: the trainee reads the rule of the field instead.
    if (typeof next === 'string') setError(SHOE_RU.betError);
    else {
      setError('');
      setRun(next);
    }
  };

  let body;
  if (spread.status !== 'ready') body = <SpreadWait state={spread} />;
  else if (!tablesLoaded) body = <p role="status">{SHOE_RU.computing}</p>;
  else if (table === undefined) body = <p role="alert">{SHOE_RU.noTable}</p>;
  else if (run === null) {
    body = (
      <Choices
        label={SHOE_RU.start}
        testId="shoe-start"
        choices={[
          { id: 'whole', label: SHOE_RU.whole },
          { id: 'short', label: SHOE_RU.short },
        ]}
        onPick={(id) => begin(id === 'short')}
      />
    );
  } else if (run.phase === 'done') body = <ShoeSummary run={run} onAgain={() => setRun(null)} />;
  else {
    const open = decisions(run);
    body = (
      <>
        <ShoeTable state={run.state} />
        {run.phase === 'play' ? (
          <Choices
            label={SHOE_RU.actions}
            testId="shoe-actions"
            choices={open.map((a, i) => ({ id: String(i), label: blackjackActionLabelRu(a) }))}
            onPick={(id) => setRun(act(run, open[Number(id)]!))}
          />
        ) : null}
        {run.phase === 'bet' ? (
          <ChipsField
            key={run.bets.length}
            label={SHOE_RU.bet}
            button={run.bets.length === 0 ? SHOE_RU.deal : SHOE_RU.next}
            initial={String(run.config.settings.min)}
            onSubmit={bet}
            testId="shoe-bet"
          />
        ) : null}
        {run.phase === 'count' ? (
          <>
            <h2 className="prompt">{SHOE_RU.countPrompt}</h2>
            <ChipsField
              label={SHOE_RU.countLabel}
              button={SHOE_RU.countButton}
              onSubmit={(t) => setRun(answerCount(run, parseWholeNumber(t, true)))}
              testId="shoe-count"
            />
          </>
        ) : null}
      </>
    );
  }
  return (
    <div className="practice" data-testid="shoe">
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          {SHOE_RU.back}
        </button>
      </div>
      <section className="panel table" aria-labelledby="shoe-title">
        <h1 className="drill-kicker" id="shoe-title">
          {SHOE_RU.title}
        </h1>
        <p className="context">{SHOE_RU.intro}</p>
        {body}
        {error ? (
          <p className="analysis-error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    </div>
  );
}
