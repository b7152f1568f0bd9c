import { CRAPS_TABLE_LINKS_RU, SHIFT_LINK_RU, STUD_TABLE_LINK_RU, TABLE_LINKS_RU } from '@croupier/ru';
import { BACKUP_RU, DRILL_LIST_RU as RU } from '@croupier/ru/trainer/drill-list';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ledgerOf } from '../ledger.ts';
import { LedgerPanel } from './LedgerPanel.tsx';
import type { DrillGame, DrillMeta } from '../drill.ts';
import { META_GROUPS } from '../drills/catalog.ts';
import { drillLoader, useDrills } from '../drills/load.ts';
import { keysOf } from '../drills/setting.ts';
import { docsLink } from '../links.ts';
import { appHref } from '../router.ts';
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';
import { rulesLine, SUMMARY_KEYS } from '../rules/line.ts';
import { summarize } from '../summary.ts';
import type { Progress } from '../storage/progress.ts';
import { cardFigures, importOutcome, ledgerLine } from './drill-list-model.ts';

/** Props of {@link DrillList}. */
export interface DrillListProps {
  /** The saved progress. */
  readonly progress: Progress;
  /** Every game's rules in play. */
  readonly rules: RulesByGame;
  /** The trainee's choices (which preset each game's rules come from). */
  readonly settings: RulesSettings;
  /** Opens a drill by id. */
  readonly onOpen: (id: string) => void;
  /** Opens the rules picker of a game. */
  readonly onRules: (game: string) => void;
  /** Opens an app path (a heatmap, the mistakes review, a practice of some keys). */
  readonly onNavigate?: (path: string) => void;
  /** Opens a game's play mode (whole rounds). */
  readonly onPlay?: (game: string) => void;
  /** The progress as JSON text (export). */
  readonly exportText: () => string;
  /** Replaces the progress from a file's text; returns an error message or `undefined`. */
  readonly importText: (text: string) => string | undefined | Promise<string | undefined>;
}

/**
 * The full table's screens of each game (the player's seat, counting at it, the dealer's shift), linked beside
 * the game's play mode: path, words, test id.
 */
const TABLE_LINKS: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  blackjack: [
    ['/play/table', TABLE_LINKS_RU.play, 'link-table'],
    ['/play/tablecount', TABLE_LINKS_RU.count, 'link-tablecount'],
    ['/shift/blackjack', SHIFT_LINK_RU, 'shift-link-blackjack'],
  ],
  baccarat: [
    ['/play/baccarattable', TABLE_LINKS_RU.baccarat, 'link-baccarattable'],
    ['/shift/baccarat', SHIFT_LINK_RU, 'shift-link-baccarat'],
  ],
  craps: [
    ['/play/crapstable', CRAPS_TABLE_LINKS_RU.play, 'link-crapstable'],
    ['/shift/craps', SHIFT_LINK_RU, 'shift-link-craps'],
  ],
  stud: [
    ['/play/studtable', STUD_TABLE_LINK_RU, 'link-studtable'],
    ['/shift/stud', SHIFT_LINK_RU, 'shift-link-stud'],
  ],
};

/**
 * The games whose sections are in view or near it (200 px), once seen: their drills' code is loaded then,
 * so the list's first paint needs none of it. Without `IntersectionObserver`, every game.
 */
function useGamesInView(): [readonly DrillGame[], (el: HTMLElement | null) => void] {
  const [games, setGames] = useState<readonly DrillGame[]>([]);
  const observer = useMemo(
    () =>
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              const seen = entries
                .filter((e) => e.isIntersecting)
                .map((e) => (e.target as HTMLElement).dataset.game as DrillGame);
              if (seen.length > 0) setGames((prev) => [...new Set([...prev, ...seen])]);
            },
            { rootMargin: '200px 0px' },
          ),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const observe = useCallback(
    (el: HTMLElement | null) => {
      if (el === null) return;
      if (observer !== undefined) observer.observe(el);
      else setGames(META_GROUPS.map((g) => g.game));
    },
    [observer],
  );
  return [games, observe];
}

/**
 * The drill list, grouped by game (games without drills are hidden), with each drill's progress, and
 * export/import of the progress as a JSON file.
 *
 * @param props - See {@link DrillListProps}.
 */
