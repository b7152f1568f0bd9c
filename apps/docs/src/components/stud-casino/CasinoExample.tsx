import { useState } from 'react';
import type { Card } from '@croupier/engine/cards';
import { categoryOf, evaluateOrThrow, resolveRulesOrThrow, studGame, type StudAction } from '@croupier/engine/stud';
import { bestFive } from '@croupier/engine/stud';
import {
  formatChips,
  formatSigned,
  STUD_FAMILY_PRESET_RU,
  studCategoryRu,
  studFamilyOutcomeRu,
  studRuleErrorRu,
} from '@croupier/ru';
import { Hand, PlayingCard, useRound } from '@croupier/ui';
import { ExampleFoot, useSeedList } from '../live/Scenario';
import { studDealSeeds, studDealSetup } from '../live/studDeals';
import type { RussianPokerPreset } from '../stud/advisor.tasks';
import { buttonsOf, CASINO_ANTE, CASINO_DEALS, markLimit, playingFive, type CasinoScenario } from './casinoExample';
import '../live/live.css';
import './casino.css';

/** Props of {@link CasinoExample}. */
export interface CasinoExampleProps {
  /** The casino whose rules the round plays. */
  readonly preset: RussianPokerPreset;
  /** The prepared deals (seed 1 the first, «Другая раздача» the next); without: seeds 1, 2, 3 … shuffled. */
  readonly scenario?: CasinoScenario;
  /** What to try, in a sentence. */
  readonly prompt: string;
  /** Prefix of the test ids. */
  readonly testId: string;
}

const category = (cards: readonly Card[]) => {
  const five = cards.length === 6 ? bestFive(cards) : null;
  return studCategoryRu(five?.ok ? five.value.category : categoryOf(evaluateOrThrow(cards)));
};

/**
 * A round of Russian poker under a casino's rules (АНТЕ 10): the dealer's open card, the player's cards
 * to mark for an exchange, every decision the table offers as a button (a sixth card, insurance, the
 * ante's win or «покупка игры»), then the dealer's hand and what the round came to.
 *
 * @param props - See {@link CasinoExampleProps}.
 */
export default function CasinoExample({ preset, scenario, prompt, testId }: CasinoExampleProps) {
  const deals = scenario ? CASINO_DEALS[scenario] : null;
  const list = useSeedList(deals ? studDealSeeds(deals) : [1, 2, 3, 4, 5, 6, 7, 8]);
  const [rules] = useState(() => resolveRulesOrThrow({ preset }));
  const [setup] = useState(() => (deals ? studDealSetup(deals) : (seed: number | string) => ({ balance: 1000, seed })));
  const [marked, setMarked] = useState<readonly Card[]>([]);
  const round = useRound(studGame, rules, {
    errorRu: studRuleErrorRu,
    setup,
    seed: list.seed,
    opening: [{ type: 'ante', amount: CASINO_ANTE }],
    seedLabel: 'Номер тасовки',
    fromUrl: false,
  });
  const state = round.state;
  const deciding = state?.phase === 'deciding' ? state : null;
  const limit = deciding
    ? markLimit(rules, deciding.exchanged > 0 || deciding.boughtCard || deciding.insurance > 0)
    : 0;
  const act = (a: StudAction) => {
    setMarked([]);
    round.apply(a);
  };
  const toggle = (c: Card) =>
    setMarked((m) => (m.includes(c) ? m.filter((x) => x !== c) : m.length < limit ? [...m, c] : m));
  const settled = state?.phase === 'settled' ? state : null;
  const start = round.seed === null ? 1000 : setup(round.seed).balance;
  const shown = state && state.phase !== 'deciding' && state.phase !== 'betting' && (!settled || settled.bet > 0);
  const dealerCards = shown ? state.dealer : [];
  const up = state && state.phase !== 'betting' ? state.dealer[rules.upCardPosition === 'fifth' ? 4 : 0]! : null;
  const upWord = rules.upCardPosition === 'fifth' ? 'пятая карта' : 'первая карта';
  const five = state && state.phase !== 'betting' ? playingFive(state.player) : null;
  return (
    <div className="live-panel not-content" data-testid={testId} data-live-example="poker" data-phase={state?.phase}>
      <p className="live-prompt">
        {prompt} АНТЕ {CASINO_ANTE}, правила: {STUD_FAMILY_PRESET_RU[preset]}.
      </p>
      {state && state.phase !== 'betting' ? (
        <div className="live-hands">
          {shown ? (
            <Hand caption={`Дилер: ${category(state.dealer)}`} size="sm" cards={dealerCards} />
          ) : (
            <Hand
              caption={`Дилер: открыта ${upWord}`}
              size="sm"
              cards={up === null ? [] : [up]}
              hidden={4}
              className={rules.upCardPosition === 'fifth' ? 'casino-up-fifth' : ''}
            />
          )}
          {deciding && limit > 0 ? (
            <div>
              <p className="live-muted">Игрок: {category(deciding.player)}. Отметьте карты для замены.</p>
              <div className="live-row" role="group" aria-label="Карты игрока: отметьте карты для замены">
                {deciding.player.map((c) => (
                  <button
                    key={c}
                    type="button"
                    className="live-card-button"
                    aria-pressed={marked.includes(c)}
                    onClick={() => toggle(c)}
                  >
                    <PlayingCard card={c} size="sm" />
                  </button>
                ))}
              </div>
            </div>
          ) : (
            <Hand caption={`Игрок: ${category(state.player)}`} size="sm" cards={state.player} tone="accent" />
          )}
        </div>
      ) : null}
      {five ? (
        <div data-testid={`${testId}-five`}>
          <Hand caption={`Играют пять лучших из шести: ${category(five)}`} cards={five} size="sm" tone="accent" />
        </div>
      ) : null}
      {state && state.phase !== 'settled' && state.phase !== 'betting' ? (
        <div className="live-row" role="group" aria-label="Решение игрока" data-testid={`${testId}-actions`}>
          {buttonsOf(round.legal, marked).map((b) => (
            <button
              key={b.key}
              type="button"
              className="live-button"
              disabled={b.disabled}
              onClick={() => act(b.action)}
              data-testid={`${testId}-${b.key}`}
            >
              {b.label}
            </button>
          ))}
        </div>
      ) : null}
      <p className="live-result" aria-live="polite" data-testid={`${testId}-result`}>
        {settled
          ? `${studFamilyOutcomeRu(settled.settlement, rules)}. Итог: ${formatSigned(settled.balance - start)} (на счету ${formatChips(settled.balance)}).`
          : ''}
      </p>
      {round.errorText ? (
        <p role="alert" className="live-muted">
          {round.errorText}
        </p>
      ) : null}
      <ExampleFoot round={round} testId={testId} onOther={() => (setMarked([]), round.restart(list.next()))} />
    </div>
  );
}
