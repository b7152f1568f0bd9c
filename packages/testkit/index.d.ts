import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A running static server. */
export interface StaticServer {
  /** Base URL, e.g. `http://127.0.0.1:4321`. */
  readonly url: string;
  /** Stops the server. */
  close(): Promise<void>;
}

/**
 * Serves a folder of built files on 127.0.0.1 (directory → index.html, SPA fallback optional).
 *
 * @param dir - The folder.
 * @param options - `port` (0: any free port), `spaFallback` (serve index.html for unknown paths).
 */
export function serveStatic(dir: string, options?: { port?: number; spaFallback?: boolean }): Promise<StaticServer>;

/** The path of the Chromium binary: `$CHROMIUM_PATH` or `/usr/bin/chromium`. */
export function chromiumPath(): string;

/** Launches headless Debian Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser>;

/** A fresh context and page, with console errors collected in `errors`. */
export function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
