import { useEffect, useRef, useState } from 'react';
import { Chip } from '@croupier/ui';
import { chipPileRu } from '@croupier/ru';
import { CHIP_ANSWER_RU as RU } from '@croupier/ru/trainer/chip-answer';
import { CHIP_KEYS, DENOMINATIONS, denominationForKey, pileFromTyped, pileTotal, stacksOf } from '../dealer/chips.ts';
import { isTypingTarget } from '../keys.ts';

/** Props of {@link ChipAnswer}. */
export interface ChipAnswerProps {
  /** The tray, low to high (default the common chips). */
  readonly denominations?: readonly number[] | undefined;
  /** The typed field's label (default «Выплата цифрами»; a bet says «Ставка цифрами»). */
  readonly fieldLabel?: string | undefined;
  /** The submit button's word (default «Выплатить»; a bet says «Поставить»). */
  readonly submitLabel?: string | undefined;
  /** Whether the answer is given (the tray is locked). */
  readonly disabled: boolean;
  /** Gives the answer: the pile's total in whole chips. */
  readonly onSubmit: (total: number) => void;
  /** The field, focused while asking. */
  readonly inputRef: React.RefObject<HTMLInputElement | null>;
}

/**
 * The payout built from chips: a tray (a click, or the key shown on the chip, adds one), the pile as
 * stacks, the total in Russian (announced), a field where typing a number stacks it with the fewest chips,
 * «Убрать последнюю» (Backspace outside the field), «Очистить» (Escape) and «Выплатить» (Enter).
 *
 * @param props - See {@link ChipAnswerProps}.
 */
export function ChipAnswer({
  denominations = DENOMINATIONS,
  fieldLabel = RU.fieldLabel,
  submitLabel = RU.submitLabel,
  disabled,
  onSubmit,
  inputRef,
}: ChipAnswerProps) {
  const [pile, setPile] = useState<number[]>([]);
  const [hint, setHint] = useState('');
  const total = pileTotal(pile);

  const add = (d: number) => {
    setHint('');
    setPile((p) => (pileTotal(p) + d >= 10 ** 6 ? p : [...p, d]));
  };
  const undo = () => setPile((p) => p.slice(0, -1));
  const clear = () => setPile([]);
  const submit = () => {
    if (!disabled) onSubmit(total);
  };

  // Keys anywhere on the page (but in other fields): a chip's key adds it, Escape clears, Backspace
  // outside the field takes the last chip off, Enter outside the field and the buttons pays.
  const state = useRef({ add, undo, clear, submit, disabled, denominations });
  useEffect(() => {
    state.current = { add, undo, clear, submit, disabled, denominations };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      if (s.disabled || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const inField = e.target === inputRef.current;
      if (!inField && isTypingTarget(e.target)) return;
      const d = denominationForKey(s.denominations, e.key, e.code);
      if (d !== undefined) {
        e.preventDefault();
        s.add(d);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        s.clear();
      } else if (e.key === 'Backspace' && !inField) {
        e.preventDefault();
        s.undo();
      } else if (e.key === 'Enter' && !inField && (e.target as HTMLElement | null)?.tagName !== 'BUTTON') {
        e.preventDefault();
        s.submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inputRef]);

  const spoken = chipPileRu(pile);
  return (
    <form
      className="chip-answer"
      data-testid="chip-answer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="chip-tray" role="group" aria-label={RU.tray}>
        {denominations.map((d, i) => {
          const key = CHIP_KEYS[i];
          return (
            <button
              key={d}
              type="button"
              className="chip-button"
              data-chip={d}
              disabled={disabled}
              aria-keyshortcuts={key ? key.label.toUpperCase() : undefined}
              onClick={() => add(d)}
            >
              {/* Named by its content («фишка 25, добавить (клавиша 1)»), not an aria-label: a label would
                  not contain the visible «25» and «1» (axe: label-content-name-mismatch). */}
              <Chip value={d} size="md" />
              <span className="cr-sr-only">{RU.add(key?.label.toUpperCase())}</span>
              {key ? <kbd aria-hidden="true">{key.label.toUpperCase()}</kbd> : null}
            </button>
          );
        })}
      </div>
      <div className="chip-pile" aria-hidden="true" data-testid="chip-pile" data-chips={pile.join(',')}>
        {pile.length === 0 ? (
          <span className="chip-pile-empty">{RU.empty}</span>
        ) : (
          stacksOf(pile).map(([value, count]) => {
            const shown = Math.min(count, 15);
            return (
              <span key={value} className="chip-stack" data-value={value} data-count={count}>
                <span className="chip-stack-chips" style={{ height: `calc(2.8rem + ${(shown - 1) * 7}px)` }}>
                  {Array.from({ length: shown }, (_, i) => (
                    <span key={i} className="chip-stack-chip" style={{ bottom: `${i * 7}px` }}>
                      <Chip value={value} size="md" />
                    </span>
                  ))}
                </span>
                <span className="chip-stack-count">×{count}</span>
              </span>
            );
          })
        )}
      </div>
      <p className="chip-total" aria-live="polite" data-testid="chip-total" data-total={total}>
        {spoken}
      </p>
      <div className="chip-controls">
        <label className="chip-field">
          <span>{fieldLabel}</span>
          <input
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby="chip-keys-hint"
            value={pile.length === 0 ? '' : String(total)}
            disabled={disabled}
            onChange={(e) => {
              const { pile: typed, dropped } = pileFromTyped(e.target.value, denominations);
              setHint(dropped ? RU.digitsOnly : '');
              setPile(typed);
            }}
          />
        </label>
        <button type="button" className="btn" onClick={undo} disabled={disabled || pile.length === 0}>
          {RU.undo}
        </button>
        <button type="button" className="btn" onClick={clear} disabled={disabled || pile.length === 0}>
          {RU.clear}
          <kbd>Esc</kbd>
        </button>
        <button type="submit" className="btn btn--primary" disabled={disabled}>
          {submitLabel} <kbd>Enter</kbd>
        </button>
      </div>
      <p className="chip-hint" id="chip-keys-hint">
        {hint !== '' ? hint : RU.keys(CHIP_KEYS.slice(0, denominations.length).map((k) => k.label.toUpperCase()))}
      </p>
    </form>
  );
}
