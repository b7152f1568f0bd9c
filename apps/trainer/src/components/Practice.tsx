import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dice, Hand } from '@croupier/ui';
import { formatAnswerTime, formatChips, formatCostRu, formatNumber, formatPercent, formatReturnIn } from '@croupier/ru';
import { announceItem, announceVerdict } from '../announce.ts';
import { numberAnswerProblem } from '../answer-form.ts';
import type { Drill, DrillItem, DrillSetting, Verdict } from '../drill.ts';
import { settingFor } from '../drills/setting.ts';
import { useStrategy } from '../analysis/useStrategy.ts';
import { useIndexTable } from '../analysis/useIndexTable.ts';
import { shippedIndexTableFor } from '../drills/blackjack/deviations.ts';
import { IndexWait } from './IndexWait.tsx';
import { docsLink } from '../links.ts';
import { appHref } from '../router.ts';
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';
import { rulesLine } from '../rules/line.ts';
import type { AnswerGrade, PickReason } from '../scheduler/scheduler.ts';
import {
  addToStats,
  EMPTY_STATS,
  itemRng,
  itemSeed,
  nextItem,
  recordAnswer,
  runSeed,
  type SessionStats,
} from '../session.ts';
import type { Progress } from '../storage/progress.ts';
import type { AnswerRecord } from '../storage/log.ts';
import { ledgerOf } from '../ledger.ts';
import { choiceForKey, isTypingTarget } from '../keys.ts';
import { LedgerPanel } from './LedgerPanel.tsx';
import { ChipAnswer } from './ChipAnswer.tsx';
import { SpotAnswer } from './SpotAnswer.tsx';
import { answerRecord, drillMedianMs } from '../dealer/record.ts';
import { addSpot, EMPTY_SPOT_SCORE, SPOT_OUTCOME_RU, stoppedAt, type SpotScore } from '../dealer/spot.ts';
import { ItemVisual, TaggedReveal } from './CountVisual.tsx';

/** Props of {@link Practice}. */
export interface PracticeProps {
  /** The drill to practise. */
  readonly drill: Drill;
  /** The saved progress. */
  readonly progress: Progress;
  /** Every game's rules in play. */
  readonly rules: RulesByGame;
  /** The trainee's choices (which preset each game's rules come from). */
  readonly settings: RulesSettings;
  /** Records an answer: a change of the progress. */
  readonly onProgress: (change: (progress: Progress) => Progress) => void;
  /** Back to the list. */
  readonly onBack: () => void;
  /** Opens the rules picker of the drill's game. */
  readonly onRules: (game: string) => void;
  /** `?seed=`: the run starts from this seed (replays); else a fresh seed from the cryptographic source. */
  readonly seed: string | null;
  /** `?key=`: asks only this key. */
  readonly forcedKey: string | null;
  /** `?keys=`: draws only these keys («Тренировать только эти»), or `null` for all. */
  readonly onlyKeys?: readonly string[] | null;
  /** Opens an app path (the heatmap, the mistakes review, a practice of some keys). */
  readonly onOpen?: (path: string) => void;
}

interface RunState {
  /** The run's seed; item n is dealt from `itemSeed(seed, n)`. */
  readonly seed: string;
  /** The number of the item on screen, from 1. */
  readonly n: number;
  readonly item: DrillItem | undefined;
  readonly reason: PickReason | undefined;
  readonly shownAt: number;
  readonly phase: 'asking' | 'feedback';
  readonly answer?: string;
  readonly verdict?: Verdict;
  /** The grade given and when the key returns (ms from the answer). */
  readonly schedule?: { readonly grade: AnswerGrade; readonly inMs: number };
  readonly stats: SessionStats;
  /** The session's answers with their times (the answer log's records). */
  readonly log: readonly AnswerRecord[];
  /** The session's error-spotting score. */
  readonly spot: SpotScore;
}

