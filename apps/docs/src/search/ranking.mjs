/**
 * How the site's search ranks its results: Pagefind's ranking options, passed to Starlight
 * (`astro.config.mjs`) and read by the search check (`e2e/search.dist.test.ts`), so both rank alike. These
 * are Pagefind's defaults as Starlight sets them, written out: what makes a game's own term find its page
 * first is the title that page gives the index (`src/search/titles.ts`), not a ranking knob.
 *
 * @see https://pagefind.app/docs/ranking/
 */
export const SEARCH_RANKING = Object.freeze({
  pageLength: 0.1,
  termFrequency: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
});
