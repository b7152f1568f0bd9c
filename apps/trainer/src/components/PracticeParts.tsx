/**
 * The practice screen's smaller views: the wait for the blackjack analysis, the seed line, the session
 * bar and the feedback on an answer.
 *
 * @module
 */
import { useState } from 'react';
import { formatAnswerTime, formatPercent, formatReturnIn, formatStakesRu } from '@croupier/ru';
import { ANALYSIS_WAIT_RU, FEEDBACK_RU, SEED_LINE_RU, SESSION_BAR_RU } from '@croupier/ru/trainer/practice';
import type { useStrategy } from '../analysis/useStrategy.ts';
import { SPOT_OUTCOME_RU, type SpotScore } from '../dealer/spot.ts';
import type { DrillItem, Verdict } from '../drill.ts';
import { ruleQuote } from '../drills/rule-sentences.ts';
import { docsLink } from '../links.ts';
import { appHref } from '../router.ts';
import type { SessionCost } from '../session-cost.ts';
import type { SessionStats } from '../session.ts';
import { CostFigure } from './CostFigure.tsx';
import { TaggedReveal } from './CountVisual.tsx';
import { givenLabel, type ScheduleNote } from './practice-model.ts';

/** The wait for the blackjack analysis: progress by up-card, or what went wrong. */
export function AnalysisWait({ state }: { readonly state: ReturnType<typeof useStrategy> }) {
  if (state.status === 'error') {
    return (
      <>
        <h1 className="prompt">{ANALYSIS_WAIT_RU.title}</h1>
        <p className="analysis-error" role="alert" data-error={state.message}>
          {ANALYSIS_WAIT_RU.error}
        </p>
      </>
    );
  }
  const done = state.status === 'loading' ? state.done : 0;
  const total = state.status === 'loading' ? state.total : 10;
  return (
    <>
      <h1 className="prompt">{ANALYSIS_WAIT_RU.title}</h1>
      <div className="analysis-wait" role="status" data-testid="analysis">
        <p>{ANALYSIS_WAIT_RU.intro}</p>
        <progress max={total} value={done} aria-label={ANALYSIS_WAIT_RU.title} />
        <p className="analysis-count">{ANALYSIS_WAIT_RU.progress(done, total)}</p>
      </div>
    </>
  );
}

/** The seed of the item on screen, a link that replays it, and a field to start from another seed. */
export function SeedLine({
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
        {SEED_LINE_RU.seed}
        <code data-testid="seed-value">{seed}</code>
      </summary>
      <p>
        {SEED_LINE_RU.about}{' '}
        <a href={replay} data-testid="replay">
          {SEED_LINE_RU.replay}
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
          aria-label={SEED_LINE_RU.field}
          placeholder={SEED_LINE_RU.placeholder}
          maxLength={180}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn">
          {SEED_LINE_RU.start}
        </button>
      </form>
    </details>
  );
}

/**
 * The session's figures: answers, accuracy, streak, median time, the value lost and saved once a decision
 * was valued, and the error-spotting score.
 */
