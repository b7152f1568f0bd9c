/**
 * «Крэпс: полный стол» — the screen over the seat model (`craps-table.ts`): the trainee picks a place of
 * the sixteen, then bets and rolls among seven seat players; after each roll every place's result is
 * shown and announced (the dice, the puck, who won and lost what).
 *
 * @module
 */
import { useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import type { BetId } from '@croupier/engine/craps';
import {
  crapsErrorRu,
  crapsPuckRu,
  crapsRollSpeechRu,
  CRAPS_SHIFT_RU,
  CRAPS_TABLE_RU,
  formatNumber,
} from '@croupier/ru';
import { Dice } from '@croupier/ui';
import { Choices, PlayError, readChips, StakeField } from '../../play/parts.tsx';
import type { PlayScreenProps } from '../../play/screen.ts';
import { TableFrame } from '../TableFrame.tsx';
import { CrapsPlaces } from './CrapsPlaces.tsx';
import { offeredBets, placeSeatBet, rollSeat, seatBank, startCrapsSeat, type CrapsSeatRun } from './craps-table.ts';
import '../../shift/shift.css';
import '../../shift/craps/craps-shift.css';

const PLACES = Array.from({ length: 16 }, (_, i) => i + 1);

/** The seed from the address (`?seed=`), else a fresh one. */
function seedOf(): string {
  const s = new URLSearchParams(window.location.search).get('seed');
  return s ?? String(randomSeed());
}

/** The full craps table. */
export default function PlayCrapsTable({ rules, onBack }: PlayScreenProps) {
  const [place, setPlace] = useState(3);
  const [run, setRun] = useState<CrapsSeatRun | null>(null);
  const [stake, setStake] = useState('10');
  const [error, setError] = useState('');
  const [speech, setSpeech] = useState('');

  let body;
  if (run === null) {
    body = (
      <form
        className="table-setup"
        onSubmit={(e) => {
          e.preventDefault();
          setRun(startCrapsSeat({ rules: rules.craps, seed: seedOf(), you: place }));
        }}
      >
        <label className="play-field-label">
          {CRAPS_TABLE_RU.seat}{' '}
          <select value={place} onChange={(e) => setPlace(Number(e.target.value))} data-testid="craps-seat-pick">
            {PLACES.map((p) => (
              <option key={p} value={p}>
                {CRAPS_SHIFT_RU.place(p)}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="btn btn--primary" data-testid="table-sit">
          {CRAPS_TABLE_RU.sit}
        </button>
      </form>
    );
  } else {
    const offered = offeredBets(run);
    const pick = (id: string) => {
      if (id === 'roll') {
        const next = rollSeat(run);
        const last = next.last!;
        setError('');
        setSpeech(crapsRollSpeechRu({ dice: last.dice, point: next.table.point, nets: last.results }));
        return setRun(next);
      }
      const amount = readChips(stake);
      if (amount === undefined) return setError(CRAPS_TABLE_RU.betError);
      const r = placeSeatBet(run, id as BetId, amount);
      if (!r.ok) return setError(crapsErrorRu(r.error));
      setError('');
      setSpeech(`${CRAPS_TABLE_RU.placeBet(id as BetId)}: ${formatNumber(amount)}.`);
      setRun(r.run);
    };
    body = (
      <>
        <p className="context craps-shift-top" data-testid="craps-table-top">
          <span data-testid="craps-bank">{CRAPS_TABLE_RU.bank(seatBank(run))}</span>
          <span className="craps-puck" data-testid="craps-puck" data-point={run.table.point ?? ''}>
            {CRAPS_SHIFT_RU.puck}: {crapsPuckRu(run.table.point)}
          </span>
          {run.last ? (
            <span data-testid="craps-dice" data-dice={run.last.dice.join(',')}>
              <Dice roll={run.last.dice} size="md" />
            </span>
          ) : null}
        </p>
        <CrapsPlaces run={run} />
        <StakeField value={stake} onChange={setStake} />
        <Choices
          label={CRAPS_TABLE_RU.bets}
          testId="craps-table-actions"
          choices={[
            { id: 'roll', label: CRAPS_TABLE_RU.roll },
            ...offered.map((b) => ({ id: b, label: CRAPS_TABLE_RU.placeBet(b) })),
          ]}
          onPick={pick}
        />
        <p className="shift-muted">{CRAPS_TABLE_RU.keys}</p>
        <PlayError text={error || null} />
        <p className="cr-sr-only" aria-live="polite" data-testid="table-speech">
          {speech}
        </p>
      </>
    );
  }
  return (
    <TableFrame title={CRAPS_TABLE_RU.title} intro={CRAPS_TABLE_RU.intro} onBack={onBack} testId="craps-table">
      {body}
    </TableFrame>
  );
}
