/**
 * «Баккара: место крупье» — coups dealt by the engine from a seeded shoe under the rules picked; the
 * trainee deals them: calls whether Пунто draws, whether Банко draws, who won, and pays the punter's bet.
 * Each call is graded with the rule that applies (the drills' own explanation and rule link); the punter's
 * chips carry over from coup to coup.
 *
 * @module
 */
import { PLAY_MODE_TITLE_RU, PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_BACCARAT_RU as RU } from '@croupier/ru/trainer/play-baccarat';
import { useRef, useState } from 'react';
import type { Seed } from '@croupier/engine';
import { baccaratGame, baccaratPoint, type BaccaratAction, type BaccaratBet } from '@croupier/engine/baccarat';
import { formatCard } from '@croupier/engine/cards';
import { BACCARAT_BET_NAMES, BACCARAT_WINNER_NAMES, formatChips, formatNet } from '@croupier/ru';
import { Hand } from '@croupier/ui';
import { baccaratCall, gradeBaccaratCall, payCall } from '../play/baccarat.ts';
import { ChipsField, Choices, PlayError, readChips, StakeField } from '../play/parts.tsx';
import { PlayShell, verdictSpeech } from '../play/PlayShell.tsx';
import { shellProps, type PlayScreenProps } from '../play/screen.ts';
import { usePlayTable } from '../play/usePlayTable.ts';

/** The punter's seat (the same as the site's coup, so a history opens there too). */
export const SEAT = 'вы';
/** The punter's chips at a new table. */
export const BANK = 1000;
const setup = (seed: Seed) => ({ seats: { [SEAT]: BANK }, seed });

const BETS: readonly BaccaratBet[] = ['banker', 'player', 'tie'];
const cardsRu = (cards: readonly number[]) => cards.map((c) => formatCard(c, { notation: 'ru' })).join(' ');

/** The baccarat dealer's seat. */
export default function PlayBaccarat(props: PlayScreenProps) {
  const table = usePlayTable('baccarat', baccaratGame, props.rules.baccarat, setup);
  const { round } = table;
  const state = round.state;
  const [stake, setStake] = useState('100');
  const [stage, setStage] = useState<'winner' | 'pay'>('winner');
  const [error, setError] = useState('');
  const askedAt = useRef(Date.now());

  const say = (parts: string[]) => table.announce(parts.filter(Boolean).join(' '));

  const bet = (which: BaccaratBet) => {
    const amount = readChips(stake);
    if (amount === undefined) return setError(PLAY_RU.stakeError(100));
    setError('');
    table.newRound();
    const steps: BaccaratAction[] = state?.phase === 'settled' ? [{ type: 'nextCoup' }] : [];
    steps.push({ type: 'bet', player: SEAT, bet: which, stake: amount }, { type: 'deal' });
    if (!round.apply(...steps)) return;
    setStage('winner');
    askedAt.current = Date.now();
    say([PLAY_RU.dealt]);
  };

  const call = state === null ? null : stage === 'pay' ? payCall(state) : baccaratCall(state, false);

  const answer = (given: string) => {
    if (state === null || call === null) return;
    const graded = gradeBaccaratCall(state, call, given);
    const a = table.grade(graded, askedAt.current);
    const verdict = table.feedback === 'now' ? verdictSpeech(a) : '';
    askedAt.current = Date.now();
    if (call.kind === 'player-draw') round.apply({ type: 'playerRule' });
    else if (call.kind === 'banker-draw') round.apply({ type: 'bankerRule' });
    else if (call.kind === 'winner') {
      setStage('pay');
      return say([verdict]);
    } else {
      round.apply({ type: 'settle' });
      setStage('winner');
    }
    say([verdict]);
  };

  const settled = state?.phase === 'settled' ? state : null;
  const bets = state?.bets ?? [];
  return (
    <PlayShell
      {...shellProps('baccarat', props, round.round?.rules)}
      title={PLAY_MODE_TITLE_RU.baccarat}
      intro={RU.intro}
      table={table}
      bankroll={state === null ? null : (state.balances[SEAT] ?? null)}
      roundOver={settled !== null}
    >
      {state !== null && state.player.length > 0 ? (
        <div className="felt" data-testid="play-table">
          <Hand caption={RU.player} cards={state.player} size="lg" value={String(baccaratPoint(state.player))} />
          <Hand caption={RU.banker} cards={state.banker} size="lg" value={String(baccaratPoint(state.banker))} />
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="play-cards">
        {state !== null && state.player.length > 0
          ? RU.cards(
              cardsRu(state.player),
              baccaratPoint(state.player),
              cardsRu(state.banker),
              baccaratPoint(state.banker),
            )
          : ''}
      </p>
      {bets.length > 0 ? (
        <p className="context" data-testid="play-bets">
          {RU.onTable}
          {bets.map((b) => `${BACCARAT_BET_NAMES[b.bet]} ${formatChips(b.stake)}`).join(', ')}
        </p>
      ) : null}
      {call !== null && call.kind !== 'pay' ? (
        <>
          <h2 className="prompt" data-testid="play-question">
            {call.question}
          </h2>
          <Choices label={PLAY_RU.yourAnswer} testId="play-calls" choices={call.choices} onPick={answer} />
        </>
      ) : null}
      {call !== null && call.kind === 'pay' ? (
        <>
          <h2 className="prompt" data-testid="play-question">
            {call.question}
          </h2>
          <ChipsField key="pay" label={PLAY_RU.winField} button={PLAY_RU.pay} onSubmit={answer} testId="play-pay" />
        </>
      ) : null}
      {settled !== null ? (
        <ul className="context" data-testid="play-outcome">
          <li>
            {RU.outcome}
            {BACCARAT_WINNER_NAMES[settled.outcome.winner]}
          </li>
          {settled.settled.map((b, i) => (
            <li key={i}>
              {BACCARAT_BET_NAMES[b.bet]} {formatChips(b.staked)}: {formatNet(b.won - b.lost)}
            </li>
          ))}
        </ul>
      ) : null}
      {state !== null && (state.phase === 'betting' || state.phase === 'settled') ? (
        <div className="play-bet">
          <StakeField value={stake} onChange={setStake} />
          <Choices
            label={RU.punterBets}
            testId="play-bet"
            choices={BETS.map((b) => ({ id: b, label: RU.betAndDeal(BACCARAT_BET_NAMES[b]) }))}
            onPick={(id) => bet(id as BaccaratBet)}
          />
        </div>
      ) : null}
      <PlayError text={error || round.errorText} />
    </PlayShell>
  );
}
