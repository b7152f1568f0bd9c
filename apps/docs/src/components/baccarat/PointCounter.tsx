import { useState } from 'react';
import { parseCardsOrThrow, type Card } from '@croupier/engine/cards';
import { Badge, CardPicker, Hand } from '@croupier/ui';
import { formatBaccaratPoint } from '@croupier/ru';
import { workPoint } from './points';
import './baccarat.css';

/** Props of {@link PointCounter}. */
export interface PointCounterProps {
  /** The hand shown first, default the text's example 7♠ 8♥ 8♦. */
  readonly initial?: string;
}

/**
 * The point-counting example: pick up to three cards and see their point worked as the text does it.
 *
 * @param props - See {@link PointCounterProps}.
 */
export default function PointCounter({ initial = '7♠ 8♥ 8♦' }: PointCounterProps) {
  const [cards, setCards] = useState<readonly Card[]>(() => parseCardsOrThrow(initial));
  const w = cards.length > 0 ? workPoint(cards) : null;
  const full = w ? (w.tensText ? `${w.sumText}; ${w.tensText}` : w.sumText) : '';
  return (
    <div className="bac-panel not-content" data-testid="bac-points">
      <div className="bac-points__result" aria-live="polite">
        {w ? (
          <>
            <Hand
              cards={cards}
              caption="Карты"
              value={formatBaccaratPoint(w.point)}
              tone={w.natural ? 'good' : 'accent'}
            />
            <p className="bac-points__worked" data-testid="bac-points-worked">
              {full.slice(0, full.lastIndexOf('=') + 1)} <strong data-testid="bac-points-point">{w.point}</strong>
              {w.natural ? (
                <>
                  {' '}
                  <Badge tone="good">натуральная</Badge>
                </>
              ) : null}
            </p>
          </>
        ) : (
          <p className="bac-muted">Выберите карты в колоде ниже.</p>
        )}
      </div>
      <div className="bac-row">
        <button type="button" className="bac-button" onClick={() => setCards(parseCardsOrThrow('7♠ 8♥ 8♦'))}>
          Пример текста: 7 + 8 + 8
        </button>
        <button type="button" className="bac-button" onClick={() => setCards([])} data-testid="bac-points-clear">
          Очистить
        </button>
      </div>
      <CardPicker selected={cards} onChange={setCards} max={3} label="Колода: выберите до трёх карт" />
    </div>
  );
}
