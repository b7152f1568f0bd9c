import { useState } from 'react';
import { resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { CardPicker, Hand } from '@croupier/ui';
import { splitDoubleRu, valueRu } from './logic';
import './blackjack.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/**
 * Pick two cards: may they be split, may they be doubled, under the text's rules.
 */
export default function SplitDouble() {
  const [cards, setCards] = useState<readonly Card[]>(() => parseCardsOrThrow('В♠ К♥'));
  const r = splitDoubleRu(RULES, cards);
  return (
    <div className="bj-panel not-content" data-testid="bj-split-double">
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
