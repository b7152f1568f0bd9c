/**
 * The item on the practice screen: the question, the cards or dice, the picture and the context, and the
 * answer widget of its kind (choice buttons, chips, error spotting, a number field).
 *
 * @module
 */
import { Dice, Hand } from '@croupier/ui';
import { PRACTICE_ITEM_RU as RU } from '@croupier/ru/trainer/practice';
import type { DrillItem } from '../drill.ts';
import { ChipAnswer } from './ChipAnswer.tsx';
import { ItemVisual } from './CountVisual.tsx';
import {
  choiceMark,
  fieldText,
  isSolving,
  seedOf,
  verdictOf,
  type PracticeAction,
  type PracticeState,
} from './practice-model.ts';
import { SpotAnswer } from './SpotAnswer.tsx';
import type { RunRefs } from './usePractice.ts';

/** Props of the item's views. */
interface ItemProps {
  readonly run: PracticeState;
  readonly item: DrillItem;
  readonly dispatch: (action: PracticeAction) => void;
  readonly refs: RunRefs;
}

/**
 * The item: question, table, picture, context and the answer.
 *
 * @param props - The run, its item, its dispatch and the elements focus goes to.
 */
export function PracticeItem({ run, item, dispatch, refs }: ItemProps) {
  const spot = item.answer.kind === 'spot';
  return (
    <>
      <h1 className="prompt" id="prompt" data-testid="prompt" data-key={item.key} tabIndex={-1} ref={refs.prompt}>
        {item.prompt}
      </h1>
      {!spot && item.hands && item.hands.length > 0 ? (
        <div className="felt">
          {item.hands.map((h, i) => (
            <Hand key={`${h.label}-${i}`} caption={h.label} cards={h.cards} hidden={h.hidden ?? 0} size="lg" />
          ))}
        </div>
      ) : null}
      {!spot && item.dice ? (
        <div className="felt">
          <Dice roll={item.dice} size="lg" showTotal={false} />
        </div>
      ) : null}
      {item.visual ? <ItemVisual visual={item.visual} itemKey={item.key} n={run.n} verdict={verdictOf(run)} /> : null}
      {item.context && item.context.length > 0 ? (
        <ul className="context">
          {item.context.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : null}
      <AnswerArea run={run} item={item} dispatch={dispatch} refs={refs} />
    </>
  );
}

const MARK_CLASS = { right: ' choice--right', wrong: ' choice--wrong', expected: ' choice--expected' } as const;

function AnswerArea({ run, item, dispatch, refs }: ItemProps) {
  const solving = isSolving(run);
  const asking = run.phase === 'asking' && !solving;
  const answer = (a: string) => dispatch({ type: 'answer', answer: a, at: Date.now() });
  const seed = seedOf(run);
  switch (item.answer.kind) {
    case 'choice':
      return (
        <div className="choices" role="group" aria-label={RU.choices} aria-busy={solving}>
          {solving ? (
            <p className="loading" role="status" data-testid="solving">
              {RU.solving}
            </p>
          ) : null}
          {item.answer.choices.map((c, i) => {
            const mark = choiceMark(run, c.id);
            return (
              <button
                key={c.id}
                type="button"
                className={`btn choice${mark === undefined ? '' : MARK_CLASS[mark]}`}
                disabled={!asking}
                onClick={() => answer(c.id)}
                data-choice={c.id}
              >
                {i < 9 ? <kbd>{i + 1}</kbd> : <span />}
                <span className="choice-label">{c.label}</span>
                {c.hotkey && c.hotkey !== String(i + 1) ? <kbd className="hotkey">{c.hotkey.toUpperCase()}</kbd> : null}
              </button>
            );
          })}
        </div>
      );
    case 'chips':
      return (
        <ChipAnswer
          key={seed}
          denominations={item.answer.denominations}
          fieldLabel={item.answer.fieldLabel}
          submitLabel={item.answer.submitLabel}
          disabled={!asking}
          onSubmit={(total) => answer(String(total))}
          inputRef={refs.numberInput}
        />
      );
    case 'spot':
      return (
        <SpotAnswer
          key={seed}
          steps={item.answer.steps}
          disabled={!asking}
          onAnswer={answer}
          focusRef={refs.spotButton}
        />
      );
    case 'number':
      return <NumberAnswer run={run} item={item} dispatch={dispatch} refs={refs} />;
  }
}

function NumberAnswer({ run, item, dispatch, refs }: ItemProps) {
  const asking = run.phase === 'asking';
  const hint = run.phase === 'asking' ? run.hint : undefined;
  const typed = fieldText(run);
  const signed = item.answer.kind === 'number' && item.answer.signed === true;
  const placeholder = item.answer.kind === 'number' ? item.answer.placeholder : undefined;
  return (
    <form
      className="number-answer"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'submit-typed', at: Date.now() });
      }}
    >
      {/* A signed answer needs a minus: phones' numeric keypads may have none, so the field
          opens the text keyboard (digits and «-» one tap away); see docs/decisions/022. */}
      <input
        ref={refs.numberInput}
        type="text"
        inputMode={signed ? 'text' : 'numeric'}
        pattern={signed ? '[\\-\u2212]?[0-9]*' : '[0-9]*'}
        enterKeyHint="done"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-label={RU.answer}
        aria-describedby={hint === undefined ? 'prompt' : 'prompt answer-hint'}
        aria-invalid={hint !== undefined}
        placeholder={placeholder ?? RU.placeholder}
        value={typed}
        disabled={!asking}
        onChange={(e) => dispatch({ type: 'type', text: e.target.value })}
      />
      <button type="submit" className="btn btn--primary" disabled={!asking || typed.trim() === ''}>
        {RU.submit}
        <kbd>Enter</kbd>
      </button>
      {hint !== undefined ? (
        <p className="answer-hint" id="answer-hint" data-testid="answer-hint">
          {RU.notCounted(hint)}
        </p>
      ) : null}
    </form>
  );
}
