import { useState } from 'react';
import { resolveRulesOrThrow, studGame, type StudAction } from '@croupier/engine/stud';
import { categoryOf, evaluateOrThrow } from '@croupier/engine/stud';
import {
  formatChips,
  formatSigned,
  STUD_ACTION_RU,
  STUD_OUTCOME_RU,
  studCategoryRu,
  studRuleErrorRu,
} from '@croupier/ru';
import type { Card } from '@croupier/engine/cards';
import { Hand, PlayingCard, useRound } from '@croupier/ui';
import { STUD_OPENING, STUD_ANTE, studSetup } from './tables';
import { STUD_DEAL_BALANCE, studDealSeeds, studDealSetup, type StudDeal } from './studDeals';
import { ExampleFoot, useSeedList, type ExampleProps } from './Scenario';
import './live.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link StudExample}. */
export interface StudExampleProps extends Omit<ExampleProps, 'seeds'> {
  /** Seeds that deal the example, found at build time (`studNoGameSeeds`), or any seeds. */
  readonly seeds?: readonly number[];
  /**
   * Prepared deals instead (`STUD_DEALS.push` …): seed 1 shows the first, «Другая раздача» the next; the
   * rest of the deck is shuffled by the seed.
   */
  readonly deals?: readonly StudDeal[];
}

const category = (cards: readonly Card[]) => studCategoryRu(categoryOf(evaluateOrThrow(cards)));

/**
 * A focused round of the text's poker: АНТЕ 10, the player's five cards, the three decisions as buttons
 * (сдаться, играть, заменить the marked cards), then the dealer's hand, whether it has «нет игры», and
 * what each box came to; «Другая раздача» deals the next seed of the example.
 *
 * @param props - See {@link StudExampleProps}.
 */
export default function StudExample({ seeds, deals, prompt, testId }: StudExampleProps) {
  const list = useSeedList(deals ? studDealSeeds(deals) : (seeds ?? [1]));
  const [setup] = useState(() => (deals ? studDealSetup(deals) : studSetup));
  const [marked, setMarked] = useState<readonly Card[]>([]);
  const round = useRound(studGame, RULES, {
    errorRu: studRuleErrorRu,
    setup,
    seed: list.seed,
    opening: STUD_OPENING,
    seedLabel: 'Номер тасовки',
  });
  const state = round.state;
  const deciding = state?.phase === 'deciding';
  const can = (type: StudAction['type']) => round.legal.some((a) => a.type === type);
  // Asking is allowed whenever the text offers the exchange: a refusal for lack of chips is the engine's,
  // worded in Russian below.
  const canExchange = deciding && state.exchanged === 0 && marked.length >= 1 && marked.length <= 2;
  const start = round.seed === null ? STUD_DEAL_BALANCE : setup(round.seed).balance;
  const act = (a: StudAction) => {
    setMarked([]);
    round.apply(a);
  };
  const toggle = (c: Card) =>
    setMarked((m) => (m.includes(c) ? m.filter((x) => x !== c) : m.length < 2 ? [...m, c] : m));
  const other = () => {
    setMarked([]);
    round.restart(list.next());
  };
  const settled = state?.phase === 'settled' ? state : null;
  return (
    <div className="live-panel not-content" data-testid={testId} data-live-example="poker">
      <p className="live-prompt">
        {prompt} АНТЕ {STUD_ANTE}, правила текста.
      </p>
      {state && state.phase !== 'betting' ? (
        <div className="live-hands">
          <Hand
            caption={settled && settled.bet > 0 ? `Дилер: ${category(settled.dealer)}` : 'Дилер'}
            size="sm"
            cards={settled && settled.bet > 0 ? settled.dealer : []}
            hidden={settled && settled.bet > 0 ? 0 : 5}
          />
          {deciding ? (
            <div>
              <div className="live-row" role="group" aria-label="Карты игрока: отметьте одну или две для замены">
                {state.player.map((c) => (
                  <button
                    key={c}
                    type="button"
                    className="live-card-button"
                    aria-pressed={marked.includes(c)}
                    onClick={() => toggle(c)}
                    disabled={state.exchanged > 0}
                  >
                    <PlayingCard card={c} size="sm" />
                  </button>
                ))}
              </div>
              <p className="live-muted">
                Игрок: {category(state.player)}. На счету после АНТЕ{state.fees > 0 ? ' и платы за обмен' : ''}:{' '}
                <span data-testid={`${testId}-balance`}>{formatChips(state.balance)}</span>.
              </p>
            </div>
          ) : (
            <Hand caption={`Игрок: ${category(state.player)}`} size="sm" cards={state.player} tone="accent" />
          )}
        </div>
      ) : null}
      {deciding ? (
        <div className="live-row" role="group" aria-label="Решение игрока" data-testid={`${testId}-actions`}>
          <button type="button" className="live-button" disabled={!can('fold')} onClick={() => act({ type: 'fold' })}>
            {STUD_ACTION_RU.fold}
          </button>
          <button type="button" className="live-button" disabled={!can('raise')} onClick={() => act({ type: 'raise' })}>
            {STUD_ACTION_RU.raise} (СТАВКА {2 * STUD_ANTE})
          </button>
          <button
            type="button"
            className="live-button"
            disabled={!canExchange}
            onClick={() => act({ type: 'exchange', cards: marked } as StudAction)}
            data-testid={`${testId}-exchange`}
          >
            {STUD_ACTION_RU.exchange}
            {marked.length ? ` (${marked.length})` : ''}
          </button>
        </div>
      ) : null}
      <p className="live-result" aria-live="polite" data-testid={`${testId}-result`}>
        {settled
          ? `${STUD_OUTCOME_RU[settled.settlement.outcome]}. Итог: ${formatSigned(settled.balance - start)}.`
          : ''}
      </p>
      {round.errorText ? (
        <p role="alert" className="live-muted" data-testid={`${testId}-error`}>
          {round.errorText}
        </p>
      ) : null}
      <ExampleFoot round={round} testId={testId} onOther={other} />
    </div>
  );
}