export function DrillList(props: DrillListProps) {
  const { progress, rules, onNavigate = () => undefined } = props;
  // One clock per progress: a section's summaries change with the progress, not with every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the progress is the clock's trigger, not its input
  const now = useMemo(() => Date.now(), [progress]);
  const [inView, observe] = useGamesInView();
  useDrills(inView);
  const summaryOf = summaries(progress, rules, now);
  return (
    <div className="drill-list">
      <section className="hero">
        <h1>{RU.title}</h1>
        <p>{RU.intro}</p>
      </section>
      {progress.log.length > 0 ? (
        <LedgerPanel ledger={ledgerOf(progress.log)} title={RU.ledgerTitle} onOpen={onNavigate}>
          <p className="ledger-links">
            <AppLink path="/mistakes" onOpen={onNavigate} testId="open-mistakes">
              {RU.mistakes}
            </AppLink>
            <span className="ledger-note">{RU.ledgerNote}</span>
          </p>
        </LedgerPanel>
      ) : null}
      <nav className="game-nav" aria-label={RU.games}>
        {META_GROUPS.map((group) => {
          const due = group.drills.reduce((n, d) => n + summaryOf(d.id).due, 0);
          return (
            <a key={group.game} href={`#group-${group.game}`} className="game-chip">
              {group.title}
              <span className="game-chip-count">{group.drills.length}</span>
              {due > 0 ? (
                <span className="game-chip-due" title={RU.dueTitle}>
                  {due}
                </span>
              ) : null}
            </a>
          );
        })}
      </nav>
      {META_GROUPS.map((group) => (
        <GameGroup
          key={group.game}
          {...props}
          group={group}
          observe={observe}
          now={now}
          loaded={drillLoader.gameVersion(group.game)}
        />
      ))}
      <BackupPanel exportText={props.exportText} importText={props.importText} onNavigate={onNavigate} />
    </div>
  );
}

/** A drill's summary by id. */
type SummaryOf = (id: string) => ReturnType<typeof summarize>;

/**
 * The drills' summaries under the progress, the rules and the clock. Before a game's code arrives, its drills
 * are summarised from the saved cards alone (no total, no weak spots); once it has, by the keys in play.
 */
function summaries(progress: Progress, rules: RulesByGame, now: number): SummaryOf {
  const keysIfLoaded = (id: string) => {
    const d = drillLoader.loadedDrill(id);
    return d === undefined ? undefined : keysOf(d, rules);
  };
  return (id) => summarize(drillLoader.loadedDrill(id) ?? { id }, progress, now, keysIfLoaded(id));
}

/** A link to an app path, opened in place. */
function AppLink(p: {
  readonly path: string;
  readonly onOpen: (path: string) => void;
  readonly testId?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      className={p.className}
      href={appHref(p.path)}
      data-testid={p.testId}
      onClick={(e) => {
        e.preventDefault();
        p.onOpen(p.path);
      }}
    >
      {p.children}
    </a>
  );
}

/**
 * One game's section: its rules, its play mode and its drills. Memoised: it renders again when its own game's
 * code or data arrives (`loaded`), or the progress, rules or clock change, not when another game's chunk
 * loads (each load re-rendered all five sections, about 500 nodes, on the first screen).
 */
const GameGroup = memo(function GameGroup({
  group,
  observe,
  now,
  loaded: _loaded,
  ...props
}: DrillListProps & {
  readonly group: (typeof META_GROUPS)[number];
  readonly observe: (el: HTMLElement | null) => void;
  readonly now: number;
  /** The game's loader version: a change of it is what re-renders the section. */
  readonly loaded: number;
}) {
  const summaryOf = summaries(props.progress, props.rules, now);
  const { game } = group;
  return (
    <section ref={observe} className="game-group" aria-labelledby={`group-${game}`} data-game={game}>
      <h2 id={`group-${game}`}>
        {group.title}
        <a className="group-docs" href={docsLink(group.docsPath)}>
          {RU.rulesLink}
        </a>
      </h2>
      {game !== 'general' ? (
        <p className="group-rules" data-testid="group-rules">
          {rulesLine(game, props.rules[game], SUMMARY_KEYS[game], props.settings[game].preset)}.{' '}
          <AppLink path={`/rules/${game}`} onOpen={() => props.onRules(game)}>
            {RU.changeRules}
          </AppLink>
        </p>
      ) : null}
      {game !== 'general' && props.onPlay ? (
        <p className="group-play">
          <AppLink
            className="btn"
            path={`/play/${game}`}
            onOpen={() => props.onPlay?.(game)}
            testId={`play-link-${game}`}
          >
            {RU.play[game]}
          </AppLink>
          {(TABLE_LINKS[game] ?? []).map(([path, text, testId]) => (
            <AppLink key={path} className="btn" path={path} onOpen={() => props.onNavigate?.(path)} testId={testId}>
              {text}
            </AppLink>
          ))}
        </p>
      ) : null}
      <ul className="drill-cards">
        {group.drills.map((drill) => (
          <DrillCard key={drill.id} {...props} drill={drill} summary={summaryOf(drill.id)} />
        ))}
      </ul>
    </section>
  );
});

