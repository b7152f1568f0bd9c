/**
 * «Счёт за полным столом» — the screen over the counting model (`count-table.ts`): the table's size, the
 * pace (cards per second or the table's own) and when the count is asked; then the cards come, one per
 * tick of the timer this screen owns (the model knows no time), and the count is answered and graded.
 *
 * @module
 */
import { useEffect, useMemo, useState } from 'react';
import { randomSeed } from '@croupier/engine/rng';
import { TABLE_RU } from '@croupier/ru';
import { useStrategy } from '../analysis/useStrategy.ts';
import { parseWholeNumber } from '../drill.ts';
import { chosenSystem, systemOf } from '../drills/blackjack/counting.ts';
import { logPlayAnswer, playAnswer } from '../play/log.ts';
import { Choices } from '../play/parts.tsx';
import type { PlayScreenProps } from '../play/screen.ts';
import { gradeCount } from './count-answer.ts';
import { CountForm } from './CountForm.tsx';
import { CountSetup, type CountChoice } from './CountSetup.tsx';
import { delayMs, shoeOver, startCount, step, tableView, type CountRun } from './count-table.ts';
import { chartOf } from './seats.ts';
import { cardRu } from './speech.ts';
import { TableFelt } from './TableFelt.tsx';
import { TableFrame } from './TableFrame.tsx';

/** The counting drill at a full table. */
export default function CountFullTable({ rules, onBack }: PlayScreenProps) {
  const strategy = useStrategy(rules.blackjack);
  const chart = useMemo(() => (strategy.status === 'ready' ? chartOf(strategy.table) : null), [strategy]);
  const [choice, setChoice] = useState<CountChoice>({ boxes: 7, pace: { kind: 'cps', cps: 1 }, ask: 'round' });
  const [run, setRun] = useState<CountRun | null>(null);
  const [paused, setPaused] = useState(false);
  const [verdict, setVerdict] = useState('');

  // The clock: one tick after the model's delay, while dealing and not paused.
  const delay = run === null || paused ? null : delayMs(run);
  useEffect(() => {
    if (delay === null) return;
    const t = window.setTimeout(() => setRun((r) => (r === null ? r : step(r, { type: 'tick' }))), delay);
    return () => window.clearTimeout(t);
  }, [delay, run]);

  const answer = (running: string, trueCount: string) => {
    if (run === null) return;
    const next = step(run, {
      type: 'answer',
      running: parseWholeNumber(running, true),
      trueCount: parseWholeNumber(trueCount, true),
    });
    const a = next.answers[next.answers.length - 1]!;
    const graded = gradeCount(a, run.config.rules.decks);
    const said = graded.map((g) => {
      const p = playAnswer('blackjack', g, String(run.config.seed), Date.now(), 0);
      logPlayAnswer(p.record);
      return `${g.question}: ${g.correct ? TABLE_RU.rightAnswer : TABLE_RU.wrongAnswer} (${p.verdict.given}).`;
    });
    setVerdict(`${said.join(' ')} ${graded[0].verdict.explanation}`);
    setRun(next);
  };

  let body;
  if (chart === null) body = <p role="status">{TABLE_RU.computing}</p>;
  else if (run === null) {
    body = (
      <CountSetup
        choice={choice}
        onChange={setChoice}
        onStart={() => {
          setVerdict('');
          setRun(
            startCount({
              ...choice,
              rules: rules.blackjack,
              chart,
              seed: randomSeed(),
              system: systemOf(chosenSystem()),
            }),
          );
        }}
      />
    );
  } else {
    const view = tableView(run);
    const last = run.shown > 0 ? run.frames[run.shown - 1] : undefined;
    const said =
      last === undefined
        ? ''
        : last.split
          ? ''
          : `${last.seat === 0 ? TABLE_RU.dealer : TABLE_RU.seatName(last.seat)}: ${last.faceDown ? TABLE_RU.holeCard : cardRu(last.card)}.`;
    body = (
      <>
        {run.shuffled && run.shown === 0 ? <p className="context">{TABLE_RU.shuffled}</p> : null}
        <TableFelt
          dealer={view.dealer}
          hidden={view.hidden}
          boxes={view.seats.map((hands, i) => ({ seat: i + 1, you: false, hands: hands.map((cards) => ({ cards })) }))}
          testId="count-felt"
        />
        <p className="sr-only" aria-live="polite" data-testid="count-speech">
          {run.phase === 'dealing' ? said : ''}
        </p>
        {run.phase === 'dealing' ? (
          <button type="button" className="btn" onClick={() => setPaused(!paused)} data-testid="count-pause">
            {paused ? TABLE_RU.resume : TABLE_RU.pause}
          </button>
        ) : null}
        {run.phase === 'ask' ? (
          <CountForm prompt={shoeOver(run) ? TABLE_RU.shoePrompt : TABLE_RU.countPrompt} onAnswer={answer} />
        ) : null}
        {verdict && run.phase !== 'dealing' && run.phase !== 'ask' ? (
          <p className="context" role="status" data-testid="count-verdict">
            {verdict}
          </p>
        ) : null}
        {run.phase === 'answered' || run.phase === 'done' ? (
          <Choices
            label={TABLE_RU.next}
            testId="count-next"
            choices={[{ id: 'next', label: run.phase === 'done' ? TABLE_RU.newShoe : TABLE_RU.again }]}
            onPick={() => (run.phase === 'done' ? setRun(null) : setRun(step(run, { type: 'next' })))}
          />
        ) : null}
      </>
    );
  }
  return (
    <TableFrame title={TABLE_RU.countTitle} intro={TABLE_RU.countIntro} onBack={onBack} testId="count-table">
      {body}
    </TableFrame>
  );
}
