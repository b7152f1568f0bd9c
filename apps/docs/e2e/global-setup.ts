import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '@croupier/testkit';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL the built site is served at, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
  }
}

/**
 * Serves the built site (`apps/docs/dist`, or the folder in `DOCS_DIST` when set) once for all browser tests and provides its URL as
 * `inject('baseUrl')`; stops the server when the run ends.
 *
 * @param project - The Vitest project, used to provide the URL to the tests.
 * @returns The teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fromEnv = process.env['DOCS_DIST'];
  const dist = fromEnv ? `${fromEnv.replace(/\/$/, '')}/` : fileURLToPath(new URL('../dist/', import.meta.url));
  if (!existsSync(`${dist}index.html`)) {
    throw new Error(`No built site in ${dist}: run \`npx astro build\` in apps/docs first.`);
  }
  const server = await serveStatic(dist);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