/** A drill's card: its progress, its ledger, its weak spots and the button that opens it. */
function DrillCard({
  drill,
  summary: s,
  progress,
  onOpen,
  onNavigate = () => undefined,
}: DrillListProps & { readonly drill: DrillMeta; readonly summary: ReturnType<typeof summarize> }) {
  const f = cardFigures(s);
  const keyLabel = drillLoader.loadedDrill(drill.id)?.keyLabel;
  const ledger = ledgerLine(ledgerOf(progress.log, drill.id, 2), drill.game === 'stud' ? 'ante' : 'bet', keyLabel);
  return (
    <li className="drill-card" data-drill={drill.id} data-loaded={s.total === undefined ? undefined : ''}>
      <div className="drill-card-head">
        <h3>{drill.title}</h3>
        {s.due > 0 ? <span className="pill pill--due">{RU.due(s.due)}</span> : null}
      </div>
      <p className="drill-desc">{drill.description}</p>
      <div
        className="progress"
        role="progressbar"
        aria-label={RU.learned}
        aria-valuemin={0}
        aria-valuemax={s.total}
        aria-valuenow={s.total === undefined ? undefined : s.learned}
      >
        <span className="progress-seen" style={{ width: `${f.seenShare * 100}%` }} />
        <span className="progress-learned" style={{ width: `${f.learnedShare * 100}%` }} />
      </div>
      {/* The figures in the text nodes they always had (the line's shaping stays as it was). */}
      <p className="drill-stats" data-testid="drill-stats">
        {RU.learnedWord}
        {s.learned}
        {f.ofTotal}
        {RU.seenWord}
        {s.seen}
        {f.answers}
      </p>
      {ledger !== undefined ? (
        <p className="drill-ledger" data-testid="drill-ledger">
          {ledger[0]}
          {ledger[1]} ·{' '}
          <AppLink path={`/map/${drill.id}`} onOpen={onNavigate}>
            {RU.mistakesMap}
          </AppLink>
        </p>
      ) : null}
      {s.weak.length > 0 ? (
        <p className="drill-weak" data-testid="drill-weak">
          {RU.weak(s.weak)}
        </p>
      ) : null}
      {f.action === 'none' ? (
        <p className="drill-none">{RU.noItems}</p>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => onOpen(drill.id)}>
          {f.action === 'continue' ? RU.continue : RU.start}
        </button>
      )}
    </li>
  );
}

/** The progress's export to a file and import from one. */
function BackupPanel({
  exportText,
  importText,
  onNavigate,
}: Pick<DrillListProps, 'exportText' | 'importText'> & { readonly onNavigate: (path: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [importMessage, setImportMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const download = () => {
    const blob = new Blob([exportText()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `croupier-trainer-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    if (!window.confirm(BACKUP_RU.confirmImport)) return;
    setImportMessage(importOutcome(await importText(text)));
    if (fileInput.current) fileInput.current.value = '';
  };
  return (
    <section className="panel backup">
      <h2>{BACKUP_RU.title}</h2>
      <p>
        {BACKUP_RU.body}
        <AppLink path="/sync" onOpen={onNavigate} testId="open-sync">
          {BACKUP_RU.syncLink}
        </AppLink>
        .
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={download}>
          {BACKUP_RU.save}
        </button>
        <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
          {BACKUP_RU.load}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="import-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {importMessage ? (
        <p className={importMessage.ok ? 'import-ok' : 'import-error'} role="status">
          {importMessage.text}
        </p>
      ) : null}
    </section>
  );
}
