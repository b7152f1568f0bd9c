/**
 * «Блекджек: целые раунды» — rounds dealt by the engine from a seeded shoe under the rules picked, played
 * from the player's seat with a bankroll that carries over; every decision (the insurance, each hand's
 * hit, stand, double, split or surrender) is graded against the engine's exact advice for the cards in
 * sight, with its cost, as it is made or at the end of the round.
 *
 * @module
 */
import { PLAY_MODE_TITLE_RU, PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_BLACKJACK_RU as RU } from '@croupier/ru/trainer/play-blackjack';
import { useRef, useState } from 'react';
import type { Seed } from '@croupier/engine';
import {
  blackjackGame,
  handValue,
  type BlackjackAction,
  type BlackjackLegalAction,
  type BlackjackState,
} from '@croupier/engine/blackjack';
import { formatCard } from '@croupier/engine/cards';
import { blackjackActionLabelRu, blackjackTotalRu, formatNet, HAND_OUTCOME_RU } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { gradeBlackjack } from '../play/blackjack.ts';
import { ChipsField, Choices, PlayError, readChips } from '../play/parts.tsx';
import { PlayShell, verdictSpeech } from '../play/PlayShell.tsx';
import { shellProps, type PlayScreenProps } from '../play/screen.ts';
import { usePlayTable } from '../play/usePlayTable.ts';

/** The player's box (the same as the site's round, so a history opens there too). */
export const BOX = 'Игрок';
/** The chips a new table starts with. */
export const BANK = 1000;
const setup = (seed: Seed) => ({ seats: { [BOX]: BANK }, seed });

const cardsRu = (cards: readonly number[]) => cards.map((c) => formatCard(c, { notation: 'ru' })).join(' ');

/** The state's chips for the box (in front of the player). */
function balanceOf(state: BlackjackState | null): number | null {
  if (state === null) return null;
  return state.seats.find((s) => s.id === BOX)?.balance ?? null;
}

/** The blackjack play mode. */
export default function PlayBlackjack(props: PlayScreenProps) {
  const table = usePlayTable('blackjack', blackjackGame, props.rules.blackjack, setup);
  const { round } = table;
  const state = round.state;
  const [bet, setBet] = useState('10');
  const [betError, setBetError] = useState('');
  const askedAt = useRef(Date.now());
  const over = state !== null && state.phase === 'settled';

  const act = (action: BlackjackAction) => {
    if (state === null) return;
    const graded = gradeBlackjack(state, action);
    if (!round.apply(action)) return;
    const parts: string[] = [];
    if (graded !== null) {
      const a = table.grade(graded, askedAt.current);
      if (table.feedback === 'now') parts.push(verdictSpeech(a));
    }
    table.announce(parts.join(' '));
    askedAt.current = Date.now();
  };

  const deal = (text: string) => {
    const amount = readChips(text);
    if (amount === undefined) {
      setBetError(PLAY_RU.stakeError(10));
      return;
    }
    setBet(String(amount));
    setBetError('');
    table.newRound();
    const steps: BlackjackAction[] = state?.phase === 'settled' ? [{ type: 'nextRound' }] : [];
    steps.push({ type: 'bet', box: BOX, amount }, { type: 'deal' });
    if (!round.apply(...steps)) {
      setBetError(round.errorText ?? RU.refused);
      return;
    }
    askedAt.current = Date.now();
    table.announce(PLAY_RU.dealt);
  };

  const legal = round.legal as readonly BlackjackLegalAction[];
  const decisions = legal.filter((a) => a.type !== 'bet' && a.type !== 'deal' && a.type !== 'nextRound');
  const betting = state !== null && (state.phase === 'betting' || state.phase === 'settled');
  const dealer = state === null || state.phase === 'betting' ? null : state;
  const view = round.view;
  const settledEvents = round.events.filter((e) => e.type === 'betSettled');

  return (
    <PlayShell
      {...shellProps('blackjack', props, round.round?.rules)}
      title={PLAY_MODE_TITLE_RU.blackjack}
      intro={RU.intro}
      table={table}
      bankroll={balanceOf(state)}
      roundOver={over}
    >
      {dealer !== null && view !== null && view.phase !== 'betting' ? (
        <div className="felt" data-testid="play-table">
          <Hand
            caption={RU.dealer}
            cards={view.dealer}
            hidden={view.dealerHidden}
            size="lg"
            value={
              view.dealerHidden === 0 && view.dealer.length > 0
                ? String(handValue({ cards: view.dealer, fromSplit: false }).total)
                : undefined
            }
          />
          {dealer.boxes.flatMap((b) =>
            b.hands.map((h, i) => {
              const v = handValue(h);
              const active = state?.phase === 'playing' && b.hands.length > 1 && state.turn.hand === i;
              return (
                <Hand
                  key={`${b.id}-${i}`}
                  caption={RU.hand(b.hands.length > 1 ? i + 1 : undefined, active, h.stake)}
                  cards={h.cards}
                  size="lg"
                  value={v.bust ? RU.bust(v.total) : blackjackTotalRu(v.total, v.soft)}
                />
              );
            }),
          )}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="play-cards">
        {dealer !== null && view !== null && view.phase !== 'betting'
          ? RU.cards(
              cardsRu(view.dealer),
              view.dealerHidden > 0,
              dealer.boxes[0]!.hands.map((h) => cardsRu(h.cards)).join('; '),
            )
          : ''}
      </p>
      {decisions.length > 0 ? (
        <Choices
          label={PLAY_RU.yourTurn}
          testId="play-actions"
          choices={decisions.map((a, i) => ({ id: String(i), label: blackjackActionLabelRu(a) }))}
          onPick={(id) => act(decisions[Number(id)] as BlackjackAction)}
        />
      ) : null}
      {over ? (
        <ul className="context" data-testid="play-outcome">
          {settledEvents.map((e, i) =>
            e.type === 'betSettled' ? (
              <li key={i}>
                {e.bet === 'insurance'
                  ? RU.insurance
                  : dealer !== null && dealer.boxes[0]!.hands.length > 1
                    ? RU.handNo(e.bet + 1)
                    : RU.yourHand}
                : {HAND_OUTCOME_RU[e.outcome]}, {formatNet(e.net)}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {betting ? (
        <ChipsField
          key={`${String(round.seed)}-${round.round?.steps.length ?? 0}`}
          label={RU.stake}
          button={state?.phase === 'settled' ? PLAY_RU.nextDeal : PLAY_RU.deal}
          initial={bet}
          onSubmit={deal}
          testId="play-deal"
        />
      ) : null}
      <PlayError text={betError || round.errorText} />
    </PlayShell>
  );
}
