/**
 * «Крэпс: место крупье» — a table whose dice come from its seed, under the rules picked. The trainee puts
 * the punter's bets down, rolls, and then, as the dealer, calls what the roll does to every bet on the
 * layout (wins, loses, stays, comes back or moves to its number) and pays each winner; each call is graded
 * with the rule that applies. The punter's chips carry over from roll to roll.
 *
 * @module
 */
import { PLAY_MODE_TITLE_RU, PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_CRAPS_RU as RU } from '@croupier/ru/trainer/play-craps';
import { useRef, useState } from 'react';
import type { DiceRoll, Seed } from '@croupier/engine';
import { crapsGame, type BetId, type CrapsLegal } from '@croupier/engine/craps';
import { betNameRu } from '@croupier/ru';
import { Dice } from '@croupier/ui';
import {
  gradeCrapsCall,
  payCallOf,
  resolutionCalls,
  resolutionOf,
  RESOLUTION_CHOICES,
  type CrapsCall,
} from '../play/craps.ts';
import { ChipsField, Choices, PlayError, readChips, StakeField } from '../play/parts.tsx';
import { PlayShell, verdictSpeech } from '../play/PlayShell.tsx';
import { shellProps, type PlayScreenProps } from '../play/screen.ts';
import { usePlayTable } from '../play/usePlayTable.ts';
import type { CrapsState } from '@croupier/engine/craps';

/** The punter's seat (the same as the site's puck widget, so a history opens there too). */
export const SEAT = 'me';
/** The punter's chips at a new table. */
export const BANK = 1000;
const setup = (seed: Seed) => ({ seats: { [SEAT]: BANK }, seed });

/** The bets offered to the punter, when the table allows them. */
const OFFERED: readonly BetId[] = ['pass', 'dontPass', 'come', 'dontCome', 'passOdds', 'field', 'place6', 'place8'];

interface Pending {
  readonly before: CrapsState;
  readonly after: CrapsState;
  readonly dice: DiceRoll;
  readonly calls: readonly CrapsCall[];
  readonly index: number;
}

/** The craps dealer's seat. */
export default function PlayCraps(props: PlayScreenProps) {
  const table = usePlayTable('craps', crapsGame, props.rules.craps, setup);
  const { round } = table;
  const state = round.state;
  const [stake, setStake] = useState('10');
  const [pending, setPending] = useState<Pending | null>(null);
  const [lastDice, setLastDice] = useState<DiceRoll | null>(null);
  const [error, setError] = useState('');
  const askedAt = useRef(Date.now());

  const seat = state?.seats.find((s) => s.id === SEAT);
  const legal = round.legal as readonly CrapsLegal[];
  const offered = OFFERED.filter((b) => legal.some((a) => a.type === 'bet' && a.bet === b));
  const onLayout = seat ? Object.entries(seat.bets).filter(([, v]) => (v ?? 0) > 0) : [];

  const place = (bet: BetId) => {
    const amount = readChips(stake);
    if (amount === undefined) return setError(PLAY_RU.stakeError(10));
    setError('');
    if (round.apply({ type: 'bet', player: SEAT, bet, amount })) {
      table.announce(RU.placed(betNameRu(bet), amount));
    }
  };

  const commit = (p: Pending) => {
    round.apply({ type: 'roll' });
    setPending(null);
    table.announce(p.after.point !== null ? RU.puckOn(p.after.point) : RU.puckOff);
  };

  const roll = () => {
    if (state === null) return;
    const r = crapsGame.apply(state, { type: 'roll' });
    if (!r.ok) return;
    const rolled = r.value.events.find((e) => e.type === 'rolled');
    if (rolled?.type !== 'rolled') return;
    table.newRound();
    setLastDice(rolled.dice);
    const calls = resolutionCalls(state, SEAT, rolled.dice);
    const p: Pending = { before: state, after: r.value.state, dice: rolled.dice, calls, index: 0 };
    table.announce(RU.rolled(rolled.dice[0], rolled.dice[1], rolled.total));
    askedAt.current = Date.now();
    if (calls.length === 0) commit(p);
    else setPending(p);
  };

  const answer = (given: string) => {
    if (pending === null) return;
    const call = pending.calls[pending.index]!;
    const a = table.grade(gradeCrapsCall(pending.before, call, pending.dice, given), askedAt.current);
    if (table.feedback === 'now') table.announce(verdictSpeech(a));
    askedAt.current = Date.now();
    const calls = [...pending.calls];
    if (call.kind === 'resolve' && resolutionOf(pending.before, call.bet, pending.dice) === 'win') {
      calls.splice(pending.index + 1, 0, payCallOf(call));
    }
    const next = { ...pending, calls, index: pending.index + 1 };
    if (next.index >= calls.length) commit(next);
    else setPending(next);
  };

  const call = pending === null ? null : pending.calls[pending.index]!;
  return (
    <PlayShell
      {...shellProps('craps', props, round.round?.rules)}
      title={PLAY_MODE_TITLE_RU.craps}
      intro={RU.intro}
      table={table}
      bankroll={seat?.bank ?? null}
      roundOver={pending === null}
    >
      <p className="context" data-testid="play-puck">
        {RU.puck}
        {state?.point == null ? RU.off : RU.on(state.point)}
      </p>
      {lastDice !== null ? (
        <div className="felt" data-testid="play-dice" data-dice={lastDice.join(',')}>
          <Dice roll={lastDice} size="lg" />
        </div>
      ) : null}
      <p className="context" data-testid="play-bets">
        {RU.onTable}{' '}
        {onLayout.length === 0 ? RU.noBets : onLayout.map(([b, v]) => `${betNameRu(b as BetId)} ${v}`).join(', ')}
      </p>
      {call !== null ? (
        <>
          <h2 className="prompt" data-testid="play-question" data-bet={call.bet}>
            {call.question}
          </h2>
          {call.kind === 'resolve' ? (
            <Choices label={RU.whatOfBet} testId="play-calls" choices={RESOLUTION_CHOICES} onPick={answer} />
          ) : (
            <ChipsField
              key={`pay-${pending!.index}`}
              label={PLAY_RU.winField}
              button={PLAY_RU.pay}
              onSubmit={answer}
              testId="play-pay"
            />
          )}
        </>
      ) : (
        <div className="play-bet">
          <StakeField value={stake} onChange={setStake} />
          <Choices
            label={RU.punterActs}
            testId="play-bet"
            choices={[
              ...offered.map((b) => ({ id: b, label: RU.place(betNameRu(b)) })),
              { id: 'roll', label: RU.roll, disabled: onLayout.length === 0 },
            ]}
            onPick={(id) => (id === 'roll' ? roll() : place(id as BetId))}
          />
        </div>
      )}
      <PlayError text={error || round.errorText} />
    </PlayShell>
  );
}
