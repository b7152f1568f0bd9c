/**
 * `pnpm bench`: runs every `*.bench.ts` in this folder (or those whose name contains an argument),
 * one after another in this process, and prints their tables.
 */
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';

const filters = process.argv.slice(2);
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

console.log(
  `# Croupier benchmarks\n\nNode ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`,
);
console.log('Each table measures ours and the peers in this same run; ratios are ours ÷ theirs.');
for (const f of files) {
  console.log(`\n# ${f.replace('.bench.ts', '')}`);
  await import(new URL(f, dir).href);
}