/**
 * A practice run: deals an item under the rules in play (waiting for the blackjack analysis where the drill
 * needs it), takes the answer by click or keyboard, gives feedback, records the answer in the FSRS
 * schedule, and moves on with Space/Enter. Every item says which rules it uses and which seed dealt it.
 *
 * @param props - See {@link PracticeProps}.
 */
export function Practice({
  drill,
  progress,
  rules,
  settings,
  onProgress,
  onBack,
  onRules,
  seed,
  forcedKey,
  onlyKeys = null,
  onOpen = () => undefined,
}: PracticeProps) {
  const strategy = useStrategy(drill.needs === 'blackjack-strategy' ? rules.blackjack : null);
  // A drill with data of its own (`prepare`) is dealt once it is loaded.
  const [prepared, setPrepared] = useState(drill.prepare === undefined);
  useEffect(() => {
    if (drill.prepare === undefined) return;
    let live = true;
    void drill.prepare().then(() => {
      if (live) setPrepared(true);
    });
    return () => {
      live = false;
    };
  }, [drill]);
  // The deviations drill under rules with no shipped index table: the table is computed for them (workers).
  const computeIndices =
    drill.needs === 'blackjack-indices' && prepared && shippedIndexTableFor(rules.blackjack) === undefined;
  const indices = useIndexTable(computeIndices ? rules.blackjack : null, 'hilo');
  const setting: DrillSetting | undefined = !prepared
    ? undefined
    : drill.needs === undefined
      ? settingFor(drill, rules)
      : drill.needs === 'blackjack-indices'
        ? !computeIndices || indices.status === 'ready'
          ? settingFor(drill, rules)
          : undefined
        : strategy.status === 'ready'
          ? settingFor(drill, rules, strategy.table)
          : undefined;

  const deal = (n: number, s: string, last: string | undefined, p: Progress) => {
    if (setting === undefined) return undefined;
    return nextItem(
      drill,
      p,
      Date.now(),
      itemRng(itemSeed(s, n)),
      setting,
      last,
      forcedKey ?? undefined,
      onlyKeys ?? undefined,
    );
  };

  const [run, setRun] = useState<RunState>(() => {
    const s = runSeed(seed);
    const first = deal(1, s, undefined, progress);
    return {
      seed: s,
      n: 1,
      item: first?.item,
      reason: first?.reason,
      shownAt: Date.now(),
      phase: 'asking',
      stats: EMPTY_STATS,
      log: [],
      spot: EMPTY_SPOT_SCORE,
    };
  });
  const [typed, setTyped] = useState('');
  /** Why the typed answer cannot be judged (wrong form), shown under the field; nothing is graded. */
  const [hint, setHint] = useState<string | undefined>();
  const numberInput = useRef<HTMLInputElement>(null);
  const spotButton = useRef<HTMLButtonElement>(null);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const progressRef = useRef(progress);
  useLayoutEffect(() => {
    progressRef.current = progress;
  }, [progress]);

  // The first item of a drill that waits for the analysis is dealt when it arrives.
  const ready = setting !== undefined;
  useEffect(() => {
    if (!ready || run.item !== undefined || run.phase !== 'asking') return;
    const first = deal(run.n, run.seed, undefined, progressRef.current);
    if (first) setRun((r) => ({ ...r, item: first.item, reason: first.reason, shownAt: Date.now() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const submit = (answer: string) => {
    if (run.phase !== 'asking' || run.item === undefined) return;
    const item = run.item;
    const verdict = drill.check(item, answer);
    const now = Date.now();
    const record = answerRecord({
      drill: drill.id,
      item,
      answer,
      verdict,
      shownAt: run.shownAt,
      at: now,
      seed: itemSeed(run.seed, run.n),
    });
    const recorded = recordAnswer(progressRef.current, record);
    onProgress((p) => recordAnswer(p, record).progress);
    const due = recorded.progress.drills[drill.id]?.cards[item.key]?.due ?? now;
    const schedule = { grade: recorded.grade, inMs: due - now };
    setRun((r) => ({
      ...r,
      phase: 'feedback',
      answer,
      verdict,
      schedule,
      stats: addToStats(r.stats, verdict),
      log: [...r.log, record],
      spot: verdict.spot ? addSpot(r.spot, verdict.spot) : r.spot,
    }));
  };

  const next = () => {
    if (run.phase !== 'feedback') return;
    const n = run.n + 1;
    const dealt = deal(n, run.seed, run.item?.key, progressRef.current);
    setTyped('');
    setHint(undefined);
    setRun((r) => {
      const { answer: _a, verdict: _v, schedule: _s, ...rest } = r;
      return { ...rest, n, item: dealt?.item, reason: dealt?.reason, shownAt: Date.now(), phase: 'asking' };
    });
  };

  // Focus follows the phase: while asking, the number field (described by the question) or the question
  // itself, so a screen reader reads the new question after «Дальше»; the «Дальше» button after the
  // answer. A layout effect, so focus is in place before the next key press can arrive.
  useLayoutEffect(() => {
    if (run.phase === 'asking') (numberInput.current ?? spotButton.current ?? promptRef.current)?.focus();
    else nextButton.current?.focus();
  }, [run.phase, run.item]);

  // The live region: the cards dealt or the dice rolled with each item, then the verdict. Set after the
  // render (the region is already on the page), so each change is announced.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const { item: it, verdict: v, answer: a, phase } = run;
    if (it === undefined) return;
    setAnnouncement(
      phase === 'feedback' && v
        ? announceVerdict(v, givenLabel(it, a ?? ''), it.solution.evUnit ?? 'bet')
        : announceItem(it),
    );
  }, [run]);

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
      if (e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
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
  const seedNow = itemSeed(run.seed, run.n);
  // The item's rules; while an index table is computed, the rules it is computed for (so they can be changed).
  const lineRules = item?.rules ?? (computeIndices ? rules.blackjack : null);
  const line =
    drill.game === 'general' || lineRules === null
      ? undefined
      : rulesLine(
          drill.game,
          lineRules as RulesByGame[typeof drill.game],
          drill.rulesShown ?? [],
          settings[drill.game].preset,
        );

  return (
    <div className="practice" data-drill={drill.id}>
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          ← Все упражнения
        </button>
        <SessionBar
          stats={stats}
          medianMs={drillMedianMs(run.log, drill.id)}
          spot={
            item?.answer.kind === 'spot' || (run.log.length > 0 && run.spot !== EMPTY_SPOT_SCORE) ? run.spot : undefined
          }
        />
      </div>
      <section className="panel table" aria-labelledby="drill-title">
        <p className="drill-kicker" id="drill-title">
          {drill.title}
          {run.reason === 'new' && run.phase === 'asking' ? <span className="pill pill--new">новое</span> : null}
        </p>
        {line !== undefined ? (
          <p className="rules-line" data-testid="rules-line">
            {line}.{' '}
            <a
              href={appHref(`/rules/${drill.game}`)}
              onClick={(e) => {
                e.preventDefault();
                onRules(drill.game);
              }}
            >
              Изменить
            </a>
          </p>
        ) : null}
        {setting === undefined ? (
          prepared ? (
            computeIndices ? (
              <IndexWait state={indices} />
            ) : (
              <AnalysisWait state={strategy} />
            )
          ) : (
            <p className="loading" role="status">
              Загрузка таблиц упражнения…
            </p>
          )
        ) : item === undefined ? (
          <p>По выбранным правилам в этом упражнении нет заданий.</p>
        ) : (
          <>
            <h1 className="prompt" id="prompt" data-testid="prompt" data-key={item.key} tabIndex={-1} ref={promptRef}>
              {item.prompt}
            </h1>
            {item.answer.kind !== 'spot' && item.hands && item.hands.length > 0 ? (
              <div className="felt">
                {item.hands.map((h, i) => (
                  <Hand key={`${h.label}-${i}`} caption={h.label} cards={h.cards} hidden={h.hidden ?? 0} size="lg" />
                ))}
              </div>
            ) : null}
            {item.answer.kind !== 'spot' && item.dice ? (
              <div className="felt">
                <Dice roll={item.dice} size="lg" showTotal={false} />
              </div>
            ) : null}
            {item.visual ? <ItemVisual visual={item.visual} itemKey={item.key} n={run.n} verdict={verdict} /> : null}
            {item.context && item.context.length > 0 ? (
              <ul className="context">
                {item.context.map((text, i) => (
                  <li key={i}>{text}</li>
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
            ) : item.answer.kind === 'chips' ? (
              <ChipAnswer
                key={seedNow}
                denominations={item.answer.denominations}
                disabled={run.phase !== 'asking'}
                onSubmit={(total) => submit(String(total))}
                inputRef={numberInput}
              />
            ) : item.answer.kind === 'spot' ? (
              <SpotAnswer
                key={seedNow}
                steps={item.answer.steps}
                disabled={run.phase !== 'asking'}
                onAnswer={submit}
                focusRef={spotButton}
              />
            ) : (
              <form
                className="number-answer"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  if (typed.trim() === '' || item.answer.kind !== 'number') return;
                  const problem = numberAnswerProblem(typed, item.answer.signed === true);
                  setHint(problem);
                  if (problem !== undefined) setAnnouncement(problem);
                  else submit(typed);
                }}
              >
                {/* A signed answer needs a minus: phones' numeric keypads may have none, so the field
                    opens the text keyboard (digits and «-» one tap away); see docs/decisions/022. */}
                <input
                  ref={numberInput}
                  type="text"
                  inputMode={item.answer.signed ? 'text' : 'numeric'}
                  pattern={item.answer.signed ? '[\\-\u2212]?[0-9]*' : '[0-9]*'}
                  enterKeyHint="done"
                  autoComplete="off"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-label="Ответ"
                  aria-describedby={hint === undefined ? 'prompt' : 'prompt answer-hint'}
                  aria-invalid={hint !== undefined}
                  placeholder={item.answer.placeholder ?? 'Число'}
                  value={typed}
                  disabled={run.phase !== 'asking'}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setHint(undefined);
                  }}
                />
                <button
                  type="submit"
                  className="btn btn--primary"
                  disabled={run.phase !== 'asking' || typed.trim() === ''}
                >
                  Ответить <kbd>Enter</kbd>
                </button>
                {hint !== undefined ? (
                  <p className="answer-hint" id="answer-hint" data-testid="answer-hint">
                    {hint} Ответ не засчитан.
                  </p>
                ) : null}
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
            ms={run.log[run.log.length - 1]?.ms}
            nextButton={nextButton}
            onNext={next}
          />
        ) : null}
        {item !== undefined ? <SeedLine drillId={drill.id} seed={seedNow} itemKey={item.key} /> : null}
        {onlyKeys !== null && onlyKeys.length > 0 ? (
          <p className="only-keys" data-testid="only-keys">
            Тренируются только выбранные клетки: {onlyKeys.length}.{' '}
            <a
              href={appHref(`/drill/${encodeURIComponent(drill.id)}`)}
              onClick={(e) => {
                e.preventDefault();
                onOpen(`/drill/${encodeURIComponent(drill.id)}`);
              }}
            >
              Все клетки
            </a>
          </p>
        ) : null}
        <p className="visually-hidden" aria-live="polite" data-testid="announce">
          {announcement}
        </p>
        {computeIndices && indices.status === 'ready' ? (
          <p
            className="analysis-note"
            data-testid="indices-time"
            data-ms={Math.round(indices.ms)}
            data-workers={indices.workers}
            data-stages={indices.stages ? JSON.stringify(indices.stages) : undefined}
          >
            Таблица индексов Hi-Lo для этих правил рассчитана движком в этом браузере
            {indices.ms > 0
              ? ` за ${formatNumber(indices.ms / 1000, 1)}\u00a0с (потоков: ${formatNumber(indices.workers)})`
              : ' и сохранена'}
            .
          </p>
        ) : null}
        {strategy.status === 'ready' ? (
          <p className="analysis-note" data-testid="analysis-time">
            Стратегия для этих правил рассчитана движком точно
            {strategy.ms > 0 ? ` за ${formatNumber(strategy.ms / 1000, 1)}\u00a0с` : ''}.
          </p>
        ) : null}
      </section>
      <LedgerPanel
        ledger={ledgerOf(progress.log, drill.id)}
        unit={drill.game === 'stud' ? 'ante' : 'bet'}
        title="Журнал упражнения"
        onOpen={onOpen}
      >
        <p className="ledger-links">
          <a
            href={appHref(`/map/${drill.id}`)}
            onClick={(e) => {
              e.preventDefault();
              onOpen(`/map/${drill.id}`);
            }}
          >
            Карта ошибок
          </a>
          <a
            href={appHref('/mistakes')}
            onClick={(e) => {
              e.preventDefault();
              onOpen('/mistakes');
            }}
          >
            Разбор ошибок
          </a>
        </p>
      </LedgerPanel>
    </div>
  );
}

/** The wait for the blackjack analysis: progress by up-card, or what went wrong. */
function AnalysisWait({ state }: { readonly state: ReturnType<typeof useStrategy> }) {
  if (state.status === 'error') {
    return (
      <>
        <h1 className="prompt">Расчёт стратегии</h1>
        <p className="analysis-error" role="alert" data-error={state.message}>
          Расчёт стратегии не удался. Обновите страницу, чтобы попробовать снова.
        </p>
      </>
    );
  }
  const done = state.status === 'loading' ? state.done : 0;
  const total = state.status === 'loading' ? state.total : 10;
  return (
    <>
      <h1 className="prompt">Расчёт стратегии</h1>
      <div className="analysis-wait" role="status" data-testid="analysis">
        <p>
          Движок считает точную стратегию для этих правил: все руки против каждой открытой карты крупье. Это занимает
          около секунды и делается один раз для каждого набора правил.
        </p>
        <progress max={total} value={done} aria-label="Расчёт стратегии" />
        <p className="analysis-count">
          Готово: {done} из {total} карт крупье
        </p>
      </div>
    </>
  );
}

/** The seed of the item on screen, a link that replays it, and a field to start from another seed. */
function SeedLine({
  drillId,
  seed,
  itemKey,
}: {
  readonly drillId: string;
  readonly seed: string;
  readonly itemKey: string;
}) {
  const [value, setValue] = useState('');
  const replay = appHref(
    `/drill/${encodeURIComponent(drillId)}?seed=${encodeURIComponent(seed)}&key=${encodeURIComponent(itemKey)}`,
  );
  return (
    <details className="seed-line" data-testid="seed">
      <summary>
        Зерно раздачи: <code data-testid="seed-value">{seed}</code>
      </summary>
      <p>
        Задания сдаются из криптографически случайного зерна; по зерну раздачу можно повторить.{' '}
        <a href={replay} data-testid="replay">
          Повторить это задание
        </a>
      </p>
      <form
        className="seed-form"
        onSubmit={(e) => {
          e.preventDefault();
          const s = value.trim();
          if (s !== '')
            window.location.assign(appHref(`/drill/${encodeURIComponent(drillId)}?seed=${encodeURIComponent(s)}`));
        }}
      >
        <input
          type="text"
          aria-label="Зерно"
          placeholder="Своё зерно"
          maxLength={180}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn">
          Начать с этого зерна
        </button>
      </form>
    </details>
  );
}

function SessionBar({
  stats,
  medianMs,
  spot,
}: {
  readonly stats: SessionStats;
  readonly medianMs: number | undefined;
  readonly spot: SpotScore | undefined;
}) {
  return (
    <dl className="session-stats" data-testid="session-stats">
      <div>
        <dt>Ответов</dt>
        <dd data-stat="answered">{stats.answered}</dd>
      </div>
      <div>
        <dt>Точность</dt>
        <dd data-stat="accuracy">{stats.answered === 0 ? '—' : formatPercent(stats.correct / stats.answered, 0)}</dd>
      </div>
      <div>
        <dt>Серия</dt>
        <dd data-stat="streak">
          {stats.streak}
          {stats.bestStreak > stats.streak ? <small> (лучшая {stats.bestStreak})</small> : null}
        </dd>
      </div>
      <div>
        <dt>Медиана времени</dt>
        <dd data-stat="median">{medianMs === undefined ? '—' : formatAnswerTime(medianMs)}</dd>
      </div>
      {spot ? (
        <>
          <div>
            <dt>Поймано</dt>
            <dd data-stat="catches">{spot.catches}</dd>
          </div>
          <div>
            <dt>Пропущено</dt>
            <dd data-stat="misses">{spot.misses}</dd>
          </div>
          <div>
            <dt>Ложных тревог</dt>
            <dd data-stat="false-alarms">{spot.falseAlarms}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

function Feedback({
  verdict,
  answer,
  item,
  schedule,
  ms,
  nextButton,
  onNext,
}: {
  readonly verdict: Verdict;
  readonly answer: string;
  readonly item: DrillItem | undefined;
  readonly schedule: RunState['schedule'];
  readonly ms: number | undefined;
  readonly nextButton: React.RefObject<HTMLButtonElement | null>;
  readonly onNext: () => void;
}) {
  const given = givenLabel(item, answer);
  // No role here: the practice screen's live region announces the verdict (a region added with its
  // text is not reliably read).
  return (
    <div
      className={`feedback ${verdict.correct ? 'feedback--right' : 'feedback--wrong'}`}
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
      {verdict.spot ? (
        <p className="feedback-spot" data-testid="spot-outcome" data-outcome={verdict.spot}>
          {SPOT_OUTCOME_RU[verdict.spot]}
        </p>
      ) : null}
      <p className="feedback-explanation">{verdict.explanation}</p>
      {verdict.reveal ? <TaggedReveal reveal={verdict.reveal} /> : null}
      {ms !== undefined ? (
        <p className="feedback-time" data-testid="answer-time" data-ms={ms}>
          Время ответа: {formatAnswerTime(ms)}
        </p>
      ) : null}
      {verdict.cost !== undefined && verdict.cost.value > 0 ? (
        <p className="feedback-cost" data-testid="cost" data-cost={verdict.cost.value} data-exact={verdict.cost.exact}>
          Цена ошибки: {formatCostRu(verdict.cost, item?.solution.evUnit ?? 'bet')}
        </p>
      ) : null}
      {schedule ? (
        <p className="feedback-schedule" data-testid="schedule" data-grade={schedule.grade}>
          {schedule.grade === 'hard' ? 'Верно, но не быстро (дольше 10 с). ' : ''}
          Такое задание вернётся {formatReturnIn(schedule.inMs)}.
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

/** The answer as the trainee sees it: the chosen button's label, or the typed number. */
function givenLabel(item: DrillItem | undefined, answer: string): string {
  if (item?.answer.kind === 'choice') return item.answer.choices.find((c) => c.id === answer)?.label ?? answer;
  if (item?.answer.kind === 'chips') return formatChips(Number(answer));
  if (item?.answer.kind === 'spot') {
    const stop = stoppedAt(answer);
    return stop === null ? '«Всё верно»' : `«Ошибка!» на шаге ${stop + 1}`;
  }
  return answer.trim();
}
