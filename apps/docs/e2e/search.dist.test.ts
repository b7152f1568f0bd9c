/**
 * The site's search on the built index (`dist/pagefind/`, Pagefind's own browser bundle loaded in Node,
 * its files read from the build folder, ranked with the options the site passes to it): each game's term
 * from its text finds that game's rules page first. Before the game pages gave the index their terms in
 * their titles (`src/search/titles.ts`), «Банко» listed the four «Разброс и банкролл» pages first (their
 * titles hold «банкролл», which «Банко» matches by its stem) and the baccarat page fifth.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RANKING } from '../src/search/ranking.mjs';
import { distDir } from './build';

/** The part of Pagefind's search API the check uses. */
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    q: string,
  ): Promise<{ results: { score: number; data(): Promise<{ url: string; meta: { title?: string } }> }[] }>;
}

const bundle = join(distDir(), 'pagefind');
let pagefind: Pagefind;

beforeAll(async () => {
  if (!existsSync(join(bundle, 'pagefind.js'))) throw new Error(`No search index in ${bundle}: run the build first.`);
  const base = pathToFileURL(`${bundle}/`);
  // The bundle fetches its index, fragments and WebAssembly by URL: here they are files of the build.
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), base);
    return new Response(await readFile(fileURLToPath(url)));
  }) as typeof fetch;
  pagefind = (await import(/* @vite-ignore */ new URL('pagefind.js', base).href)) as Pagefind;
  await pagefind.options({ basePath: base.href, ranking: SEARCH_RANKING });
  await pagefind.init();
});

/** The site paths of a query's first results, best first. */
async function ranked(query: string, n = 3): Promise<string[]> {
  const { results } = await pagefind.search(query);
  const data = await Promise.all(results.slice(0, n).map((r) => r.data()));
  return data.map((d) => new URL(d.url, 'http://site/').pathname.replace(/^.*?\/dist\//u, '/'));
}

describe('search: a game term from the texts finds its game first', () => {
  it.each([
    ['Банко', '/baccarat/'],
    ['Пунто', '/baccarat/'],
    ['Проходит', '/craps/'],
    ['Не проходит', '/craps/'],
    ['АНТЕ', '/poker/'],
    ['Туз-Король', '/poker/'],
    ['Блекджек', '/blackjack/'],
  ])('«%s» → %s', async (query, page) => {
    expect((await ranked(query))[0]).toBe(page);
  });

  it('«банкролл» still finds the «Разброс и банкролл» pages first', async () => {
    expect((await ranked('банкролл', 4)).sort()).toEqual([
      '/baccarat/variance/',
      '/blackjack/variance/',
      '/craps/variance/',
      '/poker/variance/',
    ]);
  });

  it('the baccarat page is listed under its title with the text terms', async () => {
    const { results } = await pagefind.search('Банко');
    expect((await results[0]!.data()).meta.title).toBe('Баккара: Банко, Пунто, ничья');
  });
});
