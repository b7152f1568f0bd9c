import { blackjackGame, blackjackValue, handValue, resolveRulesOrThrow } from '@croupier/engine/blackjack';
import { blackjackRuleErrorRu, formatBlackjackValue } from '@croupier/ru';
import { Hand, useRound } from '@croupier/ui';
import { actionButtons, settlementRu } from '../blackjack/roundPlayer';
import { BJ_BET, bjOpening, bjSetup, type BjScenario } from './tables';
import { ExampleFoot, useSeedList, type ExampleProps } from './Scenario';
import { exampleCaption, splitRefusalRu } from './bjExample';
import './live.css';

const RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link BjExample}. */
export interface BjExampleProps extends ExampleProps {
  /** Which example (its bet and the line it suggests). */
  readonly scenario: BjScenario;
}

/**
 * A focused blackjack example under the text's rules: a seeded deal that shows one rule (the comparison,
 * a payout, a dealer's blackjack against doubled or split stakes, a blackjack against a blackjack or a
 * plain 21, insurance, the one split and the aces that are not split), played by the reader with the
 * legal actions as buttons; where a pair on the table may not be split, the engine's reason is shown.
 * «Другая раздача» deals the next seed that shows the rule; a deal of the reader's own (a random shuffle,
 * a typed number) is captioned as such, with what it came to.
 *
 * @param props - See {@link BjExampleProps}.
 */
export default function BjExample({ scenario, seeds, prompt, testId }: BjExampleProps) {
  const list = useSeedList(seeds);
  const round = useRound(blackjackGame, RULES, {
    errorRu: blackjackRuleErrorRu,
    setup: bjSetup,
    seed: list.seed,
    opening: bjOpening(BJ_BET[scenario]),
    seedLabel: 'Номер тасовки',
  });
  const state = round.state;
  const view = round.view && 'dealer' in round.view ? round.view : null;
  const playing = state !== null && (state.phase === 'insurance' || state.phase === 'playing');
  const box = view?.boxes[0];
  const settled = state?.phase === 'settled' ? settlementRu(RULES, round.events) : null;
  // Before the first deal (the static HTML) the example shows its own first seed.
  const promised = round.seed === null || seeds.includes(Number(round.seed));
  const refusal = splitRefusalRu(state);
  return (
    <div className="live-panel not-content" data-testid={testId} data-live-example="blackjack">
      <p className="live-prompt" data-testid={`${testId}-prompt`}>
        {exampleCaption(prompt, promised, settled ? settled.net : null)} Ставка {BJ_BET[scenario]}, правила текста.
      </p>
      {view && box ? (
        <div className="live-hands">
          <Hand
            cards={view.dealer}
            hidden={view.dealerHidden}
            caption="Крупье"
            value={formatBlackjackValue(blackjackValue(view.dealer))}
            size="sm"
          />
          {box.hands.map((h, i) => {
            const v = handValue(h);
            return (
              <Hand
                key={i}
                cards={h.cards}
                size="sm"
                caption={`${box.hands.length > 1 ? `Рука ${i + 1}` : 'Игрок'}${h.doubled ? ', удвоено' : ''}`}
                value={formatBlackjackValue(v)}
                tone={v.blackjack ? 'good' : v.bust ? 'bad' : 'accent'}
              />
            );
          })}
        </div>
      ) : null}
      {playing ? (
        <div className="live-row" role="group" aria-label="Ходы" data-testid={`${testId}-actions`}>
          {actionButtons(round.legal).map((b) => (
            <button
              key={JSON.stringify(b.action)}
              type="button"
              className="live-button"
              onClick={() => round.apply(b.action)}
            >
              {b.label}
            </button>
          ))}
        </div>
      ) : null}
      {playing && refusal ? (
        <p className="live-muted" data-testid={`${testId}-refusal`}>
          {refusal}
        </p>
      ) : null}
      <p className="live-result" aria-live="polite" data-testid={`${testId}-result`}>
        {settled ? `${settled.lines.join('; ')}.` : ''}
      </p>
      {round.errorText ? (
        <p role="alert" className="live-muted">
          {round.errorText}
        </p>
      ) : null}
      <ExampleFoot round={round} testId={testId} onOther={() => round.restart(list.next())} />
    </div>
  );
}
