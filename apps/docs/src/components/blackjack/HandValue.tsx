import { useState } from 'react';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { CardPicker, Hand } from '@croupier/ui';
import { valueRu } from './logic';
import './blackjack.css';

/**
 * The hand-value example: pick cards and see the total, soft or hard, a blackjack or a bust.
 */
export default function HandValue() {
  const [cards, setCards] = useState<readonly Card[]>(() => parseCardsOrThrow('Т♠ 6♥'));
  const v = valueRu(cards);
  const tone = v.kind === 'blackjack' ? 'good' : v.kind === 'bust' ? 'bad' : 'accent';
  return (
    <div className="bj-panel not-content" data-testid="bj-value">
      <div aria-live="polite">
        {cards.length > 0 ? (
          <Hand cards={cards} caption="Рука" value={<span data-testid="bj-value-text">{v.text}</span>} tone={tone} />
        ) : (
          <p className="bj-muted">Выберите карты в колоде ниже.</p>
        )}
      </div>
      <div className="bj-row">
        <button type="button" className="bj-button" onClick={() => setCards(parseCardsOrThrow('Т♠ 6♥'))}>
          «Мягкая 17»: туз и шестёрка
        </button>
        <button type="button" className="bj-button" onClick={() => setCards(parseCardsOrThrow('Т♠ 6♥ 9♦'))}>
          …и ещё девятка
        </button>
        <button type="button" className="bj-button" onClick={() => setCards([])} data-testid="bj-value-clear">
          Очистить
        </button>
      </div>
      <CardPicker selected={cards} onChange={setCards} max={8} label="Колода: выберите карты руки" />
    </div>
  );
}
