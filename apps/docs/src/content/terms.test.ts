import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { studTermSlips } from '@croupier/ru';

// The poker pages and the sources of their islands, read as text. Quotations of the text (lines
// starting with «>») keep its own letters, «Туз-король» in its list included; the rest is the site's.
const DOCS = new URL('./docs/', import.meta.url);
const COMPONENTS = new URL('../components/', import.meta.url);
const filesIn = (dir: URL, ext: RegExp) =>
  readdirSync(dir)
    .filter((f) => ext.test(f))
    .map((f) => new URL(f, dir));
const FILES: readonly URL[] = [
  new URL('poker.mdx', DOCS),
  ...filesIn(new URL('poker/', DOCS), /\.mdx$/u),
  ...filesIn(new URL('stud/', COMPONENTS), /\.tsx?$/u),
  ...filesIn(new URL('rulecost/stud/', COMPONENTS), /\.tsx?$/u),
  new URL('live/StudExample.tsx', COMPONENTS),
  new URL('variance/data.ts', COMPONENTS),
  new URL('variance/model.ts', COMPONENTS),
];

/** The site's own words of a file: every line but the text's quotations. */
const ownWords = (url: URL) =>
  readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n');

describe('the poker pages use the text’s terms (АНТЕ, полтора АНТЕ, Туз-Король, сдаться, СТАВКА)', () => {
  it.each(FILES.map((f) => [f.pathname.split('/src/')[1]!, f] as const))('%s', (_name, file) => {
    expect(studTermSlips(ownWords(file))).toEqual([]);
  });
});
