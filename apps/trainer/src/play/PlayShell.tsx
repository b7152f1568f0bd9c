/**
 * What every play mode shares around its table: the title and the rules line, the bankroll, the grading
 * setting (as each decision is made, or at the end of the round), the verdicts, the session's ledger, and
 * the table's history — saved in the browser, exported as a file or copied, opened again from a file or a
 * paste, and shared as a link that deals the same table — and the live region that announces cards, dice
 * and verdicts.
 *
 * @module
 */
import { PLAY_RU } from '@croupier/ru/trainer/play';
import { PLAY_SHELL_RU as RU, verdictSpeechRu } from '@croupier/ru/trainer/play-shell';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyGame } from '@croupier/engine';
import { historyLink, RoundControls } from '@croupier/ui';
import { formatChips, formatNumber } from '@croupier/ru';
import { CostFigure } from '../components/CostFigure.tsx';
import { NoticeBanner } from '../components/NoticeBanner.tsx';
import { docsLink } from '../links.ts';
import type { RulesGame } from '../rules/choice.ts';
import type { FeedbackTiming } from '../storage/histories.ts';
import { playLedger, type PlayAnswer } from './log.ts';
import { ledgerFigures, verdictsShown } from './shell-model.ts';
import type { PlayTable } from './usePlayTable.ts';

/** Props of {@link PlayShell}. */
export interface PlayShellProps<G extends AnyGame> {
  /** The game. */
  readonly game: RulesGame;
  /** The screen's title. */
  readonly title: string;
  /** One sentence: what the trainee does here. */
  readonly intro: string;
  /** The table of `usePlayTable`. */
  readonly table: PlayTable<G>;
  /** The chips of the trainee's seat (or the punter's, at the dealer's seat). */
  readonly bankroll: number | null;
  /** The rules line («Правила: по тексту — …»). */
  readonly rulesLine: string;
  /** Whether the round on the table is over (the verdicts held back until then are shown). */
  readonly roundOver: boolean;
  /** Back to the list. */
  readonly onBack: () => void;
  /** Opens the rules picker. */
  readonly onRules: () => void;
  /** The table itself. */
  readonly children: ReactNode;
}

/** One verdict. */
export function VerdictView({ answer }: { readonly answer: PlayAnswer }) {
  const v = answer.verdict;
  return (
    <li
      className={`play-verdict ${v.correct ? 'feedback--right' : 'feedback--wrong'}`}
      data-testid="play-verdict"
      data-correct={String(v.correct)}
      data-key={answer.record.key}
      data-cost={answer.record.cost?.value ?? ''}
    >
      <p className="feedback-head">
        <span className="feedback-mark" aria-hidden="true">
          {v.correct ? '✓' : '✗'}
        </span>{' '}
        {answer.question} {v.correct ? RU.right : RU.wrong}: {v.given}
        {v.correct ? '' : RU.expected(v.expected)}.
      </p>
      <p className="feedback-explanation">{v.explanation}</p>
      {v.costText && answer.record.cost ? (
        <div className="feedback-cost">
          <CostFigure
            cost={answer.record.cost}
            unit={answer.record.drill === 'play-stud' ? 'ante' : 'bet'}
            text={v.costText}
            sentence
            testId="play-cost"
          />
        </div>
      ) : null}
      {v.ruleLink ? (
        <a className="rule-link" href={docsLink(v.ruleLink)} target="_blank" rel="noopener">
          {RU.ruleLink}
        </a>
      ) : null}
    </li>
  );
}

/** Russian text of a verdict for the live region. */
export function verdictSpeech(a: PlayAnswer): string {
  const v = a.verdict;
  return verdictSpeechRu(v.correct, v.given, v.expected, v.costText);
}

/**
 * The frame of a play mode.
 *
 * @param props - See {@link PlayShellProps}.
 */
export function PlayShell<G extends AnyGame>(props: PlayShellProps<G>) {
  const { game, table, bankroll, children } = props;
  const { round, announcement } = table;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const backupText = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return (
    <div className="play" data-game={game}>
      {table.store.storeNotices().map((n, i) => (
        <NoticeBanner
          key={`${n.kind}-${i}`}
          notice={n}
          onDismiss={() => table.store.dismiss(n)}
          backupText={backupText}
        />
      ))}
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={props.onBack}>
          {RU.back}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onRules}>
          {RU.changeRules}
        </button>
      </div>
      <section className="panel table" aria-labelledby="play-title">
        <h1 className="play-title" id="play-title" tabIndex={-1} ref={heading}>
          {props.title}
        </h1>
        <p className="play-intro">{props.intro}</p>
        <p className="rules-line" data-testid="rules-line">
          {props.rulesLine}
        </p>
        <p className="play-bankroll">
          <span data-testid="play-bankroll" data-chips={bankroll ?? ''}>
            {RU.bank}
            <strong>{bankroll === null ? '—' : formatChips(bankroll)}</strong>
          </span>{' '}
          <button
            type="button"
            className="btn btn--ghost play-reset"
            onClick={() => {
              round.newSeed();
              table.announce(RU.newTableSaid);
            }}
            data-testid="play-reset"
          >
            {RU.newTable}
          </button>
        </p>
        {children}
        <p className="sr-only" aria-live="polite" data-testid="play-live">
          {announcement}
        </p>
      </section>
      <PlayVerdicts game={game} table={table} roundOver={props.roundOver} />
      <PlayHistory game={game} table={table} />
    </div>
  );
}

