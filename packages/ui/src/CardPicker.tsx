import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { type Card, SUIT_SYMBOLS } from '@croupier/engine/cards';
import { CARD_PICKER_RU as RU } from '@croupier/ru/ui/card-picker';
import { type CardNotation, cardFace } from './card';
import { type GridPos, gridPosOf, moveFocus, pickerGrid, toggleCard } from './cardPicker';

/** Props of {@link CardPicker}. */
export interface CardPickerProps {
  /** The picked cards, in the order picked. */
  readonly selected: readonly Card[];
  /** Called with the new selection when a card is picked or put back. */
  readonly onChange: (selected: Card[]) => void;
  /** The most cards that may be picked (default: no limit). */
  readonly max?: number;
  /** Cards that cannot be picked (already dealt elsewhere). */
  readonly disabled?: readonly Card[];
  /** Rank letters, default `ru`. */
  readonly notation?: CardNotation;
  /** The grid's accessible name, default «Выбор карт». */
  readonly label?: string;
}

/**
 * A 4×13 grid of the whole deck (rows ♠ ♥ ♦ ♣, columns Т … 2) to pick cards from by mouse or keyboard:
 * Tab enters the grid, the arrows, Home and End move, Enter or Space picks or puts back.
 *
 * @param props - See {@link CardPickerProps}.
 * @example
 * ```tsx
 * const [cards, setCards] = useState<Card[]>([]);
 * <CardPicker selected={cards} onChange={setCards} max={5} />
 * ```
 */
export function CardPicker({
  selected,
  onChange,
  max,
  disabled = [],
  notation = 'ru',
  label = RU.label,
}: CardPickerProps) {
  const grid = useMemo(() => pickerGrid(), []);
  const [focus, setFocus] = useState<GridPos>({ row: 0, col: 0 });
  const [status, setStatus] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(focus, event.key, event.ctrlKey || event.metaKey);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    buttons.current.get(`${next.row}-${next.col}`)?.focus();
  };

  const pick = (card: Card) => {
    setFocus(gridPosOf(card));
    const outcome = toggleCard(selected, card, max);
    if (outcome.refused) {
      setStatus(RU.full(selected.length, max));
      return;
    }
    setStatus('');
    onChange([...outcome.selected]);
  };

  return (
    <div className="cr-picker">
      <div role="grid" aria-label={label} aria-multiselectable="true" className="cr-picker__grid" onKeyDown={onKeyDown}>
        {grid.map((row, r) => (
          <div role="row" className="cr-picker__row" key={SUIT_SYMBOLS[r]}>
            {row.map((card, c) => {
              const face = cardFace(card, notation);
              const isSelected = selected.includes(card);
              const isDisabled = disabled.includes(card) && !isSelected;
              const tabbable = focus.row === r && focus.col === c;
              return (
                <div role="gridcell" key={card} aria-selected={isSelected}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(`${r}-${c}`, el);
                      else buttons.current.delete(`${r}-${c}`);
                    }}
                    className={`cr-picker__cell cr-picker__cell--${face.color}`}
                    tabIndex={tabbable ? 0 : -1}
                    aria-pressed={isSelected}
                    disabled={isDisabled}
                    data-card={card}
                    onClick={() => pick(card)}
                    onFocus={() => setFocus({ row: r, col: c })}
                  >
                    {/* The name is the spoken words (no aria-label, whose name would not contain the visible «Т♠»). */}
                    <span aria-hidden="true">
                      {face.rank}
                      <span className="cr-picker__suit">{face.suit}</span>
                    </span>
                    <span className="cr-sr-only">{face.label}</span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="cr-picker__status" role="status">
        {status}
      </p>
    </div>
  );
}
