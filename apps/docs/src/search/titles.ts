/**
 * The titles the game pages give the search index. Pagefind ranks a match in a page's title far above
 * one in its text, and the variance pages' titles hold «банкролл», which a search for «Банко» matches by
 * its stem: the baccarat page, whose title is only «Баккара», came fifth. So each game's rules page
 * tells the index a title with its text's terms (`data-pagefind-meta` on the page's `<h1>`, written by
 * `PageTitle.astro`), and the search dialog shows that title: «Баккара: Банко, Пунто». The words come
 * from `@croupier/ru`.
 *
 * @module
 */
import { BACCARAT_BET_NAMES, BET_KIND_NAMES_RU, STUD_BET_RU, STUD_CATEGORY_RU } from '@croupier/ru';

/**
 * The search title of each game's rules page that needs one, by its Starlight route id («Блекджек» is
 * already the term of its page's title).
 */
export const SEARCH_TITLES: Readonly<Record<string, string>> = {
  baccarat: `Баккара: ${BACCARAT_BET_NAMES.banker}, ${BACCARAT_BET_NAMES.player}, ничья`,
  craps: `Крэпс: ${BET_KIND_NAMES_RU.pass}, ${BET_KIND_NAMES_RU.dontPass}`,
  poker: `Покер: ${STUD_BET_RU.ante}, ${STUD_BET_RU.bet}, ${STUD_CATEGORY_RU.aceKing}`,
};

/**
 * The `data-pagefind-meta` value of a page's title, or undefined for a page that keeps its own title.
 *
 * @param routeId - Starlight's route id (`baccarat`, `craps/variance`).
 */
export function searchTitleMeta(routeId: string): string | undefined {
  const title = SEARCH_TITLES[routeId];
  return title === undefined ? undefined : `title:${title}`;
}
