import { useEffect } from 'react';
import type { Card } from '@croupier/engine/cards';
import type { StudBoxesAction, StudBoxesLegalAction } from '@croupier/engine/stud';
import { STUD_ACTION_RU, STUD_TABLE_RU } from '@croupier/ru';
import { TABLE_SEAT_RU } from '@croupier/ru/trainer/table';
import { isTypingTarget } from '../../keys.ts';

/** The keys of the decisions (the Russian letter on the key). */
const KEYS = {
  raise: ['KeyB', TABLE_SEAT_RU.studKeys.raise],
  fold: ['KeyC', TABLE_SEAT_RU.studKeys.fold],
  exchange: ['KeyP', TABLE_SEAT_RU.studKeys.exchange],
} as const;

/**
 * The decision of the trainee's box whose turn it is: its cards as toggles (picked for the exchange
 * when one is sold), then «Играть», «Сдаться», «Заменить выбранные» and whatever else the engine offers
 * (a sixth card; insurance, the least and the most, where the hand may be insured; under «нет игры» the
 * АНТЕ's win or a game). Keys: И, С, З.
 *
 * @param props - The box's cards, the engine's entries, the insurance offered, the picked cards, what a
 *   toggle and a decision do.
 */
export function StudSeatDecision({
  cards,
  legal,
  insurance,
  picked,
  onToggle,
  onAct,
}: {
  readonly cards: readonly Card[];
  readonly legal: readonly StudBoxesLegalAction[];
  readonly insurance: readonly number[];
  readonly picked: readonly Card[];
  readonly onToggle: (card: Card) => void;
  readonly onAct: (action: StudBoxesAction) => void;
}) {
  const has = (t: string) => legal.some((a) => a.type === t);
  const exchange = legal.find((a) => a.type === 'exchange' && a.count === picked.length);
  const canPick = has('exchange');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      let a: StudBoxesAction | null = null;
      if (e.code === KEYS.raise[0] && has('raise')) a = { type: 'raise' };
      else if (e.code === KEYS.fold[0] && has('fold')) a = { type: 'fold' };
      else if (e.code === KEYS.exchange[0] && exchange) a = { type: 'exchange', cards: picked };
      if (a === null) return;
      e.preventDefault();
      onAct(a);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const button = (type: 'raise' | 'fold' | 'buyCard' | 'takeAnte' | 'buyGame', key?: string) =>
    has(type) ? (
      <button
        type="button"
        className="btn"
        data-testid={`stud-table-${type}`}
        onClick={() => onAct({ type })}
        {...(key ? { 'aria-keyshortcuts': key } : {})}
      >
        {type === 'raise' ? STUD_TABLE_RU.raise : type === 'fold' ? STUD_TABLE_RU.fold : STUD_ACTION_RU[type]}
        {key ? <kbd aria-hidden="true"> {key}</kbd> : null}
      </button>
    ) : null;
  return (
    <div className="stud-seat-decision" data-testid="stud-table-decision">
      {canPick ? (
        <div className="choices" role="group" aria-label={STUD_TABLE_RU.exchange}>
          {cards.map((c) => (
            <button
              key={c}
              type="button"
              className="btn btn--ghost"
              aria-pressed={picked.includes(c)}
              data-testid={`stud-table-pick-${c}`}
              onClick={() => onToggle(c)}
            >
              {STUD_TABLE_RU.pick(c, picked.includes(c))}
            </button>
          ))}
        </div>
      ) : null}
      <div className="choices">
        {button('raise', KEYS.raise[1])}
        {button('fold', KEYS.fold[1])}
        {canPick ? (
          <button
            type="button"
            className="btn"
            disabled={!exchange}
            data-testid="stud-table-exchange"
            aria-keyshortcuts={KEYS.exchange[1]}
            onClick={() => onAct({ type: 'exchange', cards: picked })}
          >
            {STUD_TABLE_RU.exchange}
            <kbd aria-hidden="true"> {KEYS.exchange[1]}</kbd>
          </button>
        ) : null}
        {button('buyCard')}
        {insurance.map((amount, i) => (
          <button
            key={amount}
            type="button"
            className="btn"
            data-testid={`stud-table-insure-${i === 0 ? 'least' : 'most'}`}
            onClick={() => onAct({ type: 'insure', amount })}
          >
            {STUD_TABLE_RU.insure(amount)}
          </button>
        ))}
        {button('takeAnte')}
        {button('buyGame')}
      </div>
    </div>
  );
}
