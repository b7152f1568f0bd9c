import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatCostPer100Ru, formatPercent } from '@croupier/ru';
import { ledgerOf } from '../ledger.ts';
import { LedgerPanel } from './LedgerPanel.tsx';
import type { DrillGame } from '../drill.ts';
import { META_GROUPS } from '../drills/catalog.ts';
import { drillLoader, useDrills } from '../drills/load.ts';
import { keysOf } from '../drills/setting.ts';
import { docsLink } from '../links.ts';
import { appHref } from '../router.ts';
import type { RulesByGame, RulesSettings } from '../rules/choice.ts';
import { rulesLine, SUMMARY_KEYS } from '../rules/line.ts';
import { summarize } from '../summary.ts';
import type { Progress } from '../storage/progress.ts';

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

/** The play mode's link of a game. */
const PLAY_LINK: Readonly<Record<string, string>> = {
  blackjack: 'Играть целые раунды',
  baccarat: 'Сесть на место крупье',
  craps: 'Сесть на место крупье',
  stud: 'Играть целые раунды',
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
export function DrillList({
  progress,
  rules,
  settings,
  onOpen,
  onRules,
  onNavigate = () => undefined,
  onPlay,
  exportText,
  importText,
}: DrillListProps) {
  const link = (path: string, text: string, testId?: string) => (
    <a
      href={appHref(path)}
      data-testid={testId}
      onClick={(e) => {
        e.preventDefault();
        onNavigate(path);
      }}
    >
      {text}
    </a>
  );
  const now = Date.now();
  const [inView, observe] = useGamesInView();
  useDrills(inView);
  // Before a game's code arrives, its drills are summarised from the saved cards alone (no total, no weak
  // spots); once it has, by the keys in play.
  const keysIfLoaded = (id: string) => {
    const d = drillLoader.loadedDrill(id);
    return d === undefined ? undefined : keysOf(d, rules);
  };
  const summaryOf = (id: string) => summarize(drillLoader.loadedDrill(id) ?? { id }, progress, now, keysIfLoaded(id));
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
    if (!window.confirm('Добавить к прогрессу ответы и правила из файла? Ответы, которые уже есть, не повторятся.'))
      return;
    const error = await importText(text);
    setImportMessage(
      error
        ? { ok: false, text: `Файл не загружен: ${error}` }
        : { ok: true, text: 'Ответы и правила из файла добавлены к прогрессу.' },
    );
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="drill-list">
      <section className="hero">
        <h1>Упражнения</h1>
        <p>
          Короткие задания по правилам из текстов: счёт очков, решения и выплаты. Ошибки возвращаются скорее, выученное
          — реже (интервальные повторения FSRS). Отвечайте мышью или клавишами: цифры 1–9, буквы на кнопках, Enter.
        </p>
      </section>
      {progress.log.length > 0 ? (
        <LedgerPanel ledger={ledgerOf(progress.log)} unit="bet" title="Журнал всех упражнений" onOpen={onNavigate}>
          <p className="ledger-links">
            {link('/mistakes', 'Разбор ошибок', 'open-mistakes')}
            <span className="ledger-note">Цена — в ставках (в покере — в АНТЕ); вопросы о правилах цены не имеют.</span>
          </p>
        </LedgerPanel>
      ) : null}
      <nav className="game-nav" aria-label="Игры">
        {META_GROUPS.map((group) => {
          const due = group.drills.reduce((n, d) => n + summaryOf(d.id).due, 0);
          return (
            <a key={group.game} href={`#group-${group.game}`} className="game-chip">
              {group.title}
              <span className="game-chip-count">{group.drills.length}</span>
              {due > 0 ? (
                <span className="game-chip-due" title="к повторению">
                  {due}
                </span>
              ) : null}
            </a>
          );
        })}
      </nav>
      {META_GROUPS.map((group) => (
        <section
          key={group.game}
          ref={observe}
          className="game-group"
          aria-labelledby={`group-${group.game}`}
          data-game={group.game}
        >
          <h2 id={`group-${group.game}`}>
            {group.title}
            <a className="group-docs" href={docsLink(group.docsPath)}>
              правила
            </a>
          </h2>
          {group.game !== 'general' ? (
            <p className="group-rules" data-testid="group-rules">
              {rulesLine(group.game, rules[group.game], SUMMARY_KEYS[group.game], settings[group.game].preset)}.{' '}
              <a
                href={appHref(`/rules/${group.game}`)}
                onClick={(e) => {
                  e.preventDefault();
                  onRules(group.game);
                }}
              >
                Изменить правила
              </a>
            </p>
          ) : null}
          {group.game !== 'general' && onPlay ? (
            <p className="group-play">
              <a
                className="btn"
                href={appHref(`/play/${group.game}`)}
                onClick={(e) => {
                  e.preventDefault();
                  onPlay(group.game);
                }}
                data-testid={`play-link-${group.game}`}
              >
                {PLAY_LINK[group.game]}
              </a>
            </p>
          ) : null}
          <ul className="drill-cards">
            {group.drills.map((drill) => {
              const s = summaryOf(drill.id);
              const loaded = drillLoader.loadedDrill(drill.id);
              const learnedShare = s.total === undefined || s.total === 0 ? 0 : s.learned / s.total;
              const seenShare = s.total === undefined || s.total === 0 ? 0 : s.seen / s.total;
              return (
                <li key={drill.id} className="drill-card" data-drill={drill.id}>
                  <div className="drill-card-head">
                    <h3>{drill.title}</h3>
                    {s.due > 0 ? <span className="pill pill--due">к повторению: {s.due}</span> : null}
                  </div>
                  <p className="drill-desc">{drill.description}</p>
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label="Выучено"
                    aria-valuemin={0}
                    aria-valuemax={s.total}
                    aria-valuenow={s.total === undefined ? undefined : s.learned}
                  >
                    <span className="progress-seen" style={{ width: `${seenShare * 100}%` }} />
                    <span className="progress-learned" style={{ width: `${learnedShare * 100}%` }} />
                  </div>
                  <p className="drill-stats" data-testid="drill-stats">
                    выучено {s.learned}
                    {s.total === undefined ? '' : ` из ${s.total}`} · начато {s.seen}
                    {s.accuracy !== undefined ? ` · ответов ${s.answered}, верно ${formatPercent(s.accuracy, 0)}` : ''}
                  </p>
                  {(() => {
                    const l = ledgerOf(progress.log, drill.id, 2);
                    return l.decisions === 0 ? null : (
                      <p className="drill-ledger" data-testid="drill-ledger">
                        {l.costPer100 === undefined
                          ? `в журнале ${l.decisions}, верно ${formatPercent(l.accuracy!, 0)}`
                          : `цена ошибок: ${formatCostPer100Ru(l.cost, l.costed, drill.game === 'stud' ? 'ante' : 'bet')}`}
                        {l.expensive.length > 0 && loaded?.keyLabel !== undefined
                          ? ` · дороже всего: ${l.expensive.map((c) => loaded.keyLabel!(c.key)).join(', ')}`
                          : ''}{' '}
                        · {link(`/map/${drill.id}`, 'карта ошибок')}
                      </p>
                    );
                  })()}
                  {s.weak.length > 0 ? (
                    <p className="drill-weak" data-testid="drill-weak">
                      Слабые места: {s.weak.join(', ')}
                    </p>
                  ) : null}
                  {s.total === 0 ? (
                    <p className="drill-none">По выбранным правилам заданий нет.</p>
                  ) : (
                    <button type="button" className="btn btn--primary" onClick={() => onOpen(drill.id)}>
                      {s.answered > 0 ? 'Продолжить' : 'Начать'}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section className="panel backup">
        <h2>Прогресс</h2>
        <p>
          Прогресс и выбранные правила хранятся только в этом браузере. Их можно сохранить в файл и загрузить на другом
          устройстве — или {link('/sync', 'перенести ссылкой или через общую папку', 'open-sync')}.
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={download}>
            Сохранить в файл
          </button>
          <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
            Загрузить из файла
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
    </div>
  );
}
