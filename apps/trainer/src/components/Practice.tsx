import type { ReactNode } from 'react';
import { formatNumber } from '@croupier/ru';
import { PRACTICE_RU as RU } from '@croupier/ru/trainer/practice';
import type { Drill } from '../drill.ts';
import { drillMedianMs } from '../dealer/record.ts';
import { ledgerOf } from '../ledger.ts';
import { appHref } from '../router.ts';
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';
import { rulesLine } from '../rules/line.ts';
import type { Progress } from '../storage/progress.ts';
import { IndexWait } from './IndexWait.tsx';
import { LedgerPanel } from './LedgerPanel.tsx';
import { isNew, itemOf, lastAnswerMs, seedOf, spotShown, type PracticeState } from './practice-model.ts';
import { PracticeItem } from './PracticeItem.tsx';
import { SpreadWait } from './SpreadWait.tsx';
import { AnalysisWait, Feedback, SeedLine, SessionBar } from './PracticeParts.tsx';
import { usePracticeRun, usePracticeSetting, type PracticeSetting } from './usePractice.ts';

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

/**
 * A practice run: deals an item under the rules in play (waiting for the blackjack analysis where the drill
 * needs it), takes the answer by click or keyboard, gives feedback, records the answer in the FSRS
 * schedule, and moves on with Space/Enter. Every item says which rules it uses and which seed dealt it.
 * The run's logic is the pure model of `practice-model.ts`; this view lays it out.
 *
 * @param props - See {@link PracticeProps}.
 */
export function Practice(props: PracticeProps) {
  const { drill, progress, rules, onOpen = () => undefined } = props;
  const onlyKeys = props.onlyKeys ?? null;
  const setting = usePracticeSetting(drill, rules);
  const { run, dispatch, announcement, refs } = usePracticeRun({
    drill,
    setting: setting.setting,
    progress,
    forcedKey: props.forcedKey,
    onlyKeys,
    seed: props.seed,
    onProgress: props.onProgress,
  });
  const item = itemOf(run);
  return (
    <div className="practice" data-drill={drill.id}>
      <div className="practice-top">
        <button type="button" className="btn btn--ghost" onClick={props.onBack}>
          {RU.back}
        </button>
        <SessionBar
          stats={run.stats}
          medianMs={drillMedianMs(run.log, drill.id)}
          spot={spotShown(run)}
          cost={run.cost}
        />
      </div>
      <section className="panel table" aria-labelledby="drill-title">
        <p className="drill-kicker" id="drill-title">
          {drill.title}
          {isNew(run) ? <span className="pill pill--new">{RU.isNew}</span> : null}
        </p>
        <RulesLine {...props} run={run} setting={setting} />
        {setting.wait !== undefined ? (
          <SettingWaitView setting={setting} />
        ) : item === undefined ? (
          <p data-testid="no-items">{RU.noItems}</p>
        ) : (
          <PracticeItem run={run} item={item} dispatch={dispatch} refs={refs} />
        )}
        {run.phase === 'feedback' ? (
          <Feedback
            drillId={drill.id}
            verdict={run.verdict}
            answer={run.answer}
            item={item}
            schedule={run.schedule}
            ms={lastAnswerMs(run)}
            nextButton={refs.next}
            onNext={() => dispatch({ type: 'next', at: Date.now() })}
          />
        ) : null}
        {item !== undefined ? <SeedLine drillId={drill.id} seed={seedOf(run)} itemKey={item.key} /> : null}
        {onlyKeys !== null && onlyKeys.length > 0 ? (
          <p className="only-keys" data-testid="only-keys">
            {RU.onlyKeys(onlyKeys.length)}{' '}
            <AppLink path={`/drill/${encodeURIComponent(drill.id)}`} onOpen={onOpen}>
              {RU.allKeys}
            </AppLink>
          </p>
        ) : null}
        <p className="visually-hidden" aria-live="polite" data-testid="announce">
          {announcement}
        </p>
        <AnalysisNotes setting={setting} />
      </section>
      <LedgerPanel ledger={ledgerOf(progress.log, drill.id)} title={RU.ledgerTitle} onOpen={onOpen}>
        <p className="ledger-links">
          <AppLink path={`/map/${drill.id}`} onOpen={onOpen}>
            {RU.mistakesMap}
          </AppLink>
          <AppLink path="/mistakes" onOpen={onOpen}>
            {RU.mistakes}
          </AppLink>
        </p>
      </LedgerPanel>
    </div>
  );
}

/** A link to an app path, opened in place. */
function AppLink({ path, onOpen, children }: { path: string; onOpen: (path: string) => void; children: ReactNode }) {
  return (
    <a
      href={appHref(path)}
      onClick={(e) => {
        e.preventDefault();
        onOpen(path);
      }}
    >
      {children}
    </a>
  );
}

/** The rules of the item, or those an index table is computed for (so they can be changed meanwhile). */
function RulesLine({
  drill,
  rules,
  settings,
  onRules,
  run,
  setting,
}: PracticeProps & { readonly run: PracticeState; readonly setting: PracticeSetting }) {
  const lineRules = itemOf(run)?.rules ?? (setting.computeIndices ? rules.blackjack : null);
  if (drill.game === 'general' || lineRules === null) return null;
  const game = drill.game;
  const line = rulesLine(game, lineRules as RulesByGame[typeof game], drill.rulesShown ?? [], settings[game].preset);
  return (
    <p className="rules-line" data-testid="rules-line">
      {line}.{' '}
      <a
        href={appHref(`/rules/${game}`)}
        onClick={(e) => {
          e.preventDefault();
          onRules(game);
        }}
      >
        {RU.changeRules}
      </a>
    </p>
  );
}

/** What the drill waits for: its tables, the index table computed for the rules, or the analysis. */
function SettingWaitView({ setting }: { readonly setting: PracticeSetting }) {
  if (setting.wait === 'prepare') {
    return (
      <p className="loading" role="status">
        {RU.preparing}
      </p>
    );
  }
  if (setting.wait === 'spread') return <SpreadWait state={setting.spread} />;
  return setting.wait === 'indices' ? <IndexWait state={setting.indices} /> : <AnalysisWait state={setting.strategy} />;
}

/** How long the browser took to compute the index table or the strategy for these rules. */
function AnalysisNotes({ setting }: { readonly setting: PracticeSetting }) {
  const { indices, strategy } = setting;
  return (
    <>
      {setting.computeIndices && indices.status === 'ready' ? (
        <p
          className="analysis-note"
          data-testid="indices-time"
          data-ms={Math.round(indices.ms)}
          data-workers={indices.workers}
          data-stages={indices.stages ? JSON.stringify(indices.stages) : undefined}
        >
          {RU.indicesNote}
          {indices.ms > 0
            ? RU.indicesTime(formatNumber(indices.ms / 1000, 1), formatNumber(indices.workers))
            : RU.indicesStored}
          .
        </p>
      ) : null}
      {strategy.status === 'ready' ? (
        <p className="analysis-note" data-testid="analysis-time">
          {RU.strategyNote}
          {strategy.ms > 0 ? RU.strategyTime(formatNumber(strategy.ms / 1000, 1)) : ''}.
        </p>
      ) : null}
    </>
  );
}
