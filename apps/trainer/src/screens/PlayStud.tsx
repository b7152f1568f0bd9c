/**
 * «Покер: целые раунды» — five-card stud with the exchange, dealt by the engine from a seeded deck under
 * the rules picked, from the player's seat with a bankroll that carries over: the ante, then fold, raise
 * or exchange (the cards chosen by the trainee), graded against the engine's exact `advise` with the cost
 * in antes, as each decision is made or at the end of the round.
 *
 * @module
 */
import { PLAY_MODE_TITLE_RU, PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_STUD_RU as RU } from '@croupier/ru/trainer/play-stud';
import { useEffect, useRef, useState } from 'react';
import type { Seed } from '@croupier/engine';
import { studGame, type StudAction } from '@croupier/engine/stud';
import { Hand } from '@croupier/ui';
import { ChipsField, PlayError, readChips } from '../play/parts.tsx';
import { PlayShell, verdictSpeech } from '../play/PlayShell.tsx';
import { shellProps, type PlayScreenProps } from '../play/screen.ts';
import { gradeBuying, gradeStudWith, studAdviceRequest } from '../play/stud.ts';
import { loadStudAdvice } from '../play/stud-advice.ts';
import { dealActions, studOutcome, studSight, togglePick } from '../play/stud-table.ts';
import { StudDecision } from '../play/StudDecision.tsx';
import { usePlayTable } from '../play/usePlayTable.ts';

/** The chips of a new table. */
export const BANK = 1000;
const setup = (seed: Seed) => ({ balance: BANK, seed });

/** The stud play mode. */
export default function PlayStud(props: PlayScreenProps) {
  const table = usePlayTable('stud', studGame, props.rules.stud, setup);
  const { round } = table;
  const state = round.state;
  const [ante, setAnte] = useState('10');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [error, setError] = useState('');
  const askedAt = useRef(Date.now());

  // The exact advice for the hand on the table, computed in a worker as soon as it is dealt.
  const deciding = state?.phase === 'deciding' ? state : null;
  const buying = state?.phase === 'buying' ? state : null;
  // Five cards, or six after a sixth card (then fold, raise and insurance are valued).
  const adviceKey = deciding === null ? '' : JSON.stringify([deciding.player, deciding.exchanges, round.seed]);
  useEffect(() => {
    if (deciding !== null)
      void loadStudAdvice({
        hand: deciding.player,
        rules: deciding.rules,
        exchange: true,
        ...studAdviceRequest(deciding),
      }).catch(() => undefined);
    // adviceKey stands for the hand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adviceKey]);

  const act = (action: StudAction) => {
    const asked = askedAt.current;
    if (buying !== null) {
      const grade = gradeBuying(buying, action);
      if (!round.apply(action)) return;
      askedAt.current = Date.now();
      if (grade === null) return table.announce('');
      const a = table.grade(grade, asked);
      return table.announce(table.feedback === 'now' ? verdictSpeech(a) : '');
    }
    if (deciding === null) return;
    const before = deciding;
    if (!round.apply(action)) return;
    setPicked([]);
    askedAt.current = Date.now();
    table.announce('');
    void loadStudAdvice({
      hand: before.player,
      rules: before.rules,
      exchange: true,
      ...studAdviceRequest(before),
    }).then(
      (advice) => {
        const graded = gradeStudWith(before, action, advice);
        if (graded === null) return;
        const a = table.grade(graded, asked);
        if (table.feedback === 'now') table.announce(verdictSpeech(a));
      },
      () => table.announce(RU.notGraded),
    );
  };

  const deal = (text: string) => {
    const amount = readChips(text);
    if (amount === undefined) return setError(RU.anteError);
    setError('');
    setAnte(String(amount));
    table.newRound();
    if (!round.apply(...dealActions(state, amount))) return;
    askedAt.current = Date.now();
    table.announce(PLAY_RU.dealt);
  };

  const settled = state?.phase === 'settled' ? state : null;
  const sight = studSight(state);
  return (
    <PlayShell
      {...shellProps('stud', props, round.round?.rules)}
      title={PLAY_MODE_TITLE_RU.stud}
      intro={RU.intro}
      table={table}
      bankroll={state?.balance ?? null}
      roundOver={settled !== null}
    >
      {sight !== undefined ? (
        <div className="felt" data-testid="play-table">
          <Hand
            caption={RU.dealer}
            cards={sight.dealer}
            hidden={sight.dealerHidden}
            hiddenFirst={sight.dealerHiddenFirst}
            size="lg"
          />
          <Hand caption={RU.player} cards={sight.player} size="lg" />
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="play-cards">
        {sight?.speech ?? ''}
      </p>
      {deciding !== null || buying !== null ? (
        <StudDecision
          state={(deciding ?? buying)!}
          picked={picked}
          onToggle={(card) => setPicked((p) => togglePick(p, card))}
          onAct={act}
        />
      ) : null}
      {settled !== null ? (
        <ul className="context" data-testid="play-outcome">
          {studOutcome(settled).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {state !== null && (state.phase === 'betting' || state.phase === 'settled') ? (
        <ChipsField
          key={`${String(round.seed)}-${round.round?.steps.length ?? 0}`}
          label={RU.ante}
          button={state.phase === 'settled' ? PLAY_RU.nextDeal : PLAY_RU.deal}
          initial={ante}
          onSubmit={deal}
          testId="play-deal"
        />
      ) : null}
      <PlayError text={error || round.errorText} />
    </PlayShell>
  );
}
