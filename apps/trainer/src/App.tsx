import { useEffect, useMemo } from 'react';
import { findDrill } from './drills/index.ts';
import { DrillList } from './components/DrillList.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { Practice } from './components/Practice.tsx';
import { RulesPicker } from './components/RulesPicker.tsx';
import { docsLink } from './links.ts';
import { RULES_GAMES, resolveSettings, type RulesGame } from './rules/choice.ts';
import { appHref, useRoute } from './router.ts';
import { useProgress } from './useProgress.ts';
import Heatmap from './screens/Heatmap.tsx';
import Mistakes from './screens/Mistakes.tsx';
import PlayBlackjack from './screens/PlayBlackjack.tsx';
import PlayBaccarat from './screens/PlayBaccarat.tsx';
import PlayCraps from './screens/PlayCraps.tsx';
import PlayStud from './screens/PlayStud.tsx';
import { connectPlayLog } from './play/log.ts';
import { recordAnswer } from './session.ts';

const PLAY_SCREENS = {
  blackjack: PlayBlackjack,
  baccarat: PlayBaccarat,
  craps: PlayCraps,
  stud: PlayStud,
} as const;

const PLAY_TITLE: Readonly<Record<RulesGame, string>> = {
  blackjack: 'Блекджек: целые раунды',
  baccarat: 'Баккара: место крупье',
  craps: 'Крэпс: место крупье',
  stud: 'Покер: целые раунды',
};

const RULES_TITLE: Readonly<Record<RulesGame, string>> = {
  blackjack: 'Правила блекджека',
  baccarat: 'Правила баккары',
  craps: 'Правила крэпса',
  stud: 'Правила покера',
};

/**
 * The trainer: header, store notices, then the drill list, a practice run, or a game's rules picker.
 */
export function App() {
  const [route, navigate] = useRoute();
  const store = useProgress();
  // The play modes' graded answers go to the answer log and the scheduler like a drill's.
  const { update } = store;
  useEffect(() => connectPlayLog((record) => update((p) => recordAnswer(p, record).progress)), [update]);
  const settings = store.progress.settings.rules;
  const rules = useMemo(() => resolveSettings(settings), [settings]);
  const drill = route.page === 'drill' ? findDrill(route.id) : undefined;
  const rulesGame =
    (route.page === 'rules' || route.page === 'play') && (RULES_GAMES as readonly string[]).includes(route.game)
      ? (route.game as RulesGame)
      : undefined;
  const params = new URLSearchParams(window.location.search);
  const keysParam = params.get('keys');
  const onlyKeys = keysParam === null || keysParam === '' ? null : keysParam.split(',');
  const title =
    route.page === 'list'
      ? 'Тренажёр крупье'
      : route.page === 'map'
        ? `Карта ошибок: ${findDrill(route.id)?.title ?? 'нет такого упражнения'} — Тренажёр крупье`
        : route.page === 'mistakes'
          ? 'Разбор ошибок — Тренажёр крупье'
          : route.page === 'rules'
            ? `${rulesGame ? RULES_TITLE[rulesGame] : 'Нет такой игры'} — Тренажёр крупье`
            : route.page === 'play'
              ? `${rulesGame ? PLAY_TITLE[rulesGame] : 'Нет такой игры'} — Тренажёр крупье`
              : `${drill?.title ?? 'Нет такого упражнения'} — Тренажёр крупье`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const toList = (e: React.MouseEvent) => {
    e.preventDefault();
    navigate('/');
  };
  const openRules = (game: string) => navigate(`/rules/${game}`);

  return (
    <div className="app">
      <header className="app-header">
        <a className="brand" href={appHref('/')} onClick={toList}>
          <span className="brand-mark" aria-hidden="true">
            ♠
          </span>
          Тренажёр крупье
        </a>
        <nav className="app-nav">
          <a href={docsLink('/')}>Правила</a>
        </nav>
      </header>
      <main className="app-main">
        {store.notices.map((n, i) => (
          <NoticeBanner
            key={`${n.kind}-${i}`}
            notice={n}
            onDismiss={() => store.dismiss(n)}
            backupText={store.backupText}
          />
        ))}
        {route.page === 'list' ? (
          <DrillList
            progress={store.progress}
            rules={rules}
            settings={settings}
            onOpen={(id) => navigate(`/drill/${encodeURIComponent(id)}`)}
            onNavigate={navigate}
            onRules={openRules}
            onPlay={(game) => navigate(`/play/${game}`)}
            exportText={store.exportText}
            importText={store.importText}
          />
        ) : route.page === 'map' ? (
          <Heatmap key={route.id} id={route.id} progress={store.progress} rules={rules} onOpen={navigate} />
        ) : route.page === 'mistakes' ? (
          <Mistakes progress={store.progress} rules={rules} onOpen={navigate} />
        ) : route.page === 'play' ? (
          rulesGame === undefined ? (
            <section className="panel not-found">
              <h1>Такой игры нет</h1>
              <p>
                Игры «{route.game}» в тренажёре нет.{' '}
                <a href={appHref('/')} onClick={toList}>
                  К списку упражнений
                </a>
              </p>
            </section>
          ) : (
            (() => {
              const Screen = PLAY_SCREENS[rulesGame];
              return (
                <Screen
                  key={rulesGame}
                  rules={rules}
                  settings={settings}
                  onBack={() => navigate('/')}
                  onRules={openRules}
                />
              );
            })()
          )
        ) : route.page === 'rules' ? (
          rulesGame === undefined ? (
            <section className="panel not-found">
              <h1>Такой игры нет</h1>
              <p>
                Правила игры «{route.game}» выбрать нельзя.{' '}
                <a href={appHref('/')} onClick={toList}>
                  К списку упражнений
                </a>
              </p>
            </section>
          ) : (
            <RulesPicker
              key={rulesGame}
              game={rulesGame}
              choice={settings[rulesGame]}
              onChange={(choice) =>
                store.update((p) => ({
                  ...p,
                  settings: { ...p.settings, rules: { ...p.settings.rules, [rulesGame]: choice } },
                }))
              }
              onBack={() => navigate('/')}
            />
          )
        ) : drill === undefined ? (
          <section className="panel not-found">
            <h1>Такого упражнения нет</h1>
            <p>
              Упражнение «{route.id}» не найдено.{' '}
              <a href={appHref('/')} onClick={toList}>
                К списку упражнений
              </a>
            </p>
          </section>
        ) : (
          <Practice
            key={`${drill.id}${window.location.search}`}
            drill={drill}
            progress={store.progress}
            rules={rules}
            settings={settings}
            onProgress={store.update}
            onBack={() => navigate('/')}
            onRules={openRules}
            seed={params.get('seed')}
            forcedKey={params.get('key')}
            onlyKeys={onlyKeys}
            onOpen={navigate}
          />
        )}
      </main>
    </div>
  );
}
