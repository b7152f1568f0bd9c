import { useState } from 'react';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { Hand } from '@croupier/ui';
import { dealerSteps } from './logic';
import './blackjack.css';

const EXAMPLES: readonly { label: string; cards: string }[] = [
  { label: '6, затем 10 и 3', cards: '6♣ 10♥ 3♦ 9♠' },
  { label: '2, затем 4, 10 и туз', cards: '2♣ 4♦ 10♠ Т♥ 5♣' },
  { label: 'туз, затем 6 (мягкая 17)', cards: 'Т♦ 6♠ 8♣' },
  { label: '5, затем 7 и король', cards: '5♥ 7♣ К♠ 2♦' },
];

/**
 * The dealer's draw, step by step: the dealer takes cards while below 17 and stops at 17 or more.
 */
export default function DealerSteps() {
  const [example, setExample] = useState(0);
  const [shown, setShown] = useState(2);
  const cards: readonly Card[] = parseCardsOrThrow(EXAMPLES[example]!.cards);
  const steps = dealerSteps(cards);
  const visible = steps.slice(0, Math.max(1, shown - 1));
  const last = visible[visible.length - 1]!;
  const finished = last.decision !== 'draw';
  return (
    <div className="bj-panel not-content" data-testid="bj-dealer">
      <div className="bj-row">
        {EXAMPLES.map((e, i) => (
          <button
            key={e.cards}
            type="button"
            className={`bj-button${i === example ? ' bj-button--primary' : ''}`}
            aria-pressed={i === example}
            onClick={() => {
              setExample(i);
              setShown(2);
            }}
          >
            {e.label}
          </button>
        ))}
      </div>
      <Hand
        cards={last.cards}
        caption="Крупье"
        value={last.soft ? `${last.total}, мягкая` : String(last.total)}
        tone={last.decision === 'bust' ? 'bad' : 'accent'}
      />
      <ol className="bj-steps" data-testid="bj-dealer-steps">
        {visible.map((s, i) => (
          <li key={i}>{s.why}</li>
        ))}
      </ol>
      <div className="bj-row">
        <button
          type="button"
          className="bj-button bj-button--primary"
          disabled={finished}
          onClick={() => setShown(shown + 1)}
          data-testid="bj-dealer-next"
        >
          Крупье берёт карту
        </button>
        {finished ? (
          <span className="bj-muted" data-testid="bj-dealer-done">
            Крупье закончил: {last.decision === 'bust' ? 'перебор' : `${last.total} очков`}.
          </span>
        ) : null}
      </div>
    </div>
  );
}
