/**
 * The blackjack rule-cost island's rule toggles, each rule in a fieldset marked when it differs from the
 * rules compared against.
 *
 * @module
 */
import type { Dispatch, ReactNode } from 'react';
import type { BlackjackRules } from '@croupier/paytables/blackjack';
import { FACTOR_NAMES_RU, factorValueRu, type FactorId } from './factors';
import { Check, Select } from '../../common/fields';
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
          <Select
            className="rc-select"
            ariaLabel="Колод в башмаке"
            value={r.decks}
            disabled={s.infinite}
            onChange={(v) => set({ decks: Number(v) })}
            testId="rc-bj-decks"
            options={[1, 2, 3, 4, 5, 6, 7, 8].map((d) => [
              d,
              factorValueRu('decks', { rules: { ...r, decks: d }, infinite: false }),
            ])}
          />
          <Check
            className="rc-check"
            checked={s.infinite}
            onChange={(on) => dispatch({ type: 'infinite', infinite: on })}
            testId="rc-bj-infinite"
          >
            Бесконечный башмак и в базовых, и в выбранных правилах: все изменения — точными дробями
          </Check>
        </>
      </Field>
      <Field f="soft17" changed={changed}>
        <Check
          className="rc-check"
          checked={r.dealerHitsSoft17}
          onChange={(on) => set({ dealerHitsSoft17: on })}
          testId="rc-bj-h17"
        >
          Крупье берёт карту на мягких 17 (текст: останавливается)
        </Check>
      </Field>
      <Field f="double" changed={changed}>
        <>
          <Select
            className="rc-select"
            ariaLabel="На каких суммах можно удвоить"
            value={r.doubleOn}
            onChange={(v) => set({ doubleOn: v as BlackjackRules['doubleOn'] })}
            testId="rc-bj-double"
            options={[
              ['9-11', 'на 9, 10, 11 (текст)'],
              ['10-11', 'на 10, 11'],
              ['any', 'на любых двух картах'],
            ]}
          />
          <Check
            className="rc-check"
            checked={r.doubleSoft}
            disabled={r.doubleOn === 'any'}
            onChange={(on) => set({ doubleSoft: on })}
            testId="rc-bj-double-soft"
          >
            Мягкие руки — по сумме с тузом за 1 (Т+8 как 9, Т+9 как 10)
          </Check>
        </>
      </Field>
      <Field f="das" changed={changed}>
        <Check
          className="rc-check"
          checked={r.doubleAfterSplit}
          disabled={r.maxHands === 1}
          onChange={(on) => set({ doubleAfterSplit: on })}
          testId="rc-bj-das"
        >
          Можно удвоить руку после разделения
        </Check>
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
        <Select
          className="rc-select"
          ariaLabel="Сколько раз можно разделить пару"
          value={r.maxHands}
          onChange={(v) => set({ maxHands: Number(v) })}
          testId="rc-bj-hands"
          options={[
            [1, 'нельзя разделять'],
            [2, 'один раз, 2 руки (текст)'],
            [3, 'повторно, до 3 рук'],
            [4, 'повторно, до 4 рук'],
          ]}
        />
      </Field>
      <Field f="aces" changed={changed}>
        <>
          <Check
            className="rc-check"
            checked={r.splitAces}
            disabled={r.maxHands === 1}
            onChange={(on) => set({ splitAces: on })}
            testId="rc-bj-split-aces"
          >
            Тузы можно разделить (текст: нельзя)
          </Check>
          <Check
            className="rc-check"
            checked={r.resplitAces}
            disabled={!r.splitAces || r.maxHands < 3}
            onChange={(on) => set({ resplitAces: on })}
            testId="rc-bj-resplit-aces"
          >
            Повторно, если пришёл ещё туз
          </Check>
          <Check
            className="rc-check"
            checked={r.hitSplitAces}
            disabled={!r.splitAces}
            onChange={(on) => set({ hitSplitAces: on })}
            testId="rc-bj-hit-aces"
          >
            На разделённый туз можно брать ещё карты
          </Check>
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
        <Select
          className="rc-select"
          ariaLabel="Можно ли сдаться за половину ставки"
          value={r.surrender}
          onChange={(v) => set({ surrender: v as BlackjackRules['surrender'] })}
          testId="rc-bj-surrender"
          options={[
            ['none', 'нельзя (текст)'],
            ['late', 'поздно: после проверки на Блекджек'],
            ['early', 'рано: до проверки на Блекджек'],
          ]}
        />
      </Field>
      <Field f="holeCard" changed={changed}>
        <Select
          className="rc-select"
          ariaLabel="Закрытая карта крупье и что забирает его Блекджек"
          value={holeValue(r)}
          onChange={(v) => set(holePatch(v))}
          testId="rc-bj-hole"
          options={[
            ['all', 'нет; Блекджек крупье забирает все ставки (текст)'],
            ['original', 'нет; забирает только исходную ставку'],
            ['peek', 'есть: крупье сразу проверяет Блекджек'],
          ]}
        />
      </Field>
      <Field f="payout" changed={changed}>
        <>
          <Select
            className="rc-select"
            ariaLabel="Сколько платит Блекджек игрока"
            value={`${r.blackjackPays.pays}:${r.blackjackPays.per}`}
            onChange={(v) => set(payoutPatch(v))}
            testId="rc-bj-payout"
            options={[
              ['3:2', '3:2 (текст)'],
              ['6:5', '6:5'],
            ]}
          />
          <Check
            className="rc-check"
            checked={r.evenMoney}
            onChange={(on) => set({ evenMoney: on })}
            testId="rc-bj-even-money"
          >
            Выплата 1:1 сразу при Блекджеке против туза
          </Check>
        </>
      </Field>
    </>
  );
}
