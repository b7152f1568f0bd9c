// Serves the built docs site and trainer locally and prints their URLs (used by `pnpm start`).
import { existsSync } from 'node:fs';
import { serveStatic } from '@croupier/testkit';

const DOCS_PORT = Number(process.env.DOCS_PORT ?? 4321);
const TRAINER_PORT = Number(process.env.TRAINER_PORT ?? 4322);

for (const dir of ['apps/docs/dist', 'apps/trainer/dist']) {
  if (!existsSync(dir)) {
    console.error(`${dir} is missing: run the build first (pnpm start builds it).`);
    process.exit(1);
  }
}
const docs = await serveStatic('apps/docs/dist', { port: DOCS_PORT });
const trainer = await serveStatic('apps/trainer/dist', { port: TRAINER_PORT, spaFallback: true });
console.log('\nCroupier is running:');
console.log(`  docs site (правила):  ${docs.url}/`);
console.log(`  trainer (тренажёр):   ${trainer.url}/`);
console.log('\nPress Ctrl+C to stop.');
const stop = async () => {
  await Promise.all([docs.close(), trainer.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
