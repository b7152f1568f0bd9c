/**
 * The blackjack rule-cost island's rule toggles, each rule in a fieldset marked when it differs from the
 * rules compared against.
 *
 * @module
 */
import type { Dispatch, ReactNode } from 'react';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { FACTOR_NAMES_RU, factorValueRu, type FactorId } from './factors';
import { holePatch, holeValue, payoutPatch, type BjAction, type BjState } from './model';

interface FieldsProps {
  readonly s: BjState;
  readonly dispatch: Dispatch<BjAction>;
  /** Whether a rule differs from the rules compared against. */
  readonly changed: (f: FactorId) => boolean;
}

function Field({
  f,
  changed,
  children,
}: {
  readonly f: FactorId;
  readonly changed: (f: FactorId) => boolean;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className={`rc-field${changed(f) ? ' rc-field--changed' : ''}`} data-testid={`rc-bj-field-${f}`}>
      <legend>{FACTOR_NAMES_RU[f]}</legend>
      {children}
    </fieldset>
  );
}

/** Every rule's toggles, in the page's order. */
export function RuleFields(props: FieldsProps) {
  return (
    <div className="rc-controls">
      <ShoeFields {...props} />
      <SplitFields {...props} />
      <TableFields {...props} />
    </div>
  );
}

/** The shoe, the dealer on soft 17, doubling. */
function ShoeFields({ s, dispatch, changed }: FieldsProps) {
  const r = s.rules;
  const set = (patch: Partial<BlackjackRules>) => dispatch({ type: 'rules', patch });
  return (
    <>
      <Field f="decks" changed={changed}>
        <>
          <select
            className="rc-select"
            aria-label="Колод в башмаке"
            value={r.decks}
            disabled={s.infinite}
            onChange={(e) => set({ decks: Number(e.target.value) })}
            data-testid="rc-bj-decks"
          >
            {[1, 2, 3, 4, 5, 6, 7, 8].map((d) => (
              <option key={d} value={d}>
                {factorValueRu('decks', { rules: { ...r, decks: d }, infinite: false })}
              </option>
            ))}
          </select>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={s.infinite}
              onChange={(e) => dispatch({ type: 'infinite', infinite: e.target.checked })}
              data-testid="rc-bj-infinite"
            />
            Бесконечный башмак и в базовых, и в выбранных правилах: все изменения — точными дробями
          </label>
        </>
      </Field>
      <Field f="soft17" changed={changed}>
        <label className="rc-check">
          <input
            type="checkbox"
            checked={r.dealerHitsSoft17}
            onChange={(e) => set({ dealerHitsSoft17: e.target.checked })}
            data-testid="rc-bj-h17"
          />
          Крупье берёт карту на мягких 17 (текст: останавливается)
        </label>
      </Field>
      <Field f="double" changed={changed}>
        <>
          <select
            className="rc-select"
            aria-label="На каких суммах можно удвоить"
            value={r.doubleOn}
            onChange={(e) => set({ doubleOn: e.target.value as BlackjackRules['doubleOn'] })}
            data-testid="rc-bj-double"
          >
            <option value="9-11">на 9, 10, 11 (текст)</option>
            <option value="10-11">на 10, 11</option>
            <option value="any">на любых двух картах</option>
          </select>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={r.doubleSoft}
              disabled={r.doubleOn === 'any'}
              onChange={(e) => set({ doubleSoft: e.target.checked })}
              data-testid="rc-bj-double-soft"
            />
            Мягкие руки — по сумме с тузом за 1 (Т+8 как 9, Т+9 как 10)
          </label>
        </>
      </Field>
      <Field f="das" changed={changed}>
        <label className="rc-check">
          <input
            type="checkbox"
            checked={r.doubleAfterSplit}
            disabled={r.maxHands === 1}
            onChange={(e) => set({ doubleAfterSplit: e.target.checked })}
            data-testid="rc-bj-das"
          />
          Можно удвоить руку после разделения
        </label>
      </Field>
    </>
  );
}

/** Splitting pairs and aces. */
function SplitFields({ s, dispatch, changed }: FieldsProps) {
  const r = s.rules;
  const set = (patch: Partial<BlackjackRules>) => dispatch({ type: 'rules', patch });
  return (
    <>
      <Field f="hands" changed={changed}>
        <select
          className="rc-select"
          aria-label="Сколько раз можно разделить пару"
          value={r.maxHands}
          onChange={(e) => set({ maxHands: Number(e.target.value) })}
          data-testid="rc-bj-hands"
        >
          <option value={1}>нельзя разделять</option>
          <option value={2}>один раз, 2 руки (текст)</option>
          <option value={3}>повторно, до 3 рук</option>
          <option value={4}>повторно, до 4 рук</option>
        </select>
      </Field>
      <Field f="aces" changed={changed}>
        <>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={r.splitAces}
              disabled={r.maxHands === 1}
              onChange={(e) => set({ splitAces: e.target.checked })}
              data-testid="rc-bj-split-aces"
            />
            Тузы можно разделить (текст: нельзя)
          </label>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={r.resplitAces}
              disabled={!r.splitAces || r.maxHands < 3}
              onChange={(e) => set({ resplitAces: e.target.checked })}
              data-testid="rc-bj-resplit-aces"
            />
            Повторно, если пришёл ещё туз
          </label>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={r.hitSplitAces}
              disabled={!r.splitAces}
              onChange={(e) => set({ hitSplitAces: e.target.checked })}
              data-testid="rc-bj-hit-aces"
            />
            На разделённый туз можно брать ещё карты
          </label>
        </>
      </Field>
    </>
  );
}

/** Surrender, the hole card and the payout of a blackjack. */
function TableFields({ s, dispatch, changed }: FieldsProps) {
  const r = s.rules;
  const set = (patch: Partial<BlackjackRules>) => dispatch({ type: 'rules', patch });
  return (
    <>
      <Field f="surrender" changed={changed}>
        <select
          className="rc-select"
          aria-label="Можно ли сдаться за половину ставки"
          value={r.surrender}
          onChange={(e) => set({ surrender: e.target.value as BlackjackRules['surrender'] })}
          data-testid="rc-bj-surrender"
        >
          <option value="none">нельзя (текст)</option>
          <option value="late">поздно: после проверки на Блекджек</option>
          <option value="early">рано: до проверки на Блекджек</option>
        </select>
      </Field>
      <Field f="holeCard" changed={changed}>
        <select
          className="rc-select"
          aria-label="Закрытая карта крупье и что забирает его Блекджек"
          value={holeValue(r)}
          onChange={(e) => set(holePatch(e.target.value))}
          data-testid="rc-bj-hole"
        >
          <option value="all">нет; Блекджек крупье забирает все ставки (текст)</option>
          <option value="original">нет; забирает только исходную ставку</option>
          <option value="peek">есть: крупье сразу проверяет Блекджек</option>
        </select>
      </Field>
      <Field f="payout" changed={changed}>
        <>
          <select
            className="rc-select"
            aria-label="Сколько платит Блекджек игрока"
            value={`${r.blackjackPays.pays}:${r.blackjackPays.per}`}
            onChange={(e) => set(payoutPatch(e.target.value))}
            data-testid="rc-bj-payout"
          >
            <option value="3:2">3:2 (текст)</option>
            <option value="6:5">6:5</option>
          </select>
          <label className="rc-check">
            <input
              type="checkbox"
              checked={r.evenMoney}
              onChange={(e) => set({ evenMoney: e.target.checked })}
              data-testid="rc-bj-even-money"
            />
            Выплата 1:1 сразу при Блекджеке против туза
          </label>
        </>
      </Field>
    </>
  );
}
