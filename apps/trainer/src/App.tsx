import { useEffect } from 'react';
import { findDrill } from './drills/index.ts';
import { DrillList } from './components/DrillList.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { Practice } from './components/Practice.tsx';
import { docsLink } from './links.ts';
import { appHref, useRoute } from './router.ts';
import { useProgress } from './useProgress.ts';

/**
 * The trainer: header, store notices, then the drill list or a practice run.
 */
export function App() {
  const [route, navigate] = useRoute();
  const store = useProgress();
  const drill = route.page === 'drill' ? findDrill(route.id) : undefined;
  const params = new URLSearchParams(window.location.search);
  const title =
    route.page === 'list' ? 'Тренажёр крупье' : `${drill?.title ?? 'Нет такого упражнения'} — Тренажёр крупье`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="app">
      <header className="app-header">
        <a
          className="brand"
          href={appHref('/')}
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
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
          <NoticeBanner key={`${n.kind}-${i}`} notice={n} onDismiss={() => store.dismiss(n)} />
        ))}
        {route.page === 'list' ? (
          <DrillList
            progress={store.progress}
            onOpen={(id) => navigate(`/drill/${encodeURIComponent(id)}`)}
            exportText={store.exportText}
            importText={store.importText}
          />
        ) : drill === undefined ? (
          <section className="panel not-found">
            <h1>Такого упражнения нет</h1>
            <p>
              Упражнение «{route.id}» не найдено.{' '}
              <a
                href={appHref('/')}
                onClick={(e) => {
                  e.preventDefault();
                  navigate('/');
                }}
              >
                К списку упражнений
              </a>
            </p>
          </section>
        ) : (
          <Practice
            key={drill.id}
            drill={drill}
            progress={store.progress}
            onProgress={store.update}
            onBack={() => navigate('/')}
            seed={params.get('seed')}
            forcedKey={params.get('key')}
          />
        )}
      </main>
    </div>
  );
}
