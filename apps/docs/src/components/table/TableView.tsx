import { useState } from 'react';
import { Dice, Hand } from '@croupier/ui';
import { TABLE_UI_RU, tableStepRu } from '@croupier/ru';
import { currentFrame, isDone, startTable, stepTable, type FullTableState, type TableModel } from './fullTable';
import '../live/live.css';
import './table.css';

/** Props of {@link TableView}. */
export interface TableViewProps {
  /** The game's model (`blackjackTableModel`, …). */
  readonly model: TableModel;
  /** The first shuffle. */
  readonly seed: number;
  /** Prefix of the test ids. */
  readonly testId: string;
  /** The table's name for screen readers. */
  readonly label: string;
}

/**
 * A round at a full table, stepped one dealer's or player's action at a time: the seats laid out, who
 * acts and what happens (announced in a live region), «Дальше», «До конца» and «Сдать заново» (the
 * next shuffle). Loaded by `FullTable` after the first render.
 *
 * @param props - See {@link TableViewProps}.
 */
export default function TableView({ model, seed, testId, label }: TableViewProps) {
  const [state, setState] = useState<FullTableState>(() => startTable(model, seed));
  const frame = currentFrame(state);
  const done = isDone(state);
  return (
    <section
      className="ft not-content"
      aria-label={label}
      data-testid={testId}
      data-seed={state.seed}
      data-ready="true"
    >
      <p className="ft-muted ft-note" data-testid={`${testId}-note`}>
        {model.note}
      </p>
      <div className="ft-centre">
        {frame.dice ? <Dice roll={frame.dice} size="sm" /> : null}
        {frame.centre.map((h) => (
          <Hand
            key={h.caption}
            cards={h.cards}
            hidden={h.hidden ?? 0}
            caption={h.caption}
            value={h.value || undefined}
            tone={h.tone}
            size="sm"
          />
        ))}
      </div>
      <ol className="ft-seats" aria-label={TABLE_UI_RU.table}>
        {frame.seats.map((s) => (
          <li
            key={s.id}
            className={`ft-seat${frame.active === s.id ? ' ft-seat--active' : ''}`}
            aria-current={frame.active === s.id ? 'true' : undefined}
            data-testid={`${testId}-seat`}
          >
            <span className="ft-seat__name">{s.label}</span>
            {s.stake ? <span className="ft-seat__stake">{s.stake}</span> : null}
            {s.hands.map((h, i) => (
              <Hand key={i} cards={h.cards} caption={h.caption || undefined} value={h.value} tone={h.tone} size="sm" />
            ))}
            {s.note ? <span className={`ft-seat__note ft-tone--${s.tone}`}>{s.note}</span> : null}
          </li>
        ))}
      </ol>
      <p
        className="ft-say"
        aria-live="polite"
        data-testid={`${testId}-say`}
        data-part={frame.part}
        data-at={state.at}
        data-done={done}
      >
        <strong>{frame.who}:</strong> {frame.what}
        <span className="ft-step">
          {' '}
          ({tableStepRu(state.at + 1, state.frames.length)}
          {done ? `. ${TABLE_UI_RU.done}` : ''})
        </span>
      </p>
      <div className="ft-row">
        <button
          type="button"
          className="live-button live-button--primary"
          disabled={done}
          onClick={() => setState((s) => stepTable(model, s, { type: 'next' }))}
          data-testid={`${testId}-next`}
        >
          {TABLE_UI_RU.next}
        </button>
        <button
          type="button"
          className="live-button"
          disabled={done}
          onClick={() => setState((s) => stepTable(model, s, { type: 'end' }))}
          data-testid={`${testId}-end`}
        >
          {TABLE_UI_RU.end}
        </button>
        <button
          type="button"
          className="live-button"
          onClick={() => setState((s) => stepTable(model, s, { type: 'redeal', seed: s.seed + 1 }))}
          data-testid={`${testId}-redeal`}
        >
          {TABLE_UI_RU.redeal}
        </button>
        <span className="ft-muted">
          {TABLE_UI_RU.seed}
          {state.seed}
        </span>
      </div>
    </section>
  );
}
