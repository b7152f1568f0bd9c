/**
 * Links to the docs site. Its base URL comes from `VITE_DOCS_URL` at build time (default: the local
 * docs server); `/` when the trainer is served under `/trainer/` of the site's own origin, so the links
 * are relative and the build works at any address.
 *
 * @module
 */

/** The docs site's base URL, without a trailing slash. */
export const DOCS_URL: string = (import.meta.env.VITE_DOCS_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/u, '');

/**
 * The absolute URL of a docs path.
 *
 * @param path - A path on the docs site such as `/cards/#блекджек`.
 * @example
 * ```ts
 * docsLink('/baccarat/#tableau'); // 'http://127.0.0.1:4321/baccarat/#tableau'
 * ```
 */
export function docsLink(path: string): string {
  return `${DOCS_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
