/**
 * Vitest global setup for the browser tests: serves the built app (`apps/trainer/dist`) on a free
 * port with SPA fallback and provides its URL as `inject('trainerUrl')`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@croupier/testkit';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the served trainer, e.g. `http://127.0.0.1:40123`. */
    trainerUrl: string;
  }
}

/** The built app's folder. */
export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export default async function setup(project: TestProject) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No build at ${DIST}: run \`vite build\` in apps/trainer first (turbo's e2e task does).`);
  }
  const server = await serveStatic(DIST, { spaFallback: true });
  project.provide('trainerUrl', server.url);
  return async () => {
    await server.close();
  };
}
