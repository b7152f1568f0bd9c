/**
 * «Покер: целые раунды» — five-card stud with the exchange, dealt by the engine from a seeded deck under
 * the rules picked, from the player's seat with a bankroll that carries over: the ante, then fold, raise
 * or exchange (the cards chosen by the trainee), graded against the engine's exact `advise` with the cost
 * in antes, as each decision is made or at the end of the round.
 *
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import type { Seed } from '@croupier/engine';
import { formatCard, type Card } from '@croupier/engine/cards';
import { studGame, type StudAction, type StudDeciding } from '@croupier/engine/stud';
import { Hand } from '@croupier/ui';
import { ChipsField, Choices, PlayError, readChips } from '../play/parts.tsx';
import { PlayShell, verdictSpeech } from '../play/PlayShell.tsx';
import { shellProps, type PlayScreenProps } from '../play/screen.ts';
import { gradeStudWith, studAdviceRequest } from '../play/stud.ts';
import { loadStudAdvice } from '../play/stud-advice.ts';
import {
  dealActions,
  exchangeOffered,
  studActionOf,
  studChoices,
  studOutcome,
  studQuestion,
  studSight,
  togglePick,
} from '../play/stud-table.ts';
import { usePlayTable } from '../play/usePlayTable.ts';

/** The chips of a new table. */
export const BANK = 1000;
const setup = (seed: Seed) => ({ balance: BANK, seed });
const ru = (c: number) => formatCard(c, { notation: 'ru' });

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
  const adviceKey = deciding === null ? '' : JSON.stringify([deciding.player, deciding.exchanged, round.seed]);
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
    if (deciding === null) return;
    const before = deciding;
    const asked = askedAt.current;
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
      () => table.announce('Решение не оценено: расчёт не удался.'),
    );
  };

  const deal = (text: string) => {
    const amount = readChips(text);
    if (amount === undefined) return setError('АНТЕ — целое число фишек, например 10.');
    setError('');
    setAnte(String(amount));
    table.newRound();
    if (!round.apply(...dealActions(state, amount))) return;
    askedAt.current = Date.now();
    table.announce('Карты розданы.');
  };

  const settled = state?.phase === 'settled' ? state : null;
  const sight = studSight(state);
  return (
    <PlayShell
      {...shellProps('stud', props, round.round?.rules)}
      title="Покер: целые раунды"
      intro="Раздачи из тасованной колоды по выбранным правилам: АНТЕ, затем сдаться, играть или заменить карты. Каждое решение сравнивается с точным расчётом движка."
      table={table}
      bankroll={state?.balance ?? null}
      roundOver={settled !== null}
    >
      {sight !== undefined ? (
        <div className="felt" data-testid="play-table">
          <Hand caption="Дилер" cards={sight.dealer} hidden={sight.dealerHidden} size="lg" />
          <Hand caption="Игрок" cards={sight.player} size="lg" />
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="play-cards">
        {sight?.speech ?? ''}
      </p>
      {deciding !== null ? (
        <Decision
          deciding={deciding}
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
          label="АНТЕ"
          button={state.phase === 'settled' ? 'Следующая раздача' : 'Раздать'}
          initial={ante}
          onSubmit={deal}
          testId="play-deal"
        />
      ) : null}
      <PlayError text={error || round.errorText} />
    </PlayShell>
  );
}

/** The question, the cards to pick for an exchange and the choices. */
function Decision({
  deciding,
  picked,
  onToggle,
  onAct,
}: {
  readonly deciding: StudDeciding;
  readonly picked: readonly Card[];
  readonly onToggle: (card: Card) => void;
  readonly onAct: (action: StudAction) => void;
}) {
  return (
    <>
      <h2 className="prompt" data-testid="play-question">
        {studQuestion(deciding)}
      </h2>
      {exchangeOffered(deciding) ? (
        <div className="play-cards" role="group" aria-label="Карты для замены">
          {deciding.player.map((c) => (
            <button
              key={c}
              type="button"
              className={`btn play-card${picked.includes(c) ? ' play-card--picked' : ''}`}
              aria-pressed={picked.includes(c)}
              onClick={() => onToggle(c)}
              data-card={c}
            >
              {ru(c)}
            </button>
          ))}
        </div>
      ) : null}
      <Choices
        label="Ваш ход"
        testId="play-actions"
        choices={studChoices(deciding, picked)}
        onPick={(id) => onAct(studActionOf(id, picked))}
      />
    </>
  );
}