export function SessionBar({
  stats,
  medianMs,
  spot,
  cost,
}: {
  readonly stats: SessionStats;
  readonly medianMs: number | undefined;
  readonly spot: SpotScore | undefined;
  readonly cost?: SessionCost | undefined;
}) {
  return (
    <dl className="session-stats" data-testid="session-stats">
      <div>
        <dt>{SESSION_BAR_RU.answered}</dt>
        <dd data-stat="answered">{stats.answered}</dd>
      </div>
      <div>
        <dt>{SESSION_BAR_RU.accuracy}</dt>
        <dd data-stat="accuracy">{stats.answered === 0 ? '—' : formatPercent(stats.correct / stats.answered, 0)}</dd>
      </div>
      <div>
        <dt>{SESSION_BAR_RU.streak}</dt>
        <dd data-stat="streak">
          {stats.streak}
          {stats.bestStreak > stats.streak ? <small>{SESSION_BAR_RU.best(stats.bestStreak)}</small> : null}
        </dd>
      </div>
      <div>
        <dt>{SESSION_BAR_RU.median}</dt>
        <dd data-stat="median">{medianMs === undefined ? '—' : formatAnswerTime(medianMs)}</dd>
      </div>
      {cost !== undefined && cost.costed > 0 ? <SessionCostFigures cost={cost} /> : null}
      {spot ? (
        <>
          <div>
            <dt>{SESSION_BAR_RU.catches}</dt>
            <dd data-stat="catches">{spot.catches}</dd>
          </div>
          <div>
            <dt>{SESSION_BAR_RU.misses}</dt>
            <dd data-stat="misses">{spot.misses}</dd>
          </div>
          <div>
            <dt>{SESSION_BAR_RU.falseAlarms}</dt>
            <dd data-stat="false-alarms">{spot.falseAlarms}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** The session's «Потеряно за сессию» and «Сэкономлено за сессию», each exact one disclosure away. */
function SessionCostFigures({ cost }: { readonly cost: SessionCost }) {
  const unit = cost.unit ?? 'bet';
  return (
    <>
      <div className="session-cost">
        <dt>{SESSION_BAR_RU.lost}</dt>
        <dd data-stat="lost">
          <CostFigure cost={cost.lost} unit={unit} text={formatStakesRu(cost.lost.value, unit)} testId="session-lost" />
        </dd>
      </div>
      <div className="session-cost">
        <dt>{SESSION_BAR_RU.saved}</dt>
        <dd data-stat="saved">
          <CostFigure
            cost={{ ...cost.saved, value: -cost.saved.value }}
            unit={unit}
            text={formatStakesRu(cost.saved.value, unit)}
            testId="session-saved"
          />
        </dd>
      </div>
    </>
  );
}

/** The text's own sentence for the item, quoted, with a link to its anchor on the rules site. */
function RuleQuoteLine({ drillId, itemKey }: { readonly drillId: string; readonly itemKey: string }) {
  const quote = ruleQuote(drillId, itemKey);
  if (quote === null) return null;
  return (
    <p className="feedback-quote" data-testid="rule-quote">
      {FEEDBACK_RU.quote(quote.words)}{' '}
      <a href={docsLink(quote.path)} target="_blank" rel="noopener">
        {FEEDBACK_RU.ruleOnSite(quote.number)}
      </a>
    </p>
  );
}

/** The verdict of an answer, its time, cost and schedule, the text's sentence, the rule's link and «Дальше». */
export function Feedback({
  drillId,
  verdict,
  answer,
  item,
  schedule,
  ms,
  nextButton,
  onNext,
}: {
  readonly drillId: string;
  readonly verdict: Verdict;
  readonly answer: string;
  readonly item: DrillItem | undefined;
  readonly schedule: ScheduleNote | undefined;
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
        {verdict.correct ? FEEDBACK_RU.right : FEEDBACK_RU.wrong}
        {!verdict.correct ? <span className="feedback-given">{FEEDBACK_RU.given(given)}</span> : null}
      </p>
      <p className="feedback-expected">
        {FEEDBACK_RU.expected}
        <strong data-testid="expected">{verdict.expected}</strong>
      </p>
      {verdict.spot ? (
        <p className="feedback-spot" data-testid="spot-outcome" data-outcome={verdict.spot}>
          {SPOT_OUTCOME_RU[verdict.spot]}
        </p>
      ) : null}
      <p className="feedback-explanation">{verdict.explanation}</p>
      {item !== undefined ? <RuleQuoteLine drillId={drillId} itemKey={item.key} /> : null}
      {verdict.reveal ? <TaggedReveal reveal={verdict.reveal} /> : null}
      {ms !== undefined ? (
        <p className="feedback-time" data-testid="answer-time" data-ms={ms}>
          {FEEDBACK_RU.time(formatAnswerTime(ms))}
        </p>
      ) : null}
      {verdict.cost !== undefined && verdict.cost.value > 0 ? (
        <div className="feedback-cost">
          <CostFigure cost={verdict.cost} unit={item?.solution.evUnit ?? 'bet'} sentence testId="cost" />
        </div>
      ) : null}
      {schedule ? (
        <p className="feedback-schedule" data-testid="schedule" data-grade={schedule.grade}>
          {schedule.grade === 'hard' ? FEEDBACK_RU.slow : ''}
          {FEEDBACK_RU.returns(formatReturnIn(schedule.inMs))}
        </p>
      ) : null}
      <div className="feedback-actions">
        {verdict.ruleLink ? (
          <a className="rule-link" href={docsLink(verdict.ruleLink)} target="_blank" rel="noopener">
            {FEEDBACK_RU.rule}
          </a>
        ) : (
          <span />
        )}
        <button ref={nextButton} type="button" className="btn btn--primary" onClick={onNext}>
          {FEEDBACK_RU.next}
          <kbd>{FEEDBACK_RU.space}</kbd>
        </button>
      </div>
    </div>
  );
}
