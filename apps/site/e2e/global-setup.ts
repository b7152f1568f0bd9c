/**
 * Serves the deployable build (`apps/site/dist`) on a free port with the `_headers` and `_redirects`
 * rules applied, as Netlify or Cloudflare Pages would, and provides its URL as `inject('siteUrl')`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@croupier/testkit';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served build, e.g. `http://127.0.0.1:40123`. */
    siteUrl: string;
  }
}

/** The built site. */
export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export default async function setup(project: TestProject) {
  for (const file of ['index.html', 'trainer/index.html', '_headers', '_redirects']) {
    if (!existsSync(join(DIST, file))) {
      throw new Error(
        `No ${file} in ${DIST}: run the build first (npx -y pnpm@10.34.8 --filter @croupier/site build).`,
      );
    }
  }
  const server = await serveStatic(DIST, { hostRules: true });
  project.provide('siteUrl', server.url);
  return async () => {
    await server.close();
  };
}
