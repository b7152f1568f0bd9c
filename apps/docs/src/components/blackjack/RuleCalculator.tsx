import { useEffect, useState } from 'react';
import { analyse, resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import LiveFig from '../method/LiveFig';
import { Check, Select } from '../common/fields';
import { liveFigureId } from '../method/ids';
import './blackjack.css';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
/** The figure id of the house edge under some rules (`croupier odds blackjack --preset seed --set …`). */
const idOf = (rules: BlackjackRules) => liveFigureId('blackjack', 'seed', SEED, rules, 'main', 'houseEdge');

/** A rule's drop-down after its label: `options` are `[value, text]`; `onChange` gets the value's text. */
function Pick({
  label,
  value,
  onChange,
  testId,
  options,
}: {
  readonly label: string;
  readonly value: string | number;
  readonly onChange: (value: string) => void;
  readonly testId: string;
  readonly options: readonly (readonly [string | number, string])[];
}) {
  return (
    <label>
      {label}
      <Select value={value} onChange={onChange} testId={testId} options={options} />
    </label>
  );
}

/** Props of {@link RuleCalculator}. */
export interface RuleCalculatorProps {
  /** The text's house edge, computed when the site was built. */
  readonly seedEdge: number;
}

/**
 * Toggle the rules and see the house edge (basic strategy chart, exact enumeration) change; the
 * analysis runs in the browser, about a second for six decks.
 */
export default function RuleCalculator({ seedEdge }: RuleCalculatorProps) {
  const [rules, setRules] = useState<BlackjackRules>(SEED);
  const [edge, setEdge] = useState<number | null>(seedEdge);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (JSON.stringify(rules) === JSON.stringify(SEED)) {
      setEdge(seedEdge);
      setBusy(false);
      return;
    }
    setBusy(true);
    const t = setTimeout(() => {
      setEdge(analyse(rules).houseEdgeChart);
      setBusy(false);
    }, 30);
    return () => clearTimeout(t);
  }, [rules, seedEdge]);
  const set = <K extends keyof BlackjackRules>(k: K, v: BlackjackRules[K]) => setRules({ ...rules, [k]: v });
  const diff = edge === null ? 0 : edge - seedEdge;
  return (
    <div className="bj-panel not-content" data-testid="bj-calc">
      <div className="bj-form">
        <Pick
          label="Колод (текст не говорит, по умолчанию 6):"
          value={rules.decks}
          onChange={(v) => set('decks', Number(v))}
          testId="bj-calc-decks"
          options={[1, 2, 4, 6, 8].map((d) => [d, String(d)])}
        />
        <Check checked={rules.doubleAfterSplit} onChange={(on) => set('doubleAfterSplit', on)} testId="bj-calc-das">
          Удвоение после разделения (текст прямо не говорит, по умолчанию можно)
        </Check>
        <Check checked={rules.dealerHitsSoft17} onChange={(on) => set('dealerHitsSoft17', on)} testId="bj-calc-h17">
          Крупье берёт карту на мягких 17 (по тексту — нет, стоит на любых 17)
        </Check>
        <Check checked={rules.holeCard} onChange={(on) => set('holeCard', on)} testId="bj-calc-hole">
          Закрытая карта крупье и проверка на Блекджек (по тексту — нет: одна карта крупье)
        </Check>
        <Check
          checked={rules.dealerBlackjackTakes === 'original'}
          disabled={rules.holeCard}
          onChange={(on) => set('dealerBlackjackTakes', on ? 'original' : 'all')}
          testId="bj-calc-obo"
        >
          Блекджек крупье забирает только исходную ставку (по тексту — всё, что поставлено)
        </Check>
        <Pick
          label="Удвоение на сумме:"
          value={rules.doubleOn}
          onChange={(v) => set('doubleOn', v as BlackjackRules['doubleOn'])}
          testId="bj-calc-double"
          options={[
            ['9-11', '9, 10 или 11 (текст)'],
            ['10-11', 'только 10 или 11'],
            ['any', 'любые две карты'],
          ]}
        />
        <Check checked={rules.doubleSoft} onChange={(on) => set('doubleSoft', on)} testId="bj-calc-soft">
          Т+8 и Т+9 удваиваются как 9 и 10, туз за 1 (по тексту — да: туз считается за 1 или 11)
        </Check>
        <Check checked={rules.splitAces} onChange={(on) => set('splitAces', on)} testId="bj-calc-aces">
          Разрешено разделять тузы (по тексту — нет)
        </Check>
        <Pick
          label="Сдаться — отказ от руки за половину ставки:"
          value={rules.surrender}
          onChange={(v) => set('surrender', v as BlackjackRules['surrender'])}
          testId="bj-calc-surrender"
          options={[
            ['none', 'нельзя (в тексте нет)'],
            ['late', 'после проверки на Блекджек'],
            ['early', 'до проверки на Блекджек'],
          ]}
        />
        <Pick
          label="Блекджек платит:"
          value={`${rules.blackjackPays.pays}:${rules.blackjackPays.per}`}
          onChange={(v) => {
            const [p, q] = v.split(':').map(Number);
            set('blackjackPays', { pays: p!, per: q! });
          }}
          testId="bj-calc-payout"
          options={[
            ['3:2', '3:2 (текст)'],
            ['6:5', '6:5'],
          ]}
        />
      </div>
      <p className="bj-result" aria-live="polite">
        Преимущество казино:{' '}
        <span className="bj-edge" data-testid="bj-calc-edge">
          {busy || edge === null ? 'считаю…' : <LiveFig id={idOf(rules)} value={edge} digits={3} />}
        </span>
        {!busy && edge !== null && Math.abs(diff) > 1e-12 ? (
          <span data-testid="bj-calc-diff">
            {' ('}
            <LiveFig id={idOf(rules)} base={idOf(SEED)} value={diff} digits={3} signed /> к правилам текста)
          </span>
        ) : null}
      </p>
      <button type="button" className="bj-button" onClick={() => setRules(SEED)} data-testid="bj-calc-reset">
        Вернуть правила текста
      </button>
    </div>
  );
}
