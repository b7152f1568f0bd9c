/**
 * «Баккара: ваше место за полным столом» — the screen over the seat model (`baccarat-seat.ts`): the
 * trainee picks one of the fourteen seats, then bets coup after coup among the seat players; the engine
 * deals and settles, the felt shows both hands and every seat's bets, the results come in the table's
 * order, and the live region says whose turn it is, what was dealt and what is owed.
 *
 * @module
 */
import { useState } from 'react';
import type { BaccaratMainBet } from '@croupier/engine/baccarat';
import { randomSeed } from '@croupier/engine/rng';
import { BACCARAT_BET_NAMES, BACCARAT_TABLE_RU as RU } from '@croupier/ru';
import { Choices, PlayError, readChips, StakeField } from '../../play/parts.tsx';
import type { PlayScreenProps } from '../../play/screen.ts';
import { TableFrame } from '../TableFrame.tsx';
import { NumberRadios } from '../TableSetup.tsx';
import { playCoup, startSeat, yourChips, type SeatRun } from './baccarat-seat.ts';
import { BaccaratFelt } from './BaccaratFelt.tsx';
import { SEATS } from './seat-players.ts';
import { moveRu, seatSpeech, whoRu } from './speech.ts';
import '../table.css';

const BETS: readonly BaccaratMainBet[] = ['banker', 'player', 'tie'];

/** The seed of the table: `?seed=` replays one, else a fresh one. */
function seedOf(): string {
  const given = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('seed');
  return given ?? String(randomSeed());
}

/** The full baccarat table's player seat. */
export default function PlayBaccaratTable({ rules, onBack }: PlayScreenProps) {
  const [seat, setSeat] = useState(7);
  const [run, setRun] = useState<SeatRun | null>(null);
  const [stake, setStake] = useState('100');
  const [error, setError] = useState('');
  const [speech, setSpeech] = useState('');

  const sit = () => {
    const next = startSeat({ rules: rules.baccarat, seat, seed: seedOf() });
    setRun(next);
    setSpeech(seatSpeech(next));
  };
  const bet = (which: BaccaratMainBet) => {
    if (run === null) return;
    const amount = readChips(stake);
    const r = amount === undefined ? null : playCoup(run, which, amount);
    if (r === null || !r.ok) return setError(r === null ? RU.betError : r.message);
    setError('');
    setRun(r.run);
    setSpeech(seatSpeech(r.run));
  };

  let body;
  if (run === null) {
    body = (
      <form className="table-setup" onSubmit={(e) => (e.preventDefault(), sit())}>
        <NumberRadios legend={RU.seat} name="seat" max={SEATS} value={seat} onChange={setSeat} />
        <button type="submit" className="btn btn--primary" data-testid="table-sit">
          {RU.sit}
        </button>
      </form>
    );
  } else {
    body = (
      <>
        <p className="context">
          <span data-testid="table-seat">{RU.yourSeat(run.config.seat, yourChips(run))}</span>{' '}
          <button type="button" className="btn btn--ghost" onClick={() => setRun(null)}>
            {RU.change}
          </button>
        </p>
        <BaccaratFelt run={run} />
        {run.results.length > 0 ? (
          <section aria-labelledby="bac-results-h">
            <h2 className="drill-kicker" id="bac-results-h">
              {RU.results}
            </h2>
            <ol className="context bac-results" data-testid="table-outcome">
              {run.results.map((r, i) => (
                <li key={i} className={r.you ? 'bac-results__you' : undefined} data-move={r.move} data-won={r.won}>
                  {RU.result(whoRu(r), r.bet, r.stake, r.net)} ({moveRu(r)})
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <div className="play-bet">
          <StakeField value={stake} onChange={setStake} />
          <Choices
            label={RU.betOn}
            testId="table-bet"
            choices={BETS.map((b) => ({ id: b, label: `${BACCARAT_BET_NAMES[b]} — ${RU.betOn.toLowerCase()}` }))}
            onPick={(id) => bet(id as BaccaratMainBet)}
          />
        </div>
        <PlayError text={error || null} />
      </>
    );
  }
  return (
    <TableFrame title={RU.title} intro={RU.intro} onBack={onBack} testId="baccarat-table">
      {body}
      <p className="sr-only" aria-live="polite" data-testid="table-speech">
        {speech}
      </p>
    </TableFrame>
  );
}