/** The session's verdicts, when they are shown, and its ledger. */
function PlayVerdicts<G extends AnyGame>({
  game,
  table,
  roundOver,
}: Pick<PlayShellProps<G>, 'game' | 'table' | 'roundOver'>) {
  const { answers, roundAnswers, feedback, setFeedback } = table;
  const ledger = ledgerFigures(playLedger(answers.map((a) => a.record)), game === 'stud' ? 'ante' : 'bet');
  const { shown, held } = verdictsShown(answers, roundAnswers, feedback, roundOver);
  return (
    <section className="panel play-feedback" aria-labelledby="play-verdicts">
      <h2 id="play-verdicts">{RU.verdicts}</h2>
      <fieldset className="play-setting">
        <legend>{RU.feedbackWhen}</legend>
        {(
          [
            ['now', RU.feedbackNow],
            ['end', RU.feedbackEnd],
          ] as const
        ).map(([id, label]) => (
          <label key={id}>
            <input
              type="radio"
              name="play-feedback"
              value={id}
              checked={feedback === id}
              onChange={() => setFeedback(id as FeedbackTiming)}
              data-testid={`play-feedback-${id}`}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {held > 0 ? <p data-testid="play-held">{RU.held(held)}</p> : null}
      {shown.length > 0 ? (
        <ol className="play-verdicts" data-testid="play-verdicts">
          {shown.map((a, i) => (
            <VerdictView key={`${a.record.at}-${i}`} answer={a} />
          ))}
        </ol>
      ) : held === 0 ? (
        <p>{RU.noVerdicts}</p>
      ) : null}
      <dl className="session-stats" data-testid="play-ledger">
        <div>
          <dt>{RU.answered}</dt>
          <dd>{ledger.answered}</dd>
        </div>
        <div>
          <dt>{RU.accuracy}</dt>
          <dd>{ledger.accuracy}</dd>
        </div>
        {ledger.lost !== undefined ? (
          <div>
            <dt>{RU.lost}</dt>
            <dd data-testid="play-ledger-cost">{ledger.lost}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The table's history: saved in the browser, exported, copied, shared, and the saved tables to reopen. */
function PlayHistory<G extends AnyGame>({ game, table }: Pick<PlayShellProps<G>, 'game' | 'table'>) {
  const { round } = table;
  const [copied, setCopied] = useState('');
  const history = round.ready ? round.history() : null;
  const text = history === null ? '' : `${JSON.stringify(history, null, 2)}\n`;
  const share = history === null ? '' : historyLink(window.location.href, { ...history, actions: [] });
  const saved = table.store.histories().tables[game].slice(0, 5);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `croupier-${game}-${String(round.seed)}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const copy = (what: string, label: string) => {
    void navigator.clipboard?.writeText(what).then(
      () => setCopied(label),
      () => setCopied(RU.copyFailed),
    );
  };
  return (
    <section className="panel play-history" aria-labelledby="play-history">
      <h2 id="play-history">{RU.history}</h2>
      <p>{RU.historyIntro}</p>
      <div className="play-history-actions">
        <button type="button" className="btn" onClick={download} disabled={history === null} data-testid="play-export">
          {RU.download}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => copy(text, RU.copied)}
          disabled={history === null}
          data-testid="play-copy"
        >
          {RU.copy}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => copy(share, RU.linkCopied)}
          disabled={history === null}
          data-testid="play-share"
        >
          {RU.shareLink}
        </button>
      </div>
      {copied ? (
        <p role="status" data-testid="play-copied">
          {copied}
        </p>
      ) : null}
      <details className="play-history-text">
        <summary>{RU.historyText}</summary>
        <textarea readOnly rows={6} value={text} aria-label={RU.historyTextLabel} data-testid="play-history-text" />
        <p>
          {RU.link}{' '}
          <a href={share} data-testid="play-share-link">
            {RU.dealAgain}
          </a>
        </p>
      </details>
      {saved.length > 0 ? (
        <>
          <h3 className="play-saved-title">{RU.saved}</h3>
          <ul className="play-saved" data-testid="play-saved">
            {saved.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => {
                    if (round.open(t.history)) table.announce(RU.opened(String(t.history.seed)));
                  }}
                  aria-current={String(t.history.seed) === String(round.seed) ? 'true' : undefined}
                >
                  {RU.savedTable}
                  {String(t.history.seed)}
                  {RU.savedMoves}
                  {formatNumber(t.history.actions.length)},{' '}
                  {new Date(t.savedAt).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RoundControls round={round} seedLabel={PLAY_RU.seedLabel} newLabel={RU.newLabel} undo={false} testId="play" />
    </section>
  );
}
