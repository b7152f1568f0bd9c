import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dice, Hand } from '@croupier/ui';
import type { Drill, DrillItem, Verdict } from '../drill.ts';
import { docsLink } from '../links.ts';
import type { AnswerGrade, PickReason } from '../scheduler/scheduler.ts';
import {
  addToStats,
  EMPTY_STATS,
  formatInterval,
  formatPercent,
  itemRng,
  nextItem,
  recordAnswer,
  type SessionStats,
} from '../session.ts';
import type { Progress } from '../storage/progress.ts';
import { choiceForKey, isTypingTarget } from './keys.ts';

/** Props of {@link Practice}. */
export interface PracticeProps {
  /** The drill to practise. */
  readonly drill: Drill;
  /** The saved progress. */
  readonly progress: Progress;
  /** Called with the progress after each answer. */
  readonly onProgress: (next: Progress) => void;
  /** Back to the list. */
  readonly onBack: () => void;
  /** `?seed=`: makes the items reproducible. */
  readonly seed: string | null;
  /** `?key=`: asks only this key (tests). */
  readonly forcedKey: string | null;
}

interface RunState {
  readonly rng: ReturnType<typeof itemRng>;
  readonly item: DrillItem | undefined;
  readonly reason: PickReason | undefined;
  readonly shownAt: number;
  readonly phase: 'asking' | 'feedback';
  readonly answer?: string;
  readonly verdict?: Verdict;
  /** The grade given and when the key returns (ms from the answer). */
  readonly schedule?: { readonly grade: AnswerGrade; readonly inMs: number };
  readonly stats: SessionStats;
}

/**
 * A practice run: shows an item, takes the answer by click or keyboard, gives feedback, records the
 * answer in the FSRS schedule, and moves on with Space/Enter.
 *
 * @param props - See {@link PracticeProps}.
 */
