/**
 * «Блекджек: полный стол» — the screen over the full-table model (`play-table.ts`): the trainee picks the
 * table's size and a seat, then plays rounds among the seat players; each decision is graded (the play
 * mode's exact advice), told at once and passed to the answer log.
 *
 * @module
 */
import { useMemo, useRef, useState } from 'react';
import type { BlackjackAction } from '@croupier/engine/blackjack';
import { randomSeed } from '@croupier/engine/rng';
import { blackjackActionLabelRu, formatNet, HAND_OUTCOME_RU, seatRoleRu, TABLE_RU } from '@croupier/ru';
import { useStrategy } from '../analysis/useStrategy.ts';
import { logPlayAnswer, playAnswer } from '../play/log.ts';
import { ChipsField, Choices, PlayError, readChips } from '../play/parts.tsx';
import { verdictSpeech } from '../play/PlayShell.tsx';
import type { PlayScreenProps } from '../play/screen.ts';
import {
  act,
  decisions,
  dealerShown,
  feltBoxes,
  outcomes,
  placeBet,
  startTable,
  youOf,
  type TableRun,
} from './play-table.ts';
import { chartOf } from './seats.ts';
import { tableSpeech, whoRu } from './speech.ts';
import { TableFelt } from './TableFelt.tsx';
import { TableSetup } from './TableSetup.tsx';
import { TableFrame } from './TableFrame.tsx';

/** The full-table play mode. */
export default function PlayFullTable({ rules, onBack }: PlayScreenProps) {
  const strategy = useStrategy(rules.blackjack);
  const chart = useMemo(() => (strategy.status === 'ready' ? chartOf(strategy.table) : null), [strategy]);
  const [boxes, setBoxes] = useState(7);
  const [seat, setSeat] = useState(7);
  const [run, setRun] = useState<TableRun | null>(null);
  const [speech, setSpeech] = useState('');
  const [verdict, setVerdict] = useState('');
  const [error, setError] = useState('');
  const [bet, setBet] = useState('10');
  const askedAt = useRef(Date.now());

  const show = (next: TableRun, graded: TableRun['graded'][number] | undefined) => {
    let said = '';
    if (graded !== undefined) {
      const a = playAnswer('blackjack', graded, String(next.config.seed), Date.now(), Date.now() - askedAt.current);
      logPlayAnswer(a.record);
      said = verdictSpeech(a);
    }
    setVerdict(said);
    setSpeech(`${said} ${tableSpeech(next)}`.trim());
    askedAt.current = Date.now();
    setRun(next);
  };
  const deal = (text: string) => {
    const amount = readChips(text);
    const next = run === null || amount === undefined ? TABLE_RU.betError : placeBet(run, amount);
    if (typeof next === 'string') return setError(TABLE_RU.betError);
    setError('');
    setBet(text);
    show(next, undefined);
  };
  const decide = (action: BlackjackAction) => {
    if (run === null) return;
    const next = act(run, action);
    show(next, next.graded.length > run.graded.length ? next.graded[next.graded.length - 1] : undefined);
  };

  let body;
  if (chart === null) body = <p role="status">{TABLE_RU.computing}</p>;
  else if (run === null) {
    body = (
      <form
        className="table-setup"
        onSubmit={(e) => {
          e.preventDefault();
          setRun(startTable({ rules: rules.blackjack, boxes, seat, chart, seed: randomSeed() }));
        }}
      >
        <TableSetup
          boxes={boxes}
          seat={seat}
          withSeat
          onBoxes={(n) => (setBoxes(n), setSeat(Math.min(seat, n)))}
          onSeat={setSeat}
        />
        <button type="submit" className="btn btn--primary" data-testid="table-sit">
          {TABLE_RU.sit}
        </button>
      </form>
    );
  } else {
    const open = decisions(run);
    const s = run.state;
    const results = run.phase === 'over' ? outcomes(run) : null;
    body = (
      <>
        <p className="context">
          <span data-testid="table-seat">
            {TABLE_RU.seatName(run.config.seat)}: {seatRoleRu(run.config.seat, run.config.boxes)}.{' '}
            {TABLE_RU.chips(s.seats.find((x) => x.id === youOf(run.config))?.balance ?? 0)}
          </span>{' '}
          <button type="button" className="btn btn--ghost" onClick={() => setRun(null)}>
            {TABLE_RU.change}
          </button>
        </p>
        {s.phase === 'betting' ? null : (
          <TableFelt
            dealer={dealerShown(s).cards}
            hidden={dealerShown(s).hidden}
            boxes={feltBoxes(run)}
            testId="table-felt"
          />
        )}
        {verdict ? (
          <p className="context" data-testid="table-verdict">
            {verdict}
          </p>
        ) : null}
        {open.length > 0 ? (
          <Choices
            label={TABLE_RU.actions}
            testId="table-actions"
            choices={open.map((a, i) => ({ id: String(i), label: blackjackActionLabelRu(a) }))}
            onPick={(id) => decide(open[Number(id)]!)}
          />
        ) : null}
        {results !== null ? (
          <ul className="context" data-testid="table-outcome">
            {results.map((r) => (
              <li key={r.box}>
                {whoRu(run, r.box)}: {r.outcomes.map((o) => HAND_OUTCOME_RU[o]).join(', ')}, {formatNet(r.net)}
              </li>
            ))}
          </ul>
        ) : null}
        {run.phase !== 'play' ? (
          <ChipsField
            key={`${s.round}-${run.phase}`}
            label={TABLE_RU.bet}
            button={run.phase === 'over' ? TABLE_RU.next : TABLE_RU.deal}
            initial={bet}
            onSubmit={deal}
            testId="table-deal"
          />
        ) : null}
        <PlayError text={error || null} />
        <p className="sr-only" aria-live="polite" data-testid="table-speech">
          {speech}
        </p>
      </>
    );
  }
  return (
    <TableFrame title={TABLE_RU.title} intro={TABLE_RU.intro} onBack={onBack} testId="full-table">
      {body}
    </TableFrame>
  );
}
