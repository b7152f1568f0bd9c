import { APP_RU as RU } from '@croupier/ru/trainer/app';
import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { DrillList } from './components/DrillList.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { docsLink } from './links.ts';
import { resolveSettings } from './rules/choice.ts';
import { appHref, useRoute, type Route } from './router.ts';
import { useTitle } from './screens/title.ts';
import type { ScreenProps } from './screens/types.ts';
import { useProgress } from './useProgress.ts';
import { connectPlayLog } from './play/log.ts';

// Every screen but the first (the list) is its own chunk, loaded when its route is opened (and precached
// by the service worker for offline use). A new screen: a file in src/screens/, a Route variant, one line here.
const SCREENS: Readonly<Record<Exclude<Route['page'], 'list'>, ComponentType<ScreenProps>>> = {
  drill: lazy(() => import('./screens/Drill.tsx')),
  rules: lazy(() => import('./screens/Rules.tsx')),
  stats: lazy(() => import('./screens/Stats.tsx')),
  sync: lazy(() => import('./screens/Sync.tsx')),
  map: lazy(() => import('./screens/MapRoute.tsx')),
  mistakes: lazy(() => import('./screens/MistakesRoute.tsx')),
  play: lazy(() => import('./screens/PlayRoute.tsx')),
  shift: lazy(() => import('./shift/ShiftRoute.tsx')),
};

/** The list's title (the app's name alone). */
function ListTitle() {
  useTitle(undefined);
  return null;
}

/**
 * After a navigation, moves focus to the new screen's heading (so a screen reader reads where it is),
 * unless the screen already put it somewhere (an answer field). Mounted with the screen, inside its
 * Suspense boundary, so it runs once the lazy screen is shown.
 */
function FocusHeading({ skip }: { readonly skip: boolean }) {
  useEffect(() => {
    if (skip) return;
    const main = document.getElementById('main');
    if (main === null || (document.activeElement !== document.body && main.contains(document.activeElement))) return;
    const heading = main.querySelector<HTMLElement>('h1') ?? main;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [skip]);
  return null;
}

/** What shows while a screen's code loads (a moment online; offline it comes from the cache). */
function Loading() {
  return (
    <p className="panel loading" role="status">
      {RU.loading}
    </p>
  );
}

/**
 * The trainer: header, store notices, then the screen of the route: the drill list (in the first
 * chunk), or a lazily loaded screen (a practice run, a game's rules, statistics…).
 */
export function App() {
  const [route, navigate] = useRoute();
  const store = useProgress();
  // The play modes' graded answers go to the answer log and the scheduler like a drill's (the scheduler is
  // loaded with the play screen already, so the import costs nothing then).
  const { update } = store;
  useEffect(
    () =>
      connectPlayLog((record) => {
        void import('./session.ts').then(({ recordAnswer }) => update((p) => recordAnswer(p, record).progress));
      }),
    [update],
  );
  const settings = store.progress.settings.rules;
  const rules = useMemo(() => resolveSettings(settings), [settings]);
  const params = new URLSearchParams(window.location.search);
  // The first screen keeps the browser's focus; each later one gets it on its heading.
  const navigations = useRef(0);
  const routeKey = JSON.stringify(route);
  const seen = useRef(routeKey);
  if (seen.current !== routeKey) {
    seen.current = routeKey;
    navigations.current += 1;
  }
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  const Screen = route.page === 'list' ? undefined : SCREENS[route.page];

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {RU.skipLink}
      </a>
      <header className="app-header">
        <a className="brand" href={appHref('/')} onClick={go('/')}>
          <span className="brand-mark" aria-hidden="true">
            ♠
          </span>
          {RU.name}
        </a>
        <nav className="app-nav" aria-label={RU.sections}>
          <a href={appHref('/stats')} onClick={go('/stats')} aria-current={route.page === 'stats' ? 'page' : undefined}>
            {RU.stats}
          </a>
          <a href={docsLink('/')}>{RU.rules}</a>
        </nav>
      </header>
      <main className="app-main" id="main" tabIndex={-1}>
        {store.notices.map((n, i) => (
          <NoticeBanner
            key={`${n.kind}-${i}`}
            notice={n}
            onDismiss={() => store.dismiss(n)}
            backupText={store.backupText}
          />
        ))}
        {Screen === undefined ? (
          <>
            <ListTitle />
            <DrillList
              progress={store.progress}
              rules={rules}
              settings={settings}
              onOpen={(id) => navigate(`/drill/${encodeURIComponent(id)}`)}
              onNavigate={navigate}
              onRules={(game) => navigate(`/rules/${game}`)}
              onPlay={(game) => navigate(`/play/${game}`)}
              exportText={store.exportText}
              importText={store.importText}
            />
            <FocusHeading key={routeKey} skip={navigations.current === 0} />
          </>
        ) : (
          <Suspense fallback={<Loading />}>
            <Screen route={route} navigate={navigate} store={store} rules={rules} settings={settings} params={params} />
            <FocusHeading key={routeKey} skip={navigations.current === 0} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
