/**
 * «Покер: полный стол» — the screen over the seat model (`stud-seat.ts`): the trainee's two boxes among
 * seat players; the АНТЕ, then each box's decision in table order (the first box's cards seen while
 * deciding the second), the others played by the engine's seat players; every box's settlement shown
 * and announced.
 *
 * @module
 */
import { useMemo, useState } from 'react';
import type { Card } from '@croupier/engine/cards';
import { randomSeed } from '@croupier/engine/rng';
import type { StudBoxesAction } from '@croupier/engine/stud';
import { STUD_TABLE_RU, studCardsRu } from '@croupier/ru';
import { ChipsField, PlayError, readChips } from '../../play/parts.tsx';
import type { PlayScreenProps } from '../../play/screen.ts';
import { TableFrame } from '../TableFrame.tsx';
import '../table.css';
import {
  actSeat,
  boxLabel,
  dealSeat,
  seatInsurance,
  seatLegal,
  seatResults,
  seatView,
  startStudSeat,
  yourBalance,
  yourBox,
  type StudSeatResult,
  type StudSeatRun,
} from './stud-seat.ts';
import { StudSeatDecision } from './StudSeatDecision.tsx';
import { StudSeatFelt } from './StudSeatFelt.tsx';

/** What to announce after a step: the box due with its cards, or the dealer's hand and every result. */
function speechOf(run: StudSeatRun): string {
  const k = yourBox(run);
  const view = seatView(run);
  if (k !== null) {
    const n = run.table.boxes.slice(0, k + 1).filter((b) => b.player === view.viewer).length;
    return STUD_TABLE_RU.yourTurn(n, view.boxes[k]!.cards as readonly Card[]);
  }
  const up = view.dealer.filter((c): c is Card => c !== null);
  const dealer = up.length === 5 ? `${STUD_TABLE_RU.dealer}: ${studCardsRu(up)}. ` : '';
  return `${dealer}${seatResults(run).join('. ')}.`;
}

/** The stud full-table play mode. */
export default function PlayStudTable({ rules, onBack }: PlayScreenProps) {
  const seed = useMemo(() => new URLSearchParams(window.location.search).get('seed') ?? String(randomSeed()), []);
  const [run, setRun] = useState<StudSeatRun>(() => startStudSeat(rules.stud, seed));
  const [picked, setPicked] = useState<readonly Card[]>([]);
  const [ante, setAnte] = useState('10');
  const [error, setError] = useState('');
  const [speech, setSpeech] = useState('');
  const take = (r: StudSeatResult) => {
    if (!r.ok) return setError(r.message);
    setError('');
    setPicked([]);
    setRun(r.run);
    setSpeech(speechOf(r.run));
  };
  const deal = (text: string) => {
    const amount = readChips(text);
    if (amount === undefined) return setError(STUD_TABLE_RU.badAnte);
    setAnte(String(amount));
    take(dealSeat(run, amount));
  };
  const k = yourBox(run);
  const view = seatView(run);
  const phase = run.table.phase;
  const results = seatResults(run);
  return (
    <TableFrame title={STUD_TABLE_RU.title} intro={STUD_TABLE_RU.intro} onBack={onBack} testId="stud-table">
      <p className="context" data-testid="stud-table-balance">
        {STUD_TABLE_RU.balance(yourBalance(run))}
      </p>
      {phase !== 'betting' ? (
        <StudSeatFelt view={view} labels={run.table.boxes.map((_, i) => boxLabel(run, i))} />
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="stud-table-speech">
        {speech}
      </p>
      {k !== null ? (
        <StudSeatDecision
          cards={view.boxes[k]!.cards as readonly Card[]}
          legal={seatLegal(run)}
          insurance={seatInsurance(run)}
          picked={picked}
          onToggle={(c) => setPicked((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]))}
          onAct={(a: StudBoxesAction) => take(actSeat(run, a))}
        />
      ) : null}
      {results.length > 0 ? (
        <ul className="context" data-testid="stud-table-results">
          {results.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {phase === 'betting' || phase === 'settled' ? (
        <ChipsField
          key={`${run.table.round}-${phase}`}
          label={STUD_TABLE_RU.ante}
          button={phase === 'settled' ? STUD_TABLE_RU.next : STUD_TABLE_RU.deal}
          initial={ante}
          onSubmit={deal}
          testId="stud-table-deal"
        />
      ) : null}
      <p className="shift-muted">{STUD_TABLE_RU.keys}</p>
      <PlayError text={error || null} />
    </TableFrame>
  );
}
