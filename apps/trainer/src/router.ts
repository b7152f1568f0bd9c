/**
 * A tiny History-API router: `/` is the drill list, `/drill/<id>` a practice run, `/rules/<game>` the
 * rules picker of a game, `/map/<id>` a drill's heatmap, `/mistakes` the review of the last misses, `/play/<game>`
 * a game's play mode (whole rounds), `/stats` the statistics, `/sync` the transfer to another device. Query parameters (`?seed=`, `?key=`) are kept for the practice run. The app may be served under a base path
 * (`/trainer/` next to the rules site, set by Vite's `base`): routes are read and written below it.
 *
 * @module
 */
import { useCallback, useEffect, useState } from 'react';

/** Where the app is. */
export type Route =
  | { readonly page: 'list' }
  | { readonly page: 'drill'; readonly id: string }
  | { readonly page: 'rules'; readonly game: string }
  | { readonly page: 'map'; readonly id: string }
  | { readonly page: 'mistakes' }
  | { readonly page: 'play'; readonly game: string }
  | { readonly page: 'shift'; readonly game: string }
  | { readonly page: 'stats' }
  | { readonly page: 'sync' };

/** The app's base path without its trailing slash: `''` at the root, `/trainer` next to the site. */
export const BASE: string = (import.meta.env.BASE_URL ?? '/').replace(/\/+$/u, '');

/**
 * Reads a route from a path.
 *
 * @param pathname - `location.pathname`.
 * @param base - The app's base path (default {@link BASE}).
 */
export function parseRoute(pathname: string, base: string = BASE): Route {
  const inside =
    base !== '' && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  if (/^\/stats\/?$/u.test(inside)) return { page: 'stats' };
  if (/^\/sync\/?$/u.test(inside)) return { page: 'sync' };
  const rules = /^\/rules\/([a-z]+)\/?$/u.exec(inside);
  if (rules) return { page: 'rules', game: rules[1]! };
  if (/^\/mistakes\/?$/u.test(inside)) return { page: 'mistakes' };
  const map = /^\/map\/([a-z0-9-]+)\/?$/u.exec(inside);
  if (map) return { page: 'map', id: map[1]! };
  const shift = /^\/shift\/([a-z]+)\/?$/u.exec(inside);
  if (shift) return { page: 'shift', game: shift[1]! };
  const play = /^\/play\/([a-z]+)\/?$/u.exec(inside);
  if (play) return { page: 'play', game: play[1]! };
  const m = /^\/drill\/([^/]+)\/?$/u.exec(inside);
  if (!m) return { page: 'list' };
  try {
    return { page: 'drill', id: decodeURIComponent(m[1]!) };
  } catch {
    // A malformed escape (`/drill/%`) names no drill: show it as one that does not exist.
    return { page: 'drill', id: m[1]! };
  }
}

/**
 * The address of an app path under the base: `appHref('/drill/x')` is `/trainer/drill/x` next to the site.
 *
 * @param path - An app path starting with `/`.
 * @param base - The app's base path (default {@link BASE}).
 */
export function appHref(path: string, base: string = BASE): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
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
    const href = appHref(path);
    window.history.pushState(null, '', href);
    setRoute(parseRoute(new URL(href, window.location.href).pathname));
    window.scrollTo(0, 0);
  }, []);
  return [route, navigate];
}
