import { useState } from 'react';
import { type Card } from '@croupier/engine/cards';
import { categoryOf, evaluate, parseHandOrThrow } from '@croupier/engine/stud';
import { formatNumber, studCategoryRu } from '@croupier/ru';
import { CardPicker, Hand } from '@croupier/ui';
import './stud.css';

/**
 * Pick five cards and see their combination, named as the text names it.
 */
export default function HandNamer() {
  const [cards, setCards] = useState<readonly Card[]>(() => parseHandOrThrow('9♠ 8♥ 7♦ 6♣ 5♠'));
  const r = cards.length === 5 ? evaluate(cards) : null;
  const name = r && r.ok ? studCategoryRu(categoryOf(r.value)) : null;
  return (
    <div className="stud-panel not-content" data-testid="stud-namer">
      <div aria-live="polite">
        {name ? (
          <Hand
            cards={cards}
            caption="Расклад"
            value={<span data-testid="stud-namer-name">{name}</span>}
            tone="accent"
          />
        ) : (
          <p className="stud-muted" data-testid="stud-namer-name">
            Выберите пять карт ({cards.length} из 5).
          </p>
        )}
        {name && r && r.ok ? (
          <p className="stud-muted" data-testid="stud-namer-rank">
            По силе {formatNumber(r.value)}-й из {formatNumber(7462)} различных раскладов (1-й — флеш-рояль).
          </p>
        ) : null}
      </div>
      <div className="stud-row">
        <button type="button" className="stud-button" onClick={() => setCards([])} data-testid="stud-namer-clear">
          Очистить
        </button>
      </div>
      <CardPicker selected={cards} onChange={setCards} max={5} label="Колода: выберите пять карт" />
    </div>
  );
}
