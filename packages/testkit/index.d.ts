import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A running static server. */
export interface StaticServer {
  /** Base URL, e.g. `http://127.0.0.1:4321`. */
  readonly url: string;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Options of {@link serveStatic}. */
export interface ServeOptions {
  /** The port (0 or absent: any free port). */
  port?: number;
  /** The interface to listen on (default `127.0.0.1`). */
  host?: string;
  /** Serve `index.html` for paths with no file (a single-page app at the root). */
  spaFallback?: boolean;
  /**
   * Apply the `_headers` and `_redirects` files found in the folder, as Netlify and Cloudflare Pages
   * do: headers by path pattern, and rewrites (status 200) for paths with no file.
   */
  hostRules?: boolean;
  /** Send text (HTML, CSS, JS, JSON, SVG) gzip-compressed to clients that accept it, as static hosts do. */
  gzip?: boolean;
}

/**
 * Serves a folder of built files on 127.0.0.1: directory → index.html, `x` → `x.html`, a missing file
 * → `404.html` with status 404. A malformed URL (`GET /%`, `/%00`) is a 400, a method other than GET
 * or HEAD a 405 (with `Allow`), and a failure while answering a 500 that says nothing of its cause:
 * nothing a client sends stops the server. Every answer, errors included, carries the folder's
 * `_headers` (with `hostRules`) over a strict baseline (a `default-src 'none'` policy, `nosniff`, no
 * framing); with `hostRules` the `_headers` and `_redirects` files themselves are not served (404).
 *
 * @param dir - The folder.
 * @param options - Port, host, SPA fallback, host rules.
 */
export function serveStatic(dir: string, options?: ServeOptions): Promise<StaticServer>;

/** One rule of a `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  /** `/*`, `/trainer/*`: `*` matches any run of characters. */
  readonly pattern: string;
  /** The headers, in order. */
  readonly headers: readonly (readonly [name: string, value: string])[];
}

/** Reads a `_headers` file (Netlify, Cloudflare Pages): a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[];

/** Reads the rewrites (status 200) of a `_redirects` file. */
export function parseRedirectsFile(text: string): { readonly pattern: string; readonly target: string }[];

/** The headers the rules give a path (lower-case names; every matching rule in order, later values win). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string>;

/** The path of the Chromium binary: `$CHROMIUM_PATH` or `/usr/bin/chromium`. */
export function chromiumPath(): string;

/** Launches headless Debian Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser>;

/** How long a page's waits (locators, `waitForFunction`) wait for their state before failing (a guard). */
export const PAGE_WAIT_LIMIT_MS: number;

/** Options of {@link newPage}. */
export interface NewPageOptions {
  /**
   * Whether the pages may register service workers (`allow`, the default) or not (`block`: no worker
   * installs, so none precaches the app in the background; only tests of offline use need one).
   */
  readonly serviceWorkers?: 'allow' | 'block';
}

/** A fresh context and page, with console errors collected in `errors`. */
export function newPage(
  browser: Browser,
  options?: NewPageOptions,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
