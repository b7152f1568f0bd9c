/** Pagefind's ranking options for the site's search (see `ranking.mjs`). */
export declare const SEARCH_RANKING: Readonly<{
  pageLength: number;
  termFrequency: number;
  termSaturation: number;
  termSimilarity: number;
}>;
