import { useState } from 'react';
import { resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { formatBlackjackValue, formatCount, POINTS } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { dealerSteps } from './logic';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link DealerSteps}. */
export interface DealerStepsProps {
  /** The rules (default: the text's; `dealerHitsSoft17` decides a soft 17). */
  readonly rules?: Pick<BlackjackRules, 'dealerHitsSoft17'>;
}
import './blackjack.css';

const EXAMPLES: readonly { label: string; cards: string }[] = [
  { label: '6, затем 10 и 3', cards: '6♣ 10♥ 3♦ 9♠' },
  { label: '2, затем 4, 10 и туз', cards: '2♣ 4♦ 10♠ Т♥ 5♣' },
  { label: 'туз, затем 6 (мягкая 17)', cards: 'Т♦ 6♠ 8♣' },
  { label: '5, затем 7 и король', cards: '5♥ 7♣ К♠ 2♦' },
];

/**
 * The dealer's draw, step by step, by the engine's `dealerHits`: the dealer takes cards while below 17
 * and stops at 17 or more (under H17 a soft 17 draws).
 */
export default function DealerSteps({ rules = SEED_RULES }: DealerStepsProps) {
  const [example, setExample] = useState(0);
  const [shown, setShown] = useState(2);
  const cards: readonly Card[] = parseCardsOrThrow(EXAMPLES[example]!.cards);
  const steps = dealerSteps(rules, cards);
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
        value={formatBlackjackValue({
          total: last.total,
          soft: last.soft,
          blackjack: last.decision === 'blackjack',
          bust: last.decision === 'bust',
        })}
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
            Крупье закончил: {last.decision === 'bust' ? 'перебор' : formatCount(last.total, POINTS)}.
          </span>
        ) : null}
      </div>
    </div>
  );
}