export function Practice({ drill, progress, onProgress, onBack, seed, forcedKey }: PracticeProps) {
  const [run, setRun] = useState<RunState>(() => {
    const rng = itemRng(seed);
    const first = nextItem(drill, progress, Date.now(), rng, undefined, forcedKey ?? undefined);
    return { rng, item: first?.item, reason: first?.reason, shownAt: Date.now(), phase: 'asking', stats: EMPTY_STATS };
  });
  const [typed, setTyped] = useState('');
  const numberInput = useRef<HTMLInputElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const progressRef = useRef(progress);
  useLayoutEffect(() => {
    progressRef.current = progress;
  }, [progress]);

  const submit = (answer: string) => {
    if (run.phase !== 'asking' || run.item === undefined) return;
    const verdict = drill.check(run.item, answer);
    const now = Date.now();
    const recorded = recordAnswer(progressRef.current, drill.id, run.item.key, verdict.correct, now - run.shownAt, now);
    onProgress(recorded.progress);
    const due = recorded.progress.drills[drill.id]?.cards[run.item.key]?.due ?? now;
    const schedule = { grade: recorded.grade, inMs: due - now };
    setRun((r) => ({ ...r, phase: 'feedback', answer, verdict, schedule, stats: addToStats(r.stats, verdict) }));
  };

  const next = () => {
    if (run.phase !== 'feedback') return;
    const n = nextItem(drill, progressRef.current, Date.now(), run.rng, run.item?.key, forcedKey ?? undefined);
    setTyped('');
    setRun((r) => {
      const { answer: _a, verdict: _v, schedule: _s, ...rest } = r;
      return { ...rest, item: n?.item, reason: n?.reason, shownAt: Date.now(), phase: 'asking' };
    });
  };

  // Focus follows the phase: the number field while asking, the «Дальше» button after the answer. A
  // layout effect, so focus is in place before the next key press can arrive.
  useLayoutEffect(() => {
    if (run.phase === 'asking') numberInput.current?.focus();
    else nextButton.current?.focus();
  }, [run.phase, run.item]);

  // One key listener for the whole run, reading the latest state through refs (no gap between a
  // render and a re-subscription in which a key press could be lost).
  const submitRef = useRef(submit);
  const nextRef = useRef(next);
  const runRef = useRef(run);
  useLayoutEffect(() => {
    submitRef.current = submit;
    nextRef.current = next;
    runRef.current = run;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const target = e.target as HTMLElement | null;
      if ((e.key === 'Enter' || e.key === ' ') && target?.tagName === 'BUTTON') return; // the button's own click
      const current = runRef.current;
      if (current.phase === 'feedback') {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          nextRef.current();
        }
        return;
      }
      const answer = current.item?.answer;
      if (answer?.kind !== 'choice') return;
      const choice = choiceForKey(answer.choices, e.key, e.code);
      if (choice !== undefined) {
        e.preventDefault();
        submitRef.current(choice.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { item, verdict, stats } = run;

  return (
    <div className="practice" data-drill={drill.id}>
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          ← Все упражнения
        </button>
        <SessionBar stats={stats} />
      </div>
      <section className="panel table" aria-labelledby="drill-title">
        <p className="drill-kicker" id="drill-title">
          {drill.title}
          {run.reason === 'new' && run.phase === 'asking' ? <span className="pill pill--new">новое</span> : null}
        </p>
        {item === undefined ? (
          <p>В этом упражнении пока нет заданий.</p>
        ) : (
          <>
            <h1 className="prompt" data-testid="prompt" data-key={item.key}>
              {item.prompt}
            </h1>
            {item.hands && item.hands.length > 0 ? (
              <div className="felt">
                {item.hands.map((h, i) => (
                  <Hand key={`${h.label}-${i}`} caption={h.label} cards={h.cards} hidden={h.hidden ?? 0} size="lg" />
                ))}
              </div>
            ) : null}
            {item.dice ? (
              <div className="felt">
                <Dice roll={item.dice} size="lg" showTotal={false} />
              </div>
            ) : null}
            {item.context && item.context.length > 0 ? (
              <ul className="context">
                {item.context.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            ) : null}
            {item.answer.kind === 'choice' ? (
              <div className="choices" role="group" aria-label="Варианты ответа">
                {item.answer.choices.map((c, i) => {
                  const done = run.phase === 'feedback';
                  const picked = done && run.answer === c.id;
                  const cls = picked
                    ? verdict?.correct
                      ? ' choice--right'
                      : ' choice--wrong'
                    : done && verdict?.expectedAnswer === c.id
                      ? ' choice--expected'
                      : '';
                  return (
                    <button
                      key={c.id}
                      type="button"
                      className={`btn choice${cls}`}
                      disabled={run.phase !== 'asking'}
                      onClick={() => submit(c.id)}
                      data-choice={c.id}
                    >
                      {i < 9 ? <kbd>{i + 1}</kbd> : <span />}
                      <span className="choice-label">{c.label}</span>
                      {c.hotkey && c.hotkey !== String(i + 1) ? (
                        <kbd className="hotkey">{c.hotkey.toUpperCase()}</kbd>
                      ) : null}
                    </button>
                  );
                })}
              </div>
            ) : (
              <form
                className="number-answer"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (typed.trim() !== '') submit(typed);
                }}
              >
                <input
                  ref={numberInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label="Ответ"
                  placeholder={item.answer.placeholder ?? 'Число'}
                  value={typed}
                  disabled={run.phase !== 'asking'}
                  onChange={(e) => setTyped(e.target.value)}
                />
                <button
                  type="submit"
                  className="btn btn--primary"
                  disabled={run.phase !== 'asking' || typed.trim() === ''}
                >
                  Ответить <kbd>Enter</kbd>
                </button>
              </form>
            )}
          </>
        )}
        {run.phase === 'feedback' && verdict ? (
          <Feedback
            verdict={verdict}
            answer={run.answer ?? ''}
            item={item}
            schedule={run.schedule}
            nextButton={nextButton}
            onNext={next}
          />
        ) : null}
      </section>
    </div>
  );
}

function SessionBar({ stats }: { readonly stats: SessionStats }) {
  return (
    <dl className="session-stats" data-testid="session-stats">
      <div>
        <dt>Ответов</dt>
        <dd data-stat="answered">{stats.answered}</dd>
      </div>
      <div>
        <dt>Точность</dt>
        <dd data-stat="accuracy">{stats.answered === 0 ? '—' : formatPercent(stats.correct / stats.answered)}</dd>
      </div>
      <div>
        <dt>Серия</dt>
        <dd data-stat="streak">
          {stats.streak}
          {stats.bestStreak > stats.streak ? <small> (лучшая {stats.bestStreak})</small> : null}
        </dd>
      </div>
    </dl>
  );
}

function Feedback({
  verdict,
  answer,
  item,
  schedule,
  nextButton,
  onNext,
}: {
  readonly verdict: Verdict;
  readonly answer: string;
  readonly item: DrillItem | undefined;
  readonly schedule: RunState['schedule'];
  readonly nextButton: React.RefObject<HTMLButtonElement | null>;
  readonly onNext: () => void;
}) {
  const given =
    item?.answer.kind === 'choice'
      ? (item.answer.choices.find((c) => c.id === answer)?.label ?? answer)
      : answer.trim();
  return (
    <div
      className={`feedback ${verdict.correct ? 'feedback--right' : 'feedback--wrong'}`}
      role="status"
      data-testid="feedback"
      data-correct={verdict.correct}
    >
      <p className="feedback-head">
        <span className="feedback-mark" aria-hidden="true">
          {verdict.correct ? '✓' : '✗'}
        </span>
        {verdict.correct ? 'Верно' : 'Неверно'}
        {!verdict.correct ? <span className="feedback-given"> — ваш ответ: {given}</span> : null}
      </p>
      <p className="feedback-expected">
        Правильный ответ: <strong data-testid="expected">{verdict.expected}</strong>
      </p>
      <p className="feedback-explanation">{verdict.explanation}</p>
      {verdict.cost ? <p className="feedback-cost">Цена ошибки: {verdict.cost}</p> : null}
      {schedule ? (
        <p className="feedback-schedule" data-testid="schedule" data-grade={schedule.grade}>
          {schedule.grade === 'hard' ? 'Верно, но не быстро (дольше 10 с). ' : ''}
          Такое задание вернётся {formatInterval(schedule.inMs)}.
        </p>
      ) : null}
      <div className="feedback-actions">
        {verdict.ruleLink ? (
          <a className="rule-link" href={docsLink(verdict.ruleLink)} target="_blank" rel="noopener">
            Правило
          </a>
        ) : (
          <span />
        )}
        <button ref={nextButton} type="button" className="btn btn--primary" onClick={onNext}>
          Дальше <kbd>Пробел</kbd>
        </button>
      </div>
    </div>
  );
}
