import { useEffect, useState } from 'react';
import { analyse, resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import LiveFig from '../method/LiveFig';
import { liveFigureId } from '../method/ids';
import './blackjack.css';

const SEED = resolveRulesOrThrow({ preset: 'seed' });
/** The figure id of the house edge under some rules (`croupier odds blackjack --preset seed --set …`). */
const idOf = (rules: BlackjackRules) => liveFigureId('blackjack', 'seed', SEED, rules, 'main', 'houseEdge');

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
        <label>
          Колод (текст не говорит, по умолчанию 6):
          <select
            value={rules.decks}
            onChange={(e) => set('decks', Number(e.target.value))}
            data-testid="bj-calc-decks"
          >
            {[1, 2, 4, 6, 8].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.doubleAfterSplit}
            onChange={(e) => set('doubleAfterSplit', e.target.checked)}
            data-testid="bj-calc-das"
          />
          Удвоение после разделения (текст прямо не говорит, по умолчанию можно)
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.dealerHitsSoft17}
            onChange={(e) => set('dealerHitsSoft17', e.target.checked)}
            data-testid="bj-calc-h17"
          />
          Крупье берёт карту на мягких 17 (по тексту — нет, стоит на любых 17)
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.holeCard}
            onChange={(e) => set('holeCard', e.target.checked)}
            data-testid="bj-calc-hole"
          />
          Закрытая карта крупье и проверка на Блекджек (по тексту — нет: одна карта крупье)
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.dealerBlackjackTakes === 'original'}
            disabled={rules.holeCard}
            onChange={(e) => set('dealerBlackjackTakes', e.target.checked ? 'original' : 'all')}
            data-testid="bj-calc-obo"
          />
          Блекджек крупье забирает только исходную ставку (по тексту — всё, что поставлено)
        </label>
        <label>
          Удвоение на сумме:
          <select
            value={rules.doubleOn}
            onChange={(e) => set('doubleOn', e.target.value as BlackjackRules['doubleOn'])}
            data-testid="bj-calc-double"
          >
            <option value="9-11">9, 10 или 11 (текст)</option>
            <option value="10-11">только 10 или 11</option>
            <option value="any">любые две карты</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.doubleSoft}
            onChange={(e) => set('doubleSoft', e.target.checked)}
            data-testid="bj-calc-soft"
          />
          Т+8 и Т+9 удваиваются как 9 и 10, туз за 1 (по тексту — да: туз считается за 1 или 11)
        </label>
        <label>
          <input
            type="checkbox"
            checked={rules.splitAces}
            onChange={(e) => set('splitAces', e.target.checked)}
            data-testid="bj-calc-aces"
          />
          Разрешено разделять тузы (по тексту — нет)
        </label>
        <label>
          Сдаться — отказ от руки за половину ставки:
          <select
            value={rules.surrender}
            onChange={(e) => set('surrender', e.target.value as BlackjackRules['surrender'])}
            data-testid="bj-calc-surrender"
          >
            <option value="none">нельзя (в тексте нет)</option>
            <option value="late">после проверки на Блекджек</option>
            <option value="early">до проверки на Блекджек</option>
          </select>
        </label>
        <label>
          Блекджек платит:
          <select
            value={`${rules.blackjackPays.pays}:${rules.blackjackPays.per}`}
            onChange={(e) => {
              const [p, q] = e.target.value.split(':').map(Number);
              set('blackjackPays', { pays: p!, per: q! });
            }}
            data-testid="bj-calc-payout"
          >
            <option value="3:2">3:2 (текст)</option>
            <option value="6:5">6:5</option>
          </select>
        </label>
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
