import { useState } from 'react';
import { resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { CardPicker, Hand } from '@croupier/ui';
import { splitDoubleRu, valueRu } from './logic';
import './blackjack.css';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Two-card examples: a pair of equal value, two aces, the doubling totals, the soft 9 and 10, a blackjack. */
const EXAMPLES: readonly { readonly label: string; readonly cards: string }[] = [
  { label: 'В и К', cards: 'В♠ К♥' },
  { label: 'два туза', cards: 'Т♠ Т♦' },
  { label: '6 и 5', cards: '6♠ 5♦' },
  { label: 'Т и 8 (9 или 19)', cards: 'Т♣ 8♥' },
  { label: 'Т и 9 (10 или 20)', cards: 'Т♦ 9♠' },
  { label: 'Т и К (Блекджек)', cards: 'Т♥ К♣' },
];

/** Props of {@link SplitDouble}. */
export interface SplitDoubleProps {
  /** The rules (default: the text's). */
  readonly rules?: BlackjackRules;
  /** The first two cards shown (default В♠ К♥). */
  readonly initial?: string;
}

/**
 * Pick two cards: may they be split, may they be doubled, under the rules — the engine's `maySplit`
 * and `mayDouble`, the refusals worded by `@croupier/ru`.
 */
export default function SplitDouble({ rules = SEED_RULES, initial = 'В♠ К♥' }: SplitDoubleProps) {
  const [cards, setCards] = useState<readonly Card[]>(() => parseCardsOrThrow(initial));
  const r = splitDoubleRu(rules, cards);
  return (
    <div className="bj-panel not-content" data-testid="bj-split-double">
      <div className="bj-row" role="group" aria-label="Примеры">
        {EXAMPLES.map((e) => (
          <button
            key={e.cards}
            type="button"
            className="bj-button"
            onClick={() => setCards(parseCardsOrThrow(e.cards))}
            data-testid={`bj-split-double-${e.cards}`}
          >
            {e.label}
          </button>
        ))}
      </div>
      {cards.length === 2 ? (
        <>
          <Hand cards={cards} caption="Первые две карты" value={valueRu(cards).text} tone="accent" />
          <p className="bj-result">
            Разделение:{' '}
            <span className={r.canSplit ? 'bj-good' : 'bj-bad'} data-testid="bj-split">
              {r.split}
            </span>
          </p>
          <p className="bj-result">
            Удвоение:{' '}
            <span className={r.canDouble ? 'bj-good' : 'bj-bad'} data-testid="bj-double">
              {r.double}
            </span>
          </p>
        </>
      ) : (
        <p className="bj-muted">Выберите две карты в колоде ниже.</p>
      )}
      <CardPicker selected={cards} onChange={setCards} max={2} label="Колода: выберите две карты" />
    </div>
  );
}
