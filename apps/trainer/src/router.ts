/**
 * A tiny History-API router: `/` is the drill list, `/drill/<id>` a practice run. Query parameters
 * (`?seed=`, `?key=`) are kept for the practice run.
 *
 * @module
 */
import { useCallback, useEffect, useState } from 'react';

/** Where the app is. */
export type Route = { readonly page: 'list' } | { readonly page: 'drill'; readonly id: string };

/**
 * Reads a route from a path.
 *
 * @param pathname - `location.pathname`.
 */
export function parseRoute(pathname: string): Route {
  const m = /^\/drill\/([^/]+)\/?$/u.exec(pathname);
  return m ? { page: 'drill', id: decodeURIComponent(m[1]!) } : { page: 'list' };
}

/** The current route and a navigation function that pushes a history entry. */
export function useRoute(): [Route, (path: string) => void] {
  const [route, setRoute] = useState<Route>(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', path);
    setRoute(parseRoute(new URL(path, window.location.href).pathname));
    window.scrollTo(0, 0);
  }, []);
  return [route, navigate];
}
