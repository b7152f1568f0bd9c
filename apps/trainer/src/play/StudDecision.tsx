/**
 * The stud play mode's decision: the question, the cards to pick for an exchange and the choices while
 * deciding (fold, raise, exchange, a sixth card, insurance, as the rules sell them), or, in the buying
 * phase, the ante's win or «покупка игры». The choices and their actions are `stud-table.ts`'s.
 *
 * @module
 */
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_STUD_RU } from '@croupier/ru/trainer/play-stud';
import { formatCard, type Card } from '@croupier/engine/cards';
import type { StudAction, StudBuying, StudDeciding } from '@croupier/engine/stud';
import { Choices } from './parts.tsx';
import {
  BUYING_QUESTION,
  buyingChoices,
  exchangeOffered,
  studActionOf,
  studChoices,
  studQuestion,
} from './stud-table.ts';

const ru = (c: number) => formatCard(c, { notation: 'ru' });

/** What {@link StudDecision} shows and calls. */
export interface StudDecisionProps {
  /** The table, deciding or buying. */
  readonly state: StudDeciding | StudBuying;
  /** The cards picked for an exchange. */
  readonly picked: readonly Card[];
  /** A card picked or put back. */
  readonly onToggle: (card: Card) => void;
  /** An action chosen. */
  readonly onAct: (action: StudAction) => void;
}

/** The question, the cards to pick for an exchange and the choices. */
export function StudDecision({ state, picked, onToggle, onAct }: StudDecisionProps) {
  if (state.phase === 'buying') {
    return (
      <>
        <h2 className="prompt" data-testid="play-question">
          {BUYING_QUESTION}
        </h2>
        <Choices
          label={PLAY_RU.yourTurn}
          testId="play-actions"
          choices={buyingChoices(state)}
          onPick={(id) => onAct(studActionOf(id, []))}
        />
      </>
    );
  }
  return (
    <>
      <h2 className="prompt" data-testid="play-question">
        {studQuestion(state)}
      </h2>
      {exchangeOffered(state) ? (
        <div className="play-cards" role="group" aria-label={PLAY_STUD_RU.cardsToExchange}>
          {state.player.map((c) => (
            <button
              key={c}
              type="button"
              className={`btn play-card${picked.includes(c) ? ' play-card--picked' : ''}`}
              aria-pressed={picked.includes(c)}
              onClick={() => onToggle(c)}
              data-card={c}
            >
              {ru(c)}
            </button>
          ))}
        </div>
      ) : null}
      <Choices
        label={PLAY_RU.yourTurn}
        testId="play-actions"
        choices={studChoices(state, picked)}
        onPick={(id) => onAct(studActionOf(id, picked))}
      />
    </>
  );
}
